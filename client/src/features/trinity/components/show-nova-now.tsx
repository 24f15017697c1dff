import { TRINITY_TEXT } from "@contract/trinity";
import { FastForward } from "lucide-react";

/** While Nova's reply is held back for her sister's turn, the owner can have it shown at once. */
export function ShowNovaNow({ visible, onPress }: { visible: boolean; onPress: () => void }) {
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={onPress}
      data-accent="nova"
      data-testid="show-nova-now"
      className="inline-flex items-center gap-1.5 self-start rounded-full border border-[var(--accent)]/50 px-3 py-1 text-[var(--accent)] text-xs hover:bg-[var(--accent)]/10"
    >
      <FastForward className="size-3.5" aria-hidden />
      {TRINITY_TEXT.showNovaNow}
    </button>
  );
}
