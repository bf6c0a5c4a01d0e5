import { yieldToEventLoop } from "../db/database.ts";

/** How long encoding keeps the event loop before letting other requests in. */
const SLICE_MS = 4;

/**
 * JSON.stringify of a large reply (an analysis of every section), encoded a member at a time and
 * handing the event loop back between members once a few milliseconds have gone: in one call, a
 * wide reply held every other request for as long as it took.
 */
export async function jsonInSlices(value: unknown, depth = 2): Promise<string> {
  let sliceStart = performance.now();
  const encode = async (v: unknown, levels: number): Promise<string> => {
    if (levels === 0 || v === null || typeof v !== "object" || typeof (v as { toJSON?: unknown }).toJSON === "function")
      return JSON.stringify(v) ?? "null";
    const parts: string[] = [];
    const array = Array.isArray(v);
    for (const [key, member] of array ? v.entries() : Object.entries(v)) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
      if (!array && (member === undefined || typeof member === "function" || typeof member === "symbol")) continue;
      const json = await encode(member, levels - 1);
      parts.push(array ? json : `${JSON.stringify(key)}:${json}`);
    }
    return array ? `[${parts.join(",")}]` : `{${parts.join(",")}}`;
  };
  return encode(value, depth);
}
