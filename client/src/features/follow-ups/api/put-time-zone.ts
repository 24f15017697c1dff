import type { OwnerTimeZone } from "@contract/follow-ups";
import { apiRequest } from "@/lib/api/request";

/** PUT /api/owner/time-zone: the browser's time zone, so follow-ups are read and asked in the owner's own hours. */
export const putTimeZone = (timeZone: string) => apiRequest<OwnerTimeZone>("PUT", "/api/owner/time-zone", { timeZone });
