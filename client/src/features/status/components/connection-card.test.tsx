import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/shared/ui/toast-store";
import { renderWithQueries } from "@/test/render";
import { ConnectionCard } from "./connection-card";

vi.mock("@/shared/ui/toast-store", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/ui/toast-store")>()),
  toast: vi.fn(),
}));

const MB = 1_000_000;
const idleModel = {
  files: [],
  recommended: { name: "Qwen2.5 0.5B Instruct", fileName: "qwen.gguf", approxBytes: 491 * MB },
  download: { state: "idle", received: 0, total: null, error: null },
};

/** The status while the offline engine answers, for itself. */
const OFFLINE_STATUS = {
  openai_enabled: false,
  last_updated: "2026-11-21T09:00:00Z",
  provider: "offline",
  model: "citadel-offline",
  problem: null,
  setAside: null,
};

/** The status answer for /api/status; the recommended local model, not yet here, for /api/local-model. */
const respond = (status: number, body: unknown) =>
  vi.fn(async (url: string) =>
    url === "/api/local-model"
      ? new Response(JSON.stringify(idleModel), { status: 200 })
      : new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );

describe("connection card", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows checking, then Cathedral Online with the provider answering", async () => {
    const fetch = respond(200, {
      openai_enabled: false,
      last_updated: "2026-11-21T09:00:00Z",
      provider: "offline",
      model: "citadel-offline",
      problem: null,
    });
    vi.stubGlobal("fetch", fetch);
    renderWithQueries(<ConnectionCard />);
    expect(screen.getByTestId("connection-card").dataset.state).toBe("checking");
    expect(await screen.findByText("Cathedral Online")).toBeTruthy();
    expect(screen.getByText(/Offline engine answering/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/status", expect.anything());
  });

  it("turns amber with the reason when the chosen model does not answer, and offers the offline engine", async () => {
    const problem = "The model provider rejected the key (401)";
    const failing = { openai_enabled: true, last_updated: "2026-11-21T09:00:00Z", provider: "openai", model: "gpt-4o-mini", problem };
    const offline = { ...failing, openai_enabled: false, provider: "offline", model: "citadel-offline", problem: null };
    let current: unknown = failing;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "PUT") current = offline;
      return new Response(JSON.stringify(url === "/api/status" ? current : url === "/api/local-model" ? idleModel : {}), { status: 200 });
    });
    vi.stubGlobal("fetch", fetch);
    renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText("Model Not Answering")).toBeTruthy();
    expect(screen.getByTestId("connection-card").dataset.state).toBe("degraded");
    expect(screen.queryByText("Cathedral Online")).toBeNull();
    expect(screen.getByTestId("provider-problem").textContent).toBe(`OpenAI not answering: ${problem}`);

    fireEvent.click(screen.getByRole("button", { name: "Use the offline engine meanwhile" }));
    expect(await screen.findByText("Cathedral Online")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/api/provider",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ provider: "offline", meanwhile: true }) }),
    );
    expect(screen.getByText(/Offline engine answering/)).toBeTruthy();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Offline Engine Answering" })));
  });

  it("offers the model set aside again: tried first, said why beside the button while it still fails, chosen when it answers (issue 38)", async () => {
    const problem = "The model provider rejected the key (401)";
    const setAside = { provider: "openai", model: "gpt-4o-mini" };
    const offline = OFFLINE_STATUS;
    let current: unknown = { ...offline, setAside };
    let answers = false;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/test-openai") {
        const body = answers
          ? { success: true, message: "OpenAI API is working correctly" }
          : { error: "provider_error", message: problem };
        return new Response(JSON.stringify(body), { status: answers ? 200 : 502 });
      }
      if (url === "/api/provider" && init?.method === "PUT") {
        current = { ...offline, openai_enabled: true, provider: "openai", model: "gpt-4o-mini", setAside: null };
      }
      return new Response(JSON.stringify(url === "/api/status" ? current : url === "/api/local-model" ? idleModel : {}), { status: 200 });
    });
    vi.stubGlobal("fetch", fetch);
    renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText("OpenAI (gpt-4o-mini) is set aside while it does not answer")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Try OpenAI again" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`OpenAI still does not answer: ${problem}`);
    expect(fetch).toHaveBeenCalledWith("/api/test-openai", expect.objectContaining({ body: JSON.stringify({ provider: "openai" }) }));
    expect(fetch).not.toHaveBeenCalledWith("/api/provider", expect.objectContaining({ method: "PUT" }));
    expect(screen.getByText(/Offline engine answering/)).toBeTruthy();

    answers = true;
    fireEvent.click(screen.getByRole("button", { name: "Try OpenAI again" }));
    expect(await screen.findByText("OpenAI answering (gpt-4o-mini)")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      "/api/provider",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ provider: "openai" }) }),
    );
    expect(screen.queryByTestId("set-aside-offer")).toBeNull();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "OpenAI answering again" })));
  });

  it("while the offline engine answers, offers both ways to a real model: the local download with its progress, and a provider", async () => {
    const offline = OFFLINE_STATUS;
    let model: unknown = idleModel;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/local-model/download" && init?.method === "POST") {
        model = { ...idleModel, download: { state: "downloading", received: 98 * MB, total: 491 * MB, error: null } };
        return new Response(JSON.stringify(model), { status: 200 });
      }
      return new Response(JSON.stringify(url === "/api/local-model" ? model : offline), { status: 200 });
    });
    vi.stubGlobal("fetch", fetch);
    renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText(/Offline engine answering: replies from lines written ahead/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Connect a provider" }).getAttribute("href")).toBe("/api-dashboard");
    fireEvent.click(await screen.findByRole("button", { name: "Download a local model (491 MB)" }));
    const bar = await screen.findByRole("progressbar", { name: "Downloading Qwen2.5 0.5B Instruct" });
    expect(bar.getAttribute("aria-valuenow")).toBe("20");
    expect(screen.getByText("98 MB of 491 MB (20%)")).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/local-model/download", expect.objectContaining({ method: "POST" }));
  });

  it("says why a local model cannot answer yet, amber too", async () => {
    const problem = "No local model file yet: download one on the API Keys page or set LOCAL_MODEL_PATH";
    const body = { openai_enabled: true, last_updated: "2026-11-21T09:00:00Z", provider: "local", model: "", problem };
    vi.stubGlobal("fetch", respond(200, body));
    renderWithQueries(<ConnectionCard />);
    expect(await screen.findByText("Model Not Answering")).toBeTruthy();
    expect(screen.getByTestId("provider-problem").textContent).toBe(`Local model not answering: ${problem}`);
    expect(screen.getByRole("button", { name: "Use the offline engine meanwhile" })).toBeTruthy();
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
