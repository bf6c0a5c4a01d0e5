import {
  BATCH,
  type Communities,
  type DemoBatchWriter,
  type DemoWorld,
  drawMember,
  type Person,
} from "./demo-world.ts";

/**
 * The follow graph: mostly inside one's communities, to popular accounts more often (so each topic's
 * notable accounts are followed by its audience), in a debate mostly one's own side. Returns the
 * follows written.
 */
export async function writeFollows(
  world: DemoWorld,
  writer: DemoBatchWriter,
  people: Person[],
  communities: Communities,
): Promise<number> {
  const { rng } = world;
  let follows = 0;
  for (let i = 0; i < people.length; i++) {
    const person = people[i] as Person;
    const k = person.brand ? rng.int(3, 20) : Math.min(120, Math.round(3 + 6 * rng.pareto(1.8)));
    const chosen = new Set<number>();
    for (let j = 0; j < k * 2 && chosen.size < k; j++) {
      const inTopic = rng.chance(0.85);
      const t = rng.chance(0.8) ? person.topic : person.second;
      const side = rng.chance(0.92) ? person.side : ((1 - person.side) as 0 | 1);
      let target = inTopic
        ? (drawMember(rng, communities, t, "popularity", side)?.i ?? 0)
        : communities.globalPopularity.pick(rng);
      // Most follow accounts that write in their language: drawn again once if not.
      if (people[target]?.lang !== person.lang && rng.chance(0.8))
        target = inTopic
          ? (drawMember(rng, communities, t, "popularity", side)?.i ?? 0)
          : communities.globalPopularity.pick(rng);
      if (target !== i) chosen.add(target);
    }
    for (const target of chosen) {
      writer.push({
        type: "follow",
        record: { followerId: person.id, followeeId: (people[target] as Person).id, createdAt: null },
      });
    }
    follows += chosen.size;
    if (writer.size >= BATCH * 2) await writer.flush("follows", i + 1, people.length);
  }
  await writer.flush("follows", people.length, people.length);
  return follows;
}
