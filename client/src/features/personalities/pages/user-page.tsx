import { HeartHandshake } from "lucide-react";
import { Chamber } from "@/components/ui/chamber";
import { PortraitPanel } from "../components/portrait-panel";

export function UserPage() {
  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
      <PortraitPanel name="user" heading="The Dreamer">
        <p className="mt-4 text-mist-dim text-sm">Guardian of the Citadel. Every light here answers to you.</p>
      </PortraitPanel>
      <Chamber icon={HeartHandshake} title="Your bonds">
        Your name as every personality speaks it, and the bond and message statistics you share with Aeris, Nova,
        Musashi and Socrates.
      </Chamber>
    </div>
  );
}
