import { VOICE_TEXT, VOICED_PERSONALITIES } from "@contract/voice";
import { RotateCcw, Volume2 } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { canSpeak } from "@/shared/voice/speech-queue";
import { resetToMicrosoftDefaults, updateVoiceSettings, useVoiceSettings } from "@/shared/voice/voice-settings";
import { useDeviceVoices } from "@/shared/voice/voices";
import { useProviderVoices } from "../hooks/use-provider-voices";
import { useVoiceTest } from "../use-voice-test";
import { displayName, PersonalityVoiceCard } from "./personality-voice-card";
import { ProviderVoiceField } from "./provider-voice-field";
import { VoiceServersCard } from "./voice-servers-card";

/** The admin page's Voice Engine: each voiced personality's settings, saved on this device as they change. */
export function VoiceEnginePanel() {
  const settings = useVoiceSettings();
  const voices = useDeviceVoices();
  const { test, testing } = useVoiceTest();
  const provider = useProviderVoices();
  const reset = () => {
    resetToMicrosoftDefaults();
    toast(VOICE_TEXT.resetDone);
  };
  const note = !canSpeak() ? VOICE_TEXT.notSupported.description : voices.length === 0 ? VOICE_TEXT.noVoices : null;
  return (
    <div className="grid gap-4" data-testid="voice-engine">
      <Card className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-64 items-start gap-2">
          <Volume2 className="mt-1 size-5 shrink-0 text-gold-400" aria-hidden />
          <div>
            <h2 className="font-display font-semibold text-gold-300 text-xl">{VOICE_TEXT.title}</h2>
            <p className="mt-1 text-mist-dim text-sm">{VOICE_TEXT.intro}</p>
            {note && (
              <p className="mt-1 text-rose-300 text-sm" role="status">
                {note}
              </p>
            )}
          </div>
        </div>
        {/* The preset voices are the browser's: with none to choose from, there is nothing to reset to. */}
        {!note && (
          <Button variant="outline" onClick={reset} className="w-full sm:w-auto">
            <RotateCcw className="size-4" aria-hidden />
            {VOICE_TEXT.reset}
          </Button>
        )}
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {VOICED_PERSONALITIES.map((p) => (
          <PersonalityVoiceCard
            key={p}
            personality={p}
            settings={settings[p]}
            voices={voices}
            testing={testing(p)}
            onChange={(patch) => updateVoiceSettings(p, patch)}
            onTest={() => test(p, provider.voices?.[p] ?? null)}
            engine={
              provider.voices && (
                <ProviderVoiceField
                  ownerName={displayName(p)}
                  voice={provider.voices[p]}
                  sampling={provider.sampling === p}
                  onChoose={(voice) => provider.choose(p, voice)}
                  onSample={(voice) => void provider.sample(p, voice)}
                  onStopSample={provider.stopSample}
                />
              )
            }
          />
        ))}
      </div>
      {provider.view && <VoiceServersCard view={provider.view} />}
    </div>
  );
}
