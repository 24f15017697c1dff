import { Download, FileText } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function ExportPage() {
  return (
    <div>
      <PageHeader icon={Download} title="Export">
        Take your conversations with you, as text or JSON.
      </PageHeader>
      <Chamber icon={FileText} title="Conversations">
        Tick the conversations to keep, then export them as TXT, JSON or a complete archive.
      </Chamber>
    </div>
  );
}
