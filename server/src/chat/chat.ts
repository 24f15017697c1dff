import type { ChatMessage, SendMessageRequest } from "@contract/chat";
import type { ConsciousnessMode } from "@contract/consciousness";
import type { VectorSearchPlan } from "@contract/embeddings";
import type { Personality } from "@contract/personalities";
import { isTrinityMember } from "@contract/trinity";
import { eq } from "drizzle-orm";
import { loreFor } from "../companions";
import type { Embedder } from "../memory";
import { memoryForTurn, withVectorRecall } from "../memory";
import { FRESH_REPLIES } from "../models/offline/compose/rotation";
import { ProviderError } from "../models/providers/provider-error";
import type { ProviderRegistry } from "../models/providers/provider-registry";
import { streamReply } from "../models/reply/reply";
import type { ImageInput, RecalledMemory, ReplyRequest } from "../models/types";
import { applyMessageMode, cathedralSnapshot, getPersonality, listPersonalities, ownerName, readCorePrompt, speakerOf } from "../personas";
import type { Clock } from "../platform/clock";
import type { Db } from "../platform/db/connection";
import { dataGeneration } from "../platform/db/generation";
import { messages } from "../platform/db/schema";
import { AppError } from "../platform/errors";
import { loggable } from "../platform/scrub-secrets";
import {
  failTurn,
  getMessage,
  getOwnerMessage,
  insertReplyPlaceholder,
  lastReplies,
  markPending,
  messageImage,
  readChatMessage,
  toChatMessage,
} from "./messages";
import type { TurnHub } from "./turn-hub";
import { storeFinishedTurn, storeTurn, TurnOutlived } from "./turn-writes";

export type ChatDeps = {
  db: Db;
  clock: Clock;
  providers: ProviderRegistry;
  turns: TurnHub;
  /** When the provider offers embeddings: memories close in meaning join word recall (see withVectorRecall). */
  embedder?: Pick<Embedder, "embedQuery">;
  /** How vectors are searched (VECTOR_SEARCH unless a benchmark compares another). */
  vectorSearch?: VectorSearchPlan;
};

/** What the owner is told when a reply failed for a reason that is not the provider's (it could not be stored). */
export const REPLY_NOT_WRITTEN = "The reply could not be written; try again";

/** What the owner is told of a reply still being written when the Citadel was restored from a backup (issue 39). */
export const TURN_OUTLIVED = "The Citadel was restored from a backup while this reply was being written, so it was not kept";

/** A turn's failure as the owner is to read it: the provider's own, else that the reply could not be written. */
export const asTurnFailure = (error: unknown): ProviderError =>
  error instanceof ProviderError ? error : new ProviderError(error instanceof TurnOutlived ? TURN_OUTLIVED : REPLY_NOT_WRITTEN, null);

export type StartedTurn = {
  userMessage: ChatMessage;
  replyId: number;
  /**
   * Settles with the stored reply, or rejects with a ProviderError once the owner's message is marked failed; it always
   * settles, and is how a listener learns the turn's end.
   */
  finished: Promise<ChatMessage>;
};

/** "data:image/png;base64,AAAA" or bare base64 (taken as JPEG, which is what the client sends). */
export function parseImage(imageBase64: string | null | undefined): ImageInput | undefined {
  if (!imageBase64) return undefined;
  const match = /^data:(image\/[a-z0-9.+-]+);base64,/i.exec(imageBase64);
  return {
    mediaType: (match?.[1]?.toLowerCase() ?? "image/jpeg").replace("image/jpg", "image/jpeg"),
    base64: (match ? imageBase64.slice(match[0].length) : imageBase64).replace(/\s+/g, ""),
  };
}

/** Word recall, with memories close in meaning where words left room; words alone if anything goes wrong. */
const recalledWithVectors = (deps: ChatDeps, personalityId: number, input: TurnInput, words: RecalledMemory[]) =>
  deps.embedder
    ? withVectorRecall(
        { db: deps.db, embedder: deps.embedder, vectorSearch: deps.vectorSearch },
        personalityId,
        input.mode,
        input.content,
        words,
      ).catch(() => words)
    : Promise.resolve(words);

type TurnInput = { content: string; mode: ConsciousnessMode; image?: ImageInput; corePrompt?: string | null; groupTurn?: string | null };

/** The stored turn a reply is written for: the owner's message, its reply's placeholder, the data they are in. */
type TurnRows = { userId: number; replyId: number; generation: number };

/**
 * Runs the model for a stored owner message; the reply is written to the database whoever is listening. If the data was
 * restored meanwhile (another generation), nothing is written: the rows the turn meant are not there any more.
 */
function runTurn(
  deps: ChatDeps,
  personality: Personality,
  { userId, replyId, generation }: TurnRows,
  input: TurnInput,
  // Read with the owner's message when it was stored (see storeTurn); read here otherwise.
  memory = memoryForTurn(deps.db, personality.id, input.mode, input.content),
) {
  const { db, clock, providers, turns } = deps;
  const provider = providers.current();
  const { history, recalled } = memory;
  // The owner may stop the reply while it is written (turns.stop): it is then stored as it stands, marked interrupted.
  const stop = new AbortController();
  const request: ReplyRequest = {
    personality: speakerOf(db, personality),
    mode: input.mode,
    message: input.content,
    history,
    recalled,
    // The card's lore whose keys the new message or the last few of the conversation mention (issue 31).
    lore: loreFor(db, personality.id, [
      input.content,
      ...history
        .filter((m) => m.role !== "system")
        .map((m) => m.content)
        .reverse(),
    ]),
    // The owner's stored instructions, unless the request brings its own (the spec's page sends one from its storage).
    corePrompt: input.corePrompt ?? readCorePrompt(db, personality.name) ?? undefined,
    image: input.image,
    ownerName: ownerName(db),
    // Counting every moment costs a scan, and only a reply about the Cathedral's state needs it.
    cathedral: () => cathedralSnapshot(db, clock, providers),
    // Read only by the offline engine, which says no line again within its last ten replies.
    earlierReplies: () => lastReplies(db, personality.id, FRESH_REPLIES),
    signal: stop.signal,
  };
  // What reached the model of the recalled memories (the provider's budget chose them); all of them if it did not say.
  let sent: readonly RecalledMemory[] | undefined;
  request.onRecalled = (memories) => {
    sent = memories;
  };
  turns.open(replyId, { stop: () => stop.abort(), groupTurn: input.groupTurn });
  return (
    recalledWithVectors(deps, personality.id, input, recalled)
      .then((more) => {
        request.recalled = more;
        return streamReply(provider, request, (text) => turns.token(replyId, text));
      })
      .then(async (reply) => {
        const remembered = (sent ?? request.recalled).flatMap((m) => (m.memoryId === undefined ? [] : [m.memoryId]));
        // One commit for the reply and its memories, shared with the other turns finishing now (group commit). The reply
        // is confirmed only once that commit is on disk.
        await storeFinishedTurn(db, {
          personalityId: personality.id,
          mode: input.mode,
          userId,
          userText: input.content,
          replyId,
          reply,
          remembered,
          at: clock.now().toISOString(),
          generation,
        });
        return readChatMessage(db, replyId, personality);
      })
      // The provider failed, or the reply could not be stored (the turn is not left open either way).
      .catch((error: unknown) => {
        const failure = asTurnFailure(error);
        if (!(error instanceof ProviderError || error instanceof TurnOutlived)) console.error("Reply failed", loggable(error));
        console.error(`Failed to send message: ${failure.providerStatus ?? "no status"} ${failure.message}`);
        if (dataGeneration(db) === generation) failTurn(db, userId, replyId, failure.message);
        throw failure;
      })
      // Whatever happened above (even a failure that could not be stored), the turn is no longer live.
      .finally(() => turns.end(replyId))
  );
}

/**
 * Stores the owner's message (and the reply's placeholder) and starts the reply. The message is confirmed once its
 * commit, shared with the other turns arriving now (group commit), is on disk.
 */
export async function sendMessage(deps: ChatDeps, name: string, body: SendMessageRequest): Promise<StartedTurn> {
  const personality = getPersonality(deps.db, name);
  if (body.groupTurn && !isTrinityMember(personality.name)) {
    throw new AppError("bad_request", `${personality.title} is not a member of the Trinity group`);
  }
  const mode = applyMessageMode(deps.db, deps.clock, body.content, body.consciousnessMode);
  const image = parseImage(body.imageBase64);
  const createdAt = deps.clock.now().toISOString();
  const { user, reply, memory, generation } = await storeTurn(deps.db, {
    personality,
    content: body.content,
    mode,
    groupTurn: body.groupTurn,
    image,
    createdAt,
  });
  const input = { content: body.content, mode, image, corePrompt: body.corePrompt, groupTurn: body.groupTurn };
  const finished = runTurn(deps, personality, { userId: user.id, replyId: reply.id, generation }, input, memory);
  finished.catch(() => {}); // the failure is stored; callers that care await it themselves
  return { userMessage: toChatMessage(user, personality), replyId: reply.id, finished };
}

/** An owner message asked again (a retry, a regeneration): its words, its mode and the image sent with it. */
const askedAgain = (db: Db, user: ReturnType<typeof getOwnerMessage>): TurnInput => ({
  content: user.content,
  mode: (user.consciousnessMode as ConsciousnessMode | null) ?? "sanctified",
  image: messageImage(db, user),
  groupTurn: user.groupTurn,
});

/** A new reply to the same owner message; the current one is set aside as an alternative. */
export function regenerateReply(deps: ChatDeps, replyId: number): StartedTurn {
  const old = getMessage(deps.db, replyId);
  if (!old.isFromAI || old.replyTo === null) throw new AppError("bad_request", "Only a reply can be regenerated");
  if (old.status === "pending") throw new AppError("bad_request", "This reply is still being written");
  const user = getOwnerMessage(deps.db, old.replyTo);
  const personality = personalityOfRow(deps.db, user.personalityId);
  const reply = deps.db.transaction((tx) => {
    tx.update(messages).set({ superseded: true }).where(eq(messages.replyTo, user.id)).run();
    return insertReplyPlaceholder(tx as unknown as Db, user, deps.clock.now().toISOString());
  });
  markPending(deps.db, user.id);
  const rows = { userId: user.id, replyId: reply.id, generation: dataGeneration(deps.db) };
  const finished = runTurn(deps, personality, rows, askedAgain(deps.db, user));
  finished.catch(() => {});
  return { userMessage: toChatMessage(user, personality), replyId: reply.id, finished };
}

export function personalityOfRow(db: Db, personalityId: number): Personality {
  const personality = listPersonalities(db).find((p) => p.id === personalityId);
  if (!personality) throw new Error(`no personality with id ${personalityId}`);
  return personality;
}

/** Asks again for a reply to an owner message whose reply failed. */
export function retryMessage(deps: ChatDeps, messageId: number): StartedTurn {
  const user = getOwnerMessage(deps.db, messageId);
  if (user.status !== "failed") throw new AppError("bad_request", "Only a message whose reply failed can be retried");
  const personality = personalityOfRow(deps.db, user.personalityId);
  markPending(deps.db, user.id);
  const reply = insertReplyPlaceholder(deps.db, user, deps.clock.now().toISOString());
  const rows = { userId: user.id, replyId: reply.id, generation: dataGeneration(deps.db) };
  const finished = runTurn(deps, personality, rows, askedAgain(deps.db, user));
  finished.catch(() => {});
  return { userMessage: toChatMessage({ ...user, status: "pending", error: null }, personality), replyId: reply.id, finished };
}
