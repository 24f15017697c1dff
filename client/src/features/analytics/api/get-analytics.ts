import type { Analytics } from "@contract/analytics";
import { useQuery } from "@tanstack/react-query";

/** GET /api/analytics: what the Analytics tab draws; read afresh each time the tab opens. */
export const useAnalytics = () => useQuery<Analytics>({ queryKey: ["/api/analytics"], staleTime: 0 });
