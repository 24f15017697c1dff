import { CAMERA_TEXT } from "@contract/camera";
import { Eye, FileDown, ImagePlus } from "lucide-react";
import { useId } from "react";
import { ShareFileButton } from "@/shared/conversation/components/share-file-button";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { Card } from "@/shared/ui/card";
import { FilePickerButton } from "@/shared/ui/file-picker-button";
import { AttachedImageCard } from "./attached-image-card";
import { CameraView } from "./camera-view";
import { FileDropZone } from "./file-drop-zone";
import { useHandsAndEyes } from "./use-hands-and-eyes";

type Props = {
  /** The image that will ride with the next message. */
  image: AttachedImage | null;
  /** A capture or a picked or dropped image, already shrunk and encoded. */
  onImage: (image: AttachedImage) => void;
  onRemoveImage: () => void;
  /** A text or code file formatted for the message; false when it is too long. */
  onShareText: (block: string) => boolean;
  /** While a send is pending. */
  disabled?: boolean;
};

/** §2 Trinity: the Hands & Eyes panel: the camera, and images and files picked or dropped. */
export function HandsAndEyesPanel(props: Props) {
  const { image, onImage, onRemoveImage, onShareText, disabled } = props;
  const { camera, capture, stop, chooseImage } = useHandsAndEyes(props);
  const headingId = useId();

  return (
    <Card aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 p-4 sm:p-5" data-testid="hands-eyes-panel">
      <div className="flex items-center gap-2">
        <Eye className="size-5 text-[var(--accent)]" aria-hidden />
        <h2 id={headingId} className="font-display font-semibold text-gold-300 text-xl">
          Hands &amp; Eyes
        </h2>
      </div>
      <CameraView
        videoRef={camera.videoRef}
        state={camera.state}
        onStart={() => void camera.start()}
        onCapture={capture}
        onStop={stop}
        disabled={disabled}
      />
      {image && <AttachedImageCard image={image} onRemove={onRemoveImage} disabled={disabled} />}
      <FileDropZone
        onImage={onImage}
        onShareText={onShareText}
        disabled={disabled}
        className="flex flex-col items-center gap-3 rounded-xl border border-night-600/80 border-dashed bg-night-900/50 px-3 py-4 text-center transition data-dragging:border-gold-400/70 data-dragging:bg-night-800/70"
      >
        <p className="flex items-center gap-2 text-mist text-sm" data-testid="hands-eyes-drop-area">
          <FileDown className="size-5 shrink-0 text-[var(--accent)]" aria-hidden />
          {CAMERA_TEXT.dropPrompt}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <FilePickerButton
            compact
            accept="image/*"
            inputLabel="Choose an image to share"
            testId="hands-eyes-image-input"
            onFile={(file) => void chooseImage(file)}
            disabled={disabled}
          >
            <ImagePlus className="size-4" aria-hidden />
            Choose Image
          </FilePickerButton>
          <ShareFileButton onShare={onShareText} disabled={disabled} />
        </div>
        <p className="text-mist-dim text-xs">Images are shrunk to 800 px; text and code files go into your message.</p>
      </FileDropZone>
    </Card>
  );
}
