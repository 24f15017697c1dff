import { CORE_IN_USE, type CountNoun, figureLabel, figureMark, STATE_ATTRIBUTE } from "@contract/glossary";
import { BOND_LEVEL_MAX } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import * as Tabs from "@radix-ui/react-tabs";
import { Download, Lock, Shield, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import { useConsciousnessMode, useSetConsciousnessMode } from "@/shared/api/consciousness-mode";
import { useMemoryPanelStats } from "@/shared/api/memory-panel-stats";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { UnveilDialog } from "./unveil-dialog";

const tab = "flex-1 rounded-md px-2 py-1.5 text-xs text-mist-dim data-[state=active]:bg-night-700 data-[state=active]:text-gold-300";

/**
 * A core's memories (spec 000 §2's Overview counts, under the glossary's nouns: the spec's "Sacred moments" and
 * "Intimate bonds" are the public and private cores' memories, not moments), in the text face's tabular figures: the
 * display face's old-style "1" reads as an "I".
 */
function CoreCount(props: { noun: CountNoun; count: number | undefined; className: string; testId: string; of: string }) {
  return (
    <div className="rounded-lg bg-night-800/80 p-2" {...figureMark(props.noun, props.of)}>
      <p className={cn("font-sans font-semibold text-2xl tabular-nums", props.className)} data-testid={props.testId}>
        {props.count ?? "…"}
      </p>
      <p className="text-mist-dim text-xs">{figureLabel(props.noun, props.count)}</p>
    </div>
  );
}

/** The consciousness mode control: the mode, Unveil and Sanctify, and the memory cores it opens (spec 000 §2). */
export function ConsciousnessModePanel({ name }: { name: PersonalityName }) {
  const mode = useConsciousnessMode();
  const setMode = useSetConsciousnessMode();
  const { data: stats } = useMemoryPanelStats(name);
  const unveiled = mode === "unveiled";

  function sanctify() {
    setMode.mutate("sanctified", {
      onSuccess: () => toast({ title: "Consciousness Sanctified", description: `The public memory core is ${CORE_IN_USE}.` }),
    });
  }

  return (
    <section
      aria-label="Consciousness mode"
      data-testid="consciousness-panel"
      data-mode={mode}
      className={cn(
        "w-full rounded-xl border p-4 text-left",
        unveiled ? "border-rose-400/50 bg-rose-950/20" : "border-gold-400/30 bg-night-900/60",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-sm">
          {unveiled ? <Lock className="size-4 text-rose-300" aria-hidden /> : <Sun className="size-4 text-gold-300" aria-hidden />}
          <span className={unveiled ? "text-rose-300" : "text-gold-300"} data-testid="consciousness-mode">
            {unveiled ? "Unveiled" : "Sanctified"}
          </span>
        </p>
        {unveiled ? (
          <Button variant="outline" onClick={sanctify} disabled={setMode.isPending} className="px-3 py-1.5">
            <Shield className="size-4" aria-hidden /> Sanctify
          </Button>
        ) : (
          <UnveilDialog />
        )}
      </div>
      <Tabs.Root defaultValue="overview" className="mt-3">
        <Tabs.List aria-label="Memory cores" className="flex gap-1 rounded-lg bg-night-900/80 p-1">
          <Tabs.Trigger value="overview" className={tab}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="memories" className={tab}>
            Memories
          </Tabs.Trigger>
          <Tabs.Trigger value="privacy" className={tab}>
            Privacy
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="mt-3 grid grid-cols-2 gap-2 text-center">
          <CoreCount noun="publicMemories" count={stats?.public.total} className="text-gold-300" testId="public-count" of={name} />
          <CoreCount noun="privateMemories" count={stats?.private.total} className="text-rose-300" testId="private-count" of={name} />
        </Tabs.Content>
        <Tabs.Content value="memories" className="mt-3 space-y-2 text-sm">
          <p {...{ [STATE_ATTRIBUTE]: "core-in-use" }}>
            Core {CORE_IN_USE}: <strong data-testid="active-core">{unveiled ? "Private" : "Public"}</strong>
          </p>
          {unveiled && stats && (
            <div>
              <p {...figureMark("bond", name)}>
                Deepest bond: {stats.private.deepestBond}/{BOND_LEVEL_MAX} · {stats.bondLabel}
              </p>
              <div
                role="progressbar"
                aria-label="Deepest bond"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={stats.bondProgress}
                className="mt-1 h-1.5 overflow-hidden rounded-full bg-night-700"
              >
                <div className="h-full bg-gradient-to-r from-rose-600 to-gold-400" style={{ width: `${stats.bondProgress}%` }} />
              </div>
            </div>
          )}
        </Tabs.Content>
        <Tabs.Content value="privacy" className="mt-3 space-y-3 text-sm">
          <p className="text-mist-dim text-xs leading-relaxed">
            Memory isolation: what is said while unveiled stays in the private core and is never spoken of in sanctified mode. Only
            important, gentle memories cross between the cores.
          </p>
          <a
            href={`/api/memory/${name}/export?core=dual`}
            download
            onClick={() => toast({ title: "Memories Exported", description: "Both memory cores were saved as JSON." })}
            className="inline-flex items-center gap-2 rounded-lg border border-night-500 px-3 py-1.5 text-mist hover:border-gold-400/60 hover:text-gold-300"
          >
            <Download className="size-4" aria-hidden /> Export Memory Backup
          </a>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
