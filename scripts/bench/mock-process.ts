// The OpenAI-compatible mock in a process of its own, so a throughput bench's load generator and the mock do not share
// one event loop. Prints its URL, then serves until killed.
// Usage: tsx scripts/bench/mock-process.ts "<reply text>" [<ms between streamed words>]
import { startMockOpenAI } from "../../testing/mock-openai";

const mock = await startMockOpenAI();
mock.script({ kind: "reply", text: process.argv[2] ?? "Welcome home, Dreamer.", chunkDelayMs: Number(process.argv[3] ?? 0) });
console.log(mock.url);
