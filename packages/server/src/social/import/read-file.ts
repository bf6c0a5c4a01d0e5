import fs from "node:fs";

/** Bytes per read: a few chunks of an import (see ingest's CHUNKING). */
const PIECE_BYTES = 4 * 1024 * 1024;

/**
 * A file's bytes in large pieces, read synchronously. On PGlite the database runs on the main
 * thread, and a batch's statements run without giving the event loop a turn; the reads of a file
 * stream, which each wait for one, then happened only while the writer waited for its next batch,
 * so the worker thread got its chunks late and the writer waited for a whole chunk's preparation
 * every third batch. A read from the page cache is short, and the command-line tools can spend it
 * on their own thread.
 */
export async function* readFilePieces(file: string, pieceBytes = PIECE_BYTES): AsyncGenerator<Buffer> {
  const fd = fs.openSync(file, "r");
  try {
    for (;;) {
      const piece = Buffer.allocUnsafe(pieceBytes);
      const n = fs.readSync(fd, piece, 0, pieceBytes, null);
      if (n === 0) return;
      yield n < pieceBytes ? piece.subarray(0, n) : piece;
    }
  } finally {
    fs.closeSync(fd);
  }
}
