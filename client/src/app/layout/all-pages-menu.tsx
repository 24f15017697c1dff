import * as Dialog from "@radix-ui/react-dialog";
import { LayoutGrid, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { ALL_PAGES } from "@contract/navigation";
import { cn } from "@/lib/cn";
import { NAV_ICONS } from "./nav-icons";

/** Where the button sits: the phone's bottom bar, or the end of the top navigation. */
type Place = "bar" | "top";

const TRIGGER: Record<Place, string> = {
  bar: "flex h-full min-w-0 flex-1 flex-col items-center gap-0.5 border-night-600 border-l px-1 py-2 text-[0.68rem] text-mist-dim leading-tight",
  top: "flex items-center gap-1.5 rounded-lg border border-night-600 px-2 py-1.5 text-mist-dim text-sm transition hover:border-gold-400/50 hover:text-mist",
};

/** A sheet from the bottom on a phone, a panel under the navigation from md up. */
const CONTENT =
  "fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl border-night-600 border-t bg-night-900 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] md:inset-x-auto md:top-28 md:right-4 md:bottom-auto md:w-[36rem] md:rounded-2xl md:border md:pb-4";

/**
 * The "All pages" button and what it opens: every page, the spec's 14 and those beside the navigation, as one grid,
 * so none is out of reach on any screen.
 */
export function AllPagesMenu({ location, place }: { location: string; place: Place }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={TRIGGER[place]} data-testid={place === "bar" ? "all-pages-button" : "all-pages-top"}>
        <LayoutGrid className={place === "bar" ? "size-5" : "size-4"} aria-hidden />
        <span>All pages</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content aria-describedby={undefined} className={CONTENT}>
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="font-display font-semibold text-gold-300 text-xl">All pages</Dialog.Title>
            <Dialog.Close className="rounded-lg p-2 text-mist-dim hover:text-mist" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <ul className="grid grid-cols-3 gap-2 md:grid-cols-4" aria-label="All pages">
            {ALL_PAGES.map(({ label, path }) => {
              const Icon = NAV_ICONS[path];
              return (
                <li key={path}>
                  <Link
                    href={path}
                    onClick={() => setOpen(false)}
                    aria-current={location === path ? "page" : undefined}
                    className={cn(
                      "flex h-full flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center text-xs",
                      location === path
                        ? "border-gold-400/60 text-gold-300"
                        : "border-night-600 text-mist hover:border-gold-400/40",
                    )}
                  >
                    {Icon && <Icon className="size-5" aria-hidden />}
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
