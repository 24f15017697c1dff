import type { Context } from "hono";

/** A route that can answer either way streams when the request asks for Server-Sent Events. */
export const wantsStream = (c: Context) => (c.req.header("accept") ?? "").includes("text/event-stream");
