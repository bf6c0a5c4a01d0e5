import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";
import { REQUESTS_PER_NETWORK } from "./request-routes.ts";

describe.each(backends)("request forms (%s)", (backend) => {
  let t: TestApp;
  let staff: string;
  let ann: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await signIn(t, "staff@example.com");
    ann = await signIn(t, "ann@acme.test");
  });
  afterAll(async () => {
    await t.close();
  });

  const file = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: "POST", url: "/api/requests/", payload, headers });
  const count = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM requests"))[0]?.n;
  const mailsTo = (address: string) =>
    t.db.query<{ subject: string; body: string }>(
      "SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY id DESC",
      [address],
    );

  it("stores an audience request as new and e-mails staff what was asked", async () => {
    const filed = await file({
      kind: "audience",
      name: "Kim Lee",
      email: "Kim@Shop.test",
      company: "Shop",
      description: "Runners in Tokyo who follow marathon brands",
      message: "Visit www.evil.test now",
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({ kind: "audience", status: "new" });
    const rows = await t.db.query<Record<string, string>>("SELECT * FROM requests WHERE token = $1", [
      filed.body.token,
    ]);
    expect(rows[0]).toMatchObject({
      kind: "audience",
      status: "new",
      email: "kim@shop.test",
      subject: "Runners in Tokyo who follow marathon brands",
      language: "en",
    });
    const [mail] = await mailsTo("staff@example.com");
    expect(mail?.subject).toMatch(/^New audience request #\d+$/);
    expect(mail?.body).toContain("Name: Kim Lee");
    expect(mail?.body).toContain("> Runners in Tokyo who follow marathon brands");
    // What the requester typed never becomes a link in the staff's mail client.
    expect(mail?.body).toContain("www.\u200Bevil.\u200Btest");

    const status = await t.call({ method: "GET", url: `/api/requests/status/${filed.body.token}/` });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ kind: "audience", status: "new", note: "" });
  });

  it("refuses bad input with a readable detail and stores nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: "access", name: "A", email: "no-at-sign", company: "X" }, "email", "Email is not valid"],
      [{ kind: "access", name: "", email: "a@b.test", company: "X" }, "name", "Name is required"],
      [{ kind: "access", name: "A", email: "a@b.test" }, "company", "Company is required"],
      [{ kind: "audience", name: "A", email: "a@b.test", description: "short" }, "description", "at least 10"],
      [{ kind: "download", name: "A", email: "a@b.test", title: "   " }, "title", "Title is required"],
      [{ kind: "verification", name: "A", email: "a@b.test", handle: "not a handle" }, "handle", "not valid"],
      [{ kind: "access", name: "A", email: "a@b.test, c@d.test", company: "X" }, "email", "not valid"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await file(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.body[field])).toContain(message);
    }
    const unknownKind = await file({ kind: "confirmation", name: "A", email: "a@b.test" });
    expect(unknownKind.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("lets staff list by kind and status, move a request on with a note, and mails the requester in their language", async () => {
    const filed = await file(
      { kind: "verification", name: "花子", email: "hanako@example.jp", handle: "@hanako_x" },
      { "accept-language": "ja" },
    );
    expect(filed.status).toBe(201);

    const listed = await t.call({ method: "GET", url: "/api/requests/?kind=verification&status=new", token: staff });
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    const [item] = listed.body.results;
    expect(item).toMatchObject({
      kind: "verification",
      subject: "hanako_x",
      email: "hanako@example.jp",
      language: "ja",
    });
    const none = await t.call({ method: "GET", url: "/api/requests/?kind=verification&status=done", token: staff });
    expect(none.body).toEqual({ count: 0, results: [] });

    const moved = await t.call({
      method: "PATCH",
      url: `/api/requests/${item.id}/`,
      token: staff,
      payload: { status: "in_progress", note: "確認しています" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ status: "in_progress", note: "確認しています" });
    const [mail] = await mailsTo("hanako@example.jp");
    expect(mail?.subject).toBe("認証のリクエストのステータス: 対応中");
    expect(mail?.body).toContain("花子 様");
    expect(mail?.body).toContain("> 確認しています");
    expect(mail?.body).toContain(`/request-confirmation?token=${filed.body.token}`);

    const done = await t.call({
      method: "PATCH",
      url: `/api/requests/${item.id}/`,
      token: staff,
      payload: { status: "done" },
    });
    expect(done.status).toBe(200);
    const back = await t.call({
      method: "PATCH",
      url: `/api/requests/${item.id}/`,
      token: staff,
      payload: { status: "in_progress" },
      headers: { "accept-language": "en" },
    });
    expect(back.status).toBe(400);
    expect(back.body.detail).toBe("This request is already done; it cannot move to in progress.");
    const status = await t.call({ method: "GET", url: `/api/requests/status/${filed.body.token}/` });
    expect(status.body).toMatchObject({ status: "done" });
  });

  it("keeps the list and the status changes to staff", async () => {
    const [row] = await t.db.query<{ id: number; status: string }>("SELECT id, status FROM requests LIMIT 1");
    const listed = await t.call({ method: "GET", url: "/api/requests/", token: ann });
    expect(listed.status).toBe(403);
    expect(listed.body.detail).toBe("Only staff see and change requests.");
    const changed = await t.call({
      method: "PATCH",
      url: `/api/requests/${row?.id}/`,
      token: ann,
      payload: { status: "declined" },
    });
    expect(changed.status).toBe(403);
    const signedOut = await t.call({ method: "GET", url: "/api/requests/" });
    expect(signedOut.status).toBe(403);
    const [after] = await t.db.query<{ status: string }>("SELECT status FROM requests WHERE id = $1", [row?.id]);
    expect(after?.status).toBe(row?.status);
    const missing = await t.call({
      method: "PATCH",
      url: "/api/requests/999999/",
      token: staff,
      payload: { status: "done" },
    });
    expect(missing.status).toBe(404);
    const unknownToken = await t.call({ method: "GET", url: `/api/requests/status/${"x".repeat(32)}/` });
    expect(unknownToken.status).toBe(404);
  });

  it("limits how many requests one network files", async () => {
    const from = { remoteAddress: "203.0.113.7" };
    const body = { kind: "access", name: "A", email: "a@b.test", company: "X" };
    for (let i = 0; i < REQUESTS_PER_NETWORK; i++) {
      const ok = await t.app.inject({ method: "POST", url: "/api/requests/", payload: body, ...from });
      expect(ok.statusCode).toBe(201);
    }
    const before = await count();
    const refused = await t.app.inject({ method: "POST", url: "/api/requests/", payload: body, ...from });
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body).detail).toBeTruthy();
    expect(await count()).toBe(before);
  });
});
