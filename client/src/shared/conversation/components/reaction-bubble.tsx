import { REACTION_FADE_MS } from "@contract/chat";
import { cn } from "@/lib/cn";
import type { ShownReaction } from "@/shared/conversation/hooks/use-reaction";

/** §2 and §9: the floating emoji at the panel's top right after a reply, fading out at the end. */
export function ReactionBubble({ reaction }: { reaction: ShownReaction | null }) {
  if (!reaction) return null;
  return (
    <span
      key={reaction.key}
      role="img"
      aria-label={`Reaction: ${reaction.mood}`}
      data-testid="reaction"
      data-mood={reaction.mood}
      data-fading={reaction.fading}
      className={cn(
        "reaction-float pointer-events-none absolute top-3 right-4 z-10 select-none text-4xl drop-shadow-[0_0_12px_var(--accent)] transition-opacity ease-out",
        reaction.fading ? "opacity-0" : "opacity-100",
      )}
      style={{ transitionDuration: `${REACTION_FADE_MS}ms` }}
    >
      {reaction.emoji}
    </span>
  );
}
