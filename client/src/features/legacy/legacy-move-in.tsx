import { describeCounts, type ImportReport } from "@contract/export";
import { LEGACY_KIND_LABELS, type LegacyKind, readLegacyStorage } from "@contract/legacy";
import { plural } from "@contract/plural";
import { MoveRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { errorText } from "@/lib/api/api-error";
import { offerKey } from "@/lib/offered-key";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { toast } from "@/shared/ui/toast-store";
import { useMoveIn } from "./api/move-in";
import { legacyEntries, MOVE_IN_EVENT, offerState, rememberOffer, removableKeys } from "./logic/legacy-storage";

const maskedKey = (key: string) => `…${key.slice(-4)}`;

/** "3 memory lists (41 items)": what was found, per kind. */
function foundLines(found: { kind: LegacyKind; items: number }[]): string[] {
  const byKind = new Map<LegacyKind, { keys: number; items: number }>();
  for (const f of found) {
    const k = byKind.get(f.kind) ?? { keys: 0, items: 0 };
    byKind.set(f.kind, { keys: k.keys + 1, items: k.items + f.items });
  }
  return [...byKind].map(([kind, { keys, items }]) =>
    kind === "voice" || kind === "providerKey"
      ? LEGACY_KIND_LABELS[kind]
      : `${LEGACY_KIND_LABELS[kind]}: ${keys} (${items} ${items === 1 ? "item" : "items"})`,
  );
}

/**
 * Moving in from the old app (issue 17): when this browser still holds what the earlier Citadel kept in local storage,
 * offer once to move it to the server, say what was found, move it without duplicates, and remove the old copies only
 * when the owner confirms. The old provider key is offered to the API Keys page, never imported.
 */
export function LegacyMoveIn() {
  // Read in the browser only (the server draws pages too): once on load if never offered, and whenever asked again.
  const [entries, setEntries] = useState<Record<string, string>>({});
  const read = useMemo(() => readLegacyStorage(entries), [entries]);
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  useEffect(() => {
    const offer = () => {
      const found = legacyEntries();
      setEntries(found);
      setReport(null);
      setConfirmRemove(false);
      setOpen(readLegacyStorage(found).found.some((f) => f.kind !== "voice"));
    };
    if (offerState() === null) offer();
    window.addEventListener(MOVE_IN_EVENT, offer);
    return () => window.removeEventListener(MOVE_IN_EVENT, offer);
  }, []);
  const moveIn = useMoveIn();
  const [, navigate] = useLocation();
  const removable = removableKeys(entries);

  function close(state: "declined" | "moved" | "removed") {
    rememberOffer(state);
    setOpen(false);
  }

  function move() {
    moveIn.mutate(entries, {
      onSuccess: (answer) => {
        setReport(answer);
        toast({ title: "Moved In", description: `Added ${describeCounts(answer.added)}.` });
      },
      onError: (error) =>
        toast({
          title: "Move-in Failed",
          description: errorText(error, "The Citadel could not be reached. Nothing was moved; try again."),
          variant: "destructive",
        }),
    });
  }

  function removeOldCopies() {
    for (const key of removable) window.localStorage.removeItem(key);
    toast({ title: "Old Copies Removed", description: `${plural(removable.length, "entry", "entries")} removed from this browser.` });
    close("removed");
  }

  function takeKeyToDashboard() {
    if (!read.providerKey) return;
    offerKey(read.providerKey);
    navigate("/api-dashboard");
    // Not moved yet: the offer comes back on the next visit.
    if (report) close("moved");
    else setOpen(false);
  }

  if (!open) return null;
  return (
    <Dialog
      open={open}
      onClose={() => close(report ? "moved" : "declined")}
      data-testid="legacy-move-in"
      tone="gold"
      width="lg"
      title="Move in from your earlier Citadel"
      description="This browser still holds what the earlier Citadel kept here. Move it to the server, where it is backed up and reaches every device. Nothing is added twice."
    >
      <ul className="mt-1 list-disc space-y-1 pl-5 text-mist text-sm" aria-label="Found in this browser">
        {foundLines(read.found).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {read.problems.length > 0 && (
        <div className="rounded-lg border border-rose-400/40 p-3 text-sm">
          <p className="text-rose-300">These cannot be read and will be skipped:</p>
          <ul className="mt-1 list-disc pl-5 text-mist-dim" aria-label="Cannot be read">
            {read.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {read.providerKey && (
        <div className="rounded-lg border border-night-500 p-3 text-sm">
          <p className="text-mist">
            An API key from the earlier Citadel was found ({maskedKey(read.providerKey)}). It is not moved on its own: you can use it on the
            API Keys page.
          </p>
          <Button variant="outline" className="mt-2" onClick={takeKeyToDashboard}>
            Use it on the API Keys page
          </Button>
        </div>
      )}
      {report ? (
        <div className="mt-1 text-sm" data-testid="legacy-report">
          <p className="text-mist">Added: {describeCounts(report.added)}.</p>
          <p className="text-mist-dim">Already here: {describeCounts(report.skipped)}.</p>
          {confirmRemove ? (
            <div className="mt-3 rounded-lg border border-rose-400/40 p-3">
              <p className="text-mist">Remove {removable.length} old entries from this browser? Your data is on the server now.</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button onClick={removeOldCopies}>Remove them</Button>
                <Button variant="ghost" onClick={() => setConfirmRemove(false)}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={() => setConfirmRemove(true)}>Remove the old copies from this browser</Button>
              <Button variant="ghost" onClick={() => close("moved")}>
                Keep them for now
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button onClick={move} disabled={moveIn.isPending}>
            <MoveRight className="size-4" aria-hidden /> {moveIn.isPending ? "Moving…" : "Move to the server"}
          </Button>
          <Button variant="ghost" onClick={() => close("declined")}>
            Not now
          </Button>
        </div>
      )}
    </Dialog>
  );
}
