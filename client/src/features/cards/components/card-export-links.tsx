import { CARDS_TEXT, cardExportPath } from "@contract/cards";
import { Download } from "lucide-react";

const LINK =
  "inline-flex items-center gap-1.5 rounded-lg border border-night-500 px-2.5 py-1.5 text-mist text-sm transition hover:border-gold-400/60 hover:text-gold-300";

/** Download a personality as a character card: a PNG (V3 in ccv3, V2 in chara) or V3 JSON. */
export function CardExportLinks({ name, label }: { name: string; label: string }) {
  return (
    <span className="inline-flex flex-wrap gap-2" data-testid={`card-export-${name}`}>
      <a className={LINK} href={cardExportPath(name, "png")} download aria-label={`${label} as a ${CARDS_TEXT.exportPng}`}>
        <Download className="size-4" aria-hidden /> {CARDS_TEXT.exportPng}
      </a>
      <a className={LINK} href={cardExportPath(name, "json")} download aria-label={`${label} as a ${CARDS_TEXT.exportJson}`}>
        <Download className="size-4" aria-hidden /> {CARDS_TEXT.exportJson}
      </a>
    </span>
  );
}
