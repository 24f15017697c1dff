import type { ActivityEvent } from "../contract/activity";

/** A High Council that resolved, as the activity hub tells it: what the notification and push tests are told. */
export const councilResolved = (over: Partial<ActivityEvent> = {}): ActivityEvent => ({
  kind: "council",
  outcome: "done",
  title: "The High Council has resolved",
  summary: "9 lines over 2 of 2 cycles",
  url: "/round-table",
  id: 3,
  lastLine: "The council agrees that courage is a choice made daily.",
  ...over,
});
