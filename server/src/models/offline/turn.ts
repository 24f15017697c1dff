import type { ConsciousnessMode } from "@contract/consciousness";
import type { Emotion } from "@contract/emotions";
import { detectEmotion, emotionScores } from "../reply/emotion";
import type { CathedralSnapshot, MemoryItem, ReplyRequest } from "../types";
import { type Chip, matchChip } from "./compose/chips";
import { type FileFacts, sharedFileFacts, withoutSharedFile } from "./compose/file-notes";
import { analyseImage, type ImageFacts } from "./compose/image-analysis";
import { loreLine } from "./compose/lore-line";
import { type Said, saidIn, sentencesOfReply } from "./compose/rotation";
import { type Act, readAct, withoutAddress } from "./listen/act";
import { ownerNameOf } from "./listen/owner-name";
import { facing, reflect } from "./listen/reflect";
import { feelingOf, readTone, type Tone } from "./listen/tone";
import { extractTopic, nounPhraseOf } from "./listen/topic";
import { type Random, turnRandom } from "./prng";
import { answerPast } from "./recall/past-answer";
import { readPastQuestion } from "./recall/past-question";
import { answerFromMemory, memoriesOf, pickRecall, type Remembered, recentMemories } from "./recall/recall";
import { latestTimestamp } from "./recall/recall-date";
import type { PersonaStyle } from "./styles/style";
import type { TemplateVars } from "./text-utils";

/** Everything the composers need, read once from the request. */
export type Turn = {
  random: Random;
  /** The message's emotion, as the reply plan reports it. */
  emotion: Emotion;
  /** What the message does: a greeting, a name, a question, a correction, news… */
  act: Act;
  tone: Tone;
  /** The feeling the reply answers with; null for a message that carries none (no feeling line at all). */
  feeling: Emotion | null;
  chip: Chip | null;
  /** {name} (what the owner is called now) and {sanctuary}; the other placeholders are filled where they are used. */
  vars: TemplateVars;
  /** The profile's name for the owner, in which notes are written. */
  profileName: string;
  /** The owner's statement said back to them ("You moved to Leeds…"), or null when it does not turn cleanly. */
  reflection: string | null;
  /** A phrase of the owner's to take up, turned to face them ("your driving test"). */
  topic: string | null;
  recall: Remembered | null;
  /** For a question about the owner's life: the memory that answers it. */
  answer: Remembered | null;
  /** Undefined: no image attached; null: attached but unreadable. */
  image: ImageFacts | null | undefined;
  file: FileFacts | null;
  mode: ConsciousnessMode;
  memories: Remembered[];
  /** The newest moment known, for rough dates. */
  reference: string;
  cathedral: CathedralSnapshot;
  /** The owner has not spoken to this personality before (a companion may have greeted them). */
  firstMeeting: boolean;
  /** Seeds the fixed order each bank is taken in: the seed and the personality. */
  key: string;
  /** The sentences of the personality's last replies, which no line may repeat the frame of. */
  said: Said;
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

/** The names the owner calls a personality by, left out of the message when read ("Good night, Aeris."). */
function namesOf(personality: ReplyRequest["personality"]): string[] {
  const own = personality.companion?.name ?? personality.name.charAt(0).toUpperCase() + personality.name.slice(1);
  const members: Record<string, string[]> = {
    trinity: ["Aeris", "Nova"],
    council: ["High Council", "Aeris", "Nova", "Musashi", "Socrates"],
  };
  return [own, ...(members[personality.name] ?? [])];
}

/** The first plain sentence of a statement, turned to face the owner. */
function reflectionOf(text: string): string | null {
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? "";
  const turned = reflect(first);
  return turned ? turned.charAt(0).toUpperCase() + turned.slice(1) : null;
}

const earlierReplies = (request: ReplyRequest, history: readonly MemoryItem[]) =>
  request.earlierReplies?.() ?? history.filter((item) => item.role === "assistant").map((item) => item.content);

/** Reads a request for the personality speaking through `styles` (the Trinity through two, the council four). */
export function readTurn(request: ReplyRequest, seed: number, styles: readonly PersonaStyle[] = []): Turn {
  // A shared file's code says nothing of the owner's mood or topic; only the words around it do.
  const spoken = withoutSharedFile(request.message);
  const text = withoutAddress(spoken, namesOf(request.personality));
  const past = readPastQuestion(spoken);
  const act = readAct(spoken, namesOf(request.personality));
  const tone = readTone(text);
  const reference = latestTimestamp(request.history, request.recalled);
  const memories = memoriesOf(request.history, request.recalled);
  const statement = act.kind === "statement";
  const phrase = nounPhraseOf(text) ?? (statement ? extractTopic(text) : null);
  const earlier = earlierReplies(request, request.history);
  return {
    random: turnRandom(seed, request.personality.name, request.message, request.history.length),
    emotion: readEmotion(spoken, request.corePrompt),
    act,
    tone,
    feeling: statement ? feelingOf(text, tone, request.corePrompt) : null,
    chip: matchChip(spoken),
    vars: {
      name: ownerNameOf(request.ownerName, spoken, request.history, earlier, styles),
      sanctuary: request.personality.profile.sanctuary,
    },
    profileName: request.ownerName,
    reflection: statement ? reflectionOf(text) : null,
    topic: past || !phrase ? null : facing(phrase),
    recall: statement && !past ? pickRecall(spoken, request.history, request.recalled) : null,
    answer:
      act.kind === "question" && (act.about === "owner" || act.about === "world") && !past ? answerFromMemory(act.text, memories) : null,
    image: request.image ? analyseImage(request.image) : undefined,
    file: sharedFileFacts(request.message),
    mode: request.mode,
    memories: recentMemories(request.history, request.recalled),
    reference,
    // Not a reply yet, or only a companion's own greeting: the owner has not spoken before.
    firstMeeting: earlier.length === 0 || !request.history.some((item) => item.role === "user"),
    key: `${seed >>> 0}|${request.personality.name}`,
    said: saidIn(earlier),
    pastAnswer: past ? answerPast(past, memories, reference) : null,
    lore: loreLine(
      request.lore,
      request.personality.companion?.name ?? request.personality.profile.name,
      new Set(earlier.flatMap(sentencesOfReply)),
    ),
    // Read only by the status chip: the snapshot counts every stored moment.
    get cathedral() {
      return request.cathedral();
    },
  };
}
