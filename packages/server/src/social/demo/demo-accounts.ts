import { emptyAccount, type ImportItem } from "@xa/core/social/records";
import { encodeItems, writeEncodedBatch } from "../write-items.ts";
import { AGE_CUES, JOBS, NAMES, PLACES, TOPICS } from "./demo-content.ts";
import { BATCH, DAY_MS, type DemoWorld, type Person, snowflake } from "./demo-world.ts";
import { type Prng, WeightedPicker } from "./prng.ts";

/** The world's people, brands first (one per brand of the topics), and writes their accounts. */
export async function writeAccounts(world: DemoWorld, count: number): Promise<Person[]> {
  const { people, items } = drawPeople(world.rng, count, world.endDay);
  for (let i = 0; i < items.length; i += BATCH) {
    await writeEncodedBatch(world.db, encodeItems(items.slice(i, i + BATCH), "demo"));
    await world.step("accounts", Math.min(i + BATCH, items.length), items.length);
  }
  return people;
}

/**
 * The world's people and their accounts, drawn from `rng` before anything else: a seed's fresh
 * Prng gives the same people as its world (the eval reads who is in which community this way).
 */
export function drawPeople(rng: Prng, count: number, end: number): { people: Person[]; items: ImportItem[] } {
  // A topic is held in the languages it has words in (a debate in one).
  const topicPickers = {
    en: new WeightedPicker(TOPICS.map((t) => (t.terms.en.length > 0 ? t.weight : 0))),
    ja: new WeightedPicker(TOPICS.map((t) => (t.terms.ja.length > 0 ? t.weight : 0))),
  };
  const people: Person[] = [];
  const items: ImportItem[] = [];
  // Notable accounts come first: every world, however small, has them.
  const notables = TOPICS.flatMap((topic, t) => topic.notables.map((n) => ({ ...n, t })));
  for (let i = 0; i < count; i++) {
    const id = snowflake(end - (3000 + i) * DAY_MS * 0.05 - 400 * DAY_MS, i);
    const notable = i < notables.length ? notables[i] : undefined;
    const lang: "en" | "ja" = notable ? notable.lang : rng.chance(0.35) ? "ja" : "en";
    const topic = notable ? notable.t : topicPickers[lang].pick(rng);
    const t = TOPICS[topic] as Topic;
    const brand = notable?.kind === "brand";
    // A brand posts on its own topic only: a football club does not post about coffee.
    const picked = topicPickers[lang].pick(rng);
    const second = brand ? topic : picked;
    const side: 0 | 1 = notable?.side ?? (rng.chance(0.5) ? 0 : 1);
    // Power-law reach: notable accounts start where everyone else stops, so each topic's most
    // followed accounts are its notables.
    const followers = Math.round(
      notable ? (brand ? 50_000 : 15_000) * rng.pareto(1.1) : Math.min(12_000, 20 * rng.pareto(1.05)),
    );
    const { name, handle, bio } = notable
      ? notable
      : lang === "en"
        ? englishProfile(rng, t, second, side)
        : japaneseProfile(rng, t, second, side);
    const person: Person = {
      id,
      handle,
      lang,
      topic,
      second,
      side,
      followers,
      activity: notable ? (brand ? 3 : 6) : rng.pareto(1.6),
      brand,
      notable: Boolean(notable),
    };
    people.push(person);
    const following = Math.round(notable ? rng.int(5, 400) : 30 + 300 * rng.next() * rng.next());
    items.push({
      type: "account",
      record: {
        ...emptyAccount(id),
        handle,
        name,
        bio,
        location: notable ? (lang === "ja" ? "東京都" : "New York, NY") : rng.pick(PLACES[lang]),
        url: notable ? `https://${handle.toLowerCase()}.example.com` : null,
        avatarUrl: null,
        createdAt: new Date(end - rng.int(200, 4000) * DAY_MS).toISOString(),
        followers,
        following,
        posts: 0,
        listed: Math.round(followers / 200),
        verified: notable ? true : followers > 50_000,
        verifiedType: brand ? "business" : notable || followers > 50_000 ? "blue" : "none",
        protected: false,
        withheldIn: null,
      },
    });
  }
  return { people, items };
}

type Topic = (typeof TOPICS)[number];
type Profile = { name: string; handle: string; bio: string };

/** A made-up person's name, handle and bio in English; `t` and `second` are their topics. */
function englishProfile(rng: Prng, t: Topic, second: number, side: 0 | 1): Profile {
  const gender = rng.next();
  const first =
    gender < 0.45 ? rng.pick(NAMES.en.female) : gender < 0.9 ? rng.pick(NAMES.en.male) : rng.pick(NAMES.en.unisex);
  const last = rng.pick(NAMES.en.last);
  const name = rng.chance(0.85)
    ? `${first} ${last}`
    : `${first} ${rng.pick(["✨", "🌸", "⚡", `| ${rng.pick(bioPhrases(t, side, "en"))}`])}`;
  const handle = `${first}${rng.chance(0.5) ? last : ""}${rng.int(1, 9999)}`.toLowerCase().slice(0, 15);
  const parts = [
    rng.pick(JOBS.en),
    rng.pick(bioPhrases(t, side, "en")),
    rng.chance(0.4) ? rng.pick(bioPhrases(TOPICS[second] as Topic, side, "en")) : "",
    rng.chance(0.3) ? rng.pick(AGE_CUES.en) : "",
    rng.chance(0.1) ? (gender < 0.45 ? "she/her" : "he/him") : "",
  ];
  return { name, handle, bio: parts.filter(Boolean).join(" · ") };
}

/** The same in Japanese. */
function japaneseProfile(rng: Prng, t: Topic, second: number, side: 0 | 1): Profile {
  const gender = rng.next();
  const last = rng.pick(NAMES.ja.last);
  const first = gender < 0.5 ? rng.pick(NAMES.ja.female) : rng.pick(NAMES.ja.male);
  const name = rng.chance(0.6)
    ? `${last} ${first}`
    : `${rng.pick(NAMES.ja.nick)}@${rng.pick(bioPhrases(t, side, "ja"))}`;
  const handle = `${rng.pick(["taro", "hana", "yuki", "sora", "kumo", "neko", "mochi", "haru", "riku", "mei"])}_${rng.int(10, 99999)}`;
  const parts = [
    rng.pick(JOBS.ja),
    rng.pick(bioPhrases(t, side, "ja")),
    rng.chance(0.4) ? rng.pick(bioPhrases(TOPICS[second] as Topic, side, "ja")) : "",
    rng.chance(0.3) ? rng.pick(AGE_CUES.ja) : "",
  ];
  return { name, handle, bio: parts.filter(Boolean).join("／") };
}

/** How a member of the topic describes themself: in a debate, as their side does. */
function bioPhrases(t: Topic, side: 0 | 1, lang: "en" | "ja"): string[] {
  const own = t.sides?.[side]?.bio[lang] ?? [];
  return [...own, ...t.bio[lang]];
}
