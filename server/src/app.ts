import path from "node:path";
import { CARD_IMPORT_PATH } from "@contract/cards";
import { IMPORT_PATH, SILLYTAVERN_IMPORT_PATH, SILLYTAVERN_MAX_BYTES } from "@contract/export";
import { PUSH_BODY_MAX_BYTES, PUSH_SUBSCRIPTIONS_PATH } from "@contract/push";
import { SERVICE_WORKER_PATH } from "@contract/pwa";
import { TEXT } from "@contract/texts";
import { TRANSCRIBE_PATH } from "@contract/transcription";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { analyticsRoutes, milestoneRoutes } from "./analytics";
import type { AppDeps } from "./app-deps";
import { BACKUP_UPLOAD_MAX_BYTES, BACKUP_UPLOAD_PATH, backupRoutes, exportRoutes, legacyRoutes } from "./archive";
import { groupRoutes, messageRoutes } from "./chat";
import { codeRoutes } from "./code";
import { cardRoutes, companionRoutes } from "./companions";
import { exchangeRoutes } from "./exchanges";
import { followUpRoutes } from "./follow-ups";
import { journalRoutes } from "./journal";
import { embeddingRoutes, memoryRoutes } from "./memory";
import { providerRoutes } from "./models/connection/provider.routes";
import { localModelRoutes } from "./models/local/local-model.routes";
import { activityRoutes, pushRoutes } from "./notify";
import { consciousnessRoutes, ownerRoutes, personalityRoutes } from "./personas";
import { isValidSession } from "./platform/access/access";
import { readSessionToken, sessionRoutes } from "./platform/access/session.routes";
import { AppError } from "./platform/errors";
import { limitBody } from "./platform/http/body-limit";
import { compressForOtherMachines } from "./platform/http/compress";
import { handleError } from "./platform/http/errors";
import { drawnFirstPage, rendererLoader } from "./platform/http/first-page";
import { hostGuard, knownHostnames, sameOriginGuard, securityHeaders } from "./platform/http/security";
import { statusRoutes } from "./status.routes";
import { transcriptionRoutes, voiceRoutes } from "./voice";

/** Requests carry at most a shrunk image (800 px JPEG) plus text; anything larger is refused before parsing. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono();

  app.onError(handleError);
  app.use(hostGuard(knownHostnames(config.host, config.allowedHosts)));
  app.use(securityHeaders());
  app.use(compressForOtherMachines());

  app.use("/api/*", sameOriginGuard());
  const limit = limitBody(MAX_BODY_BYTES, "The request body is too large");
  // Some uploads have limits of their own. A voice recording and an archive to import are checked by their routes,
  // after the session, while the body streams (null here).
  const ownLimits = new Map<string, MiddlewareHandler | null>([
    [TRANSCRIBE_PATH, null],
    [IMPORT_PATH, null],
    [CARD_IMPORT_PATH, null],
    [BACKUP_UPLOAD_PATH, limitBody(BACKUP_UPLOAD_MAX_BYTES, "The backup file is too large")],
    [SILLYTAVERN_IMPORT_PATH, limitBody(SILLYTAVERN_MAX_BYTES, "The chat file is too large to import")],
    [PUSH_SUBSCRIPTIONS_PATH, limitBody(PUSH_BODY_MAX_BYTES, "The subscription is too large")],
  ]);
  app.use("/api/*", (c, next) => {
    const own = ownLimits.get(c.req.path);
    if (own === null) return next();
    return (own ?? limit)(c, next);
  });
  app.use("/api/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  // The session routes decide for themselves; everything after this point needs a signed-in browser.
  app.route("/api/session", sessionRoutes(deps));
  app.use("/api/*", async (c, next) => {
    if (!isValidSession(db, clock, readSessionToken(c))) throw new AppError("unauthorized", TEXT.signInRequired);
    await next();
  });
  app.route("/api/personalities", personalityRoutes(deps));
  app.route("/api/companions", companionRoutes(deps));
  app.route("/api", messageRoutes(deps));
  app.route("/api", groupRoutes(deps));
  app.route("/api", followUpRoutes(deps));
  app.route("/api/owner", ownerRoutes(deps));
  app.route("/api/local-model", localModelRoutes(deps));
  app.route("/api/memory", memoryRoutes(deps));
  app.route("/api", consciousnessRoutes(deps));
  app.route("/api", statusRoutes(deps));
  app.route("/api", providerRoutes(deps));
  app.route("/api", transcriptionRoutes(deps));
  app.route("/api", voiceRoutes(deps));
  app.route("/api/embeddings", embeddingRoutes(deps));
  app.route("/api", exchangeRoutes(deps));
  app.route("/api/journal", journalRoutes(deps));
  app.route("/api/backups", backupRoutes(deps));
  app.route("/api", codeRoutes(deps));
  app.route("/api/analytics", analyticsRoutes(deps));
  app.route("/api/milestones", milestoneRoutes(deps));
  app.route("/api", exportRoutes(deps));
  app.route("/api/activity", activityRoutes(deps));
  app.route("/api/push", pushRoutes(deps));
  app.route("/api", legacyRoutes(deps));
  app.route("/api/cards", cardRoutes(deps));
  app.all("/api/*", (c) => {
    throw new AppError("not_found", `No API route ${c.req.method} ${c.req.path}`);
  });

  const root = path.relative(process.cwd(), config.clientDistDir) || ".";
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root, precompressed: true }),
  );
  // The service worker and the manifest are reachable before sign-in (a browser installs the app from the gate), and the
  // worker is always checked with the server, so a new version is found at the next visit.
  app.use(SERVICE_WORKER_PATH, async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "no-cache");
  });
  app.use(
    "*",
    drawnFirstPage({
      app,
      indexFile: path.join(config.clientDistDir, "index.html"),
      loadRenderer: rendererLoader(config.firstPageRenderer),
      signedIn: (c) => isValidSession(db, clock, readSessionToken(c)),
    }),
  );
  app.use("*", serveStatic({ root, precompressed: true }));
  // Every other page is the single-page app; the client router decides (and shows the 404 page).
  app.get("*", serveStatic({ root, path: "index.html", precompressed: true }), (c) =>
    c.text("The client is not built. Run `npm run build` (npm start does this for you).", 503),
  );
  return app;
}
