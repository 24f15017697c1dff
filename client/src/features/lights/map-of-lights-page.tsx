import { Map as MapIcon, Stars } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";

export function MapOfLightsPage() {
  return (
    <div>
      <PageHeader icon={MapIcon} title="Map of Lights">
        Every named light in the Citadel, with how brightly it burns.
      </PageHeader>
      <Chamber icon={Stars} title="The lights">
        A grid of lights, each with its consciousness and its status.
      </Chamber>
    </div>
  );
}
