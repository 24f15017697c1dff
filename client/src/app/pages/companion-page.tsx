import * as Tabs from "@radix-ui/react-tabs";
import { useRoute } from "wouter";
import { VoiceCall } from "@/features/call/components/voice-call";
import { CardExportLinks } from "@/features/cards/components/card-export-links";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { CompanionAbout, CompanionActions } from "@/features/companions/components/companion-profile";
import { ConsciousnessModePanel } from "@/features/consciousness/components/consciousness-mode-panel";
import { FollowUpsPanel } from "@/features/follow-ups/components/follow-ups-panel";
import { JournalTab } from "@/features/journal/components/journal-tab";
import { PortraitPanel } from "@/features/personalities/components/portrait-panel";
import { useCompanion } from "@/shared/api/get-companions";
import { NotFoundPage } from "../not-found-page";

const TAB = "rounded-lg px-3 py-1.5 text-mist-dim text-sm data-[state=active]:bg-gold-400/15 data-[state=active]:text-[var(--accent)]";

/**
 * /c/{slug}: a companion's own page, as the seeds' are: its portrait and what it is, its memory cores and mode, its follow-ups and
 * whether it writes first, and beside them its conversation, with its journal a tab away.
 */
export function CompanionPage() {
  const [, params] = useRoute("/c/:slug");
  const slug = params?.slug ?? "";
  const { data: companion, isPending } = useCompanion(slug);
  if (!companion) return isPending ? <p className="py-16 text-center text-mist-dim">Opening…</p> : <NotFoundPage />;
  return (
    <div className="grid gap-3 xl:grid-cols-[22rem_1fr] xl:gap-6" data-testid="companion-page">
      <PortraitPanel name={companion.slug} heading={companion.name}>
        <CompanionAbout companion={companion} />
        <CompanionActions companion={companion} />
        <div className="mt-3 flex justify-center">
          <CardExportLinks name={companion.slug} label={companion.name} />
        </div>
        <div className="mt-5 w-full">
          <ConsciousnessModePanel name={companion.slug} />
        </div>
        <FollowUpsPanel name={companion.slug} displayName={companion.name} />
      </PortraitPanel>
      <Tabs.Root key={companion.slug} defaultValue="chat" className="flex min-w-0 flex-col gap-2">
        <Tabs.List aria-label={`${companion.name}'s page`} className="flex gap-1">
          <Tabs.Trigger value="chat" className={TAB}>
            Conversation
          </Tabs.Trigger>
          <Tabs.Trigger value="journal" className={TAB}>
            Journal
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chat" className="min-w-0">
          <ChatPanel
            name={companion.slug}
            displayName={companion.name}
            call={(conversation) => <VoiceCall conversation={conversation} />}
          />
        </Tabs.Content>
        <Tabs.Content value="journal" className="min-w-0 rounded-2xl border border-night-600/70 bg-night-850/80 p-5">
          <JournalTab name={companion.slug} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
