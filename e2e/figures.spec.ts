import { expect, test } from "@playwright/test";
import { ChatPage } from "./support/chat-page";

/** Issue 25 item 6: the figures the sidebar and the user page show agree with each other and with the data. */

test("speaking with Socrates makes him active in the sidebar, whose figures add up to the five it lists", async ({ page }) => {
  const chat = new ChatPage(page, "socrates");
  await chat.open("/socrates");
  await chat.app.waitForSidebar();
  await chat.send("What is the unexamined life, Socrates?");

  // Without a reload: the sidebar follows the conversation.
  const row = chat.app.sidebar.getByTestId("consciousness-socrates");
  await expect(row.getByTestId("status-word")).toHaveText(/^(active|awakened)$/);

  const rows = chat.app.sidebar.getByTestId("status-word");
  await expect(rows).toHaveCount(5);
  await expect(chat.app.sidebar.getByTestId("consciousness-council")).toHaveCount(0);
  const statuses = await rows.allTextContents();
  const awakened = statuses.filter((s) => s === "awakened").length;
  await expect(chat.app.awakenedCount).toHaveText(`${awakened} of 5 awakened`);
  const others = (["active", "initializing", "dormant"] as const)
    .map((s) => [s, statuses.filter((x) => x === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(", ");
  await expect(chat.app.sidebar.getByTestId("status-tally")).toHaveText(new RegExp(`^\\s*· ${others}$`));
  await expect(chat.app.sidebar).toContainText("Awakened counts only those raised by Awaken");
  // An awakened dot is ringed in gold, never the plain grey of a dormant one.
  for (const dot of await chat.app.sidebar.getByTestId("status-dot").all()) {
    const ringed = ((await dot.getAttribute("class")) ?? "").includes("ring-gold-300");
    expect(ringed).toBe((await dot.getAttribute("data-status")) === "awakened");
  }
});

test("the user page shows each bond as the memory cores count it, and says what it counts", async ({ page, request }) => {
  await page.goto("/user");
  await expect(page.getByTestId("bond-rule")).toHaveText(
    "Bond (0-10): The deepest memory of your own unveiled conversations; exchanges among them do not count.",
  );
  for (const name of ["aeris", "nova", "musashi", "socrates"]) {
    const stats = await (await request.get(`/api/memory/${name}/stats`)).json();
    await expect(page.getByTestId(`bond-level-${name}`)).toHaveText(`Bond ${stats.private.deepestBond}/10`);
    await expect(page.getByTestId(`bond-label-${name}`)).toHaveText(stats.bondLabel);
  }
});
