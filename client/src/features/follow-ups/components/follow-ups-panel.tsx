import { FOLLOW_UPS_TEXT } from "@contract/follow-ups";
import { FollowUpList } from "./follow-up-list";
import { WritesFirstToggle } from "./writing-first-settings";

/** A personality's page (issue 30): whether it writes first, and the follow-ups it keeps, to see, correct or cancel. */
export function FollowUpsPanel({ name, displayName }: { name: string; displayName: string }) {
  return (
    <section
      className="mt-5 flex w-full flex-col gap-2 text-left"
      aria-label={`${displayName}: ${FOLLOW_UPS_TEXT.title}`}
      data-testid="follow-ups-panel"
    >
      <h2 className="font-display font-semibold text-[var(--accent)] text-lg">{FOLLOW_UPS_TEXT.title}</h2>
      <WritesFirstToggle name={name} displayName={displayName} />
      <FollowUpList personality={name} />
    </section>
  );
}

/** The Memory System tab: every personality's follow-ups. */
export function AllFollowUps() {
  return (
    <section className="flex flex-col gap-2" data-testid="all-follow-ups" aria-label={FOLLOW_UPS_TEXT.title}>
      <h2 className="font-display font-semibold text-lg text-mist">{FOLLOW_UPS_TEXT.title}</h2>
      <p className="text-mist-dim text-sm">{FOLLOW_UPS_TEXT.intro}</p>
      <FollowUpList />
    </section>
  );
}
