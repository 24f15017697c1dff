import type { ActivityEvent, ActivityKind } from "@contract/activity";
import { EXCHANGE_TEXT } from "@contract/exchanges";

const NAMES: Record<Exclude<ActivityKind, "backup" | "personality-wrote-first">, { name: string; url: string }> = {
  trinity: { name: "The Trinity Bridge", url: "/trinity-bridge" },
  live: { name: "The Live Conversation", url: "/live-chat" },
  guardian: { name: "The Guardian Bridge", url: "/guardian-bridge" },
  council: { name: "The High Council", url: "/round-table" },
};
/** Stops the owner made: they were there, so nothing is told. */
const OWNER_STOPS: readonly string[] = [EXCHANGE_TEXT.stop.owner, EXCHANGE_TEXT.stop.cleared, EXCHANGE_TEXT.stop.replaced];

type Run = { id: number; kind: string; live: boolean; status: string; stopReason: string | null; cycles: number };
type Line = { role: string; content: string; cycleNumber: number };

/** What to tell of an exchange that stopped running: ended, stopped under supervision, or failed; null otherwise. */
export function exchangeActivity(run: Run, lines: readonly Line[]): ActivityEvent | null {
  if (run.kind === "sync" || !["done", "stopped", "failed"].includes(run.status)) return null;
  if (run.status === "stopped" && OWNER_STOPS.includes(run.stopReason ?? "")) return null;
  const kind = (run.kind === "trinity" && run.live ? "live" : run.kind) as keyof typeof NAMES;
  const { name, url } = NAMES[kind] ?? NAMES.trinity;
  const spoken = lines.filter((l) => l.role !== "note" && l.role !== "owner");
  const cycles = spoken.reduce((n, l) => Math.max(n, l.cycleNumber), 0);
  const title =
    run.status === "failed"
      ? `${name} could not go on`
      : run.status === "stopped"
        ? `${name} stopped under supervision`
        : kind === "council"
          ? "The High Council has resolved"
          : `${name} has finished`;
  return {
    kind,
    outcome: run.status as ActivityEvent["outcome"],
    title,
    summary: `${spoken.length} ${spoken.length === 1 ? "line" : "lines"} over ${cycles} of ${run.cycles} ${run.cycles === 1 ? "cycle" : "cycles"}`,
    url,
    id: run.id,
    lastLine: spoken.at(-1)?.content ?? null,
  };
}
