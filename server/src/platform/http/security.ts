import os from "node:os";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);

const hostnameOf = (hostHeader: string) => {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return "";
  }
};

/** The host names a browser may legitimately use to reach us; anything else is a DNS-rebinding attempt. */
export function knownHostnames(listenHost: string, extra: readonly string[]): Set<string> {
  const names = new Set(["localhost", "127.0.0.1", "[::1]", ...extra]);
  if (WILDCARD_HOSTS.has(listenHost)) {
    names.add(os.hostname().toLowerCase());
    for (const addresses of Object.values(os.networkInterfaces())) {
      for (const a of addresses ?? []) names.add(a.family === "IPv6" ? `[${a.address}]` : a.address);
    }
  } else {
    names.add(hostnameOf(listenHost.includes(":") && !listenHost.startsWith("[") ? `[${listenHost}]` : listenHost));
  }
  return names;
}

export function hostGuard(allowed: Set<string>): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (!allowed.has(hostnameOf(host))) {
      throw new AppError("forbidden", `This server does not answer to the host name "${host}"`);
    }
    await next();
  };
}

/** State-changing requests must come from our own pages (Origin and Fetch Metadata checks). */
export function sameOriginGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header("sec-fetch-site");
      if (site && site !== "same-origin" && site !== "none") {
        throw new AppError("forbidden", "Requests from other sites are refused");
      }
      const origin = c.req.header("origin");
      const host = c.req.header("host") ?? new URL(c.req.url).host;
      if (origin && origin !== "null") {
        let originHost = "";
        try {
          originHost = new URL(origin).host;
        } catch {}
        if (originHost !== host) throw new AppError("forbidden", "Requests from other origins are refused");
      } else if (origin === "null") {
        throw new AppError("forbidden", "Requests from other origins are refused");
      }
    }
    await next();
  };
}

export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // WebAssembly may be compiled (the voice call's VAD runs Silero in onnxruntime-web's wasm, issue 29); no eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      // React and Radix set element styles at run time; no script may run inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: {
      camera: ["self"],
      microphone: ["self"],
      geolocation: [],
      payment: [],
      usb: [],
    },
    xFrameOptions: "DENY",
    // Served over plain HTTP on this machine; HSTS belongs to whatever proxy adds TLS.
    strictTransportSecurity: false,
    referrerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
  });
}
