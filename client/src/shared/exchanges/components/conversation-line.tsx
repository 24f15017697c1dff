import type { ExchangeMessage } from "@contract/exchanges";
import { plural } from "@contract/plural";
import { memo } from "react";
import { cn } from "@/lib/cn";
import { Avatar } from "@/shared/ui/avatar";
import { EmotionMark } from "@/shared/ui/emotion-mark";
import { LocalDateTime } from "@/shared/ui/local-date-time";

/** `first`: the conversation's first line (an owner's line there is the question put to a council). */
type Props = { line: ExchangeMessage; avatar?: string | null; first?: boolean };

/**
 * One line of an exchange: who, in which mood, which cycle, what, when, how long and how quickly (spec 001 §2).
 * Memoised: a line never changes once stored, and the list redraws with every word of the line being written.
 */
export const ConversationLine = memo(function ConversationLine({ line, avatar, first }: Props) {
  if (line.role === "note") {
    return (
      <li
        className="rounded-lg border border-gold-400/30 bg-night-900/60 px-3 py-2 text-gold-300 text-sm italic"
        data-testid="exchange-note"
      >
        {line.content}
      </li>
    );
  }
  const owner = line.role === "owner";
  return (
    <li
      data-accent={owner ? "trinity" : line.personality}
      data-testid="exchange-line"
      className={cn(
        "flex gap-3 rounded-xl border border-night-600/70 bg-night-900/60 p-3",
        owner && "border-gold-400/40 bg-night-800/70",
        line.role === "resolution" && "border-gold-400/60 bg-night-800/80",
      )}
    >
      {!owner && <Avatar src={avatar} alt="" className="size-10 shrink-0 ring-2 ring-[var(--accent)]/50" />}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-xs">
          <span className="font-display font-semibold text-[var(--accent)] text-base" data-testid="line-speaker">
            {line.speaker}
          </span>
          {line.role === "resolution" && (
            <span className="rounded-full bg-gold-400/20 px-2 py-0.5 font-semibold text-gold-300">Resolution</span>
          )}
          {owner ? (
            <span className="text-mist-dim">{first ? "asks" : "stepped in"}</span>
          ) : (
            <span className="rounded-full border border-night-500 px-2 py-0.5 text-mist-dim">
              {line.emotion} <EmotionMark emotion={line.emotion} />
            </span>
          )}
          <span className="text-mist-dim">cycle {line.cycleNumber}</span>
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words text-mist leading-relaxed">{line.content}</p>
        {line.wisdom && (
          <p className="mt-1 text-sm text-[var(--accent-2)] italic">
            <span className="sr-only">Wisdom: </span>“{line.wisdom}”
          </p>
        )}
        {line.brotherhoodBond && <p className="mt-0.5 text-mist-dim text-xs">{line.brotherhoodBond}</p>}
        <p className="mt-1 flex flex-wrap gap-x-3 text-mist-dim text-xs">
          <LocalDateTime iso={line.timestamp} />
          <span>{plural(line.metadata.wordCount, "word")}</span>
          {!owner && line.metadata.responseTime > 0 && <span>{line.metadata.responseTime} ms</span>}
        </p>
      </div>
    </li>
  );
});
