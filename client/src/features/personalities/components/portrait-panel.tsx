import { titleBesideName } from "@contract/companions";
import type { PersonalityName } from "@contract/personalities";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "@/lib/cn";
import { usePersonality } from "@/shared/api/get-personalities";
import { FILL_HOLD } from "@/shared/conversation/hooks/use-fill-height";
import { Avatar } from "@/shared/ui/avatar";
import { Card } from "@/shared/ui/card";

type Props = {
  name: PersonalityName;
  heading: string;
  /** The title the page shows, when the spec gives the page its own (Nova: "Sister of Curiosity and Love"). */
  title?: string;
  children?: ReactNode;
};

/**
 * Portrait, name and title of one personality, with whatever the page adds beneath. Beside the conversation (xl and
 * up) it is the spec's left panel; on narrower screens, where it would stand above the conversation, it folds into a
 * one-line header (small portrait, name, title) that opens on a tap to the full portrait and the rest.
 */
export function PortraitPanel({ name, heading, title, children }: Props) {
  const { data: personality } = usePersonality(name);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const shownTitle = titleBesideName(heading, title ?? personality?.title);
  return (
    <Card
      data-accent={name}
      data-testid="portrait-panel"
      // Opened above the conversation, it leaves the conversation as tall as it was (scroll down to it).
      {...{ [FILL_HOLD]: open ? "" : undefined }}
      className={cn("flex flex-col items-center text-center xl:p-5", open ? "p-5" : "px-3 py-2")}
    >
      <div
        className={cn(
          "relative flex w-full xl:flex-col xl:items-center xl:gap-0",
          open ? "flex-col items-center" : "items-center gap-3 text-left xl:text-center",
        )}
      >
        <Avatar
          src={personality?.avatar}
          alt={`Portrait of ${heading}`}
          className={cn(
            "shrink-0 ring-[var(--accent)]/40 xl:block xl:size-48 xl:ring-4 xl:drop-shadow-[0_0_30px_var(--accent)]",
            // Folded, the sub-header right above already shows this portrait: the header is the name and About.
            open ? "size-40 ring-4 drop-shadow-[0_0_30px_var(--accent)]" : "hidden",
          )}
        />
        <div className={cn("min-w-0 flex-1 xl:mt-4", open && "mt-4")}>
          <h1 className={cn("font-bold font-display text-[var(--accent)] xl:text-4xl", open ? "text-4xl" : "text-xl leading-tight")}>
            {heading}
          </h1>
          {/* Folded, a title the sub-header already shows is not said twice; a page's own title (Nova's) is. A title
              that only repeats the name (a card's companion without one) is not shown at all. */}
          {shownTitle && (
            <p className={cn("text-mist xl:mt-1 xl:block xl:text-base", open ? "mt-1" : title ? "text-xs" : "hidden")}>{shownTitle}</p>
          )}
        </div>
        {/* The whole header opens and closes the rest (the button's area is stretched over it). */}
        <button
          type="button"
          aria-label={`About ${heading}`}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
          data-testid="portrait-toggle"
          className={cn(
            "inline-flex shrink-0 items-center gap-1 rounded-lg border border-night-600 px-2.5 py-1.5 text-mist-dim text-xs transition after:absolute after:inset-0 after:content-[''] hover:border-[var(--accent)]/60 hover:text-mist xl:hidden",
            open && "absolute top-0 right-0",
          )}
        >
          About
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
        </button>
      </div>
      <div id={detailsId} data-testid="portrait-details" className={cn("w-full flex-col items-center xl:flex", open ? "flex" : "hidden")}>
        {children}
      </div>
    </Card>
  );
}

export function Quote({ children, by }: { children: ReactNode; by: string }) {
  return (
    <blockquote className="mt-4 self-stretch border-[var(--accent)]/50 border-l-2 pl-4 text-left font-display text-lg text-mist italic">
      "{children}"<footer className="mt-1 font-sans text-mist-dim text-xs not-italic">— {by}</footer>
    </blockquote>
  );
}
