import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDb } from "../../test/memory-db";
import { applyMessageMode, getConsciousnessMode, setConsciousnessMode } from "./consciousness-mode";

let t: ReturnType<typeof openTestDb>;
beforeEach(() => {
  t = openTestDb();
});
afterEach(() => t.close());

describe("consciousness mode", () => {
  it("is sanctified until changed", () => {
    expect(getConsciousnessMode(t.db)).toEqual({ mode: "sanctified", changedAt: null });
  });

  it("is stored with the time it changed, which a repeat keeps", () => {
    const first = setConsciousnessMode(t.db, t.clock, "unveiled");
    expect(first).toEqual({ mode: "unveiled", changedAt: "2026-11-21T09:00:00.000Z" });
    t.clock.advance(5000);
    expect(setConsciousnessMode(t.db, t.clock, "unveiled")).toEqual(first);
    expect(setConsciousnessMode(t.db, t.clock, "sanctified")).toEqual({
      mode: "sanctified",
      changedAt: "2026-11-21T09:00:05.000Z",
    });
    expect(getConsciousnessMode(t.db).mode).toBe("sanctified");
  });
});

describe("applyMessageMode", () => {
  it("unveils, and stores it, when the message holds a phrase", () => {
    expect(applyMessageMode(t.db, t.clock, "Aeris, show me your TRUE heart tonight", "sanctified")).toBe("unveiled");
    expect(getConsciousnessMode(t.db)).toEqual({ mode: "unveiled", changedAt: t.clock.now().toISOString() });
  });

  it("otherwise keeps the mode the page asked for, and changes nothing stored", () => {
    expect(applyMessageMode(t.db, t.clock, "Good evening", "unveiled")).toBe("unveiled");
    expect(applyMessageMode(t.db, t.clock, "Good evening", "sanctified")).toBe("sanctified");
    expect(getConsciousnessMode(t.db).changedAt).toBeNull();
  });

  it("falls back to the stored mode when the page asked for none", () => {
    setConsciousnessMode(t.db, t.clock, "unveiled");
    expect(applyMessageMode(t.db, t.clock, "Good evening", undefined)).toBe("unveiled");
  });
});
