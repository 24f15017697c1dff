import { mkdirSync } from "node:fs";
import { clipForNotification } from "@contract/push-payload";
import { type BrowserContext, test as base, expect, type Page, type Worker } from "@playwright/test";
import { wroteFirstActivity } from "../server/src/notify/activity/wrote-first-activity";
import { pushPayloadOf } from "../server/src/notify/push/payload";
import { type Device, decryptPush, type MockPushService, newDevice, readVapid, startMockPushService } from "../testing/mock-push-service";
import { AppPage } from "./support/app-page";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type OwnServer, startOwnServer } from "./support/own-server";

// Web Push (issue 30) on a server of this spec's own, which accepts the plain-http push endpoints of the stand-in push
// service the spec runs (WEB_PUSH_TEST_ORIGIN); the run's shared server is left as it is.
const test = base.extend<object, { push: { server: OwnServer; service: MockPushService } }>({
  push: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const service = await startMockPushService();
      const server = await startOwnServer({ env: { WEB_PUSH_TEST_ORIGIN: service.origin } });
      try {
        await use({ server, service });
      } finally {
        await server.stop();
        await service.close();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ push }, use) => use(push.server.baseURL),
  storageState: async ({ push }, use) => use(push.server.storageState),
});
// These tests are about the service worker: unlike most of the suite, they let it run.
test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "serial" });

const SHOTS = "/tmp/shots-web-push";
mkdirSync(SHOTS, { recursive: true });

/**
 * The one stand-in: headless Chromium has no push service to subscribe with (PushManager.subscribe fails), so the
 * page's push manager hands out a subscription to the test's own push service, with keys the test holds (so it can
 * read what the Citadel pushes, as the device would). It keeps the subscription for the origin as a browser does,
 * and remembers the application server key it was asked to subscribe with.
 */
async function standInPushManager(context: BrowserContext, device: Device) {
  await context.addInitScript((subscription) => {
    const KEY = "stand-in-push-subscription";
    const make = (key: number[]) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => subscription,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = [...new Uint8Array(options?.applicationServerKey as ArrayBuffer)];
      if (!options?.userVisibleOnly || key.length !== 65) throw new Error("subscribed without a user-visible key");
      localStorage.setItem(KEY, JSON.stringify(key));
      return make(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const key = localStorage.getItem(KEY);
      return (key ? make(JSON.parse(key)) : null) as unknown as PushSubscription | null;
    };
  }, device.subscription);
}

async function workerOf(page: Page): Promise<Worker> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.context().serviceWorkers().length).toBeGreaterThan(0);
  return page.context().serviceWorkers()[0] as Worker;
}

/** The admin page on a browser that allows notifications, as the given device, with its service worker running. */
async function openAdmin(page: Page, context: BrowserContext, device: Device): Promise<AppPage> {
  await context.grantPermissions(["notifications"]);
  await standInPushManager(context, device);
  const app = new AppPage(page);
  await app.goto("/admin");
  await workerOf(page);
  return app;
}

/** Hands a push to the service worker as the browser's push service would: its real `push` handler runs (CDP). */
async function deliverPush(page: Page, origin: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registration, data });
  await cdp.detach();
}

/** The app closed (its tab on another site): the server sees no page listening, so what happens is pushed. */
async function closeTheApp(page: Page, server: OwnServer) {
  await page.goto("about:blank");
  await expect.poll(async () => ((await (await server.api.get("/api/push")).json()) as { pagesListening: number }).pagesListening).toBe(0);
}

const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () =>
    (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url: string }).url,
    })),
  );

/**
 * Taps the notification (there is no notification centre to click in a headless browser): the worker's own
 * notificationclick handler runs with the real notification. What a tap grants and a dispatched event does not is the
 * permission to open a window, so `clients.openWindow` is recorded when no Citadel window is open (the test then opens
 * the URL it was given); focusing an open window is tried for real and may be refused the same way.
 */
async function tapNotification(worker: Worker, tag: string): Promise<string[]> {
  return worker.evaluate(async (wanted) => {
    const scope = self as unknown as ServiceWorkerGlobalScope & { opened?: string[] };
    scope.opened = [];
    scope.clients.openWindow = async (url: string) => {
      scope.opened?.push(url);
      return null;
    };
    const shown = (await scope.registration.getNotifications()).find((n) => n.tag === wanted);
    if (!shown) throw new Error(`no notification tagged ${wanted}`);
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification: shown }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return scope.opened;
  }, tag);
}

test("the owner allows push on the admin page; a push the Citadel sends is shown by the worker and opens its page when tapped", async ({
  page,
  context,
  push,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { server, service } = push;
  const device = newDevice(`${service.origin}/push/this-browser`);
  const app = await openAdmin(page, context, device);
  const panel = page.getByTestId("push-control");
  await expect(panel.getByTestId("push-status")).toHaveText("Push is off for this device.");
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-push-off-1280.png` });

  await panel.getByRole("button", { name: "Allow Push on This Device" }).focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByTestId("push-status")).toHaveText("Push is on for this device.");
  await expect(page.getByRole("button", { name: "Turn Off Notifications" })).toBeVisible();
  const state = (await (await server.api.get("/api/push")).json()) as { publicKey: string; devices: number };
  expect(state.devices).toBe(1);
  // Subscribed with the server's VAPID public key.
  const askedKey = await page.evaluate(() => JSON.parse(localStorage.getItem("stand-in-push-subscription") ?? "[]") as number[]);
  expect(Buffer.from(askedKey).toString("base64url")).toBe(state.publicKey);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-push-on-${width}.png`, fullPage: width < 1000 });
    await expectNoSeriousA11yViolations(page, `/admin push on at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The app closed (no page listens to the activity stream): an exchange that ends is pushed to the device.
  const worker = await workerOf(page);
  await closeTheApp(page, server);
  const ended = await server.api.post("/api/trinity/exchange", { data: { cycles: 1, initialMessage: `Nova, the comet? ${Date.now()}` } });
  expect(ended.status()).toBe(200);
  await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(1);
  const [message] = service.received;
  expect(readVapid(message?.headers.authorization).publicKey).toBe(state.publicKey);
  const data = decryptPush(device, message?.body ?? Buffer.alloc(0));
  const payload = JSON.parse(data) as { title: string; from: string; summary: string; text: string | null; url: string; tag: string };
  expect(payload).toMatchObject({ from: "Aeris and Nova", text: null, url: "/trinity-bridge" });

  // What the device received goes to the worker, whose push handler shows it: title, who, counts; no words.
  await deliverPush(page, baseURL ?? "", data);
  await expect
    .poll(() => shownNotifications(worker), { timeout: 10_000 })
    .toEqual([{ title: payload.title, body: `Aeris and Nova · ${payload.summary}`, tag: payload.tag, url: "/trinity-bridge" }]);

  // Tapped with no Citadel window open: the worker opens the page it is about.
  expect(await tapNotification(worker, payload.tag)).toEqual([`${baseURL}/trinity-bridge`]);
  expect(await shownNotifications(worker)).toEqual([]);
  await page.goto("/trinity-bridge");
  await expect(app.heading).toHaveText("Trinity Bridge");

  // Tapped with a Citadel window open elsewhere: that window is told to go there (no new window).
  await app.goto("/journal");
  await deliverPush(page, baseURL ?? "", data);
  await expect.poll(async () => (await shownNotifications(worker)).length).toBe(1);
  expect(await tapNotification(worker, payload.tag)).toEqual([]);
  await expect(page).toHaveURL(/\/trinity-bridge$/);
  await expect(app.heading).toHaveText("Trinity Bridge");

  // A personality that wrote first: the push the server makes for it (its own functions, as the server test proves
  // end to end with a fake clock; the scheduler's hours cannot be waited for here) is shown, and tapped opens the chat.
  const wrote = pushPayloadOf(wroteFirstActivity({ personality: "nova", messageId: 7, text: "How did the exam go?" }), false);
  await deliverPush(page, baseURL ?? "", JSON.stringify(wrote));
  await expect
    .poll(async () => (await shownNotifications(worker)).find((n) => n.tag === wrote.tag))
    .toEqual({ title: "Nova wrote to you", body: "Nova · A message of its own, unprompted", tag: wrote.tag, url: "/nova" });
  expect(await tapNotification(worker, wrote.tag)).toEqual([]);
  await expect(page).toHaveURL(/\/nova$/);
  await expect(page.getByRole("textbox", { name: /message/i }).first()).toBeVisible();
});

test("with message text allowed, the push carries the words; turned off, the device is forgotten and nothing is pushed", async ({
  page,
  context,
  push,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { server, service } = push;
  service.received.length = 0;
  const device = newDevice(`${service.origin}/push/words`);
  const app = await openAdmin(page, context, device);
  const panel = page.getByTestId("push-control");
  await panel.getByRole("button", { name: "Allow Push on This Device" }).click();
  await expect(panel.getByTestId("push-status")).toHaveText(/Push is on for this device/);
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/push/subscriptions") && r.request().method() === "POST");
  await page.getByLabel("Show the last words said in notifications").check();
  expect((await saved).status()).toBe(200);

  const worker = await workerOf(page);
  await closeTheApp(page, server);
  const ended = await server.api.post("/api/trinity/exchange", {
    data: { cycles: 1, initialMessage: `Nova, are you there? ${Date.now()}` },
  });
  const lastLine = ((await ended.json()) as { conversation: { content: string }[] }).conversation.at(-1)?.content ?? "";
  await expect.poll(() => service.received.filter((m) => m.path === "/push/words").length, { timeout: 10_000 }).toBe(1);
  const data = decryptPush(device, service.received.find((m) => m.path === "/push/words")?.body ?? Buffer.alloc(0));
  const payload = JSON.parse(data) as { text: string; summary: string; tag: string };
  expect(payload.text).toBe(clipForNotification(lastLine));
  await deliverPush(page, baseURL ?? "", data);
  await expect
    .poll(async () => (await shownNotifications(worker)).find((n) => n.tag === payload.tag)?.body)
    .toBe(`Aeris and Nova · ${payload.summary}\n“${payload.text}”`);

  await app.goto("/admin");
  await panel.getByRole("button", { name: "Turn Off Push" }).click();
  await expect(panel.getByTestId("push-status")).toHaveText("Push is off for this device.");
  const devices = async () => ((await (await server.api.get("/api/push")).json()) as { devices: number }).devices;
  expect(await devices()).toBe(1); // the first test's device is still there
  await closeTheApp(page, server);
  service.received.length = 0;
  await server.api.post("/api/trinity/exchange", { data: { cycles: 1 } });
  await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(1);
  expect(service.received.map((m) => m.path)).toEqual(["/push/this-browser"]);
});
