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
    const joined = Buffer.concat(pending, size);
    const cut = joined.lastIndexOf(NEWLINE) + 1;
    if (cut === 0) {
      // One line longer than a chunk so far: keep reading until it ends.
      pending = [joined];
      continue;
    }
    const rest = joined.subarray(cut);
    pending = rest.length > 0 ? [rest] : [];
    size = rest.length;
    yield emit(joined.subarray(0, cut), false);
  }
  if (size > 0) {
    const data = Buffer.concat(pending, size);
    size = 0;
    yield emit(data, true);
  }
}
