import { EXPORT_TABS } from "@contract/export";
import * as Tabs from "@radix-ui/react-tabs";
import { Archive, Download, FileText, type LucideIcon, PackageOpen } from "lucide-react";
import { ArchiveTab } from "@/features/export/components/archive-tab";
import { BulkExportTab } from "@/features/export/components/bulk-export-tab";
import { ConversationsTab } from "@/features/export/components/conversations-tab";
import { useExportJob } from "@/features/export/hooks/use-export-job";
import { MoveInCard } from "@/features/legacy/move-in-card";
import { IconTabList } from "@/shared/ui/icon-tab-list";
import { PageHeader } from "@/shared/ui/page-header";

type TabLabel = (typeof EXPORT_TABS)[number];
const TAB: Record<TabLabel, { value: string; icon: LucideIcon }> = {
  Conversations: { value: "conversations", icon: FileText },
  "Bulk Export": { value: "bulk", icon: PackageOpen },
  Archive: { value: "archive", icon: Archive },
};

/** /export (001 §2): Conversations, Bulk Export and Archive. The export under way belongs to the page, not to a tab. */
export function ExportPage() {
  const job = useExportJob();
  return (
    <div>
      <PageHeader icon={Download} title="Export">
        Take your conversations with you as text, JSON or a complete archive, or everything at once.
      </PageHeader>
      <Tabs.Root defaultValue="conversations">
        <IconTabList label="Export" tabs={EXPORT_TABS.map((label) => ({ label, ...TAB[label] }))} />
        <Tabs.Content value="conversations">
          <ConversationsTab job={job} />
        </Tabs.Content>
        <Tabs.Content value="bulk">
          <BulkExportTab job={job} moveIn={<MoveInCard />} />
        </Tabs.Content>
        <Tabs.Content value="archive">
          <ArchiveTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
