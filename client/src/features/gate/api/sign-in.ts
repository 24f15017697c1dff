import type { LoginRequest, SessionState } from "@contract/session";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/request";
import { setSession } from "./get-session";

/** POST /api/session with the access code. */
export const signIn = (body: LoginRequest) => apiRequest<SessionState>("POST", "/api/session", body);

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (state) => setSession(client, state) });
}
