import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import type { PushControls, PushStatus } from "../hooks/use-push";
import { PushControl } from "./push-control";

const controls = (status: PushStatus, over: Partial<PushControls> = {}): PushControls => ({
  status,
  devices: 1,
  turnOn: vi.fn(async () => "on" as const),
  turnOff: vi.fn(async () => {}),
  saveText: vi.fn(async () => {}),
  ...over,
});

describe("push on this device, on the admin page", () => {
  it("says its state and offers the one button that changes it", () => {
    const { rerender } = render(<PushControl push={controls("off")} blocked={false} />);
    expect(screen.getByRole("status").textContent).toBe("Push is off for this device.");
    expect((screen.getByRole("button", { name: "Allow Push on This Device" }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<PushControl push={controls("on", { devices: 3 })} blocked={false} />);
    expect(screen.getByRole("status").textContent).toBe("Push is on for this device. 3 devices in all.");
    expect((screen.getByRole("button", { name: "Turn Off Push" }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<PushControl push={controls("busy")} blocked={false} />);
    expect((screen.getByRole("button", { name: "Allow Push on This Device" }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<PushControl push={controls("off")} blocked />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<PushControl push={controls("unsupported")} blocked={false} />);
    expect(screen.getByRole("status").textContent).toMatch(/cannot receive push/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tells the owner when the browser refused, or when subscribing failed", async () => {
    render(
      <>
        <PushControl push={controls("off", { turnOn: vi.fn(async () => "blocked" as const) })} blocked={false} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Allow Push on This Device" }));
    await waitFor(() => expect(screen.getByText("Notifications Blocked")).toBeTruthy());
  });

  it("says why push could not be turned on", async () => {
    const failing = vi.fn(async (): Promise<"on"> => {
      throw new Error("Registration failed - push service not available");
    });
    render(
      <>
        <PushControl push={controls("off", { turnOn: failing })} blocked={false} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Allow Push on This Device" }));
    await waitFor(() => expect(screen.getByText("Push could not be turned on")).toBeTruthy());
    expect(screen.getByText(/push service not available/)).toBeTruthy();
  });
});
