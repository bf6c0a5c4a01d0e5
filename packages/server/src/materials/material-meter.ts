import { Transform, type TransformCallback } from "node:stream";
import { MATERIAL_MAX_BYTES, type MaterialFormat } from "@xa/core/materials/materials-entities";
import { SNIFF_BYTES, sniffMaterial } from "./material-sniff.ts";

/** Why a file's bytes are refused as they stream in. */
export class MaterialRefused extends Error {
  constructor(readonly reason: "wrongType" | "zipNotNamed" | "tooLarge") {
    super(reason);
  }
}

/**
 * Passes the bytes on while it counts them, and stops the stream as soon as the first bytes show
 * no accepted format or the file outgrows the limit: nothing is held but the head.
 */
export class MaterialMeter extends Transform {
  bytes = 0;
  format: MaterialFormat | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  /** `maxBytes`: the library's limit; tests give a small one. */
  constructor(
    private readonly fileName: string,
    private readonly maxBytes: number = MATERIAL_MAX_BYTES,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new MaterialRefused("tooLarge"));
    } else if (this.format !== null) {
      done(null, chunk);
    } else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      done(this.headBytes < SNIFF_BYTES ? null : this.release());
    }
  }

  override _flush(done: TransformCallback): void {
    done(this.format === null && this.headBytes > 0 ? this.release() : null);
  }

  /** Sniffs the held head and lets it go on when its format is one the library takes. */
  private release(): MaterialRefused | null {
    const found = sniffMaterial(Buffer.concat(this.head), this.fileName);
    if (found === null) return new MaterialRefused("wrongType");
    if (found === "zip") return new MaterialRefused("zipNotNamed");
    this.format = found;
    for (const part of this.head) this.push(part);
    this.head = [];
    return null;
  }
}
