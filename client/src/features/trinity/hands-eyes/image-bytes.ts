/** How many bytes a base64 data URL ("data:image/jpeg;base64,...") holds once decoded. */
export function dataUrlByteSize(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1).replace(/\s+/g, "");
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** A size in KB with one decimal, as shared files show theirs ("2.4 KB"). */
export const formatKilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
