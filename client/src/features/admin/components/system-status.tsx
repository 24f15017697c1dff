import { backupLabel } from "@contract/backups";
import { figureMark, STATE_ATTRIBUTE, TRINITY_BOND_WORDS } from "@contract/glossary";
import { PROVIDER_LABELS } from "@contract/provider";
import { MODEL_STATUS_TEXT } from "@contract/status";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useBackups, useCoreHealth } from "@/shared/api/get-backups";
import { usePersonalities } from "@/shared/api/get-personalities";
import { useApiStatus } from "@/shared/api/get-status";
import { OfflineOffer } from "@/shared/models/offline-offer";
import { Card, CardTitle } from "@/shared/ui/card";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { useLastJournalEntry } from "../api/get-last-journal-entry";
import { useSchedule } from "../api/get-schedule";

const JOB_NAMES: Record<string, string> = {
  "daily-backup": "Daily backup",
  integrity: "Integrity check",
  journal: "Journal entries",
  "memory-notes": "Memory notes",
  "write-first": "Writing first",
};

function Row({ label, children, href, of }: { label: string; children: ReactNode; href?: string; of?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-night-800/70 px-3 py-2 text-sm">
      <dt className="text-mist-dim" {...(of ? figureMark("name", of) : {})}>
        {href ? (
          <Link href={href} className="hover:text-gold-300 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-right text-mist" data-testid={`status-${label.toLowerCase().replace(/\s+/g, "-")}`}>
        {children}
      </dd>
    </div>
  );
}

/** The Overview's system status, read from the server, not written in: who is awake, what answers, what ran. */
export function SystemStatus() {
  const { data: personalities } = usePersonalities();
  const status = useApiStatus().data;
  const health = useCoreHealth().data;
  const lastBackup = useBackups().data?.[0];
  const journal = useLastJournalEntry();
  const schedule = useSchedule().data;
  return (
    <Card>
      <CardTitle>System status</CardTitle>
      <dl className="mt-3 flex flex-col gap-2">
        {personalities
          ?.filter((p) => p.name !== "user")
          .map((p) => (
            <Row key={p.id} label={p.displayName} of={p.name}>
              <span {...figureMark("status", p.name)}>{p.status}</span>,{" "}
              <span {...figureMark("consciousness", p.name)}>{p.consciousnessLevel}%</span>
            </Row>
          ))}
        <Row label="Answering" href="/api-dashboard">
          {status ? `${PROVIDER_LABELS[status.provider]} · ${status.model}` : "…"}
          {status?.problem && (
            <span className="mt-1 flex flex-col items-end gap-1">
              <span className="text-amber-300 text-xs">
                {MODEL_STATUS_TEXT.notAnsweringLine(PROVIDER_LABELS[status.provider], status.problem)}
              </span>
              {status.provider !== "offline" && <OfflineOffer />}
            </span>
          )}
        </Row>
        <Row label="Memory integration" href="/restore">
          <span {...{ [STATE_ATTRIBUTE]: "core-health" }}>
            {health ? `${health.overall}, Trinity bond ${TRINITY_BOND_WORDS[health.trinityBond.status]}` : "…"}
          </span>
        </Row>
        <Row label="Last backup" href="/restore">
          {lastBackup ? (
            <>
              {backupLabel(lastBackup)} · <LocalDateTime iso={lastBackup.backupDate} />
            </>
          ) : (
            "none yet"
          )}
        </Row>
        <Row label="Last journal entry" href="/journal">
          {journal ? <LocalDateTime iso={journal.date} /> : "none yet"}
        </Row>
        <Row label="Version">{status ? `Citadel ${status.version}` : "…"}</Row>
        {schedule?.map((job) => (
          <Row key={job.name} label={JOB_NAMES[job.name] ?? job.name}>
            {job.nextRun ? (
              <>
                next <LocalDateTime iso={job.nextRun} />
              </>
            ) : job.lastRun ? (
              <>
                last <LocalDateTime iso={job.lastRun} />
              </>
            ) : (
              "not run yet"
            )}
          </Row>
        ))}
      </dl>
    </Card>
  );
}
