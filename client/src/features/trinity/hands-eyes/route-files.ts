import { isImageType } from "@/shared/conversation/logic/image-size";
import { isShareableFile } from "@/shared/conversation/logic/shared-file";

/** Where a dropped file goes: the image path, into the message as text, or nowhere. */
export type FileRoute = "image" | "text" | "rejected";
export type RoutedFile<F extends { name: string; type: string } = File> = { route: FileRoute; file: F };

/** §2 and §5: an image by its type (image/...), a text or code file by its extension, anything else is refused. */
export function routeFile(file: { name: string; type: string }): FileRoute {
  if (isImageType(file.type)) return "image";
  if (isShareableFile(file.name)) return "text";
  return "rejected";
}

/** Routes every dropped file, in the order dropped. */
export function routeFiles<F extends { name: string; type: string }>(files: Iterable<F> | ArrayLike<F>): RoutedFile<F>[] {
  return Array.from(files, (file) => ({ route: routeFile(file), file }));
}
