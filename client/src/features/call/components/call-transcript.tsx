import { CALL_TEXT } from "@contract/voice-call";
import { useEffect, useRef } from "react";
import type { TranscriptLine } from "../logic/call-session";

/** The call's words as they form: the owner's and each reply's, the reply growing as it streams. */
export function CallTranscript({
  lines,
  interim,
  nameOf,
}: {
  lines: TranscriptLine[];
  interim: string;
  nameOf: (speaker: string) => string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const last = lines.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest words as they arrive.
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [lines.length, last?.text, interim]);
  return (
    <section
      aria-label={CALL_TEXT.transcript}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      data-testid="call-transcript"
      className="min-h-0 flex-1 overflow-y-auto rounded-lg border border-night-700 bg-night-850 p-3 focus-visible:outline-2 focus-visible:outline-gold-300"
    >
      <ol className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.id} data-speaker={line.speaker} className={line.speaker === "owner" ? "text-mist" : "text-gold-300"}>
            <span className="font-semibold">{line.speaker === "owner" ? CALL_TEXT.you : nameOf(line.speaker)}: </span>
            {line.text}
            {line.interrupted && <span className="text-mist-dim"> {CALL_TEXT.interrupted}</span>}
          </li>
        ))}
        {interim && (
          <li data-speaker="owner" className="text-mist-dim italic">
            <span className="font-semibold">{CALL_TEXT.you}: </span>
            {interim}
          </li>
        )}
        <li ref={end} aria-hidden className="h-0" />
      </ol>
    </section>
  );
}
