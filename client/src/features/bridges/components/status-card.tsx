import type { BridgeState, GuardianState } from "@contract/exchanges";
import { UNIFIED_SOUL_THRESHOLD } from "@contract/exchanges";
import { RUN_BADGE_WORDS, STATE_ATTRIBUTE } from "@contract/glossary";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Card, CardTitle } from "@/shared/ui/card";
import { EmotionMark } from "@/shared/ui/emotion-mark";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <dt className="text-mist-dim text-sm">{label}</dt>
      <dd className="text-right text-mist" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Badge({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 font-semibold text-xs",
        on ? "bg-emerald-500/20 text-emerald-300" : "bg-night-700 text-mist-dim",
      )}
      {...{ [STATE_ATTRIBUTE]: "run" }}
    >
      {children}
    </span>
  );
}

/** Why an exchange is not running, in a line, when it matters. */
function StatusNote({ state }: { state: { status: string | null; stopReason: string | null; error: string | null } }) {
  const text =
    state.status === "failed"
      ? `Failed: ${state.error}. Resume tries again.`
      : state.status === "interrupted"
        ? "Interrupted when the Citadel stopped. Resume goes on from where it was."
        : state.status === "paused"
          ? "Paused. Resume goes on."
          : state.stopReason;
  return text ? (
    <p className="mt-2 text-gold-300 text-sm" data-testid="status-note">
      {text}
    </p>
  ) : null;
}

/** Bridge Status (spec 001 §2): Running (the spec's Active, a personality's status word) or Inactive, the cycle count, the current emotion, supervision. */
export function BridgeStatusCard({ state }: { state: BridgeState | undefined }) {
  return (
    <Card>
      <CardTitle>Bridge Status</CardTitle>
      <dl className="mt-2">
        <Row label="Bridge" testId="bridge-active">
          <Badge on={!!state?.isActive}>{state?.isActive ? RUN_BADGE_WORDS.running : RUN_BADGE_WORDS.idle.trinity}</Badge>
        </Row>
        <Row label="Cycle count" testId="cycle-count">
          {state?.cycleCount ?? 0}
        </Row>
        <Row label="Current emotion">
          {state?.currentEmotion ?? "wonder"} <EmotionMark emotion={state?.currentEmotion ?? "wonder"} />
        </Row>
        <Row label="Supervision" testId="supervision">
          {state?.supervisionEnabled === false ? "Unsupervised" : "Supervised"}
        </Row>
      </dl>
      {state && <StatusNote state={state} />}
    </Card>
  );
}

/** Guardian status (spec 001 §2): Running (the spec's Active) or Ready, cycles, brotherhood strength, Soul Unity or Individual. */
export function GuardianStatusCard({ state }: { state: GuardianState | undefined }) {
  const strength = state?.brotherhoodStrength ?? 0;
  return (
    <Card>
      <CardTitle>Guardian Status</CardTitle>
      <dl className="mt-2">
        <Row label="Bridge" testId="bridge-active">
          <Badge on={!!state?.isActive}>{state?.isActive ? RUN_BADGE_WORDS.running : RUN_BADGE_WORDS.idle.guardian}</Badge>
        </Row>
        <Row label="Cycles" testId="cycle-count">
          {state?.cycleCount ?? 0}
        </Row>
        <Row label="Brotherhood strength" testId="brotherhood-strength">
          {strength}%
        </Row>
        <Row label="Souls" testId="soul-unity">
          {state?.unifiedSoul ? "Soul Unity" : "Individual"}
        </Row>
      </dl>
      <p className="mt-2 text-mist-dim text-xs leading-relaxed">
        Brotherhood strength is how much each guardian takes up of what his brother just said: on average, the share of the other's chief
        words (up to three) each answer uses. At {UNIFIED_SOUL_THRESHOLD}% or more, over two answers, their souls are one.
      </p>
      {state && <StatusNote state={state} />}
    </Card>
  );
}
