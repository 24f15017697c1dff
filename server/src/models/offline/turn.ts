import { DEFAULT_OWNER_NAME } from "@contract/chat";
import type { ConsciousnessMode } from "@contract/consciousness";
import type { Emotion } from "@contract/emotions";
import { detectEmotion, emotionScores } from "../reply/emotion";
import type { CathedralSnapshot, MemoryItem, ReplyRequest } from "../types";
import { type Chip, matchChip } from "./compose/chips";
import { type FileFacts, sharedFileFacts, withoutSharedFile } from "./compose/file-notes";
import { analyseImage, type ImageFacts } from "./compose/image-analysis";
import { loreLine } from "./compose/lore-line";
import { saidSentences } from "./compose/openers";
import { extractTopic } from "./compose/topic";
import { type Random, turnRandom } from "./prng";
import { answerPast } from "./recall/past-answer";
import { readPastQuestion } from "./recall/past-question";
import { memoriesOf, pickRecall, type Remembered, recentMemories } from "./recall/recall";
import { latestTimestamp } from "./recall/recall-date";
import type { TemplateVars } from "./text-utils";

/** Everything the composers need, read once from the request. */
export type Turn = {
  random: Random;
  emotion: Emotion;
  chip: Chip | null;
  /** {name} and {sanctuary}; the other placeholders are filled where they are used. */
  vars: TemplateVars;
  topic: string | null;
  recall: Remembered | null;
  /** Undefined: no image attached; null: attached but unreadable. */
  image: ImageFacts | null | undefined;
  file: FileFacts | null;
  mode: ConsciousnessMode;
  memories: Remembered[];
  /** The newest moment known, for rough dates. */
  reference: string;
  cathedral: CathedralSnapshot;
  /** The conversation shown, oldest first: which openers were used, whether this is a first meeting. */
  history: readonly MemoryItem[];
  /** Seeds the fixed order a persona's openers are taken in. */
  openerKey: string;
  /** Sentences of the replies shown, not to be said again while they are visible. */
  said: ReadonlySet<string>;
  /** The answer to a question about the past ("What did I ask you first?"), from memory; null for other messages. */
  pastAnswer: string | null;
  /** What the lore the message brought in gives this reply to say (issue 38); null when none does. */
  lore: string | null;
};

/** The message's own emotion; a message with no emotional word takes the core prompt's colour, if it has one. */
export function readEmotion(spoken: string, corePrompt?: string): Emotion {
  const hits = Object.values(emotionScores(spoken)).some((n) => n > 0);
  return !hits && corePrompt ? detectEmotion(corePrompt) : detectEmotion(spoken);
}

export function readTurn(request: ReplyRequest, seed: number): Turn {
  // A shared file's code says nothing of the owner's mood or topic; only the words around it do.
  const spoken = withoutSharedFile(request.message);
  const past = readPastQuestion(spoken);
  const reference = latestTimestamp(request.history, request.recalled);
  const said = saidSentences(request.history);
  return {
    random: turnRandom(seed, request.personality.name, request.message, request.history.length),
    emotion: readEmotion(spoken, request.corePrompt),
    chip: matchChip(spoken),
    vars: {
      name: request.ownerName.trim() || DEFAULT_OWNER_NAME,
      sanctuary: request.personality.profile.sanctuary,
    },
    topic: past ? null : extractTopic(spoken),
    recall: past ? null : pickRecall(spoken, request.history, request.recalled),
    image: request.image ? analyseImage(request.image) : undefined,
    file: sharedFileFacts(request.message),
    mode: request.mode,
    memories: recentMemories(request.history, request.recalled),
    reference,
    history: request.history,
    openerKey: `${seed >>> 0}|${request.personality.name}`,
    said,
    pastAnswer: past ? answerPast(past, memoriesOf(request.history, request.recalled), reference) : null,
    lore: loreLine(request.lore, request.personality.companion?.name ?? request.personality.profile.name, said),
    // Read only by the status chip: the snapshot counts every stored moment.
    get cathedral() {
      return request.cathedral;
    },
  };
}
