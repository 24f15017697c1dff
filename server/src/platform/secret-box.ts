import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** An encrypted value: AES-256-GCM with a random IV, all base64. */
export type Sealed = { iv: string; tag: string; data: string };

export type SecretBox = { seal: (plain: string) => Sealed; open: (sealed: Sealed) => string };

/**
 * Secrets (the provider key) are encrypted at rest with a key kept in its own file (mode 600) beside the database,
 * so a copy of the database alone does not reveal them.
 */
export function openSecretBox(dataDir: string): SecretBox {
  const keyFile = path.join(dataDir, "secret.key");
  let key: Buffer;
  if (existsSync(keyFile)) {
    key = Buffer.from(readFileSync(keyFile, "utf8").trim(), "base64");
  } else {
    mkdirSync(dataDir, { recursive: true });
    key = randomBytes(32);
    writeFileSync(keyFile, key.toString("base64"), { mode: 0o600 });
  }
  chmodSync(keyFile, 0o600);
  if (key.length !== 32) throw new Error(`${keyFile} is not a valid 32-byte key`);

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return { iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
    },
    open(sealed) {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.iv, "base64"));
      decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString("utf8");
    },
  };
}
