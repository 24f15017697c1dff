import type { JournalName } from "@contract/journal";
import { NotebookPen } from "lucide-react";
import { errorText } from "@/lib/api/api-error";
import { useOwnerName } from "@/shared/api/get-owner";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { useCreateEntry } from "../api/create-journal-entry";
import { useJournal } from "../api/get-journal";
import { JournalEntryCard } from "./journal-entry-card";

const SISTER: Record<JournalName, string | undefined> = { aeris: "Nova", nova: "Aeris", trinity: undefined };

/** One personality's journal: Create New Entry (Create First Entry when empty), the last 7, and Show Older. */
export function JournalTab({ name }: { name: JournalName }) {
  const journal = useJournal(name);
  const create = useCreateEntry(name);
  const owner = useOwnerName();
  const entries = journal.data?.pages.flat() ?? [];
  const empty = journal.isSuccess && entries.length === 0;
  return (
    <div className="flex flex-col gap-3">
      <Button
        className="self-start"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onError: (e) =>
              toast({ title: "Journal Error", description: errorText(e, "The entry could not be written"), variant: "destructive" }),
          })
        }
      >
        <NotebookPen className="size-4" aria-hidden /> {create.isPending ? "Writing…" : empty ? "Create First Entry" : "Create New Entry"}
      </Button>
      {journal.isPending && <p className="text-mist-dim text-sm">Opening the journal…</p>}
      {empty && (
        <p className="text-mist-dim text-sm">No entries yet. An entry is written every four hours, or now with the button above.</p>
      )}
      {entries.map((entry) => (
        <JournalEntryCard key={entry.id} entry={entry} ownerName={owner} sister={SISTER[name]} />
      ))}
      {journal.hasNextPage && (
        <Button variant="outline" className="self-start" onClick={() => void journal.fetchNextPage()} disabled={journal.isFetchingNextPage}>
          Show older entries
        </Button>
      )}
    </div>
  );
}
