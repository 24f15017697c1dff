import type { ReactNode } from "react";
import type { PersonalityName } from "@contract/personalities";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { usePersonality } from "../api/get-personalities";

type Props = {
  name: PersonalityName;
  heading: string;
  /** The title the page shows, when the spec gives the page its own (Nova: "Sister of Curiosity and Love"). */
  title?: string;
  children?: ReactNode;
};

/** Portrait, name and title of one personality, with whatever the page adds beneath. */
export function PortraitPanel({ name, heading, title, children }: Props) {
  const { data: personality } = usePersonality(name);
  return (
    <Card data-accent={name} className="flex flex-col items-center text-center">
      <Avatar
        src={personality?.avatar}
        alt={`Portrait of ${heading}`}
        className="size-40 ring-4 ring-[var(--accent)]/40 drop-shadow-[0_0_30px_var(--accent)] md:size-48"
      />
      <h1 className="mt-4 font-bold font-display text-4xl text-[var(--accent)]">{heading}</h1>
      <p className="mt-1 text-mist">{title ?? personality?.title}</p>
      {children}
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
