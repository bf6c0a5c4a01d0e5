import http from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import aws4 from "aws4";
import type { MediaStorageConfig } from "../config.ts";
import { assertKey, MediaNotStored, type MediaStorage } from "./media-storage.ts";

type S3Config = Extract<MediaStorageConfig, { storage: "s3" }>;

/** What an S3 error answer says (its XML Code and Message), kept short for the log. */
async function readError(response: http.IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of response) {
    if (text.length < 2000) text += String(chunk);
  }
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return `S3 answered ${response.statusCode}${code ? ` ${code}` : ""}${message ? `: ${message}` : ""}`;
}

/**
 * Any S3-compatible store (AWS, MinIO, R2…), addressed path-style and signed with SigV4. Bodies
 * stream both ways: a PUT sends its Content-Length and an unsigned payload, so nothing is buffered.
 */
export function createS3MediaStorage(config: S3Config): MediaStorage {
  const base = new URL(config.endpoint);
  const client = base.protocol === "https:" ? https : http;
  const credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };

  function send(method: "PUT" | "GET" | "DELETE", key: string, headers: Record<string, string | number> = {}) {
    assertKey(key);
    const prefix = base.pathname.replace(/\/$/, "");
    const signed = aws4.sign(
      {
        host: base.host,
        path: `${prefix}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`,
        method,
        service: "s3",
        region: config.region,
        headers: { "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD", ...headers },
      },
      credentials,
    );
    return client.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port || undefined,
      method,
      path: signed.path,
      headers: signed.headers as http.OutgoingHttpHeaders,
    });
  }

  const answer = (request: http.ClientRequest) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once("response", resolve);
      request.once("error", reject);
    });

  return {
    kind: "s3",
    async put(key, body: Readable, bytes) {
      const request = send("PUT", key, { "Content-Length": bytes, "Content-Type": "application/octet-stream" });
      const response = answer(request);
      // Read below once the body is sent; a destroyed request rejects it unread.
      response.catch(() => {});
      // A failing body (too large, wrong type) aborts the request, so the store keeps nothing.
      await pipeline(body, request).catch((error: unknown) => {
        request.destroy();
        throw error;
      });
      const res = await response;
      if (res.statusCode !== 200) throw new Error(await readError(res));
      res.resume();
    },
    async get(key, range) {
      const request = send("GET", key, range ? { Range: `bytes=${range.start}-${range.end}` } : {});
      request.end();
      const res = await answer(request);
      if (res.statusCode === 404) {
        res.resume();
        throw new MediaNotStored(key);
      }
      if (res.statusCode !== (range ? 206 : 200)) throw new Error(await readError(res));
      return res;
    },
    async delete(key) {
      const request = send("DELETE", key);
      request.end();
      const res = await answer(request);
      if (res.statusCode !== 204 && res.statusCode !== 200 && res.statusCode !== 404) {
        throw new Error(await readError(res));
      }
      res.resume();
    },
  };
}
