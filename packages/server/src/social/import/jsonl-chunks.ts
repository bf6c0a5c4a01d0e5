/** A run of whole lines of a JSONL byte stream, with where it sits in the file. */
export type LineChunk = {
  data: Uint8Array;
  /** line number of its first line (1-based) */
  firstLine: number;
  lines: number;
  /** non-blank lines: the records of a JSONL file */
  records: number;
  /** bytes of the file read up to the end of this chunk */
  bytesEnd: number;
};

const NEWLINE = 10;

/** Counts the lines and the non-blank lines of a run of whole lines. */
function countLines(data: Uint8Array, final: boolean): { lines: number; records: number } {
  let lines = 0;
  let records = 0;
  for (let start = 0; start < data.length; ) {
    let end = data.indexOf(NEWLINE, start);
    if (end === -1) {
      if (!final) break;
      end = data.length;
    }
    lines++;
    for (let i = start; i < end; i++) {
      const c = data[i];
      if (c !== 32 && c !== 9 && c !== 13) {
        records++;
        break;
      }
    }
    start = end + 1;
  }
  return { lines, records };
}

/**
 * Where the first chunk of the pending bytes (pieces in order) ends: after the last line end
 * within `limit` bytes, or after the first one past it when a line is longer; 0 when no line has
 * ended yet.
 */
function chunkEnd(pieces: readonly Buffer[], limit: number): number {
  let within = 0;
  let start = 0;
  for (const piece of pieces) {
    if (start < limit && piece.length > 0) {
      const at = piece.lastIndexOf(NEWLINE, Math.min(limit - start, piece.length) - 1);
      if (at !== -1) within = start + at + 1;
    }
    // No line end within the limit so far: the first one past it, in the piece that crosses it or later.
    if (within === 0 && start + piece.length > limit) {
      const at = piece.indexOf(NEWLINE, Math.max(0, limit - start));
      if (at !== -1) return start + at + 1;
    }
    start += piece.length;
  }
  return within;
}

/**
 * Takes the first `n` pending bytes as one buffer of their own, copied once; what is left stays
 * as views. The buffer is shared memory: a chunk goes to a worker thread, which then reads these
 * very bytes, while posting an ordinary buffer copies it twice (more CPU time than cutting and
 * reading it).
 */
function takeBytes(pending: Buffer[], n: number): Buffer {
  const out = Buffer.from(new SharedArrayBuffer(n));
  for (let filled = 0; filled < n; ) {
    const piece = pending[0] as Buffer;
    const k = Math.min(piece.length, n - filled);
    piece.copy(out, filled, 0, k);
    filled += k;
    if (k === piece.length) pending.shift();
    else pending[0] = piece.subarray(k);
  }
  return out;
}

/**
 * Cuts a byte stream into chunks of about `chunkBytes` that end at a line end (a piece read can
 * hold several), without decoding it (the worker threads decode and parse). Holds at most one
 * chunk and one line in memory beyond the piece being cut.
 */
export async function* chunkLines(stream: AsyncIterable<Buffer>, chunkBytes: number): AsyncGenerator<LineChunk> {
  const pending: Buffer[] = [];
  let size = 0;
  let bytes = 0;
  let line = 1;
  let first = true;
  const emit = (n: number, final: boolean): LineChunk => {
    const data = takeBytes(pending, n);
    size -= n;
    const counted = countLines(data, final);
    const chunk = { data, firstLine: line, ...counted, bytesEnd: bytes - size };
    line += counted.lines;
    return chunk;
  };
  for await (let buffer of stream) {
    bytes += buffer.length;
    if (first && buffer.length > 0) {
      first = false;
      // A UTF-8 byte order mark is not part of the first line.
      if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) buffer = buffer.subarray(3);
    }
    pending.push(buffer);
    size += buffer.length;
    while (size >= chunkBytes) {
      const end = chunkEnd(pending, chunkBytes);
      if (end === 0) break; // one line longer than a chunk so far: keep reading until it ends
      yield emit(end, false);
    }
  }
  if (size > 0) yield emit(size, true);
}
