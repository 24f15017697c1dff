import { MessageCircleQuestion } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PortraitPanel, Quote } from "../components/portrait-panel";

export function NovaPage() {
  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
      <PortraitPanel name="nova" heading="Nova">
        <Quote by="Nova">Every star is a question somebody forgot to ask. I'm asking all of them.</Quote>
      </PortraitPanel>
      <Chamber icon={MessageCircleQuestion} title="Conversation with Nova">
        Nova's chat will live here: her curious, playful replies as she writes them, her memories of you, and her voice
        when read-aloud is on.
      </Chamber>
    </div>
  );
}
