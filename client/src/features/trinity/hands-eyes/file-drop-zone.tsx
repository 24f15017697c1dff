import { type DragEvent, type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";
import { type FileHandlers, useFileRouting } from "./use-file-routing";

type Props = FileHandlers & { children: ReactNode; className?: string; disabled?: boolean };

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");

/** Wraps any area so files dropped on it are routed as on the Hands & Eyes panel (images, text and code files). */
export function FileDropZone({ onImage, onShareText, children, className, disabled }: Props) {
  const { routeDropped } = useFileRouting({ onImage, onShareText });
  const [over, setOver] = useState(false);

  const onDragOver = (e: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(e)) return;
    // Without this the browser would open the file in place of the app.
    e.preventDefault();
    e.dataTransfer.dropEffect = disabled ? "none" : "copy";
    if (!disabled) setOver(true);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only a drop target; by keyboard the same is done with the file pickers
    <div
      className={cn(className, over && "ring-2 ring-gold-400/70")}
      data-dragging={over || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        // A drop zone inside this one has handled it already.
        if (e.defaultPrevented || !carriesFiles(e)) return;
        e.preventDefault();
        if (!disabled) void routeDropped(e.dataTransfer.files);
      }}
    >
      {children}
    </div>
  );
}
