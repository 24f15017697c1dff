import type { LucideIcon } from "lucide-react";
import { useRef } from "react";

type Props = {
  /** The button's text. */
  label: string;
  icon: LucideIcon;
  /** The file input's accept attribute. */
  accept: string;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  testId?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
};

/** A button that opens the file picker (the input itself stays hidden); the chosen file goes to `onFile`. */
export function FilePickerButton({ label, icon: Icon, accept, inputLabel, testId, onFile, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
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
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-2.5 py-1.5 text-mist text-sm transition hover:border-gold-400/60 hover:text-gold-300 disabled:opacity-40"
      >
        <Icon className="size-4" aria-hidden />
        {label}
      </button>
    </>
  );
}
