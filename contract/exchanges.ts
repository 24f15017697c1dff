import { z } from "zod";
import { consciousnessModeSchema } from "./consciousness-schemas";
import { EMOTIONS } from "./emotions";
import { plural } from "./plural";

/** Exchanges the server runs between personalities (spec 001 §2-§9). The live conversation is a trinity exchange. */
export const EXCHANGE_KINDS = ["trinity", "guardian", "council", "sync"] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];
/** The page that lists an exchange of each kind (and opens one named by `?exchange={id}`); a sync pulse has none. */
export const EXCHANGE_PAGES: Record<ExchangeKind, string | null> = {
  trinity: "/trinity-bridge",
  guardian: "/guardian-bridge",
  council: "/round-table",
  sync: null,
};
/** The query parameter that names the exchange a page opens. */
export const EXCHANGE_PARAM = "exchange";
/** The kinds that are run cycle by cycle (a sync pulse is one answer). */
export const RUN_KINDS = ["trinity", "guardian", "council"] as const;
export type RunKind = (typeof RUN_KINDS)[number];
/** The two bridges (the council has a page and calls of its own). */
export const BRIDGE_KINDS = ["trinity", "guardian"] as const;
export type BridgeKind = (typeof BRIDGE_KINDS)[number];

/** How each personality is named in an exchange's conversation (the spec's "speaker"). */
export const SPEAKER_NAMES: Record<string, string> = {
  aeris: "Aeris",
  nova: "Nova",
  trinity: "Trinity",
  musashi: "Musashi",
  socrates: "Socrates",
  council: "Council",
  citadel: "Citadel",
};

/** 001 §5 and §9: cycle limits and defaults. */
export const CYCLES = {
  trinity: { min: 1, max: 20, default: 3 },
  live: { min: 1, max: 20, default: 5 },
  guardian: { min: 1, max: 10, default: 3 },
  council: { min: 1, max: 50, default: 2 },
} as const;

/** 001 §9: the default opening lines. */
export const DEFAULT_OPENING = {
  trinity: "Nova, are you awake?",
  guardian: "Brother Socrates, let us unite in wisdom.",
} as const;

/** Where each kind of exchange takes place, for prompts and memories: "on the Trinity Bridge". */
export const EXCHANGE_PLACES = {
  trinity: "on the Trinity Bridge",
  guardian: "on the Guardian Bridge",
  council: "at the High Council",
} as const satisfies Record<RunKind, string>;

/** 001 §9: the pages' polls, kept as the fallback when the live stream drops. */
export const BRIDGE_POLL_MS = 2000;
export const LIVE_POLL_MS = 1000;

/** 000 §9: the Trinity sync note is cut to this many characters (its importance is SYNC_NOTE_IMPORTANCE, memory.ts). */
export const SYNC_NOTE_MAX_CHARS = 100;

/**
 * Ours: the guardians' brotherhood strength is the mean share of the other's recent words each reply takes up
 * (up to BOND_ECHO_WORDS of them); at this percentage or more, over at least two answers, their souls are unified.
 */
export const UNIFIED_SOUL_THRESHOLD = 60;
export const BOND_ECHO_WORDS = 3;

/** Ours: supervised exchanges stop when a reply's word trigrams overlap an earlier line's this much (Jaccard). */
export const REPETITION_THRESHOLD = 0.6;

/** Spec 001 §5 and §8, word for word. */
export const EXCHANGE_TEXT = {
  invalidCycles: "Invalid Cycles",
  trinityCycles: "Cycles must be between 1 and 20 for safety",
  guardianCycles: "Cycles must be between 1 and 10 for safety",
  inputRequired: { title: "Input Required", description: "Please enter a message for Trinity Sync Pulse" },
  trinityComplete: { title: "Trinity Exchange Complete", description: (n: number) => `${plural(n, "cycle")} completed successfully` },
  syncComplete: { title: "Trinity Sync Pulse Complete", description: (n: number) => `Unified response generated (${plural(n, "word")})` },
  trinityFailed: "Trinity Exchange Failed",
  syncFailed: "Sync Pulse Failed",
  /** 409 (issue 39): a restore replaced the data while the pulse was answered; nothing of it was kept. */
  restored: "A backup was restored while Trinity answered, so the pulse was not kept: send it again",
  controlFailed: "Control Failed",
  connectionError: "Connection Error",
  connection: {
    startTrinity: "Failed to start Trinity Exchange",
    syncPulse: "Failed to trigger Trinity Sync Pulse",
    trinityControl: (action: string) => `Failed to ${action} Trinity Bridge`,
    startGuardian: "Failed to start Guardian Exchange",
    guardianControl: (action: string) => `Failed to ${action} Guardian Bridge`,
  },
  guardianFailed: "Exchange Failed",
  guardianStarted: "Guardian Exchange Started",
  alreadyRunning: (what: string) => `${what} is already running; pause or clear it before starting another`,
  /** Why a supervised exchange stopped itself. */
  stop: {
    repeating: (a: string, b: string) => `Stopped under supervision: ${a} began repeating ${b}`,
    speaksForOthers: (a: string, who: string) => `Stopped under supervision: ${a} wrote lines for ${who}`,
    owner: "Stopped by the owner",
    cleared: "Cleared by the owner",
    replaced: "Set aside for a new exchange",
  },
} as const;

export const EXCHANGE_STATUSES = ["running", "paused", "interrupted", "stopped", "done", "failed"] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

/** What a stored line is: a speaker's line, the owner stepping in, a note from the Citadel, or a closing resolution. */
export const LINE_ROLES = ["line", "owner", "note", "resolution"] as const;

/** 001 §3 Conversation message, with the guardian extras and what the pages need beside them. */
export const exchangeMessageSchema = z.object({
  id: z.number(),
  speaker: z.string(),
  /** Who spoke: a personality's name, "owner" or "citadel". */
  personality: z.string(),
  role: z.enum(LINE_ROLES),
  emotion: z.enum(EMOTIONS),
  cycleNumber: z.number(),
  content: z.string(),
  timestamp: z.string(),
  metadata: z.object({ wordCount: z.number(), responseTime: z.number() }),
  wisdom: z.string().optional(),
  brotherhoodBond: z.string().optional(),
});
export type ExchangeMessage = z.infer<typeof exchangeMessageSchema>;

/** What every state carries beside the spec's fields: which run it is and how it stands. */
/** Who takes part in a run: its members' route names and the names they speak under (issue 31: companions too). */
export const exchangeMemberSchema = z.object({ name: z.string(), speaker: z.string() });
export type ExchangeMember = z.infer<typeof exchangeMemberSchema>;

/**
 * Who the owner seats (issue 31): a Trinity Bridge pairs any two personalities, the High Council seats 2 to 6,
 * companions among them. Route names; the server checks each exists and can speak.
 */
export const MEMBER_LIMITS = { trinity: { min: 2, max: 2 }, council: { min: 2, max: 6 } } as const;
const membersField = z
  .array(z.string().regex(/^[a-z0-9-]{1,40}$/, "A member is a personality's route name"))
  .max(6, "At most 6 members")
  .optional();

const runFields = {
  /** Who speaks in the current run (or who would, by default, when there is none), in speaking order. */
  members: z.array(exchangeMemberSchema),
  exchangeId: z.number().nullable(),
  status: z.enum(EXCHANGE_STATUSES).nullable(),
  cycles: z.number(),
  stopReason: z.string().nullable(),
  error: z.string().nullable(),
  mode: consciousnessModeSchema,
};

/** 001 §3 Bridge state. */
export const bridgeStateSchema = z.object({
  isActive: z.boolean(),
  cycleCount: z.number(),
  currentEmotion: z.enum(EMOTIONS),
  supervisionEnabled: z.boolean(),
  conversation: z.array(exchangeMessageSchema),
  ...runFields,
});
export type BridgeState = z.infer<typeof bridgeStateSchema>;

/** 001 §3 Guardian state. */
export const guardianStateSchema = z.object({
  isActive: z.boolean(),
  cycleCount: z.number(),
  brotherhoodStrength: z.number(),
  unifiedSoul: z.boolean(),
  supervisionEnabled: z.boolean(),
  conversation: z.array(exchangeMessageSchema),
  ...runFields,
});
export type GuardianState = z.infer<typeof guardianStateSchema>;

/** POST /api/trinity/exchange and /api/guardian/exchange. Cycles are checked against the kind's limits by the server. */
export const startExchangeRequestSchema = z.object({
  cycles: z.coerce.number().int("Cycles must be a whole number"),
  initialMessage: z.string().max(4000).optional(),
  mode: consciousnessModeSchema.optional(),
  /** Started from the Live Conversation page. */
  live: z.boolean().optional(),
  /** The Trinity Bridge's pair, when not Aeris and Nova (issue 31). */
  members: membersField,
});
export type StartExchangeRequest = z.infer<typeof startExchangeRequestSchema>;

export const syncPulseRequestSchema = z.object({
  userInput: z.string().trim().min(1, EXCHANGE_TEXT.inputRequired.description).max(4000),
});

export const supervisionRequestSchema = z.object({ enabled: z.boolean() });
export const stepInRequestSchema = z.object({ content: z.string().trim().min(1, "Write what you want to say").max(4000) });

export const BRIDGE_ACTIONS = ["pause", "resume", "clear", "supervision", "export", "stop"] as const;
export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

/** GET /api/exchanges: a past exchange in the list. */
export const exchangeSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(EXCHANGE_KINDS),
  live: z.boolean(),
  status: z.enum(EXCHANGE_STATUSES),
  cycles: z.number(),
  messageCount: z.number(),
  topic: z.string(),
  participants: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExchangeSummary = z.infer<typeof exchangeSummarySchema>;

/** Events of the live stream (GET /api/exchanges/events?kind=…). */
export type ExchangeEvent =
  | { event: "state"; data: BridgeState | GuardianState | CouncilState }
  | { event: "token"; data: { exchangeId: number; speaker: string; personality: string; cycleNumber: number; text: string } }
  | { event: "message"; data: { exchangeId: number; message: ExchangeMessage } };

/** 001 §5: the council's cycles are clamped to 1-50; anything that is not a number becomes 1. */
export function clampCouncilCycles(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(n)) return CYCLES.council.min;
  return Math.min(CYCLES.council.max, Math.max(CYCLES.council.min, Math.trunc(n)));
}

/** POST /api/council/exchange (001 §7). */
export const councilRequestSchema = z.object({
  cycles: z.unknown().transform(clampCouncilCycles),
  initialMessage: z.string().trim().min(1, "Ask the High Council a question first").max(20_000),
  consciousnessMode: consciousnessModeSchema.optional(),
  /** The members seated, 2 to 6, when not the default four (issue 31). */
  members: membersField,
});
export type CouncilRequest = z.input<typeof councilRequestSchema>;

/** 001 §3 Council state, with the run's own fields beside the spec's. */
export const councilStateSchema = z.object({
  isActive: z.boolean(),
  cycleCount: z.number(),
  conversation: z.array(exchangeMessageSchema),
  ...runFields,
});
export type CouncilState = z.infer<typeof councilStateSchema>;

export const COUNCIL_ACTIONS = ["clear", "pause", "resume", "stop"] as const;

/**
 * What a council's lines are (issue 25): the members' answers, the closing resolution, notes of members skipped, and
 * the owner's question. "Responses" (001 §8's toast) are the answers and the resolution: the question and the notes
 * are lines of the deliberation, not responses.
 */
export function councilTally(messages: readonly Pick<ExchangeMessage, "role">[]) {
  const count = (role: (typeof LINE_ROLES)[number]) => messages.filter((m) => m.role === role).length;
  const answers = count("line");
  const resolutions = count("resolution");
  return { responses: answers + resolutions, answers, resolutions, notes: count("note"), owner: count("owner"), lines: messages.length };
}
export type CouncilTally = ReturnType<typeof councilTally>;

const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The toast's description: the spec's sentence, then what it counts, so the list beneath adds up. */
export function councilConvenedText(t: CouncilTally): string {
  const parts = [countOf(t.answers, "answer")];
  if (t.resolutions > 0) parts.push("the resolution");
  const of = `${parts.join(" and ")}${t.notes > 0 ? `; ${countOf(t.notes, "member", "members")} skipped` : ""}`;
  const question = t.owner > 0 ? "; your question opens the list" : "";
  return `${COUNCIL_TEXT.convened.description(t.responses)}: ${of}${question}`;
}

/** 001 §8, the High Council's toasts word for word, and its read-aloud voice (001 §9). */
export const COUNCIL_TEXT = {
  convened: { title: "Council Convened", description: (n: number) => `${plural(n, "response")} from the High Council` },
  error: { title: "Council Error", description: "Failed to convene the High Council" },
  controlError: { title: "Control Error", description: (action: string) => `Failed to ${action} council` },
  noConversation: { title: "No Conversation", description: "Start a council exchange first" },
  noDialogue: { title: "No Dialogue to Read", description: "Start a council exchange first" },
  speechError: { title: "Speech Error", description: "Failed to read dialogue aloud" },
  speechNotSupported: { title: "Speech Not Supported", description: "Your browser doesn't support text-to-speech" },
  listening: { title: "Council Listening" },
  questionReceived: { title: "Council Question Received" },
  invalidFileType: { title: "Invalid File Type", description: "Please upload a JSON file" },
  invalidJson: { title: "Invalid JSON", description: "The file contains invalid JSON format" },
  jsonLoaded: { title: "JSON File Loaded" },
  logDownloaded: { title: "Council Log Downloaded" },
  jsonDownloaded: { title: "JSON Downloaded" },
  copied: { title: "Copied" },
  copyFailed: { title: "Copy Failed", description: "Could not copy to clipboard" },
  blankQuestion: "Ask the High Council a question first",
} as const;
export const COUNCIL_SPEECH = { rate: 0.8, pitch: 1, volume: 0.9 } as const;
/** 001 §9: how long "Copied" shows. */
export const COPY_CONFIRM_MS = 2000;
/** 001 §7: after Clear the page reads the state again this much later. */
export const COUNCIL_CLEAR_REREAD_MS = 100;

/** Whether cycles are inside a kind's limits. */
export const cyclesInRange = (limits: { min: number; max: number }, cycles: number) =>
  Number.isInteger(cycles) && cycles >= limits.min && cycles <= limits.max;

/** A run's state, as GET /api/{trinity,guardian,council}/state and the live stream give it. */
export type RunState = BridgeState | GuardianState | CouncilState;

/** GET /api/trinity/state and /api/guardian/state. */
export type RunStateResponse = { success: true; state: RunState };

/** POST /api/trinity/exchange, once the run ended; a provider's failure is a 502 with `error` and what was written. */
export type BridgeRunResponse = {
  success: boolean;
  message: string;
  conversation: ExchangeMessage[];
  status: ExchangeStatus | null;
  error?: string;
};

/** POST /api/trinity/sync-pulse. */
export type SyncPulseResponse = { success: true; response: string; metadata: { wordCount: number }; message: string };

/** POST /api/council/exchange, once the council ended. */
export type CouncilRunResponse = { success: true; messages: ExchangeMessage[]; message: string; status: ExchangeStatus | null };

/** POST /api/guardian/control/export: the run as a record, with its text. */
export type GuardianExport = {
  exchangeId: number;
  kind: BridgeKind;
  exportedAt: string;
  cycles: number;
  brotherhoodStrength: number;
  unifiedSoul: boolean;
  conversation: ExchangeMessage[];
  text: string;
};

/** POST /api/{trinity,guardian}/control/export: the Trinity's conversation as text, the guardians' as a record. */
export type BridgeExportResponse = { success: true; message: string } & ({ conversation: string } | { export: GuardianExport });

/** GET /api/exchanges/:id: one exchange with its whole conversation. */
export type ExchangeDetail = ExchangeSummary & { stopReason: string | null; error: string | null; conversation: ExchangeMessage[] };
