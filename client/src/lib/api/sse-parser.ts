/** One Server-Sent Event: its type ("message" when the stream names none) and its data lines joined by "\n". */
export type SseEvent = { event: string; data: string; id?: string };

export type SseParser = {
  /** Feeds the next piece of the stream; returns the events it completed. */
  push: (chunk: string) => SseEvent[];
  /** The stream has ended: a last event without its blank line is dropped, as the standard says. */
  end: () => SseEvent[];
};

/**
 * A parser for the text/event-stream format (WHATWG HTML, "Server-sent events"): lines end in CRLF, LF or CR, a blank
 * line dispatches the event, "event:", "data:" and "id:" fields, ":" comments, one optional space after the colon.
 * Pieces may split anywhere, including between a CR and its LF.
 */
export function createSseParser(): SseParser {
  let buffer = "";
  let skipLeadingLf = false;
  let event = "";
  let data: string[] = [];
  let hasData = false;
  let id: string | undefined;

  const dispatch = (out: SseEvent[]) => {
    if (hasData) out.push({ event: event || "message", data: data.join("\n"), ...(id === undefined ? {} : { id }) });
    event = "";
    data = [];
    hasData = false;
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === "") return dispatch(out);
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") {
      data.push(value);
      hasData = true;
    } else if (field === "id" && !value.includes("\0")) id = value;
  };

  return {
    push(chunk) {
      const out: SseEvent[] = [];
      let text = chunk;
      if (skipLeadingLf && text.startsWith("\n")) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== "\n" && c !== "\r") continue;
        line(buffer.slice(start, i), out);
        if (c === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else skipLeadingLf = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    end() {
      buffer = "";
      event = "";
      data = [];
      hasData = false;
      return [];
    },
  };
}
