import { BRIDGE_POLL_MS, COUNCIL_TEXT, CYCLES, clampCouncilCycles, councilConvenedText, councilTally } from "@contract/exchanges";
import { RUN_BADGE_WORDS, STATE_ATTRIBUTE } from "@contract/glossary";
import { Square, Trash2, Users, Volume2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useCompanions } from "@/shared/api/get-companions";
import { ConversationCard, ExchangePage, SideCard } from "@/shared/exchanges/components/exchange-page";
import { PastExchangesCard } from "@/shared/exchanges/components/past-exchanges";
import { SeatPicker } from "@/shared/exchanges/components/seat-picker";
import { useExchangeStream } from "@/shared/exchanges/hooks/use-exchange-stream";
import { DEFAULT_COUNCIL, membersToSend, namesInWords, seatOptions, seatProblem } from "@/shared/exchanges/logic/seats";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/toast-store";
import { useConvene } from "./api/convene";
import { useCouncilControl } from "./api/council-control";
import { useCouncilState } from "./api/get-council-state";
import { ExportBar } from "./components/export-bar";
import { QuestionForm } from "./components/question-form";
import { useCouncilReadAloud } from "./hooks/use-council-read-aloud";

/** Spec 001 §2 High Council: four voices (or the 2 to 6 the owner seats, issue 31) deliberate, and the Council resolves. */
export function RoundTablePage() {
  const [active, setActive] = useState(false);
  const voice = useCouncilReadAloud(active);
  const stream = useExchangeStream("council", voice.onLine, voice.onToken);
  const state = useCouncilState(stream.live ? false : BRIDGE_POLL_MS);
  const convene = useConvene();
  const control = useCouncilControl();
  const [question, setQuestion] = useState("");
  const [cycles, setCycles] = useState(String(CYCLES.council.default));
  const s = state.data;
  const conversation = s?.conversation ?? [];
  const isActive = Boolean(s?.isActive);
  useEffect(() => setActive(isActive), [isActive]);
  const { data: companions } = useCompanions();
  const [seats, setSeats] = useState<string[]>([...DEFAULT_COUNCIL]);
  const seatsProblem = seatProblem("council", seats);

  function onConvene() {
    if (seatsProblem) return;
    convene.mutate(
      { cycles: clampCouncilCycles(cycles), initialMessage: question.trim(), members: membersToSend(seats, DEFAULT_COUNCIL) },
      {
        onSuccess: (answer) => {
          setQuestion("");
          toast({ title: COUNCIL_TEXT.convened.title, description: councilConvenedText(councilTally(answer.messages)) });
        },
        // What was written stays: the state is read again either way.
        onError: () => toast({ ...COUNCIL_TEXT.error, variant: "destructive" }),
      },
    );
  }

  function clearChat() {
    voice.stop();
    control.mutate("clear", {
      onError: () =>
        toast({
          title: COUNCIL_TEXT.controlError.title,
          description: COUNCIL_TEXT.controlError.description("clear"),
          variant: "destructive",
        }),
    });
  }

  return (
    <ExchangePage
      icon={Users}
      title="High Council"
      intro={
        <>
          {namesInWords(s?.members.map((m) => m.speaker) ?? ["Aeris", "Nova", "Musashi", "Socrates"])} at one round table, deliberating on
          your question. Seat 2 to 6: your companions beside them, or instead.
        </>
      }
      side={
        <>
          <SideCard title="Convene" className="grid gap-4">
            <SeatPicker options={seatOptions(companions)} seats={seats} onChange={setSeats} problem={seatsProblem} />
            <QuestionForm
              question={question}
              setQuestion={setQuestion}
              cycles={cycles}
              setCycles={setCycles}
              pending={convene.isPending || !!s?.isActive}
              blocked={seatsProblem !== null}
              onConvene={onConvene}
            />
          </SideCard>
          <PastExchangesCard kind="council" />
        </>
      }
    >
      <ConversationCard
        title="Deliberation"
        accent="trinity"
        badges={
          <div className="flex items-center gap-2 text-xs">
            <span
              data-testid="council-active"
              {...{ [STATE_ATTRIBUTE]: "run" }}
              className={
                s?.isActive
                  ? "rounded-full bg-emerald-500/20 px-2.5 py-0.5 font-semibold text-emerald-300"
                  : "rounded-full bg-night-700 px-2.5 py-0.5 font-semibold text-mist-dim"
              }
            >
              {s?.isActive ? RUN_BADGE_WORDS.running : RUN_BADGE_WORDS.idle.council}
            </span>
            <span className="rounded-full border border-night-500 px-2.5 py-0.5 text-mist-dim" data-testid="council-cycle">
              Cycle {s?.cycleCount ?? 0}
            </span>
          </div>
        }
        controls={
          <>
            <div className="flex flex-wrap gap-2">
              {voice.reading ? (
                <Button variant="outline" onClick={voice.stop}>
                  <Square className="size-4" aria-hidden /> Stop Reading
                </Button>
              ) : (
                <Button variant="outline" onClick={() => voice.read(conversation, s?.exchangeId ?? null, stream.draft)}>
                  <Volume2 className="size-4" aria-hidden /> Read Aloud
                </Button>
              )}
              <Button variant="outline" onClick={clearChat} disabled={control.isPending}>
                <Trash2 className="size-4" aria-hidden /> Clear Chat
              </Button>
            </div>
            <ExportBar conversation={conversation} exchangeId={s?.exchangeId ?? null} />
          </>
        }
        interjection={
          s?.status === "paused" || s?.status === "interrupted" ? (
            <div className="flex items-center gap-3 text-gold-300 text-sm">
              The Council is {s.status === "paused" ? "paused" : "interrupted"}.
              <Button variant="outline" onClick={() => control.mutate("resume")}>
                Resume
              </Button>
            </div>
          ) : null
        }
        state={s}
        speakers={s?.members.length ?? 0}
        draft={stream.draft}
        empty={state.isPending ? "Gathering the Council…" : "The round table is quiet. Ask a question and convene the Council."}
        label="Council deliberation"
      />
    </ExchangePage>
  );
}
