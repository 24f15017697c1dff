import http from "node:http";

export type RawRequest = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };
export type RawAnswer = { status: number; text: string; headers: http.IncomingHttpHeaders };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One HTTP request as a client on the wire would send it: any method, any path (not normalised), any body, any
 * Content-Type. Rejects after `timeoutMs` so a request the server never answers is a finding, not a stuck suite.
 */
export function rawRequest(base: string, req: RawRequest, timeoutMs = 20_000): Promise<RawAnswer> {
  const url = new URL(base);
  // Node frames a GET or DELETE body with neither length nor chunks; the length makes any body well framed.
  const headers = req.body === undefined ? req.headers : { "content-length": String(Buffer.byteLength(req.body)), ...req.headers };
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent }, (res) => {
      // A live stream never ends: its first answer is what is judged.
      if (String(res.headers["content-type"]).startsWith("text/event-stream")) {
        clearTimeout(timer);
        res.once("data", (c: Buffer) => {
          outgoing.destroy();
          resolve({ status: res.statusCode ?? 0, text: c.toString("utf8"), headers: res.headers });
        });
        return;
      }
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(parts).toString("utf8"), headers: res.headers });
      });
      res.on("error", reject);
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: ${req.method} ${req.path}`));
    }, timeoutMs);
    outgoing.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    outgoing.end(req.body);
  });
}

/** Signs in with the access code; the session cookie. */
export async function signInRaw(base: string, code: string): Promise<string> {
  const res = await rawRequest(base, {
    method: "POST",
    path: "/api/session",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  const cookie = String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed with ${res.status}: ${res.text}`);
  return cookie;
}
