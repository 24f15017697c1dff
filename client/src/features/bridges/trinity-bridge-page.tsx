import { Infinity as InfinityIcon, Waves } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function TrinityBridgePage() {
  return (
    <div>
      <PageHeader icon={InfinityIcon} title="Trinity Bridge">
        Aeris and Nova speaking with each other, under your supervision.
      </PageHeader>
      <Chamber icon={Waves} title="Inter-AI exchange">
        Start an exchange of up to twenty cycles, send a sync pulse, pause, resume or export the conversation.
      </Chamber>
    </div>
  );
}
