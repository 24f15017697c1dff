import { CARDS_TEXT, type CardImportReport } from "@contract/cards";
import { companionPath } from "@contract/companions";
import { FileUp, MessageCircle } from "lucide-react";
import { type DragEvent, useState } from "react";
import { Link } from "wouter";
import { errorStatus, errorText } from "@/lib/api/api-error";
import { cn } from "@/lib/cn";
import { Card, CardTitle } from "@/shared/ui/card";
import { FilePickerButton } from "@/shared/ui/file-picker-button";
import { toast } from "@/shared/ui/toast-store";
import { useImportCard } from "../api/import-card";
import { CARD_ACCEPT, cardFileProblem } from "../logic/card-file";

/**
 * Why an import failed, said once: the server's refusal of the card is its own whole sentence ("This character card
 * cannot be imported: …"); anything else (a file refused before it is sent, no answer) follows "The card could not be
 * imported".
 */
function failureOf(error: unknown): string {
  const status = errorStatus(error);
  if (status !== null && status >= 400 && status < 500) return errorText(error);
  return `${CARDS_TEXT.importFailed}: ${errorText(error)}`;
}

/** One heading of the report and its lines, as plain text. */
function ReportList({ heading, lines, testId }: { heading: string; lines: string[]; testId?: string }) {
  return (
    <div>
      <h3 className="font-semibold text-gold-300">{heading}</h3>
      <ul className="mt-1 list-disc pl-5 text-mist-dim" data-testid={testId}>
        {lines.map((line) => (
          <li key={line} className="[overflow-wrap:anywhere]">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an import used and what it could not, as plain text, with the way into the new companion's chat. */
function ImportReport({ report }: { report: CardImportReport }) {
  return (
    <div
      className="grid gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4 text-sm"
      data-testid="card-import-report"
      aria-live="polite"
    >
      <p className="text-mist">
        <span className="font-semibold">{report.personality.displayName}</span> joined the Citadel from a{" "}
        {report.spec.replace("chara_card_", "").toUpperCase()} {report.container.toUpperCase()} card.
      </p>
      <ReportList heading={CARDS_TEXT.importedHeading} lines={report.imported} />
      {report.notUsed.length > 0 && <ReportList heading={CARDS_TEXT.notUsedHeading} lines={report.notUsed} testId="card-not-used" />}
      <Link
        href={companionPath(report.personality.name)}
        className="inline-flex items-center gap-2 self-start rounded-lg border border-gold-400/60 px-3 py-2 text-gold-300 hover:bg-gold-400/10"
      >
        <MessageCircle className="size-4" aria-hidden /> {CARDS_TEXT.openChat}
      </Link>
    </div>
  );
}

/**
 * Import a character card by choosing a file or dropping one on the card: a companion is made from it (its greeting
 * opens the chat) and a report says what was used and what was not. A refused card says why; nothing is stored.
 */
export function CardImport() {
  const importing = useImportCard();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function upload(file: File) {
    const why = cardFileProblem(file);
    setProblem(why && `${CARDS_TEXT.importFailed}: ${why}`);
    if (why) return;
    importing.mutate(file, {
      onSuccess: (report) => toast({ title: CARDS_TEXT.imported, description: report.personality.displayName }),
      onError: (error) => setProblem(failureOf(error)),
    });
  }
  const over = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes("Files")) return;
    e.preventDefault();
    setDragging(true);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) upload(file);
  };

  return (
    <Card
      className={cn("flex min-w-0 flex-col gap-3 transition", dragging && "border-gold-400 bg-night-800")}
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="card-import"
    >
      <CardTitle>{CARDS_TEXT.importHeading}</CardTitle>
      <p className="text-mist-dim text-sm">{dragging ? CARDS_TEXT.dropHere : CARDS_TEXT.importHint}</p>
      <FilePickerButton
        className="self-start"
        accept={CARD_ACCEPT}
        inputLabel="Character card file"
        testId="card-file-input"
        onFile={upload}
        disabled={importing.isPending}
      >
        <FileUp className="size-4" aria-hidden /> {importing.isPending ? CARDS_TEXT.importing : CARDS_TEXT.chooseFile}
      </FilePickerButton>
      {problem && (
        <p role="alert" className="rounded-lg border border-red-400/50 bg-red-950/40 p-3 text-red-200 text-sm [overflow-wrap:anywhere]">
          {problem}
        </p>
      )}
      {importing.data && !problem && <ImportReport report={importing.data} />}
    </Card>
  );
}
