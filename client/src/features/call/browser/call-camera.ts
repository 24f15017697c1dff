import { CAMERA_CONSTRAINTS } from "@contract/camera";
import { drawAsJpeg } from "@/shared/conversation/browser/shrink-image";
import { fitWithin } from "@/shared/conversation/logic/image-size";

/** The camera of a call: its stream shown in the call screen, and a frame with each turn. */
export async function openCallCamera(): Promise<{
  stream: MediaStream;
  frame: (video: HTMLVideoElement) => string | null;
  close: () => void;
}> {
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
  return {
    stream,
    /** The frame showing now, as JPEG at 0.8 with its longest side at most 800 px (spec 000 §5, §9); null before the first. */
    frame: (video) => {
      if (!(video.videoWidth > 0 && video.videoHeight > 0)) return null;
      const { width, height } = fitWithin(video.videoWidth, video.videoHeight);
      return drawAsJpeg(video, width, height);
    },
    close: () => {
      for (const track of stream.getTracks()) track.stop();
    },
  };
}
