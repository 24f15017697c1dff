import { legibleAccent } from "@contract/companions";
import { useEffect } from "react";
import { useCompanions } from "@/shared/api/get-companions";
import { setCompanionVoices } from "@/shared/voice/companion-voices";

/**
 * Each companion's voice (for read-aloud), and its accent colour as the seeds' are given theirs in styles.css: `[data-accent="{slug}"]` sets
 * --accent (legible on the night) and --accent-2 (the colour as chosen). Slugs are [a-z0-9-] and colours #rrggbb (both checked by the server), so the rule holds
 * nothing else.
 */
export function CompanionAccents() {
  const { data: companions } = useCompanions();
  // Their voices go where read-aloud looks for them, whenever the list is read.
  useEffect(() => setCompanionVoices(companions ?? []), [companions]);
  const safe = (companions ?? []).filter((c) => /^[a-z0-9-]+$/.test(c.slug) && /^#[0-9a-f]{6}$/i.test(c.accent));
  if (safe.length === 0) return null;
  // Text in the accent must read on the night: a dark choice is lightened just enough (legibleAccent).
  const css = safe.map((c) => `[data-accent="${c.slug}"]{--accent:${legibleAccent(c.accent)};--accent-2:${c.accent}}`).join("\n");
  return <style data-testid="companion-accents">{css}</style>;
}
