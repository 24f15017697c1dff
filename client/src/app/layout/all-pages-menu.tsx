import { companionPath } from "@contract/companions";
import { ALL_PAGES } from "@contract/navigation";
import { LayoutGrid } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { useCompanions } from "@/shared/api/get-companions";
import { Avatar } from "@/shared/ui/avatar";
import { Dialog } from "@/shared/ui/dialog";
import { NAV_ICONS } from "./nav-icons";

/** The owner's companions, each a page of its own (issue 31), after the Citadel's pages. */
function CompanionLinks({ location, onPick }: { location: string; onPick: () => void }) {
  const { data: companions } = useCompanions();
  if (!companions || companions.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 md:grid-cols-4" aria-label="Companions" data-testid="all-pages-companions">
      {companions.map((c) => {
        const path = companionPath(c.slug);
        return (
          <li key={c.slug} data-accent={c.slug}>
            <Link
              href={path}
              onClick={onPick}
              aria-current={location === path ? "page" : undefined}
              className={cn(
                "flex h-full flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center text-xs [overflow-wrap:anywhere]",
                location === path
                  ? "border-[var(--accent)]/60 text-[var(--accent)]"
                  : "border-night-600 text-mist hover:border-[var(--accent)]/40",
              )}
            >
              <Avatar src={c.avatar} alt="" className="size-6" />
              {c.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

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
      <CompanionLinks location={location} onPick={() => setOpen(false)} />
    </Dialog>
  );
}
