import http from "node:http";
import { readHost } from "@xa/core/teams/read-host";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, signIn, type TestApp } from "../test/test-app.ts";

/** A GET sent over a real socket with the Host header a browser on that host would send. */
function getWithHost(port: number, host: string, path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    request.on("error", reject);
  });
}

describe.each(backends)("a team's public info by its host on %s", (backend) => {
  let t: TestApp;
  let port: number;
  let admin: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
    admin = await signIn(t, "tenant-admin@acme.test");
    const created = await t.call({
      method: "POST",
      url: "/api/teams/",
      token: admin,
      payload: { name: "Acme Tenant" },
    });
    slug = created.body.slug;
    const patched = await t.call({
      method: "PATCH",
      url: `/api/teams/${slug}/`,
      token: admin,
      payload: {
        logo: "https://cdn.example.com/acme.png",
        invoice_email: "billing@acme.test",
        country: "JP",
        invoice_name: "Acme KK",
      },
    });
    expect(patched.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the web does at start: read the host, and ask for the tenant's info by its prefix. */
  const tenantInfo = async (host: string) => {
    const reading = readHost(host);
    if (reading.kind !== "tenant") return { reading, answer: null };
    return { reading, answer: await getWithHost(port, host, `/api/teaminfo/${reading.id}/`) };
  };

  it("answers a tenant host with the team's name, slug and logo only", async () => {
    const { reading, answer } = await tenantInfo(`${slug}.localhost:8000`);
    expect(reading).toEqual({ kind: "tenant", id: "acme-tenant" });
    // Nothing else: no members, billing details or subscriptions, to anyone without a session.
    expect(answer).toEqual({
      status: 200,
      body: { name: "Acme Tenant", slug: "acme-tenant", logo: "https://cdn.example.com/acme.png" },
    });
    const published = await tenantInfo(`www.${slug}.example.co.jp`);
    expect(published.answer?.body).toEqual(answer?.body);
  });

  it("answers an unknown tenant with 404 and a readable detail, in the caller's language", async () => {
    const { reading, answer } = await tenantInfo("nobody-here.example.com");
    expect(reading).toEqual({ kind: "tenant", id: "nobody-here" });
    expect(answer).toEqual({ status: 404, body: { detail: "No team." } });
    const ja = await t.call({
      method: "GET",
      url: "/api/teaminfo/nobody-here/",
      headers: { host: "nobody-here.example.com", "accept-language": "ja" },
    });
    expect(ja).toMatchObject({ status: 404, body: { detail: "チームがありません。" } });
  });

  it("asks nothing for agency, placeholder and bare hosts", async () => {
    for (const host of [
      "groupm.localhost:8000",
      "dashboard.example.com",
      "localhost:8000",
      "www.example.com",
      "[::1]:8000",
      "127.0.0.1:8000",
    ]) {
      expect((await tenantInfo(host)).answer, host).toBeNull();
    }
  });

  it("serves every caller on any sub-domain: an unknown one is not an error", async () => {
    for (const host of ["nobody-here.localhost:8000", "groupm.localhost:8000", "dashboard.localhost", "[::1]:8000"]) {
      const me = await t.call({ method: "GET", url: "/api/user/me/", token: admin, headers: { host } });
      expect(me.status, host).toBe(200);
      const teams = await t.call({ method: "GET", url: "/api/teams/", token: admin, headers: { host } });
      expect(
        teams.body.results.map((team: { slug: string }) => team.slug),
        host,
      ).toContain(slug);
      const health = await getWithHost(port, host, "/api/health/");
      expect(health.status, host).toBeLessThan(300);
    }
  });

  it("never gives a team a slug a host would read as an agency, the placeholder team or www", async () => {
    for (const [name, expected] of [
      ["GroupM", "groupm-team"],
      ["Dentsu NL", "dentsu-nl-team"],
      ["Staging", "staging-team"],
      ["Localhost", "localhost-team"],
      ["WWW", "www-team"],
      ["Havas Japan", "havas-japan"],
    ]) {
      const created = await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name } });
      expect(created.body.slug, name).toBe(expected);
      expect(readHost(`${created.body.slug}.example.com`)).toEqual({ kind: "tenant", id: expected });
    }
  });
});
