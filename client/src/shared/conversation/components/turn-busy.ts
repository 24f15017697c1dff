import { createContext, useContext } from "react";

/**
 * Whether a turn is being written, for the buttons that would start or change one (regenerate, swipe, edit, delete,
 * retry). Read by those buttons alone, so a turn starting or ending redraws them, not every message in view.
 */
export const TurnBusy = createContext(false);

export const useTurnBusy = () => useContext(TurnBusy);
