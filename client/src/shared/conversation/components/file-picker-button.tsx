import type { LucideIcon } from "lucide-react";
import { useRef } from "react";
import { cn } from "@/lib/cn";

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
  /** On a phone, the icon alone (the text stays the button's name): for a row of buttons that must fit one line. */
  iconOnPhone?: boolean;
};

/** A button that opens the file picker (the input itself stays hidden); the chosen file goes to `onFile`. */
export function FilePickerButton({ label, icon: Icon, accept, inputLabel, testId, onFile, disabled, iconOnPhone }: Props) {
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
        title={iconOnPhone ? label : undefined}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-2.5 py-1.5 text-mist text-sm transition hover:border-gold-400/60 hover:text-gold-300 disabled:opacity-40",
          iconOnPhone && "max-sm:py-2",
        )}
      >
        <Icon className="size-4" aria-hidden />
        {iconOnPhone ? <span className="sr-only sm:not-sr-only">{label}</span> : label}
      </button>
    </>
  );
}
