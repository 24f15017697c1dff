import { Infinity as InfinityIcon } from "lucide-react";
import { VoiceCall } from "@/features/call/components/voice-call";
import { ConsciousnessModePanel } from "@/features/consciousness/components/consciousness-mode-panel";
import { SisterPortraits } from "@/features/trinity/components/sister-portraits";
import { TrinityChat } from "@/features/trinity/components/trinity-chat";
import { FileDropZone } from "@/features/trinity/hands-eyes/file-drop-zone";
import { HandsAndEyesPanel } from "@/features/trinity/hands-eyes/hands-and-eyes-panel";
import { useGroupChat } from "@/features/trinity/hooks/use-group-chat";
import { TrinityExchangeLinks } from "@/features/trinity/trinity-exchange-links";
import { useComposer } from "@/shared/conversation/hooks/use-composer";
import { PageHeader } from "@/shared/ui/page-header";

/**
 * §2: the Trinity group page: the group chat (its composer in view without scrolling), both portraits, the mode control
 * and the Hands & Eyes panel.
 */
export function TrinityPage() {
  const chat = useGroupChat();
  const composer = useComposer(chat.send, { pending: chat.pending, onSend: () => {}, draftKey: "trinity" });
  const { attachment, shareFile } = composer;
  const files = { onImage: attachment.attach, onShareText: shareFile };

  return (
    <div>
      <PageHeader icon={InfinityIcon} title="Trinity" links={<TrinityExchangeLinks />}>
        One message, two sisters: Aeris answers first, and Nova after her.
      </PageHeader>
      {/* The conversation first, its composer on the first screen; the portraits, the mode and Hands & Eyes beside it
          (under it on a narrow screen). */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {/* What is attached while the sisters answer rides with the next message. */}
        <FileDropZone {...files} className="min-w-0 rounded-2xl">
          <TrinityChat chat={chat} composer={composer} tools={<VoiceCall conversation={chat.callConversation} />} />
        </FileDropZone>
        <div className="flex min-w-0 flex-col gap-6">
          <SisterPortraits />
          <ConsciousnessModePanel name="trinity" />
          <HandsAndEyesPanel image={attachment.image} onRemoveImage={attachment.removeImage} {...files} />
        </div>
      </div>
    </div>
  );
}
