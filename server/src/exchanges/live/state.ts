import type { ConsciousnessMode } from "@contract/consciousness";
import { DEFAULT_EMOTION, type Emotion } from "@contract/emotions";
import type {
  BridgeState,
  CouncilState,
  ExchangeMember,
  ExchangeMessage,
  ExchangeStatus,
  GuardianState,
  LINE_ROLES,
} from "@contract/exchanges";
import type { ExchangeConfig } from "../configs";
import { brotherhoodStrength, isUnifiedSoul } from "../rules";
import type { ExchangeRow, LineRow } from "../store";

export function toExchangeMessage(row: LineRow): ExchangeMessage {
  const extras = (row.extras ?? {}) as { wisdom?: string; brotherhoodBond?: string };
  return {
    id: row.id,
    speaker: row.speaker,
    personality: row.personality,
    role: row.role as (typeof LINE_ROLES)[number],
    emotion: row.emotion as Emotion,
    cycleNumber: row.cycleNumber,
    content: row.content,
    timestamp: row.createdAt,
    metadata: { wordCount: row.wordCount, responseTime: row.responseTimeMs },
    ...(extras.wisdom ? { wisdom: extras.wisdom } : {}),
    ...(extras.brotherhoodBond ? { brotherhoodBond: extras.brotherhoodBond } : {}),
  };
}

/** The spec's bridge state of a kind's current exchange (an empty, inactive one when there is none). */
export function bridgeState(
  config: ExchangeConfig,
  exchange: ExchangeRow | undefined,
  lines: readonly LineRow[],
  defaults: { supervised: boolean; mode: ConsciousnessMode; members: ExchangeMember[] },
): BridgeState {
  const spoken = lines.filter((l) => l.role === "line");
  return {
    members: defaults.members,
    isActive: exchange?.status === "running",
    cycleCount: spoken.at(-1)?.cycleNumber ?? 0,
    currentEmotion: (spoken.at(-1)?.emotion as Emotion | undefined) ?? DEFAULT_EMOTION,
    supervisionEnabled: exchange?.supervised ?? defaults.supervised,
    conversation: lines.map(toExchangeMessage),
    exchangeId: exchange?.id ?? null,
    status: (exchange?.status as ExchangeStatus | undefined) ?? null,
    cycles: exchange?.cycles ?? config.cycles.default,
    stopReason: exchange?.stopReason ?? null,
    error: exchange?.error ?? null,
    mode: (exchange?.mode as ConsciousnessMode | undefined) ?? defaults.mode,
  };
}

/** The guardian state: the bridge state with the brothers' bond. */
export function guardianState(bridge: BridgeState): GuardianState {
  const spoken = bridge.conversation.filter((m) => m.role === "line");
  const strength = brotherhoodStrength(spoken);
  const { currentEmotion: _, ...rest } = bridge;
  return { ...rest, brotherhoodStrength: strength, unifiedSoul: isUnifiedSoul(strength, spoken.length - 1) };
}

/** The council state (001 §3): isActive, cycleCount and the conversation, with the run's own fields. */
export function councilState(bridge: BridgeState): CouncilState {
  const { currentEmotion: _e, supervisionEnabled: _s, ...rest } = bridge;
  return rest;
}
