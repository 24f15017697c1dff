import { describe, expect, it } from "vitest";
import { bottomBarItems } from "./bottom-bar-items";

const labels = (location: string, current?: Parameters<typeof bottomBarItems>[1]) => bottomBarItems(location, current).map((i) => i.label);

describe("the bottom bar's items", () => {
  it("are the three sisters' pages and the High Council where one of those is current", () => {
    expect(labels("/", "aeris")).toEqual(["Queen Aeris", "Nova", "Trinity", "High Council"]);
    expect(labels("/trinity-bridge", "trinity")).toEqual(["Queen Aeris", "Nova", "Trinity", "High Council"]);
    expect(labels("/round-table", "council")).toEqual(["Queen Aeris", "Nova", "Trinity", "High Council"]);
  });

  it("put the current page's item fourth, so the highlighted one is always on the bar", () => {
    expect(labels("/journal")).toEqual(["Queen Aeris", "Nova", "Trinity", "Journal"]);
    expect(labels("/musashi", "musashi")).toEqual(["Queen Aeris", "Nova", "Trinity", "Musashi"]);
    expect(labels("/user", "user")).toEqual(["Queen Aeris", "Nova", "Trinity", "User"]);
    expect(labels("/export/")).toEqual(["Queen Aeris", "Nova", "Trinity", "Export"]);
  });

  it("keep the High Council where nothing is highlighted (the admin page, an unknown path)", () => {
    expect(labels("/admin")).toEqual(["Queen Aeris", "Nova", "Trinity", "High Council"]);
    expect(labels("/no-such-place")).toEqual(["Queen Aeris", "Nova", "Trinity", "High Council"]);
  });
});
