import { CARDS_TEXT } from "@contract/cards";
import { ENTITY_NAMES } from "@contract/personalities";
import { useCompanions } from "@/shared/api/get-companions";
import { usePersonalities } from "@/shared/api/get-personalities";
import { Card, CardTitle } from "@/shared/ui/card";
import { CardExportLinks } from "./card-export-links";

const seedLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every personality that can be a card: the Cathedral's five and each companion, with its two downloads. */
export function CardExportList() {
  const { data: personalities } = usePersonalities();
  const { data: companions } = useCompanions();
  const rows = [
    ...(personalities ?? [])
      .filter((p) => (ENTITY_NAMES as readonly string[]).includes(p.name))
      .map((p) => ({ name: p.name, label: seedLabel(p.name), title: p.title })),
    ...(companions ?? []).map((c) => ({ name: c.slug, label: c.name, title: c.title })),
  ];
  return (
    <Card className="flex min-w-0 flex-col gap-3" data-testid="card-export-list">
      <CardTitle>{CARDS_TEXT.exportHeading}</CardTitle>
      <p className="text-mist-dim text-sm">
        A PNG card carries the card for V3 and V2 readers; the JSON card is V3. Both open in SillyTavern, RisuAI and the like.
      </p>
      <ul className="grid gap-2">
        {rows.map((r) => (
          <li
            key={r.name}
            className="flex flex-wrap items-center justify-between gap-2 border-night-700 border-t pt-2 first:border-t-0 first:pt-0"
          >
            <span className="min-w-0">
              <span className="block text-mist [overflow-wrap:anywhere]">{r.label}</span>
              {r.title !== r.label && <span className="block text-mist-dim text-xs [overflow-wrap:anywhere]">{r.title}</span>}
            </span>
            <CardExportLinks name={r.name} label={r.label} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
