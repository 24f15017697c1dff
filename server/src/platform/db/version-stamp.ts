import type Database from "better-sqlite3";

/**
 * The version of Citadel that last opened a database file, kept in SQLite's `user_version` (a header field: a backup's
 * VACUUM INTO carries it, a restore's table swap does not touch it) as major·1,000,000 + minor·1,000 + patch; 0 is a
 * file no release stamped (0.1.0 and before).
 */
export function versionNumber(version: string): number {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!parts) throw new Error(`Not a version of the form major.minor.patch: ${version}`);
  const [major, minor, patch] = parts.slice(1).map(Number) as [number, number, number];
  if (minor > 999 || patch > 999 || major > 2146) throw new Error(`A version too large to record: ${version}`);
  return major * 1_000_000 + minor * 1_000 + patch;
}

export const versionName = (n: number) => `${Math.floor(n / 1_000_000)}.${Math.floor(n / 1_000) % 1_000}.${n % 1_000}`;

export const readStamp = (sqlite: Database.Database) => sqlite.pragma("user_version", { simple: true }) as number;

/** Records `version` as the last to open the file (inside the migrations' transaction, so both or neither). */
export function writeStamp(sqlite: Database.Database, version: string) {
  sqlite.pragma(`user_version = ${versionNumber(version)}`);
}
