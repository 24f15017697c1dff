import { NAV_ITEMS } from "@contract/navigation";
import { type PersonalityVoice, VOICE_TEXT, VOICE_TUNING_KEYS, type VoicedPersonality } from "@contract/voice";
import { Play, Square } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/shared/ui/avatar";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { TuningSlider } from "./tuning-slider";
import { VoiceSelect } from "./voice-select";

export const displayName = (p: VoicedPersonality): string => NAV_ITEMS.find((i) => i.personality === p)?.label ?? p;

type Props = {
  personality: VoicedPersonality;
  /** Browser voice or provider voice (issue 29). */
  engine?: ReactNode;
  settings: PersonalityVoice;
  voices: readonly SpeechSynthesisVoice[];
  testing: boolean;
  onChange: (patch: Partial<PersonalityVoice>) => void;
  onTest: () => void;
};

/** One personality's voice: which voice, how fast, how high, how loud, and a Test. */
export function PersonalityVoiceCard({ personality, engine, settings, voices, testing, onChange, onTest }: Props) {
  const name = displayName(personality);
  const headingId = `voice-card-${personality}-title`;
  return (
    <Card
      data-accent={personality}
      data-testid={`voice-card-${personality}`}
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 border-[var(--accent)]/25 p-4 sm:p-5"
    >
      <header className="flex items-center gap-3">
        <Avatar src={`/avatars/${personality}.svg`} alt="" className="size-10 ring-2 ring-[var(--accent)]/50" />
        <h3 id={headingId} className="font-display font-semibold text-[var(--accent)] text-lg">
          {name}
        </h3>
        <Button variant="outline" className="ml-auto px-3 py-1.5" aria-pressed={testing} onClick={onTest}>
          {testing ? <Square className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {testing ? "Stop" : VOICE_TEXT.test}
          <span className="sr-only"> {name}'s voice</span>
        </Button>
      </header>
      {engine}
      <VoiceSelect value={settings.voice} voices={voices} ownerName={name} onChange={(voice) => onChange({ voice })} />
      {VOICE_TUNING_KEYS.map((key) => (
        <TuningSlider key={key} tuning={key} value={settings[key]} ownerName={name} onChange={(value) => onChange({ [key]: value })} />
      ))}
    </Card>
  );
}
