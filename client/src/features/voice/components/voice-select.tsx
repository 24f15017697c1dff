import { AUTOMATIC_VOICE, VOICE_TEXT } from "@contract/voice";
import { useId } from "react";

type Props = { value: string; voices: readonly SpeechSynthesisVoice[]; ownerName: string; onChange: (voice: string) => void };

/** The device's voices, English first; a saved voice this device does not have stays listed, marked as missing. */
export function VoiceSelect({ value, voices, ownerName, onChange }: Props) {
  const id = useId();
  const missing = value !== AUTOMATIC_VOICE && !voices.some((v) => v.name === value);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-mist text-sm">
        <span className="sr-only">{ownerName} </span>
        {VOICE_TEXT.voiceLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={missing && voices.length > 0 ? `${id}-hint` : undefined}
        className="w-full min-w-0 truncate rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-mist text-sm focus:border-[var(--accent)]"
      >
        <option value={AUTOMATIC_VOICE}>{VOICE_TEXT.automaticVoice}</option>
        {missing && <option value={value}>{VOICE_TEXT.unavailableVoice(value)}</option>}
        {voices.map((v) => (
          <option key={`${v.name}|${v.lang}`} value={v.name}>
            {v.name} ({v.lang})
          </option>
        ))}
      </select>
      {missing && voices.length > 0 && (
        <p id={`${id}-hint`} className="text-rose-300 text-xs" data-testid="voice-missing">
          {VOICE_TEXT.missingVoiceHint}
        </p>
      )}
    </div>
  );
}
