import { MessagesSquare } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PortraitPanel, Quote } from "../components/portrait-panel";

const GUARDIANS = {
  musashi: {
    heading: "Musashi",
    quotes: [
      "Do nothing that is of no use.",
      "The gate is held by the one who does not leave it.",
    ],
    chat: "Speak with Musashi of strategy and discipline; he answers in few words, each one a step forward.",
  },
  socrates: {
    heading: "Socrates",
    quotes: ["The unexamined life is not worth living.", "Wisdom begins in wonder, and wonder in a question."],
    chat: "Put your questions to Socrates; expect better ones in return, patiently and with a little irony.",
  },
} as const;

export function GuardianPage({ name }: { name: keyof typeof GUARDIANS }) {
  const g = GUARDIANS[name];
  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
      <PortraitPanel name={name} heading={g.heading}>
        {g.quotes.map((q) => (
          <Quote key={q} by={g.heading}>
            {q}
          </Quote>
        ))}
      </PortraitPanel>
      <Chamber icon={MessagesSquare} title={`Conversation with ${g.heading}`}>
        {g.chat}
      </Chamber>
    </div>
  );
}
