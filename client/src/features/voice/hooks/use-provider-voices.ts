import { SPEECH_TEXT } from "@contract/speech";
import { VOICE_TEST_LINES, type VoicedPersonality } from "@contract/voice";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { useSaveVoiceServers, useVoiceServers } from "@/shared/api/voice-servers";
import { toast } from "@/shared/ui/toast-store";
import { type ProviderClip, providerClip } from "@/shared/voice/provider-clip";
import { setProviderVoices } from "@/shared/voice/provider-voices";
import { stopSpeech } from "@/shared/voice/speech-queue";
import { readVoiceSettings } from "@/shared/voice/voice-settings";

/**
 * Each personality's provider voice (kept on the server: POST /api/speech speaks with it), chosen on the Voice Engine
 * tab, and its "Play sample": the personality's test line in the voice typed, before it is saved.
 */
export function useProviderVoices() {
  const servers = useVoiceServers();
  const save = useSaveVoiceServers((view) => setProviderVoices(view.voices));
  const [sampling, setSampling] = useState<VoicedPersonality | null>(null);
  const clip = useRef<ProviderClip | null>(null);

  // What the server says is what speech uses on this page.
  useEffect(() => {
    if (servers.data) setProviderVoices(servers.data.voices);
  }, [servers.data]);
  useEffect(() => () => clip.current?.stop(), []);

  const choose = useCallback(
    (personality: VoicedPersonality, voice: string | null) =>
      save.mutate(
        { voices: { [personality]: voice } },
        { onError: (error) => toast({ title: SPEECH_TEXT.saveFailed, description: errorText(error), variant: "destructive" }) },
      ),
    [save.mutate],
  );

  const stopSample = useCallback(() => {
    clip.current?.stop();
    clip.current = null;
    setSampling(null);
  }, []);

  const sample = useCallback(async (personality: VoicedPersonality, voice: string) => {
    clip.current?.stop();
    stopSpeech();
    const playing = providerClip(personality, VOICE_TEST_LINES[personality], voice);
    clip.current = playing;
    setSampling(personality);
    try {
      await playing.play(() => {}, readVoiceSettings()[personality].volume);
    } catch (error) {
      toast({ title: SPEECH_TEXT.sampleFailed, description: errorText(error, String(error)), variant: "destructive" });
    } finally {
      if (clip.current === playing) {
        clip.current = null;
        setSampling(null);
      }
    }
  }, []);

  return { view: servers.data ?? null, voices: servers.data?.voices ?? null, choose, sample, stopSample, sampling };
}
