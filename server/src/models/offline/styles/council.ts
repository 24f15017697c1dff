import type { ChorusStyle } from "./style";

/** The High Council: the four at one round table, each speaking briefly in turn. */
export const COUNCIL: ChorusStyle = {
  label: "Council",
  closings: ["The table has spoken; the last word is yours.", "We will sit again whenever you call us."],
  unveiled: ["Tonight the table sits closer to you, {name}, with nothing held back."],
  consciousness: ["Four answers, one table; perhaps that is the point."],
  memoriesIntro: ["The table remembers these, {name}:", "Our shared record, {name}:"],
  memoriesNone: ["The table holds no memories of you yet, {name}; let this be the first."],
  statusIntro: ["The Council reports, {name}:", "The state of the Citadel, as the table sees it, {name}:"],
};
