import type { ConsciousnessMode } from "@contract/consciousness";
import {
  type BridgeState,
  type CouncilState,
  cyclesInRange,
  EXCHANGE_TEXT,
  type GuardianState,
  type RunKind,
  type StartExchangeRequest,
} from "@contract/exchanges";
import { loreFor } from "../companions";
import { searchCore, toRecalled } from "../memory";
import { ProviderError } from "../models/providers/provider-error";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import { detectEmotion } from "../models/reply/emotion";
import { countWords, replyColumns, streamReply } from "../models/reply/reply";
import type { ActivityHub } from "../notify";
import { exchangeActivity } from "../notify";
import { cathedralSnapshot, getConsciousnessMode, getPersonality, ownerName, readCorePrompt, speakerOf } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { AppError } from "../platform/errors";
import { loggable } from "../platform/scrub-secrets";
import { readSetting, writeSetting } from "../platform/settings";
import type { ExchangeConfig } from "./configs";
import { speakerView } from "./context";
import type { ExchangeHub } from "./live/hub";
import { bridgeState, councilState, guardianState, toExchangeMessage } from "./live/state";
import { membersOf, runConfig, seatedMembers, speakerName } from "./members";
import { rememberLine } from "./remember";
import { repeatedLine, speaksFor } from "./rules";
import {
  appendLine,
  createExchange,
  currentExchange,
  type ExchangeRow,
  type LineRow,
  linesOf,
  markCleared,
  type NewLine,
  readExchange,
  setStatus,
  setSupervised,
} from "./store";

export type ExchangeDeps = {
  db: Db;
  clock: Clock;
  providers: ProviderRegistry;
  hub: ExchangeHub;
  /** Told when a run ends, stops on its own or fails, for the owner's notifications. */
  activity?: ActivityHub;
};

const RUN_NAMES: Record<RunKind, string> = { trinity: "A Trinity exchange", guardian: "A Guardian exchange", council: "The High Council" };
const supervisionKey = (kind: RunKind) => `exchange-supervision:${kind}`;

/**
 * The cursor once the closing line (the council's resolution) is written or skipped: cycle `cycles + 1` is the closing
 * one, so two past the last cycle nothing is left to say.
 */
const PAST_CLOSING = 2;

/** The cursor after a speaker: the next speaker of the cycle, or the first of the next cycle. */
export function advance(config: ExchangeConfig, at: { nextCycle: number; nextSpeaker: number }) {
  const last = at.nextSpeaker >= config.speakers.length - 1;
  return { nextCycle: last ? at.nextCycle + 1 : at.nextCycle, nextSpeaker: last ? 0 : at.nextSpeaker + 1 };
}

/** Why a supervised exchange must stop after this line, or null to go on. */
export function supervisionStop(line: LineRow, before: readonly LineRow[], owner: string): string | null {
  const spoken = before.filter((l) => l.role === "line");
  const repeated = repeatedLine(line.content, spoken);
  if (repeated) {
    const whom = repeated.personality === line.personality ? "themself" : repeated.speaker;
    return EXCHANGE_TEXT.stop.repeating(line.speaker, whom);
  }
  const others = [...new Set(spoken.map((l) => l.speaker).filter((s) => s !== line.speaker)), owner, "Dreamer"];
  const forWhom = speaksFor(line.content, others);
  return forWhom ? EXCHANGE_TEXT.stop.speaksForOthers(line.speaker, forWhom) : null;
}

/**
 * The one orchestrator of exchanges between personalities. Each step is one speaker's reply, stored (with the cursor
 * moved) before the next begins; nothing lives only in memory, so a restart shows the exchange interrupted and
 * Resume goes on from its cursor. The configuration of a kind says who speaks, in which order, and what is stored.
 */
export function createExchanges(deps: ExchangeDeps) {
  const { db, clock, hub } = deps;
  const nameOf = (personality: string) => speakerName(db, personality);
  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();

  const supervisionDefault = (kind: RunKind) => readSetting<boolean>(db, supervisionKey(kind)) ?? true;

  function state(kind: RunKind): BridgeState | GuardianState | CouncilState {
    const exchange = currentExchange(db, kind);
    const config = runConfig(kind, exchange);
    const lines = exchange ? linesOf(db, exchange.id) : [];
    const bridge = bridgeState(config, exchange, lines, {
      supervised: supervisionDefault(kind),
      mode: getConsciousnessMode(db).mode,
      members: membersOf(db, config),
    });
    return kind === "guardian" ? guardianState(bridge) : kind === "council" ? councilState(bridge) : bridge;
  }

  const publishState = (kind: RunKind) => hub.publish(kind, { event: "state", data: state(kind) });

  function store(exchange: ExchangeRow, config: ExchangeConfig, line: NewLine, cursor?: { nextCycle: number; nextSpeaker: number }) {
    const before = linesOf(db, exchange.id).filter((l) => l.role === "line");
    const extras = line.role === "line" ? config.extras?.(line, before) : undefined;
    const stored = appendLine(db, clock, exchange.id, { ...line, extras: extras ?? null }, cursor, () =>
      rememberLine(db, clock, {
        exchangeId: exchange.id,
        mode: exchange.mode as ConsciousnessMode,
        place: config.place,
        members: config.speakers.map((name) => ({ name, speaker: nameOf(name) })),
        personality: line.personality,
        speaker: line.speaker,
        content: line.content,
      }),
    );
    hub.publish(config.kind, { event: "message", data: { exchangeId: exchange.id, message: toExchangeMessage(stored) } });
    return stored;
  }

  /** Recalled memories of a speaker on what it answers, leaving out this exchange's own lines. */
  function recall(personalityId: number, mode: ConsciousnessMode, text: string, lines: readonly LineRow[]) {
    const said = lines.map((l) => l.content);
    return searchCore(db, personalityId, mode, text, { limit: 6 })
      .filter((m) => !said.some((line) => m.content.includes(line)))
      .slice(0, 3)
      .map(toRecalled);
  }

  /** One speaker's reply (or the closing one), streamed to the hub as it is written. */
  async function speak(exchange: ExchangeRow, config: ExchangeConfig, lines: LineRow[], signal: AbortSignal, closing = false) {
    const name = closing && config.closing ? config.closing : (config.speakers[exchange.nextSpeaker] as string);
    const personality = getPersonality(db, name);
    const mode = exchange.mode as ConsciousnessMode;
    const owner = ownerName(db);
    const view = speakerView(name, lines, owner, config.openedBy === "owner" ? lines[0] : undefined);
    const recalled = recall(personality.id, mode, [view.message, view.ownerNote].filter(Boolean).join(" "), lines);
    const reply = await streamReply(
      deps.providers.current(),
      {
        personality: speakerOf(db, personality),
        mode,
        message: view.message,
        history: view.history,
        recalled,
        // A companion's card lore whose keys the conversation's last lines mention (issue 31).
        lore: loreFor(db, personality.id, [view.ownerNote ?? "", ...lines.map((l) => l.content).reverse()].filter(Boolean)),
        corePrompt: readCorePrompt(db, name) ?? undefined,
        ownerName: owner,
        get cathedral() {
          return cathedralSnapshot(db, clock, deps.providers);
        },
        conversation: {
          place: config.place,
          self: nameOf(name),
          from: view.from,
          others: config.speakers.filter((s) => s !== name).map(nameOf),
          ownerNote: view.ownerNote,
          next:
            config.speakers.length > 2 ? nameOf(config.speakers[(exchange.nextSpeaker + 1) % config.speakers.length] as string) : undefined,
          question: config.openedBy === "owner" ? exchange.opening : undefined,
          resolution: closing,
          transcript: lines.filter((l) => l.role !== "note").map((l) => ({ speaker: l.speaker, content: l.content })),
        },
        signal,
      },
      (text) =>
        hub.publish(config.kind, {
          event: "token",
          data: { exchangeId: exchange.id, speaker: nameOf(name), personality: name, cycleNumber: exchange.nextCycle, text },
        }),
    );
    return { name, reply };
  }

  async function drive(id: number, signal: AbortSignal): Promise<void> {
    for (;;) {
      const exchange = readExchange(db, id);
      if (exchange.status !== "running" || signal.aborted) return;
      const kind = exchange.kind as RunKind;
      const config = runConfig(kind, exchange);
      const lines = linesOf(db, id);
      const closing = exchange.nextCycle > exchange.cycles;
      if (closing && (!config.closing || lines.some((l) => l.role === "resolution"))) {
        setStatus(db, clock, id, "done");
        return publishState(kind);
      }
      let spoken: Awaited<ReturnType<typeof speak>>;
      try {
        spoken = await speak(exchange, config, lines, signal, closing);
        if (!spoken.reply.text.trim()) throw new ProviderError(`${nameOf(spoken.name)} gave an empty reply`, null);
      } catch (error) {
        if (signal.aborted) return;
        if (!(error instanceof ProviderError)) console.error("Exchange step failed", loggable(error));
        const message = error instanceof ProviderError ? error.message : "The reply could not be written";
        if (config.onFailure === "skip" || closing) {
          // The council goes on without that member this turn, and says so.
          const who = nameOf(closing && config.closing ? config.closing : (config.speakers[exchange.nextSpeaker] as string));
          note(
            exchange,
            config,
            `${who} could not answer this turn: ${message}`,
            closing ? { nextCycle: exchange.cycles + PAST_CLOSING, nextSpeaker: 0 } : advance(config, exchange),
          );
          if (closing) setStatus(db, clock, id, "done");
          publishState(kind);
          if (closing) return;
          continue;
        }
        setStatus(db, clock, id, "failed", { error: `${message}; Resume tries again` });
        return publishState(kind);
      }
      // Cleared or stopped while the line was being written: it is not kept.
      if (signal.aborted) return publishState(kind);
      const line = store(
        exchange,
        config,
        {
          personality: spoken.name,
          speaker: nameOf(spoken.name),
          role: closing ? "resolution" : "line",
          cycleNumber: closing ? exchange.cycles : exchange.nextCycle,
          ...replyColumns(spoken.reply),
        },
        closing ? { nextCycle: exchange.cycles + PAST_CLOSING, nextSpeaker: 0 } : advance(config, exchange),
      );
      const now = readExchange(db, id);
      const stop = now.supervised && !closing ? supervisionStop(line, lines, ownerName(db)) : null;
      if (stop) {
        note(now, config, stop);
        setStatus(db, clock, id, "stopped", { stopReason: stop });
      }
      publishState(kind);
      if (stop) return;
    }
  }

  /** A line from the Citadel itself (why an exchange stopped, a turn skipped), kept in the conversation. */
  function note(exchange: ExchangeRow, config: ExchangeConfig, text: string, cursor?: { nextCycle: number; nextSpeaker: number }) {
    const stored = appendLine(
      db,
      clock,
      exchange.id,
      {
        personality: "citadel",
        speaker: nameOf("citadel"),
        role: "note",
        cycleNumber: exchange.nextSpeaker === 0 ? Math.max(1, exchange.nextCycle - 1) : exchange.nextCycle,
        content: text,
        emotion: detectEmotion(text),
        wordCount: countWords(text),
      },
      cursor,
    );
    hub.publish(config.kind, { event: "message", data: { exchangeId: exchange.id, message: toExchangeMessage(stored) } });
  }

  /** Runs an exchange until it ends, pauses or fails; the same promise while it runs. */
  function launch(id: number): Promise<void> {
    const live = running.get(id);
    if (live) return live.done;
    const controller = new AbortController();
    const done = drive(id, controller.signal)
      .catch((error: unknown) => {
        console.error("Exchange failed", loggable(error));
        setStatus(db, clock, id, "failed", { error: "The exchange stopped on an error inside the Citadel; Resume tries again" });
      })
      .finally(() => {
        running.delete(id);
        const event = exchangeActivity(readExchange(db, id), linesOf(db, id));
        if (event) deps.activity?.publish(event);
      });
    running.set(id, { controller, done });
    return done;
  }

  function current(kind: RunKind): ExchangeRow {
    const exchange = currentExchange(db, kind);
    if (!exchange) throw new AppError("bad_request", "There is no exchange yet: start one first");
    return exchange;
  }

  return {
    state,

    /** Starts an exchange; `finished` settles when it stops running (ended, paused, stopped or failed). */
    start(kind: RunKind, request: StartExchangeRequest): { exchange: ExchangeRow; finished: Promise<void> } {
      const members = seatedMembers(db, kind, request.members);
      const config = runConfig(kind, { members });
      const limits = request.live ? { ...config.cycles, max: 20 } : config.cycles;
      if (!cyclesInRange(limits, request.cycles)) {
        throw new AppError("bad_request", kind === "guardian" ? EXCHANGE_TEXT.guardianCycles : EXCHANGE_TEXT.trinityCycles);
      }
      const previous = currentExchange(db, kind);
      if (previous?.status === "running") {
        throw new AppError("conflict", EXCHANGE_TEXT.alreadyRunning(RUN_NAMES[kind]));
      }
      if (previous) {
        if (previous.status === "paused" || previous.status === "interrupted" || previous.status === "failed") {
          setStatus(db, clock, previous.id, "stopped", { stopReason: EXCHANGE_TEXT.stop.replaced });
        }
        markCleared(db, clock, previous.id);
      }
      const opening = request.initialMessage?.trim() || config.defaultOpening;
      const exchange = createExchange(db, clock, {
        kind,
        mode: request.mode ?? getConsciousnessMode(db).mode,
        live: request.live ?? false,
        cycles: request.cycles,
        opening,
        supervised: config.supervision && supervisionDefault(kind),
        members,
      });
      // A bridge opens with its first speaker's line, which the other answers; the council with the owner's question.
      const first = config.speakers[0] as string;
      const byOwner = config.openedBy === "owner";
      store(
        exchange,
        config,
        {
          personality: byOwner ? "owner" : first,
          speaker: byOwner ? ownerName(db) : nameOf(first),
          role: byOwner ? "owner" : "line",
          cycleNumber: 1,
          content: opening,
          emotion: detectEmotion(opening),
          wordCount: countWords(opening),
        },
        byOwner ? undefined : advance(config, exchange),
      );
      publishState(kind);
      return { exchange, finished: launch(exchange.id) };
    },

    /** The line being written is finished and stored; then it waits. */
    pause(kind: RunKind) {
      const exchange = current(kind);
      if (exchange.status !== "running") throw new AppError("bad_request", "The exchange is not running");
      setStatus(db, clock, exchange.id, "paused");
      publishState(kind);
    },

    /** Goes on from where it stopped: paused, interrupted by a restart, failed, or stopped under supervision. */
    resume(kind: RunKind): Promise<void> {
      const exchange = current(kind);
      if (exchange.status === "running") return launch(exchange.id);
      if (exchange.status === "done") throw new AppError("bad_request", "The exchange has ended; start a new one");
      setStatus(db, clock, exchange.id, "running");
      publishState(kind);
      return launch(exchange.id);
    },

    /** Starts afresh: the exchange stops and leaves the page, but stays in the history. */
    clear(kind: RunKind) {
      const exchange = currentExchange(db, kind);
      if (!exchange) return;
      running.get(exchange.id)?.controller.abort();
      if (exchange.status !== "done") setStatus(db, clock, exchange.id, "stopped", { stopReason: EXCHANGE_TEXT.stop.cleared });
      markCleared(db, clock, exchange.id);
      publishState(kind);
    },

    /** The owner's own Stop. */
    stop(kind: RunKind) {
      const exchange = current(kind);
      running.get(exchange.id)?.controller.abort();
      if (exchange.status !== "done") setStatus(db, clock, exchange.id, "stopped", { stopReason: EXCHANGE_TEXT.stop.owner });
      publishState(kind);
    },

    supervise(kind: RunKind, enabled: boolean) {
      writeSetting(db, clock, supervisionKey(kind), enabled);
      const exchange = currentExchange(db, kind);
      if (exchange) setSupervised(db, clock, exchange.id, enabled);
      publishState(kind);
    },

    /** The owner steps in: both speakers see these words next. */
    stepIn(kind: RunKind, content: string) {
      const exchange = current(kind);
      if (!exchange.supervised) throw new AppError("bad_request", "Turn supervision on to step in");
      if (exchange.status === "done" || exchange.status === "stopped") throw new AppError("bad_request", "The exchange has ended");
      const config = runConfig(kind, exchange);
      store(exchange, config, {
        personality: "owner",
        speaker: ownerName(db),
        role: "owner",
        cycleNumber: exchange.nextCycle,
        content,
        emotion: detectEmotion(content),
        wordCount: countWords(content),
      });
      publishState(kind);
    },

    /** Listens to a kind's live events. */
    subscribe: hub.subscribe,
    /** Whether any exchange is writing a line now. */
    writing: () => running.size > 0,
    /** Resolves when every exchange running now has stopped (tests, a graceful stop). */
    settled: () => Promise.all([...running.values()].map((r) => r.done)).then(() => {}),
  };
}

export type Exchanges = ReturnType<typeof createExchanges>;
