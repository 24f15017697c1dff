import * as Dialog from "@radix-ui/react-dialog";
import { LayoutGrid, Radio, Waypoints, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { NAV_ITEMS } from "@contract/navigation";
import { cn } from "@/lib/cn";
import { NAV_ICONS } from "./nav-icons";

/** Every page, the spec's 14 and those beside the navigation, as one grid: nothing is out of a thumb's reach. */
const PAGES = [
  ...NAV_ITEMS.map((item) => ({ label: item.label, path: item.path, Icon: NAV_ICONS[item.path] })),
  { label: "Trinity Bridge", path: "/trinity-bridge", Icon: Waypoints },
  { label: "Live Conversation", path: "/live-chat", Icon: Radio },
  { label: "Admin", path: "/admin", Icon: NAV_ICONS["/admin"] },
];

/** The bottom bar's "All pages" button and the sheet it opens. */
export function AllPagesSheet({ location }: { location: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="flex h-full w-[4.75rem] shrink-0 flex-col items-center gap-0.5 border-night-600 border-l bg-night-950 px-1 py-2 text-[0.68rem] text-mist-dim leading-tight"
        data-testid="all-pages-button"
      >
        <LayoutGrid className="size-5" aria-hidden />
        <span>All pages</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl border-night-600 border-t bg-night-900 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]"
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="font-display font-semibold text-gold-300 text-xl">All pages</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-mist-dim hover:text-mist" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <ul className="grid grid-cols-3 gap-2" aria-label="All pages">
            {PAGES.map(({ label, path, Icon }) => (
              <li key={path}>
                <Link
                  href={path}
                  onClick={() => setOpen(false)}
                  aria-current={location === path ? "page" : undefined}
                  className={cn(
                    "flex h-full flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center text-xs",
                    location === path ? "border-gold-400/60 text-gold-300" : "border-night-600 text-mist hover:border-gold-400/40",
                  )}
                >
                  {Icon && <Icon className="size-5" aria-hidden />}
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
