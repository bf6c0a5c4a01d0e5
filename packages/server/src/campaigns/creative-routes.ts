import type { Language } from "@xa/core";
import { canManageCreativeAssets } from "@xa/core/campaigns/campaign-permissions";
import type { ReplaceCreative } from "@xa/core/campaigns/creative-entities";
import { type CreativePlan, creativeProblem } from "@xa/core/campaigns/creative-rules";
import { type CreativeTextKey, creativeText } from "@xa/core/campaigns/creative-texts";
import { creativesContract } from "@xa/core/campaigns/creatives-contract";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Db } from "../db/database.ts";
import type { Deps } from "../deps.ts";
import { badRequest, forbidden, HttpError, notFound } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import {
  type CreativeRow,
  type CreativeValues,
  creativesMedia,
  deleteCreative,
  findCreative,
  firstAdOf,
  insertCreative,
  listCreatives,
  teamMediaKinds,
  toCreative,
  updateCreative,
} from "./creative-queries.ts";

/** A 400 in the caller's language from the creatives' catalogue. */
export const refuseCreative = (key: CreativeTextKey, params: Record<string, string | number> = {}) =>
  badRequest((language: Language) => creativeText(language, key, params));
export const creativeMissing = () => notFound((language: Language) => creativeText(language, "creativeNotFound"));

/** Refuses a creative that breaks a rule, or that shows a file the team's library does not hold: a 400 naming the field. */
async function assertCreative(db: Db, teamId: number, next: CreativeValues): Promise<void> {
  const kinds = await teamMediaKinds(db, teamId, next.media);
  const missing = next.media.find((id) => !kinds.has(id));
  if (missing !== undefined) throw refuseCreative("mediaNotOfTeam", { id: String(missing) });
  const plan: CreativePlan = { ...next, media: next.media.map((id) => ({ id, kind: kinds.get(id) ?? "image" })) };
  const problem = creativeProblem(plan);
  if (problem) throw refuseCreative(problem.key, problem.params);
}

const valuesOf = (body: ReplaceCreative & { language: CreativeValues["language"] }): CreativeValues => ({
  name: body.name,
  text: body.text,
  language: body.language,
  media: body.media ?? [],
  card_title: body.card_title ?? null,
  card_url: body.card_url ?? null,
  call_to_action: body.call_to_action ?? null,
  advertiser_category: body.advertiser_category ?? null,
  content_categories: body.content_categories ?? [],
});

const savedValues = (row: CreativeRow, media: number[]): CreativeValues => ({
  name: row.name,
  text: row.text,
  language: row.language,
  media,
  card_title: row.card_title,
  card_url: row.card_url,
  call_to_action: row.call_to_action,
  advertiser_category: row.advertiser_category,
  content_categories: row.content_categories,
});

/** Creatives: a team's posts for its ads, from its media library. */
export function registerCreativeRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const c = creativesContract;

  /** The caller's team's creative, once they may change it; `lock` holds it until the transaction ends. */
  const creativeOf = async (tx: Db, userId: number, id: number, lock = false) => {
    const row = await findCreative(tx, userId, id, lock);
    if (!row) throw creativeMissing();
    if (!canManageCreativeAssets(row)) throw forbidden();
    return row;
  };
  const answer = async (userId: number, id: number, language: Language) => {
    const row = await findCreative(db, userId, id);
    if (!row) throw creativeMissing();
    return toCreative(row, await creativesMedia(db, [row.id]), language);
  };

  route(app, c.listCreatives, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    if (!canManageCreativeAssets(team)) throw forbidden();
    const { count, rows } = await listCreatives(db, auth.user.id, team.id, query);
    const media = await creativesMedia(
      db,
      rows.map((r) => r.id),
    );
    const language = requestLanguage(request);
    return { count, results: rows.map((row) => toCreative(row, media, language)) };
  });

  route(app, c.createCreative, async ({ body }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, body.team);
    if (!canManageCreativeAssets(team)) throw forbidden();
    const values = valuesOf(body);
    await assertCreative(db, team.id, values);
    const id = await insertCreative(db, team.id, values, { userId: auth.user.id, now: deps.now() });
    return answer(auth.user.id, id, requestLanguage(request));
  });

  route(app, c.getCreative, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    return answer(auth.user.id, params.id, requestLanguage(request));
  });

  const change = async (userId: number, id: number, next: (before: CreativeValues) => CreativeValues) => {
    // Locked while checked and changed: two edits at once apply one after the other.
    await db.transaction(async (tx) => {
      const row = await creativeOf(tx, userId, id, true);
      const media = (await creativesMedia(tx, [row.id])).map((m) => m.id);
      const values = next(savedValues(row, media));
      await assertCreative(tx, row.team_id, values);
      await updateCreative(tx, row.id, values, deps.now());
    });
  };

  route(app, c.replaceCreative, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    await change(auth.user.id, params.id, () => valuesOf(body));
    return answer(auth.user.id, params.id, requestLanguage(request));
  });

  route(app, c.updateCreative, async ({ params, body }, request) => {
    const auth = await requireAuth(deps, request);
    const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<CreativeValues>;
    await change(auth.user.id, params.id, (before) => ({ ...before, ...sent }));
    return answer(auth.user.id, params.id, requestLanguage(request));
  });

  route(app, c.deleteCreative, async ({ params }, request) => {
    const auth = await requireAuth(deps, request);
    // The lock waits for an ad being added with it, so the check below sees that ad.
    await db.transaction(async (tx) => {
      const row = await creativeOf(tx, auth.user.id, params.id, true);
      const used = await firstAdOf(tx, row.id);
      if (used) {
        throw new HttpError(409, { detail: (language: Language) => creativeText(language, "creativeInUse", used) });
      }
      await deleteCreative(tx, row.id);
    });
    return null;
  });
}
