import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

const form = () => (
  <form>
    <Button type="submit">Update</Button>
    <Button>Test Connection</Button>
  </form>
);

describe("Button in a page the server drew", () => {
  it("cannot send its form before the app has taken the page over, and can after", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form());
    document.body.append(container);
    const [submit, plain] = container.querySelectorAll("button");
    // As the server drew it: the browser alone would send the form as a page load.
    expect(submit?.disabled).toBe(true);
    expect(plain?.disabled).toBe(false);

    await act(async () => {
      hydrateRoot(container, form());
    });
    expect(submit?.disabled).toBe(false);
    container.remove();
  });

  it("is as enabled or disabled as it is told in a page the browser draws", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      createRoot(container).render(
        <>
          <Button type="submit">Send</Button>
          <Button type="submit" disabled>
            Sending
          </Button>
        </>,
      );
    });
    const [enabled, disabled] = container.querySelectorAll("button");
    expect(enabled?.disabled).toBe(false);
    expect(disabled?.disabled).toBe(true);
    container.remove();
  });
});
