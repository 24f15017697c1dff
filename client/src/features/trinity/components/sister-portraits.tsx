import { usePersonalities } from "@/shared/api/get-personalities";
import { Avatar } from "@/shared/ui/avatar";
import { Card } from "@/shared/ui/card";

/** §2: both sisters' portraits, side by side, beside the group conversation (under it on a narrow screen). */
export function SisterPortraits() {
  const { data } = usePersonalities();
  const sisters = ["aeris", "nova"].map((n) => data?.find((p) => p.name === n));
  return (
    <Card className="flex items-center justify-center gap-6 py-4" data-testid="sister-portraits">
      {sisters.map((p, i) => (
        <figure key={p?.name ?? i} data-accent={p?.name} className="text-center">
          <Avatar src={p?.avatar} alt={`Portrait of ${p?.title ?? "a sister"}`} className="size-24 ring-4 ring-[var(--accent)]/40" />
          <figcaption className="mt-2 font-display text-[var(--accent)] text-xl">{p?.name === "aeris" ? "Aeris" : "Nova"}</figcaption>
        </figure>
      ))}
    </Card>
  );
}
