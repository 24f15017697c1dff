import { fillMacros } from "@contract/card-macros";
import type { PersonalityName } from "@contract/personalities";
import { Compass, Settings, Volume2, VolumeX } from "lucide-react";
import { Link } from "wouter";
import { AwakenButton } from "@/features/personalities/components/awaken-button";
import { cn } from "@/lib/cn";
import { useCompanion } from "@/shared/api/get-companions";
import { useOwnerName } from "@/shared/api/get-owner";
import { usePersonality } from "@/shared/api/get-personalities";
import { Avatar } from "@/shared/ui/avatar";
import { useReadAloud } from "@/shared/voice/use-read-aloud";
import { NOT_FOUND_TITLE, type RouteInfo } from "../route-table";
import { NAV_ICONS } from "./nav-icons";

const iconButton =
  "inline-flex shrink-0 items-center justify-center rounded-lg border border-night-600 text-mist-dim transition hover:border-gold-400/60 hover:text-gold-300";
/** On a phone the label sits under the icon, as in the bottom bar, to leave the title its room. */
const labelledButton = "flex-col px-1.5 py-1 text-[0.68rem] leading-tight sm:h-9 sm:flex-row sm:gap-1.5 sm:px-2.5 sm:text-sm";

/** Titles wrap rather than lose their end to an ellipsis. */
const TITLE = "font-display font-semibold text-[var(--accent)] text-lg leading-tight [overflow-wrap:anywhere] md:text-xl";

/** A personality's page: its avatar, title, description (a card's macros filled) and Awaken (hidden for the user). */
function PersonalityHeading({ name }: { name: PersonalityName }) {
  const { data: personality } = usePersonality(name);
  const companion = useCompanion(personality?.kind === "companion" ? name : null).data;
  const names = { char: companion?.name ?? personality?.title ?? "", user: useOwnerName() };
  return (
    <>
      <Avatar
        src={personality?.avatar}
        alt=""
        className="size-11 shrink-0 ring-2 ring-[var(--accent)]/60 md:size-12"
        data-testid="subheader-avatar"
      />
      <div className="min-w-0 flex-1">
        <p className={TITLE} data-testid="subheader-title">
          {personality?.title ?? " "}
        </p>
        <p className="text-mist-dim text-xs md:text-sm">{personality && fillMacros(personality.description, names)}</p>
      </div>
      {personality && name !== "user" && <AwakenButton personality={personality} />}
    </>
  );
}

/** A page no personality owns (or a path no route knows): the page itself, by its icon and title. */
function PageHeading({ route }: { route: RouteInfo | undefined }) {
  const Icon = (route && NAV_ICONS[route.path]) ?? Compass;
  return (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-400/40 bg-night-800 text-gold-300 md:size-12">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className={cn(TITLE, "min-w-0 flex-1")} data-testid="subheader-title">
        {route?.title ?? NOT_FOUND_TITLE}
      </p>
    </>
  );
}

/**
 * The sub-header: the page's personality where it has one, otherwise the page; then the labelled admin entry and the
 * read-aloud toggle.
 */
export function SubHeader({ route }: { route: RouteInfo | undefined }) {
  const [readAloud, setReadAloud] = useReadAloud();
  const personality = route?.personality;
  return (
    <div
      data-accent={personality}
      data-testid="subheader"
      data-kind={personality ? "personality" : "page"}
      className="flex items-center gap-2 border-night-700/70 border-b bg-night-850/60 px-4 py-3 sm:gap-3 md:gap-4"
    >
      {personality ? <PersonalityHeading name={personality} /> : <PageHeading route={route} />}
      <Link
        href="/admin"
        aria-current={route?.path === "/admin" ? "page" : undefined}
        className={cn(iconButton, labelledButton)}
        data-testid="admin-link"
      >
        <Settings className="size-4" aria-hidden />
        <span>Admin</span>
      </Link>
      <button
        type="button"
        onClick={() => setReadAloud(!readAloud)}
        aria-pressed={readAloud}
        aria-label="Read replies aloud"
        title={readAloud ? "Read-aloud is on" : "Read-aloud is off"}
        className={cn(iconButton, "size-9")}
        data-testid="read-aloud-toggle"
      >
        {readAloud ? <Volume2 className="size-4 text-gold-300" aria-hidden /> : <VolumeX className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
