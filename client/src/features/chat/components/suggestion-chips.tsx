import { SUGGESTION_CHIPS } from "@contract/chat";
import { Sparkles } from "lucide-react";

/** §2: the three quick suggestions; a click sends the suggestion as it is. */
export function SuggestionChips({ onPick, disabled }: { onPick: (text: string) => void; disabled: boolean }) {
  return (
    <ul aria-label="Suggestions" className="flex flex-wrap gap-2">
      {SUGGESTION_CHIPS.map((chip) => (
        <li key={chip}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(chip)}
            className="inline-flex items-center gap-1.5 rounded-full border border-[var(--accent)]/40 bg-night-800/70 px-3 py-1.5 text-mist text-xs transition hover:border-[var(--accent)] hover:text-[var(--accent)] disabled:opacity-40"
          >
            <Sparkles className="size-3.5 text-[var(--accent)]" aria-hidden />
            {chip}
          </button>
        </li>
      ))}
    </ul>
  );
}
