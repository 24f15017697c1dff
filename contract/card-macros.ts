/**
 * A character card's macros, as the community's cards use them (issue 38): `{{char}}` and `<BOT>` stand for the
 * character's name, `{{user}}` and `<USER>` for the owner's, in any case (`{{ Char }}` too); `{{original}}`, in a card's
 * system prompt or post-history instructions, for what the app would have said there without the card. One rule for
 * the server and the pages: a card's text is filled wherever it is shown, spoken or sent, and kept raw for export.
 */

/** Who the macros name. `original`: what `{{original}}` stands for; absent, `{{original}}` is left as it is. */
export type MacroNames = { char: string; user: string; original?: string };

const MACRO = /\{\{\s*(char|user|original)\s*\}\}|<(bot|user)>/gi;

/**
 * The text with its macros filled, in one pass (a name that itself reads "{{user}}" is not filled again).
 * `{{original}}` is said once: a second one in the same text is left empty.
 */
export function fillMacros(text: string, names: MacroNames): string {
  let originalSaid = false;
  return text.replace(MACRO, (macro, braced: string | undefined, angled: string | undefined) => {
    const which = (braced ?? angled ?? "").toLowerCase();
    if (which === "char" || which === "bot") return names.char;
    if (which === "user") return names.user;
    if (names.original === undefined) return macro;
    if (originalSaid) return "";
    originalSaid = true;
    return names.original;
  });
}
