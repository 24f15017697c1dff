import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { clipForNotification, type PushPayload, readPushPayload } from "@contract/push-payload";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { councilResolved } from "../../../../testing/activity-sample";
import { apiRoutes } from "../../../../testing/attack/routes";
import {
  type Device,
  decryptPush,
  type MockPushService,
  newDevice,
  readVapid,
  startMockPushService,
} from "../../../../testing/mock-push-service";
import { createTestApp, restartTestApp, type TestApp } from "../../../test/harness";
import type { Sealed } from "../../platform/secret-box";
import { readSetting } from "../../platform/settings";
import { VAPID_SETTING } from "./vapid";

let service: MockPushService;
let t: TestApp;
let call: ReturnType<TestApp["caller"]>;

beforeAll(async () => {
  service = await startMockPushService();
});
afterAll(() => service.close());
beforeEach(async () => {
  service.received.length = 0;
  t = await createTestApp({ push: { testOrigin: service.origin } });
  call = t.caller(await t.signIn());
});
afterEach(() => t.close());

const devices = async () => (await call("GET", "/api/push")).body.devices as number;
const privateKey = () => t.secrets.open((readSetting<{ privateKey: Sealed }>(t.db, VAPID_SETTING) as { privateKey: Sealed }).privateKey);
const event = councilResolved;

async function subscribe(path: string, withText = false) {
  const device = newDevice(`${service.origin}${path}`);
  const saved = await call("POST", "/api/push/subscriptions", { ...device.subscription, withText });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return device;
}

describe("the VAPID keys", () => {
  it("are made at first start, kept across a restart, and only the public key is ever answered", async () => {
    const { publicKey } = (await call("GET", "/api/push")).body as { publicKey: string };
    const point = Buffer.from(publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const secret = privateKey();
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    // Sealed at rest: the database holds neither form of the private key.
    const file = t.db.$client.serialize();
    expect(file.includes(Buffer.from(secret))).toBe(false);
    expect(file.includes(Buffer.from(secret, "base64url"))).toBe(false);
    t = await restartTestApp(t);
    call = t.caller(await t.signIn());
    expect((await call("GET", "/api/push")).body.publicKey).toBe(publicKey);
    expect(privateKey()).toBe(secret);
  });

  it("never appear, private, in an answer of any GET route", async () => {
    const secret = privateKey();
    const forms = [secret, Buffer.from(secret, "base64url").toString("base64"), Buffer.from(secret, "base64url").toString("hex")];
    const reads = apiRoutes(t.app).filter((r) => r.method === "GET" && !r.path.includes(":") && !/events|stream/.test(r.path));
    expect(reads.map((r) => r.path)).toContain("/api/push");
    const cookie = await t.signIn();
    for (const { path } of reads) {
      const res = await t.request(path, { headers: { cookie } });
      const body = Buffer.from(await res.arrayBuffer()).toString("latin1");
      for (const form of forms) expect(body, path).not.toContain(form);
    }
  });

  it("are made anew, and the devices dropped, when the sealed key can no longer be opened (secret.key replaced)", async () => {
    await subscribe("/push/old");
    const { publicKey } = (await call("GET", "/api/push")).body as { publicKey: string };
    writeFileSync(path.join(t.dir, "secret.key"), randomBytes(32).toString("base64"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    t = await restartTestApp(t);
    errors.mockRestore();
    call = t.caller(await t.signIn());
    expect((await call("GET", "/api/push")).body).toMatchObject({ publicKey: expect.not.stringMatching(publicKey), devices: 0 });
  });
});

describe("subscriptions", () => {
  it("are saved, replaced by the same endpoint, and deleted", async () => {
    expect(await devices()).toBe(0);
    const device = await subscribe("/push/a");
    await subscribe("/push/a", true);
    expect(await devices()).toBe(1);
    await subscribe("/push/b");
    expect(await devices()).toBe(2);
    const removed = await call("DELETE", "/api/push/subscriptions", { endpoint: device.subscription.endpoint });
    expect(removed).toMatchObject({ status: 200, body: { devices: 1 } });
    expect((await call("DELETE", "/api/push/subscriptions", { endpoint: "https://push.example/unknown" })).status).toBe(200);
  });

  it("refuse a bad subscription with a 400 naming what is wrong, and keep nothing", async () => {
    const good = newDevice("https://push.example/send/abc").subscription;
    const { keys } = good;
    const bad: [unknown, RegExp][] = [
      [{ ...good, endpoint: "http://push.example/send/abc" }, /https/],
      [{ ...good, endpoint: `${service.origin.replace("127.0.0.1", "localhost")}/x` }, /https/],
      [{ ...good, endpoint: "https://user:pw@push.example/send" }, /credentials/],
      [{ ...good, endpoint: "not a url" }, /endpoint/],
      [{ ...good, endpoint: `https://push.example/${"a".repeat(2100)}` }, /too long/],
      [{ ...good, keys: { ...keys, p256dh: keys.p256dh.slice(0, -2) } }, /p256dh must be 65 bytes/],
      [{ ...good, keys: { ...keys, auth: `${keys.auth}AA` } }, /auth must be 16 bytes/],
      [{ ...good, keys: { ...keys, auth: "!!!!!!!!!!!!!!!!!!!!!!" } }, /auth must be base64url/],
      [{ ...good, keys: { ...keys, p256dh: Buffer.alloc(65, 4).toString("base64url") } }, /P-256/],
      [{ ...good, keys: undefined }, /keys/],
      [{ ...good, withText: "yes" }, /withText/],
    ];
    for (const [body, message] of bad) {
      const res = await call("POST", "/api/push/subscriptions", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const huge = await t.request("/api/push/subscriptions", {
      method: "POST",
      headers: { cookie: (await t.signIn()) as string, "content-type": "application/json" },
      body: JSON.stringify({ ...good, padding: "x".repeat(5000) }),
    });
    expect(huge.status).toBe(413);
    expect(await devices()).toBe(0);
  });

  it("are refused past the most devices kept", async () => {
    for (let i = 0; i < 20; i++) await subscribe(`/push/${i}`);
    const res = await call("POST", "/api/push/subscriptions", newDevice(`${service.origin}/push/21`).subscription);
    expect(res.status).toBe(409);
    expect(await devices()).toBe(20);
  });

  it("need a session", async () => {
    expect((await t.request("/api/push")).status).toBe(401);
  });
});

describe("a push", () => {
  it("reaches each device when an exchange ends with no page open: encrypted for it, VAPID-signed, words only where allowed", async () => {
    const plain = await subscribe("/push/plain");
    const worded = await subscribe("/push/worded", true);
    const answer = await call("POST", "/api/trinity/exchange", { cycles: 1, initialMessage: "Nova, do you see the comet tonight?" });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(service.received).toHaveLength(2));
    await t.push.idle();
    const { publicKey } = (await call("GET", "/api/push")).body as { publicKey: string };
    const read = (path: string, device: typeof plain): PushPayload => {
      const message = service.received.find((m) => m.path === path);
      if (!message) throw new Error(`nothing pushed to ${path}`);
      expect(message.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", "content-type": "application/octet-stream" });
      const vapid = readVapid(message.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(service.origin);
      expect(vapid.claims.sub).toBe("mailto:tests@citadel.invalid");
      const now = Date.now() / 1000;
      expect(vapid.claims.exp).toBeGreaterThan(now);
      expect(vapid.claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
      // Not readable without the device's keys: the other device's keys do not open it.
      expect(() => decryptPush(device === plain ? worded : plain, message.body)).toThrow();
      const payload = readPushPayload(JSON.parse(decryptPush(device, message.body)));
      if (!payload) throw new Error("not a push payload");
      return payload;
    };
    const titles = read("/push/plain", plain);
    expect(titles).toEqual({
      title: expect.stringMatching(/^The Trinity Bridge (has finished|stopped under supervision)$/),
      from: "Aeris and Nova",
      summary: expect.stringMatching(/^\d+ lines? over 1 of 1 cycle$/),
      text: null,
      url: "/trinity-bridge",
      tag: expect.stringMatching(/^trinity-\d+$/),
    });
    const words = read("/push/worded", worded);
    const lines = answer.body.conversation as { content: string }[];
    expect(words).toEqual({ ...titles, text: clipForNotification(lines.at(-1)?.content ?? "") });
    expect(words.text).not.toBe("");
    // Nothing secret travels: the private key is in no header or body.
    const secret = privateKey();
    for (const m of service.received) expect(JSON.stringify(m.headers) + m.body.toString("latin1")).not.toContain(secret);
  });

  it("tells of a personality that wrote first, unprompted: its name, its chat, its words where allowed (fake clock)", async () => {
    const plain = await subscribe("/push/plain");
    const worded = await subscribe("/push/worded", true);
    const to = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    to("2026-11-24T10:00:00Z");
    expect((await call("PUT", "/api/owner/time-zone", { timeZone: "Europe/Lisbon" })).status).toBe(200);
    await t.writeFirst.run();
    await call("POST", "/api/personalities/nova/messages", { content: "I have an exam on Friday, wish me luck" });
    await t.push.idle();
    expect(service.received).toEqual([]);
    to("2026-11-27T19:00:00Z");
    const [written] = await t.writeFirst.run();
    await t.push.idle();
    const read = (path: string, device: Device) =>
      readPushPayload(JSON.parse(decryptPush(device, service.received.find((m) => m.path === path)?.body ?? Buffer.alloc(0))));
    const titles = {
      title: "Nova wrote to you",
      from: "Nova",
      summary: "A message of its own, unprompted",
      text: null,
      url: "/nova",
      tag: `personality-wrote-first-${written?.messageId}`,
    };
    expect(read("/push/plain", plain)).toEqual(titles);
    expect(read("/push/worded", worded)).toEqual({ ...titles, text: clipForNotification(written?.text ?? "") });
    expect(written?.text).toMatch(/exam/i);
  });

  it("is not sent while a page of the app listens to the activity stream (it tells the owner there)", async () => {
    await subscribe("/push/quiet");
    const res = await t.request("/api/activity/events", { headers: { cookie: await t.signIn() } });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read(); // the stream's first comment: the page is listening
    t.activity.publish(event());
    await t.push.idle();
    expect(service.received).toEqual([]);
    expect((await call("GET", "/api/push")).body.pagesListening).toBe(1);
    await reader.cancel();
    await vi.waitFor(async () => expect((await call("GET", "/api/push")).body.pagesListening).toBe(0));
    t.activity.publish(event({ id: 4 }));
    await t.push.idle();
    expect(service.received).toHaveLength(1);
  });

  it("drops a device its push service reports gone (404 or 410), and keeps the others", async () => {
    await subscribe("/push/gone");
    await subscribe("/push/missing");
    await subscribe("/push/here");
    service.answer("/push/gone", 410);
    service.answer("/push/missing", 404);
    t.activity.publish(event());
    await t.push.idle();
    expect(service.received.map((m) => m.path).sort()).toEqual(["/push/gone", "/push/here", "/push/missing"]);
    expect(await devices()).toBe(1);
    t.activity.publish(event({ id: 5 }));
    await t.push.idle();
    expect(service.received.filter((m) => m.path !== "/push/here")).toHaveLength(2);
  });

  it("is tried again when the push service is busy or unreachable, given up on a refusal, and never throws", async () => {
    await subscribe("/push/busy");
    await subscribe("/push/refused");
    service.answer("/push/busy", 503, 429, 201);
    service.answer("/push/refused", 400);
    t.activity.publish(event());
    await t.push.idle();
    const count = (path: string) => service.received.filter((m) => m.path === path).length;
    expect(count("/push/busy")).toBe(3);
    expect(count("/push/refused")).toBe(1);
    expect(await devices()).toBe(2);

    // A push service out of reach: four attempts (the first and three more), then given up; the device is kept.
    const closed = await startMockPushService();
    const origin = closed.origin;
    await closed.close();
    const away = await createTestApp({ push: { testOrigin: origin } });
    try {
      const awayCall = away.caller(await away.signIn());
      await awayCall("POST", "/api/push/subscriptions", newDevice(`${origin}/push/away`).subscription);
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      away.activity.publish(event());
      await away.push.idle();
      expect(errors.mock.calls.filter(([m]) => String(m).includes("did not go through"))).toHaveLength(4);
      expect(errors.mock.calls.flat().join(" ")).not.toContain("/push/away");
      errors.mockRestore();
      expect((await awayCall("GET", "/api/push")).body.devices).toBe(1);
    } finally {
      away.close();
    }
  });
});
