import { EXTRA_PAGES } from "@contract/navigation";
import { type LucideIcon, Radio, Waypoints } from "lucide-react";
import { Link } from "wouter";

const ICONS: Record<string, LucideIcon> = { "/trinity-bridge": Waypoints, "/live-chat": Radio };

/** The sisters' two exchanges, reached from the Trinity page (they are beside the navigation, not in it). */
export function TrinityExchangeLinks() {
  const exchanges = EXTRA_PAGES.filter((page) => page.path in ICONS);
  return (
    <nav aria-label="Aeris and Nova together" className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {exchanges.map(({ label, path }) => {
          const Icon = ICONS[path];
          return (
            <li key={path}>
              <Link
                href={path}
                className="inline-flex items-center gap-1.5 rounded-lg border border-[var(--accent)]/40 px-3 py-1.5 text-gold-300 text-sm transition hover:bg-gold-400/10"
              >
                {Icon && <Icon className="size-4" aria-hidden />}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
