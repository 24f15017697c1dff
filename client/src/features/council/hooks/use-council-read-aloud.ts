import { COUNCIL_SPEECH, COUNCIL_TEXT, type ExchangeMessage } from "@contract/exchanges";
import type { PersonalityName } from "@contract/personalities";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Draft } from "@/shared/exchanges/hooks/use-exchange-stream";
import { toast } from "@/shared/ui/toast-store";
import { createSentenceSpeaker, type SentenceSpeaker } from "@/shared/voice/sentence-speaker";
import { canSpeak, speakQueued, stopSpeech } from "@/shared/voice/speech-queue";

/** A member's own voice (a seed's, or a companion's, issue 31); the owner's question is read in the council's. */
const speakerOf = (personality: string): PersonalityName =>
  personality === "owner" || personality === "citadel" ? "council" : personality;
const lineKey = (personality: string, cycle: number) => `${personality}:${cycle}`;

type Session = { exchangeId: number | null; following: { key: string; speaker: SentenceSpeaker } | null; unfinished: number };

/**
 * Read Aloud (spec 001): every message, one after another, each in its speaker's own voice at the council's rate,
 * pitch and volume; Stop ends it. While the Council still deliberates, each new line is spoken as it is written, a
 * sentence at a time (issue 29), and reading ends once the Council is done and the last line has been spoken.
 */
export function useCouncilReadAloud(active: boolean) {
  const [reading, setReading] = useState(false);
  const session = useRef<Session | null>(null);
  const activeNow = useRef(active);
  activeNow.current = active;

  const stop = useCallback(() => {
    session.current?.following?.speaker.stop();
    session.current = null;
    stopSpeech();
    setReading(false);
  }, []);

  const endIfDone = useCallback((s: Session) => {
    if (session.current === s && s.unfinished === 0 && !s.following && !activeNow.current) {
      session.current = null;
      setReading(false);
    }
  }, []);

  const track = useCallback(
    (s: Session, speech: Promise<void>) => {
      s.unfinished++;
      speech
        .catch(() => {
          if (session.current !== s) return;
          stop();
          toast({ ...COUNCIL_TEXT.speechError, variant: "destructive" });
        })
        .finally(() => {
          s.unfinished--;
          endIfDone(s);
        });
    },
    [endIfDone, stop],
  );

  /** The words of the line being written: spoken as its sentences complete. */
  const onToken = useCallback(
    (token: Draft) => {
      const s = session.current;
      if (!s || (s.exchangeId !== null && token.exchangeId !== s.exchangeId)) return;
      const key = lineKey(token.personality, token.cycleNumber);
      if (s.following?.key !== key) {
        s.following?.speaker.end();
        let failed: Error | null = null;
        const speaker = createSentenceSpeaker({
          personality: speakerOf(token.personality),
          prosody: COUNCIL_SPEECH,
          onError: (e) => (failed = e),
        });
        s.following = { key, speaker };
        track(
          s,
          speaker.done.then(() => {
            if (failed) throw failed;
          }),
        );
      }
      s.following.speaker.push(token.text);
    },
    [track],
  );

  /** A line stored: the one being followed is complete; one that came without its words is spoken whole. */
  const onLine = useCallback(
    (line: ExchangeMessage) => {
      const s = session.current;
      if (!s || line.role === "note") return;
      if (s.following?.key === lineKey(line.personality, line.cycleNumber)) {
        s.following.speaker.end();
        s.following = null;
        endIfDone(s);
      } else {
        track(s, speakQueued(line.content, speakerOf(line.personality), { prosody: COUNCIL_SPEECH }));
      }
    },
    [endIfDone, track],
  );

  function read(conversation: readonly ExchangeMessage[], exchangeId: number | null, draft: Draft | null) {
    const said = conversation.filter((m) => m.role !== "note");
    if (said.length === 0 && !draft) return toast({ ...COUNCIL_TEXT.noDialogue, variant: "destructive" });
    if (!canSpeak()) return toast({ ...COUNCIL_TEXT.speechNotSupported, variant: "destructive" });
    stop();
    const s: Session = { exchangeId, following: null, unfinished: 0 };
    session.current = s;
    setReading(true);
    for (const m of said) track(s, speakQueued(m.content, speakerOf(m.personality), { prosody: COUNCIL_SPEECH }));
    if (draft) onToken(draft);
    endIfDone(s);
  }

  // The Council fell quiet while nothing was left to say: reading ends.
  useEffect(() => {
    if (!active && session.current) endIfDone(session.current);
  }, [active, endIfDone]);

  return { reading, read, stop, onToken, onLine };
}
