import { type BridgeState, CYCLES, DEFAULT_OPENING, EXCHANGE_TEXT, LIVE_POLL_MS } from "@contract/exchanges";
import { Radio } from "lucide-react";
import { ConversationCard, ExchangePage, SideCard } from "@/shared/exchanges/components/exchange-page";
import { spokenLines } from "@/shared/exchanges/logic/conversation";
import { toast } from "@/shared/ui/toast-store";
import { ExchangeStartForm } from "./components/exchange-start-form";
import { useBridge } from "./hooks/use-bridge";
import { failureToast } from "./logic/failure-toast";

/** Spec 001 §2 Live Conversation: the sisters' exchange, each line streaming in as it is written. */
export function LiveChatPage() {
  const { state, draft, start, busy } = useBridge<BridgeState>("trinity", LIVE_POLL_MS);
  const s = state.data;

  function onStart(cycles: number, initialMessage: string) {
    start.mutate(
      { cycles, initialMessage, mode: "sanctified", live: true },
      {
        onSuccess: (answer) =>
          answer.status === "done"
            ? toast({ title: EXCHANGE_TEXT.trinityComplete.title, description: answer.message })
            : toast({ title: "Exchange Stopped", description: answer.message }),
        onError: (error) => toast(failureToast(error, EXCHANGE_TEXT.trinityFailed, EXCHANGE_TEXT.connection.startTrinity)),
      },
    );
  }

  const count = spokenLines(s?.conversation ?? []).length;
  return (
    <ExchangePage
      icon={Radio}
      title="Live Conversation"
      intro="Watch the sisters talk, live, as each line is written."
      side={
        <SideCard title="Begin">
          <ExchangeStartForm
            limits={CYCLES.live}
            defaultOpening={DEFAULT_OPENING.trinity}
            label="Live conversation"
            submitLabel="Start Live Conversation"
            pending={busy}
            // Spec 001 §5: outside 1-20 the live page silently does nothing.
            quietWhenInvalid
            onStart={onStart}
          />
        </SideCard>
      }
    >
      <ConversationCard
        title="Conversation"
        accent="nova"
        badges={
          <div className="flex items-center gap-2 text-sm">
            {s?.isActive && (
              <span
                className="flex items-center gap-1.5 rounded-full bg-rose-500/20 px-2.5 py-0.5 font-semibold text-rose-300 text-xs"
                data-testid="live-badge"
              >
                <span className="size-2 animate-pulse rounded-full bg-rose-400" aria-hidden /> Live
              </span>
            )}
            <span className="text-mist-dim" data-testid="message-count">
              {count} {count === 1 ? "message" : "messages"}
            </span>
          </div>
        }
        state={s}
        speakers={2}
        draft={draft}
        empty={state.isPending ? "Loading…" : "Choose the cycles and an opening line; the sisters will begin."}
        label="Live conversation"
        follow
      />
    </ExchangePage>
  );
}
