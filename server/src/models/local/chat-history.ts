import { fitRequest } from "../reply/request-budget";
import { spokenBy } from "../reply/system-prompt";
import type { ReplyRequest } from "../types";

/**
 * The chat as node-llama-cpp's LlamaChat takes it (structurally its ChatHistoryItem), declared here so this pure
 * step needs no optional package to compile or test.
 */
export type LocalChatItem = { type: "system"; text: string } | { type: "user"; text: string } | { type: "model"; response: string[] };

/**
 * System prompt, then working memory, then the new message. System notes in working memory belong to the system
 * prompt (the prompt builder folds them in), and turns of the same role are joined: many GGUF chat templates
 * raise an error unless user and assistant alternate, and a failed reply can leave two user turns in a row.
 */
export function buildLocalChatHistory(request: ReplyRequest, systemPrompt: string): LocalChatItem[] {
  const items: LocalChatItem[] = [];
  if (systemPrompt.trim()) items.push({ type: "system", text: systemPrompt });
  const turns = [...request.history.filter((m) => m.role !== "system"), { role: "user" as const, content: spokenBy(request) }];
  for (const turn of turns) {
    if (!turn.content.trim()) continue;
    const last = items.at(-1);
    if (turn.role === "user") {
      if (last?.type === "user") last.text = `${last.text}\n\n${turn.content}`;
      else items.push({ type: "user", text: turn.content });
    } else if (last?.type === "model") {
      last.response = [`${last.response.join("")}\n\n${turn.content}`];
    } else {
      items.push({ type: "model", response: [turn.content] });
    }
  }
  return items;
}

const itemChars = (item: LocalChatItem) => (item.type === "model" ? item.response.join("").length : item.text.length);

/**
 * The chat within the model's context (`contextTokens`, the context llama.cpp is given): the oldest working memory
 * goes first while it does not fit, then recalled memories fill their share of what is left (request-budget.ts).
 */
export function buildLocalChatWithin(
  request: ReplyRequest,
  systemPrompt: (request: ReplyRequest) => string,
  contextTokens: number,
): LocalChatItem[] {
  const measure = (r: ReplyRequest) => buildLocalChatHistory(r, systemPrompt(r)).reduce((n, item) => n + itemChars(item), 0);
  const fitted = fitRequest(request, { contextTokens }, measure);
  return buildLocalChatHistory(fitted, systemPrompt(fitted));
}
