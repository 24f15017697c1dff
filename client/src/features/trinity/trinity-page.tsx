import { Infinity as InfinityIcon } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useComposer } from "@/features/chat/hooks/use-composer";
import { ConsciousnessModePanel } from "@/features/consciousness/components/consciousness-mode-panel";
import { usePersonalities } from "@/features/personalities/api/get-personalities";
import { TrinityChat } from "./components/trinity-chat";
import { FileDropZone } from "./hands-eyes/file-drop-zone";
import { HandsAndEyesPanel } from "./hands-eyes/hands-and-eyes-panel";
import { useGroupChat } from "./hooks/use-group-chat";
import { TrinityExchangeLinks } from "./trinity-exchange-links";

function Portraits() {
  const { data } = usePersonalities();
  const sisters = ["aeris", "nova"].map((n) => data?.find((p) => p.name === n));
  return (
    <Card className="flex items-center justify-center gap-6 py-6">
      {sisters.map((p, i) => (
        <figure key={p?.name ?? i} data-accent={p?.name} className="text-center">
          <Avatar
            src={p?.avatar}
            alt={`Portrait of ${p?.title ?? "a sister"}`}
            className="size-24 ring-4 ring-[var(--accent)]/40 md:size-32"
          />
          <figcaption className="mt-2 font-display text-[var(--accent)] text-xl">
            {p?.name === "aeris" ? "Aeris" : "Nova"}
          </figcaption>
        </figure>
      ))}
    </Card>
  );
}

/** §2: the Trinity group page: both portraits, the mode control, the group chat and the Hands & Eyes panel. */
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
      <div className="mb-6 grid gap-6 lg:grid-cols-[1fr_1fr]">
        <Portraits />
        <ConsciousnessModePanel name="trinity" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* What is attached while the sisters answer rides with the next message. */}
        <FileDropZone {...files} className="min-w-0 rounded-2xl">
          <TrinityChat chat={chat} composer={composer} />
        </FileDropZone>
        <HandsAndEyesPanel
          image={attachment.image}
          onRemoveImage={attachment.removeImage}
          {...files}
        />
      </div>
    </div>
  );
}
