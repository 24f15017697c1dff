import { EXPORT_TABS } from "@contract/export";
import * as Tabs from "@radix-ui/react-tabs";
import { Archive, Download, FileText, type LucideIcon, PackageOpen } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { ArchiveTab } from "./components/archive-tab";
import { BulkExportTab } from "./components/bulk-export-tab";
import { ConversationsTab } from "./components/conversations-tab";
import { useExportJob } from "./hooks/use-export-job";

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
        <Tabs.List aria-label="Export" className="scrollbar-none mb-4 flex gap-1 overflow-x-auto">
          {EXPORT_TABS.map((label) => {
            const { value, icon: Icon } = TAB[label];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-mist-dim text-sm data-[state=active]:bg-gold-400/15 data-[state=active]:text-gold-300"
              >
                <Icon className="size-4" aria-hidden /> {label}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="conversations">
          <ConversationsTab job={job} />
        </Tabs.Content>
        <Tabs.Content value="bulk">
          <BulkExportTab job={job} />
        </Tabs.Content>
        <Tabs.Content value="archive">
          <ArchiveTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
