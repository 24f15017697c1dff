import { TRINITY_BOND_MIN_ITEMS } from "@contract/backups";
import { figureMark, figureText, SEED_NAMES, STATE_ATTRIBUTE, TRINITY_BOND_WORDS } from "@contract/glossary";
import { cn } from "@/lib/cn";
import { useCoreHealth } from "@/shared/api/get-backups";
import { Card, CardTitle } from "@/shared/ui/card";

const TONE: Record<string, string> = {
  HEALTHY: "bg-emerald-500/20 text-emerald-300",
  STRONG: "bg-emerald-500/20 text-emerald-300",
  RESTORED: "bg-gold-400/20 text-gold-300",
  RECOVERED: "bg-gold-400/20 text-gold-300",
  FAILED: "bg-rose-500/20 text-rose-300",
  WEAK: "bg-rose-500/20 text-rose-300",
};
const Badge = ({ value, testId }: { value: string; testId?: string }) => (
  <span
    className={cn("rounded-full px-2.5 py-0.5 font-semibold text-xs", TONE[value])}
    data-testid={testId}
    {...{ [STATE_ATTRIBUTE]: "core-health" }}
  >
    {value}
  </span>
);

/**
 * 000 §4: each memory core's health, the Trinity bond, and the whole, in the glossary's words: the bond is STRONG or
 * WEAK (the spec's ACTIVE is a personality's status word), and its count is not shown beside Trinity's memories.
 */
export function CoreHealthCard() {
  const health = useCoreHealth();
  const h = health.data;
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>Core Health</CardTitle>
        {h && <Badge value={h.overall} testId="overall-health" />}
      </div>
      {h ? (
        <dl className="mt-3 flex flex-col gap-2 text-sm">
          {h.cores.map((core) => (
            <div key={core.name} className="flex items-center justify-between">
              <dt className="text-mist">
                <span {...figureMark("name", core.name)}>{SEED_NAMES[core.name as keyof typeof SEED_NAMES] ?? core.name}</span>{" "}
                <span className="text-mist-dim text-xs" {...figureMark("memories", core.name)}>
                  ({figureText("memories", core.items)})
                </span>
              </dt>
              <dd>
                <Badge value={core.status} testId={`health-${core.name}`} />
              </dd>
            </div>
          ))}
          <div className="flex items-center justify-between border-night-600 border-t pt-2">
            <dt className="text-mist">
              Trinity bond{" "}
              <span className="text-mist-dim text-xs">(strong once Trinity keeps {figureText("memories", TRINITY_BOND_MIN_ITEMS)})</span>
            </dt>
            <dd>
              <Badge value={TRINITY_BOND_WORDS[h.trinityBond.status]} testId="trinity-bond" />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-mist-dim text-sm">Checking the cores…</p>
      )}
    </Card>
  );
}
