import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where library files live: written as a stream, read as a stream, deleted. */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Stores `body` under `key`; `bytes` is its length, which S3 needs before the first byte. */
  put(key: string, body: Readable, bytes: number): Promise<void>;
  /** The stored bytes (from `range.start` to `range.end`, both included); a MediaNotStored error when nothing is under `key`. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes `key`; nothing stored there is no error. */
  delete(key: string): Promise<void>;
}

/** Bytes `start` to `end` of a file, both included, as HTTP ranges count them. */
export type ByteRange = { start: number; end: number };

export class MediaNotStored extends Error {
  constructor(key: string) {
    super(`Nothing is stored under ${key}`);
  }
}

// Keys are made by the server (team and random hex), never from a client's name.
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;
export function assertKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Not a storage key: ${key}`);
}

/** Files in a folder (DATA_DIR/media by default); a write lands under its name only once complete. */
export function createLocalMediaStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomBytes(4).toString("hex")}.part`;
      try {
        await pipeline(body, fs.createWriteStream(part));
        await fs.promises.rename(part, file);
      } catch (error) {
        await fs.promises.rm(part, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, "r");
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") throw new MediaNotStored(key);
        throw error;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
