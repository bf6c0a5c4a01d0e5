/**
 * Rows encoded in PostgreSQL's COPY text format: one line a row, fields separated by tabs, `\N` for
 * NULL, backslash escapes for backslash, tab, newline and carriage return. The server parses each
 * field straight into its column's type (arrays and JSON included), which is the cheapest way to
 * load rows; and a worker thread can build the bytes and hand them over without a copy.
 *
 * Not the binary COPY format: it saves the server nothing on these rows, as parsing our fields is a
 * small part of storing a post next to the upkeep of its indexes.
 */

/** Column name → SQL type, in the order rows are encoded. */
export type Columns = Record<string, string>;

/** Encoded rows, all in one buffer. */
export type CopyRows = {
  data: Uint8Array;
  /** where each row ends in `data` */
  ends: number[];
  /** each row's key (its id) for tables upserted by a single key column; empty otherwise */
  keys: string[];
  /** a fingerprint of each row's bytes, when asked for: tells a repeat of the same row cheaply */
  fingerprints: number[];
  /** each row's line in the input (0: unknown), to report a row the database refuses; empty when none was given */
  lines: number[];
};

const COPY_SPECIAL = /[\\\n\r\t]/;
const COPY_SPECIALS = /[\\\n\r\t]/g;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const escapeCopy = (c: string) => COPY_ESCAPES[c] as string;

/** Text as a COPY field. */
function copyText(value: string): string {
  return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, escapeCopy) : value;
}

const NEEDS_ESCAPE = /["\\]/;
const ESCAPE = /["\\]/g;
/** A JS array as a PostgreSQL array literal (`{"a","b",NULL}`). */
function arrayLiteral(values: readonly unknown[]): string {
  let out = "{";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ",";
    if (v === null || v === undefined) out += "NULL";
    else {
      const s = String(v);
      out += NEEDS_ESCAPE.test(s) ? `"${s.replace(ESCAPE, "\\$&")}"` : `"${s}"`;
    }
  }
  return `${out}}`;
}

/** Writes a non-null value of one column as a COPY field. */
type FieldEncoder = (value: unknown) => string;

function scalarField(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  return copyText(String(value));
}
const arrayField: FieldEncoder = (value) => copyText(arrayLiteral(value as unknown[]));
const jsonField: FieldEncoder = (value) => copyText(JSON.stringify(value));

/** The encoder for a column of the given SQL type. */
const fieldEncoder = (type: string): FieldEncoder =>
  type.endsWith("[]") ? arrayField : type === "jsonb" || type === "json" ? jsonField : scalarField;

/** FNV-1a, 32 bits: enough to tell "the same row as before" apart cheaply. */
function fingerprint(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** Builds CopyRows row by row into a growing buffer. */
export class CopyRowsBuilder {
  private readonly names: string[];
  private readonly encoders: FieldEncoder[];
  private data = Buffer.alloc(0);
  private length = 0;
  private readonly ends: number[] = [];
  private readonly keys: string[] = [];
  private readonly fingerprints: number[] = [];
  private readonly lines: number[] = [];
  private inColumnOrder: boolean | undefined;

  constructor(
    columns: Columns,
    private readonly options: { fingerprints?: boolean } = {},
  ) {
    this.names = Object.keys(columns);
    this.encoders = Object.values(columns).map(fieldEncoder);
  }

  /** Adds a row (an object keyed by column name); `key` when the table is upserted by key; `line` where it was read. */
  add(row: Record<string, unknown>, key?: string, lineNumber?: number): void {
    // Rows built with their keys in column order (checked on the first) are read in one pass.
    this.inColumnOrder ??= sameKeys(Object.keys(row), this.names);
    const values = this.inColumnOrder ? Object.values(row) : this.names.map((name) => row[name]);
    const fields = new Array<string>(values.length);
    for (let c = 0; c < values.length; c++) {
      const value = values[c];
      fields[c] = value === null || value === undefined ? "\\N" : (this.encoders[c] as FieldEncoder)(value);
    }
    const line = `${fields.join("\t")}\n`;
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (this.length + line.length * 3 > this.data.length) this.grow(line.length * 3);
    this.length += this.data.write(line, this.length);
    this.ends.push(this.length);
    if (key !== undefined) this.keys.push(key);
    if (this.options.fingerprints) this.fingerprints.push(fingerprint(line));
    if (lineNumber !== undefined) this.lines.push(lineNumber);
  }

  private grow(needed: number): void {
    // Not from Node's shared pool: the buffer is transferred to another thread whole.
    const next = Buffer.allocUnsafeSlow(Math.max(64 * 1024, (this.length + needed) * 2));
    this.data.copy(next, 0, 0, this.length);
    this.data = next;
  }

  finish(): CopyRows {
    return {
      data: this.data.subarray(0, this.length),
      ends: this.ends,
      keys: this.keys,
      fingerprints: this.fingerprints,
      lines: this.lines,
    };
  }
}

/** Encodes rows in one go. */
export function encodeCopyRows(columns: Columns, rows: readonly Record<string, unknown>[]): CopyRows {
  const builder = new CopyRowsBuilder(columns);
  for (const row of rows) builder.add(row);
  return builder.finish();
}

/** The picked rows (indexes in ascending order) as runs of consecutive rows: views, not copies. */
export function pickRows(rows: CopyRows, picked: readonly number[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let runStart = -1;
  let runEnd = -1;
  for (const i of picked) {
    const start = i === 0 ? 0 : (rows.ends[i - 1] as number);
    const end = rows.ends[i] as number;
    if (start === runEnd) runEnd = end;
    else {
      if (runEnd > runStart) parts.push(rows.data.subarray(runStart, runEnd));
      runStart = start;
      runEnd = end;
    }
  }
  if (runEnd > runStart) parts.push(rows.data.subarray(runStart, runEnd));
  return parts;
}

/** The buffers to transfer (not copy) when rows go to another thread. */
export const transferables = (rows: CopyRows[]): ArrayBuffer[] => [
  ...new Set(rows.map((r) => r.data.buffer as ArrayBuffer).filter((b) => b.byteLength > 0)),
];
