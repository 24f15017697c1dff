import { CAMERA_CONSTRAINTS } from "@contract/camera";
import { formatSharedFile } from "@contract/chat";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { Toaster } from "@/shared/ui/toaster";
import { FileDropZone } from "./file-drop-zone";
import { HandsAndEyesPanel } from "./hands-and-eyes-panel";

// jsdom draws nothing: the image path's shrinking is stood in for (the browser test does it for real).
vi.mock("@/shared/conversation/browser/shrink-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/shared/conversation/browser/shrink-image")>()),
  shrinkImage: vi.fn(async () => ({ dataUrl: "data:image/jpeg;base64,AAAA", width: 800, height: 400 })),
}));

type FakeTrack = { stop: ReturnType<typeof vi.fn>; addEventListener: ReturnType<typeof vi.fn> };
const fakeStream = () => {
  const tracks: FakeTrack[] = [{ stop: vi.fn(), addEventListener: vi.fn() }];
  const stream = { getTracks: () => tracks, getVideoTracks: () => tracks } as unknown as MediaStream;
  return { stream, tracks };
};

let getUserMedia: ReturnType<typeof vi.fn>;
const stubCamera = (answer: () => Promise<MediaStream>) => {
  getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
};

const onShareText = vi.fn((_block: string) => true);

function Harness({ disabled }: { disabled?: boolean }) {
  const [image, setImage] = useState<AttachedImage | null>(null);
  return (
    <>
      <HandsAndEyesPanel
        image={image}
        onImage={setImage}
        onRemoveImage={() => setImage(null)}
        onShareText={onShareText}
        disabled={disabled}
      />
      <Toaster />
    </>
  );
}

const cameraStatus = () => screen.getByTestId("camera-status");
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const toastWith = async (title: string, description?: string) => {
  // The toast store outlives a test: wait for this toast, not the last one shown.
  await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain(title));
  if (description) expect(screen.getByTestId("toast").textContent).toContain(description);
};
const drop = (target: Element, files: File[]) => fireEvent.drop(target, { dataTransfer: { files, types: ["Files"] } });

beforeEach(() => {
  onShareText.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("Hands & Eyes: the camera", () => {
  it("starts off: Start Camera enabled, Capture and Stop not", () => {
    render(<Harness />);
    expect(screen.getByRole("heading", { name: "Hands & Eyes" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Hands & Eyes" })).toBeTruthy();
    expect(button("Start Camera").disabled).toBe(false);
    expect(button("Capture").disabled).toBe(true);
    expect(button("Stop").disabled).toBe(true);
    expect(cameraStatus().textContent).toBe("Camera off");
  });

  it("tells the spec's Camera Access Error when the camera is refused, and stays off", async () => {
    stubCamera(() => Promise.reject(new DOMException("Permission denied", "NotAllowedError")));
    render(<Harness />);
    fireEvent.click(button("Start Camera"));
    await toastWith("Camera Access Error", "Unable to access camera. Please check permissions and try again.");
    expect(button("Start Camera").disabled).toBe(false);
    expect(button("Stop").disabled).toBe(true);
  });

  it("asks for the front camera at 1280x720 (ideal), streams into the preview, and Stop stops every track", async () => {
    const { stream, tracks } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    render(<Harness />);
    fireEvent.click(button("Start Camera"));
    await waitFor(() => expect(cameraStatus().textContent).toBe("Camera on"));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: "user" },
      audio: false,
    });
    expect(getUserMedia.mock.calls[0]?.[0]).toEqual(CAMERA_CONSTRAINTS);
    const video = screen.getByTestId("camera-preview") as HTMLVideoElement;
    expect(video.srcObject).toBe(stream);
    expect(video.muted).toBe(true);
    expect(button("Start Camera").disabled).toBe(true);
    expect(button("Capture").disabled).toBe(false);

    fireEvent.click(button("Stop"));
    expect(tracks[0]?.stop).toHaveBeenCalledTimes(1);
    expect(video.srcObject).toBeNull();
    expect(cameraStatus().textContent).toBe("Camera off");
    expect(button("Start Camera").disabled).toBe(false);
  });

  it("stops every track when the panel goes away (the page is left)", async () => {
    const { stream, tracks } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    const { unmount } = render(<Harness />);
    fireEvent.click(button("Start Camera"));
    await waitFor(() => expect(button("Stop").disabled).toBe(false));
    unmount();
    expect(tracks[0]?.stop).toHaveBeenCalled();
  });

  it("lets go of a camera that answers only after the page was left", async () => {
    const { stream, tracks } = fakeStream();
    let answer!: (s: MediaStream) => void;
    stubCamera(() => new Promise<MediaStream>((r) => (answer = r)));
    const { unmount } = render(<Harness />);
    fireEvent.click(button("Start Camera"));
    expect(cameraStatus().textContent).toBe("Starting the camera...");
    unmount();
    await act(async () => answer(stream));
    expect(tracks[0]?.stop).toHaveBeenCalled();
  });

  it("captures a JPEG frame that is attached, and Stop clears it", async () => {
    const { stream } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      drawImage,
      fillRect: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue("data:image/jpeg;base64,/9j/AAAA");
    render(<Harness />);
    fireEvent.click(button("Start Camera"));
    await waitFor(() => expect(button("Capture").disabled).toBe(false));
    const video = screen.getByTestId("camera-preview");
    Object.defineProperty(video, "videoWidth", { configurable: true, value: 1280 });
    Object.defineProperty(video, "videoHeight", { configurable: true, value: 720 });

    fireEvent.click(button("Capture"));
    expect(toDataURL).toHaveBeenCalledWith("image/jpeg", 0.8);
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    const thumbnail = (await screen.findByTestId("hands-eyes-thumbnail")) as HTMLImageElement;
    expect(thumbnail.src).toBe("data:image/jpeg;base64,/9j/AAAA");
    expect(thumbnail.alt).toMatch(/^Attached: camera-capture-\d+\.jpg$/);
    expect(screen.getByTestId("hands-eyes-image-size").textContent).toBe("1280×720 · 0.0 KB");
    expect(button("Capture").disabled).toBe(false);

    fireEvent.click(button("Stop"));
    expect(screen.queryByTestId("hands-eyes-thumbnail")).toBeNull();
  });

  it("tells the spec's Capture Error when no frame can be drawn", async () => {
    const { stream } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    render(<Harness />);
    fireEvent.click(button("Start Camera"));
    await waitFor(() => expect(button("Capture").disabled).toBe(false));
    // jsdom's video has no frame (videoWidth 0).
    fireEvent.click(button("Capture"));
    await toastWith("Capture Error", "Failed to capture image. Please try again.");
    expect(screen.queryByTestId("hands-eyes-thumbnail")).toBeNull();
    expect(button("Capture").disabled).toBe(false);
  });

  it("keeps Capture disabled while a send is pending", async () => {
    const { stream } = fakeStream();
    stubCamera(() => Promise.resolve(stream));
    render(<Harness disabled />);
    fireEvent.click(button("Start Camera"));
    await waitFor(() => expect(button("Stop").disabled).toBe(false));
    expect(button("Capture").disabled).toBe(true);
    expect(button("Choose Image").disabled).toBe(true);
  });
});

describe("Hands & Eyes: dropped and picked files", () => {
  const dropArea = () => screen.getByTestId("hands-eyes-drop-area");

  it("shows the drop area", () => {
    render(<Harness />);
    expect(dropArea().textContent).toBe("Drop an image or a text file here");
  });

  it("refuses a dropped file that is neither an image nor a text file", async () => {
    render(<Harness />);
    drop(dropArea(), [new File(["MZ"], "tool.exe", { type: "application/octet-stream" })]);
    await toastWith("Invalid File Type");
    expect(onShareText).not.toHaveBeenCalled();
  });

  it("puts a dropped text file into the message with its name and size in KB", async () => {
    render(<Harness />);
    const content = "twinkle ".repeat(300);
    drop(dropArea(), [new File([content], "stars.txt", { type: "text/plain" })]);
    await waitFor(() => expect(onShareText).toHaveBeenCalledTimes(1));
    expect(onShareText).toHaveBeenCalledWith(formatSharedFile("stars.txt", content.length, content));
    expect(onShareText.mock.calls[0]?.[0]).toContain("📄 Shared file: stars.txt (2.3 KB)");
  });

  it("tells File Too Large when the text does not fit in the message", async () => {
    onShareText.mockReturnValueOnce(false);
    render(<Harness />);
    drop(dropArea(), [new File(["x"], "big.md", { type: "text/markdown" })]);
    await toastWith("File Too Large");
  });

  it("handles each of several dropped files: the image is attached, the text shared", async () => {
    render(<Harness />);
    drop(dropArea(), [new File(["png"], "wide.png", { type: "image/png" }), new File(["print(1)"], "hello.py", { type: "text/x-python" })]);
    const thumbnail = (await screen.findByTestId("hands-eyes-thumbnail")) as HTMLImageElement;
    expect(thumbnail.alt).toBe("Attached: wide.png");
    expect(screen.getByTestId("hands-eyes-image-size").textContent).toContain("800×400");
    await waitFor(() => expect(onShareText).toHaveBeenCalledWith(formatSharedFile("hello.py", 8, "print(1)")));

    fireEvent.click(button("Remove the attached image"));
    expect(screen.queryByTestId("hands-eyes-thumbnail")).toBeNull();
  });

  it("refuses a chosen file that is not an image, with the spec's words", async () => {
    render(<Harness />);
    const input = screen.getByLabelText("Choose an image to share");
    fireEvent.change(input, { target: { files: [new File(["hi"], "notes.txt", { type: "text/plain" })] } });
    await toastWith("Invalid File Type", "Please upload an image file (JPG, PNG, GIF, etc.)");
  });

  it("ignores drops while disabled", async () => {
    render(<Harness disabled />);
    drop(dropArea(), [new File(["hi"], "notes.txt", { type: "text/plain" })]);
    await new Promise((r) => setTimeout(r, 20));
    expect(onShareText).not.toHaveBeenCalled();
  });
});

describe("FileDropZone", () => {
  it("routes files dropped on any area it wraps, once even when a panel inside has its own drop area", async () => {
    const outer = vi.fn((_block: string) => true);
    render(
      <FileDropZone onImage={vi.fn()} onShareText={outer}>
        <p>Messages</p>
        <HandsAndEyesPanel image={null} onImage={vi.fn()} onRemoveImage={vi.fn()} onShareText={onShareText} />
      </FileDropZone>,
    );
    drop(screen.getByText("Messages"), [new File(["a"], "a.txt", { type: "text/plain" })]);
    await waitFor(() => expect(outer).toHaveBeenCalledTimes(1));
    drop(screen.getByTestId("hands-eyes-drop-area"), [new File(["b"], "b.txt", { type: "text/plain" })]);
    await waitFor(() => expect(onShareText).toHaveBeenCalledTimes(1));
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
