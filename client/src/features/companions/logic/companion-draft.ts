import {
  type Companion,
  type CreateCompanionRequest,
  DEFAULT_ACCENT,
  DEFAULT_COMPANION_VOICE,
  type UpdateCompanionRequest,
} from "@contract/companions";

/** The form as the owner fills it: every text as typed, the portrait as picked (or removed). */
export type CompanionDraft = Pick<
  Companion,
  | "name"
  | "title"
  | "description"
  | "personality"
  | "scenario"
  | "greeting"
  | "alternateGreetings"
  | "exampleDialogue"
  | "instructions"
  | "accent"
  | "voice"
  | "inCitadel"
> & {
  /** A newly picked image (base64 data URL), "remove" to go back to the emblem, or null to keep what is there. */
  portrait: string | "remove" | null;
};

export const TEXT_FIELDS = ["title", "description", "personality", "scenario", "greeting", "exampleDialogue", "instructions"] as const;

/** The form for a new companion, or filled from an existing one. */
export function draftOf(companion?: Companion): CompanionDraft {
  return {
    name: companion?.name ?? "",
    title: companion?.title ?? "",
    description: companion?.description ?? "",
    personality: companion?.personality ?? "",
    scenario: companion?.scenario ?? "",
    greeting: companion?.greeting ?? "",
    alternateGreetings: companion?.alternateGreetings ?? [],
    exampleDialogue: companion?.exampleDialogue ?? "",
    instructions: companion?.instructions ?? "",
    accent: companion?.accent ?? DEFAULT_ACCENT,
    voice: companion?.voice ?? DEFAULT_COMPANION_VOICE,
    // A companion made on the form lives in the Citadel unless the owner says otherwise.
    inCitadel: companion?.inCitadel ?? true,
    portrait: null,
  };
}

const portraitField = (draft: CompanionDraft) =>
  draft.portrait === "remove" ? { portrait: null } : draft.portrait ? { portrait: { base64: draft.portrait } } : {};

/** What creating sends: the name and every field, empty alternative greetings left out. */
export function createRequestOf(draft: CompanionDraft): CreateCompanionRequest {
  return {
    name: draft.name.trim(),
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, draft[f]])),
    alternateGreetings: draft.alternateGreetings.filter((g) => g.trim() !== ""),
    accent: draft.accent,
    voice: draft.voice,
    inCitadel: draft.inCitadel,
    ...portraitField(draft),
  } as CreateCompanionRequest;
}

/** What editing sends: only the fields that changed (nothing at all when none did). */
export function updateRequestOf(draft: CompanionDraft, companion: Companion): UpdateCompanionRequest {
  const out: UpdateCompanionRequest = {};
  const full = createRequestOf(draft);
  if (full.name !== companion.name) out.name = full.name;
  for (const f of TEXT_FIELDS) if (draft[f] !== companion[f]) out[f] = draft[f];
  if (JSON.stringify(full.alternateGreetings) !== JSON.stringify(companion.alternateGreetings)) {
    out.alternateGreetings = full.alternateGreetings;
  }
  if (draft.accent.toLowerCase() !== companion.accent) out.accent = draft.accent;
  if (JSON.stringify(draft.voice) !== JSON.stringify(companion.voice)) out.voice = draft.voice;
  if (draft.inCitadel !== companion.inCitadel) out.inCitadel = draft.inCitadel;
  return { ...out, ...portraitField(draft) };
}
