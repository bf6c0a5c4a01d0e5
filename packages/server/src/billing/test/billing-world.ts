import type { Db } from "../../db/database.ts";
import { type Backend, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import type { BillingProvider } from "../billing-provider.ts";
import { signPayload } from "../webhook-signature.ts";

/** A team with an admin and a member, another team with its own admin, and staff; billing details filled unless told. */
export type BillingWorld = {
  t: TestApp;
  admin: string;
  member: string;
  outsider: string;
  staff: string;
  slug: string;
  teamId: number;
  otherSlug: string;
};

export async function createBillingWorld(
  backend: Backend,
  options: { env?: NodeJS.ProcessEnv; billing?: (db: Db) => BillingProvider; details?: boolean } = {},
): Promise<BillingWorld> {
  const t = await createTestApp(backend, options.env ?? {}, options.billing ? { billing: options.billing } : {});
  const admin = await signIn(t, "ann@acme.test");
  const member = await signIn(t, "bob@acme.test");
  const outsider = await signIn(t, "eve@other.test");
  const staff = await signIn(t, "staff@example.com");
  const team = (await t.call({ method: "POST", url: "/api/teams/", token: admin, payload: { name: "Acme" } })).body;
  const other = (await t.call({ method: "POST", url: "/api/teams/", token: outsider, payload: { name: "Other" } }))
    .body;
  await t.db.query(
    "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test'",
    [team.id],
  );
  if (options.details !== false) {
    await t.call({
      method: "PATCH",
      url: `/api/teams/${team.slug}/`,
      token: admin,
      payload: { invoice_email: "billing@acme.test", country: "Japan", invoice_name: "Acme KK" },
    });
  }
  return { t, admin, member, outsider, staff, slug: team.slug, teamId: team.id, otherSlug: other.slug };
}

/** The plan id of a seeded plan by name. */
export async function planId(db: Db, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>("SELECT id FROM plans WHERE name = $1", [name]);
  if (!row) throw new Error(`no plan ${name}`);
  return row.id;
}

/** Local billing's webhook secret, as the server keeps it. */
export async function localSecret(db: Db): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM billing_settings WHERE key = 'local_webhook_secret'",
  );
  if (!row) throw new Error("local billing has not made its secret yet");
  return row.value;
}

/** Sends a webhook delivery, signed with `secret` at `at` unless a header is given. */
export function deliver(t: TestApp, payload: string, signature: string | null) {
  return t.call({
    method: "POST",
    url: "/api/customer/webhook/",
    payload,
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature ? { "stripe-signature": signature } : {}),
    },
  });
}

export const signed = (payload: string, secret: string, at: Date) => signPayload(payload, secret, at);

/** Buys a plan through local billing's checkout page as the admin; answers the checkout. */
export async function buyLocally(w: BillingWorld, plan: string, currency = "USD") {
  const checkout = await w.t.call({
    method: "POST",
    url: "/api/customer/subscriptions/checkout/",
    token: w.admin,
    payload: { team: w.slug, plan: await planId(w.t.db, plan), currency },
  });
  if (checkout.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const paid = await w.t.call({
    method: "POST",
    url: `/api/customer/local-checkout/${checkout.body.session}/complete/`,
    token: w.admin,
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
  return checkout.body as { url: string; session: string };
}
