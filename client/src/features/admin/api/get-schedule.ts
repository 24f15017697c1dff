import type { ScheduledJobStatus } from "@contract/schedule";
import { useQuery } from "@tanstack/react-query";

/** GET /api/backups/schedule: when each recurring job last ran and runs next. */
export const useSchedule = () => useQuery<ScheduledJobStatus[]>({ queryKey: ["/api/backups/schedule"] });
