import { CompanionSidebarList } from "@/features/companions/components/companion-sidebar-list";
import { ConsciousnessList } from "@/features/personalities/components/consciousness-list";
import { MemoryCore } from "@/features/personalities/components/memory-core";
import { useStatusFollowsMessages } from "@/features/personalities/hooks/use-status-follows-messages";
import { ConnectionCard } from "@/features/status/components/connection-card";

/** The left sidebar, hidden on small screens. */
export function Sidebar() {
  useStatusFollowsMessages();
  return (
    <aside aria-label="Citadel status" className="hidden w-72 shrink-0 space-y-4 lg:block">
      <ConnectionCard />
      <ConsciousnessList />
      <CompanionSidebarList />
      <MemoryCore />
    </aside>
  );
}
