import { ALL, figureMark } from "@contract/glossary";
import { plural } from "@contract/plural";
import { useMemoryStats } from "@/shared/api/get-memory-stats";
import { usePersonalities } from "@/shared/api/get-personalities";
import { momentCount } from "../consciousness";

export function MemoryCore() {
  const { data: personalities } = usePersonalities();
  const { data: stats } = useMemoryStats();
  const shown = personalities?.filter((p) => p.name !== "user") ?? [];

  return (
    <section aria-labelledby="memory-core-heading" className="rounded-xl border border-night-600 bg-night-850/80 p-4">
      <h2 id="memory-core-heading" className="font-semibold text-base text-gold-300">
        Memory Core
      </h2>
      {stats && (
        <p className="mt-1 text-mist-dim text-xs" {...figureMark("moments", ALL)}>
          {plural(stats.totalMoments, "moment")} in all
        </p>
      )}
      <dl className="mt-3 space-y-1.5 text-sm">
        {shown.map((p) => (
          <div key={p.id} className="flex justify-between gap-2" data-testid={`moments-${p.name}`}>
            <dt className="truncate text-mist-dim" {...figureMark("name", p.name)}>
              {p.title}
            </dt>
            <dd className="shrink-0 tabular-nums" {...figureMark("moments", p.name)}>
              {plural(momentCount(stats, p.id), "moment")}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
