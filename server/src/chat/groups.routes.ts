import type { StopReplyResponse } from "@contract/chat";
import { groupTurnParamSchema } from "@contract/chat-schemas";
import type { GroupTurn } from "@contract/trinity";
import { groupPageQuerySchema } from "@contract/trinity-schemas";
import { Hono } from "hono";
import { validate } from "../platform/http/validate";
import type { ChatDeps } from "./chat";
import { listGroupTurns } from "./group-turns";
import { stopGroupTurn } from "./stop-reply";

/** The Trinity group's history; its messages are sent through each sister's own messages route. */
export function groupRoutes(deps: ChatDeps) {
  const app = new Hono();
  app.get("/groups/trinity/messages", validate("query", groupPageQuerySchema), (c) =>
    c.json<GroupTurn[]>(listGroupTurns(deps.db, c.req.valid("query"))),
  );
  // Issue 29: both sisters' replies of a turn stopped while they are written; each keeps what was written.
  app.post("/groups/trinity/turns/:groupTurn/stop", validate("param", groupTurnParamSchema), async (c) =>
    c.json<StopReplyResponse>(await stopGroupTurn(deps, c.req.valid("param").groupTurn)),
  );
  return app;
}
