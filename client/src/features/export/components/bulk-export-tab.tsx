import { PackageOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/shared/ui/button";
import { Card, CardTitle } from "@/shared/ui/card";
import type { ExportJob } from "../hooks/use-export-job";
import { JobProgress } from "./export-progress";
import { ImportArchiveCard } from "./import-archive-card";
import { SillyTavernImportCard } from "./sillytavern-import-card";

const WHAT_IT_HOLDS = [
  "every conversation, exchange and council, with their images",
  "the memories of every core",
  "the journals",
  "the Code Terminal's files and chat",
  "the settings, without secrets (no provider key, no access code)",
];

/**
 * Bulk Export: everything in one zip, followed to the end; and what can be brought in (an archive, SillyTavern chats,
 * and `moveIn`: the earlier Citadel's card, which the legacy feature owns).
 */
export function BulkExportTab({ job, moveIn }: { job: ExportJob; moveIn: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="flex min-w-0 flex-col gap-3">
        <CardTitle>Export everything</CardTitle>
        <p className="text-mist-dim text-sm">One zip archive, with a manifest that proves each file whole, holding:</p>
        <ul className="list-disc pl-5 text-mist text-sm">
          {WHAT_IT_HOLDS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Button className="self-start" onClick={() => job.start({ scope: "bulk" })} disabled={job.busy}>
          <PackageOpen className="size-4" aria-hidden /> Export Everything
        </Button>
        {job.record?.scope === "bulk" && <JobProgress record={job.record} />}
      </Card>
      <ImportArchiveCard />
      <SillyTavernImportCard />
      {moveIn}
    </div>
  );
}
