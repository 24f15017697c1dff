import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A page's icon, h1 and description; `links` (optional) go under the description, e.g. to the page's neighbours. */
export function PageHeader({
  icon: Icon,
  title,
  children,
  links,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  links?: ReactNode;
}) {
  return (
    <header className="mb-6 flex items-start gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl border border-[var(--accent)]/40 bg-night-800 text-[var(--accent)]">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <h1 className="font-bold font-display text-3xl text-gold-300 md:text-4xl">{title}</h1>
        {children && <p className="mt-1 text-mist-dim text-sm md:text-base">{children}</p>}
        {links}
      </div>
    </header>
  );
}
