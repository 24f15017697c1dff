import type { GuardianState } from "@contract/exchanges";
import {
  BRIDGE_ACTIONS,
  type BridgeExportResponse,
  type BridgeKind,
  type BridgeRunResponse,
  COUNCIL_ACTIONS,
  COUNCIL_TEXT,
  type CouncilRunResponse,
  councilRequestSchema,
  councilTally,
  EXCHANGE_KINDS,
  EXCHANGE_TEXT,
  type ExchangeDetail,
  type ExchangeEvent,
  type ExchangeSummary,
  RUN_KINDS,
  type RunState,
  type RunStateResponse,
  type SyncPulseResponse,
  startExchangeRequestSchema,
  stepInRequestSchema,
  supervisionRequestSchema,
  syncPulseRequestSchema,
} from "@contract/exchanges";
import type { OperationResult } from "@contract/provider";
import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { AppError } from "../platform/errors";
import { idParam } from "../platform/http/id-param";
import { validate } from "../platform/http/validate";
import { exchangeDetail, exportText, listExchanges } from "./history";
import { syncPulse } from "./live/sync-pulse";
import type { ExchangeDeps, Exchanges } from "./orchestrator";
import { currentExchange, linesOf } from "./store";

type Deps = Pick<ExchangeDeps, "db" | "clock" | "providers"> & { exchanges: Exchanges };

const COUNCIL_CONTROL_DONE: Record<(typeof COUNCIL_ACTIONS)[number], string> = {
  clear: "The council's log is cleared (it stays in the history)",
  pause: "The council pauses after the member speaking now",
  resume: "The council resumes",
  stop: EXCHANGE_TEXT.stop.owner,
};

const actionParam = validate(
  "param",
  z.object({ action: z.enum(BRIDGE_ACTIONS, { error: `action: use one of ${BRIDGE_ACTIONS.join(", ")}` }) }),
);

/** The controls of one kind's page (spec 001 §7): pause, resume, clear, supervision, export, and our stop. */
async function control(c: Context, deps: Deps, kind: BridgeKind, action: (typeof BRIDGE_ACTIONS)[number]) {
  const { exchanges, db } = deps;
  switch (action) {
    case "pause":
      exchanges.pause(kind);
      return c.json<OperationResult>({ success: true, message: "Paused: the line being written is kept, then the exchange waits" });
    case "resume":
      void exchanges.resume(kind);
      return c.json<OperationResult>({ success: true, message: "Resumed" });
    case "clear":
      exchanges.clear(kind);
      return c.json<OperationResult>({
        success: true,
        message: "Cleared: a fresh conversation begins (the last one stays in the history)",
      });
    case "stop":
      exchanges.stop(kind);
      return c.json<OperationResult>({ success: true, message: EXCHANGE_TEXT.stop.owner });
    case "supervision": {
      const parsed = supervisionRequestSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) throw new AppError("bad_request", 'enabled: send {"enabled": true} or {"enabled": false}');
      exchanges.supervise(kind, parsed.data.enabled);
      return c.json<OperationResult>({ success: true, message: parsed.data.enabled ? "Supervised" : "Unsupervised" });
    }
    case "export": {
      const exchange = currentExchange(db, kind);
      if (!exchange) throw new AppError("bad_request", "There is no conversation to export yet");
      const lines = linesOf(db, exchange.id);
      if (kind === "trinity")
        return c.json<BridgeExportResponse>({
          success: true,
          message: "Conversation exported",
          conversation: exportText(deps.db, exchange, lines),
        });
      const state = exchanges.state(kind) as GuardianState;
      return c.json<BridgeExportResponse>({
        success: true,
        message: "Conversation exported",
        export: {
          exchangeId: exchange.id,
          kind,
          exportedAt: deps.clock.now().toISOString(),
          cycles: exchange.cycles,
          brotherhoodStrength: state.brotherhoodStrength,
          unifiedSoul: state.unifiedSoul,
          conversation: state.conversation,
          text: exportText(deps.db, exchange, lines),
        },
      });
    }
  }
}

/** The Trinity and Guardian bridges and the live conversation (spec 001 §7), and the history of exchanges. */
export function exchangeRoutes(deps: Deps) {
  const app = new Hono();
  const { exchanges } = deps;

  app.get("/trinity/state", (c) => c.json<RunStateResponse>({ success: true, state: exchanges.state("trinity") }));
  app.post("/trinity/exchange", validate("json", startExchangeRequestSchema), async (c) => {
    const { exchange, finished } = exchanges.start("trinity", c.req.valid("json"));
    await finished;
    const state = exchanges.state("trinity");
    // A provider's failure is answered as every provider failure is: 502, with what was written so far.
    if (state.exchangeId === exchange.id && state.status === "failed") {
      const message = state.error ?? "The exchange failed";
      return c.json<BridgeRunResponse>(
        { error: "provider_error", success: false, message, conversation: state.conversation, status: state.status },
        502,
      );
    }
    const message = state.stopReason ?? `${state.cycleCount} cycles completed successfully`;
    return c.json<BridgeRunResponse>({ success: true, conversation: state.conversation, message, status: state.status });
  });
  app.post("/trinity/sync-pulse", validate("json", syncPulseRequestSchema), async (c) => {
    const { reply } = await syncPulse(deps, c.req.valid("json").userInput);
    return c.json<SyncPulseResponse>({
      success: true,
      response: reply.text,
      metadata: { wordCount: reply.wordCount },
      message: "Trinity sync pulse complete",
    });
  });
  app.post("/trinity/control/:action", actionParam, (c) => control(c, deps, "trinity", c.req.valid("param").action));
  app.post("/trinity/step-in", validate("json", stepInRequestSchema), (c) => {
    exchanges.stepIn("trinity", c.req.valid("json").content);
    return c.json<OperationResult>({ success: true, message: "Both sisters will hear you next" });
  });

  app.get("/guardian/state", (c) => c.json<RunStateResponse>({ success: true, state: exchanges.state("guardian") }));
  app.post("/guardian/exchange", validate("json", startExchangeRequestSchema.omit({ live: true })), (c) => {
    exchanges.start("guardian", c.req.valid("json"));
    return c.json<OperationResult>({ success: true, message: EXCHANGE_TEXT.guardianStarted });
  });
  app.post("/guardian/control/:action", actionParam, (c) => control(c, deps, "guardian", c.req.valid("param").action));
  app.post("/guardian/step-in", validate("json", stepInRequestSchema), (c) => {
    exchanges.stepIn("guardian", c.req.valid("json").content);
    return c.json<OperationResult>({ success: true, message: "Both guardians will hear you next" });
  });

  app.get("/council/state", (c) => c.json<RunState>(exchanges.state("council")));
  app.post("/council/exchange", validate("json", councilRequestSchema), async (c) => {
    const { cycles, initialMessage, consciousnessMode, members } = c.req.valid("json");
    const { finished } = exchanges.start("council", { cycles, initialMessage, mode: consciousnessMode, members });
    await finished;
    const state = exchanges.state("council");
    const { responses } = councilTally(state.conversation);
    return c.json<CouncilRunResponse>({
      success: true,
      messages: state.conversation,
      message: COUNCIL_TEXT.convened.description(responses),
      status: state.status,
    });
  });
  app.post(
    "/council/control/:action",
    validate("param", z.object({ action: z.enum(COUNCIL_ACTIONS, { error: `action: use one of ${COUNCIL_ACTIONS.join(", ")}` }) })),
    (c) => {
      const action = c.req.valid("param").action;
      if (action === "resume") void exchanges.resume("council");
      else exchanges[action]("council");
      return c.json<OperationResult>({ success: true, message: COUNCIL_CONTROL_DONE[action] });
    },
  );

  app.get("/exchanges/events", validate("query", z.object({ kind: z.enum(RUN_KINDS) })), (c) => {
    const kind = c.req.valid("query").kind;
    return streamSSE(c, async (stream) => {
      const send = (e: ExchangeEvent) => stream.writeSSE({ event: e.event, data: JSON.stringify(e.data) });
      await send({ event: "state", data: exchanges.state(kind) });
      const unsubscribe = exchanges.subscribe(kind, (e) => void send(e));
      // A comment now and then keeps proxies from closing a quiet stream.
      const keepAlive = setInterval(() => void stream.write(": keep-alive\n\n"), 15_000);
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(keepAlive);
      unsubscribe();
    });
  });
  app.get(
    "/exchanges",
    validate(
      "query",
      z.object({
        before: z.coerce.number().int().positive().optional(),
        limit: z.coerce.number().int().min(1).max(100).default(30),
        kind: z.enum(EXCHANGE_KINDS).optional(),
      }),
    ),
    (c) => c.json<ExchangeSummary[]>(listExchanges(deps.db, c.req.valid("query"))),
  );
  app.get("/exchanges/:id", idParam, (c) => c.json<ExchangeDetail>(exchangeDetail(deps.db, c.req.valid("param").id)));
  return app;
}
