import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { TEXT } from "@contract/texts";
import Database from "better-sqlite3";
import { createParser } from "eventsource-parser";
import { beforeAll, describe, expect, it } from "vitest";
import type { Random } from "../../server/src/models/offline/prng";
import { newDevice } from "../mock-push-service";
import { exited, signIn, startServerProcess, stopServerProcess } from "../server-process";
import { setUpProcessFixture } from "./process-fixture";
import { ATTACK_SEED, ATTACK_SIZE, attackRandom, pick, recordFigures } from "./settings";

/** A message the server confirmed: the owner's (once stored) or a reply (once complete, or once stopped: interrupted). */
type Confirmed = { id: number; content: string; reply: boolean; interrupted?: boolean };
type Base = { base: string; cookie: string };
/**
 * A write the server confirmed besides chat turns: a code file saved (by name), an answer kept in the code chat, or a
 * line imported from a SillyTavern chat file (by its words, into the personality named in `content`), or a Web Push
 * subscription saved (by endpoint, its key in `content`) or deleted (`content` empty).
 */
type ConfirmedCode = { kind: "file" | "answer" | "imported" | "push"; key: string; content: string };

/**
 * A character card imported (issue 31), or a companion made or deleted on its own, as the server confirmed it: the
 * companion's slug and name; `deleting` once its deletion was asked (it may or may not have happened), `deleted` once
 * the server answered it.
 */
type ConfirmedCard = { slug: string; name: string; deleting?: boolean; deleted?: boolean };

/** A card with a greeting and two lore entries: an import makes all of it (companion, chat, lore) or none of it. */
const crashCard = (name: string) =>
  JSON.stringify({
    spec: "chara_card_v2",
    spec_version: "2.0",
    data: {
      name,
      description: "A card imported while the server is killed.",
      first_mes: `${name} greets you.`,
      extensions: { crash: true },
      character_book: {
        extensions: {},
        entries: [
          { keys: ["lantern"], content: "The lanterns never go out.", extensions: {}, enabled: true, insertion_order: 1 },
          { keys: ["bell"], content: "The bell rings at dusk.", extensions: {}, enabled: true, insertion_order: 2 },
        ],
      },
    },
  });

/**
 * A memory the owner changed on the Memory System tab, as the server confirmed it: its words corrected (`content`, with
 * the words it had before), pinned, or deleted (`content` null). Only the owner's own crash-test lines are changed:
 * they have no copy in the other core, so each change reaches that one row.
 */
type ConfirmedMemory = { id: number; content?: string | null; before?: string; pinned?: boolean };
/** A change asked for (confirmed or not: a kill may land after it is written and before it is answered). */
type AskedMemory = { id: number; content: string | null };

const PERSONALITIES = ["aeris", "nova", "musashi", "socrates"];
/** Words that make a follow-up (issue 30): one for each message that says them, none doubled, none without its message. */
const FOLLOW_UP_WORDS = " and my exam is tomorrow";
const REPLY = "The lanterns of the Cathedral burn for you tonight, Dreamer, each flame a memory we keep together ".repeat(2).trim();

const { fx, dbFile, providerEnv } = setUpProcessFixture("crash");
beforeAll(() => {
  // Replies that take a few hundred milliseconds, so kills land before, during and after them.
  fx.mock.script({ kind: "reply", text: REPLY, chunkDelayMs: 12 });
});

async function post(at: Base, url: string, body: unknown, accept = "application/json", method = "POST") {
  return fetch(`${at.base}${url}`, {
    method,
    headers: { cookie: at.cookie, "content-type": "application/json", accept },
    body: JSON.stringify(body),
  });
}

/** A turn as the spec's JSON: both messages are confirmed by the answer. */
async function jsonTurn(at: Base, url: string, body: unknown, confirm: (c: Confirmed) => void) {
  const res = await post(at, url, body);
  if (res.status !== 200) return;
  const turn = (await res.json()) as { userMessage: { id: number; content: string }; aiResponse: { id: number; content: string } };
  confirm({ id: turn.userMessage.id, content: turn.userMessage.content, reply: false });
  confirm({ id: turn.aiResponse.id, content: turn.aiResponse.content, reply: true });
}

/** A streamed turn: the owner's message is confirmed by the first event, the reply by the last. */
async function streamedTurn(at: Base, url: string, body: unknown, confirm: (c: Confirmed) => void, onReplyId?: (id: number) => void) {
  const res = await post(at, url, body, "text/event-stream");
  if (res.status !== 200 || !res.body) return;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      const payload = JSON.parse(data);
      if (event === "user") {
        confirm({ id: payload.userMessage.id, content: payload.userMessage.content, reply: false });
        onReplyId?.(payload.aiMessageId);
      }
      if (event === "done") confirm({ id: payload.aiResponse.id, content: payload.aiResponse.content, reply: true });
    },
  });
  const decoder = new TextDecoder();
  for await (const chunk of res.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
}

/**
 * A streamed turn whose reply the owner stops while it is written (issue 29): the stop's answer confirms the reply as
 * kept (complete, interrupted, with the words written until then).
 */
async function stoppedTurn(at: Base, random: Random, url: string, body: unknown, confirm: (c: Confirmed) => void) {
  const stopping: Promise<void>[] = [];
  const stop = (replyId: number) =>
    new Promise((r) => setTimeout(r, random() * 300))
      .then(() => post(at, `/api/messages/${replyId}/stop`, {}))
      .then(async (res) => {
        if (res.status !== 200) return;
        const answer = (await res.json()) as { stopped: boolean; replies: { id: number; content: string }[] };
        const [reply] = answer.replies;
        if (answer.stopped && reply) confirm({ id: reply.id, content: reply.content, reply: true, interrupted: true });
      })
      .catch(() => {});
  await streamedTurn(at, url, body, confirm, (replyId) => stopping.push(stop(replyId)));
  await Promise.all(stopping);
}

/** A memory corrected, pinned or deleted, as the Memory System tab does it (issue 28); confirmed by the answer. */
async function changeMemory(
  at: Base,
  random: Random,
  content: string,
  confirmMemory: (c: ConfirmedMemory) => void,
  ask: (c: AskedMemory) => void,
) {
  const list = await fetch(`${at.base}/api/memory/${pick(random, PERSONALITIES)}/items?limit=20`, { headers: { cookie: at.cookie } });
  if (list.status !== 200) return;
  const { items } = (await list.json()) as { items: { id: number; role: string; content: string }[] };
  const own = items.filter((m) => m.role === "user" && /^(corrected )?crash-test /.test(m.content));
  // A few in a row, as the owner going down the list does: each confirmed by its own answer.
  for (const target of own.slice(0, 3)) {
    const url = `/api/memory/items/${target.id}`;
    const choice = random();
    if (choice < 0.4) {
      const words = `corrected ${content} ${target.id}`;
      ask({ id: target.id, content: words });
      const res = await post(at, url, { content: words }, "application/json", "PATCH");
      if (res.status === 200) confirmMemory({ id: target.id, content: words, before: target.content });
    } else if (choice < 0.7) {
      const res = await post(at, url, { pinned: true }, "application/json", "PATCH");
      if (res.status === 200) confirmMemory({ id: target.id, pinned: true });
    } else {
      ask({ id: target.id, content: null });
      const res = await fetch(`${at.base}${url}`, { method: "DELETE", headers: { cookie: at.cookie } });
      if (res.status === 200) confirmMemory({ id: target.id, content: null });
    }
  }
}

/** Companions made by the form's route (not cards), not yet chosen to be deleted. */
const companionsMade: ConfirmedCard[] = [];

/**
 * A companion made through POST /api/companions (its greeting opens its chat), or one of them deleted (confirmed,
 * after its backup): each is deleted at most once, so whether it should be there is decided by one writer.
 */
async function changeCompanion(at: Base, random: Random, confirmCard: (c: ConfirmedCard) => void) {
  if (companionsMade.length === 0 || random() < 0.65) {
    const name = `Crash companion ${Math.floor(random() * 1e12)}`;
    const res = await post(at, "/api/companions", { name, greeting: `${name} says hello.`, personality: "steady" });
    if (res.status !== 201) return;
    const made = { slug: ((await res.json()) as { slug: string }).slug, name };
    companionsMade.push(made);
    confirmCard(made);
    return;
  }
  const target = companionsMade.splice(Math.floor(random() * companionsMade.length), 1)[0] as ConfirmedCard;
  confirmCard({ ...target, deleting: true });
  const res = await post(at, `/api/companions/${target.slug}`, { confirm: true }, "application/json", "DELETE");
  // Still `deleting`: a deletion answered is one asked for (its check is that the companion stays gone).
  if (res.status === 200) confirmCard({ ...target, deleting: true, deleted: true });
}

/** Devices whose subscription the server confirmed, not yet chosen to be turned off. */
const pushSaved: string[] = [];

/**
 * A device allowing Web Push (its subscription saved), or a saved one turning it off: each endpoint is saved once and
 * deleted at most once, so what the database holds is decided by one writer. A deletion asked for and not answered
 * (`content` "?") may or may not have happened.
 */
async function changePush(at: Base, random: Random, confirmCode: (c: ConfirmedCode) => void) {
  if (pushSaved.length === 0 || random() < 0.6) {
    // An endpoint nothing listens on: the pushes sent to it at the end of exchanges fail, and are given up.
    const { subscription } = newDevice(`https://127.0.0.1:9/push/crash-${Math.floor(random() * 1e12)}`);
    const res = await post(at, "/api/push/subscriptions", subscription);
    if (res.status !== 200) return;
    confirmCode({ kind: "push", key: subscription.endpoint, content: subscription.keys.p256dh });
    pushSaved.push(subscription.endpoint);
  } else {
    const [endpoint = ""] = pushSaved.splice(Math.floor(random() * pushSaved.length), 1);
    confirmCode({ kind: "push", key: endpoint, content: "?" });
    const res = await post(at, "/api/push/subscriptions", { endpoint }, "application/json", "DELETE");
    if (res.status === 200) confirmCode({ kind: "push", key: endpoint, content: "" });
  }
}

/** One writer: turns of every kind, until the server dies under it. */
async function writer(
  at: Base,
  random: Random,
  failedIds: number[],
  replyIds: number[],
  confirm: (c: Confirmed) => void,
  confirmLine: (c: Confirmed) => void,
  confirmCode: (c: ConfirmedCode) => void,
  confirmMemory: (c: ConfirmedMemory) => void,
  askMemory: (c: AskedMemory) => void,
  confirmCard: (c: ConfirmedCard) => void,
) {
  for (let n = 0; ; n++) {
    // Every third message says when something will happen: its follow-up is written in the message's own commit.
    const content = `crash-test ${ATTACK_SEED} ${n} ${Math.floor(random() * 1e9)}${n % 3 === 0 ? FOLLOW_UP_WORDS : ""}`;
    const r = random();
    const turn = random() < 0.5 ? jsonTurn : streamedTurn;
    try {
      if (r < 0.1) await stoppedTurn(at, random, `/api/personalities/${pick(random, PERSONALITIES)}/messages`, { content }, confirm);
      else if (r < 0.35) await turn(at, `/api/personalities/${pick(random, PERSONALITIES)}/messages`, { content }, confirm);
      else if (r < 0.4) await changePush(at, random, confirmCode);
      else if (r < 0.5) await changeMemory(at, random, content, confirmMemory, askMemory);
      else if (r < 0.75) {
        const groupTurn = `crash-${Math.floor(random() * 1e12)}`;
        await Promise.all(
          ["aeris", "nova"].map((name) => turn(at, `/api/personalities/${name}/messages`, { content, groupTurn }, confirm)),
        );
      } else if (r < 0.87 && failedIds.length > 0) {
        await turn(at, `/api/messages/${failedIds.splice(Math.floor(random() * failedIds.length), 1)[0]}/retry`, undefined, confirm);
      } else if (r < 0.92) {
        // An exchange between the sisters: its lines are written one by one while the kills come.
        // Not awaited: the request answers only when the exchange ends; the lines are read back while it runs.
        void post(at, "/api/trinity/exchange", { cycles: 1 + Math.floor(random() * 3) })
          .then((res) => (res.status === 409 ? post(at, "/api/trinity/control/resume", {}) : res))
          .catch(() => {});
        await new Promise((r) => setTimeout(r, 100 + random() * 300));
        // Every line the state shows has been read back from the database: it is confirmed.
        const state = await fetch(`${at.base}/api/trinity/state`, { headers: { cookie: at.cookie } });
        const { conversation } = ((await state.json()) as { state: { conversation: { id: number; content: string }[] } }).state;
        for (const line of conversation) confirmLine({ id: line.id, content: line.content, reply: false });
      } else if (r < 0.935) {
        // A backup, written in a worker while the turns go on.
        await post(at, "/api/backups", {});
      } else if (r < 0.965) {
        // The code terminal's writes: a file saved, or a question to Aeris whose answer is kept in the history.
        if (random() < 0.5) {
          const name = `crash-${Math.floor(random() * 1e12)}.js`;
          const res = await post(at, "/api/code/files", { name, content: `// ${content}\n` }, "application/json", "PUT");
          if (res.status === 200) confirmCode({ kind: "file", key: name, content: `// ${content}\n` });
        } else {
          const res = await post(at, "/api/chat/aeris", { message: content });
          if (res.status === 200)
            confirmCode({ kind: "answer", key: content, content: ((await res.json()) as { response: string }).response });
        }
      } else if (r < 0.975) {
        // An export, built in the background into a file: a kill leaves it failed, never half-written and ready.
        await post(
          at,
          "/api/exports",
          random() < 0.5 ? { scope: "bulk" } : { scope: "selection", format: "zip", conversations: ["chat:aeris"] },
        );
      } else if (r < 0.98) {
        // A SillyTavern chat imported: once answered, its lines are there exactly once.
        const name = pick(random, PERSONALITIES);
        const lines = [`imported ${content} a`, `imported ${content} b`];
        const file = lines.map((mes, i) => JSON.stringify({ name: "You", is_user: i === 0, send_date: Date.now() + i, mes })).join("\n");
        const res = await fetch(`${at.base}/api/imports/sillytavern?personality=${name}`, {
          method: "POST",
          headers: { cookie: at.cookie, "content-type": "text/plain" },
          body: file,
        });
        if (res.status === 200) for (const line of lines) confirmCode({ kind: "imported", key: line, content: name });
      } else if (r < 0.99) {
        // A companion made, or deleted after its backup (issue 31): whole or gone, never half of it.
        await changeCompanion(at, random, confirmCard);
      } else if (r < 0.995) {
        // A character card imported: once answered, its companion is there whole with its chat and lore.
        const name = `Crash card ${Math.floor(random() * 1e12)}`;
        const res = await fetch(`${at.base}/api/cards/import`, {
          method: "POST",
          headers: { cookie: at.cookie, "content-type": "application/json" },
          body: crashCard(name),
        });
        if (res.status === 201) confirmCard({ slug: ((await res.json()) as { personality: { name: string } }).personality.name, name });
      } else if (replyIds.length > 0) {
        await turn(at, `/api/messages/${pick(random, replyIds)}/regenerate`, undefined, confirm);
      } else await turn(at, `/api/personalities/${pick(random, PERSONALITIES)}/messages`, { content }, confirm);
    } catch {
      return; // the server was killed
    }
  }
}

describe(`hard kills during writes (seed ${ATTACK_SEED})`, () => {
  it(`loses no confirmed message and leaves nothing pending across ${ATTACK_SIZE.kills} SIGKILLs`, async () => {
    const random = attackRandom("crash");
    const confirmed = new Map<number, Confirmed>();
    const confirm = (c: Confirmed) => confirmed.set(c.id, c);
    const confirmedLines = new Map<number, Confirmed>();
    const confirmLine = (c: Confirmed) => confirmedLines.set(c.id, c);
    const confirmedCode = new Map<string, ConfirmedCode>();
    const confirmCode = (c: ConfirmedCode) => confirmedCode.set(`${c.kind}:${c.key}`, c);
    const confirmedMemories = new Map<number, ConfirmedMemory>();
    const confirmMemory = (c: ConfirmedMemory) => confirmedMemories.set(c.id, { ...confirmedMemories.get(c.id), ...c });
    const askedMemories = new Map<number, Set<string | null>>();
    const askMemory = (c: AskedMemory) => askedMemories.set(c.id, (askedMemories.get(c.id) ?? new Set()).add(c.content));
    const confirmedCards = new Map<string, ConfirmedCard>();
    const confirmCard = (c: ConfirmedCard) => confirmedCards.set(c.slug, c);
    const problems: string[] = [];
    let cookie = "";
    let interrupted = 0;
    let backupsSeen = 0;
    let exportsSeen = 0;
    let vapidKey = "";
    let stoppedSeen = 0;
    let retried = 0;

    for (let kill = 0; kill <= ATTACK_SIZE.kills; kill++) {
      const { child, base } = await startServerProcess(fx.dataDir, { env: providerEnv() });
      // What the last kill left: read beside the running server, as the owner's next page load would see it.
      const db = new Database(dbFile(), { readonly: true });
      const pending = db.prepare("SELECT count(*) AS n FROM messages WHERE status = 'pending'").get() as { n: number };
      if (pending.n > 0) problems.push(`after kill ${kill}: ${pending.n} message(s) still pending`);
      const integrity = db.pragma("integrity_check", { simple: true });
      if (integrity !== "ok") problems.push(`after kill ${kill}: integrity_check says ${integrity}`);
      const read = db.prepare("SELECT content, status, is_from_ai AS ai, interrupted FROM messages WHERE id = ?");
      const followUpsOf = db.prepare(
        "SELECT p.name, m.group_turn AS groupTurn, (SELECT count(*) FROM follow_ups f WHERE f.source_message_id = m.id) AS n FROM messages m JOIN personalities p ON p.id = m.personality_id WHERE m.id = ?",
      );
      for (const c of confirmed.values()) {
        const row = read.get(c.id) as { content: string; status: string; ai: number; interrupted: number } | undefined;
        if (!row || row.content !== c.content)
          problems.push(`after kill ${kill}: confirmed message ${c.id} is ${row ? "changed" : "gone"}`);
        else if (c.reply && row.status !== "complete") problems.push(`after kill ${kill}: confirmed reply ${c.id} is ${row.status}`);
        else if (c.interrupted && row.interrupted !== 1)
          problems.push(`after kill ${kill}: stopped reply ${c.id} is not marked interrupted`);
        else if (!c.reply) {
          // A group message is followed up once, by Aeris.
          const f = followUpsOf.get(c.id) as { name: string; groupTurn: string | null; n: number };
          const expected = c.content.endsWith(FOLLOW_UP_WORDS) && !(f.groupTurn && f.name !== "aeris") ? 1 : 0;
          if (f.n !== expected) problems.push(`after kill ${kill}: confirmed message ${c.id} has ${f.n} follow-up(s), not ${expected}`);
        }
      }
      const orphans = db.prepare("SELECT count(*) FROM follow_ups f LEFT JOIN messages m ON m.id = f.source_message_id WHERE m.id IS NULL");
      if ((orphans.pluck().get() as number) > 0) problems.push(`after kill ${kill}: a follow-up outlived its message`);
      stoppedSeen = Math.max(
        stoppedSeen,
        (db.prepare("SELECT count(*) AS n FROM messages WHERE interrupted = 1").get() as { n: number }).n,
      );
      // The code terminal: every confirmed file whole; every confirmed answer kept, after its question.
      const file = db.prepare("SELECT content FROM code_files WHERE name = ? AND deleted_at IS NULL");
      const asked = db.prepare("SELECT id FROM code_chat WHERE role = 'user' AND content = ?");
      const answered = db.prepare("SELECT count(*) AS n FROM code_chat WHERE role = 'ai' AND id > ? AND content = ?");
      const imported = db.prepare(
        "SELECT count(*) AS n FROM messages m JOIN personalities p ON p.id = m.personality_id WHERE m.content = ? AND p.name = ?",
      );
      // The Web Push keys are made once, at the first start: every later start (after a kill) keeps them.
      const vapid = db.prepare("SELECT value FROM settings WHERE key = 'web_push_vapid'").pluck().get() as string | undefined;
      vapidKey ||= vapid ? (JSON.parse(vapid) as { publicKey: string }).publicKey : "";
      if (!vapid || (JSON.parse(vapid) as { publicKey: string }).publicKey !== vapidKey)
        problems.push(`after kill ${kill}: the Web Push keys are ${vapid ? "not the ones made at first start" : "missing"}`);
      const device = db.prepare("SELECT p256dh FROM push_subscriptions WHERE endpoint = ?").pluck();
      for (const c of confirmedCode.values()) {
        if (c.kind === "push") {
          const key = (device.get(c.key) as string | undefined) ?? "";
          if (c.content !== "?" && key !== c.content)
            problems.push(`after kill ${kill}: the push subscription ${c.key} is ${key ? "there" : "gone"}, not as confirmed`);
        } else if (c.kind === "imported") {
          const { n } = imported.get(c.key, c.content) as { n: number };
          if (n !== 1) problems.push(`after kill ${kill}: the imported line "${c.key}" is ${n === 0 ? "gone" : `there ${n} times`}`);
        } else if (c.kind === "file") {
          const row = file.get(c.key) as { content: string } | undefined;
          if (row?.content !== c.content) problems.push(`after kill ${kill}: confirmed code file ${c.key} is ${row ? "changed" : "gone"}`);
        } else {
          const question = asked.get(c.key) as { id: number } | undefined;
          const n = question ? (answered.get(question.id, c.content) as { n: number }).n : 0;
          if (n === 0) problems.push(`after kill ${kill}: the confirmed code chat answer to "${c.key}" is gone`);
        }
      }
      // Memories the owner changed: each change whole, the full-text index with it (the new words find the row, the old
      // ones no longer); and what each reply remembered is there only with its completed reply and the memories it names.
      const memoryRow = db.prepare("SELECT content, pinned FROM memories WHERE id = ?");
      // "+rowid": with the rowid handed to FTS5 as a constraint, a MATCH answered for other rows too (SQLite 3.53).
      const indexed = db.prepare("SELECT count(*) AS n FROM memories_fts WHERE memories_fts MATCH ? AND +rowid = ?");
      const finds = (words: string, id: number) => (indexed.get(`"${words}"`, id) as { n: number }).n === 1;
      for (const c of confirmedMemories.values()) {
        const row = memoryRow.get(c.id) as { content: string; pinned: number } | undefined;
        // Besides what was confirmed, a change asked for may have been written before the kill took its answer.
        const asked = askedMemories.get(c.id) ?? new Set();
        if (c.content === null) {
          if (row) problems.push(`after kill ${kill}: deleted memory ${c.id} is back`);
        } else if (!row) {
          if (!asked.has(null)) problems.push(`after kill ${kill}: changed memory ${c.id} is gone`);
        } else {
          if (c.content !== undefined && row.content !== c.content && !asked.has(row.content))
            problems.push(`after kill ${kill}: corrected memory ${c.id} is changed`);
          if (!finds(row.content, c.id) || (c.before && c.before !== row.content && finds(c.before, c.id)))
            problems.push(
              `after kill ${kill}: the full-text index of changed memory ${c.id} is not its words ${JSON.stringify({ c, row, now: finds(row.content, c.id), before: c.before && finds(c.before, c.id) })}`,
            );
          if (c.pinned && row.pinned !== 1) problems.push(`after kill ${kill}: pinned memory ${c.id} is not pinned`);
        }
      }
      // Character cards: every imported one whole (companion, its greeting opening the chat, its founding memory, its
      // lore), every confirmed one there; a kill mid-import leaves nothing of it.
      const cards = db
        .prepare(
          `SELECT p.name AS slug, c.name,
             (SELECT count(*) FROM messages m WHERE m.personality_id = p.id AND m.is_from_ai = 1) AS greetings,
             (SELECT count(*) FROM memories m WHERE m.personality_id = p.id) AS memories,
             (SELECT count(*) FROM lore_books b WHERE b.personality_id = p.id) AS books,
             (SELECT count(*) FROM lore_entries e WHERE e.personality_id = p.id) AS entries
           FROM personalities p LEFT JOIN companions c ON c.personality_id = p.id WHERE p.kind = 'companion'`,
        )
        .all() as { slug: string; name: string | null; greetings: number; memories: number; books: number; entries: number }[];
      const cores = db
        .prepare(
          "SELECT p.name AS slug, count(k.core) AS n FROM personalities p LEFT JOIN memory_cores k ON k.personality_id = p.id GROUP BY p.id",
        )
        .all() as { slug: string; n: number }[];
      for (const c of cards.filter((c) => c.name?.startsWith("Crash companion"))) {
        if (c.greetings < 1 || c.memories < 2 || cores.find((k) => k.slug === c.slug)?.n !== 2)
          problems.push(`after kill ${kill}: the companion ${c.slug} is half there ${JSON.stringify(c)}`);
      }
      const leftBehind = (db.pragma("foreign_key_check") as { table: string; parent: string }[]).filter(
        (f) => f.parent === "personalities",
      );
      if (leftBehind.length > 0)
        problems.push(`after kill ${kill}: ${leftBehind.length} row(s) of a deleted companion left behind (${leftBehind[0]?.table})`);
      for (const c of cards.filter((c) => c.name?.startsWith("Crash card"))) {
        if (c.greetings < 1 || c.memories < 2 || c.books !== 1 || c.entries !== 2)
          problems.push(`after kill ${kill}: the imported card ${c.slug} is half there ${JSON.stringify(c)}`);
      }
      if (cards.some((c) => c.name === null)) problems.push(`after kill ${kill}: a companion's personality without its profile`);
      const orphanLore = db
        .prepare(
          "SELECT count(*) AS n FROM lore_books b LEFT JOIN companions c ON c.personality_id = b.personality_id WHERE c.name IS NULL",
        )
        .get() as { n: number };
      if (orphanLore.n > 0) problems.push(`after kill ${kill}: ${orphanLore.n} lorebook(s) without a companion`);
      const slugs = new Set(cards.map((c) => c.slug));
      for (const c of confirmedCards.values()) {
        if (c.deleted && slugs.has(c.slug)) problems.push(`after kill ${kill}: deleted companion ${c.slug} is back`);
        if (!c.deleting && !slugs.has(c.slug)) problems.push(`after kill ${kill}: companion ${c.slug} is gone`);
      }
      const dangling = db.pragma("foreign_key_check(reply_memories)") as unknown[];
      if (dangling.length > 0)
        problems.push(`after kill ${kill}: ${dangling.length} record(s) of what a reply remembered point at nothing`);
      const early = db
        .prepare(
          "SELECT count(*) AS n FROM reply_memories r JOIN messages m ON m.id = r.message_id WHERE m.is_from_ai = 0 OR m.status <> 'complete'",
        )
        .get() as { n: number };
      if (early.n > 0) problems.push(`after kill ${kill}: ${early.n} record(s) of what a reply remembered without its completed reply`);
      // Exchanges: none left running (each shows as interrupted), every confirmed line there, none said twice.
      const running = db.prepare("SELECT count(*) AS n FROM exchanges WHERE status = 'running'").get() as { n: number };
      if (running.n > 0) problems.push(`after kill ${kill}: ${running.n} exchange(s) still marked running`);
      const twice = db
        .prepare(
          "SELECT count(*) AS n FROM (SELECT 1 FROM exchange_messages WHERE role = 'line' GROUP BY exchange_id, cycle_number, personality HAVING count(*) > 1)",
        )
        .get() as { n: number };
      if (twice.n > 0) problems.push(`after kill ${kill}: ${twice.n} exchange line(s) said twice`);
      const line = db.prepare("SELECT content FROM exchange_messages WHERE id = ?");
      for (const c of confirmedLines.values()) {
        const row = line.get(c.id) as { content: string } | undefined;
        if (!row || row.content !== c.content)
          problems.push(`after kill ${kill}: confirmed exchange line ${c.id} is ${row ? "changed" : "gone"}`);
      }
      // Backups: no snapshot left half-written, and every recorded one whole (its SHA-256 as recorded).
      const backupDir = path.join(fx.dataDir, "backups");
      const partial = existsSync(backupDir) ? readdirSync(backupDir).filter((f) => f.endsWith(".partial")) : [];
      if (partial.length > 0) problems.push(`after kill ${kill}: ${partial.length} half-written backup file(s) left`);
      for (const b of db.prepare("SELECT file_name AS file, record FROM backups").all() as { file: string; record: string }[]) {
        const bytes = existsSync(path.join(backupDir, b.file)) ? readFileSync(path.join(backupDir, b.file)) : null;
        if (!bytes || createHash("sha256").update(bytes).digest("hex") !== (JSON.parse(b.record) as { sha256: string }).sha256) {
          problems.push(`after kill ${kill}: backup ${b.file} is ${bytes ? "not as recorded" : "missing"}`);
        }
      }
      backupsSeen = Math.max(backupsSeen, (db.prepare("SELECT count(*) AS n FROM backups").get() as { n: number }).n);
      // Exports: none left building or half-written, every ready one whole (its SHA-256 as recorded).
      const exportDir = path.join(fx.dataDir, "exports");
      const halfExports = existsSync(exportDir) ? readdirSync(exportDir).filter((f) => f.endsWith(".partial")) : [];
      if (halfExports.length > 0) problems.push(`after kill ${kill}: ${halfExports.length} half-written export file(s) left`);
      const building = db.prepare("SELECT count(*) AS n FROM exports WHERE status = 'building'").get() as { n: number };
      if (building.n > 0) problems.push(`after kill ${kill}: ${building.n} export(s) still marked building`);
      for (const e of db.prepare("SELECT id, name, sha256 FROM exports WHERE status = 'ready'").all() as {
        id: number;
        name: string;
        sha256: string;
      }[]) {
        const file = path.join(exportDir, `${e.id}-${e.name}`);
        const bytes = existsSync(file) ? readFileSync(file) : null;
        if (!bytes || createHash("sha256").update(bytes).digest("hex") !== e.sha256) {
          problems.push(`after kill ${kill}: export ${e.id} is ${bytes ? "not as recorded" : "missing"}`);
        }
      }
      exportsSeen = Math.max(exportsSeen, (db.prepare("SELECT count(*) AS n FROM exports").get() as { n: number }).n);
      const failedIds = (
        db.prepare("SELECT id FROM messages WHERE status = 'failed' AND is_from_ai = 0 AND error = ?").all(TEXT.interrupted) as {
          id: number;
        }[]
      ).map((r) => r.id);
      interrupted = Math.max(interrupted, failedIds.length);
      const replyIds = (
        db.prepare("SELECT id FROM messages WHERE is_from_ai = 1 AND superseded = 0 ORDER BY id DESC LIMIT 20").all() as { id: number }[]
      ).map((r) => r.id);
      db.close();
      if (problems.length > 0) {
        child.kill("SIGKILL");
        break;
      }

      if (kill === ATTACK_SIZE.kills) {
        // The last start is stopped gracefully: the WAL is folded in and the database closed cleanly.
        expect(await stopServerProcess(child)).toBe(0);
        const wal = path.join(fx.dataDir, "citadel.sqlite-wal");
        const walBytes = (() => {
          try {
            return statSync(wal).size;
          } catch {
            return 0;
          }
        })();
        expect(walBytes).toBe(0);
        break;
      }

      cookie = cookie && (await fetch(`${base}/api/status`, { headers: { cookie } })).status === 200 ? cookie : await signIn(base);
      const at = { base, cookie };
      const retriesBefore = failedIds.length;
      const writers = Array.from({ length: 4 }, () =>
        writer(at, random, failedIds, replyIds, confirm, confirmLine, confirmCode, confirmMemory, askMemory, confirmCard),
      );
      await new Promise((r) => setTimeout(r, 50 + random() * 600));
      child.kill("SIGKILL");
      await exited(child);
      await Promise.all(writers);
      retried += retriesBefore - failedIds.length;
    }

    recordFigures("crash", {
      kills: ATTACK_SIZE.kills,
      confirmed: confirmed.size + confirmedLines.size,
      exchangeLines: confirmedLines.size,
      codeWrites: [...confirmedCode.values()].filter((c) => c.kind !== "push").length,
      pushWrites: [...confirmedCode.values()].filter((c) => c.kind === "push").length,
      memoryChanges: confirmedMemories.size,
      cardImports: [...confirmedCards.values()].filter((c) => c.name.startsWith("Crash card")).length,
      companionsMade: [...confirmedCards.values()].filter((c) => c.name.startsWith("Crash companion")).length,
      companionsDeleted: [...confirmedCards.values()].filter((c) => c.deleted).length,
      backups: backupsSeen,
      exports: exportsSeen,
      stopped: stoppedSeen,
      lost: problems.filter((p) => / is (gone|changed|pending)/.test(p)).length,
      leftPending: problems.filter((p) => /still pending|still marked (running|building)/.test(p)).length,
      interrupted,
      retried,
    });
    expect(problems, `replay with ATTACK_SEED=${ATTACK_SEED}`).toEqual([]);
    expect(confirmed.size).toBeGreaterThan(ATTACK_SIZE.kills);
    expect(retried).toBeGreaterThan(0);
  });
});
