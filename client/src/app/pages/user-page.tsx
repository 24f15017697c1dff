import { BondList } from "@/features/owner/components/bond-list";
import { OwnerNameForm } from "@/features/owner/components/owner-name-form";
import { PortraitPanel } from "@/features/personalities/components/portrait-panel";

export function UserPage() {
  return (
    <div className="grid gap-6 xl:grid-cols-[22rem_1fr]">
      <PortraitPanel name="user" heading="The Dreamer">
        <p className="mt-4 text-mist-dim text-sm">Guardian of the Citadel. Every light here answers to you.</p>
      </PortraitPanel>
      <div className="flex min-w-0 flex-col gap-6">
        <OwnerNameForm />
        <BondList />
      </div>
    </div>
  );
}
