import { useRoute } from "wouter";
import { VoiceCall } from "@/features/call/components/voice-call";
import { CardExportLinks } from "@/features/cards/components/card-export-links";
import { ChatPanel } from "@/features/chat/components/chat-panel";
import { CompanionAbout, CompanionActions } from "@/features/companions/components/companion-profile";
import { ConsciousnessModePanel } from "@/features/consciousness/components/consciousness-mode-panel";
import { PortraitPanel } from "@/features/personalities/components/portrait-panel";
import { useCompanion } from "@/shared/api/get-companions";
import { NotFoundPage } from "../not-found-page";

/** /c/{slug}: a companion's own page, as the seeds' are: its portrait and what it is, its chat, its memory cores. */
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
      </PortraitPanel>
      <ChatPanel
        key={companion.slug}
        name={companion.slug}
        displayName={companion.name}
        call={(conversation) => <VoiceCall conversation={conversation} />}
      />
    </div>
  );
}
