import { ScrollText, Users } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function RoundTablePage() {
  return (
    <div>
      <PageHeader icon={Users} title="High Council">
        Aeris, Nova, Musashi and Socrates at one round table, deliberating on your question.
      </PageHeader>
      <Chamber icon={ScrollText} title="Deliberation">
        Put a question to the Council (typed or spoken), choose how many rounds they deliberate, then read, hear or
        export what they said.
      </Chamber>
    </div>
  );
}
