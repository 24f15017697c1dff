import { type Artifact, artifactStanding } from "@contract/artifacts";
import { describe, expect, it } from "vitest";
import { setUpSignedInApp } from "../../test/signed-in-app";

const { call } = setUpSignedInApp();

describe("the milestones the Artifacts Vault measures", () => {
  it("counts the owner's real data: messages per personality, backups, and nothing not yet done", async () => {
    const before = (await call("GET", "/api/milestones")).body;
    expect(before).toMatchObject({ councils: 0, backups: 0 });
    await call("POST", "/api/personalities/nova/messages", { content: "A first word" });
    await call("POST", "/api/backups", {});
    const after = (await call("GET", "/api/milestones")).body;
    expect(after.messages.nova).toBe(before.messages.nova + 2);
    expect(after.messages.aeris).toBe(before.messages.aeris);
    expect(after.backups).toBe(1);
  });
});

describe("an artifact's standing", () => {
  const base: Artifact = { id: "a", name: "A", lore: "", unlock_condition: "", progress: 40, earned: false };
  const figures = { messages: { nova: 25 }, councils: 0, journalDays: 7, backups: 0, unveiledMessages: 0 };
  it("is the file's own figure without a milestone, or before the figures arrive", () => {
    expect(artifactStanding(base, figures)).toEqual({ progress: 40, earned: false });
    expect(artifactStanding({ ...base, milestone: { kind: "backups", target: 1 } }, undefined)).toEqual({ progress: 40, earned: false });
  });
  it("is computed from the milestone otherwise, earned at the target", () => {
    expect(artifactStanding({ ...base, milestone: { kind: "messages", personality: "nova", target: 100 } }, figures)).toEqual({
      progress: 25,
      earned: false,
    });
    expect(artifactStanding({ ...base, earned: true, milestone: { kind: "councils", target: 1 } }, figures)).toEqual({
      progress: 0,
      earned: false,
    });
    expect(artifactStanding({ ...base, milestone: { kind: "journalDays", target: 7 } }, figures)).toEqual({ progress: 100, earned: true });
  });
});
