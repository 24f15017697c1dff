import { SPEAKER_NAMES } from "@contract/exchanges";
import { SILLYTAVERN_TARGETS, sillyTavernNothingAdded } from "@contract/export";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { errorText } from "@/lib/api/api-error";
import { useWithCompanions } from "@/shared/api/get-companions";
import { Card, CardTitle } from "@/shared/ui/card";
import { useImportSillyTavern } from "../api/import-archive";
import { importToasts } from "../logic/import-toasts";
import { ImportFileButton } from "./import-file-button";
import { ImportReportView } from "./import-report";

/** The seeds with a chat of their own, by the names the pages give them. */
const SEED_TARGETS = SILLYTAVERN_TARGETS.map((name) => ({ name, label: SPEAKER_NAMES[name] ?? name }));

/** From SillyTavern: its chat files (.jsonl) into a chosen personality's chat (a seed's or a companion's), times and speakers kept. */
export function SillyTavernImportCard() {
  const [personality, setPersonality] = useState<string>(SILLYTAVERN_TARGETS[0]);
  const targets = useWithCompanions(SEED_TARGETS);
  const label = targets.find((t) => t.name === personality)?.label ?? personality;
  const importing = useImportSillyTavern();
  const id = useId();

  function upload(file: File) {
    importing.mutate(
      { file, personality },
      importToasts((added, report) =>
        added === "nothing" ? sillyTavernNothingAdded(report.problems.length) : `Added to ${label}'s chat: ${added}`,
      ),
    );
  }

  return (
    <Card className="flex min-w-0 flex-col gap-3">
      <CardTitle>From SillyTavern</CardTitle>
      <p className="text-mist-dim text-sm">
        A SillyTavern chat file (.jsonl) goes into the chat you choose: your lines as yours, the character's as the personality's, at the
        times they were sent. The same file imported twice adds nothing.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-who`} className="mb-1 block font-medium text-sm">
            Into the chat with
          </label>
          <select
            id={`${id}-who`}
            value={personality}
            onChange={(e) => setPersonality(e.target.value)}
            className="rounded-lg border border-night-500 bg-night-900 px-3 py-2 text-mist text-sm"
          >
            {targets.map((t) => (
              <option key={t.name} value={t.name}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <ImportFileButton
          accept=".jsonl,application/jsonl,application/x-ndjson,text/plain"
          inputLabel="SillyTavern chat file"
          icon={FileUp}
          label="Choose Chat File"
          pending={importing.isPending}
          onFile={upload}
        />
      </div>
      {importing.data && <ImportReportView report={importing.data} />}
      {importing.error && (
        <p className="rounded-lg bg-night-900/60 p-3 text-rose-200 text-sm" data-testid="import-refused">
          {errorText(importing.error)}
        </p>
      )}
    </Card>
  );
}
