/** What the library keeps of a video: its picture size and length. */
export type VideoInfo = { width: number; height: number; duration_ms: number };

// A moov box past this is not a video we take (a 512 MB video's index is a few MB at most).
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/** Reads a byte stream in order, taking exact lengths and skipping what is not needed without holding it. */
class StreamReader {
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async fill(bytes: number): Promise<boolean> {
    while (this.bufferedBytes < bytes) {
      const next = await this.source.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.bufferedBytes += next.value.length;
    }
    return true;
  }

  /** Exactly `bytes` bytes, or null at the end of the stream. */
  async take(bytes: number): Promise<Buffer | null> {
    if (!(await this.fill(bytes))) return null;
    const all = Buffer.concat(this.buffered);
    this.buffered = [all.subarray(bytes)];
    this.bufferedBytes = all.length - bytes;
    return all.subarray(0, bytes);
  }

  /** Drops `bytes` bytes as they come; false when the stream ends first. */
  async skip(bytes: number): Promise<boolean> {
    let left = bytes;
    while (left > 0) {
      if (this.bufferedBytes === 0 && !(await this.fill(1))) return false;
      if (this.bufferedBytes <= left) {
        left -= this.bufferedBytes;
        this.buffered = [];
        this.bufferedBytes = 0;
        continue;
      }
      const all = Buffer.concat(this.buffered);
      const dropped = Math.min(left, all.length);
      this.buffered = [all.subarray(dropped)];
      this.bufferedBytes = all.length - dropped;
      left -= dropped;
    }
    return true;
  }

  async close(): Promise<void> {
    await this.source.return?.();
  }
}

type Box = { type: string; start: number; end: number };

/** The boxes directly inside `data` between `from` and `to`. */
function childBoxes(data: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    const type = data.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) break;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** Timescale and duration from mvhd (version 0 has 32-bit times, version 1 64-bit). */
function readMovieHeader(data: Buffer, box: Box): number | null {
  const version = data[box.start];
  const [scaleAt, durationAt, long] =
    version === 1 ? [box.start + 20, box.start + 24, true] : [box.start + 12, box.start + 16, false];
  if (durationAt + (long ? 8 : 4) > box.end) return null;
  const timescale = data.readUInt32BE(scaleAt);
  const duration = long ? Number(data.readBigUInt64BE(durationAt)) : data.readUInt32BE(durationAt);
  return timescale > 0 ? Math.round((duration * 1000) / timescale) : null;
}

/** Width and height from tkhd, 16.16 fixed point at its end; an audio track's are 0. */
function readTrackSize(data: Buffer, box: Box): { width: number; height: number } | null {
  if (box.end - box.start < 84) return null;
  const width = Math.round(data.readUInt32BE(box.end - 8) / 65536);
  const height = Math.round(data.readUInt32BE(box.end - 4) / 65536);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The size and length of an MP4 read from its moov box (mvhd, and the first tkhd with a picture). */
export function readMoov(data: Buffer): VideoInfo | null {
  let duration_ms: number | null = null;
  let size: { width: number; height: number } | null = null;
  for (const box of childBoxes(data, 0, data.length)) {
    if (box.type === "mvhd") duration_ms = readMovieHeader(data, box);
    if (box.type === "trak" && !size) {
      const tkhd = childBoxes(data, box.start, box.end).find((b) => b.type === "tkhd");
      if (tkhd) size = readTrackSize(data, tkhd);
    }
  }
  return duration_ms !== null && size ? { ...size, duration_ms } : null;
}

/**
 * Walks an MP4's top-level boxes as they stream past, skipping media data without holding it,
 * and reads the movie box wherever it is (before or after the media). Null when it has none.
 */
export async function readVideoInfo(source: AsyncIterable<Buffer>): Promise<VideoInfo | null> {
  const reader = new StreamReader(source);
  try {
    for (;;) {
      const header = await reader.take(8);
      if (!header) return null;
      let size = header.readUInt32BE(0);
      const type = header.toString("latin1", 4, 8);
      let headerBytes = 8;
      if (size === 1) {
        const large = await reader.take(8);
        if (!large) return null;
        size = Number(large.readBigUInt64BE(0));
        headerBytes = 16;
      }
      if (size === 0 && type !== "moov") return null;
      if (size !== 0 && size < headerBytes) return null;
      if (type === "moov") {
        const bytes = size === 0 ? MAX_MOOV_BYTES : size - headerBytes;
        if (bytes > MAX_MOOV_BYTES) return null;
        const body = await reader.take(bytes);
        return body ? readMoov(body) : null;
      }
      if (!(await reader.skip(size - headerBytes))) return null;
    }
  } finally {
    await reader.close();
  }
}
