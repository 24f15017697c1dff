import { Settings, Volume2, VolumeX } from "lucide-react";
import { Link } from "wouter";
import type { PersonalityName } from "@contract/personalities";
import { Avatar } from "@/components/ui/avatar";
import { usePersonality } from "@/features/personalities/api/get-personalities";
import { AwakenButton } from "@/features/personalities/components/awaken-button";
import { useReadAloud } from "@/features/voice/use-read-aloud";

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg border border-night-600 text-mist-dim transition hover:border-gold-400/60 hover:text-gold-300";

/** The current personality: avatar, title, description, Awaken, and the admin and read-aloud buttons. */
export function SubHeader({ name }: { name: PersonalityName }) {
  const { data: personality } = usePersonality(name);
  const [readAloud, setReadAloud] = useReadAloud();

  return (
    <div
      data-accent={name}
      className="flex items-center gap-3 border-night-700/70 border-b bg-night-850/60 px-4 py-3 md:gap-4"
    >
      <Avatar
        src={personality?.avatar}
        alt=""
        className="size-11 shrink-0 ring-2 ring-[var(--accent)]/60 md:size-12"
        data-testid="subheader-avatar"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-display font-semibold text-[var(--accent)] text-lg leading-tight md:text-xl">
          {personality?.title ?? " "}
        </p>
        <p className="truncate text-mist-dim text-xs md:text-sm">{personality?.description}</p>
      </div>
      {personality && name !== "user" && <AwakenButton personality={personality} />}
      <Link href="/admin" aria-label="Open the admin page" title="Cathedral Administrator" className={iconButton}>
        <Settings className="size-4" aria-hidden />
      </Link>
      <button
        type="button"
        onClick={() => setReadAloud(!readAloud)}
        aria-pressed={readAloud}
        aria-label="Read replies aloud"
        title={readAloud ? "Read-aloud is on" : "Read-aloud is off"}
        className={iconButton}
        data-testid="read-aloud-toggle"
      >
        {readAloud ? <Volume2 className="size-4 text-gold-300" aria-hidden /> : <VolumeX className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
