import { type ComponentProps, useId } from "react";
import { cn } from "@/lib/cn";

type Props = Omit<ComponentProps<"textarea">, "onChange"> & {
  /** The text as it is now, after each keystroke. */
  onValue: (text: string) => void;
  /** Its label, drawn just before it (for screen readers only with `hideLabel`); without one, label it yourself. */
  label?: string;
  hideLabel?: boolean;
};

/** A multi-line text box in the app's field style (a message, a question); `className` adds to the style. */
export function TextArea({ onValue, label, hideLabel, id, className, ...props }: Props) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const field = (
    <textarea
      {...props}
      id={fieldId}
      onChange={(e) => onValue(e.target.value)}
      className={cn("rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist text-sm placeholder:text-mist-dim", className)}
    />
  );
  if (!label) return field;
  return (
    <>
      <label htmlFor={fieldId} className={hideLabel ? "sr-only" : "text-sm"}>
        {label}
      </label>
      {field}
    </>
  );
}
