import type { PersonalityName } from "@contract/personalities";
import type { SpeechVoices } from "@contract/speech";
import { voiceOwner } from "@contract/voice";
import { getVoiceServers } from "@/shared/api/voice-servers";
import { companionVoiceOf } from "./companion-voices";

/**
 * Which personalities speak with a provider voice (the server keeps it: POST /api/speech picks the voice). Read once
 * per page when speech first needs it; the Voice Engine tab hands in what it saved. A page that cannot read it
 * speaks with the browser's voices.
 */
let known: Promise<SpeechVoices | null> | null = null;

function providerVoices(): Promise<SpeechVoices | null> {
  known ??= getVoiceServers().then(
    (view) => view.voices,
    () => {
      known = null; // asked again next time
      return null;
    },
  );
  return known;
}

export function setProviderVoices(voices: SpeechVoices | null): void {
  known = Promise.resolve(voices);
}

/** The provider voice `personality` speaks with, or null for the browser's voice. */
export async function providerVoiceOf(personality: PersonalityName): Promise<string | null> {
  const own = companionVoiceOf(personality);
  if (own) return own.providerVoice || null;
  return (await providerVoices())?.[voiceOwner(personality)] ?? null;
}
