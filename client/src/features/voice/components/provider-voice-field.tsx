import { OPENAI_SPEECH_VOICES, SPEECH_TEXT } from "@contract/speech";
import { Play, Square } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/shared/ui/button";

type Props = {
  ownerName: string;
  /** The provider voice saved for them, or null: the browser's voice. */
  voice: string | null;
  sampling: boolean;
  onChoose: (voice: string | null) => void;
  onSample: (voice: string) => void;
  onStopSample: () => void;
};

const field = "w-full min-w-0 rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-mist text-sm focus:border-[var(--accent)]";

/** Browser voice or a provider voice (issue 29): the voice's name as the speech server calls it, and a sample of it. */
export function ProviderVoiceField({ ownerName, voice, sampling, onChoose, onSample, onStopSample }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(voice ?? OPENAI_SPEECH_VOICES[0]);
  useEffect(() => {
    if (voice) setDraft(voice);
  }, [voice]);
  const provider = voice !== null;
  const commit = () => {
    const name = draft.trim();
    if (name && name !== voice) onChoose(name);
  };
  return (
    <div className="grid gap-2" data-testid="provider-voice">
      <div className="grid gap-1">
        <label htmlFor={`${id}-engine`} className="text-mist text-sm">
          <span className="sr-only">{ownerName} </span>
          {SPEECH_TEXT.speaksWith}
        </label>
        <select
          id={`${id}-engine`}
          value={provider ? "provider" : "browser"}
          onChange={(e) => onChoose(e.target.value === "provider" ? draft.trim() || OPENAI_SPEECH_VOICES[0] : null)}
          className={field}
        >
          <option value="browser">{SPEECH_TEXT.browserVoice}</option>
          <option value="provider">{SPEECH_TEXT.providerVoice}</option>
        </select>
      </div>
      {provider && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-mist text-sm">
            <span className="sr-only">{ownerName} </span>
            {SPEECH_TEXT.providerVoiceLabel}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-name`}
              list={`${id}-names`}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  commit();
                }
              }}
              autoComplete="off"
              spellCheck={false}
              className={`${field} flex-1 basis-40`}
            />
            <datalist id={`${id}-names`}>
              {OPENAI_SPEECH_VOICES.map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
            <Button
              variant="outline"
              className="px-3 py-1.5"
              aria-pressed={sampling}
              disabled={!draft.trim()}
              onClick={() => (sampling ? onStopSample() : onSample(draft.trim()))}
            >
              {sampling ? <Square className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
              {sampling ? SPEECH_TEXT.stopSample : SPEECH_TEXT.playSample}
              <span className="sr-only"> {ownerName}</span>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
