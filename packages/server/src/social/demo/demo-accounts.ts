import { emptyAccount, type ImportItem } from "@xa/core/social/records";
import { encodeItems, writeEncodedBatch } from "../write-items.ts";
import { AGE_CUES, JOBS, NAMES, PLACES, TOPICS } from "./demo-content.ts";
import { BATCH, DAY_MS, type DemoWorld, type Person, snowflake } from "./demo-world.ts";
import { type Prng, WeightedPicker } from "./prng.ts";

/** The world's people, brands first (one per brand of the topics), and writes their accounts. */
export async function writeAccounts(world: DemoWorld, count: number): Promise<Person[]> {
  const { people, items } = makePeople(world.rng, count, world.endDay);
  for (let i = 0; i < items.length; i += BATCH) {
    await writeEncodedBatch(world.db, encodeItems(items.slice(i, i + BATCH), "demo"));
    await world.step("accounts", Math.min(i + BATCH, items.length), items.length);
  }
  return people;
}

function makePeople(rng: Prng, count: number, end: number): { people: Person[]; items: ImportItem[] } {
  const topicPicker = new WeightedPicker(TOPICS.map((t) => t.weight));
  const people: Person[] = [];
  const items: ImportItem[] = [];
  const brandSlots = TOPICS.flatMap((topic, t) => topic.brands.map((b) => ({ ...b, t })));
  for (let i = 0; i < count; i++) {
    const id = snowflake(end - (3000 + i) * DAY_MS * 0.05 - 400 * DAY_MS, i);
    const brandSlot = i < brandSlots.length ? brandSlots[i] : undefined;
    const topic = brandSlot ? brandSlot.t : topicPicker.pick(rng);
    const lang: "en" | "ja" = brandSlot ? brandSlot.lang : rng.chance(0.35) ? "ja" : "en";
    const t = TOPICS[topic] as Topic;
    const second = topicPicker.pick(rng);
    const followers = Math.round(brandSlot ? 50_000 * rng.pareto(1.1) : 20 * rng.pareto(1.05));
    const { name, handle, bio } = brandSlot
      ? brandSlot
      : lang === "en"
        ? englishProfile(rng, t, second)
        : japaneseProfile(rng, t, second);
    const person: Person = {
      id,
      handle,
      lang,
      topic,
      second,
      followers,
      activity: brandSlot ? 3 : rng.pareto(1.6),
      brand: Boolean(brandSlot),
    };
    people.push(person);
    const following = Math.round(brandSlot ? rng.int(5, 200) : 30 + 300 * rng.next() * rng.next());
    items.push({
      type: "account",
      record: {
        ...emptyAccount(id),
        handle,
        name,
        bio,
        location: brandSlot ? (lang === "ja" ? "東京都" : "New York, NY") : rng.pick(PLACES[lang]),
        url: brandSlot ? `https://${handle.toLowerCase()}.example.com` : null,
        avatarUrl: null,
        createdAt: new Date(end - rng.int(200, 4000) * DAY_MS).toISOString(),
        followers,
        following,
        posts: 0,
        listed: Math.round(followers / 200),
        verified: brandSlot ? true : followers > 50_000,
        verifiedType: brandSlot ? "business" : followers > 50_000 ? "blue" : "none",
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
function englishProfile(rng: Prng, t: Topic, second: number): Profile {
  const gender = rng.next();
  const first =
    gender < 0.45 ? rng.pick(NAMES.en.female) : gender < 0.9 ? rng.pick(NAMES.en.male) : rng.pick(NAMES.en.unisex);
  const last = rng.pick(NAMES.en.last);
  const name = rng.chance(0.85)
    ? `${first} ${last}`
    : `${first} ${rng.pick(["✨", "🌸", "⚡", `| ${rng.pick(t.bio.en)}`])}`;
  const handle = `${first}${rng.chance(0.5) ? last : ""}${rng.int(1, 9999)}`.toLowerCase().slice(0, 15);
  const parts = [
    rng.pick(JOBS.en),
    rng.pick(t.bio.en),
    rng.chance(0.4) ? rng.pick(TOPICS[second]?.bio.en ?? []) : "",
    rng.chance(0.3) ? rng.pick(AGE_CUES.en) : "",
    rng.chance(0.1) ? (gender < 0.45 ? "she/her" : "he/him") : "",
  ];
  return { name, handle, bio: parts.filter(Boolean).join(" · ") };
}

/** The same in Japanese. */
function japaneseProfile(rng: Prng, t: Topic, second: number): Profile {
  const gender = rng.next();
  const last = rng.pick(NAMES.ja.last);
  const first = gender < 0.5 ? rng.pick(NAMES.ja.female) : rng.pick(NAMES.ja.male);
  const name = rng.chance(0.6) ? `${last} ${first}` : `${rng.pick(NAMES.ja.nick)}@${rng.pick(t.bio.ja)}`;
  const handle = `${rng.pick(["taro", "hana", "yuki", "sora", "kumo", "neko", "mochi", "haru", "riku", "mei"])}_${rng.int(10, 99999)}`;
  const parts = [
    rng.pick(JOBS.ja),
    rng.pick(t.bio.ja),
    rng.chance(0.4) ? rng.pick(TOPICS[second]?.bio.ja ?? []) : "",
    rng.chance(0.3) ? rng.pick(AGE_CUES.ja) : "",
  ];
  return { name, handle, bio: parts.filter(Boolean).join("／") };
}
