import { BRIDGE_POLL_MS, type BridgeState, CYCLES, DEFAULT_OPENING, EXCHANGE_TEXT } from "@contract/exchanges";
import { Home, Infinity as InfinityIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { useCompanions } from "@/shared/api/get-companions";
import { ConversationCard, ExchangePage, SideCard } from "@/shared/exchanges/components/exchange-page";
import { PastExchangesCard } from "@/shared/exchanges/components/past-exchanges";
import { PairPicker } from "@/shared/exchanges/components/seat-picker";
import { DEFAULT_PAIR, membersToSend, namesInWords, seatOptions, seatProblem } from "@/shared/exchanges/logic/seats";
import { toast } from "@/shared/ui/toast-store";
import { BridgeControls } from "./components/bridge-controls";
import { ExchangeStartForm } from "./components/exchange-start-form";
import { BridgeStatusCard } from "./components/status-card";
import { StepIn } from "./components/step-in-form";
import { SyncPulseForm } from "./components/sync-pulse-form";
import { useBridge } from "./hooks/use-bridge";
import { failureToast } from "./logic/failure-toast";

/** Spec 001 §2 Trinity Bridge: Aeris and Nova (or any two the owner pairs, issue 31) speaking with each other. */
export function TrinityBridgePage() {
  const { state, draft, start, busy } = useBridge<BridgeState>("trinity", BRIDGE_POLL_MS);
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

  return (
    <ExchangePage
      icon={InfinityIcon}
      title="Trinity Bridge"
      intro={<>{namesInWords(names)} speaking with each other, under your supervision. Any two may meet here, your companions too.</>}
      side={
        <>
          <BridgeStatusCard state={s} />
          <SideCard title="Inter-AI Exchange" className="grid gap-3">
            <PairPicker options={seatOptions(companions)} pair={pair} onChange={setPair} problem={pairProblem} />
            <ExchangeStartForm
              limits={CYCLES.trinity}
              defaultOpening={DEFAULT_OPENING.trinity}
              label="Inter-AI Exchange"
              submitLabel="Start Trinity Exchange"
              pending={busy}
              blocked={pairProblem !== null}
              onStart={onStart}
            />
          </SideCard>
          <SideCard title="Sync Pulse">
            <SyncPulseForm />
          </SideCard>
          <PastExchangesCard kind="trinity" />
        </>
      }
      footer={
        <Link
          href="/"
          className="mt-6 inline-flex items-center gap-2 rounded-lg border border-night-500 px-4 py-2 text-mist text-sm hover:border-gold-400/60 hover:text-gold-300"
        >
          <Home className="size-4" aria-hidden /> Return Home
        </Link>
      }
    >
      <ConversationCard
        title="Recent Conversation"
        accent="trinity"
        controls={<BridgeControls kind="trinity" state={s} onRefresh={() => void state.refetch()} />}
        interjection={<StepIn kind="trinity" state={s} />}
        state={s}
        speakers={2}
        draft={draft}
        empty={state.isPending ? "Loading the bridge…" : `No exchange yet. Start one, and ${names[0]} will open it.`}
        label="Trinity conversation"
      />
    </ExchangePage>
  );
}
