import type { CommunityRecord } from "@xa/core/social/records";
import { TOPICS } from "./demo-content.ts";
import type { Lang } from "./demo-topics.ts";
import { type Communities, DAY_MS, type DemoBatchWriter, type DemoWorld, snowflake } from "./demo-world.ts";

/** An X community of the demo world: one per interest topic and language, its posts drawn from that topic's. */
type DemoCommunity = { topic: string; lang: Lang; name: string; description: string; restricted?: boolean };

// biome-ignore format: a data table reads better packed
const DEMO_COMMUNITIES: DemoCommunity[] = [
  { topic: "sneakers", lang: "en", name: "Sneakerheads", description: "Drops, restocks, on-feet pics and resell talk. Be kind, no fakes." },
  { topic: "sneakers", lang: "ja", name: "スニーカー部", description: "スニーカー好きが新作・抽選・足元を語るコミュニティ。" },
  { topic: "coffee", lang: "en", name: "Home Baristas", description: "Pour over recipes, grinders, espresso dialling and latte art at home." },
  { topic: "coffee", lang: "ja", name: "コーヒー好きの集い", description: "ハンドドリップ、焙煎、カフェ巡り。コーヒー好きならどなたでも。" },
  { topic: "ev", lang: "en", name: "EV Owners Club", description: "Charging, range, road trips and everything about living with an electric car.", restricted: true },
  { topic: "ev", lang: "ja", name: "EVオーナーズクラブ", description: "電気自動車のオーナーと検討中の方のためのコミュニティ。充電・電費・補助金の情報交換。" },
  { topic: "gaming", lang: "en", name: "Indie Game Lovers", description: "Share what you are playing, clips, reviews and hidden gems." },
  { topic: "gaming", lang: "ja", name: "ゲーム好き集まれ", description: "新作・インディー・実況。ゲームの話ならなんでも。" },
  { topic: "beauty", lang: "en", name: "Skincare Talk", description: "Routines, ingredients and honest product reviews." },
  { topic: "beauty", lang: "ja", name: "コスメ・スキンケア部", description: "新作コスメとスキンケアの本音レビューを共有しよう。" },
  { topic: "anime", lang: "en", name: "Anime Community", description: "Where anime fans gather to share their favourite shows and discuss everything anime." },
  { topic: "anime", lang: "ja", name: "アニメ語り場", description: "今期アニメの感想・考察・聖地巡礼。" },
  { topic: "travel", lang: "en", name: "Budget Travelers", description: "Cheap flights, itineraries, packing lists and trip reports." },
  { topic: "travel", lang: "ja", name: "旅行好きの集まり", description: "国内・海外の旅の記録とおすすめスポット。" },
  { topic: "football", lang: "en", name: "Matchday Talk", description: "Live match threads, transfers and tactics.", restricted: true },
  { topic: "football", lang: "ja", name: "サッカー観戦部", description: "Jリーグも海外サッカーも。試合の感想を語ろう。" },
  { topic: "finance", lang: "en", name: "Personal Finance", description: "Budgeting, index funds and saving for the things that matter." },
  { topic: "finance", lang: "ja", name: "資産運用を学ぶ会", description: "NISA、投資信託、家計管理。初心者歓迎。" },
  { topic: "ai", lang: "en", name: "AI Builders", description: "People building with machine learning: papers, tools, demos and jobs." },
  { topic: "ai", lang: "ja", name: "生成AI活用コミュニティ", description: "生成AIを仕事と暮らしに活かす方法を共有します。" },
  { topic: "food", lang: "en", name: "Home Cooks", description: "Weeknight recipes, meal prep and what is for dinner tonight." },
  { topic: "food", lang: "ja", name: "おうちごはん部", description: "今日のごはん、作り置き、レシピの交換。" },
];

/** Which community a topic post in a language may go to: its id, by topic index and language. */
export type CommunityPlan = ReadonlyMap<string, string>;

const planKey = (topic: number, lang: Lang) => `${topic}|${lang}`;

/**
 * Writes the world's communities, each with as many members as its topic has people of its language,
 * and returns where topic posts may go. Ids are made from a fixed day before the world, so they are
 * a seed's and end day's own; nothing here draws from the world's random sequence.
 */
export function writeCommunities(world: DemoWorld, writer: DemoBatchWriter, communities: Communities): CommunityPlan {
  const plan = new Map<string, string>();
  const born = world.endDay - (world.days + 400) * DAY_MS;
  DEMO_COMMUNITIES.forEach((c, i) => {
    const topic = TOPICS.findIndex((t) => t.id === c.topic);
    if (topic < 0) return;
    const id = snowflake(born + i * 7 * DAY_MS, i);
    const members = (communities.byTopic[topic] ?? []).filter(({ p }) => p.lang === c.lang).length;
    const record: CommunityRecord = {
      id,
      name: c.name,
      description: c.description,
      access: "Public",
      joinPolicy: c.restricted ? "RestrictedJoinRequestsRequireModeratorApproval" : "Open",
      members,
      createdAt: new Date(born + i * 7 * DAY_MS).toISOString(),
    };
    writer.push({ type: "community", record });
    plan.set(planKey(topic, c.lang), id);
  });
  return plan;
}

/**
 * The community a new thread on a topic starts in, or null: about a quarter of them, picked by the
 * post's own id (not the world's random sequence, so adding communities left every other draw as it was).
 */
export function communityOf(plan: CommunityPlan, topic: number | null, lang: Lang, postId: string): string | null {
  if (topic === null) return null;
  const id = plan.get(planKey(topic, lang));
  if (!id) return null;
  const tail = Number(postId.slice(-6));
  return (tail * 2654435761) % 100 < 25 ? id : null;
}
