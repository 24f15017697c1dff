import { type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

const COMPACT =
  "inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-2.5 py-1.5 text-mist text-sm transition hover:border-gold-400/60 hover:text-gold-300 disabled:opacity-40";

/**
 * A button that opens the file picker (the input itself stays hidden) and hands over the file chosen; the same file
 * may be chosen again. `compact`: the small bordered button of a conversation's tool row.
 */
export function FilePickerButton({
  accept,
  inputLabel,
  onFile,
  disabled,
  testId,
  title,
  compact,
  className,
  children,
}: {
  accept: string;
  /** The hidden input's name, for assistive technology and tests. */
  inputLabel: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  testId?: string;
  title?: string;
  compact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => picker.current?.click();
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = "";
        }}
      />
      {compact ? (
        <button type="button" disabled={disabled} onClick={open} title={title} className={cn(COMPACT, className)}>
          {children}
        </button>
      ) : (
        <Button variant="outline" className={className} onClick={open} disabled={disabled} title={title}>
          {children}
        </Button>
      )}
    </>
  );
}
