/** One line of a benchmark conversation, said by the owner or the personality at `at`. */
export type BenchTurn = { id: string; speaker: "owner" | "persona"; name: string; at: string; text: string };

export type QuestionKind = "single" | "multi" | "temporal" | "inference";
export const QUESTION_KINDS: readonly QuestionKind[] = ["single", "multi", "temporal", "inference"];

/** A question asked after the conversation; `evidence` names the turns that hold its answer. */
export type BenchQuestion = {
  id: string;
  kind: QuestionKind;
  /** Fixed by compose.ts's rule: within a conversation, alternate questions of each kind. Never tune on "held-out". */
  half: "tuning" | "held-out";
  question: string;
  answer: string;
  evidence: string[];
};

export type BenchConversation = {
  id: string;
  personality: "aeris" | "nova" | "musashi";
  persona: string;
  owner: string;
  turns: BenchTurn[];
  questions: BenchQuestion[];
};
