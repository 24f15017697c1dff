import { afterEach, expect, it } from "vitest";
import { openTestDb } from "../../test/memory-db";
import { RECORD_REMEMBERED } from "./remembered";

let close = () => {};
afterEach(() => close());

it("records what a reply remembered by looking each memory up by its id, never walking the memories", () => {
  const t = openTestDb();
  close = t.close;
  const plan = (t.db.$client.prepare(`EXPLAIN QUERY PLAN ${RECORD_REMEMBERED}`).all(1, "[1,2]") as { detail: string }[]).map(
    (r) => r.detail,
  );
  expect(plan).toContain("SEARCH m USING INTEGER PRIMARY KEY (rowid=?)");
  expect(plan.some((d) => d.startsWith("SCAN m"))).toBe(false);
});
