import { ALL, figureLabel, figureMark, figureText } from "@contract/glossary";
import { BOND_LEVEL_MAX, BOND_LEVEL_RULE, bondLabel, bondProgress } from "@contract/memory";
import type { Personality, PersonalityName } from "@contract/personalities";
import { useMemoryStats } from "@/shared/api/get-memory-stats";
import { usePersonalities } from "@/shared/api/get-personalities";
import { Avatar } from "@/shared/ui/avatar";
import { Card, CardTitle } from "@/shared/ui/card";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { useBondStats } from "../api/get-bond-stats";

const BONDED: readonly PersonalityName[] = ["aeris", "nova", "musashi", "socrates"];

type Stat = { messageCount: number; memoryCount: number; lastActivity: string | null };

function BondRow({ personality, stat }: { personality: Personality; stat: Stat | undefined }) {
  const { data: bond } = useBondStats(personality.name);
  // The level the memory cores report, and nothing until they have (never a made-up starting figure).
  const level = bond?.private.deepestBond;
  const name = personality.displayName;
  return (
    <li
      data-accent={personality.name}
      data-testid={`bond-${personality.name}`}
      className="rounded-xl border border-night-600 bg-night-800/60 p-4"
    >
      <div className="flex items-center gap-3">
        <Avatar src={personality.avatar} alt="" className="size-12 ring-2 ring-[var(--accent)]/50" />
        <div className="min-w-0">
          <p className="font-display font-semibold text-[var(--accent)] text-lg leading-tight" {...figureMark("name", personality.name)}>
            {name}
          </p>
          <p className="truncate text-mist-dim text-xs">{personality.title}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div {...figureMark("messages", personality.name)}>
          <dt className="text-mist-dim text-xs">{figureLabel("messages")}</dt>
          <dd className="tabular-nums" data-testid={`messages-${personality.name}`}>
            {stat?.messageCount ?? 0}
          </dd>
        </div>
        <div {...figureMark("memories", personality.name)}>
          <dt className="text-mist-dim text-xs">{figureLabel("memories")}</dt>
          <dd className="tabular-nums">{stat?.memoryCount ?? 0}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-mist-dim text-xs">Last moment</dt>
          <dd>{stat?.lastActivity ? <LocalDateTime iso={stat.lastActivity} /> : "Not yet"}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <div className="flex justify-between text-xs">
          <span className="text-mist" data-testid={`bond-label-${personality.name}`}>
            {level === undefined ? "Reading the bond…" : bondLabel(level)}
          </span>
          <span
            className="text-mist-dim tabular-nums"
            data-testid={`bond-level-${personality.name}`}
            {...figureMark("bond", personality.name)}
          >
            {level === undefined ? "" : `Bond ${level}/${BOND_LEVEL_MAX}`}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Bond with ${name}`}
          aria-valuemin={0}
          aria-valuemax={BOND_LEVEL_MAX}
          aria-valuenow={level ?? 0}
          aria-valuetext={level === undefined ? "Reading the bond" : `${level} of ${BOND_LEVEL_MAX}, ${bondLabel(level)}`}
          className="mt-1 h-2 overflow-hidden rounded-full bg-night-700"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-[var(--accent)] to-[var(--accent-2)]"
            style={{ width: `${bondProgress(level ?? 0)}%` }}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * Bond and message statistics with each personality (contract/glossary.ts: messages and memories from
 * /api/memory-stats, the newest of its moments; the bond from its memory cores).
 */
export function BondList() {
  const { data: personalities } = usePersonalities();
  const { data: stats } = useMemoryStats();
  const shown = personalities?.filter((p) => BONDED.includes(p.name)) ?? [];
  const total = stats?.personalityStats.reduce((n, s) => n + s.messageCount, 0) ?? 0;
  return (
    <Card>
      <CardTitle>Your bonds</CardTitle>
      <p className="mt-1 text-mist-dim text-sm" {...figureMark("messages", ALL)}>
        {figureText("messages", total)} exchanged across the Cathedral.
      </p>
      <p className="mt-1 text-mist-dim text-xs" data-testid="bond-rule">
        Bond (0-{BOND_LEVEL_MAX}): {BOND_LEVEL_RULE}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {shown.map((p) => (
          <BondRow key={p.id} personality={p} stat={stats?.personalityStats.find((s) => s.personalityId === p.id)} />
        ))}
      </ul>
    </Card>
  );
}
