import type { MembershipLevel } from "@xa/core";
import type { Language } from "@xa/core/auth/languages";
import type { Creative, CreativeMedia } from "@xa/core/campaigns/creative-entities";
import { type MediaKind, mediaThumbnailUrl, mediaUrl } from "@xa/core/campaigns/media-entities";
import { postLength } from "@xa/core/campaigns/post-text";
import { PLAIN_CATALOGUES } from "@xa/core/targeting/catalogues/catalogue-registry";
import type { Db } from "../db/database.ts";

/** A creative row with how the caller stands to its team. */
export type CreativeRow = {
  id: number;
  team_id: number;
  name: string;
  text: string;
  language: Creative["language"];
  card_title: string | null;
  card_url: string | null;
  call_to_action: Creative["call_to_action"];
  advertiser_category: string | null;
  content_categories: string[];
  ads: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  level: MembershipLevel;
};

export type MediaRow = {
  creative_id: number;
  id: number;
  name: string;
  kind: MediaKind;
  mime: string;
  width: number | null;
  height: number | null;
  thumbnail_key: string | null;
};

// Only the caller's own teams' creatives ($1 is the caller): anyone else's are not found.
const SELECT = `SELECT k.id, k.team_id, k.name, k.text, k.language, k.card_title, k.card_url, k.call_to_action,
    k.advertiser_category, k.content_categories, u.email AS created_by, k.created_at, k.updated_at, m.level,
    (SELECT count(*)::int FROM ads a WHERE a.creative_id = k.id) AS ads
  FROM ad_creatives k
  JOIN memberships m ON m.team_id = k.team_id AND m.user_id = $1
  LEFT JOIN users u ON u.id = k.created_by`;

const labels = (name: "advertiser_categories" | "content_categories") => {
  const byId = new Map(PLAIN_CATALOGUES[name].entries.map((e) => [e.id, e]));
  return (id: string, language: Language) => ({ id, label: byId.get(id)?.[language] ?? id });
};
const advertiserLabel = labels("advertiser_categories");
const contentLabel = labels("content_categories");

export function toCreativeMedia(row: MediaRow): CreativeMedia {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    width: row.width,
    height: row.height,
    url: mediaUrl(row.id),
    thumbnail_url: row.thumbnail_key ? mediaThumbnailUrl(row.id) : null,
  };
}

export function toCreative(row: CreativeRow, media: MediaRow[], language: Language): Creative {
  return {
    id: row.id,
    team_id: row.team_id,
    name: row.name,
    text: row.text,
    text_length: postLength(row.text),
    language: row.language,
    media: media.filter((m) => m.creative_id === row.id).map(toCreativeMedia),
    card: row.card_title !== null && row.card_url !== null ? { title: row.card_title, url: row.card_url } : null,
    call_to_action: row.call_to_action,
    advertiser_category: row.advertiser_category ? advertiserLabel(row.advertiser_category, language) : null,
    content_categories: row.content_categories.map((id) => contentLabel(id, language)),
    ads: row.ads,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The media of some creatives, each creative's in its order. */
export async function creativesMedia(db: Db, creativeIds: number[]): Promise<MediaRow[]> {
  if (creativeIds.length === 0) return [];
  return db.query<MediaRow>(
    `SELECT cm.creative_id, f.id, f.name, f.kind, f.mime, f.width, f.height, f.thumbnail_key
       FROM ad_creative_media cm JOIN ad_media f ON f.id = cm.media_id
      WHERE cm.creative_id = ANY($1::int[]) ORDER BY cm.creative_id, cm.position`,
    [creativeIds],
  );
}

/** The team's files among `ids`, with their kinds; files of other teams are left out. */
export async function teamMediaKinds(db: Db, teamId: number, ids: number[]): Promise<Map<number, MediaKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; kind: MediaKind }>(
    "SELECT id, kind FROM ad_media WHERE team_id = $1 AND id = ANY($2::int[])",
    [teamId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.kind]));
}

const ORDER: Record<string, string> = {
  name: 'lower(k.name) COLLATE "C"',
  created_at: "k.created_at",
  updated_at: "k.updated_at",
};

export async function listCreatives(
  db: Db,
  userId: number,
  teamId: number,
  options: { ordering: string; limit: number; offset: number },
): Promise<{ count: number; rows: CreativeRow[] }> {
  const descending = options.ordering.startsWith("-");
  const column = ORDER[options.ordering.replace(/^-/, "")] ?? "k.created_at";
  const [total] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ad_creatives WHERE team_id = $1", [
    teamId,
  ]);
  const rows = await db.query<CreativeRow>(
    `${SELECT} WHERE k.team_id = $2 ORDER BY ${column} ${descending ? "DESC" : "ASC"}, k.id ${descending ? "DESC" : "ASC"}
     LIMIT ${options.limit} OFFSET ${options.offset}`,
    [userId, teamId],
  );
  return { count: total?.n ?? 0, rows };
}

/** One of the caller's teams' creatives, or null; `lock` holds its row until the transaction ends. */
export async function findCreative(db: Db, userId: number, id: number, lock = false): Promise<CreativeRow | null> {
  const [row] = await db.query<CreativeRow>(`${SELECT} WHERE k.id = $2${lock ? " FOR UPDATE OF k" : ""}`, [userId, id]);
  return row ?? null;
}

export type CreativeValues = {
  name: string;
  text: string;
  language: string;
  media: number[];
  card_title: string | null;
  card_url: string | null;
  call_to_action: string | null;
  advertiser_category: string | null;
  content_categories: string[];
};

async function saveMedia(db: Db, creativeId: number, media: number[]): Promise<void> {
  await db.query("DELETE FROM ad_creative_media WHERE creative_id = $1", [creativeId]);
  for (const [position, mediaId] of media.entries()) {
    await db.query("INSERT INTO ad_creative_media (creative_id, media_id, position) VALUES ($1, $2, $3)", [
      creativeId,
      mediaId,
      position,
    ]);
  }
}

const valuesOf = (v: CreativeValues) => [
  v.name,
  v.text,
  v.language,
  v.card_title,
  v.card_url,
  v.call_to_action,
  v.advertiser_category,
  v.content_categories,
];

/** Inserts a creative and its media, in one transaction. */
export async function insertCreative(
  db: Db,
  teamId: number,
  values: CreativeValues,
  by: { userId: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO ad_creatives (name, text, language, card_title, card_url, call_to_action, advertiser_category,
         content_categories, team_id, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
      [...valuesOf(values), teamId, by.userId, by.now],
    );
    const id = row?.id as number;
    await saveMedia(tx, id, values.media);
    return id;
  });
}

export async function updateCreative(db: Db, id: number, values: CreativeValues, now: Date): Promise<void> {
  await db.query(
    `UPDATE ad_creatives SET name = $1, text = $2, language = $3, card_title = $4, card_url = $5, call_to_action = $6,
       advertiser_category = $7, content_categories = $8, updated_at = $10 WHERE id = $9`,
    [...valuesOf(values), id, now],
  );
  await saveMedia(db, id, values.media);
}

/** The first ad showing a creative, with its campaign and ad set, or null. */
export async function firstAdOf(
  db: Db,
  creativeId: number,
): Promise<{ ad: number; campaign: string; adset: string } | null> {
  const [row] = await db.query<{ ad: number; campaign: string; adset: string }>(
    `SELECT a.id AS ad, c.name AS campaign, s.name AS adset FROM ads a
       JOIN adsets s ON s.id = a.adset_id JOIN campaigns c ON c.id = s.campaign_id
      WHERE a.creative_id = $1 ORDER BY a.id LIMIT 1`,
    [creativeId],
  );
  return row ?? null;
}

export async function deleteCreative(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM ad_creatives WHERE id = $1", [id]);
}
