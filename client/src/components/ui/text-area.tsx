import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type Props = Omit<ComponentProps<"textarea">, "onChange"> & {
  /** The text as it is now, after each keystroke. */
  onValue: (text: string) => void;
};

/** A multi-line text box in the app's field style (a message, a question); `className` adds to the style. */
export function TextArea({ onValue, className, ...props }: Props) {
  return (
    <textarea
      {...props}
      onChange={(e) => onValue(e.target.value)}
      className={cn("rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm placeholder:text-mist-dim", className)}
    />
  );
}
