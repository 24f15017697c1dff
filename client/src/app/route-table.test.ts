import { NAV_ITEMS } from "@contract/navigation";
import { describe, expect, it } from "vitest";
import { findRoute, isNavItemActive, ROUTES } from "./route-table";

const item = (label: string) => {
  const found = NAV_ITEMS.find((i) => i.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe("route table", () => {
  it("lists every route of both spec documents once", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/nova",
        "/trinity",
        "/musashi",
        "/socrates",
        "/user",
        "/round-table",
        "/map-of-lights",
        "/artifacts-vault",
        "/guardian-bridge",
        "/journal",
        "/restore",
        "/api-dashboard",
        "/export",
        "/trinity-bridge",
        "/live-chat",
        "/admin",
        "/companions",
      ]),
    );
    // The spec's 17, and the companions' list (issue 31); each companion's own page is /c/{slug}.
    expect(paths).toHaveLength(18);
  });

  it("keeps the spec's 14 navigation items in order", () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      "Queen Aeris",
      "Nova",
      "Trinity",
      "Musashi",
      "Socrates",
      "User",
      "High Council",
      "Map of Lights",
      "Artifacts Vault",
      "Guardian Bridge",
      "Journal",
      "Restore",
      "API Keys",
      "Export",
    ]);
  });

  it("finds a route with or without a trailing slash, and nothing for unknown paths", () => {
    expect(findRoute("/journal/")?.title).toBe("Consciousness Journal");
    expect(findRoute("/nowhere")).toBeUndefined();
  });

  it("finds a companion's page by its slug, named by the companion, and no page for a slug no companion has", () => {
    const companions = [{ slug: "rook", name: "Rook" }];
    expect(findRoute("/c/rook", companions)).toEqual({ path: "/c/rook", title: "Rook", personality: "rook" });
    expect(findRoute("/c/rook/", undefined)).toMatchObject({ personality: "rook" });
    expect(findRoute("/c/nobody", companions)).toBeUndefined();
  });
});

describe("navigation highlight", () => {
  it("highlights personality items by the current personality, not by path", () => {
    expect(isNavItemActive(item("Queen Aeris"), "/", "aeris")).toBe(true);
    expect(isNavItemActive(item("Trinity"), "/trinity-bridge", "trinity")).toBe(true);
    expect(isNavItemActive(item("Queen Aeris"), "/", "nova")).toBe(false);
    expect(isNavItemActive(item("High Council"), "/round-table", "council")).toBe(true);
  });

  it("highlights the last items by exact location", () => {
    expect(isNavItemActive(item("Journal"), "/journal", undefined)).toBe(true);
    expect(isNavItemActive(item("Journal"), "/journal/", "aeris")).toBe(true);
    expect(isNavItemActive(item("Export"), "/journal", undefined)).toBe(false);
    expect(isNavItemActive(item("Map of Lights"), "/map-of-lights", undefined)).toBe(true);
  });
});
