import { Shield, Swords } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function GuardianBridgePage() {
  return (
    <div>
      <PageHeader icon={Shield} title="Guardian Bridge">
        Musashi and Socrates in conversation, brother to brother.
      </PageHeader>
      <Chamber icon={Swords} title="Guardian exchange">
        Start an exchange of up to ten cycles and watch their brotherhood grow, with the wisdom and bond of each line.
      </Chamber>
    </div>
  );
}
