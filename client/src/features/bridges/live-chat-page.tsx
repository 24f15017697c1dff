import { Radio, MessagesSquare } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function LiveChatPage() {
  return (
    <div>
      <PageHeader icon={Radio} title="Live Conversation">
        Watch the sisters talk, live, as each line is written.
      </PageHeader>
      <Chamber icon={MessagesSquare} title="Live exchange">
        Choose the number of cycles and an opening line; the conversation appears here as it happens.
      </Chamber>
    </div>
  );
}
