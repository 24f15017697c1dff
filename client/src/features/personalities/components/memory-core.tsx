import { ALL, figureMark, figureText } from "@contract/glossary";
import { useMemoryStats } from "@/shared/api/get-memory-stats";
import { usePersonalities } from "@/shared/api/get-personalities";
import { momentCount } from "../consciousness";

/**
 * Spec 000 §2: moment counts per personality (contract/glossary.ts, moments), each by its name. The owner and the
 * High Council keep no memory of their own (a council's lines are its members' memories), so they are not listed.
 */
const KEEPS_NO_MEMORY = ["user", "council"];

export function MemoryCore() {
  const { data: personalities } = usePersonalities();
  const { data: stats } = useMemoryStats();
  const shown = personalities?.filter((p) => !KEEPS_NO_MEMORY.includes(p.name)) ?? [];

  return (
    <section aria-labelledby="memory-core-heading" className="rounded-xl border border-night-600 bg-night-850/80 p-4">
      <h2 id="memory-core-heading" className="font-semibold text-base text-gold-300">
        Memory Core
      </h2>
      {stats && (
        <p className="mt-1 text-mist-dim text-xs" {...figureMark("moments", ALL)}>
          {figureText("moments", stats.totalMoments)} in all (messages and memories)
        </p>
      )}
      {/* A long name wraps beside its count; a count of any size keeps its line (issue 38). */}
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 text-sm">
        {shown.map((p) => (
          <div key={p.id} className="contents" data-testid={`moments-${p.name}`}>
            <dt className="break-words text-mist-dim" {...figureMark("name", p.name)}>
              {p.displayName}
            </dt>
            <dd className="self-start whitespace-nowrap text-right tabular-nums" {...figureMark("moments", p.name)}>
              {figureText("moments", momentCount(stats, p.id))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
