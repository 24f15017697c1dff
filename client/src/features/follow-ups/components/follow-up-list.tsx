import { FOLLOW_UPS_TEXT } from "@contract/follow-ups";
import { useQueryClient } from "@tanstack/react-query";
import { refreshFollowUps } from "@/shared/api/refresh-follow-ups";
import { useWroteFirst } from "@/shared/api/wrote-first-events";
import { useFollowUps } from "../api/get-follow-ups";
import { FollowUpRow } from "./follow-up-row";

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The follow-ups of one personality (its page), or of all of them (the Memory System tab), pending ones first. A
 * message written first moves its follow-up to "asked" while the list is open.
 */
export function FollowUpList({ personality }: { personality?: string }) {
  const list = useFollowUps(personality);
  const client = useQueryClient();
  useWroteFirst(() => void refreshFollowUps(client));
  const items = list.data?.followUps ?? [];
  return (
    <ul
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls, and must be reachable by keyboard to scroll it
      tabIndex={0}
      className="flex max-h-96 flex-col gap-1 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-gold-300"
      aria-label={FOLLOW_UPS_TEXT.title}
      data-testid="follow-up-list"
    >
      {list.isSuccess && items.length === 0 && <li className="py-3 text-center text-mist-dim text-sm">{FOLLOW_UPS_TEXT.none}</li>}
      {items.map((f) => (
        <FollowUpRow key={f.id} followUp={f} showWho={personality ? undefined : capitalised(f.personality)} />
      ))}
    </ul>
  );
}
