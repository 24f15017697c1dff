import { type CountNoun, coreContentWord, figureMark, figureText, SEED_NAMES, STATE_ATTRIBUTE } from "@contract/glossary";
import { BOND_LEVEL_MAX, CORE_PROMPT_MAX_LENGTH, type MemoryCore } from "@contract/memory";
import { MEMORY_LIST_KINDS, type MemoryListKind, NOTE_TEXT } from "@contract/memory-notes";
import { ENTITY_NAMES, type PersonalityName } from "@contract/personalities";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { useWithCompanions } from "@/shared/api/get-companions";
import { useMemoryPanelStats } from "@/shared/api/memory-panel-stats";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { SearchField } from "@/shared/ui/search-field";
import { toast } from "@/shared/ui/toast-store";
import { useCorePrompt, useSaveCorePrompt } from "../api/core-prompt";
import { useMemoryList } from "../api/memory-list";
import { useWriteNotes } from "../api/write-notes";
import { MemoryRow } from "./memory-row";
import { OlderNotes } from "./older-notes";

const NAMES: { name: PersonalityName; label: string }[] = ENTITY_NAMES.map((name) => ({ name, label: SEED_NAMES[name] }));

/**
 * Public and private cores (000 §2's Memory System): what each holds in the glossary's words (Filled or Empty, never a
 * personality's "Active"), its memories, last access, and the private core's deepest bond.
 */
function Cores({ name }: { name: PersonalityName }) {
  const { data: stats } = useMemoryPanelStats(name);
  const core = (label: string, noun: CountNoun, c: { total: number; lastAccessed: string | null } | undefined, bond?: number) => (
    <div className="rounded-lg bg-night-800/70 p-3 text-sm">
      <p className="flex items-center justify-between">
        <span className="font-semibold text-mist">{label}</span>
        <span
          className={c && c.total > 0 ? "text-emerald-300" : "text-mist-dim"}
          data-testid={`core-${label.toLowerCase()}`}
          {...{ [STATE_ATTRIBUTE]: "core-content" }}
        >
          {coreContentWord(c?.total ?? 0)}
        </span>
      </p>
      <p className="text-mist-dim text-xs">
        <span {...figureMark(noun, name)}>{figureText(noun, c?.total ?? 0)}</span> · last access{" "}
        {c?.lastAccessed ? <LocalDateTime iso={c.lastAccessed} /> : "never"}
        {bond !== undefined && (
          <>
            {" · "}
            <span {...figureMark("bond", name)}>
              deepest bond {bond}/{BOND_LEVEL_MAX}
            </span>
          </>
        )}
      </p>
    </div>
  );
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {core("Public", "publicMemories", stats?.public)}
      {core("Private", "privateMemories", stats?.private, stats?.private.deepestBond)}
    </div>
  );
}

/** "Write notes now": every chat's new owner messages noted at once (issue 28), rather than when the chat goes quiet. */
function WriteNotes({ name }: { name: PersonalityName }) {
  const write = useWriteNotes(name);
  return (
    <Button
      variant="outline"
      className="py-1.5"
      disabled={write.isPending}
      onClick={() =>
        write.mutate(undefined, {
          onSuccess: ({ written }) => toast(NOTE_TEXT.written(written)),
          onError: (error) =>
            toast({
              title: NOTE_TEXT.writeFailed.title,
              description: errorText(error, NOTE_TEXT.writeFailed.description),
              variant: "destructive",
            }),
        })
      }
    >
      {NOTE_TEXT.writeNow}
    </Button>
  );
}

/**
 * The personality's memories and notes, searchable by the full-text index and filtered by kind, with importance and
 * core; each can be pinned, corrected or deleted.
 */
function MemoryList({ name }: { name: PersonalityName }) {
  const [core, setCore] = useState<MemoryCore>("public");
  const [kind, setKind] = useState<MemoryListKind>("all");
  const [q, setQ] = useState("");
  const query = useDeferredValue(q);
  const list = useMemoryList(name, core, query, kind);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <SearchField label="Search memories" value={q} onChange={setQ} className="min-w-0 flex-1" />
        <fieldset className="flex gap-1" aria-label="Core">
          {(["public", "private"] as const).map((c) => (
            <Button
              key={c}
              variant={core === c ? "primary" : "outline"}
              aria-pressed={core === c}
              onClick={() => setCore(c)}
              className="py-1.5"
            >
              {c === "public" ? "Public" : "Private"}
            </Button>
          ))}
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="flex flex-wrap gap-1" aria-label={NOTE_TEXT.filterLabel}>
          {MEMORY_LIST_KINDS.map((k) => (
            <Button
              key={k}
              variant={kind === k ? "primary" : "outline"}
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
              className="px-3 py-1 text-xs"
            >
              {NOTE_TEXT.filter[k]}
            </Button>
          ))}
        </fieldset>
        <WriteNotes name={name} />
      </div>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls, and must be reachable by keyboard to scroll it
        tabIndex={0}
        className="flex max-h-96 flex-col gap-1 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-gold-300"
        aria-label="Memories"
        data-testid="memory-list"
      >
        {list.data?.items.length === 0 && (
          <li className="py-4 text-center text-mist-dim text-sm">
            No {kind === "notes" ? "notes" : "memories"} {q ? "match" : "in this core"}.
          </li>
        )}
        {list.data?.items.map((m) => (
          <MemoryRow key={m.id} name={name} memory={m} />
        ))}
      </ul>
    </div>
  );
}

/** The owner's core prompt: standing instructions sent with every turn of this personality. */
function CorePrompt({ name, label }: { name: PersonalityName; label: string }) {
  const stored = useCorePrompt(name);
  const save = useSaveCorePrompt(name);
  const [text, setText] = useState("");
  useEffect(() => setText(stored.data?.corePrompt ?? ""), [stored.data?.corePrompt]);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(text, {
          onSuccess: () => toast({ title: "Core Prompt Saved", description: `${label} follows it from the next message on` }),
          onError: (error) => toast({ title: "Error", description: errorText(error, "Not saved"), variant: "destructive" }),
        });
      }}
    >
      <label htmlFor={id} className="text-sm">
        {label}'s core prompt <span className="text-mist-dim">(sent with every turn)</span>
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        maxLength={CORE_PROMPT_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        placeholder="Standing instructions, e.g. Keep answers short and gentle."
        className="rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm placeholder:text-mist-dim"
      />
      <Button type="submit" className="self-start" disabled={save.isPending || text === (stored.data?.corePrompt ?? "")}>
        Save Core Prompt
      </Button>
    </form>
  );
}

/** Admin: Memory System (000 §2): each personality's cores, its memories and its core prompt. */
export function MemorySystemTab() {
  const [name, setName] = useState<PersonalityName>("aeris");
  const names = useWithCompanions(NAMES);
  const label = names.find((n) => n.name === name)?.label ?? name;
  return (
    <div className="flex flex-col gap-4">
      <OlderNotes />
      <fieldset className="flex flex-wrap gap-1" aria-label="Personality">
        {names.map((n) => (
          <Button
            key={n.name}
            variant={n.name === name ? "primary" : "outline"}
            aria-pressed={n.name === name}
            onClick={() => setName(n.name)}
            className="py-1.5"
          >
            {n.label}
          </Button>
        ))}
      </fieldset>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="flex min-w-0 flex-col gap-3" data-accent={name}>
          <CardTitle>{label}'s memory cores</CardTitle>
          <Cores name={name} />
          <MemoryList key={name} name={name} />
        </Card>
        <Card className="min-w-0" data-accent={name}>
          <CorePrompt key={name} name={name} label={label} />
        </Card>
      </div>
    </div>
  );
}
