import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/test/render";
import { ConnectionCard } from "./connection-card";

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

describe("connection card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows checking, then Cathedral Online with the provider answering", async () => {
    const fetch = respond(200, { openai_enabled: false, last_updated: "2026-11-21T09:00:00Z", provider: "offline", model: "citadel-offline", problem: null });
    vi.stubGlobal("fetch", fetch);
    renderWithQueries(<ConnectionCard />);
    expect(screen.getByTestId("connection-card").dataset.state).toBe("checking");
    expect(await screen.findByText("Cathedral Online")).toBeTruthy();
    expect(screen.getByText(/Offline engine answering/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/status", expect.anything());
  });

  it("says why the chosen provider is not answering, while the Citadel itself is online", async () => {
    const problem = "No local model file yet: download one on the API Keys page or set LOCAL_MODEL_PATH";
    const body = { openai_enabled: true, last_updated: "2026-11-21T09:00:00Z", provider: "local", model: "", problem };
    vi.stubGlobal("fetch", respond(200, body));
    renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText("Cathedral Online")).toBeTruthy();
    expect(screen.getByTestId("provider-problem").textContent).toBe(`Local model not answering: ${problem}`);
    expect(screen.queryByText(/answering \(/)).toBeNull();
  });

  it("names the model answering, and nothing in brackets when there is none", async () => {
    const base = { openai_enabled: true, last_updated: "2026-11-21T09:00:00Z", provider: "local", problem: null };
    vi.stubGlobal("fetch", respond(200, { ...base, model: "qwen2.5-0.5b.gguf" }));
    const { unmount } = renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText("Local model answering (qwen2.5-0.5b.gguf)")).toBeTruthy();
    unmount();
    vi.stubGlobal("fetch", respond(200, { ...base, model: "" }));
    renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText("Local model answering")).toBeTruthy();
  });

  it("shows Connection Error with the failure and the spec's hints", async () => {
    vi.stubGlobal("fetch", respond(503, "Service Unavailable"));
    renderWithQueries(<ConnectionCard />);
    await waitFor(() => expect(screen.getByTestId("connection-card").dataset.state).toBe("error"));
    expect(screen.getByText("Connection Error")).toBeTruthy();
    expect(screen.getByText("Connection failed: 503: Service Unavailable")).toBeTruthy();
    expect(screen.getByText(/AI provider key is configured in secrets/)).toBeTruthy();
    expect(screen.getByText(/port 5000/)).toBeTruthy();
  });
});
