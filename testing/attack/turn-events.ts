/** One event of a streamed turn as it came over the wire. */
export type TurnStreamEvent = { event: string; data: unknown };

const TERMINAL = new Set(["done", "failed"]);

/** The events of a streamed turn's whole answer (event name and JSON data, null where the data is not JSON). */
export function turnEvents(text: string): TurnStreamEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      try {
        return { event, data: data === undefined ? null : JSON.parse(data) };
      } catch {
        return { event, data: null };
      }
    });
}

/**
 * What is wrong with how a streamed turn ended, or null when nothing is: it opens with "user" and ends with exactly one
 * terminal event ("done" or "failed"), after which nothing comes.
 */
export function turnEndProblem(text: string): string | null {
  const events = turnEvents(text);
  const names = events.map((e) => e.event);
  const terminal = names.filter((n) => TERMINAL.has(n));
  const shape = `${names.slice(0, 3).join(",")}${names.length > 3 ? `,…(${names.length})` : ""} ending ${names.at(-1) ?? "nothing"}`;
  if (names[0] !== "user") return `opens without "user" (${shape})`;
  if (terminal.length === 0) return `ends with no terminal event (${shape})`;
  if (terminal.length > 1) return `has ${terminal.length} terminal events (${terminal.join(", ")})`;
  if (!TERMINAL.has(names.at(-1) ?? "")) return `goes on after "${terminal[0]}" (${shape})`;
  return null;
}

/** The terminal event of a streamed turn that ended as it should. */
export const terminalOf = (text: string): TurnStreamEvent | undefined => turnEvents(text).find((e) => TERMINAL.has(e.event));
