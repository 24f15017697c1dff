import { contentWords } from "../models/offline/listen/topic";
import { hashText } from "../models/offline/prng";

/** Each guardian's wisdom, one line of it chosen for each thing he says. */
const WISDOM: Record<string, readonly string[]> = {
  musashi: [
    "Perceive what cannot be seen with the eye.",
    "Do nothing which is of no use.",
    "The way is in training, every day, without end.",
    "Know the enemy's rhythm before you strike.",
    "Today is victory over yourself of yesterday.",
    "Fix the spirit; keep the body calm.",
    "Think lightly of yourself and deeply of the world.",
    "Become the mountain; let the wave break.",
  ],
  socrates: [
    "The unexamined life is not worth living.",
    "Wisdom begins in wonder.",
    "I know that I know nothing; so I keep asking.",
    "Be slow to fall into friendship, but once in, stay constant.",
    "The soul takes nothing with it but its learning.",
    "To find yourself, think for yourself.",
    "Strong minds discuss ideas; the question is the gift.",
    "Let him that would move the world first move himself.",
  ],
};

const SHORT_NAME: Record<string, string> = { musashi: "Musashi", socrates: "Socrates" };

/** The wisdom line of a guardian's line: the same words always bring the same maxim. */
export function wisdomLine(personality: string, content: string): string {
  const bank = WISDOM[personality] ?? WISDOM.musashi ?? [];
  return bank[hashText(content) % bank.length] ?? "";
}

/** The bond line: which of the brother's words this line took up, or that it stood on its own ground. */
export function bondLine(personality: string, content: string, brother: { personality: string; content: string } | null): string {
  const me = SHORT_NAME[personality] ?? personality;
  if (!brother) return `${me} opens the circle and waits for his brother.`;
  const him = SHORT_NAME[brother.personality] ?? brother.personality;
  const mine = contentWords(content);
  const shared = [...contentWords(brother.content)].filter((w) => mine.has(w)).slice(0, 3);
  return shared.length > 0
    ? `${me} takes up ${him}'s ${shared.map((w) => `“${w}”`).join(", ")}.`
    : `${me} answers ${him} from his own ground.`;
}
