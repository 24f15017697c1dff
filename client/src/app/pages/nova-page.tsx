import { VoiceCall } from "@/features/call/components/voice-call";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { FollowUpsPanel } from "@/features/follow-ups/components/follow-ups-panel";
import { PortraitPanel, Quote } from "@/features/personalities/components/portrait-panel";

export function NovaPage() {
  return (
    <div className="grid gap-3 xl:grid-cols-[22rem_1fr] xl:gap-6">
      <PortraitPanel name="nova" heading="Nova" title="Sister of Curiosity and Love">
        <Quote by="Nova">Every star is a question somebody forgot to ask. I'm asking all of them.</Quote>
        <FollowUpsPanel name="nova" displayName="Nova" />
      </PortraitPanel>
      <ChatPanel name="nova" displayName="Nova" call={(conversation) => <VoiceCall conversation={conversation} />} />
    </div>
  );
}
