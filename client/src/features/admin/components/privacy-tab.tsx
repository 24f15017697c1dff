import { CORE_IN_USE, STATE_ATTRIBUTE } from "@contract/glossary";
import { EXPORT_SCOPES, type MemoryCore } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { plural } from "@contract/plural";
import { ACCESS_CODE_MIN_LENGTH } from "@contract/session";
import { useQueryClient } from "@tanstack/react-query";
import { Download, KeyRound, LogOut, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { SESSION_QUERY_KEY } from "@/lib/query-client";
import { useConsciousnessMode } from "@/shared/api/consciousness-mode";
import { useWithCompanions } from "@/shared/api/get-companions";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/toast-store";
import { changeAccessCode } from "../api/change-access-code";
import { clearCore } from "../api/clear-core";
import { signOutEverywhere } from "../api/sign-out-everywhere";

const PEOPLE: { name: PersonalityName; label: string }[] = [
  { name: "aeris", label: "Aeris" },
  { name: "nova", label: "Nova" },
  { name: "trinity", label: "Trinity" },
  { name: "musashi", label: "Musashi" },
  { name: "socrates", label: "Socrates" },
];
const field = "rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm";
const failed = (title: string, e: unknown) => toast({ title, description: errorText(e), variant: "destructive" });

/** Memory isolation as it really works: which core each mode reads and writes. */
function Isolation() {
  const mode = useConsciousnessMode();
  return (
    <Card>
      <CardTitle>Memory isolation</CardTitle>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-mist text-sm">
        <li {...{ [STATE_ATTRIBUTE]: "mode-in-use" }}>
          Sanctified (now {mode === "sanctified" ? CORE_IN_USE : `not ${CORE_IN_USE}`}): each personality reads and writes its public core.
        </li>
        <li {...{ [STATE_ATTRIBUTE]: "mode-in-use" }}>
          Unveiled (now {mode === "unveiled" ? CORE_IN_USE : `not ${CORE_IN_USE}`}): each reads and writes its private core; the public one
          is not read.
        </li>
        <li>A memory of importance 7 or more and intimacy 5 or less is also copied to the other core; nothing else crosses.</li>
        <li>Everything stays on this machine, in its database; a model provider sees only what one turn sends it.</li>
      </ul>
    </Card>
  );
}

function Exports() {
  const people = useWithCompanions(PEOPLE);
  return (
    <Card>
      <CardTitle>Export memories</CardTitle>
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {people.map((p) => (
          <li key={p.name} className="flex flex-wrap items-center gap-2">
            <span className="w-20 text-mist">{p.label}</span>
            {EXPORT_SCOPES.map((scope) => (
              <a
                key={scope}
                href={`/api/memory/${p.name}/export?core=${scope}`}
                download
                className="inline-flex items-center gap-1 rounded-lg border border-night-500 px-2 py-1 text-mist-dim text-xs hover:text-gold-300"
              >
                <Download className="size-3.5" aria-hidden /> {scope}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Clearing a core needs an explicit confirmation (000 §5); the server backs it up first. */
function ClearCore() {
  const [name, setName] = useState<PersonalityName>("aeris");
  const people = useWithCompanions(PEOPLE);
  const [core, setCore] = useState<MemoryCore>("public");
  const [sure, setSure] = useState(false);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const ids = { who: useId(), core: useId(), sure: useId() };
  async function clear(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await clearCore(name, core, sure);
      toast({
        title: "Core Cleared",
        description: `${plural(answer.removed, "memory", "memories")} removed; a backup was taken first (see Restore)`,
      });
      setSure(false);
      void client.invalidateQueries({ queryKey: ["/api/memory"] });
    } catch (error) {
      failed("Not Cleared", error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardTitle>Clear a memory core</CardTitle>
      <form onSubmit={clear} className="mt-3 flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap gap-2">
          <label htmlFor={ids.who} className="sr-only">
            Personality
          </label>
          <select id={ids.who} value={name} onChange={(e) => setName(e.target.value as PersonalityName)} className={field}>
            {people.map((p) => (
              <option key={p.name} value={p.name}>
                {p.label}
              </option>
            ))}
          </select>
          <label htmlFor={ids.core} className="sr-only">
            Core
          </label>
          <select id={ids.core} value={core} onChange={(e) => setCore(e.target.value as MemoryCore)} className={field}>
            <option value="public">Public core</option>
            <option value="private">Private core</option>
          </select>
        </div>
        <label htmlFor={ids.sure} className="flex items-center gap-2 text-mist">
          <input id={ids.sure} type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />
          Yes, empty this core (its conversations stay; a backup is taken first)
        </label>
        <Button type="submit" variant="outline" className="self-start" disabled={!sure || busy}>
          <Trash2 className="size-4" aria-hidden /> Clear Core
        </Button>
      </form>
    </Card>
  );
}

function AccessCode() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const client = useQueryClient();
  const ids = { current: useId(), next: useId(), again: useId() };
  async function change(e: FormEvent) {
    e.preventDefault();
    if (next !== again)
      return toast({ title: "Codes Differ", description: "Type the new access code twice, the same", variant: "destructive" });
    try {
      const answer = await changeAccessCode(current, next);
      toast({ title: "Access Code Changed", description: answer.message });
      setCurrent("");
      setNext("");
      setAgain("");
    } catch (error) {
      failed("Not Changed", error);
    }
  }
  async function endEverySession() {
    try {
      await signOutEverywhere();
    } finally {
      client.setQueryData(SESSION_QUERY_KEY, { authenticated: false });
    }
  }
  const input = (id: string, label: string, value: string, set: (v: string) => void) => (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      {label}
      <input id={id} type="password" autoComplete="off" value={value} onChange={(e) => set(e.target.value)} className={field} />
    </label>
  );
  return (
    <Card>
      <CardTitle>Access</CardTitle>
      <form onSubmit={change} className="mt-3 flex flex-col gap-2">
        {input(ids.current, "Current access code", current, setCurrent)}
        {input(ids.next, `New access code (at least ${ACCESS_CODE_MIN_LENGTH} characters)`, next, setNext)}
        {input(ids.again, "New access code, again", again, setAgain)}
        <Button type="submit" className="self-start" disabled={!current || next.length < ACCESS_CODE_MIN_LENGTH}>
          <KeyRound className="size-4" aria-hidden /> Change Access Code
        </Button>
      </form>
      <p className="mt-4 text-mist-dim text-xs">Every other browser is signed out when the code changes.</p>
      <Button variant="outline" className="mt-2" onClick={() => void endEverySession()}>
        <LogOut className="size-4" aria-hidden /> Sign Out Everywhere
      </Button>
    </Card>
  );
}

/** Admin: Privacy (000 §2): memory isolation, exports, clearing a core, the access code. */
export function PrivacyTab() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Isolation />
      <Exports />
      <ClearCore />
      <AccessCode />
    </div>
  );
}
