import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { MediaType } from "@xa/core/campaigns/media-limits";
import type { MediaStorage } from "./media-storage.ts";
import { readVideoInfo } from "./mp4-boxes.ts";

/** What completing an upload learns of a file: its size in pixels, its length, and a thumbnail (WebP). */
export type MediaProbe = {
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  thumbnail: Buffer | null;
};

/** Thumbnails fit in this square, never enlarged. */
export const THUMBNAIL_SIZE = 320;

export class MediaUnreadable extends Error {}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

// sharp loads a native library: only when a file is read, so the server and its tests start without it.
const loadSharp = async () => (await import("sharp")).default;

const thumbnailOf = async (input: Buffer) =>
  (await loadSharp())(input)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

// Images are read whole: the largest (a 15 MB GIF) is bounded by the library's limits.
async function probeImage(storage: MediaStorage, key: string): Promise<MediaProbe> {
  const input = await readAll(await storage.get(key));
  try {
    const meta = await (await loadSharp())(input).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: what a viewer sees is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? null;
    const height = (turned ? meta.width : (meta.pageHeight ?? meta.height)) ?? null;
    return { width, height, duration_ms: null, thumbnail: await thumbnailOf(input) };
  } catch {
    throw new MediaUnreadable();
  }
}

let ffmpegFound: boolean | undefined;
/** Whether `ffmpeg` is on PATH: without it a video has no frame thumbnail. */
export function hasFfmpeg(): boolean {
  ffmpegFound ??= spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;
  return ffmpegFound;
}

/** The first frame as a thumbnail, from a copy in a temporary file (ffmpeg seeks in an MP4). */
async function videoFrame(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "xa-media-"));
  try {
    const file = path.join(dir, "video.mp4");
    await pipeline(await storage.get(key), fs.createWriteStream(file));
    const frame = await new Promise<Buffer | null>((resolve) => {
      const ffmpeg = spawn(
        "ffmpeg",
        ["-v", "error", "-i", file, "-frames:v", "1", "-f", "image2", "-c:v", "png", "pipe:1"],
        {
          stdio: ["ignore", "pipe", "ignore"],
        },
      );
      const parts: Buffer[] = [];
      ffmpeg.stdout.on("data", (part: Buffer) => parts.push(part));
      ffmpeg.on("error", () => resolve(null));
      ffmpeg.on("close", (code) => resolve(code === 0 && parts.length > 0 ? Buffer.concat(parts) : null));
    });
    return frame ? await thumbnailOf(frame) : null;
  } catch {
    return null;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

async function probeVideo(storage: MediaStorage, key: string): Promise<MediaProbe> {
  const info = await readVideoInfo(await storage.get(key));
  if (!info) throw new MediaUnreadable();
  const thumbnail = hasFfmpeg() ? await videoFrame(storage, key) : null;
  return { ...info, thumbnail };
}

/** Reads a stored file of a type found by its content; a MediaUnreadable error when it is not one after all. */
export function probeMedia(storage: MediaStorage, key: string, mime: MediaType): Promise<MediaProbe> {
  return mime === "video/mp4" ? probeVideo(storage, key) : probeImage(storage, key);
}
