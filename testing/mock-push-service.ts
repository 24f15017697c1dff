import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for a push service (FCM, Mozilla's autopush, Apple's): plain HTTP on a local port, recording every
 * message the Citadel POSTs and answering with the statuses a test scripts. With it, a test is the device: it makes a
 * subscription's keys (`newDevice`), decrypts what arrived with them (RFC 8291) and checks the VAPID JWT (RFC 8292),
 * all with node:crypto, independently of the web-push library the server uses.
 */
export type PushedMessage = { path: string; headers: IncomingMessage["headers"]; body: Buffer };

export type MockPushService = {
  /** The origin (http://127.0.0.1:port): the server accepts its endpoints when WEB_PUSH_TEST_ORIGIN names it. */
  origin: string;
  received: PushedMessage[];
  /** The statuses a path answers, one per message, the last repeating (201 when none). */
  answer: (path: string, ...statuses: number[]) => void;
  close: () => Promise<void>;
};

export async function startMockPushService(port = 0): Promise<MockPushService> {
  const received: PushedMessage[] = [];
  const scripts = new Map<string, number[]>();
  const server = createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const c of req) parts.push(c as Buffer);
    const path = req.url ?? "/";
    received.push({ path, headers: req.headers, body: Buffer.concat(parts) });
    const script = scripts.get(path) ?? [];
    const status = (script.length > 1 ? script.shift() : script[0]) ?? 201;
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path, ...statuses) => scripts.set(path, statuses),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A device: its P-256 key pair and authentication secret, and the subscription a browser would send for it. */
export function newDevice(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } },
  };
}
export type Device = ReturnType<typeof newDevice>;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 §3-4 with RFC 8188's aes128gcm record: what the device reads from a message, or a thrown error. */
export function decryptPush(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  if (cipherText.length > recordSize) throw new Error("more than one record");
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT's ES256 signature checked with k. */
export function readVapid(authorization: string | undefined): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt = "", k = ""] = match;
  const [header = "", claims = "", signature = ""] = jwt.split(".");
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID JWT's signature does not verify");
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") throw new Error("the VAPID JWT is not ES256");
  return { publicKey: k, claims: JSON.parse(Buffer.from(claims, "base64url").toString()) };
}
