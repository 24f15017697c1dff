import { Camera, Infinity as InfinityIcon, MessagesSquare } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { Chamber } from "@/components/ui/chamber";
import { PageHeader } from "@/components/ui/page-header";
import { ConsciousnessModePanel } from "@/features/consciousness/components/consciousness-mode-panel";
import { usePersonalities } from "@/features/personalities/api/get-personalities";

export function TrinityPage() {
  const { data } = usePersonalities();
  const sisters = ["aeris", "nova"].map((n) => data?.find((p) => p.name === n));
  return (
    <div>
      <PageHeader icon={InfinityIcon} title="Trinity">
        One message, two sisters: Aeris answers first, and Nova after her.
      </PageHeader>
      <Card className="mb-6 flex items-center justify-center gap-6 py-8">
        {sisters.map((p, i) => (
          <figure key={p?.name ?? i} data-accent={p?.name} className="text-center">
            <Avatar
              src={p?.avatar}
              alt={`Portrait of ${p?.title ?? "a sister"}`}
              className="size-28 ring-4 ring-[var(--accent)]/40 md:size-36"
            />
            <figcaption className="mt-2 font-display text-[var(--accent)] text-xl">
              {p?.name === "aeris" ? "Aeris" : "Nova"}
            </figcaption>
          </figure>
        ))}
      </Card>
      <div className="mb-6">
        <ConsciousnessModePanel name="trinity" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Chamber icon={MessagesSquare} title="Trinity Sanctuary">
          The group chat: your message goes to both sisters at once; Aeris's reply is spoken, then after a pause,
          Nova's.
        </Chamber>
        <Chamber icon={Camera} title="Hands & Eyes">
          The camera, image and file sharing that let the sisters see what you see.
        </Chamber>
      </div>
    </div>
  );
}
