import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Card, CardTitle } from "@/shared/ui/card";
import { PageHeader } from "@/shared/ui/page-header";
import type { AnyBridgeState } from "../api/bridge-state";
import type { Draft } from "../hooks/use-exchange-stream";
import { ExchangeConversation } from "./exchange-conversation";
import { ExchangeProgress } from "./exchange-progress";

/**
 * The page of an exchange (the Trinity and Guardian Bridges, the Live Conversation, the High Council): its header, a
 * column of cards that start and list exchanges (`side`), and the conversation (`children`, a ConversationCard) beside
 * it on a wide screen, below it on a phone; `footer` under both.
 */
export function ExchangePage({
  icon,
  title,
  intro,
  side,
  footer,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  side: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <PageHeader icon={icon} title={title}>
        {intro}
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex min-w-0 flex-col gap-6">{side}</div>
        {children}
      </div>
      {footer}
    </div>
  );
}

/** A titled card of the side column; `className` lays out its body. */
export function SideCard({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <div className={cn("mt-3", className)}>{children}</div>
    </Card>
  );
}

type ConversationCardProps = {
  title: string;
  /** The accent of the card (a personality's, or the Trinity's gold). */
  accent: string;
  /** Beside the title: what the exchange is doing now (live, active, its cycle, its count). */
  badges?: ReactNode;
  /** Above the progress: what the owner can do to the exchange. */
  controls?: ReactNode;
  /** Between the progress and the lines: what the owner can do in the exchange (step in, resume). */
  interjection?: ReactNode;
  state: AnyBridgeState | undefined;
  /** How many speak in a cycle, for the progress. */
  speakers: number;
  draft: Draft | null;
  /** What stands in place of the lines while there are none. */
  empty: string;
  label: string;
  /** Keeps the newest line in view. */
  follow?: boolean;
};

/** The exchange itself: its progress while it runs, its lines, and the line being written. */
export function ConversationCard({
  title,
  accent,
  badges,
  controls,
  interjection,
  state,
  speakers,
  draft,
  empty,
  label,
  follow,
}: ConversationCardProps) {
  return (
    <Card className="flex min-w-0 flex-col gap-4" data-accent={accent}>
      {badges ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          {badges}
        </div>
      ) : (
        <CardTitle>{title}</CardTitle>
      )}
      {controls}
      {state && <ExchangeProgress state={state} speakers={speakers} />}
      {interjection}
      <ExchangeConversation conversation={state?.conversation ?? []} draft={draft} empty={empty} label={label} follow={follow} />
    </Card>
  );
}
