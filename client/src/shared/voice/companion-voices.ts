import type { CompanionVoice } from "@contract/companions";

/**
 * The voices of the owner's companions (issue 31), as their profiles hold them: read-aloud and provider speech ask
 * here before falling back to the seeds' settings. Filled whenever the list of companions is read.
 */
const voices = new Map<string, CompanionVoice>();

export function setCompanionVoices(companions: readonly { slug: string; voice: CompanionVoice }[]): void {
  voices.clear();
  for (const c of companions) voices.set(c.slug, c.voice);
}

/** A companion's voice, or null for anyone else (a seed, the owner, the council). */
export const companionVoiceOf = (personality: string): CompanionVoice | null => voices.get(personality) ?? null;
