import { StringDecoder } from "node:string_decoder";

/** A line of a text stream with its 1-based number and the bytes read so far. */
export type Line = { text: string; line: number; bytes: number };

/** Splits a byte stream into lines (\n or \r\n) without holding more than one chunk and one line. */
export async function* readLines(stream: AsyncIterable<Buffer | string>): AsyncGenerator<Line> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  let line = 0;
  let bytes = 0;
  let first = true;
  for await (const chunk of stream) {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
    let text = rest + (typeof chunk === "string" ? chunk : decoder.write(chunk));
    if (first && text.length > 0) {
      text = text.replace(/^\uFEFF/, "");
      first = false;
    }
    let start = 0;
    let at = text.indexOf("\n", start);
    while (at !== -1) {
      line++;
      const end = at > start && text.charCodeAt(at - 1) === 13 ? at - 1 : at;
      yield { text: text.slice(start, end), line, bytes };
      start = at + 1;
      at = text.indexOf("\n", start);
    }
    rest = text.slice(start);
  }
  rest += decoder.end();
  if (rest.length > 0) yield { text: rest.replace(/\r$/, ""), line: line + 1, bytes };
}
