import * as Tabs from "@radix-ui/react-tabs";
import type { LucideIcon } from "lucide-react";

/** A page's row of tabs, each an icon and a label, scrolling sideways on a narrow screen. */
export function IconTabList({ label, tabs }: { label: string; tabs: readonly { value: string; label: string; icon: LucideIcon }[] }) {
  return (
    <Tabs.List aria-label={label} className="scrollbar-none mb-4 flex gap-1 overflow-x-auto">
      {tabs.map(({ value, label: text, icon: Icon }) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className="flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-2 text-mist-dim text-sm data-[state=active]:bg-gold-400/15 data-[state=active]:text-gold-300"
        >
          <Icon className="size-4" aria-hidden /> {text}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
