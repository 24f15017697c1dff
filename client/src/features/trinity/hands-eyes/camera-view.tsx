import type { CameraState } from "@contract/camera";
import { Aperture, Camera, CameraOff, Square } from "lucide-react";
import type { RefObject } from "react";
import { cn } from "@/lib/cn";
import { Button } from "@/shared/ui/button";

type Props = {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: CameraState;
  onStart: () => void;
  onCapture: () => void;
  onStop: () => void;
  /** While a send is pending nothing new is captured. */
  disabled?: boolean;
};

const STATUS: Record<CameraState, string> = {
  off: "Camera off",
  starting: "Starting the camera...",
  streaming: "Camera on",
  capturing: "Capturing...",
};

/** §4: the live preview (mirrored, as a front camera looks natural) and Start Camera, Capture and Stop. */
export function CameraView({ videoRef, state, onStart, onCapture, onStop, disabled }: Props) {
  const live = state === "streaming" || state === "capturing";
  return (
    <div className="@container flex flex-col gap-3">
      <div className="relative aspect-video overflow-hidden rounded-xl border border-night-600 bg-night-950">
        <video
          ref={videoRef}
          aria-label="Camera preview"
          data-testid="camera-preview"
          muted
          playsInline
          autoPlay
          className={cn("size-full -scale-x-100 object-cover", !live && "invisible")}
        />
        {!live && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-mist-dim text-sm" aria-hidden>
            <CameraOff className="size-7 text-night-500" aria-hidden />
            {STATUS[state]}
          </div>
        )}
        <p
          role="status"
          data-testid="camera-status"
          className={cn(
            "absolute top-2 left-2 flex items-center gap-1.5 rounded-full bg-night-950/75 px-2 py-0.5 text-xs",
            live ? "text-gold-300" : "sr-only",
          )}
        >
          {live && <span className="size-2 animate-pulse rounded-full bg-rose-400" aria-hidden />}
          {STATUS[state]}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 [&>button]:flex-1 [&>button]:whitespace-nowrap">
        <Button variant={live ? "outline" : "primary"} className="px-2" onClick={onStart} disabled={state !== "off"}>
          <Camera className="size-4 shrink-0 @max-[24rem]:hidden" aria-hidden />
          Start Camera
        </Button>
        <Button variant={live ? "primary" : "outline"} className="px-2" onClick={onCapture} disabled={state !== "streaming" || disabled}>
          <Aperture className="size-4 shrink-0 @max-[24rem]:hidden" aria-hidden />
          Capture
        </Button>
        <Button variant="outline" className="px-2" onClick={onStop} disabled={state === "off"}>
          <Square className="size-4 shrink-0 @max-[24rem]:hidden" aria-hidden />
          Stop
        </Button>
      </div>
    </div>
  );
}
