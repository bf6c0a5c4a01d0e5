import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import type { FastifyInstance } from "fastify";

const CHUNK = 1024 * 1024;

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/**
 * An MP4 of `total` bytes as the server checks one (media-sniff, mp4-boxes): an ISO brand in ftyp,
 * the movie box first (mvhd: 30 s; a 1280×720 video track's tkhd), then one mdat of noise written
 * a chunk at a time, so the bench never holds the file either. `seed` makes each file's bytes new.
 */
export async function writeMp4(file: string, total: number, seed: number): Promise<void> {
  const ftyp = box("ftyp", Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2avc1mp41"));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale: milliseconds
  mvhd.writeUInt32BE(30_000, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x3, 0); // version 0, enabled and in the movie
  tkhd.writeUInt32BE(1, 12);
  tkhd.writeUInt32BE(30_000, 20);
  tkhd.writeUInt32BE(1280 * 65536, 76);
  tkhd.writeUInt32BE(720 * 65536, 80);
  const moov = box("moov", box("mvhd", mvhd), box("trak", box("tkhd", tkhd)));
  const mdatHeader = Buffer.alloc(8);
  const mediaBytes = total - ftyp.length - moov.length - mdatHeader.length;
  mdatHeader.writeUInt32BE(8 + mediaBytes, 0);
  mdatHeader.write("mdat", 4, "latin1");
  const out = await fs.promises.open(file, "w");
  try {
    await out.write(Buffer.concat([ftyp, moov, mdatHeader]));
    let x = (seed * 2654435761) >>> 0 || 1;
    const chunk = Buffer.alloc(CHUNK);
    for (let left = mediaBytes; left > 0; left -= CHUNK) {
      for (let i = 0; i < chunk.length; i += 4) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        chunk.writeUInt32LE(x >>> 0, i);
      }
      await out.write(chunk, 0, Math.min(CHUNK, left));
    }
  } finally {
    await out.close();
  }
}

// A collection before each reading, so garbage (a streamed body's spent chunks) is not counted as held.
v8.setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

type Memory = { rss: number; buffers: number };
async function settledMemory(): Promise<Memory> {
  collect();
  await sleep(50);
  const { rss, arrayBuffers } = process.memoryUsage();
  return { rss, buffers: arrayBuffers };
}

/**
 * Sends a file from disk as the raw body of a PUT through one reused buffer, each part handed to
 * the socket before the next is read, so the client leaves no garbage to count as the server's.
 * Once `pauseAt` bytes are sent it waits for `onPause` before sending the rest.
 */
async function putFile(
  url: string,
  token: string,
  file: string,
  bytes: number,
  part: Buffer,
  pauseAt: number,
  onPause: () => Promise<void>,
): Promise<{ status: number; body: string }> {
  const request = http.request(url, {
    method: "PUT",
    headers: { authorization: `Token ${token}`, "content-type": "video/mp4", "content-length": String(bytes) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (part: string) => {
        body += part;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  const input = await fs.promises.open(file, "r");
  let sent = 0;
  let paused = false;
  try {
    for (;;) {
      const { bytesRead } = await input.read(part, 0, part.length, sent);
      if (bytesRead === 0) break;
      await new Promise<void>((resolve, reject) =>
        request.write(part.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve())),
      );
      sent += bytesRead;
      if (!paused && sent >= pauseAt) {
        paused = true;
        await onPause();
      }
    }
  } finally {
    await input.close();
  }
  request.end();
  return answered;
}

/**
 * One upload's memory: how far the RSS rose at its peak (sampled every few ms), and what the
 * process held (RSS, and bytes in Buffers) with 90% of the file sent, after a collection. A body
 * read whole shows there as Buffers at least that size, even when the RSS stays put because the
 * allocator reuses pages an earlier upload freed.
 */
export type UploadRun = { rssPeakGrowthBytes: number; rssHeldBytes: number; buffersHeldBytes: number; ms: number };

/**
 * Uploads `runs` MP4s of `bytes` each to a listening app through the two-step flow (policy, the
 * bytes as a PUT over HTTP, completion), each a new file, measuring memory against the settled
 * level before it, and how long each took.
 */
export async function measureUploadMemory(o: {
  app: FastifyInstance;
  token: string;
  team: string;
  bytes: number;
  runs: number;
  dir: string;
}): Promise<{
  runs: UploadRun[];
  maxRssPeakGrowthBytes: number;
  maxRssHeldBytes: number;
  maxBuffersHeldBytes: number;
}> {
  const { port } = o.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const json = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Token ${o.token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const runs: UploadRun[] = [];
  // The client's one buffer, made before any reading so it is not counted.
  const part = Buffer.alloc(CHUNK);
  for (let run = 0; run < o.runs; run++) {
    const file = path.join(o.dir, `bench-upload-${run}.mp4`);
    await writeMp4(file, o.bytes, Date.now() + run);
    const policy = await json("POST", "/api/api/files/policy/", {
      team: o.team,
      file_name: `launch-${run}.mp4`,
      content_type: "video/mp4",
      size: o.bytes,
    });
    const before = await settledMemory();
    let peak = before.rss;
    let held = before;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 2);
    const began = performance.now();
    try {
      const sent = await putFile(
        `${base}${policy.upload_url}`,
        o.token,
        file,
        o.bytes,
        part,
        o.bytes * 0.9,
        async () => {
          // Loopback delivers what was written within this; a streaming server has stored it by then.
          await sleep(200);
          held = await settledMemory();
        },
      );
      if (sent.status !== 200) throw new Error(`PUT ${policy.upload_url}: ${sent.status} ${sent.body}`);
      const media = await json("POST", "/api/api/files/complete/", { upload: policy.id });
      if (media.kind !== "video" || media.bytes !== o.bytes || media.width !== 1280 || media.duplicate) {
        throw new Error(`the upload did not make the expected video: ${JSON.stringify(media)}`);
      }
      // The pause above is not the upload's time.
      const ms = performance.now() - began - 250;
      peak = Math.max(peak, process.memoryUsage.rss());
      runs.push({
        rssPeakGrowthBytes: Math.max(0, peak - before.rss),
        rssHeldBytes: Math.max(0, held.rss - before.rss),
        buffersHeldBytes: Math.max(0, held.buffers - before.buffers),
        ms: Math.round(ms),
      });
      await json("DELETE", `/api/ad-media/${media.id}/`);
    } finally {
      clearInterval(sample);
      await fs.promises.rm(file, { force: true });
    }
  }
  const most = (pick: (r: UploadRun) => number) => Math.max(...runs.map(pick));
  return {
    runs,
    maxRssPeakGrowthBytes: most((r) => r.rssPeakGrowthBytes),
    maxRssHeldBytes: most((r) => r.rssHeldBytes),
    maxBuffersHeldBytes: most((r) => r.buffersHeldBytes),
  };
}
