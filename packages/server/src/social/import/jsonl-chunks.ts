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
 * The bytes in a buffer of their own when they are part of a larger one: a chunk goes to a worker
 * thread by copy, and a copy of a view takes its whole underlying buffer along.
 */
function ownBuffer(data: Buffer): Buffer {
  // Not Buffer.from(data): a small copy would come from Node's shared pool, another larger buffer.
  return data.byteLength === data.buffer.byteLength ? data : Buffer.from(new Uint8Array(data).buffer);
}

/**
 * Cuts a byte stream into chunks of about `chunkBytes` that end at a line end, without decoding
 * it (the worker threads decode and parse). Holds at most one chunk and one line in memory.
 */
export async function* chunkLines(stream: AsyncIterable<Buffer>, chunkBytes: number): AsyncGenerator<LineChunk> {
  let pending: Buffer[] = [];
  let size = 0;
  let bytes = 0;
  let line = 1;
  let first = true;
  const emit = (data: Buffer, final: boolean): LineChunk => {
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
    if (size < chunkBytes) continue;
    let joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending, size);
    // A piece read can hold several chunks: each ends at the last line end within chunkBytes, or
    // at the first one after when a line is longer.
    for (;;) {
      let cut = joined.lastIndexOf(NEWLINE, chunkBytes - 1) + 1;
      if (cut === 0) cut = joined.indexOf(NEWLINE, chunkBytes) + 1;
      if (cut === 0) break; // one line longer than a chunk so far: keep reading until it ends
      const data = ownBuffer(joined.subarray(0, cut));
      joined = joined.subarray(cut);
      size = joined.length;
      yield emit(data, false);
      if (size < chunkBytes) break;
    }
    pending = size > 0 ? [joined] : [];
  }
  if (size > 0) {
    const data = ownBuffer(Buffer.concat(pending, size));
    size = 0;
    yield emit(data, true);
  }
}
