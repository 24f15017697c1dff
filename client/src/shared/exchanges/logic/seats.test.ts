import { describe, expect, it } from "vitest";
import { DEFAULT_COUNCIL, membersToSend, seatOptions, seatProblem } from "./seats";

describe("seats at a bridge and the council", () => {
  it("offer the four seeds and then the companions", () => {
    expect(seatOptions([{ slug: "rook", name: "Rook" }]).map((s) => s.label)).toEqual(["Aeris", "Nova", "Musashi", "Socrates", "Rook"]);
  });

  it("hold a bridge to two different members and the council to 2-6", () => {
    expect(seatProblem("trinity", ["aeris", "aeris"])).toMatch(/different/);
    expect(seatProblem("trinity", ["aeris", "rook"])).toBeNull();
    expect(seatProblem("council", ["rook"])).toMatch(/2 to 6 .*1 chosen/);
    expect(seatProblem("council", ["a", "b", "c", "d", "e", "f", "g"])).toMatch(/7 chosen/);
    expect(seatProblem("council", ["rook", "ivy"])).toBeNull();
  });

  it("send members only when they differ from the kind's own", () => {
    expect(membersToSend([...DEFAULT_COUNCIL], DEFAULT_COUNCIL)).toBeUndefined();
    expect(membersToSend(["rook", "nova"], DEFAULT_COUNCIL)).toEqual(["rook", "nova"]);
  });
});
