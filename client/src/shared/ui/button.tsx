import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/hydration";

type Variant = "primary" | "ghost" | "outline";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-gradient-to-r from-gold-500 to-rose-600 text-night-950 font-semibold shadow-lg shadow-gold-500/20 hover:brightness-110",
  outline: "border border-night-500 bg-night-800/60 text-mist hover:border-gold-400/60 hover:text-gold-300",
  ghost: "text-mist-dim hover:bg-night-700/60 hover:text-mist",
};

export function Button({
  variant = "primary",
  className,
  type = "button",
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  // A form the server drew cannot be sent until the app has taken the page over: the browser would send it itself,
  // as a page load, and what was typed would be lost.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || (type === "submit" && !hydrated)}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg [&_svg]:shrink-0 px-4 py-2 text-sm transition disabled:cursor-not-allowed disabled:opacity-50",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
