/** The least a list filling the screen is given, however little room the screen has (12rem). */
export const FILL_MIN_PX = 192;
/** Room left between what must stay in view (the composer) and the screen's bottom edge, or the bar that covers it. */
export const FILL_GAP_PX = 12;

export type FillMeasures = {
  /** The height of the screen's window. */
  viewportHeight: number;
  /** The list's top, from the top of the page (not of the window: the height does not change as the page scrolls). */
  listTop: number;
  /** From the list's bottom to the bottom of what must stay in view beneath it (the composer). */
  belowList: number;
  /** How much of the window's bottom a fixed bar covers (the bottom navigation on a phone), else 0. */
  bottomCover: number;
};

/**
 * How tall the conversation can be for its top and the composer under it to fit in the first screen: the window's
 * height less what is above the list, what must stay in view beneath it and the bar at the bottom; never below
 * {@link FILL_MIN_PX}.
 */
export function fillHeight(m: FillMeasures): number {
  const room = m.viewportHeight - m.bottomCover - m.listTop - m.belowList - FILL_GAP_PX;
  return Math.max(FILL_MIN_PX, Math.floor(room));
}
