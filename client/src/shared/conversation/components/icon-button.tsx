import type { LucideIcon } from "lucide-react";
import { type ComponentPropsWithRef, useMemo } from "react";
import { cn } from "@/lib/cn";

type Props = Omit<ComponentPropsWithRef<"button">, "aria-label"> & {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
};

/**
 * A small labelled icon button (its label is both the accessible name and the tooltip). The icon is made once: a
 * button redrawn as a turn starts or ends (enabled, disabled) need not build its icon again. Being disabled changes
 * only the button's own opacity, at once: an inherited property (a cursor) would restyle every icon inside, and a
 * transition would animate dozens of buttons through the turn.
 */
export function IconButton({ label, icon: Icon, pressed, className, ...props }: Props) {
  const icon = useMemo(() => <Icon className="size-4" aria-hidden />, [Icon]);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-md text-mist-dim transition-colors",
        "hover:bg-night-700/80 hover:text-mist disabled:opacity-40",
        pressed && "bg-night-700 text-[var(--accent)]",
        className,
      )}
      {...props}
    >
      {icon}
    </button>
  );
}
