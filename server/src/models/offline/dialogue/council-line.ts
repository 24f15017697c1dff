import type { ConversationContext, ReplyRequest } from "../../types";
import type { Random } from "../prng";
import { snippet } from "../text-utils";
import { councilStyleOf } from "./council-styles";
import { fresh, type Vars } from "./fresh";
import { facetsOf, questionFacets } from "./question-facets";
import { dialogueStyleOf } from "./styles";

/** The facets a text names, in the order given. */
const named = (facets: readonly string[], text: string) => facets.filter((f) => text.includes(f));

/** Facets in order of preference: the preferred ones first, then those not yet spoken of by anyone, then the rest. */
function preferring(facets: readonly string[], preferred: readonly string[], spoken: string): string[] {
  const fresh = facets.filter((f) => !spoken.includes(f));
  return [...new Set([...preferred, ...fresh, ...facets])];
}

/**
 * A member's line at the High Council, on the question's own substance: it sides with or against the member who spoke
 * last on a facet of the question that member named (its options, its stakes), maybe with or against an earlier one
 * too, gives its own counsel or weighs a facet, and hands the question on to the next member on one still unspoken.
 * It brings up no memory: the deliberation keeps to the question.
 */
export function composeCouncilLine(
  request: ReplyRequest & { conversation: ConversationContext },
  random: Random,
  said: Set<string>,
): string {
  const c = request.conversation;
  const style = councilStyleOf(request.personality);
  const facets = facetsOf(questionFacets(c.question ?? request.message));
  const everything = c.transcript.map((l) => l.content).join("\n");
  const mineLines = c.transcript.filter((l) => l.speaker === c.self).map((l) => l.content);
  const mine = mineLines.join("\n");
  const base: Vars = { owner: request.ownerName, partner: c.from };
  const withFacets = (order: readonly string[], vars: Vars = base) => order.map((facet) => ({ ...vars, facet }));
  const lines: (string | null)[] = [];

  if (c.from !== request.ownerName && c.others.includes(c.from)) {
    const bank = random() < style.dissent ? style.disagree : style.agree;
    lines.push(fresh(random, bank, said, withFacets(preferring(facets, named(facets, request.message), mine)), mineLines));
    const earlier = c.transcript.findLast((l) => l.speaker !== c.from && l.speaker !== c.self && c.others.includes(l.speaker));
    if (earlier && random() < 0.5) {
      const theirs = named(facets, earlier.content).filter((f) => !lines.some((l) => l?.includes(f)));
      const side = random() < style.dissent ? style.disagree : style.agree;
      if (theirs.length > 0)
        lines.push(
          fresh(random, side, said, withFacets(theirs, { ...base, partner: earlier.speaker }), [
            ...mineLines,
            ...lines.filter((l): l is string => l !== null),
          ]),
        );
    }
  } else {
    // The first to speak takes up the owner's question itself.
    lines.push(
      fresh(random, dialogueStyleOf(request.personality).ownerNote, said, [{ ...base, note: snippet(c.question ?? request.message, 80) }]),
    );
  }
  if (c.ownerNote)
    lines.push(fresh(random, dialogueStyleOf(request.personality).ownerNote, said, [{ ...base, note: snippet(c.ownerNote, 80) }]));
  const own = preferring(facets, [], mine);
  const counsel = c.from === request.ownerName || random() < 0.5;
  lines.push(fresh(random, counsel ? style.counsel : style.weigh, said, withFacets(own), mineLines));
  const spokenNow = [everything, ...lines].join("\n");
  lines.push(
    fresh(random, style.askAbout, said, withFacets(preferring(facets, [], spokenNow), { ...base, partner: c.next ?? c.from }), mineLines),
  );
  return lines.filter((l): l is string => Boolean(l)).join(" ");
}
