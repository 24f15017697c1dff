import { countParts } from "@contract/export";
import { figureMark } from "@contract/glossary";
import { Fragment } from "react";

/**
 * "3 conversations, 120 messages, 6 lines": what an export holds or an import did, each count of the glossary marked
 * as the figure of `of` (an export, an import), so the figures test reads it by its noun. "nothing" when all are 0.
 */
export function CountsText({ counts, of }: { counts: Record<string, number>; of: string }) {
  const parts = countParts(counts);
  if (parts.length === 0) return <>nothing</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={part.kind}>
          {i > 0 && ", "}
          <span {...(part.noun ? figureMark(part.noun, of) : {})}>{part.text}</span>
        </Fragment>
      ))}
    </>
  );
}
