import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, EXPORT_TEXT, type ExportFormat } from "@contract/export";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { LoadFailed } from "@/shared/ui/load-failed";
import { toast } from "@/shared/ui/toast-store";
import { useConversations } from "../api/conversations";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import type { ExportJob } from "../hooks/use-export-job";
import { useSelection } from "../hooks/use-selection";
import { byType, type TypeFilter } from "../logic/describe";
import { ConversationFilters } from "./conversation-filters";
import { ConversationRow } from "./conversation-row";
import { JobProgress } from "./export-progress";

const SEARCH_DEBOUNCE_MS = 250;

/** Conversations (001 §2): tick them (Select All, Clear), then export them as TXT, JSON or a complete archive. */
export function ConversationsTab({ job }: { job: ExportJob }) {
  const [q, setQ] = useState("");
  const [type, setType] = useState<TypeFilter>("all");
  const list = useConversations(useDebouncedValue(q, SEARCH_DEBOUNCE_MS));
  const { selected, toggle, selectAll, clear } = useSelection();
  const shown = byType(list.data ?? [], type);
  const formatsId = useId();

  function exportAs(format: ExportFormat) {
    if (selected.size === 0) {
      toast({ ...EXPORT_TEXT.noSelection, variant: "destructive" });
      return;
    }
    job.start({ scope: "selection", format, conversations: [...selected] });
  }

  if (list.isError && !list.data) return <LoadFailed what="The conversations" onRetry={() => void list.refetch()} busy={list.isFetching} />;
  return (
    <Card className="flex flex-col gap-4">
      <ConversationFilters q={q} onSearch={setQ} type={type} onType={setType} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Button variant="outline" className="py-1.5" onClick={() => selectAll(shown.map((c) => c.id))} disabled={shown.length === 0}>
            Select All
          </Button>
          <Button variant="ghost" className="py-1.5" onClick={clear} disabled={selected.size === 0}>
            Clear
          </Button>
          <span className="text-mist-dim text-sm" data-testid="selected-count" aria-live="polite">
            {selected.size} selected
          </span>
        </div>
        <fieldset className="flex min-w-0 flex-wrap items-center gap-2" aria-labelledby={formatsId}>
          <span id={formatsId} className="text-mist-dim text-sm">
            Export as
          </span>
          {EXPORT_FORMATS.map((format) => (
            <Button
              key={format}
              className="py-1.5"
              variant={format === "zip" ? "primary" : "outline"}
              onClick={() => exportAs(format)}
              disabled={job.busy}
            >
              <Download className="size-4" aria-hidden /> {EXPORT_FORMAT_LABELS[format]}
            </Button>
          ))}
        </fieldset>
      </div>
      {job.record?.scope === "selection" && <JobProgress record={job.record} />}
      {list.isPending ? (
        <p className="text-mist-dim text-sm">Gathering the conversations…</p>
      ) : shown.length === 0 ? (
        <p className="py-4 text-center text-mist-dim text-sm">
          {q.trim() || type !== "all" ? "No conversation matches." : "No conversations yet: talk with a personality and it appears here."}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Conversations" aria-busy={list.isFetching}>
          {shown.map((c) => (
            <ConversationRow key={c.id} conversation={c} checked={selected.has(c.id)} onToggle={toggle} />
          ))}
        </ul>
      )}
    </Card>
  );
}
