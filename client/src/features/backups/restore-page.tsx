import { ArchiveRestore, FileJson } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function RestorePage() {
  return (
    <div>
      <PageHeader icon={ArchiveRestore} title="Restore">
        Bring the Citadel's memories back from a backup.
      </PageHeader>
      <Chamber icon={FileJson} title="Restore from a backup">
        Choose a stored backup or a backup file; its integrity is checked before anything is replaced.
      </Chamber>
    </div>
  );
}
