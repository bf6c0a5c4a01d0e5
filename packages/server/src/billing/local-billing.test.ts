import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../test/test-app.ts";
import { type BillingWorld, buyLocally, createBillingWorld, planId } from "./test/billing-world.ts";

const pdfText = async (body: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
};

describe.each(backends)("buying a plan through local billing on %s", (backend) => {
  let w: BillingWorld;
  beforeAll(async () => {
    w = await createBillingWorld(backend, { details: false });
  });
  afterAll(() => w.t.close());

  const billing = (token: string, slug = w.slug) =>
    w.t.call({ method: "GET", url: `/api/customer/subscriptions/?team=${slug}`, token });
  const checkout = async (token: string, plan = "Team", currency = "USD", team = w.slug) =>
    w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/checkout/",
      token,
      payload: { team, plan: await planId(w.t.db, plan), currency },
    });
  const pdf = async (url: string, token: string) => {
    const res = await w.t.app.inject({ method: "GET", url, headers: { authorization: `Token ${token}` } });
    return {
      status: res.statusCode,
      type: res.headers["content-type"],
      text: res.statusCode === 200 ? await pdfText(res.rawPayload) : "",
    };
  };
  const teamEntity = async () => (await w.t.call({ method: "GET", url: `/api/teams/${w.slug}/`, token: w.admin })).body;

  it("says it is local test billing, with no publishable key", async () => {
    const res = await w.t.call({ method: "GET", url: "/api/customer/subscriptions/public_key/" });
    expect(res.body).toEqual({ provider: "local", public_key: null, test_billing: true });
  });

  it("refuses checkout until the billing details are filled, naming each missing one", async () => {
    const first = await checkout(w.admin);
    expect(first.status).toBe(400);
    expect(first.body.detail).toBe(
      "Fill in the team's billing details before checkout: Invoice email is required. Country is required. Invoice name is required.",
    );
    await w.t.call({
      method: "PATCH",
      url: `/api/teams/${w.slug}/`,
      token: w.admin,
      payload: { invoice_email: "billing@acme.test", country: "Japan" },
    });
    const ja = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/checkout/",
      token: w.admin,
      headers: { "accept-language": "ja" },
      payload: { team: w.slug, plan: await planId(w.t.db, "Team"), currency: "USD" },
    });
    expect(ja.status).toBe(400);
    expect(ja.body.detail).toBe("購入の前にチームの請求先情報を入力してください：請求先名は必須です。");
    expect((await billing(w.admin)).body.missing_billing_details).toEqual(["invoice_name"]);
    expect(await w.t.db.query("SELECT 1 FROM checkout_sessions")).toEqual([]);
    await w.t.call({
      method: "PATCH",
      url: `/api/teams/${w.slug}/`,
      token: w.admin,
      payload: { invoice_name: "Acme KK" },
    });
  });

  it("refuses a member, another team's user, a price the plan lacks and an unknown plan", async () => {
    expect((await checkout(w.member)).status).toBe(403);
    expect((await checkout(w.outsider)).status).toBe(404);
    const noPrice = await checkout(w.admin, "Team", "NGN");
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.detail).toContain("The plan Team has no price in NGN");
    const unknown = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/checkout/",
      token: w.admin,
      payload: { team: w.slug, plan: 999999, currency: "USD" },
    });
    expect(unknown).toMatchObject({ status: 400, body: { detail: "There is no plan 999999." } });
    expect(await w.t.db.query("SELECT 1 FROM checkout_sessions")).toEqual([]);
  });

  it("sends the admin to the in-app checkout, which a declined card ends without a subscription", async () => {
    const started = await checkout(w.admin);
    expect(started.status).toBe(201);
    expect(started.body.provider).toBe("local");
    expect(started.body.url).toBe(`http://localhost:8080/billing/local-checkout/${started.body.session}`);
    const page = await w.t.call({
      method: "GET",
      url: `/api/customer/local-checkout/${started.body.session}/`,
      token: w.admin,
    });
    expect(page.body).toMatchObject({
      status: "open",
      amount: 4900,
      currency: "USD",
      test_billing: true,
      plan: { name: "Team" },
      success_url: `http://localhost:8080/${w.slug}/team?checkout=success&session=${started.body.session}`,
      cancel_url: `http://localhost:8080/${w.slug}/team?checkout=cancel`,
    });
    // Nobody outside the team, nor a member who is not admin, sees or settles it.
    for (const token of [w.outsider, w.member]) {
      expect(
        (await w.t.call({ method: "GET", url: `/api/customer/local-checkout/${started.body.session}/`, token })).status,
      ).toBe(404);
      expect(
        (
          await w.t.call({
            method: "POST",
            url: `/api/customer/local-checkout/${started.body.session}/complete/`,
            token,
          })
        ).status,
      ).toBe(404);
    }
    const declined = await w.t.call({
      method: "POST",
      url: `/api/customer/local-checkout/${started.body.session}/fail/`,
      token: w.admin,
    });
    expect(declined.body.status).toBe("failed");
    expect((await billing(w.admin)).body.current).toBeNull();
    const again = await w.t.call({
      method: "POST",
      url: `/api/customer/local-checkout/${started.body.session}/complete/`,
      token: w.admin,
    });
    expect(again.status).toBe(409);
    expect((await billing(w.admin)).body.current).toBeNull();
  });

  it("activates the plan once paid: the team shows it and may upload audiences", async () => {
    expect((await teamEntity()).subscriptions).toEqual([]);
    const started = await checkout(w.admin);
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        w.t.call({
          method: "POST",
          url: `/api/customer/local-checkout/${started.body.session}/complete/`,
          token: w.admin,
        }),
      ),
    );
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const current = (await billing(w.member)).body.current;
    expect(current).toMatchObject({
      provider: "local",
      status: "active",
      active: true,
      currency: "USD",
      cancel_at_period_end: false,
      plan: { name: "Team", features: ["audience_upload"], interval: "month" },
    });
    expect(new Date(current.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await teamEntity()).subscriptions).toEqual([
      {
        start: expect.any(String),
        active: true,
        granted: false,
        plan: { name: "Team", features: ["audience_upload"] },
      },
    ]);
    expect(await w.t.db.query("SELECT 1 FROM subscriptions")).toHaveLength(1);
    // A second plan is a change, not another checkout.
    const second = await checkout(w.admin, "Pro");
    expect(second.status).toBe(409);
  });

  it("stores the invoice, listed for members and downloadable as PDF in en and ja, a 404 to others", async () => {
    const list = await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.member });
    expect(list.body).toHaveLength(1);
    const [invoice] = list.body;
    expect(invoice).toMatchObject({
      provider: "local",
      status: "paid",
      currency: "USD",
      subtotal: 4900,
      // The team is in Japan: local billing's 10% consumption tax.
      tax: 490,
      tax_rate: { percent: 10, kind: "consumption_tax", country: "JP" },
      total: 5390,
    });
    expect(invoice.number).toMatch(/^LOCAL-\d{4}-0001$/);
    const en = await pdf(`/api/customer/invoices/${invoice.id}/pdf/?language=en`, w.member);
    expect(en.type).toBe("application/pdf");
    const enText = en.text;
    expect(enText).toContain("Invoice");
    expect(enText).toContain(invoice.number);
    expect(enText).toContain("$49.00");
    expect(enText).toMatch(/Consumption tax 10%\s*\$4\.90/);
    expect(enText).toMatch(/Total\s*\$53\.90/);
    expect(enText).toContain("Acme KK");
    expect(enText).toContain("Test billing");
    const jaText = (await pdf(`/api/customer/invoices/${invoice.id}/pdf/?language=ja`, w.admin)).text;
    expect(jaText).toContain("請求書");
    expect(jaText).toContain("合計");
    expect(jaText).toMatch(/消費税 10%\s*\$4\.90/);
    expect(jaText).toContain("テスト決済");
    expect((await pdf(`/api/customer/invoices/${invoice.id}/pdf/`, w.outsider)).status).toBe(404);
    expect(
      (await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.outsider })).status,
    ).toBe(404);
    expect((await billing(w.outsider)).status).toBe(404);
  });

  it("moves to another plan with a prorated invoice, admins only", async () => {
    const pro = await planId(w.t.db, "Pro");
    const refused = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/upgrade/",
      token: w.member,
      payload: { team: w.slug, plan: pro },
    });
    expect(refused.status).toBe(403);
    // Ten days into the period.
    await w.t.db.query("UPDATE subscriptions SET current_period_end = current_period_end - interval '10 days'");
    const res = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/upgrade/",
      token: w.admin,
      payload: { team: w.slug, plan: pro },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: { name: "Pro", features: ["audience_upload", "pro_toolkit"] },
      status: "active",
    });
    const [latest] = (await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.slug}`, token: w.admin }))
      .body;
    expect(latest.lines.map((l: { description: string }) => l.description)).toEqual([
      "Unused time on Team (1 × month)",
      "Remaining time on Pro (1 × month)",
    ]);
    const [credit, charge] = latest.lines.map((l: { amount: number }) => l.amount);
    expect(credit).toBeLessThan(0);
    expect(credit).toBeGreaterThan(-4900);
    expect(charge).toBeGreaterThan(0);
    expect(charge).toBeLessThan(14900);
    // The credit and the charge cover the same remaining share of the period.
    expect(Math.abs(-credit / 4900 - charge / 14900)).toBeLessThan(0.001);
    expect(latest.subtotal).toBe(credit + charge);
    expect(latest.tax).toBe(Math.round((credit + charge) / 10));
    expect(latest.total).toBe(latest.subtotal + latest.tax);
    const same = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/upgrade/",
      token: w.admin,
      payload: { team: w.slug, plan: pro },
    });
    expect(same).toMatchObject({ status: 400, body: { detail: "The team is already on Pro." } });
  });

  it("answers another team's admin 404 on every change, changing nothing", async () => {
    const before = (await billing(w.admin)).body;
    const pro = await planId(w.t.db, "Enterprise");
    for (const [path, payload] of [
      ["upgrade", { team: w.slug, plan: pro }],
      ["cancel", { team: w.slug }],
      ["portal", { team: w.slug }],
    ] as const) {
      const res = await w.t.call({
        method: "POST",
        url: `/api/customer/subscriptions/${path}/`,
        token: w.outsider,
        payload,
      });
      expect(res.status, path).toBe(404);
    }
    expect((await billing(w.admin)).body).toEqual(before);
  });

  it("cancels at the end of the period, answering the date; the plan stays open until then", async () => {
    const current = (await billing(w.admin)).body.current;
    expect(
      (
        await w.t.call({
          method: "POST",
          url: "/api/customer/subscriptions/cancel/",
          token: w.member,
          payload: { team: w.slug },
        })
      ).status,
    ).toBe(403);
    const res = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/cancel/",
      token: w.admin,
      payload: { team: w.slug },
    });
    expect(res.status).toBe(200);
    expect(res.body.effective_date).toBe(current.current_period_end);
    expect(res.body.subscription).toMatchObject({ cancel_at_period_end: true, active: true, status: "active" });
    const again = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/cancel/",
      token: w.admin,
      payload: { team: w.slug },
    });
    expect(again.status).toBe(409);
    // When the period is over the plan no longer opens its features.
    await w.t.db.query("UPDATE subscriptions SET current_period_end = now() - interval '1 second'");
    expect((await teamEntity()).subscriptions[0].active).toBe(false);
    expect((await billing(w.admin)).body.current).toMatchObject({ active: false });
  });

  it("links the admin to the team's billing page as local billing's portal", async () => {
    const res = await w.t.call({
      method: "POST",
      url: "/api/customer/subscriptions/portal/",
      token: w.admin,
      payload: { team: w.slug },
    });
    expect(res.body).toEqual({ url: `http://localhost:8080/${w.slug}/team` });
    expect(
      (
        await w.t.call({
          method: "POST",
          url: "/api/customer/subscriptions/portal/",
          token: w.outsider,
          payload: { team: w.slug },
        })
      ).status,
    ).toBe(404);
  });
  it.each([
    ["Germany", "EUR", 4500, 855, { percent: 19, kind: "vat", country: "DE" }, /VAT 19%\s*€8\.55/],
    [
      "United States",
      "USD",
      4900,
      0,
      { percent: 0, kind: "none", country: "US" },
      /No tax: local billing states rates only for Japan, United Kingdom,\s+Netherlands, Germany, France, not for United States\s*\$0\.00/,
    ],
  ] as const)(
    "taxes a team in %s at its stated rate, or says why not",
    async (country, currency, subtotal, tax, rate, line) => {
      await w.t.call({
        method: "PATCH",
        url: `/api/teams/${w.otherSlug}/`,
        token: w.outsider,
        payload: { invoice_email: "pay@other.test", country, invoice_name: "Other GmbH" },
      });
      await w.t.db.query("DELETE FROM subscriptions WHERE team_id = (SELECT id FROM teams WHERE slug = $1)", [
        w.otherSlug,
      ]);
      await buyLocally({ ...w, admin: w.outsider, slug: w.otherSlug }, "Team", currency);
      const [invoice] = (
        await w.t.call({ method: "GET", url: `/api/customer/invoices/?team=${w.otherSlug}`, token: w.outsider })
      ).body;
      expect(invoice).toMatchObject({ currency, subtotal, tax, total: subtotal + tax, tax_rate: rate });
      const text = (await pdf(`/api/customer/invoices/${invoice.id}/pdf/?language=en`, w.outsider)).text;
      expect(text).toMatch(line);
    },
  );
});
