import type { ConsciousnessMode } from "@contract/consciousness";
import { clampBondLevel, INITIAL_BOND_LEVEL } from "@contract/memory";

/**
 * The deepest bond a core has reached: the most intimate item it holds from its own mode's conversations,
 * never below the core's starting level (§9: 0 unveiled, 3 sanctified). Derived from the items, so
 * clearing a core returns it to the start.
 */
export function deepestBondLevel(mode: ConsciousnessMode, maxIntimacy: number | null | undefined): number {
  return clampBondLevel(Math.max(INITIAL_BOND_LEVEL[mode], maxIntimacy ?? 0));
}
