import { X } from "lucide-react";
import { IconButton } from "@/shared/conversation/components/icon-button";
import type { AttachedImage } from "@/shared/conversation/hooks/use-image-attachment";
import { dataUrlByteSize, formatKilobytes } from "./image-bytes";

type Props = { image: AttachedImage; onRemove: () => void; disabled?: boolean };

/** The image that rides with the next message: thumbnail, name, size, and a way to take it off. */
export function AttachedImageCard({ image, onRemove, disabled }: Props) {
  return (
    <figure
      className="flex items-center gap-3 rounded-xl border border-gold-400/30 bg-night-800/70 p-2"
      data-testid="hands-eyes-attachment"
    >
      <img
        src={image.dataUrl}
        alt={`Attached: ${image.name}`}
        data-testid="hands-eyes-thumbnail"
        className="size-16 shrink-0 rounded-lg object-cover"
      />
      <figcaption className="min-w-0 flex-1 text-xs">
        <span className="block truncate text-mist" title={image.name}>
          {image.name}
        </span>
        <span className="text-mist-dim" data-testid="hands-eyes-image-size">
          {image.width}×{image.height} · {formatKilobytes(dataUrlByteSize(image.dataUrl))}
        </span>
        <span className="block text-gold-300/80">Goes with your next message</span>
      </figcaption>
      <IconButton label="Remove the attached image" icon={X} onClick={onRemove} disabled={disabled} />
    </figure>
  );
}
