import { createHash } from "node:crypto";
import { AUDIENCE_LIST_LIMITS, readAudienceList, type UploadedAudienceKind } from "@xa/core/ads/audience-list";
import { badRequest, HttpError, said } from "../http/http-error.ts";
import type { AudienceMembers } from "./ads-platform.ts";

function isStream(body: unknown): body is AsyncIterable<Buffer> {
  return typeof (body as { [Symbol.asyncIterator]?: unknown } | undefined)?.[Symbol.asyncIterator] === "function";
}

/** The raw body, read up to the limit: a larger file is a 413 as soon as it passes it. */
async function readBody(body: unknown, maxBytes: number): Promise<Buffer> {
  if (!isStream(body)) throw badRequest(said("fileAsBody"));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new HttpError(413, { detail: said("fileTooLarge", { mb: maxBytes / 1024 / 1024 }) });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * The members of an uploaded list, as the platform takes them: handles, or e-mails hashed here,
 * before anything is stored or sent, so no raw address outlives the request.
 */
export async function readUploadedMembers(
  body: unknown,
  kind: UploadedAudienceKind,
): Promise<{ members: AudienceMembers; count: number; invalid: number; duplicates: number }> {
  const bytes = await readBody(body, AUDIENCE_LIST_LIMITS.maxBytes);
  if (bytes.length === 0) throw badRequest(said("emptyFile"));
  const list = readAudienceList(new TextDecoder("utf-8").decode(bytes), kind);
  if (list.lines > AUDIENCE_LIST_LIMITS.maxLines)
    throw badRequest(said("upload.tooManyLines", { max: AUDIENCE_LIST_LIMITS.maxLines.toLocaleString("en") }));
  if (list.members.length === 0)
    throw badRequest(
      said(kind === "handles" ? "upload.noValidHandles" : "upload.noValidEmails", { invalid: list.invalid }),
    );
  const members: AudienceMembers =
    kind === "handles" ? { kind, handles: list.members } : { kind, sha256: list.members.map(sha256) };
  return { members, count: list.members.length, invalid: list.invalid, duplicates: list.duplicates };
}
