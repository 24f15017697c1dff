/** Spec 000 §4, §5, §8 and §9: the camera of the Hands & Eyes panel, named once. */

/** §9: the camera asks for this size (ideal, not required) from the front-facing camera. */
export const CAMERA_IDEAL_WIDTH = 1280;
export const CAMERA_IDEAL_HEIGHT = 720;
export const CAMERA_FACING_MODE = "user";

/** The getUserMedia constraints of Start Camera: video only, never the microphone. */
export const CAMERA_CONSTRAINTS = {
  video: {
    width: { ideal: CAMERA_IDEAL_WIDTH },
    height: { ideal: CAMERA_IDEAL_HEIGHT },
    facingMode: CAMERA_FACING_MODE,
  },
  audio: false,
} as const satisfies MediaStreamConstraints;

/** §4: off, then streaming (Start Camera), then capturing, then streaming again; Stop goes back to off. */
export const CAMERA_STATES = ["off", "starting", "streaming", "capturing"] as const;
export type CameraState = (typeof CAMERA_STATES)[number];

/** The name a captured frame is given ("camera-capture-1700000000000.jpg"). */
export const cameraCaptureName = (time: number): string => `camera-capture-${time}.jpg`;

/** §8's camera toasts, as the spec words them; the rest are ours. */
export const CAMERA_TEXT = {
  accessError: {
    title: "Camera Access Error",
    description: "Unable to access camera. Please check permissions and try again.",
  },
  captureError: { title: "Capture Error", description: "Failed to capture image. Please try again." },
  captured: { title: "Image Captured", description: "It will be sent with your next message" },
  /** A dropped file that is neither an image nor a text or code file. */
  invalidDrop: {
    title: "Invalid File Type",
    description: "Please upload an image file (JPG, PNG, GIF, etc.) or a text or code file",
  },
  dropPrompt: "Drop an image or a text file here",
} as const;
