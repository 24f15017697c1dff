import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { msg } from "@/shared/conversation/test-fixtures";
import { MessageBubble, type MessageHandlers } from "./message-bubble";
import { TurnBusy } from "./turn-busy";

const handlers: MessageHandlers = {
  listen: vi.fn(),
  copy: vi.fn(),
  retry: vi.fn(),
  remove: vi.fn(),
  regenerate: vi.fn(),
  edit: vi.fn(async () => true),
  swipe: vi.fn(),
};

function renderBoth(busy: boolean) {
  const reply = msg(2, { isFromAI: true, replyTo: 1, alternatives: { index: 2, count: 3 } });
  const failed = msg(3, { status: "failed", error: "The model provider rejected the key" });
  const bubble = (message: typeof reply) => (
    <MessageBubble message={message} speakerName="Aeris" ownerName="Ada" grouped={false} speaking={false} handlers={handlers} />
  );
  return render(
    <TurnBusy.Provider value={busy}>
      {bubble(reply)}
      {bubble(failed)}
    </TurnBusy.Provider>,
  );
}

const named = (name: string) => screen.getAllByRole("button", { name }) as HTMLButtonElement[];

describe("a message's buttons while a turn is being written", () => {
  it("disables what would start or change a turn, and keeps listen and copy", () => {
    renderBoth(true);
    for (const name of ["Regenerate reply", "Previous reply", "Next reply", "Edit message", "Delete message", "Retry"]) {
      for (const button of named(name)) expect(button.disabled, name).toBe(true);
    }
    expect(named("Listen")[0]?.disabled).toBe(false);
    for (const button of named("Copy message")) expect(button.disabled).toBe(false);
  });

  it("enables them all once no turn is being written", () => {
    renderBoth(false);
    for (const name of ["Regenerate reply", "Previous reply", "Next reply", "Edit message", "Delete message", "Retry"]) {
      for (const button of named(name)) expect(button.disabled, name).toBe(false);
    }
  });
});
