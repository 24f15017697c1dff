import type { TestApp } from "./harness";

/** A bulk export made now and downloaded: the archive's bytes. */
export async function bulkArchive(t: TestApp, cookie: string): Promise<Buffer> {
  const started = await t.caller(cookie)("POST", "/api/exports", { scope: "bulk" });
  await t.exports.idle();
  const file = await t.request(`/api/exports/${started.body.id}/file`, { headers: { cookie } });
  return Buffer.from(await file.arrayBuffer());
}

/** An archive imported as the Export page uploads it. */
export const importArchiveBytes = (t: TestApp, cookie: string, bytes: Buffer) =>
  t.request("/api/imports", { method: "POST", headers: { cookie, "content-type": "application/zip" }, body: new Uint8Array(bytes) });
