import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** An S3-compatible server on 127.0.0.1 with one bucket, checking SigV4 signatures with its own keys. */
export async function startS3Server(bucket: string) {
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), "xa-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: "us-east-1",
      // s3rver's fixed credentials
      MEDIA_S3_ACCESS_KEY_ID: "S3RVER",
      MEDIA_S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    directory,
    async close() {
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
    },
  };
}
