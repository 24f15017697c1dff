import type { GroupTurn } from "@contract/trinity";
import { groupPageQuerySchema } from "@contract/trinity-schemas";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { validate } from "../http/validate";
import { listGroupTurns } from "../services/group-turns";

/** The Trinity group's history; its messages are sent through each sister's own messages route. */
export function groupRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get("/groups/trinity/messages", validate("query", groupPageQuerySchema), (c) =>
    c.json<GroupTurn[]>(listGroupTurns(deps.db, c.req.valid("query"))),
  );
  return app;
}
