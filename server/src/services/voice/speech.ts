import { DEFAULT_SPEECH_MODEL, SPEECH_TEXT, type SpeechRequest, type VoiceServiceUse } from "@contract/speech";
import { capitalise } from "../../ai/offline/text-utils";
import { type SpokenAudio, speakWithOpenAIProtocol } from "../../ai/speech";
import { AppError } from "../../errors";
import { readVoiceServers } from "./voice-servers";
import { targetUse, type VoiceDeps, type VoiceTarget, voiceTarget } from "./voice-target";

const SPEECH_TARGET_TEXTS = {
  needsProvider: SPEECH_TEXT.needsProvider,
  needsKey: SPEECH_TEXT.needsKey,
  needsBaseUrl: SPEECH_TEXT.needsProvider,
};

/** Who would speak now: the speech server of its own when one is set, else the chosen OpenAI or OpenAI-compatible provider. */
export const speechTarget = (deps: VoiceDeps): VoiceTarget => voiceTarget(deps, "speech", DEFAULT_SPEECH_MODEL, SPEECH_TARGET_TEXTS);
export const speechUse = (deps: VoiceDeps): VoiceServiceUse => targetUse(speechTarget(deps));

/** POST /api/speech: the text in the personality's provider voice; refused when they have none or nobody can speak. */
export async function speak(deps: VoiceDeps, request: SpeechRequest, signal?: AbortSignal): Promise<SpokenAudio> {
  const servers = readVoiceServers(deps.db);
  const voice = request.voice ?? servers.voices[request.personality];
  if (!voice) throw new AppError("conflict", SPEECH_TEXT.needsVoice(capitalise(request.personality)));
  const target = speechTarget(deps);
  if (!target.ok) throw new AppError("conflict", target.reason);
  return speakWithOpenAIProtocol(target.options, { voice, input: request.text, format: servers.speech.format }, signal);
}
