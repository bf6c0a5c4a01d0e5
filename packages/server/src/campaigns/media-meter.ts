import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { isMediaType, type MediaType, maxBytesOf } from "@xa/core/campaigns/media-limits";
import { SNIFF_BYTES, sniffMediaType } from "./media-sniff.ts";

/** Why a file's bytes are refused as they stream in. */
export class MediaRefused extends Error {
  constructor(
    readonly reason: "wrongType" | "tooLarge",
    readonly mime: MediaType | null,
  ) {
    super(reason);
  }
}

/**
 * Passes the bytes on while it hashes and counts them, and stops the stream as soon as the first
 * bytes show no accepted type or the file outgrows its type's limit: nothing is held but the head.
 */
export class MediaMeter extends Transform {
  readonly hash = createHash("sha256");
  bytes = 0;
  mime: MediaType | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  /** `declaredBytes`: the request's Content-Length, checked against the found type's limit at once. */
  constructor(private readonly declaredBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    done(this.measure(chunk));
  }

  override _flush(done: TransformCallback): void {
    done(this.mime === null && this.headBytes > 0 ? this.release() : null);
  }

  /** Counts and hashes a chunk and passes it on, or answers why the file stops here. */
  private measure(chunk: Buffer): MediaRefused | null {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    if (this.mime !== null) {
      if (this.bytes > maxBytesOf(this.mime)) return new MediaRefused("tooLarge", this.mime);
      this.push(chunk);
      return null;
    }
    this.head.push(chunk);
    this.headBytes += chunk.length;
    return this.headBytes < SNIFF_BYTES ? null : this.release();
  }

  /** Sniffs the held head and lets it go on when its type is one the library takes. */
  private release(): MediaRefused | null {
    const refusal = this.sniff(Buffer.concat(this.head));
    if (refusal) return refusal;
    for (const part of this.head) this.push(part);
    this.head = [];
    return null;
  }

  private sniff(head: Buffer): MediaRefused | null {
    const found = sniffMediaType(head);
    if (found === null || !isMediaType(found)) return new MediaRefused("wrongType", null);
    this.mime = found;
    if (Math.max(this.declaredBytes, this.bytes) > maxBytesOf(found)) return new MediaRefused("tooLarge", found);
    return null;
  }

  /** The sha256 of everything that passed, in hex (once the stream has ended). */
  digest(): string {
    return this.hash.digest("hex");
  }
}
