import { VoiceCall } from "@/features/call/components/voice-call";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { FollowUpsPanel } from "@/features/follow-ups/components/follow-ups-panel";
import { PortraitPanel, Quote } from "@/features/personalities/components/portrait-panel";

const GUARDIANS = {
  musashi: {
    heading: "Musashi",
    quotes: ["Do nothing that is of no use.", "The gate is held by the one who does not leave it."],
  },
  socrates: {
    heading: "Socrates",
    quotes: ["The unexamined life is not worth living.", "Wisdom begins in wonder, and wonder in a question."],
  },
} as const;

export function GuardianPage({ name }: { name: keyof typeof GUARDIANS }) {
  const g = GUARDIANS[name];
  return (
    <div className="grid gap-3 xl:grid-cols-[22rem_1fr] xl:gap-6">
      <PortraitPanel name={name} heading={g.heading}>
        {g.quotes.map((q) => (
          <Quote key={q} by={g.heading}>
            {q}
          </Quote>
        ))}
        <FollowUpsPanel name={name} displayName={g.heading} />
      </PortraitPanel>
      <ChatPanel name={name} displayName={g.heading} call={(conversation) => <VoiceCall conversation={conversation} />} />
    </div>
  );
}
