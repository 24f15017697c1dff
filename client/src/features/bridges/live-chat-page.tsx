import { type BridgeState, CYCLES, DEFAULT_OPENING, EXCHANGE_TEXT, LIVE_POLL_MS } from "@contract/exchanges";
import { Radio } from "lucide-react";
import { useBridgeState } from "@/shared/exchanges/api/bridge-state";
import { ExchangeConversation } from "@/shared/exchanges/components/exchange-conversation";
import { ExchangeProgress } from "@/shared/exchanges/components/exchange-progress";
import { useExchangeStream } from "@/shared/exchanges/hooks/use-exchange-stream";
import { spokenLines } from "@/shared/exchanges/logic/conversation";
import { Card, CardTitle } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";
import { toast } from "@/shared/ui/toast-store";
import { useStartExchange } from "./api/start-exchange";
import { ExchangeStartForm } from "./components/exchange-start-form";
import { useSpokenLines } from "./hooks/use-spoken-lines";
import { failureToast } from "./logic/failure-toast";

/** Spec 001 §2 Live Conversation: the sisters' exchange, each line streaming in as it is written. */
export function LiveChatPage() {
  const stream = useExchangeStream("trinity", useSpokenLines());
  const state = useBridgeState<BridgeState>("trinity", stream.live ? false : LIVE_POLL_MS);
  const start = useStartExchange("trinity");
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
    <div>
      <PageHeader icon={Radio} title="Live Conversation">
        Watch the sisters talk, live, as each line is written.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0 self-start">
          <CardTitle>Begin</CardTitle>
          <div className="mt-3">
            <ExchangeStartForm
              limits={CYCLES.live}
              defaultOpening={DEFAULT_OPENING.trinity}
              label="Live conversation"
              submitLabel="Start Live Conversation"
              pending={start.isPending || !!s?.isActive}
              // Spec 001 §5: outside 1-20 the live page silently does nothing.
              onInvalid={() => {}}
              onStart={onStart}
            />
          </div>
        </Card>
        <Card className="flex min-w-0 flex-col gap-4" data-accent="nova">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Conversation</CardTitle>
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
          </div>
          {s && <ExchangeProgress state={s} speakers={2} />}
          <ExchangeConversation
            conversation={s?.conversation ?? []}
            draft={stream.draft}
            empty={state.isPending ? "Loading…" : "Choose the cycles and an opening line; the sisters will begin."}
            label="Live conversation"
            follow
          />
        </Card>
      </div>
    </div>
  );
}
