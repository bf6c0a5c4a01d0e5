import sharp from "sharp";

/** Tiny real files of each accepted type, made the way a camera or editor would save them. */
export async function makeImages(seed = 0) {
  const base = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40 + seed, b: 90 } } });
  return {
    png: await base().png().toBuffer(),
    jpeg: await base().jpeg().toBuffer(),
    gif: await base().gif().toBuffer(),
    webp: await base().webp().toBuffer(),
  };
}

/** A large image of its kind whose every pixel differs, so it does not compress under a few MB. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = x >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/**
 * An MP4 of boxes only: ftyp, a movie header (duration) and a video track header (size), and
 * `mediaBytes` of media data placed before the movie box when `moovLast` (as cameras write it).
 */
export function makeMp4({
  width = 320,
  height = 240,
  durationMs = 2500,
  mediaBytes = 64,
  moovLast = false,
  seed = 0,
} = {}): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2mp41"));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale: milliseconds
  mvhd.writeUInt32BE(durationMs, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x3, 0); // version 0, enabled and in the movie
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(durationMs, 20);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const moov = box("moov", box("mvhd", mvhd), box("trak", box("tkhd", tkhd)));
  const mdat = box("mdat", Buffer.alloc(mediaBytes, seed));
  return Buffer.concat(moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}
