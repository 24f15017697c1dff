import type {
  ChatMessage,
  MessageIdsResponse,
  SendMessageResponse,
  StopReplyResponse,
  TurnEvent,
  TurnFailureResponse,
} from "@contract/chat";
import { editMessageRequestSchema, messagePageQuerySchema, sendMessageRequestSchema, swipeRequestSchema } from "@contract/chat-schemas";
import type { RememberedResponse } from "@contract/memory";
import type { Context } from "hono";
import { Hono } from "hono";
import { rememberedFor } from "../memory";
import { getPersonality } from "../personas";
import { AppError } from "../platform/errors";
import { eventStream } from "../platform/http/event-stream";
import { idParam } from "../platform/http/id-param";
import { validate } from "../platform/http/validate";
import { wantsStream } from "../platform/http/wants-stream";
import { asTurnFailure, type ChatDeps, personalityOfRow, regenerateReply, retryMessage, type StartedTurn, sendMessage } from "./chat";
import { deleteMessage, editOwnerMessage, restoreMessage, swipeReply } from "./message-edits";
import { getMessage, listMessages, readMessageImage } from "./messages";
import { stopReply } from "./stop-reply";

/** Answers a started turn as the spec's JSON (after the reply is stored) or, when asked, as a live SSE stream. */
async function answer(c: Context, deps: ChatDeps, turn: StartedTurn) {
  if (!wantsStream(c)) {
    try {
      const aiResponse = await turn.finished;
      return c.json<SendMessageResponse>({ userMessage: { ...turn.userMessage, status: "complete" }, aiResponse });
    } catch (caught) {
      const error = asTurnFailure(caught);
      // The owner's message is kept, marked failed, and handed back so the page can offer Retry.
      const userMessage = { ...turn.userMessage, status: "failed" as const, error: error.message };
      return c.json<TurnFailureResponse>(
        { error: "provider_error", message: error.message, providerStatus: error.providerStatus, userMessage },
        502,
      );
    }
  }
  return eventStream(c, async ({ send: sendEvent, closed }) => {
    const send = (e: TurnEvent) => sendEvent(e.event, e.data);
    send({ event: "user", data: { userMessage: turn.userMessage, aiMessageId: turn.replyId } });
    // The text comes live from the hub (first what was written before we listened); the end comes from the turn's own
    // promise, which always settles: one terminal event, however the turn ended and whenever we started listening.
    const unsubscribe = deps.turns.subscribe(turn.replyId, (text) => send({ event: "token", data: { text } }));
    const ended = turn.finished.then(
      (aiResponse) => send({ event: "done", data: { aiResponse } }),
      (error: unknown) => {
        const { message, providerStatus } = asTurnFailure(error);
        send({
          event: "failed",
          data: { message, providerStatus, userMessage: { ...turn.userMessage, status: "failed", error: message } },
        });
      },
    );
    // Leaving the page stops the listening, never the reply: it is still written and stored.
    await Promise.race([ended, closed]);
    unsubscribe?.();
  });
}

export function messageRoutes(deps: ChatDeps) {
  const app = new Hono();

  app.get("/personalities/:name/messages", validate("query", messagePageQuerySchema), (c) => {
    const personality = getPersonality(deps.db, c.req.param("name"));
    return c.json<ChatMessage[]>(listMessages(deps.db, personality, c.req.valid("query")));
  });

  app.post("/personalities/:name/messages", validate("json", sendMessageRequestSchema), async (c) =>
    answer(c, deps, await sendMessage(deps, c.req.param("name"), c.req.valid("json"))),
  );

  const personalityOf = (id: number) => personalityOfRow(deps.db, getMessage(deps.db, id).personalityId);

  app.get("/messages/:id/image", idParam, (c) => {
    const image = readMessageImage(deps.db, getMessage(deps.db, c.req.valid("param").id));
    if (!image) throw new AppError("not_found", "This message has no image");
    // A message's image never changes.
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    return c.body(new Uint8Array(image.data), 200, { "Content-Type": image.mediaType });
  });
  // What the personality remembered for this reply (issue 28).
  app.get("/messages/:id/remembered", idParam, (c) => c.json<RememberedResponse>(rememberedFor(deps.db, c.req.valid("param").id)));
  app.post("/messages/:id/retry", idParam, (c) => answer(c, deps, retryMessage(deps, c.req.valid("param").id)));
  app.post("/messages/:id/regenerate", idParam, (c) => answer(c, deps, regenerateReply(deps, c.req.valid("param").id)));
  // Issue 29: the owner stops a reply while it is written; it keeps what was written, marked interrupted.
  app.post("/messages/:id/stop", idParam, async (c) => c.json<StopReplyResponse>(await stopReply(deps, c.req.valid("param").id)));
  app.post("/messages/:id/swipe", idParam, validate("json", swipeRequestSchema), (c) => {
    const { id } = c.req.valid("param");
    return c.json<ChatMessage>(swipeReply(deps.db, personalityOf(id), id, c.req.valid("json").direction));
  });
  app.patch("/messages/:id", idParam, validate("json", editMessageRequestSchema), (c) => {
    const { id } = c.req.valid("param");
    return c.json<ChatMessage>(editOwnerMessage(deps.db, deps.clock, personalityOf(id), id, c.req.valid("json").content));
  });
  app.delete("/messages/:id", idParam, (c) =>
    c.json<MessageIdsResponse>({ ids: deleteMessage(deps.db, deps.clock, c.req.valid("param").id) }),
  );
  app.post("/messages/:id/restore", idParam, (c) =>
    c.json<MessageIdsResponse>({ ids: restoreMessage(deps.db, deps.clock, c.req.valid("param").id) }),
  );

  return app;
}
