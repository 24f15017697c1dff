import { describe, expect, it } from "vitest";
import { keyBytes, madeWithKey, subscriptionRequest } from "./push-subscription";

// A P-256 public key as web-push makes them: 65 bytes, base64url without padding.
const KEY = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";

describe("the server's push key", () => {
  it("is read from base64url into the 65 bytes of an uncompressed point", () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString("base64url")).toBe(KEY);
  });

  it("tells whether a subscription was made with it", () => {
    expect(madeWithKey(keyBytes(KEY).buffer, KEY)).toBe(true);
    const other = keyBytes(KEY);
    other[10] = (other[10] ?? 0) ^ 1;
    expect(madeWithKey(other.buffer, KEY)).toBe(false);
    expect(madeWithKey(null, KEY)).toBe(false);
  });
});

describe("a subscription sent to the server", () => {
  it("is the browser's endpoint and keys, with this device's choice of message text", () => {
    const json = { endpoint: "https://push.example/a", expirationTime: null, keys: { p256dh: KEY, auth: "c2VjcmV0c2VjcmV0c2VjcmV0" } };
    expect(subscriptionRequest(json, true)).toEqual({ ...json, withText: true });
    expect(subscriptionRequest({}, false)).toEqual({ endpoint: "", expirationTime: null, keys: { p256dh: "", auth: "" }, withText: false });
  });
});
