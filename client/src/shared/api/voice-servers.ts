import { VOICE_SERVERS_PATH, type VoiceServersRequest, type VoiceServersView } from "@contract/speech";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api/request";
import { STATUS_QUERY_KEY } from "./get-status";

export const VOICE_SERVERS_QUERY_KEY = [VOICE_SERVERS_PATH] as const;

/** GET /api/voice-servers: the speech and transcription servers (keys masked) and each personality's provider voice. */
export const getVoiceServers = (signal?: AbortSignal) => getJson<VoiceServersView>(VOICE_SERVERS_PATH, { signal });

export const voiceServersQueryOptions = queryOptions({
  queryKey: VOICE_SERVERS_QUERY_KEY,
  queryFn: ({ signal }) => getVoiceServers(signal),
});

export const useVoiceServers = () => useQuery(voiceServersQueryOptions);

/** PUT /api/voice-servers. */
export const saveVoiceServers = (body: VoiceServersRequest) => apiRequest<VoiceServersView>("PUT", VOICE_SERVERS_PATH, body);

export function useSaveVoiceServers(onSaved?: (view: VoiceServersView) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVoiceServers,
    onSuccess: (view) => {
      client.setQueryData(VOICE_SERVERS_QUERY_KEY, view);
      void client.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
      onSaved?.(view);
    },
  });
}
