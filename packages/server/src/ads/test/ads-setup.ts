import { expect } from "vitest";
import type { Db } from "../../db/database.ts";
import { type Backend, createTestApp, signIn, type TestApp } from "../../test/test-app.ts";
import type { AdsPlatform, AdsPlatformError } from "../ads-platform.ts";
import { createSandboxPlatform } from "../sandbox-platform.ts";

/**
 * The ads tests' world: Ann admins team Acme, Bob is a plain member of it, Eve admins the rival
 * team. The platform is the sandbox (audiences ready at once), except what `platform` says: an
 * answer of checkAccess, or an error every call throws.
 */
export type AdsWorld = {
  t: TestApp;
  ann: string;
  bob: string;
  eve: string;
  acme: { id: number; slug: string };
  rival: { id: number; slug: string };
  /** Bob's and Eve's membership ids, as grants name members */
  bobMember: number;
  eveMember: number;
  platform: PlatformControl;
};

/**
 * How the test platform answers: `access` overrides the sandbox's, `fail` refuses every call. With
 * `made` a list, it acts as a platform that keeps objects of its own: creating a campaign or line item
 * answers an id, and each create, targeting and delete is logged there; `failOn` refuses that one call.
 */
export type PlatformControl = {
  access: boolean | null;
  fail: AdsPlatformError | null;
  made?: string[] | null;
  failOn?: { call: "createCampaign" | "createLineItem" | "applyTargeting"; error: AdsPlatformError } | null;
};

/** The sandbox, answering as `control` says (see PlatformControl). */
function controlledSandbox(control: PlatformControl) {
  return (db: Db, now: () => Date): AdsPlatform => {
    const sandbox = createSandboxPlatform({ db, now, audienceReadyMs: 60_000 });
    const failing =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (control.fail) throw control.fail;
        return call(...args);
      };
    return {
      name: "sandbox",
      connector: null,
      listAccounts: sandbox.listAccounts,
      assertManageable: sandbox.assertManageable,
      checkAccess: failing(async (account) => control.access ?? sandbox.checkAccess(account)),
      listLineItems: failing(sandbox.listLineItems),
      applyTargeting: failing(async (account, lineItem, targeting, by) => {
        if (!control.made) return sandbox.applyTargeting(account, lineItem, targeting, by);
        if (control.failOn?.call === "applyTargeting") throw control.failOn.error;
        control.made.push(`applyTargeting ${lineItem} by ${by}`);
        return { criteria: [], skipped: [] };
      }),
      checkCustomAudiences: failing(sandbox.checkCustomAudiences),
      uploadAudience: failing(sandbox.uploadAudience),
      deleteAudience: failing(sandbox.deleteAudience),
      createCampaign: failing(async (account, spec) => {
        if (!control.made) return sandbox.createCampaign(account, spec);
        if (control.failOn?.call === "createCampaign") throw control.failOn.error;
        const id = `c${control.made.length + 1}`;
        control.made.push(`createCampaign ${id} ${spec.status}`);
        return id;
      }),
      updateCampaign: failing(sandbox.updateCampaign),
      deleteCampaign: failing(async (account, id) => {
        control.made?.push(`deleteCampaign ${id}`);
        return sandbox.deleteCampaign(account, id);
      }),
      createLineItem: failing(async (account, campaign, spec) => {
        if (!control.made) return sandbox.createLineItem(account, campaign, spec);
        if (control.failOn?.call === "createLineItem") throw control.failOn.error;
        const id = `li${control.made.length + 1}`;
        control.made.push(`createLineItem ${id} in ${campaign} ${spec.name}`);
        return id;
      }),
      updateLineItem: failing(sandbox.updateLineItem),
      deleteLineItem: failing(async (account, id) => {
        control.made?.push(`deleteLineItem ${id}`);
        return sandbox.deleteLineItem(account, id);
      }),
      createPromotedPost: failing(sandbox.createPromotedPost),
      setPromotedPostStatus: failing(sandbox.setPromotedPostStatus),
      deletePromotedPost: failing(sandbox.deletePromotedPost),
      readDelivery: failing(sandbox.readDelivery),
      listConversionTags: failing(sandbox.listConversionTags),
    };
  };
}

export async function createAdsWorld(backend: Backend, env: NodeJS.ProcessEnv = {}): Promise<AdsWorld> {
  const platform: PlatformControl = { access: null, fail: null };
  const t = await createTestApp(backend, env, { ads: controlledSandbox(platform) });
  const [ann, bob, eve] = [
    await signIn(t, "ann@acme.test"),
    await signIn(t, "bob@acme.test"),
    await signIn(t, "eve@rival.test"),
  ];
  const acme = (await t.call({ method: "POST", url: "/api/teams/", token: ann, payload: { name: "Acme" } })).body;
  const rival = (await t.call({ method: "POST", url: "/api/teams/", token: eve, payload: { name: "Rival" } })).body;
  const [bobRow] = await t.db.query<{ id: number }>(
    "INSERT INTO memberships (team_id, user_id, level) SELECT $1, id, 'member' FROM users WHERE email = 'bob@acme.test' RETURNING id",
    [acme.id],
  );
  const [eveRow] = await t.db.query<{ id: number }>(
    "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'eve@rival.test'",
  );
  return { t, ann, bob, eve, acme, rival, bobMember: bobRow?.id ?? 0, eveMember: eveRow?.id ?? 0, platform };
}

/** Links an ad account to a team through the API and answers it. */
export async function linkAccount(w: AdsWorld, account_id: string, name = `Account ${account_id}`, token = w.ann) {
  const team = token === w.eve ? w.rival : w.acme;
  const res = await w.t.call({
    method: "POST",
    url: "/api/external/ad-accounts/",
    token,
    payload: { team: team.id, account_id, name },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; account_id: string; checked_at: string };
}

/** Grants Bob an account of Acme. */
export async function grantBob(w: AdsWorld, account_id: string) {
  const res = await w.t.call({
    method: "POST",
    url: "/api/user/granted-accounts/",
    token: w.ann,
    payload: { team: w.acme.id, member: w.bobMember, account: { account_id, network: "x" } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

/** Rows in one of the ads tables: tests check a refusal changed nothing. */
export async function countRows(
  t: TestApp,
  table: "ad_accounts" | "ad_account_grants" | "sandbox_applications" | "audience_usages" | "extension_tokens",
) {
  const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}
