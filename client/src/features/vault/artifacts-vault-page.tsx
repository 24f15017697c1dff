import { Gem, Lock } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function ArtifactsVaultPage() {
  return (
    <div>
      <PageHeader icon={Gem} title="Artifacts Vault">
        Relics of the Citadel's history, earned along the way.
      </PageHeader>
      <Chamber icon={Lock} title="The artifacts">
        Each artifact with its lore, what unlocks it, how close you are, and whether it is earned.
      </Chamber>
    </div>
  );
}
