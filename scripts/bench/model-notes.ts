import { NOTES_PROMPT_OPENING } from "@contract/memory-notes";
import { toldOf } from "../../server/src/memory/notes/third-person";
import { answerNotes, notesRequest } from "../../testing/mock-notes";
import type { MockOpenAI } from "../../testing/mock-openai";

/**
 * The recall benchmarks' stand-in for a model writing memory notes (issue 37): the test mock's notes
 * (testing/mock-notes.ts: for each listed owner message, its first sentence with "I" or "my" that asks nothing, tied to
 * that message, its kind guessed from a few words), each told of the owner as a model writes a note, in the rules' words
 * (third-person.ts): "I finally finished my first full screenplay" becomes "Joanna finally finished their first full
 * screenplay", a sentence it cannot tell plainly is quoted (Joanna said: "…"). Only the noted lines are read: nothing
 * of the benchmark's questions or answers.
 */
export function modelNotes(request: string): string {
  const owner = new RegExp(`${NOTES_PROMPT_OPENING} (.+?) from their messages`).exec(request)?.[1] ?? "the owner";
  return answerNotes(request)
    .split("\n")
    .map((line) => {
      const m = /^- (\w+): (.+) \((\d+)\)$/.exec(line);
      return m ? `- ${m[1]}: ${toldOf(m[2] ?? "", owner)} (${m[3]})` : line;
    })
    .join("\n");
}

/** The mock answers each notes request with modelNotes, and everything else as scripted. */
export function mockWritesNotes(mock: MockOpenAI) {
  mock.route((body) => {
    const request = notesRequest(body);
    return request ? { kind: "reply", text: modelNotes(request) } : undefined;
  });
}
