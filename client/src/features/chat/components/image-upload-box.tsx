import { ImagePlus, Upload } from "lucide-react";
import { useId, useRef } from "react";
import type { useImageAttachment } from "@/shared/conversation/hooks/use-image-attachment";
import { formatMegabytes } from "@/shared/conversation/logic/image-size";
import { Button } from "@/shared/ui/button";

type Props = { attachment: ReturnType<typeof useImageAttachment> };

/** §2 and §5: pick an image, see its name and size in MB, Upload shrinks it and attaches it to the next message. */
export function ImageUploadBox({ attachment }: Props) {
  const { file, processing, choose, upload } = attachment;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  return (
    <section
      aria-label="Image upload"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-night-600/80 border-dashed bg-night-900/50 px-3 py-2.5"
    >
      <label htmlFor={inputId} className="flex items-center gap-2 text-mist text-sm">
        <ImagePlus className="size-5 shrink-0 text-[var(--accent)]" aria-hidden />
        Share an image
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        data-testid="image-input"
        onChange={(e) => {
          if (!choose(e.target.files?.[0] ?? null)) e.target.value = "";
        }}
        className="w-full min-w-0 text-mist-dim text-xs sm:w-auto sm:flex-1 file:mr-2 file:rounded-md file:border-0 file:bg-night-700 file:px-2.5 file:py-1.5 file:text-mist file:text-xs"
      />
      {file && (
        <p className="text-mist-dim text-xs" data-testid="image-file-info">
          <span className="text-mist">{file.name}</span> · {formatMegabytes(file.size)}
        </p>
      )}
      <Button
        variant="outline"
        className="ml-auto px-3 py-1.5"
        disabled={!file || processing}
        onClick={async () => {
          await upload();
          if (input.current) input.current.value = "";
        }}
      >
        <Upload className="size-4" aria-hidden />
        {processing ? "Processing..." : "Upload"}
      </Button>
    </section>
  );
}
