import { VOICE_TEST_LINES, VOICE_TEXT, type VoicedPersonality } from "@contract/voice";
import { useCallback } from "react";
import { toast } from "@/shared/ui/toast-store";
import { canSpeak, type SpeechKey, toggleSpeech, useSpeakingKey } from "@/shared/voice/speech-queue";
import { readVoiceSettings } from "@/shared/voice/voice-settings";
import { chooseVoice, loadVoices } from "@/shared/voice/voices";

export const voiceTestKey = (personality: VoicedPersonality): SpeechKey => `voice-test:${personality}`;

/**
 * The Voice Engine's Test buttons: a short line in character with the saved settings (§5: only with a valid voice,
 * §8 "Voice Not Found" otherwise); pressed again while it speaks, it stops.
 */
export function useVoiceTest() {
  const speakingKey = useSpeakingKey();
  const test = useCallback(async (personality: VoicedPersonality, providerVoice: string | null = null) => {
    if (!canSpeak()) {
      toast({ ...VOICE_TEXT.notSupported, variant: "destructive" });
      return;
    }
    // A provider voice speaks from the server: the device's voices do not matter (issue 29).
    const { voice, missing } = chooseVoice(await loadVoices(), readVoiceSettings()[personality].voice);
    if (!providerVoice && (missing || !voice)) {
      toast({ ...VOICE_TEXT.voiceNotFound, variant: "destructive" });
      return;
    }
    toggleSpeech(voiceTestKey(personality), VOICE_TEST_LINES[personality], personality).catch((error: unknown) =>
      console.error("Voice test failed", error),
    );
  }, []);
  const testing = (personality: VoicedPersonality) => speakingKey === voiceTestKey(personality);
  return { test, testing };
}
