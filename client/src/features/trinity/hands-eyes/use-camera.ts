import { CAMERA_CONSTRAINTS, CAMERA_TEXT, type CameraState, cameraCaptureName } from "@contract/camera";
import { useCallback, useEffect, useRef, useState } from "react";
import { drawAsJpeg } from "@/shared/conversation/browser/shrink-image";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { toast } from "@/shared/ui/toast-store";

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * §4: the camera. Off, then streaming (Start Camera), then capturing, then streaming again; Stop ends the stream and
 * clears the last capture. Every track is stopped on Stop, when the page is left and when the component goes away.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  // Bumped by every Start and release: a camera that answers after Stop (or after the page was left) is let go at once.
  const attempt = useRef(0);
  const lastCapture = useRef<AttachedImage | null>(null);
  const [state, setState] = useState<CameraState>("off");

  const release = useCallback(() => {
    attempt.current++;
    if (stream.current) stopTracks(stream.current);
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    if (stream.current) return;
    const id = ++attempt.current;
    setState("starting");
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("This browser gives no access to a camera");
      const media = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      if (id !== attempt.current) {
        stopTracks(media);
        return;
      }
      stream.current = media;
      // A camera unplugged or taken away by the system ends the stream on its own.
      for (const track of media.getVideoTracks()) {
        track.addEventListener("ended", () => {
          if (stream.current !== media) return;
          release();
          setState("off");
        });
      }
      const video = videoRef.current;
      if (video) {
        video.srcObject = media;
        video.play()?.catch(() => undefined);
      }
      setState("streaming");
    } catch (error) {
      if (id !== attempt.current) return;
      console.error("Camera access failed", error);
      setState("off");
      toast({ ...CAMERA_TEXT.accessError, variant: "destructive" });
    }
  }, [release]);

  /** Draws the current frame and encodes it as JPEG at 0.8; null (with §8's "Capture Error") when that fails. */
  const capture = useCallback((): AttachedImage | null => {
    const video = videoRef.current;
    if (!stream.current || !video) return null;
    setState("capturing");
    try {
      const { videoWidth: width, videoHeight: height } = video;
      if (!(width > 0 && height > 0)) throw new Error("The camera has not shown a frame yet");
      const image = { dataUrl: drawAsJpeg(video, width, height), width, height, name: cameraCaptureName(Date.now()) };
      lastCapture.current = image;
      return image;
    } catch (error) {
      console.error("Camera capture failed", error);
      toast({ ...CAMERA_TEXT.captureError, variant: "destructive" });
      return null;
    } finally {
      setState(stream.current ? "streaming" : "off");
    }
  }, []);

  /** Ends the stream; gives back the capture it clears, so whoever attached it can let it go. */
  const stop = useCallback((): AttachedImage | null => {
    release();
    setState("off");
    const cleared = lastCapture.current;
    lastCapture.current = null;
    return cleared;
  }, [release]);

  // Leaving the page (another route unmounts this; closing or hiding the tab fires pagehide) releases the camera.
  useEffect(() => {
    const onPageHide = () => {
      release();
      setState("off");
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      release();
    };
  }, [release]);

  return { videoRef, state, start, capture, stop };
}
