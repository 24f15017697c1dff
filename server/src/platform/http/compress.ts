import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Gzips answers to GET (history pages, exports) for browsers on another machine. On this machine compression saves
 * no time and costs some: Hono's compress streams every answer through a CompressionStream, which added 2 ms to each
 * API call. Static files are served precompressed either way.
 */
export function compressForOtherMachines(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) => {
    if (c.req.method !== "GET") return next();
    const address = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
    return address && LOOPBACK.test(address) ? next() : gzip(c, next);
  };
}
