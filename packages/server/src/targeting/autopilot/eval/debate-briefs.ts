import type { EvalBrief } from "./eval-briefs.ts";

/**
 * A brief for one side of a demo debate: `community` is the side's id (a community of
 * communityTruths, whose `opposing` lists what only the other side uses), `debate` the debate's.
 */
export type DebateBrief = Omit<EvalBrief, "expect"> & { debate: string };

/**
 * Each side of the demo world's two debates (demo-debates.ts), briefed in English and in Japanese
 * as a campaign for that side would be, in its own words and one of its hashtags.
 */
export const DEBATE_BRIEFS: DebateBrief[] = [
  {
    debate: "guns",
    community: "guns-rights",
    form: "en text",
    request: { description: "Gun owners who defend the Second Amendment and their right to concealed carry #2A" },
  },
  {
    debate: "guns",
    community: "guns-rights",
    form: "ja text",
    request: { description: "憲法修正第2条と銃を持つ権利を守りたいアメリカの銃所有者 #2A" },
  },
  {
    debate: "guns",
    community: "guns-control",
    form: "en text",
    request: {
      description: "Parents and students pushing for background checks and an end to gun violence #GunControlNow",
    },
  },
  {
    debate: "guns",
    community: "guns-control",
    form: "ja text",
    request: { description: "銃規制の強化と銃暴力の根絶を求めるアメリカの保護者や学生 #EndGunViolence" },
  },
  {
    debate: "nuclear",
    community: "nuclear-restart",
    form: "ja text",
    request: { description: "電気代高騰を心配して原発再稼働と安定供給を支持する人 #原発再稼働" },
  },
  {
    debate: "nuclear",
    community: "nuclear-restart",
    form: "en text",
    request: {
      description: "People in Japan who support restarting nuclear plants for a stable power supply #原発再稼働",
    },
  },
  {
    debate: "nuclear",
    community: "nuclear-phaseout",
    form: "ja text",
    request: { description: "脱原発と再生可能エネルギーへの転換を求める人 #脱原発" },
  },
  {
    debate: "nuclear",
    community: "nuclear-phaseout",
    form: "en text",
    request: { description: "People in Japan who want a nuclear phase-out and more renewable energy #脱原発" },
  },
];
