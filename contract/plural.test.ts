import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("says one of a thing in the singular and any other count in the plural", () => {
    expect(plural(1, "moment")).toBe("1 moment");
    expect(plural(0, "moment")).toBe("0 moments");
    expect(plural(3, "project file")).toBe("3 project files");
    expect(plural(1, "project file")).toBe("1 project file");
  });

  it("takes the plural when it is not the noun plus s", () => {
    expect(plural(1, "memory", "memories")).toBe("1 memory");
    expect(plural(2, "memory", "memories")).toBe("2 memories");
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(plural(0, "entry", "entries")).toBe("0 entries");
  });
});
