import { expect, type Locator, type Page } from "@playwright/test";
import { TrinityPage } from "./trinity-page";

/** The Trinity page's Hands & Eyes panel (camera, images and files), beside the group chat's input. */
export class HandsEyesPage extends TrinityPage {
  readonly panel: Locator;
  readonly video: Locator;
  readonly startButton: Locator;
  readonly captureButton: Locator;
  readonly stopButton: Locator;
  readonly thumbnail: Locator;
  readonly imageSize: Locator;
  readonly dropArea: Locator;

  constructor(page: Page) {
    super(page);
    this.panel = page.getByRole("region", { name: "Hands & Eyes" });
    this.video = this.panel.getByLabel("Camera preview");
    this.startButton = this.panel.getByRole("button", { name: "Start Camera" });
    this.captureButton = this.panel.getByRole("button", { name: "Capture" });
    this.stopButton = this.panel.getByRole("button", { name: "Stop" });
    this.thumbnail = this.panel.getByTestId("hands-eyes-thumbnail");
    this.imageSize = this.panel.getByTestId("hands-eyes-image-size");
    this.dropArea = this.panel.getByTestId("hands-eyes-drop-area");
  }

  override async open(): Promise<void> {
    await super.open();
    await expect(this.panel).toBeVisible();
  }

  /** Start Camera, then wait until the preview plays frames; the stream is kept as window.__cameraStream. */
  async startCamera(): Promise<void> {
    await this.startButton.click();
    await expect.poll(() => this.video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await this.video.evaluate((v: HTMLVideoElement) => {
      (window as unknown as { __cameraStream: unknown }).__cameraStream = v.srcObject;
    });
  }

  /** The states of the tracks of the stream kept by startCamera ("live" or "ended"). */
  trackStates(): Promise<string[]> {
    return this.page.evaluate(() => {
      const stream = (window as unknown as { __cameraStream?: MediaStream }).__cameraStream;
      return stream ? stream.getTracks().map((t) => t.readyState) : [];
    });
  }

  /**
   * Drops files on `target` (the panel's drop area unless told) as a person would drag them there: the browser builds
   * each file (a PNG drawn on a canvas at `png` size, or text) and the DataTransfer, then fires dragenter, dragover and drop.
   */
  async drop(
    files: ({ name: string; png: { width: number; height: number } } | { name: string; text: string })[],
    target: Locator = this.dropArea,
  ) {
    const area = await target.elementHandle();
    await this.page.evaluate(
      async ({ area, files }) => {
        const transfer = new DataTransfer();
        for (const f of files) {
          if ("text" in f) {
            transfer.items.add(new File([f.text], f.name, { type: "text/plain" }));
            continue;
          }
          const canvas = document.createElement("canvas");
          canvas.width = f.png.width;
          canvas.height = f.png.height;
          const context = canvas.getContext("2d") as CanvasRenderingContext2D;
          const gradient = context.createLinearGradient(0, 0, f.png.width, f.png.height);
          gradient.addColorStop(0, "#d4a017");
          gradient.addColorStop(1, "#22b8cf");
          context.fillStyle = gradient;
          context.fillRect(0, 0, f.png.width, f.png.height);
          const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), "image/png"));
          transfer.items.add(new File([blob], f.name, { type: "image/png" }));
        }
        for (const type of ["dragenter", "dragover", "drop"]) {
          area?.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
        }
      },
      { area, files },
    );
  }
}
