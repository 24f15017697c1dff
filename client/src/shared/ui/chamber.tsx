import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./card";

/** A part of a page whose workings arrive with its own feature: it names what will live here, and claims nothing more. */
export function Chamber({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Icon className="size-5 text-[var(--accent)]" aria-hidden />
        <h2 className="font-display font-semibold text-gold-300 text-xl">{title}</h2>
      </div>
      <div className="text-mist-dim text-sm leading-relaxed">{children}</div>
      <p className="mt-auto text-mist-dim/80 text-xs italic">This chamber is still being prepared.</p>
    </Card>
  );
}
