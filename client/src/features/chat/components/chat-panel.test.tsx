import type { ChatMessage } from "@contract/chat";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { Toaster } from "@/shared/ui/toaster";
import { renderWithQueries } from "@/test/render";
import { bodiesSent, json, sseStream, sseTurn, stubServer } from "@/test/test-server";
import { ChatPanel } from "./chat-panel";

const MESSAGES = "/api/personalities/nova/messages";

const renderPanel = () =>
  renderWithQueries(
    <>
      <ChatPanel name="nova" displayName="Nova" />
      <Toaster />
    </>,
  );

// jsdom lays nothing out: give the scrolling list a size so the virtualiser renders its rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 384 });
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 640 });
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = () => screen.getByPlaceholderText("Speak to the Cathedral...") as HTMLTextAreaElement;
/** Unfolds the suggestions and the image box, folded until asked for (issue 38). */
const openMore = () => fireEvent.click(screen.getByRole("button", { name: "Suggestions and an image" }));
const sendButton = () => screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;

describe("chat panel", () => {
  it("says it is loading, then welcomes an empty conversation", async () => {
    let answer!: (r: Response) => void;
    stubServer({ [`GET ${MESSAGES}`]: () => new Promise<Response>((r) => (answer = r)) });
    renderPanel();
    expect(screen.getByText("Loading messages...")).toBeTruthy();
    await act(async () => answer(json([])));
    expect(await screen.findByText("Welcome to the Cathedral")).toBeTruthy();
    expect(screen.getByRole("log", { name: "Messages with Nova" })).toBeTruthy();
  });

  it("shows the personality's messages on the left with time, listen and length, the owner's on the right", async () => {
    stubServer({
      "GET /api/owner": () => json({ name: "Ada" }),
      [`GET ${MESSAGES}`]: () =>
        json([
          msg(1, { content: "Hello there" }),
          msg(2, { isFromAI: true, replyTo: 1, content: "Hi **Ada**, the stars are out", wordCount: 6 }),
        ]),
    });
    renderPanel();
    const ai = await screen.findByTestId("ai-message");
    expect(within(ai).getByText("Nova")).toBeTruthy();
    // Markdown arrives a moment later (its parser loads on demand).
    expect((await within(ai).findByText("Ada")).tagName).toBe("STRONG");
    expect(within(ai).getByTestId("length-badge").textContent).toBe("6 words");
    expect(within(ai).getByRole("button", { name: "Listen" })).toBeTruthy();
    expect(ai.querySelector("time")).toBeTruthy();
    const owner = screen.getByTestId("owner-message");
    expect(within(owner).getByText("Ada")).toBeTruthy();
    expect(owner.className).toContain("justify-end");
  });

  it("renders no raw HTML from a message", async () => {
    stubServer({
      [`GET ${MESSAGES}`]: () =>
        json([msg(2, { isFromAI: true, replyTo: 1, content: 'Hi <img src=x onerror="alert(1)"><b>bold</b> [x](javascript:alert(1))' })]),
    });
    renderPanel();
    const ai = await screen.findByTestId("ai-message");
    expect(ai.querySelector("img")).toBeNull();
    expect(ai.querySelector("b")).toBeNull();
    expect(ai.querySelector("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });

  it("keeps Send disabled while the text is blank, and Enter sends while Shift+Enter does not", async () => {
    // The server keeps what it stored: a refresh after the turn reads it back.
    const stored: ChatMessage[] = [];
    const fetch = stubServer({
      [`GET ${MESSAGES}`]: () => json(stored),
      [`POST ${MESSAGES}`]: () => {
        stored.push(msg(5, { content: "Hi Nova" }), msg(6, { isFromAI: true, replyTo: 5, content: "Hello Dreamer" }));
        return sseTurn(
          msg(5, { content: "Hi Nova" }),
          ["Hello ", "Dreamer"],
          msg(6, { isFromAI: true, replyTo: 5, content: "Hello Dreamer" }),
        );
      },
    });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "   " } });
    expect(sendButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter" });
    fireEvent.change(input(), { target: { value: "Hi Nova" } });
    fireEvent.keyDown(input(), { key: "Enter", shiftKey: true });
    expect(bodiesSent(fetch, `POST ${MESSAGES}`)).toHaveLength(0);
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(await screen.findByText("Hello Dreamer")).toBeTruthy();
    expect(bodiesSent(fetch, `POST ${MESSAGES}`)).toEqual([
      expect.objectContaining({ content: "Hi Nova", isFromAI: false, userId: 1, consciousnessMode: "sanctified", memoryContext: [] }),
    ]);
    expect(input().value).toBe("");
    const post = fetch.mock.calls.find(([url, init]) => init?.method === "POST" && String(url).endsWith(MESSAGES));
    expect(new Headers(post?.[1]?.headers).get("accept")).toBe("text/event-stream");
    // Typing told the server once (issue 30: no personality writes first mid-thought); not on every key.
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/api/presence/typing"))).toHaveLength(1);
  });

  it("streams a reply into a pending bubble, shows the processing indicator, then the reaction", async () => {
    const stream = sseStream();
    const stored: ChatMessage[] = [];
    stubServer({ [`GET ${MESSAGES}`]: () => json(stored), [`POST ${MESSAGES}`]: () => stream.response });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    openMore();
    fireEvent.click(screen.getByRole("button", { name: "What is consciousness?" }));
    expect(await screen.findByTestId("pending-reply")).toBeTruthy();
    expect(screen.getByTestId("processing-indicator").textContent).toContain("Nova is composing a reply...");
    // While the reply is written, Stop stands where Send was.
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    expect(screen.getByRole("button", { name: "Stop the reply" })).toBeTruthy();

    await act(async () => stream.push("user", { userMessage: msg(7, { content: "What is consciousness?" }), aiMessageId: 8 }));
    await act(async () => stream.push("token", { text: "A mystery " }));
    await waitFor(() => expect(screen.getByTestId("pending-reply").textContent).toContain("A mystery"));
    stored.push(msg(7, { content: "What is consciousness?" }), msg(8, { isFromAI: true, replyTo: 7, content: "A mystery of stars." }));
    await act(async () => {
      stream.push("token", { text: "of stars." });
      stream.push("done", { aiResponse: msg(8, { isFromAI: true, replyTo: 7, content: "A mystery of stars." }) });
      stream.close();
    });
    await waitFor(() => expect(screen.queryByTestId("pending-reply")).toBeNull());
    expect(screen.getByText("A mystery of stars.")).toBeTruthy();
    expect(screen.getByTestId("reaction").getAttribute("data-mood")).toBe("wonder");
    expect(screen.getByTestId("reply-announcement").textContent).toContain("Nova replied: A mystery of stars.");
  });

  it("keeps a failed message, marks it with its error and a Retry, logs and tells", async () => {
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const failedMessage = msg(9, { content: "Are you there?", status: "failed", error: "The model server refused the connection" });
    let stored: ChatMessage[] = [];
    const fetch = stubServer({
      [`GET ${MESSAGES}`]: () => json(stored),
      [`POST ${MESSAGES}`]: () => {
        stored = [failedMessage];
        const s = sseStream();
        s.push("user", { userMessage: msg(9, { content: "Are you there?", status: "pending" }), aiMessageId: 10 });
        s.push("failed", { message: "The model server refused the connection", providerStatus: null, userMessage: failedMessage });
        s.close();
        return s.response;
      },
      "POST /api/messages/9/retry": () => {
        stored = [msg(9, { content: "Are you there?" }), msg(11, { isFromAI: true, replyTo: 9, content: "Yes, always." })];
        return sseTurn(msg(9, { content: "Are you there?" }), ["Yes."], msg(11, { isFromAI: true, replyTo: 9, content: "Yes, always." }));
      },
    });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    fireEvent.change(input(), { target: { value: "Are you there?" } });
    fireEvent.click(sendButton());
    const owner = await screen.findByTestId("message-error");
    expect(owner.textContent).toContain("The model server refused the connection");
    expect(screen.getByTestId("owner-message").getAttribute("data-status")).toBe("failed");
    expect(errorLog).toHaveBeenCalledWith(expect.stringMatching(/^Failed to send message: 502 /));
    expect((await screen.findByTestId("toast")).textContent).toContain("Message Failed");

    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Yes, always.")).toBeTruthy();
    expect(screen.queryByTestId("message-error")).toBeNull();
    expect(bodiesSent(fetch, "POST /api/messages/9/retry")).toHaveLength(1);
  });

  it("gives the words back when the message never reached the server", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubServer({ [`GET ${MESSAGES}`]: () => json([]), [`POST ${MESSAGES}`]: () => json({ message: "Message cannot be empty" }, 400) });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    fireEvent.change(input(), { target: { value: "Lost words?" } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(input().value).toBe("Lost words?"));
  });

  it("refuses a file that is not an image", async () => {
    stubServer({ [`GET ${MESSAGES}`]: () => json([]) });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    openMore();
    fireEvent.change(screen.getByTestId("image-input"), { target: { files: [file] } });
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("Invalid File Type");
    expect(toast.textContent).toContain("Please upload an image file (JPG, PNG, GIF, etc.)");
    expect((screen.getByRole("button", { name: "Upload" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a chosen image's name and size in MB", async () => {
    stubServer({ [`GET ${MESSAGES}`]: () => json([]) });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    const file = new File([new Uint8Array(1536 * 1024)], "sky.png", { type: "image/png" });
    openMore();
    fireEvent.change(screen.getByTestId("image-input"), { target: { files: [file] } });
    expect(screen.getByTestId("image-file-info").textContent).toBe("sky.png · 1.50 MB");
    expect((screen.getByRole("button", { name: "Upload" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("puts a shared text file into the message with its name and size in KB", async () => {
    stubServer({ [`GET ${MESSAGES}`]: () => json([]) });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    const file = new File(["x = 1\n".repeat(300)], "script.py", { type: "text/x-python" });
    fireEvent.change(screen.getByTestId("share-file-input"), { target: { files: [file] } });
    await waitFor(() => expect(input().value).toContain("📄 Shared file: script.py (1.8 KB)"));
    expect(input().value).toContain("x = 1");
  });

  it("deletes with an Undo in the toast", async () => {
    const fetch = stubServer({
      [`GET ${MESSAGES}`]: () => json([msg(1, { content: "Delete me" }), msg(2, { isFromAI: true, replyTo: 1, content: "Reply" })]),
      "DELETE /api/messages/1": () => json({ ids: [1, 2] }),
      "POST /api/messages/1/restore": () => json({ ids: [1, 2] }),
    });
    renderPanel();
    const owner = await screen.findByTestId("owner-message");
    fireEvent.click(within(owner).getByRole("button", { name: "Delete message" }));
    await waitFor(() => expect(screen.queryByText("Delete me")).toBeNull());
    expect(screen.queryByText("Reply")).toBeNull();
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("Your message and its reply were removed.");
    fireEvent.click(within(toast).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Delete me")).toBeTruthy();
    expect(fetch.mock.calls.some(([u, i]) => String(u) === "/api/messages/1/restore" && i?.method === "POST")).toBe(true);
  });

  it("refreshes the messages and the memory stats after a turn", async () => {
    const stored: ChatMessage[] = [];
    stubServer({
      [`GET ${MESSAGES}`]: () => json(stored),
      [`POST ${MESSAGES}`]: () => sseTurn(msg(1), ["Hi"], msg(2, { isFromAI: true, replyTo: 1, content: "Hi" })),
    });
    const { client } = renderPanel();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    await screen.findByText("Welcome to the Cathedral");
    openMore();
    fireEvent.click(screen.getByRole("button", { name: "Show Cathedral status" }));
    await waitFor(() => {
      const keys = invalidate.mock.calls.map(([f]) => JSON.stringify(f?.queryKey));
      expect(keys).toEqual(expect.arrayContaining(['["/api/personalities","nova","messages"]', '["/api/memory-stats"]']));
    });
  });

  it("Stop stops the reply being written: the server is asked, and the kept reply shows as interrupted", async () => {
    const stream = sseStream();
    const stored: ChatMessage[] = [];
    const fetch = stubServer({
      [`GET ${MESSAGES}`]: () => json(stored),
      [`POST ${MESSAGES}`]: () => stream.response,
      "POST /api/messages/8/stop": () => {
        const kept = msg(8, { isFromAI: true, replyTo: 7, content: "A mystery", interrupted: true });
        stored.push(msg(7, { content: "What is consciousness?" }), kept);
        stream.push("done", { aiResponse: kept });
        stream.close();
        return json({ stopped: true, replies: [kept] });
      },
    });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    openMore();
    fireEvent.click(screen.getByRole("button", { name: "What is consciousness?" }));
    await act(async () => stream.push("user", { userMessage: msg(7, { content: "What is consciousness?" }), aiMessageId: 8 }));
    await act(async () => stream.push("token", { text: "A mystery" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stop the reply" }));
    await waitFor(() => expect(screen.queryByTestId("pending-reply")).toBeNull());
    const stops = fetch.mock.calls.filter(([url, init]) => String(url).endsWith("/api/messages/8/stop") && init?.method === "POST");
    expect(stops).toHaveLength(1);
    const reply = await screen.findByTestId("ai-message");
    expect(within(reply).getByTestId("interrupted-mark").textContent).toBe("interrupted");
    expect(within(reply).getByText("A mystery")).toBeTruthy();
    expect(sendButton()).toBeTruthy();
  });

  it("reads a reply aloud as it is written when read-aloud is on, the first sentence before the reply ends", async () => {
    localStorage.setItem("citadel-read-aloud", "true");
    const speak = vi.fn();
    vi.stubGlobal("speechSynthesis", { speak, cancel: vi.fn() });
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        rate = 1;
        pitch = 1;
        volume = 1;
        lang = "";
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(readonly text: string) {}
      },
    );
    const stream = sseStream();
    stubServer({
      [`GET ${MESSAGES}`]: () => json([]),
      [`POST ${MESSAGES}`]: () => stream.response,
      "GET /api/voice-servers": () => json({ voices: { aeris: null, nova: null, musashi: null, socrates: null } }),
    });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    openMore();
    fireEvent.click(screen.getByRole("button", { name: "What is consciousness?" }));
    await act(async () => stream.push("user", { userMessage: msg(1), aiMessageId: 2 }));
    await act(async () => stream.push("token", { text: "Hello, *Dreamer*. The stars" }));
    // The first sentence is spoken while the reply is still being written.
    await waitFor(() => expect(speak).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(speak.mock.calls[0]?.[0]).toMatchObject({ text: "Hello, Dreamer.", rate: 1, pitch: 1.2, volume: 0.8 });
    expect(screen.getByTestId("pending-reply")).toBeTruthy();
    await act(async () => {
      stream.push("token", { text: " are out." });
      stream.push("done", { aiResponse: msg(2, { isFromAI: true, replyTo: 1, content: "Hello, *Dreamer*. The stars are out." }) });
      stream.close();
    });
    await waitFor(() => expect(screen.queryByTestId("pending-reply")).toBeNull());
  });

  it("dictates into the message with the browser's speech recognition", async () => {
    const started: { lang: string; continuous: boolean; interimResults: boolean }[] = [];
    class FakeRecognition {
      lang = "";
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((e: { results: { transcript: string }[][] }) => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        started.push({ lang: this.lang, continuous: this.continuous, interimResults: this.interimResults });
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: "under the stars" }]] });
          this.onend?.();
        }, 10);
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    stubServer({ [`GET ${MESSAGES}`]: () => json([]) });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    fireEvent.change(input(), { target: { value: "Meet me" } });
    fireEvent.click(screen.getByRole("button", { name: "Voice input" }));
    expect(started).toEqual([{ lang: "en-US", continuous: false, interimResults: false }]);
    await waitFor(() => expect(input().value).toBe("Meet me under the stars"));
    expect((await screen.findByTestId("toast")).textContent).toContain("Voice Input Received");
    expect(screen.getByRole("button", { name: "Voice input" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("says so when the browser has no speech recognition", async () => {
    stubServer({ [`GET ${MESSAGES}`]: () => json([]) });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    fireEvent.click(screen.getByRole("button", { name: "Voice input" }));
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("Speech Recognition Not Supported");
    expect(toast.textContent).toContain("Please use Chrome or Edge for voice input");
  });

  it("attaches a stored memory as a quote, and says when there are none", async () => {
    let memories: unknown = null;
    stubServer({
      [`GET ${MESSAGES}`]: () => json([]),
      "GET /api/memory/nova/items": () => (memories ? json(memories) : json({ error: "not_found", message: "No API route" }, 404)),
    });
    renderPanel();
    await screen.findByText("Welcome to the Cathedral");
    fireEvent.click(screen.getByRole("button", { name: "Attach Memory" }));
    expect(await screen.findByText("No memories to attach yet")).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    memories = {
      core: "public",
      nextBefore: null,
      items: [
        {
          id: 3,
          role: "user",
          content: "We watched the comet\ntogether",
          createdAt: "2025-01-01T00:00:00Z",
          importance: 8,
          core: "public",
        },
      ],
    };
    fireEvent.change(input(), { target: { value: "Remember this?" } });
    fireEvent.click(screen.getByRole("button", { name: "Attach Memory" }));
    fireEvent.click(await screen.findByRole("button", { name: /We watched the comet/ }));
    expect(input().value).toBe("Remember this?\n\n> We watched the comet\n> together");
  });
});
