import { speechRequestSchema, type VoiceServersView, voiceServersRequestSchema } from "@contract/speech";
import { Hono } from "hono";
import { validate } from "../platform/http/validate";
import { speak, speechUse } from "./speech";
import { transcriptionTarget } from "./transcription";
import { transcriptionDeps, type VoiceRouteDeps } from "./transcription.routes";
import { readVoiceServers, saveVoiceServers, voiceServersView } from "./voice-servers";
import { targetUse } from "./voice-target";

/** Provider speech and the Voice Engine's servers (issue 29). */
export function voiceRoutes(deps: VoiceRouteDeps) {
  const app = new Hono();
  const voiceDeps = transcriptionDeps(deps);
  const view = () =>
    voiceServersView(readVoiceServers(deps.db), deps.secrets, {
      speech: speechUse(voiceDeps),
      transcription: targetUse(transcriptionTarget(voiceDeps)),
    });

  app.post("/speech", validate("json", speechRequestSchema), async (c) => {
    const audio = await speak(voiceDeps, c.req.valid("json"), c.req.raw.signal);
    return c.body(audio.bytes, 200, { "Content-Type": audio.contentType, "Cache-Control": "no-store" });
  });
  app.get("/voice-servers", (c) => c.json<VoiceServersView>(view()));
  app.put("/voice-servers", validate("json", voiceServersRequestSchema), (c) => {
    saveVoiceServers(deps.db, deps.clock, deps.secrets, c.req.valid("json"));
    return c.json<VoiceServersView>(view());
  });
  return app;
}
