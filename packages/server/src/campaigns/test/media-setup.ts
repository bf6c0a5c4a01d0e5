import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { type Backend, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";

/**
 * The media tests' world: Ann admins team Acme, Bob is a plain member of it, Eve admins the
 * rival team; files go to a fresh data folder (or what `env` says, e.g. an S3 bucket).
 */
export type MediaWorld = {
  t: TestApp;
  dataDir: string;
  ann: string;
  bob: string;
  eve: string;
  acme: { id: number; slug: string };
  rival: { id: number; slug: string };
};

export async function createMediaWorld(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<MediaWorld> {
  const dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "xa-media-test-"));
  const t = await createTestApp(backend, { DATA_DIR: dataDir, ...env });
  const [ann, bob, eve] = [
    await signIn(t, "ann@acme.test"),
    await signIn(t, "bob@acme.test"),
    await signIn(t, "eve@rival.test"),
  ];
  const acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  const rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
  await t.db.query(
    "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test'",
    [acme.id],
  );
  const close = t.close;
  t.close = async () => {
    await close();
    await fs.promises.rm(dataDir, { recursive: true, force: true });
  };
  return { t, dataDir, ann, bob, eve, acme, rival };
}

const TYPES: Record<string, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
};

/** Asks for a policy; the declared type comes from the name's extension unless given. */
export async function askPolicy(
  w: MediaWorld,
  name: string,
  size: number,
  { token = w.ann, team = w.acme.slug, type }: { token?: string; team?: string; type?: string } = {},
) {
  return w.t.call({
    method: "POST",
    url: "/api/api/files/policy/",
    token,
    payload: { team, file_name: name, content_type: type ?? TYPES[name.split(".").pop() ?? ""], size },
  });
}

export const sendBytes = (w: MediaWorld, id: string, bytes: Buffer, token = w.ann) =>
  w.t.call({
    method: "PUT",
    url: `/api/api/files/${id}/`,
    token,
    payload: bytes,
    headers: { "content-type": "application/octet-stream" },
  });

export const completeUpload = (w: MediaWorld, id: string, token = w.ann) =>
  w.t.call({ method: "POST", url: "/api/api/files/complete/", token, payload: { upload: id } });

/** The whole flow, each step expected to work; answers the completion. */
export async function upload(w: MediaWorld, name: string, bytes: Buffer, token = w.ann, team = w.acme.slug) {
  const policy = await askPolicy(w, name, bytes.length, { token, team });
  expect(policy.status, JSON.stringify(policy.body)).toBe(201);
  const sent = await sendBytes(w, policy.body.id, bytes, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return completeUpload(w, policy.body.id, token);
}
