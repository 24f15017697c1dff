import { FOLLOW_UPS_TEXT, UNPROMPTED } from "@contract/follow-ups";
import type { UnpromptedSettings } from "@contract/follow-ups-schemas";
import { figureMark } from "@contract/glossary";
import { useId } from "react";
import { errorText } from "@/lib/api/api-error";
import { Card, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { useUnpromptedSettings, useUpdateUnpromptedSettings } from "../api/unprompted-settings";
import { hourLabel } from "../logic/local-input";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const COUNTS = Array.from({ length: UNPROMPTED.dailyMaxLimit + 1 }, (_, n) => n);
const select = "rounded-lg border border-night-500 bg-night-950/70 px-2 py-1 text-mist text-sm";

/** Changes one setting at once, and says so (or why not). */
function useChange() {
  const update = useUpdateUnpromptedSettings();
  return {
    change: (change: Partial<UnpromptedSettings>) =>
      update.mutate(change, {
        onSuccess: () => toast({ title: FOLLOW_UPS_TEXT.saved }),
        onError: (error) =>
          toast({ title: FOLLOW_UPS_TEXT.failed, description: errorText(error, FOLLOW_UPS_TEXT.failed), variant: "destructive" }),
      }),
  };
}

/** The owner decides (issue 30): a global pause, the day's limit in all, quiet hours, and who may write first. */
export function WritingFirstSettings() {
  const { data: s } = useUnpromptedSettings();
  const { change } = useChange();
  const id = useId();
  return (
    <Card data-testid="writing-first-settings">
      <CardTitle>{FOLLOW_UPS_TEXT.settingsTitle}</CardTitle>
      <p className="mt-1 text-mist-dim text-sm">{FOLLOW_UPS_TEXT.settingsIntro}</p>
      {s && (
        <div className="mt-3 flex flex-col gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={s.paused} onChange={(e) => change({ paused: e.target.checked })} />
            {FOLLOW_UPS_TEXT.paused}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-max`}>{FOLLOW_UPS_TEXT.dailyMax}</label>
            <select id={`${id}-max`} className={select} value={s.dailyMax} onChange={(e) => change({ dailyMax: Number(e.target.value) })}>
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-from`}>{FOLLOW_UPS_TEXT.quietFrom}</label>
            <select
              id={`${id}-from`}
              className={select}
              value={s.quietStart}
              onChange={(e) => change({ quietStart: Number(e.target.value) })}
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-until`}>{FOLLOW_UPS_TEXT.quietUntil}</label>
            <select id={`${id}-until`} className={select} value={s.quietEnd} onChange={(e) => change({ quietEnd: Number(e.target.value) })}>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-mist-dim">{FOLLOW_UPS_TEXT.writers}</legend>
            {s.writers.map((w) => (
              <label key={w.name} className="flex items-center gap-2">
                <input type="checkbox" checked={w.on} onChange={(e) => change({ personalities: { [w.name]: e.target.checked } })} />
                <span {...figureMark("name", w.name)}>{w.displayName}</span> <span className="text-mist-dim">({w.title})</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </Card>
  );
}

/** On a personality's page: whether it may write first, and what it will ask about. */
export function WritesFirstToggle({ name, displayName }: { name: string; displayName: string }) {
  const { data: s } = useUnpromptedSettings();
  const { change } = useChange();
  const on = s?.writers.find((w) => w.name === name)?.on ?? false;
  return (
    <label className="flex items-center gap-2 text-left text-sm">
      <input type="checkbox" checked={on} disabled={!s} onChange={(e) => change({ personalities: { [name]: e.target.checked } })} />
      {FOLLOW_UPS_TEXT.writesFirst(displayName)}
      {s?.paused && <span className="text-mist-dim text-xs">(all paused)</span>}
    </label>
  );
}
