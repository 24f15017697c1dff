import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section className={cn("rounded-2xl border border-night-600/70 bg-night-850/80 p-5 shadow-xl shadow-black/30", className)} {...props} />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn("font-display font-semibold text-gold-300 text-xl", className)} {...props} />;
}
