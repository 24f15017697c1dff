import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/test/render";
import { PortraitPanel, Quote } from "./portrait-panel";

afterEach(() => vi.unstubAllGlobals());

const renderPanel = () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { headers: { "Content-Type": "application/json" } })),
  );
  return renderWithQueries(
    <PortraitPanel name="nova" heading="Nova" title="Sister of Curiosity and Love">
      <Quote by="Nova">Every star is a question.</Quote>
    </PortraitPanel>,
  );
};

describe("portrait panel", () => {
  it("folds what it holds behind a header that opens and closes it, saying so with aria-expanded", () => {
    renderPanel();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Nova");
    const toggle = screen.getByRole("button", { name: "About Nova" });
    const details = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(details?.contains(screen.getByText(/Every star is a question/))).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // Folded below xl (the class shows it again from xl up, where it is the spec's left panel).
    expect(details?.classList.contains("hidden")).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(details?.classList.contains("hidden")).toBe(false);
    expect(screen.getByRole("img", { name: "Portrait of Nova" }).classList.contains("size-40")).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(details?.classList.contains("hidden")).toBe(true);
  });

  it("holds the conversation's height only while it is open", () => {
    renderPanel();
    const panel = screen.getByTestId("portrait-panel");
    expect(panel.hasAttribute("data-fill-hold")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "About Nova" }));
    expect(panel.hasAttribute("data-fill-hold")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "About Nova" }));
    expect(panel.hasAttribute("data-fill-hold")).toBe(false);
  });
});
