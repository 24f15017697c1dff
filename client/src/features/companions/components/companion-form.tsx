import { emblemDataUrl } from "@contract/companion-emblem";
import { COMPANION_LIMITS, type Companion } from "@contract/companions";
import { VOICE_RANGES, VOICE_TUNING_KEYS } from "@contract/voice";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { Avatar } from "@/shared/ui/avatar";
import { Button } from "@/shared/ui/button";
import { FilePickerButton } from "@/shared/ui/file-picker-button";
import { useDeviceVoices } from "@/shared/voice/voices";
import { type CompanionDraft, draftOf } from "../logic/companion-draft";

const FIELD = "w-full rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm placeholder:text-mist-dim";

/** A labelled field: its label above, a hint below when there is one. */
function Field({ label, hint, children, id }: { label: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-mist text-sm">
        {label}
      </label>
      {children}
      {hint && <p className="text-mist-dim text-xs">{hint}</p>}
    </div>
  );
}

function useTextField<K extends keyof CompanionDraft>(draft: CompanionDraft, set: (patch: Partial<CompanionDraft>) => void, key: K) {
  const id = useId();
  return {
    id,
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<CompanionDraft>),
  };
}

/** Reads a picked file as a data URL (the server decodes, re-encodes and shrinks it). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });

type Props = {
  companion?: Companion;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (draft: CompanionDraft) => void;
  onCancel?: () => void;
};

/**
 * Everything a companion is: who (name, title, description, portrait or emblem, accent), how it is (personality,
 * scenario, greetings, example dialogue, standing instructions) and how it sounds (voice, rate, pitch, volume, and the
 * provider's voice). Limits are the server's; what it refuses is shown as it says it.
 */
export function CompanionForm({ companion, submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState<CompanionDraft>(() => draftOf(companion));
  const [pickError, setPickError] = useState<string | null>(null);
  const set = (patch: Partial<CompanionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const voices = useDeviceVoices();
  const name = useTextField(draft, set, "name");
  const title = useTextField(draft, set, "title");
  const description = useTextField(draft, set, "description");
  const personality = useTextField(draft, set, "personality");
  const scenario = useTextField(draft, set, "scenario");
  const greeting = useTextField(draft, set, "greeting");
  const dialogue = useTextField(draft, set, "exampleDialogue");
  const instructions = useTextField(draft, set, "instructions");
  const accentId = useId();
  const voiceId = useId();
  const providerVoiceId = useId();
  const tuningId = useId();
  const errorId = useId();

  const preview =
    draft.portrait && draft.portrait !== "remove"
      ? draft.portrait
      : draft.portrait === "remove" || !companion?.hasPortrait
        ? emblemDataUrl(draft.name.trim() || "?", draft.accent)
        : companion.avatar;
  const hasPortrait = draft.portrait === "remove" ? false : Boolean(draft.portrait) || Boolean(companion?.hasPortrait);

  const pick = async (file: File) => {
    setPickError(null);
    if (!/^image\/(png|jpeg)$/.test(file.type)) return setPickError("A portrait is a PNG or JPEG image.");
    if (file.size > COMPANION_LIMITS.portraitBytes) return setPickError("The image is larger than 5 MB.");
    set({ portrait: await readAsDataUrl(file) });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(draft);
  };
  const failure = error ? errorText(error) : pickError;

  return (
    <form onSubmit={submit} className="grid gap-5" aria-describedby={failure ? errorId : undefined} data-testid="companion-form">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-display text-gold-300 text-lg">Who</legend>
        <Field id={name.id} label="Name">
          <input {...name} required maxLength={COMPANION_LIMITS.name} className={FIELD} autoComplete="off" data-testid="companion-name" />
        </Field>
        <Field id={title.id} label="Title" hint="Shown under the name, as the seeds' titles are.">
          <input {...title} maxLength={COMPANION_LIMITS.title} className={FIELD} autoComplete="off" />
        </Field>
        <Field id={description.id} label="Short description">
          <input {...description} maxLength={COMPANION_LIMITS.description} className={FIELD} autoComplete="off" />
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={preview} alt="Portrait preview" className="size-20 ring-2 ring-[var(--accent)]/60" data-testid="portrait-preview" />
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-2">
              <FilePickerButton accept="image/png,image/jpeg" inputLabel="Portrait image" onFile={(f) => void pick(f)} compact>
                Choose portrait
              </FilePickerButton>
              {hasPortrait && (
                <Button variant="ghost" onClick={() => set({ portrait: "remove" })}>
                  Use the emblem
                </Button>
              )}
            </div>
            <p className="text-mist-dim text-xs">PNG or JPEG up to 5 MB; it is shrunk to {256} px. Without one, an emblem is drawn.</p>
          </div>
          <div className="grid gap-1">
            <label htmlFor={accentId} className="text-mist text-sm">
              Accent colour
            </label>
            <input
              id={accentId}
              type="color"
              value={draft.accent}
              onChange={(e) => set({ accent: e.target.value })}
              className="h-9 w-16 cursor-pointer rounded border border-night-500 bg-night-900"
            />
          </div>
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-display text-gold-300 text-lg">Character</legend>
        <Field id={personality.id} label="Personality" hint="Traits, manner, what it cares about.">
          <textarea {...personality} rows={3} maxLength={COMPANION_LIMITS.personality} className={FIELD} />
        </Field>
        <Field id={scenario.id} label="Scenario" hint="Where and how you meet. {{user}} stands for you, {{char}} for it.">
          <textarea {...scenario} rows={3} maxLength={COMPANION_LIMITS.scenario} className={FIELD} />
        </Field>
        <WorldSwitch inCitadel={draft.inCitadel} onChange={(inCitadel) => set({ inCitadel })} />
        <Field id={greeting.id} label="Greeting" hint="Its first words: they open its chat.">
          <textarea {...greeting} rows={2} maxLength={COMPANION_LIMITS.greeting} className={FIELD} data-testid="companion-greeting" />
        </Field>
        <AlternateGreetings values={draft.alternateGreetings} onChange={(alternateGreetings) => set({ alternateGreetings })} />
        <Field id={dialogue.id} label="Example dialogue" hint="Lines like “{{char}}: …”; the offline voice speaks with them.">
          <textarea {...dialogue} rows={4} maxLength={COMPANION_LIMITS.exampleDialogue} className={FIELD} />
        </Field>
        <Field id={instructions.id} label="Standing instructions" hint="Sent with each of its turns (its core prompt).">
          <textarea {...instructions} rows={2} maxLength={COMPANION_LIMITS.instructions} className={FIELD} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-display text-gold-300 text-lg">Voice</legend>
        <Field id={voiceId} label="Voice to read aloud with">
          <select
            id={voiceId}
            value={draft.voice.voiceName}
            onChange={(e) => set({ voice: { ...draft.voice, voiceName: e.target.value } })}
            className={FIELD}
          >
            <option value="">Automatic (the first English voice)</option>
            {draft.voice.voiceName && !voices.some((v) => v.name === draft.voice.voiceName) && (
              <option value={draft.voice.voiceName}>{draft.voice.voiceName} (not on this device)</option>
            )}
            {voices.map((v) => (
              <option key={`${v.name}|${v.lang}`} value={v.name}>
                {v.name} ({v.lang})
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-3 sm:grid-cols-3">
          {VOICE_TUNING_KEYS.map((key) => {
            const { min, max, step } = VOICE_RANGES[key];
            return (
              <div key={key} className="grid gap-1">
                <label htmlFor={`${tuningId}-${key}`} className="flex justify-between text-mist text-sm capitalize">
                  {key}
                  <span className="font-mono text-[var(--accent)] text-xs">{draft.voice[key].toFixed(1)}</span>
                </label>
                <input
                  id={`${tuningId}-${key}`}
                  type="range"
                  min={min}
                  max={max}
                  step={step}
                  value={draft.voice[key]}
                  onChange={(e) => set({ voice: { ...draft.voice, [key]: Number(e.target.value) } })}
                  className="h-6 w-full cursor-pointer accent-[var(--accent)]"
                />
              </div>
            );
          })}
        </div>
        <Field
          id={providerVoiceId}
          label="Provider voice"
          hint="The speech provider's voice (e.g. alloy, nova), where provider speech is set up."
        >
          <input
            id={providerVoiceId}
            value={draft.voice.providerVoice}
            onChange={(e) => set({ voice: { ...draft.voice, providerVoice: e.target.value } })}
            maxLength={COMPANION_LIMITS.providerVoice}
            className={FIELD}
            autoComplete="off"
          />
        </Field>
      </fieldset>

      {failure && (
        <p id={errorId} role="alert" className="rounded-lg border border-rose-400/50 bg-rose-950/40 px-3 py-2 text-rose-200 text-sm">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy || draft.name.trim() === ""} data-testid="companion-save">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Where it lives (issue 38): told it is a companion of the Citadel, or living only in its own world (its scenario, its
 * lore). On for a companion made here, off for one brought in as a card, until the owner chooses.
 */
function WorldSwitch({ inCitadel, onChange }: { inCitadel: boolean; onChange: (inCitadel: boolean) => void }) {
  const hint = useId();
  return (
    <label className="flex items-start gap-3 text-mist text-sm">
      <input
        type="checkbox"
        role="switch"
        checked={inCitadel}
        aria-checked={inCitadel}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[var(--accent)]"
        data-testid="companion-in-citadel"
      />
      <span className="grid gap-1">
        Lives in the Citadel
        <span id={hint} className="text-mist-dim text-xs">
          On, it is told it is a companion in the Citadel, a cathedral of light. Off, it lives only in its own world: its scenario and its
          lore.
        </span>
      </span>
    </label>
  );
}

/** The alternative greetings, one box each; added and removed one at a time. */
function AlternateGreetings({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p className="text-mist text-sm" id={id}>
        Alternative greetings
      </p>
      {values.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions in a list the owner edits in place
        <div key={i} className="flex gap-2">
          <textarea
            aria-label={`Alternative greeting ${i + 1}`}
            value={value}
            rows={2}
            maxLength={COMPANION_LIMITS.greeting}
            onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
            className={FIELD}
          />
          <Button
            variant="ghost"
            aria-label={`Remove alternative greeting ${i + 1}`}
            onClick={() => onChange(values.filter((_, j) => j !== i))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {values.length < COMPANION_LIMITS.alternateGreetings && (
        <Button variant="outline" className="justify-self-start" onClick={() => onChange([...values, ""])} aria-describedby={id}>
          <Plus className="size-4" aria-hidden /> Add a greeting
        </Button>
      )}
    </div>
  );
}
