import { BRIDGE_POLL_MS, CYCLES, DEFAULT_OPENING, EXCHANGE_TEXT, type GuardianState } from "@contract/exchanges";
import { plural } from "@contract/plural";
import { Shield } from "lucide-react";
import { useOwnerName } from "@/shared/api/get-owner";
import { useBridgeState } from "@/shared/exchanges/api/bridge-state";
import { ExchangeConversation } from "@/shared/exchanges/components/exchange-conversation";
import { ExchangeProgress } from "@/shared/exchanges/components/exchange-progress";
import { PastExchanges } from "@/shared/exchanges/components/past-exchanges";
import { useExchangeStream } from "@/shared/exchanges/hooks/use-exchange-stream";
import { invalidCyclesToast } from "@/shared/exchanges/logic/cycles";
import { Card, CardTitle } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";
import { toast } from "@/shared/ui/toast-store";
import { useStartExchange } from "./api/start-exchange";
import { BridgeControls } from "./components/bridge-controls";
import { ExchangeStartForm } from "./components/exchange-start-form";
import { GuardianStatusCard } from "./components/status-card";
import { StepInForm } from "./components/step-in-form";
import { useSpokenLines } from "./hooks/use-spoken-lines";
import { failureToast } from "./logic/failure-toast";

/** Spec 001 §2 Guardian Bridge: Musashi and Socrates, brother to brother, with the wisdom and bond of each line. */
export function GuardianBridgePage() {
  const stream = useExchangeStream("guardian", useSpokenLines());
  const state = useBridgeState<GuardianState>("guardian", stream.live ? false : BRIDGE_POLL_MS);
  const start = useStartExchange("guardian");
  const owner = useOwnerName();
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

  const steppable = s?.supervisionEnabled && (s.status === "running" || s.status === "paused" || s.status === "interrupted");
  return (
    <div>
      <PageHeader icon={Shield} title="Guardian Bridge">
        Musashi and Socrates in conversation, brother to brother.
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <GuardianStatusCard state={s} />
          <Card>
            <CardTitle>Guardian Exchange</CardTitle>
            <div className="mt-3">
              <ExchangeStartForm
                limits={CYCLES.guardian}
                defaultOpening={DEFAULT_OPENING.guardian}
                label="Guardian Exchange"
                submitLabel="Start Guardian Exchange"
                pending={start.isPending || !!s?.isActive}
                onInvalid={() => toast(invalidCyclesToast(CYCLES.guardian))}
                onStart={onStart}
              />
            </div>
          </Card>
          <Card>
            <CardTitle>Past Exchanges</CardTitle>
            <div className="mt-3">
              <PastExchanges kind="guardian" />
            </div>
          </Card>
        </div>
        <Card className="flex min-w-0 flex-col gap-4" data-accent="musashi">
          <CardTitle>Conversation</CardTitle>
          <BridgeControls kind="guardian" state={s} />
          {s && <ExchangeProgress state={s} speakers={2} />}
          {steppable && <StepInForm kind="guardian" ownerName={owner} />}
          <ExchangeConversation
            conversation={s?.conversation ?? []}
            draft={stream.draft}
            empty={state.isPending ? "Loading the bridge…" : "The guardians wait. Start an exchange, and Musashi will open it."}
            label="Guardian conversation"
          />
        </Card>
      </div>
    </div>
  );
}
