import { COUNCIL_TEXT, CYCLES } from "@contract/exchanges";
import { Gavel, Mic, MicOff, Upload } from "lucide-react";
import { type FormEvent, useId, useRef } from "react";
import { useSpeechInput } from "@/shared/conversation/hooks/use-speech-input";
import { Button } from "@/shared/ui/button";
import { TextArea } from "@/shared/ui/text-area";
import { toast } from "@/shared/ui/toast-store";
import { analysisRequest, readJsonFile } from "../logic/json-question";

type Props = {
  question: string;
  setQuestion: (q: string) => void;
  cycles: string;
  setCycles: (c: string) => void;
  pending: boolean;
  /** The seats cannot be filled as chosen: nothing to convene yet. */
  blocked?: boolean;
  onConvene: () => void;
};

const COUNCIL_LISTENING = { listening: COUNCIL_TEXT.listening, received: COUNCIL_TEXT.questionReceived };

/** The question (typed, dictated, or a JSON file to analyse), the cycles, and Convene Council. */
export function QuestionForm({ question, setQuestion, cycles, setCycles, pending, blocked, onConvene }: Props) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const speech = useSpeechInput((text) => setQuestion(question ? `${question} ${text}` : text), COUNCIL_LISTENING);

  async function upload(picked: File | undefined) {
    if (!picked) return;
    const read = await readJsonFile(picked);
    if ("problem" in read) {
      toast({ ...(read.problem === "type" ? COUNCIL_TEXT.invalidFileType : COUNCIL_TEXT.invalidJson), variant: "destructive" });
      return;
    }
    const request = analysisRequest(picked.name, read.data);
    setQuestion(request.question);
    toast({
      ...COUNCIL_TEXT.jsonLoaded,
      description: request.shortened ? `${picked.name} was shortened to fit the Council's attention` : picked.name,
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (question.trim() && !blocked) onConvene();
  }

  return (
    <form onSubmit={submit} aria-label="Question for the High Council" className="flex flex-col gap-3">
      <label htmlFor={`${id}-q`} className="text-sm">
        Your question for the High Council
      </label>
      <div className="flex gap-2">
        <TextArea
          id={`${id}-q`}
          rows={3}
          value={question}
          onValue={setQuestion}
          maxLength={20_000}
          placeholder="What should the Council deliberate on?"
          className="min-w-0 flex-1"
        />
        <button
          type="button"
          onClick={speech.toggle}
          aria-pressed={speech.listening}
          aria-label={speech.listening ? "Stop listening" : "Ask by voice"}
          className="self-start rounded-lg border border-night-500 p-2.5 text-mist hover:border-gold-400/60 hover:text-gold-300 aria-pressed:border-rose-400 aria-pressed:text-rose-300"
        >
          {speech.listening ? <MicOff className="size-5" aria-hidden /> : <Mic className="size-5" aria-hidden />}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm" htmlFor={`${id}-c`}>
          Cycles ({CYCLES.council.min}-{CYCLES.council.max})
          <input
            id={`${id}-c`}
            type="number"
            inputMode="numeric"
            value={cycles}
            onChange={(e) => setCycles(e.target.value)}
            className="w-24 rounded-lg border border-night-500 bg-night-950/70 px-3 py-2 text-mist"
          />
        </label>
        <Button type="submit" disabled={pending || blocked || !question.trim()}>
          <Gavel className="size-4" aria-hidden /> {pending ? "The Council deliberates…" : "Convene Council"}
        </Button>
        <Button variant="outline" onClick={() => file.current?.click()}>
          <Upload className="size-4" aria-hidden /> Upload JSON
        </Button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          className="hidden"
          aria-label="JSON file for the Council"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
    </form>
  );
}
