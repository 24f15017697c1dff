import { describe, expect, it } from "vitest";
import { type ServersForm, serverForm, serversChange } from "./server-change";

const stored = {
  speech: { baseUrl: "http://127.0.0.1:8880/v1", model: "kokoro", keyHint: "…2222", format: "mp3" as const },
  transcription: { baseUrl: null, model: null, keyHint: null },
};
const unchanged = (): ServersForm => ({
  speech: { ...serverForm(stored.speech), format: "mp3" },
  transcription: serverForm(stored.transcription),
});

describe("the servers form's change", () => {
  it("sends nothing when nothing changed, and never the stored key", () => {
    expect(serversChange(unchanged(), stored)).toEqual({});
  });

  it("sends what changed: a new address, a cleared model, a typed key, a removed key, another format", () => {
    const form = unchanged();
    form.speech.model = " ";
    form.speech.format = "wav";
    form.speech.removeKey = true;
    form.transcription.baseUrl = " http://127.0.0.1:9000/v1 ";
    form.transcription.key = " secret ";
    expect(serversChange(form, stored)).toEqual({
      speech: { model: "", key: "", format: "wav" },
      transcription: { baseUrl: "http://127.0.0.1:9000/v1", key: "secret" },
    });
  });
});
