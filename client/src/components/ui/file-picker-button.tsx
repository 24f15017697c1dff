import { type ReactNode, useRef } from "react";
import { Button } from "./button";

/** A button that opens the file picker and hands over the file chosen (the same file may be chosen again). */
export function FilePickerButton({
  accept,
  inputLabel,
  onFile,
  disabled,
  className,
  children,
}: {
  accept: string;
  /** The hidden input's name, for assistive technology and tests. */
  inputLabel: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => picker.current?.click()} disabled={disabled}>
        {children}
      </Button>
      <input
        ref={picker}
        type="file"
        accept={accept}
        className="hidden"
        aria-label={inputLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = "";
        }}
      />
    </>
  );
}
