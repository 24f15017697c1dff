import { DEFAULT_SPEECH_MODEL, SPEECH_TEXT, type SpeechRequest, type VoiceServiceUse } from "@contract/speech";
import { VOICED_PERSONALITIES, type VoicedPersonality } from "@contract/voice";
import { getCompanion } from "../companions";
import { type SpokenAudio, speakWithOpenAIProtocol } from "../models/media/speech";
import { capitalise } from "../models/offline/text-utils";
import { AppError } from "../platform/errors";
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
  const seed = (VOICED_PERSONALITIES as readonly string[]).includes(request.personality);
  // A companion speaks with the provider voice of its own profile (issue 31); a seed with the one chosen for it here.
  const companion = seed ? null : getCompanion(deps.db, request.personality);
  const voice =
    request.voice ?? (companion ? companion.voice.providerVoice || null : servers.voices[request.personality as VoicedPersonality]);
  if (!voice) throw new AppError("conflict", SPEECH_TEXT.needsVoice(companion?.name ?? capitalise(request.personality)));
  const target = speechTarget(deps);
  if (!target.ok) throw new AppError("conflict", target.reason);
  return speakWithOpenAIProtocol(target.options, { voice, input: request.text, format: servers.speech.format }, signal);
}
