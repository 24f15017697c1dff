import { SPEECH_FORMAT_NAMES, SPEECH_TEXT, type SpeechFormat, type VoiceServersView, type VoiceServiceUse } from "@contract/speech";
import { Server } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { useSaveVoiceServers } from "@/shared/api/voice-servers";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { type ServerForm, type ServersForm, serverForm, serversChange } from "../logic/server-change";

const field = "w-full min-w-0 rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-mist text-sm focus:border-gold-400/70";

const usedBy = (use: VoiceServiceUse) => (use.by === "none" ? (use.reason ?? SPEECH_TEXT.usedBy.none) : SPEECH_TEXT.usedBy[use.by]);

function ServerFields({
  legend,
  form,
  keyHint,
  use,
  placeholder,
  onChange,
  children,
}: {
  legend: string;
  form: ServerForm;
  keyHint: string | null;
  use: VoiceServiceUse;
  placeholder: string;
  onChange: (patch: Partial<ServerForm>) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 content-start gap-2 rounded-xl border border-night-600 p-3">
      <legend className="px-1 font-semibold text-gold-300 text-sm">{legend}</legend>
      <p
        className="text-mist-dim text-xs"
        role="status"
        data-testid={`${legend === SPEECH_TEXT.speechServer ? "speech" : "transcription"}-use`}
      >
        {SPEECH_TEXT.usedNow(legend, usedBy(use))}
      </p>
      <label htmlFor={`${id}-url`} className="text-mist text-sm">
        <span className="sr-only">{legend} </span>
        {SPEECH_TEXT.baseUrl}
      </label>
      <input
        id={`${id}-url`}
        value={form.baseUrl}
        placeholder={placeholder}
        onChange={(e) => onChange({ baseUrl: e.target.value })}
        className={field}
        autoComplete="off"
        spellCheck={false}
      />
      <label htmlFor={`${id}-model`} className="text-mist text-sm">
        <span className="sr-only">{legend} </span>
        {SPEECH_TEXT.model}
      </label>
      <input
        id={`${id}-model`}
        value={form.model}
        onChange={(e) => onChange({ model: e.target.value })}
        className={field}
        autoComplete="off"
      />
      <label htmlFor={`${id}-key`} className="text-mist text-sm">
        <span className="sr-only">{legend} </span>
        {SPEECH_TEXT.key}
      </label>
      <input
        id={`${id}-key`}
        type="password"
        value={form.key}
        onChange={(e) => onChange({ key: e.target.value })}
        aria-describedby={keyHint ? `${id}-hint` : undefined}
        className={field}
        autoComplete="off"
      />
      {keyHint && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span id={`${id}-hint`} className="text-mist-dim">
            {SPEECH_TEXT.keyKept(keyHint)}
          </span>
          <label className="flex items-center gap-1.5 text-mist">
            <input type="checkbox" checked={form.removeKey} onChange={(e) => onChange({ removeKey: e.target.checked })} />
            {SPEECH_TEXT.removeKey}
          </label>
        </div>
      )}
      {children}
    </fieldset>
  );
}

/** The speech and transcription servers of their own (issue 29); each left blank, the chat provider does the job. */
export function VoiceServersCard({ view }: { view: VoiceServersView }) {
  const id = useId();
  const initial = (): ServersForm => ({
    speech: { ...serverForm(view.speech), format: view.speech.format },
    transcription: serverForm(view.transcription),
  });
  const [form, setForm] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts again from what the server now holds
  useEffect(() => setForm(initial()), [view]);
  const save = useSaveVoiceServers();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(serversChange(form, view), {
      onSuccess: () => toast(SPEECH_TEXT.saved),
      onError: (error) => toast({ title: SPEECH_TEXT.saveFailed, description: errorText(error), variant: "destructive" }),
    });
  };
  return (
    <Card data-testid="voice-servers" aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex items-start gap-2">
        <Server className="mt-1 size-5 shrink-0 text-gold-400" aria-hidden />
        <div>
          <h2 id={`${id}-title`} className="font-display font-semibold text-gold-300 text-xl">
            {SPEECH_TEXT.serversTitle}
          </h2>
          <p className="mt-1 text-mist-dim text-sm">{SPEECH_TEXT.intro}</p>
        </div>
      </div>
      <form onSubmit={submit} className="grid gap-3">
        <div className="grid gap-3 md:grid-cols-2">
          <ServerFields
            legend={SPEECH_TEXT.speechServer}
            form={form.speech}
            keyHint={view.speech.keyHint}
            use={view.speech.use}
            placeholder="http://127.0.0.1:8880/v1"
            onChange={(patch) => setForm((f) => ({ ...f, speech: { ...f.speech, ...patch } }))}
          >
            <label htmlFor={`${id}-format`} className="text-mist text-sm">
              <span className="sr-only">{SPEECH_TEXT.speechServer} </span>
              {SPEECH_TEXT.format}
            </label>
            <select
              id={`${id}-format`}
              value={form.speech.format}
              onChange={(e) => setForm((f) => ({ ...f, speech: { ...f.speech, format: e.target.value as SpeechFormat } }))}
              className={field}
            >
              {SPEECH_FORMAT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </ServerFields>
          <ServerFields
            legend={SPEECH_TEXT.transcriptionServer}
            form={form.transcription}
            keyHint={view.transcription.keyHint}
            use={view.transcription.use}
            placeholder="http://127.0.0.1:8080/v1"
            onChange={(patch) => setForm((f) => ({ ...f, transcription: { ...f.transcription, ...patch } }))}
          />
        </div>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-end" disabled={save.isPending}>
          {SPEECH_TEXT.save}
        </Button>
      </form>
    </Card>
  );
}
