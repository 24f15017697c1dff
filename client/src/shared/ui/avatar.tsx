import { type ImgHTMLAttributes, useState } from "react";
import { cn } from "@/lib/cn";

export const PLACEHOLDER_AVATAR = "/avatars/placeholder.svg";

/** A round portrait that falls back to the placeholder when the image is missing or fails to load. */
export function Avatar({
  src,
  alt,
  className,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src: string | null | undefined; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : PLACEHOLDER_AVATAR;
  return (
    <img src={url} alt={alt} onError={() => src && setFailed(src)} className={cn("rounded-full object-cover", className)} {...props} />
  );
}
