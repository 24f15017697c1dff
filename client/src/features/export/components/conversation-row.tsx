import { type ConversationSummary, conversationNoun } from "@contract/export";
import { figureMark, figureText } from "@contract/glossary";
import { useId } from "react";
import { LocalDateTime } from "@/shared/ui/local-date-time";
import { conversationSubject, typeLabel } from "../logic/describe";

const ROW =
  "flex cursor-pointer gap-3 rounded-lg border border-night-600/70 bg-night-900/60 p-3 hover:border-gold-400/40 " +
  "has-[:checked]:border-gold-400/60 has-[:checked]:bg-gold-400/5";

type Props = { conversation: ConversationSummary; checked: boolean; onToggle: (id: string, on: boolean) => void };

/**
 * One conversation to tick: title and type, its topic, who took part, how many messages (an exchange's: lines), and
 * when it last moved.
 */
export function ConversationRow({ conversation: c, checked, onToggle }: Props) {
  const id = useId();
  return (
    <li data-testid="conversation-row">
      <label className={ROW}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onToggle(c.id, e.target.checked)}
          aria-labelledby={`${id}-title ${id}-topic`}
          className="mt-1 size-4 shrink-0 accent-gold-400"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={`${id}-title`} className="font-semibold text-mist">
              {c.title}
            </span>
            <span className="rounded-full bg-night-700 px-2 py-0.5 text-gold-300 text-xs" data-testid="conversation-type">
              {typeLabel(c.type)}
            </span>
          </span>
          <span id={`${id}-topic`} className="break-words text-mist italic">
            {c.topic || "No words yet"}
          </span>
          <span className="text-mist-dim text-xs">
            {c.participants.join(", ")} ·{" "}
            <span {...figureMark(conversationNoun(c.type), conversationSubject(c.id))}>
              {figureText(conversationNoun(c.type), c.messageCount)}
            </span>{" "}
            · <LocalDateTime iso={c.lastAt} />
          </span>
        </span>
      </label>
    </li>
  );
}
