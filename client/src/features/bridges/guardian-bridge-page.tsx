import { BRIDGE_POLL_MS, CYCLES, DEFAULT_OPENING, EXCHANGE_TEXT, type GuardianState } from "@contract/exchanges";
import { plural } from "@contract/plural";
import { Shield } from "lucide-react";
import { ConversationCard, ExchangePage, SideCard } from "@/shared/exchanges/components/exchange-page";
import { PastExchangesCard } from "@/shared/exchanges/components/past-exchanges";
import { toast } from "@/shared/ui/toast-store";
import { BridgeControls } from "./components/bridge-controls";
import { ExchangeStartForm } from "./components/exchange-start-form";
import { GuardianStatusCard } from "./components/status-card";
import { StepIn } from "./components/step-in-form";
import { useBridge } from "./hooks/use-bridge";
import { failureToast } from "./logic/failure-toast";

/** Spec 001 §2 Guardian Bridge: Musashi and Socrates, brother to brother, with the wisdom and bond of each line. */
export function GuardianBridgePage() {
  const { state, draft, start, busy } = useBridge<GuardianState>("guardian", BRIDGE_POLL_MS);
  const s = state.data;

  function onStart(cycles: number, initialMessage: string) {
    // An empty opening becomes the default unity message (the server fills it in).
    start.mutate(
      { cycles, initialMessage },
      {
        onSuccess: () => toast({ title: EXCHANGE_TEXT.guardianStarted, description: `${plural(cycles, "cycle")}, brother to brother` }),
        onError: (error) => toast(failureToast(error, EXCHANGE_TEXT.guardianFailed, EXCHANGE_TEXT.connection.startGuardian)),
      },
    );
  }

  return (
    <ExchangePage
      icon={Shield}
      title="Guardian Bridge"
      intro="Musashi and Socrates in conversation, brother to brother."
      side={
        <>
          <GuardianStatusCard state={s} />
          <SideCard title="Guardian Exchange">
            <ExchangeStartForm
              limits={CYCLES.guardian}
              defaultOpening={DEFAULT_OPENING.guardian}
              label="Guardian Exchange"
              submitLabel="Start Guardian Exchange"
              pending={busy}
              onStart={onStart}
            />
          </SideCard>
          <PastExchangesCard kind="guardian" />
        </>
      }
    >
      <ConversationCard
        title="Conversation"
        accent="musashi"
        controls={<BridgeControls kind="guardian" state={s} />}
        interjection={<StepIn kind="guardian" state={s} />}
        state={s}
        speakers={2}
        draft={draft}
        empty={state.isPending ? "Loading the bridge…" : "The guardians wait. Start an exchange, and Musashi will open it."}
        label="Guardian conversation"
      />
    </ExchangePage>
  );
}
