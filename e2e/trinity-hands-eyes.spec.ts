import { expect, test } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from "./support/browser";
import { isSend } from "./support/chat-page";
import { HandsEyesPage } from "./support/hands-eyes-page";
import { dataUrlBytes, jpegSize } from "./support/jpeg";

// Chromium's fake camera (a moving test pattern) stands in for a real one, and camera permission is granted.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] } });

test.describe("Hands & Eyes on the Trinity page", () => {
  test("the camera: start, capture, the capture goes to both sisters, Stop releases it, leaving releases it", async ({ page }) => {
    const eyes = new HandsEyesPage(page);
    await eyes.open();
    await expect(eyes.captureButton).toBeDisabled();
    await expect(eyes.stopButton).toBeDisabled();

    await eyes.startCamera();
    expect(await eyes.trackStates()).toEqual(["live"]);
    await expect(eyes.startButton).toBeDisabled();
    await eyes.captureButton.click();
    await expect(eyes.thumbnail).toBeVisible();
    await expect(eyes.thumbnail).toHaveAttribute("alt", /^Attached: camera-capture-\d+\.jpg$/);

    // Stop ends the stream (every track) and clears the last capture.
    await eyes.stopButton.click();
    expect(await eyes.trackStates()).toEqual(["ended"]);
    await expect.poll(() => eyes.video.evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();
    await expect(eyes.thumbnail).toHaveCount(0);
    await expect(eyes.startButton).toBeEnabled();
    await expect(eyes.captureButton).toBeDisabled();

    // A capture rides with the next message, to both sisters, as a JPEG of the camera's frame.
    await eyes.startCamera();
    const frame = await eyes.video.evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, height: v.videoHeight }));
    await eyes.captureButton.click();
    await expect(eyes.imageSize).toContainText(`${frame.width}×${frame.height}`);
    await eyes.input.fill("What do you both see through my camera?");
    const [toAeris, toNova] = await Promise.all([
      page.waitForRequest(isSend("aeris")),
      page.waitForRequest(isSend("nova")),
      eyes.sendButton.click(),
    ]);
    for (const request of [toAeris, toNova]) {
      const { imageBase64 } = request.postDataJSON() as { imageBase64?: string };
      expect(imageBase64).toMatch(/^data:image\/jpeg;base64,/);
      expect(jpegSize(dataUrlBytes(imageBase64 ?? "").bytes)).toEqual(frame);
    }
    await expect(eyes.thumbnail).toHaveCount(0);

    // Leaving the page releases the camera.
    expect(await eyes.trackStates()).toEqual(["live"]);
    await eyes.app.navLink(eyes.app.topNav, "Nova").click();
    await expect(page).toHaveURL(/\/nova$/);
    await expect.poll(() => eyes.trackStates()).toEqual(["ended"]);
  });

  test("a refused camera shows the spec's Camera Access Error", async ({ page, context }) => {
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    const eyes = new HandsEyesPage(page);
    await eyes.open();
    await eyes.startButton.click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Camera Access Error");
    await expect(toast).toContainText("Unable to access camera. Please check permissions and try again.");
    await expect(eyes.startButton).toBeEnabled();
  });

  test("dropped files are routed by type: the image is shrunk and attached, the text file goes into the message", async ({ page }) => {
    const eyes = new HandsEyesPage(page);
    await eyes.open();
    const text = "Orion, Lyra, Cygnus\n".padEnd(2458, "*");
    await eyes.drop([
      { name: "wide-sky.png", png: { width: 2000, height: 1000 } },
      { name: "stars.txt", text },
    ]);
    await expect(eyes.thumbnail).toBeVisible();
    await expect(eyes.thumbnail).toHaveAttribute("alt", "Attached: wide-sky.png");
    await expect(eyes.imageSize).toContainText("800×400");
    expect(await eyes.thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([800, 400]);
    await expect(eyes.input).toHaveValue(/📄 Shared file: stars\.txt \(2\.4 KB\)\n```\nOrion, Lyra, Cygnus\n\*+\n```/);

    // Files dropped on the message area are routed the same way.
    await eyes.drop([{ name: "plan.md", text: "# Plan\nLook up." }], eyes.input);
    await expect(eyes.input).toHaveValue(/\n\n📄 Shared file: plan\.md \(0\.0 KB\)\n```\n# Plan\nLook up\.\n```$/);

    // A file of another kind is refused.
    await eyes.drop([{ name: "tool.exe", text: "MZ" }]);
    await expect(page.getByTestId("toast")).toContainText("Invalid File Type");
  });
});
