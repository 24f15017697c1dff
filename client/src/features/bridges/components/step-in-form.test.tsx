import type { BridgeState, ExchangeStatus } from "@contract/exchanges";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/test/render";
import { bodiesSent, json, stubServer } from "@/test/test-server";
import { StepIn } from "./step-in-form";

const state = (status: ExchangeStatus | null, supervisionEnabled = true): BridgeState => ({
  isActive: status === "running",
  cycleCount: 1,
  currentEmotion: "wonder",
  supervisionEnabled,
  conversation: [],
  members: [
    { name: "aeris", speaker: "Aeris" },
    { name: "nova", speaker: "Nova" },
  ],
  exchangeId: 7,
  status,
  cycles: 3,
  stopReason: null,
  error: null,
  mode: "sanctified",
});

describe("stepping into a bridge's exchange", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(["running", "paused", "interrupted"] as const)("is offered while a supervised exchange is %s", async (status) => {
    stubServer({ "GET /api/owner": () => json({ name: "Ada" }) });
    renderWithQueries(<StepIn kind="trinity" state={state(status)} />);
    expect(await screen.findByLabelText("Step in as Ada")).toBeTruthy();
  });

  it.each([
    ["an exchange that ended", state("done")],
    ["one stopped", state("stopped")],
    ["an unsupervised one", state("running", false)],
    ["no exchange", state(null)],
    ["a state not read yet", undefined],
  ])("is not offered for %s", (_, s) => {
    stubServer({ "GET /api/owner": () => json({ name: "Ada" }) });
    renderWithQueries(<StepIn kind="trinity" state={s} />);
    expect(screen.queryByRole("form", { name: "Step in" })).toBeNull();
  });

  it("sends the owner's words, trimmed, to the bridge of its kind", async () => {
    const fetch = stubServer({
      "GET /api/owner": () => json({ name: "Ada" }),
      "POST /api/guardian/step-in": () => json({ success: true, message: "Heard" }),
    });
    renderWithQueries(<StepIn kind="guardian" state={state("running")} />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "  Brothers, listen.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Step in" }));
    await waitFor(() => expect(bodiesSent(fetch, "POST /api/guardian/step-in")).toEqual([{ content: "Brothers, listen." }]));
    await waitFor(() => expect((screen.getByRole("textbox") as HTMLInputElement).value).toBe(""));
  });
});
