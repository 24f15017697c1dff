import { ALL_PAGES } from "@contract/navigation";
import { LayoutGrid } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Dialog } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { NAV_ICONS } from "./nav-icons";

/** Where the button sits: the phone's bottom bar, or the end of the top navigation. */
type Place = "bar" | "top";

const TRIGGER: Record<Place, string> = {
  bar: "flex h-full min-w-0 flex-1 flex-col items-center gap-0.5 border-night-600 border-l px-1 py-2 text-[0.68rem] text-mist-dim leading-tight",
  top: "flex items-center gap-1.5 rounded-lg border border-night-600 px-2 py-1.5 text-mist-dim text-sm transition hover:border-gold-400/50 hover:text-mist",
};

/**
 * The "All pages" button and what it opens: every page, the spec's 14 and those beside the navigation, as one grid,
 * so none is out of reach on any screen.
 */
export function AllPagesMenu({ location, place }: { location: string; place: Place }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      place="sheet"
      title="All pages"
      closeButton
      trigger={
        <button type="button" className={TRIGGER[place]} data-testid={place === "bar" ? "all-pages-button" : "all-pages-top"}>
          <LayoutGrid className={place === "bar" ? "size-5" : "size-4"} aria-hidden />
          <span>All pages</span>
        </button>
      }
    >
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
                  location === path ? "border-gold-400/60 text-gold-300" : "border-night-600 text-mist hover:border-gold-400/40",
                )}
              >
                {Icon && <Icon className="size-5" aria-hidden />}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
