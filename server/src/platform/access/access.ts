import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/connection";
import { preparedFor } from "../db/prepared";
import { sessions } from "../db/schema";
import { readSetting, writeSetting } from "../settings";
import { hashSecret, verifySecret } from "./password-hash";

const ACCESS_CODE_HASH_KEY = "access_code_hash";
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Letters and digits that cannot be mistaken for one another when read off a terminal. */
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function generateAccessCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}

/**
 * Makes sure an access-code hash is stored. A code from the environment replaces the stored one (and ends every
 * session made under the old code); with none configured and none stored, a new code is generated and returned so
 * the caller can print it once.
 */
export async function ensureAccessCode(db: Db, clock: Clock, configured: string | undefined): Promise<{ generatedCode?: string }> {
  const stored = readSetting<string>(db, ACCESS_CODE_HASH_KEY);
  if (configured) {
    if (stored && (await verifySecret(configured, stored))) return {};
    writeSetting(db, clock, ACCESS_CODE_HASH_KEY, await hashSecret(configured));
    if (stored) db.delete(sessions).run();
    return {};
  }
  if (stored) return {};
  const generatedCode = generateAccessCode();
  writeSetting(db, clock, ACCESS_CODE_HASH_KEY, await hashSecret(generatedCode));
  return { generatedCode };
}

export async function checkAccessCode(db: Db, code: string): Promise<boolean> {
  const stored = readSetting<string>(db, ACCESS_CODE_HASH_KEY);
  return stored ? verifySecret(code, stored) : false;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createSession(db: Db, clock: Clock): { token: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())).run();
  db.insert(sessions)
    .values({ tokenHash: hashToken(token), createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() })
    .run();
  return { token, expiresAt };
}

const statements = preparedFor((db) => ({
  live: db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder("hash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare(),
}));

export function isValidSession(db: Db, clock: Clock, token: string | undefined): boolean {
  if (!token) return false;
  return Boolean(statements(db).live.get({ hash: hashToken(token), now: clock.now().toISOString() }));
}

export function endSession(db: Db, token: string | undefined): void {
  if (token)
    db.delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .run();
}

/**
 * Changes the access code: the current one must be given. Every other browser is signed out; the one that asked stays
 * signed in. Answers false (and changes nothing) when the current code is wrong.
 */
export async function changeAccessCode(
  db: Db,
  clock: Clock,
  current: string,
  next: string,
  keepToken: string | undefined,
): Promise<boolean> {
  if (!(await checkAccessCode(db, current))) return false;
  const hash = await hashSecret(next);
  db.transaction((tx) => {
    writeSetting(tx as unknown as Db, clock, ACCESS_CODE_HASH_KEY, hash);
    const keep = keepToken ? hashToken(keepToken) : "";
    tx.delete(sessions).where(ne(sessions.tokenHash, keep)).run();
  });
  return true;
}

/** Signs every browser out, this one included. */
export const endAllSessions = (db: Db): number => db.delete(sessions).run().changes;
