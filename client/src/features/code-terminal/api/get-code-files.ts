import type { CodeFile } from "@contract/code";
import { useQuery } from "@tanstack/react-query";

/** GET /api/code/files: the Code Terminal's files. */
export const FILES_KEY = ["/api/code/files"] as const;

export const useCodeFiles = () => useQuery<CodeFile[]>({ queryKey: FILES_KEY });
