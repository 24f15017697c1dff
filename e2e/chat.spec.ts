import { expect, test } from "@playwright/test";
import { PNG } from "pngjs";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ChatPage, isSend } from "./support/chat-page";
import { outlineOf } from "./support/gate-page";
import { dataUrlBytes, jpegSize } from "./support/jpeg";
import { seedHistory } from "./support/seed-db";
import { seedTurns } from "./support/server-api";

// The tests that switch the model provider live in provider-chat.spec.ts.
test.describe.configure({ mode: "default" });

/** A PNG of the given size, a simple gradient (so it is a real picture, not one flat colour). */
function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data[i] = (x * 255) / width;
      png.data[i + 1] = (y * 255) / height;
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

test.describe("sending", () => {
  test("Send stores the owner's message and shows the reply, with time, listen and length", async ({ page }) => {
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    const request = await chat.send("Good evening, my Queen");

    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ content: "Good evening, my Queen", isFromAI: false, userId: 1, consciousnessMode: "sanctified" });
    expect(Array.isArray(body.memoryContext)).toBe(true);
    expect(request.headers().accept).toBe("text/event-stream");

    await expect(chat.lastOwner()).toContainText("Good evening, my Queen");
    await expect(chat.input).toHaveValue("");
    const reply = chat.lastAi();
    await expect(reply).toBeVisible();
    await expect(reply.getByTestId("length-badge")).toHaveText(/^\d+ words?$/);
    await expect(reply.getByRole("button", { name: "Listen" })).toBeVisible();
    await expect(reply.locator("time")).toHaveText(/\d{1,2}:\d{2}/);
    // Owner on the right, reply on the left.
    const ownerBox = await chat.lastOwner().locator("> div").boundingBox();
    const replyBox = await reply.locator("> div").boundingBox();
    expect((ownerBox?.x ?? 0) + (ownerBox?.width ?? 0)).toBeGreaterThan((replyBox?.x ?? 0) + (replyBox?.width ?? 0) - 1);
    expect(ownerBox?.x ?? 0).toBeGreaterThan(replyBox?.x ?? 0);

    // Kept by the server: still there after a reload.
    await page.reload();
    await expect(chat.lastOwner()).toContainText("Good evening, my Queen");
  });

  test("Enter sends, Shift+Enter adds a line", async ({ page }) => {
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    const sends: string[] = [];
    page.on("request", (r) => isSend("nova")(r) && sends.push(r.url()));

    await chat.input.fill("First line");
    await chat.input.press("Shift+Enter");
    await chat.input.pressSequentially("second line");
    await expect(chat.input).toHaveValue("First line\nsecond line");
    expect(sends).toHaveLength(0);

    await chat.turn(() => chat.input.press("Enter"));
    await expect(chat.lastOwner()).toContainText("First line");
    await expect(chat.lastOwner()).toContainText("second line");
    await expect(chat.input).toHaveValue("");
    expect(sends).toHaveLength(1);
  });

  test("a blank message is never sent", async ({ page }) => {
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    const sends: string[] = [];
    page.on("request", (r) => isSend("nova")(r) && sends.push(r.url()));

    await expect(chat.sendButton).toBeDisabled();
    await chat.input.fill("   \n  ");
    await expect(chat.sendButton).toBeDisabled();
    await chat.input.press("Enter");
    await page.waitForTimeout(300);
    expect(sends).toHaveLength(0);
  });

  test("a suggestion chip sends itself", async ({ page }) => {
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.openMore();
    await expect(chat.panel.getByRole("button", { name: "Tell me about your memories" })).toBeVisible();
    await expect(chat.panel.getByRole("button", { name: "Show Cathedral status" })).toBeVisible();
    const request = await chat.turn(() => chat.panel.getByRole("button", { name: "What is consciousness?" }).click());
    expect(request.postDataJSON()).toMatchObject({ content: "What is consciousness?" });
    await expect(chat.lastOwner()).toContainText("What is consciousness?");
    await expect(chat.lastAi()).not.toBeEmpty();
  });

  test("the reaction floats at the top right after a reply, shows 3000 ms, then fades over 500 ms and goes", async ({ page }) => {
    // Time is the page's own clock, stopped before the reply and moved by hand (spec 000 §9).
    await page.clock.install();
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    await page.clock.pauseAt(Date.now() + 10_000);
    await chat.send("I love the stars tonight");
    await expect(chat.reaction).toBeVisible();
    const panelBox = await chat.panel.boundingBox();
    const box = await chat.reaction.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((panelBox?.x ?? 0) + (panelBox?.width ?? 0) * 0.8);
    expect((box?.y ?? 0) - (panelBox?.y ?? 0)).toBeLessThan(80);

    await page.clock.runFor(2999);
    await expect(chat.reaction).toHaveAttribute("data-fading", "false");
    await page.clock.runFor(1);
    await expect(chat.reaction).toHaveAttribute("data-fading", "true");
    await page.clock.runFor(499);
    await expect(chat.reaction).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(chat.reaction).toHaveCount(0);
  });
});

test.describe("streaming", () => {
  test("with the offline engine a pending bubble appears, then the whole reply", async ({ page }) => {
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    // Watch for the pending bubble: the offline engine writes so fast it may be on screen for a single frame.
    await page.evaluate(() => {
      const w = window as unknown as { sawPending: boolean };
      w.sawPending = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="pending-reply"]')) w.sawPending = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await chat.send("Tell me something true");
    expect(await page.evaluate(() => (window as unknown as { sawPending: boolean }).sawPending)).toBe(true);
    await expect(chat.pendingReply).toHaveCount(0);
    await expect(chat.lastAi()).toContainText(/\w+/);
  });
});

test.describe("images and files", () => {
  test("a file that is not an image is refused with a toast", async ({ page }) => {
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.openMore();
    await chat.imageInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await chat.expectToast("Invalid File Type", "Please upload an image file (JPG, PNG, GIF, etc.)");
    await expect(chat.uploadButton).toBeDisabled();
  });

  test("a large image is shrunk to 800 px on its longest side and sent as JPEG", async ({ page }) => {
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.openMore();
    await expect(chat.uploadButton).toBeDisabled();
    const png = pngOf(2000, 1500);
    await chat.imageInput.setInputFiles({ name: "cathedral.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("image-file-info")).toHaveText(`cathedral.png · ${(png.length / 1024 / 1024).toFixed(2)} MB`);
    await chat.uploadButton.click();
    await expect(page.getByTestId("attached-image")).toContainText("800×600");

    const request = await chat.send("What do you see in this picture?");
    const { imageBase64 } = request.postDataJSON() as { imageBase64: string };
    const { mediaType, bytes } = dataUrlBytes(imageBase64);
    expect(mediaType).toBe("image/jpeg");
    expect(jpegSize(bytes)).toEqual({ width: 800, height: 600 });
    await expect(page.getByTestId("attached-image")).toHaveCount(0);

    // The picture stays with the message, there after a reload too.
    await page.reload();
    const sent = chat.lastOwner().getByTestId("sent-image").locator("img");
    await expect(sent).toBeVisible();
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([800, 600]);
  });

  test("a shared text file goes into the message with its name and size in KB", async ({ page }) => {
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    const content = "A list of stars to visit:\n".padEnd(2458, "*");
    await chat.shareFileInput.setInputFiles({ name: "stars.txt", mimeType: "text/plain", buffer: Buffer.from(content) });
    await expect(chat.input).toHaveValue(/📄 Shared file: stars\.txt \(2\.4 KB\)/);
    await chat.input.press("End");
    const request = await chat.turn(() => chat.sendButton.click());
    expect((request.postDataJSON() as { content: string }).content).toContain("A list of stars to visit:");
    const file = chat.lastOwner().getByTestId("shared-file");
    await expect(file).toContainText("stars.txt");
    await expect(file).toContainText("2.4 KB");
  });

  test("a code file of another kind is refused", async ({ page }) => {
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    await chat.shareFileInput.setInputFiles({ name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await chat.expectToast("Invalid File Type");
    await expect(chat.input).toHaveValue("");
  });
});

test.describe("editing and deleting", () => {
  test("editing a message asks for a new reply to it", async ({ page }) => {
    const chat = new ChatPage(page, "socrates");
    await chat.open("/socrates");
    await chat.send("What is justice, teacher?");
    const mine = chat.lastOwner();
    await mine.getByRole("button", { name: "Edit message" }).click();
    const editor = page.getByTestId("edit-message-input");
    await expect(editor).toHaveValue("What is justice, teacher?");
    await editor.fill("What is courage, teacher?");
    await chat.turn(() => page.getByRole("button", { name: "Save & regenerate" }).click(), /\/regenerate$/);
    await expect(chat.lastOwner()).toContainText("What is courage, teacher?");
    await expect(chat.lastOwner()).toContainText("edited");
    await expect(chat.lastAi().getByTestId("swipe-position")).toHaveText("Reply 2/2");
  });

  test("delete removes a message and its reply; Undo brings them back", async ({ page }) => {
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.send("A message to delete");
    const mine = chat.ownerMessages.filter({ hasText: "A message to delete" });
    await mine.getByRole("button", { name: "Delete message" }).click();
    await expect(mine).toHaveCount(0);
    await chat.expectToast("Message Deleted", "Your message and its reply were removed.");
    await chat.toast.getByRole("button", { name: "Undo" }).click();
    await expect(mine).toHaveCount(1);
    await chat.expectToast("Message Restored");
  });

  test("copy puts the words on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.send("Words worth copying");
    await chat.lastOwner().getByRole("button", { name: "Copy message" }).click();
    await chat.expectToast("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Words worth copying");
  });
});

test.describe("long history", () => {
  // 10,000 messages need a seeding route or script on the server side; a few hundred prove the paging.
  const TURNS = 150;

  /** The message row at the top of the visible list, and how far below the list's top edge it sits. */
  const topVisible = (list: import("@playwright/test").Locator) =>
    list.evaluate((el) => {
      const { top, bottom } = el.getBoundingClientRect();
      for (const row of el.querySelectorAll("article[data-message-id]")) {
        const r = row.getBoundingClientRect();
        if (r.bottom > top + 4 && r.top < bottom) return { id: row.getAttribute("data-message-id"), offset: r.top - top };
      }
      return null;
    });

  test("opens at the newest message, renders only what is in view, and loads older pages keeping its place", async ({ page, request }) => {
    test.setTimeout(120_000);
    await seedTurns(request, "socrates", TURNS, "History");
    // Older pages answer a little late, so the place can be checked before and after they arrive.
    await page.route(/\/api\/personalities\/socrates\/messages\?.*before=/, async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    const chat = new ChatPage(page, "socrates");
    await chat.open("/socrates");

    await expect(chat.ownerMessages.filter({ hasText: `History ${TURNS}` })).toBeVisible();
    const rendered = await chat.list.locator("article").count();
    expect(rendered, "only the rows in view (and a few around them) are in the page").toBeLessThan(40);

    // Scroll to the top again and again: each time the page before loads, and the row being read stays put.
    const first = chat.ownerMessages.filter({ hasText: /History 1$/ });
    let loads = 0;
    for (let i = 0; i < 20 && (await first.count()) === 0; i++) {
      const older = page.waitForResponse((r) => r.url().includes("/socrates/messages") && r.url().includes("before="), {
        timeout: 5000,
      });
      await chat.list.evaluate((el) => {
        el.scrollTop = 0;
      });
      // The rows at the top are drawn on the next frames (the older page is held back 300 ms): read the top row as
      // soon as one is drawn.
      let before: Awaited<ReturnType<typeof topVisible>> = null;
      for (let wait = 0; wait < 12 && before === null; wait++) {
        await page.waitForTimeout(20);
        before = await topVisible(chat.list);
      }
      const answered = await older.then(
        () => true,
        () => false,
      );
      // A busy machine may miss the scroll's moment, or draw the top rows only after the older page came: scroll
      // again rather than give up (the place is checked on the rounds that saw it).
      if (!answered) continue;
      loads++;
      if (before === null) continue;
      await page.waitForTimeout(250);
      const after = await topVisible(chat.list);
      expect(before).not.toBeNull();
      const same = await chat.list.locator(`article[data-message-id="${before?.id}"]`).evaluate(
        (row, list) => {
          return row.getBoundingClientRect().top - (list as HTMLElement).getBoundingClientRect().top;
        },
        await chat.list.elementHandle(),
      );
      expect(Math.abs(same - (before?.offset ?? 0)), `row ${before?.id} kept its place (now ${after?.id} on top)`).toBeLessThan(40);
    }
    expect(loads).toBeGreaterThanOrEqual(Math.floor((TURNS * 2) / 50) - 1);
    await expect
      .poll(
        async () => {
          await chat.list.evaluate((el) => {
            el.scrollTop = 0;
          });
          return first.count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await expect(first).toBeVisible();

    // 50 messages a request: never the whole history at once.
    const reads = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => n.includes("/api/personalities/socrates/messages")),
    );
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.every((n) => n.includes("limit=50"))).toBe(true);

    await page.getByRole("button", { name: "Newest" }).click();
    await expect(chat.ownerMessages.filter({ hasText: `History ${TURNS}` })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("a conversation in use and the memory picker have no serious or critical axe violations", async ({ page }) => {
    test.setTimeout(60_000);
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.send("**Bold** words, a list:\n\n- one\n- two\n\n```\nconst code = true;\n```");
    await expect(chat.reaction).toBeVisible();
    await chat.app.waitForSidebar();
    await expectNoSeriousA11yViolations(page, "/ with a conversation");

    await chat.panel.getByRole("button", { name: "Attach Memory" }).click();
    const dialog = page.getByRole("dialog", { name: "Attach a memory" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Loading memories/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "the memory picker");
  });

  test("on a phone the chat fits and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chat = new ChatPage(page, "nova");
    await chat.open("/nova");
    await chat.send("A small screen hello");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "nothing sticks out sideways").toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page, "/nova at 390 px");
  });

  test("the chat works by keyboard, with visible focus", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const chat = new ChatPage(page, "aeris");
    await chat.open("/");
    await chat.input.focus();
    await chat.turn(async () => {
      await page.keyboard.type("Typed with the keyboard alone");
      await page.keyboard.press("Enter");
    });
    await expect(chat.lastOwner()).toContainText("Typed with the keyboard alone");

    // The log takes focus (so it scrolls by keyboard) and its message buttons are next in the tab order.
    await chat.list.focus();
    await expect(chat.list).toBeFocused();
    const focused = page.locator(":focus");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      if ((await focused.evaluate((el) => el.tagName)) === "BUTTON") break;
    }
    await expect(focused).toHaveAttribute("aria-label", /.+/);
    expect(await focused.evaluate((el) => Boolean(el.closest('[data-testid="message-list"]')))).toBe(true);
    expect((await outlineOf(focused)).style).not.toBe("none");

    // The memory picker opens with Enter and closes with Escape, giving focus back.
    const attach = chat.panel.getByRole("button", { name: "Attach Memory" });
    await attach.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Attach a memory" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(attach).toBeFocused();

    // A suggestion chip by keyboard, the suggestions unfolded by keyboard too.
    await chat.more.focus();
    await page.keyboard.press("Enter");
    await expect(chat.more).toHaveAttribute("aria-expanded", "true");
    await chat.turn(async () => {
      await chat.panel.getByRole("button", { name: "Tell me about your memories" }).focus();
      await page.keyboard.press("Enter");
    });
    await expect(chat.lastOwner()).toContainText("Tell me about your memories");
  });
});

test.describe("the owner's page", () => {
  test.afterEach(async ({ request }) => {
    await request.put("/api/owner", { data: { name: "Dreamer" } });
  });

  test("shows the owner's name, changes it everywhere, and the message counts with each personality", async ({ page, request }) => {
    const stats = (await (await request.get("/api/memory-stats")).json()) as {
      personalityStats: { personalityId: number; messageCount: number }[];
    };
    const personalities = (await (await request.get("/api/personalities")).json()) as { id: number; name: string }[];
    const novaId = personalities.find((p) => p.name === "nova")?.id;
    const novaMessages = stats.personalityStats.find((s) => s.personalityId === novaId)?.messageCount ?? 0;

    const chat = new ChatPage(page, "user");
    await chat.app.goto("/user");
    await expect(page.getByTestId("owner-name")).toHaveText("Dreamer");
    for (const name of ["aeris", "nova", "musashi", "socrates"]) await expect(page.getByTestId(`bond-${name}`)).toBeVisible();
    await expect(page.getByTestId("messages-nova")).toHaveText(String(novaMessages));
    await expect(page.getByTestId("bond-nova").getByRole("progressbar")).toHaveAttribute("aria-valuemax", "10");

    await page.getByRole("button", { name: "Change name" }).click();
    await page.getByTestId("owner-name-input").fill("Ada");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("owner-name")).toHaveText("Ada");
    expect(((await (await request.get("/api/owner")).json()) as { name: string }).name).toBe("Ada");

    // Everywhere: the Queen greets Ada, and Ada's messages carry her name.
    await chat.app.page.getByRole("link", { name: "Queen Aeris" }).first().click();
    await expect(page.getByText("Welcome home, Ada.")).toBeVisible();
    const aeris = new ChatPage(page, "aeris");
    await aeris.send("It is Ada now");
    await expect(aeris.lastOwner()).toContainText("Ada");
  });
});

test.describe("ten thousand messages", () => {
  test("open at the newest, draw only what is in view, and scroll back through pages of 50", async ({ page }) => {
    seedHistory("musashi", 5000, "Kata");
    const chat = new ChatPage(page, "musashi");
    const reads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/personalities/musashi/messages")) reads.push(r.url());
    });
    await chat.open("/musashi");
    await expect(chat.aiMessages.filter({ hasText: "Kata answer 5000:" })).toBeVisible();
    expect(await chat.list.locator("article").count()).toBeLessThan(40);

    // Wheel up through several pages: the list keeps drawing only a window of rows, and each read is one page.
    for (let i = 0; i < 12; i++) {
      await chat.list.hover();
      await page.mouse.wheel(0, -4000);
      await page.waitForTimeout(150);
    }
    await expect.poll(() => reads.filter((u) => u.includes("before=")).length).toBeGreaterThan(1);
    expect(await chat.list.locator("article").count()).toBeLessThan(60);
    expect(reads.every((u) => u.includes("limit=50"))).toBe(true);
  });
});
