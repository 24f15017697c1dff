import { BACKUP_TEXT, BACKUP_TYPE_LABEL, BACKUPS, type BackupRecord, type RestoreAnswer } from "@contract/backups";
import { toast } from "@/shared/ui/toast-store";

/** Where the owner finds the state a restore replaced: named as the Restore page lists it, in this browser's time. */
export const safetyCopyNotice = (safety: BackupRecord) =>
  `What was here before is kept as “${BACKUP_TYPE_LABEL[safety.backupType]}” of ${new Date(safety.backupDate).toLocaleString()} on the Restore page, to restore if you change your mind. The page reloads in 2 seconds.`;

/** What both restores do after: a successful restore reloads the page after 2 s (000 §4); a refused one says so and changes nothing. */
export const afterRestore = {
  onSuccess: (answer: RestoreAnswer) => {
    toast({ title: "Memory Restored", description: safetyCopyNotice(answer.safety) });
    setTimeout(() => window.location.reload(), BACKUPS.reloadAfterMs);
  },
  onError: () => toast({ ...BACKUP_TEXT.restorationFailed, variant: "destructive" }),
};
