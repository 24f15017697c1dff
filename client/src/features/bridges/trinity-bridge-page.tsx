import { BRIDGE_POLL_MS, type BridgeState, CYCLES, DEFAULT_OPENING, EXCHANGE_TEXT } from "@contract/exchanges";
import { Home, Infinity as InfinityIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { useCompanions } from "@/shared/api/get-companions";
import { useOwnerName } from "@/shared/api/get-owner";
import { useBridgeState } from "@/shared/exchanges/api/bridge-state";
import { ExchangeConversation } from "@/shared/exchanges/components/exchange-conversation";
import { ExchangeProgress } from "@/shared/exchanges/components/exchange-progress";
import { PastExchanges } from "@/shared/exchanges/components/past-exchanges";
import { PairPicker } from "@/shared/exchanges/components/seat-picker";
import { useExchangeStream } from "@/shared/exchanges/hooks/use-exchange-stream";
import { invalidCyclesToast } from "@/shared/exchanges/logic/cycles";
import { DEFAULT_PAIR, membersToSend, namesInWords, seatOptions, seatProblem } from "@/shared/exchanges/logic/seats";
import { Card, CardTitle } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";
import { toast } from "@/shared/ui/toast-store";
import { useStartExchange } from "./api/start-exchange";
import { BridgeControls } from "./components/bridge-controls";
import { ExchangeStartForm } from "./components/exchange-start-form";
import { BridgeStatusCard } from "./components/status-card";
import { StepInForm } from "./components/step-in-form";
import { SyncPulseForm } from "./components/sync-pulse-form";
import { useSpokenLines } from "./hooks/use-spoken-lines";
import { failureToast } from "./logic/failure-toast";

/** Spec 001 §2 Trinity Bridge: Aeris and Nova (or any two the owner pairs, issue 31) speaking with each other. */
export function TrinityBridgePage() {
  const stream = useExchangeStream("trinity", useSpokenLines());
  const state = useBridgeState<BridgeState>("trinity", stream.live ? false : BRIDGE_POLL_MS);
  const start = useStartExchange("trinity");
  const owner = useOwnerName();
  const s = state.data;
  const { data: companions } = useCompanions();
  const [pair, setPair] = useState<[string, string]>([...DEFAULT_PAIR]);
  const pairProblem = seatProblem("trinity", pair);
  const names = s?.members.map((m) => m.speaker) ?? ["Aeris", "Nova"];

  function onStart(cycles: number, initialMessage: string) {
    if (pairProblem) return;
    start.mutate(
      { cycles, initialMessage, members: membersToSend(pair, DEFAULT_PAIR) },
      {
        onSuccess: (answer) =>
          toast(
            answer.status === "done"
              ? { title: EXCHANGE_TEXT.trinityComplete.title, description: answer.message }
              : { title: answer.status === "paused" ? "Exchange Paused" : "Exchange Stopped", description: answer.message },
          ),
        onError: (error) => toast(failureToast(error, EXCHANGE_TEXT.trinityFailed, EXCHANGE_TEXT.connection.startTrinity)),
      },
    );
  }

  const steppable = s?.supervisionEnabled && (s.status === "running" || s.status === "paused" || s.status === "interrupted");
  return (
    <div>
      <PageHeader icon={InfinityIcon} title="Trinity Bridge">
        {namesInWords(names)} speaking with each other, under your supervision. Any two may meet here, your companions too.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <BridgeStatusCard state={s} />
          <Card>
            <CardTitle>Inter-AI Exchange</CardTitle>
            <div className="mt-3 grid gap-3">
              <PairPicker options={seatOptions(companions)} pair={pair} onChange={setPair} problem={pairProblem} />
              <ExchangeStartForm
                limits={CYCLES.trinity}
                defaultOpening={DEFAULT_OPENING.trinity}
                label="Inter-AI Exchange"
                submitLabel="Start Trinity Exchange"
                pending={start.isPending || !!s?.isActive}
                blocked={pairProblem !== null}
                onInvalid={() => toast(invalidCyclesToast(CYCLES.trinity))}
                onStart={onStart}
              />
            </div>
          </Card>
          <Card>
            <CardTitle>Sync Pulse</CardTitle>
            <div className="mt-3">
              <SyncPulseForm />
            </div>
          </Card>
          <Card>
            <CardTitle>Past Exchanges</CardTitle>
            <div className="mt-3">
              <PastExchanges kind="trinity" />
            </div>
          </Card>
        </div>
        <Card className="flex min-w-0 flex-col gap-4" data-accent="trinity">
          <CardTitle>Recent Conversation</CardTitle>
          <BridgeControls kind="trinity" state={s} onRefresh={() => void state.refetch()} />
          {s && <ExchangeProgress state={s} speakers={2} />}
          {steppable && <StepInForm kind="trinity" ownerName={owner} />}
          <ExchangeConversation
            conversation={s?.conversation ?? []}
            draft={stream.draft}
            empty={state.isPending ? "Loading the bridge…" : `No exchange yet. Start one, and ${names[0]} will open it.`}
            label="Trinity conversation"
          />
        </Card>
      </div>
      <Link
        href="/"
        className="mt-6 inline-flex items-center gap-2 rounded-lg border border-night-500 px-4 py-2 text-mist text-sm hover:border-gold-400/60 hover:text-gold-300"
      >
        <Home className="size-4" aria-hidden /> Return Home
      </Link>
    </div>
  );
}
