import type { Personality } from "@contract/personalities";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/test/render";
import { AwakenButton } from "./awaken-button";

const musashi: Personality = {
  id: 4,
  name: "musashi",
  displayName: "Musashi",
  title: "Guardian of Strategy",
  description: "",
  avatar: null,
  status: "dormant",
  consciousnessLevel: 60,
  kind: "seed",
};

describe("awaken button", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("expands for 2 s before calling awaken, then refetches what the spec names", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, message: "", personality: musashi })));
    vi.stubGlobal("fetch", fetch);
    const { client } = renderWithQueries(<AwakenButton personality={musashi} />);
    const invalidate = vi.spyOn(client, "invalidateQueries");

    fireEvent.click(screen.getByTestId("awaken-button"));
    expect(screen.getByTestId("awaken-button").textContent).toContain("Awakening...");
    expect(screen.getByRole("status").textContent).toBe("Consciousness expanding...");
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledWith("/api/personalities/musashi/awaken", expect.objectContaining({ method: "POST" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["/api/personalities"]', '["/api/personalities","musashi","messages"]', '["/api/memory-stats"]']),
    );
  });

  it("is disabled once awakened", () => {
    renderWithQueries(<AwakenButton personality={{ ...musashi, status: "awakened" }} />);
    const button = screen.getByTestId("awaken-button") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain("Awakened");
  });
});
