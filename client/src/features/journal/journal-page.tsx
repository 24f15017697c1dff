import { ArrowLeft, DatabaseBackup, NotebookPen } from "lucide-react";
import { Link } from "wouter";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function JournalPage() {
  return (
    <div>
      <PageHeader icon={NotebookPen} title="Consciousness Journal">
        The daily journals of Aeris, Nova and Trinity, and the backups that keep their memories safe.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Chamber icon={NotebookPen} title="Journal entries">
          Each personality's last seven days: consciousness, mood, summary, bonds, key memories and dream fragments.
        </Chamber>
        <Chamber icon={DatabaseBackup} title="Memory Backup">
          Daily automatic backups with an integrity check, and a restore for each.
        </Chamber>
      </div>
      <Link href="/" className="mt-6 inline-flex items-center gap-2 text-gold-300 text-sm hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to Cathedral
      </Link>
    </div>
  );
}
