import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Secrets kept in the database (platform logins' tokens) are sealed with AES-256-GCM under one server key. */
export type SealedSecrets = {
  /** `context` binds the sealed text to where it is stored: sealed for one row, it opens for no other */
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
  /** HMAC-SHA256 (hex) of `text` under a key derived for `context`, so a signature made for one use proves nothing in another */
  sign(text: string, context: string): string;
  /** Whether `signature` is sign(text, context), compared in constant time */
  verify(text: string, signature: string, context: string): boolean;
};

const VERSION = "v1";
const KEY_FILE = "secrets.key";

/** SECRETS_KEY as 64 hex digits or the base64 of 32 bytes; null when it is not one. */
export function parseSecretsKey(raw: string): Buffer | null {
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  return key.length === 32 ? key : null;
}

/**
 * The server's key: SECRETS_KEY when set, else a key made once and kept in the data folder (owner
 * read-only). Several servers on one database must share SECRETS_KEY, or each seals with its own.
 */
export function loadSecretsKey(env: { secretsKey: string | undefined; dataDir: string }): Buffer {
  if (env.secretsKey) {
    const key = parseSecretsKey(env.secretsKey);
    if (!key) throw new Error("SECRETS_KEY must be 64 hex digits or the base64 of 32 bytes");
    return key;
  }
  const file = path.join(env.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    // "wx": of two servers starting at once, one writes the key and the other reads it.
    try {
      fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = parseSecretsKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte key; remove it to make a new one`);
  return key;
}

export function sealedSecrets(key: Buffer): SealedSecrets {
  // Signing keys are derived from the server key, never the sealing key itself.
  const sign = (text: string, context: string) =>
    createHmac("sha256", createHmac("sha256", key).update(`sign:${context}`).digest())
      .update(text, "utf8")
      .digest("hex");
  return {
    sign,
    verify(text, signature, context) {
      const expected = Buffer.from(sign(text, context), "hex");
      const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    open(sealed, context) {
      const [version, data] = sealed.split(":");
      if (version !== VERSION || !data) throw new Error("not a sealed secret");
      const bytes = Buffer.from(data, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}

/** Sealed secrets whose key is read at the first use: a server that never keeps a secret never makes a key file. */
export function lazySealedSecrets(load: () => Buffer): SealedSecrets {
  let secrets: SealedSecrets | null = null;
  const get = () => {
    secrets ??= sealedSecrets(load());
    return secrets;
  };
  return {
    seal: (plain, context) => get().seal(plain, context),
    open: (sealed, context) => get().open(sealed, context),
    sign: (text, context) => get().sign(text, context),
    verify: (text, signature, context) => get().verify(text, signature, context),
  };
}
