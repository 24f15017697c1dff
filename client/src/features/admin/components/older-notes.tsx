import { NOTE_TEXT, OLDER_NOTES_TEXT } from "@contract/memory-notes";
import { errorText } from "@/lib/api/api-error";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { ConfirmDialog } from "@/shared/ui/confirm-dialog";
import { toast } from "@/shared/ui/toast-store";
import { useOlderNotes } from "../api/get-older-notes";
import { useWriteOlderNotes } from "../api/write-older-notes";

/**
 * "Write notes for older conversations" (issue 39): shown while conversations from before notes began wait. Before
 * anything is sent, the owner is told what would be sent and where (the provider, the model and its server, or the
 * rules on this machine); the notes are written by that writer only.
 */
export function OlderNotes() {
  const { data: offer } = useOlderNotes();
  const write = useWriteOlderNotes();
  if (!offer || offer.conversations.length === 0) return null;
  const messages = offer.conversations.reduce((n, c) => n + c.messages, 0);
  return (
    <Card className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="older-notes">
      <p className="text-mist text-sm">{OLDER_NOTES_TEXT.waiting(offer.conversations.length, messages)}</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="shrink-0 self-start py-1.5 sm:self-auto" disabled={write.isPending}>
            {write.isPending ? OLDER_NOTES_TEXT.writing : OLDER_NOTES_TEXT.action}
          </Button>
        }
        title={OLDER_NOTES_TEXT.confirmTitle}
        confirmLabel={OLDER_NOTES_TEXT.confirmAction}
        onConfirm={() =>
          write.mutate(
            { provider: offer.writer.provider, model: offer.writer.model },
            {
              onSuccess: (written) => toast(OLDER_NOTES_TEXT.written(written)),
              onError: (error) =>
                toast({
                  title: NOTE_TEXT.writeFailed.title,
                  description: errorText(error, NOTE_TEXT.writeFailed.description),
                  variant: "destructive",
                }),
            },
          )
        }
      >
        {OLDER_NOTES_TEXT.confirm(offer)}
      </ConfirmDialog>
    </Card>
  );
}
