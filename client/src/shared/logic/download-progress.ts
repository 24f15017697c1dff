import type { LocalModelStatus } from "@contract/provider";

/** Bytes as whole (decimal) megabytes, as the README and download pages say them: 491,000,000 bytes are "491 MB". */
export const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(0)} MB`;

/** How far a download has come, 0 to 100 (0 while its size is not known). */
export function downloadPercent(download: LocalModelStatus["download"]): number {
  return download.total ? Math.min(100, Math.round((download.received / download.total) * 100)) : 0;
}

/** "120 MB of 490 MB (24%)". */
export function downloadLine(download: LocalModelStatus["download"]): string {
  return `${megabytes(download.received)} of ${download.total ? megabytes(download.total) : "?"} (${downloadPercent(download)}%)`;
}
