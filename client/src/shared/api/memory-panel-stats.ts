import { type MemoryPanelStats, PRIVACY_PANEL_POLL_MS } from "@contract/memory";
import type { PersonalityName } from "@contract/personalities";
import { useQuery } from "@tanstack/react-query";

export const useMemoryPanelStats = (name: PersonalityName) =>
  useQuery<MemoryPanelStats>({ queryKey: ["/api/memory", name, "stats"], refetchInterval: PRIVACY_PANEL_POLL_MS });
