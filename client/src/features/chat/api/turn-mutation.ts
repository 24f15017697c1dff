import { useMutation } from "@tanstack/react-query";
import type { TurnResult } from "@/lib/api/stream-turn";

/**
 * A turn (send, retry, regenerate) as a mutation, so it is handled as every mutation is (a 401 signs the page out).
 * The mutation is handed the request already under way: the request goes out at the click, before the page redraws
 * for the turn (a long conversation takes tens of milliseconds to redraw), where the mutation would start it only
 * after a few promise steps, behind that redraw.
 */
export const useTurnMutation = () => useMutation({ mutationFn: (request: Promise<TurnResult>) => request });
