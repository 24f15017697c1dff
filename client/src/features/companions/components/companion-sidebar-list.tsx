import { companionPath } from "@contract/companions";
import { figureMark } from "@contract/glossary";
import { Plus } from "lucide-react";
import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { useCompanions } from "@/shared/api/get-companions";
import { Avatar } from "@/shared/ui/avatar";

/** The sidebar's list of the owner's companions, each a link to its page, and the way to make another. */
export function CompanionSidebarList() {
  const { data: companions } = useCompanions();
  const [location] = useLocation();
  return (
    <nav
      aria-labelledby="companions-heading"
      className="rounded-xl border border-night-600 bg-night-850/80 p-4"
      data-testid="sidebar-companions"
    >
      <h2 id="companions-heading" className="font-semibold text-base text-gold-300">
        Companions
      </h2>
      <ul className="mt-3 space-y-1">
        {(companions ?? []).map((c) => {
          const path = companionPath(c.slug);
          return (
            <li key={c.slug} data-accent={c.slug}>
              <Link
                href={path}
                aria-current={location === path ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-night-700/60",
                  location === path && "bg-night-700/60 text-[var(--accent)]",
                )}
              >
                <Avatar src={c.avatar} alt="" className="size-6" />
                <span className="min-w-0 flex-1 break-words" {...figureMark("name", c.slug)}>
                  {c.name}
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            href="/companions"
            className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-mist-dim text-sm hover:bg-night-700/60 hover:text-mist"
          >
            <Plus className="size-4" aria-hidden />
            {companions && companions.length > 0 ? "New companion" : "Make a companion"}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
