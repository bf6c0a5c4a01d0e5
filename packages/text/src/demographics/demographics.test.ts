import { JOB_GROUPS } from "@xa/core/social/job-groups";
import { describe, expect, it } from "vitest";
import { enrichAccount } from "../enrich/enrich-account.ts";
import { inferAccountType } from "./account-type.ts";
import { bandOfAge, inferAgeBand } from "./age.ts";
import { genderOfName, inferGender } from "./gender.ts";
import { inferInterests } from "./interests.ts";
import { inferJobGroup } from "./job-title.ts";

describe("gender", () => {
  it("reads Western and Japanese first names, family name first or last", () => {
    expect(genderOfName("Veronica Lachi")).toMatchObject({ gender: "female", method: "first name" });
    expect(genderOfName("Dr. John Smith")).toMatchObject({ gender: "male" });
    expect(genderOfName("田中 花子")).toMatchObject({ gender: "female" });
    expect(genderOfName("山田太郎")).toMatchObject({ gender: "male" });
    expect(genderOfName("Tanaka Hanako")).toMatchObject({ gender: "female" });
  });

  it("stays unknown for names of both genders, brands and unknown words", () => {
    expect(genderOfName("Alex Kim").gender).toBe("unknown");
    expect(genderOfName("Nike").gender).toBe("unknown");
    expect(genderOfName("").gender).toBe("unknown");
  });

  // Names from the twarc samples: each first word is in the first-name lists.
  it.each([
    "Fox News",
    "Sky News Breaking",
    "The Daily Vox",
    "ESPN Radio",
    "Ananya Panday FC",
    "Wayne Dupree Media, LLC",
  ])("reads no first name in the organisation's name %s", (name) => {
    expect(genderOfName(name).gender).toBe("unknown");
  });

  it.each(["La Birra", "LE PATRIOTE", "El Nuevo País y Zeta", "An Exiled Scot"])(
    "reads no first name in %s, which an article starts",
    (name) => {
      expect(genderOfName(name).gender).toBe("unknown");
    },
  );

  it("still reads the first name of a person's own account or of a name followed by a slogan", () => {
    expect(genderOfName("Veronica Lachi Official").gender).toBe("female");
    expect(genderOfName("Steve Bray It's time we removed this corrupt gov.").gender).toBe("male");
    expect(genderOfName("Trey Valenta @ 2fb.tv").gender).toBe("male");
  });

  it("prefers stated pronouns", () => {
    expect(inferGender("Alex Kim", "she/her · designer")).toEqual({
      gender: "female",
      confidence: 0.95,
      method: "pronouns in bio",
    });
  });
});

describe("age band", () => {
  const now = new Date("2025-06-01T00:00:00Z");
  it("reads stated ages, birth years, decades and life stages", () => {
    expect(inferAgeBand("25 y/o coffee lover", now).band).toBe("25-34");
    expect(inferAgeBand("born in 1988", now).band).toBe("35-44");
    expect(inferAgeBand("95年生まれ", now).band).toBe("25-34");
    expect(inferAgeBand("平成12年生まれの社会人", now).band).toBe("25-34");
    expect(inferAgeBand("20代前半OL", now).band).toBe("18-24");
    expect(inferAgeBand("大学生です", now).band).toBe("18-24");
    expect(inferAgeBand("retired teacher", now).band).toBe("65+");
  });

  it("says unknown without an explicit cue, and for follower counts", () => {
    expect(inferAgeBand("coffee, sneakers and EVs", now)).toEqual({ band: "unknown", confidence: 0, cue: null });
    expect(inferAgeBand("I'm 10k strong", now).band).toBe("unknown");
    expect(bandOfAge(7)).toBe("unknown");
  });

  it("does not take an age said of someone else for the writer's", () => {
    for (const bio of [
      "Robbing 60 yr old women of their pensions",
      "Proud mum of a 15 year old and a dog",
      "my 17 yo son plays football",
      "Dad to two 16-year-old twins",
    ])
      expect(inferAgeBand(bio, now).band).toBe("unknown");
    expect(inferAgeBand("He/Him 23 years old INFP-T", now).band).toBe("18-24");
    expect(inferAgeBand("36 yo, dad of two", now).band).toBe("35-44");
    expect(inferAgeBand("I'm a 29 year old nurse", now).band).toBe("25-34");
  });
});

describe("job title", () => {
  it("has the 17 job-title groups and maps English and Japanese bios", () => {
    expect(JOB_GROUPS).toHaveLength(17);
    expect(inferJobGroup("Senior software engineer & coffee nerd")?.group).toBe("IT Developer");
    expect(inferJobGroup("Founder & CEO at Acme")?.group).toBe("Decision maker");
    expect(inferJobGroup("看護師として働いています")?.group).toBe("Healthcare");
    expect(inferJobGroup("Barista in Melbourne")?.group).toBe("Service");
    expect(inferJobGroup("I like adjusting things")).toBeNull();
  });

  it("takes owning a pet or a home for no job", () => {
    expect(inferJobGroup("Husband, Cyclist, Skier, Cat-owner.")).toBeNull();
    expect(inferJobGroup("proud dog owner and home owner")).toBeNull();
    expect(inferJobGroup("Husband, Physicist, Cat-owner")?.group).toBe("Science");
    expect(inferJobGroup("Owner of a small bakery")?.group).toBe("Decision maker");
  });

  it("takes a hobby for no job", () => {
    expect(inferJobGroup("Engineer By Profession,artist by hobby ,")).toBeNull();
    expect(inferJobGroup("Photographer by passion, teacher by profession")?.group).toBe("Education");
  });

  // Bios from the twarc samples.
  it("counts an analyst as financial only in a financial field", () => {
    expect(inferJobGroup("SEBI Registered Research Analyst. Tweets are not recommendations")?.group).toBe("Financial");
    expect(inferJobGroup("Technical  Analyst. Nifty, BankNifty")?.group).toBe("Financial");
    expect(inferJobGroup("Mentor Business Analyst")?.group).toBe("IT/Tech");
    expect(inferJobGroup("Palestinian, senior policy analyst for @alshabaka")).toBeNull();
    expect(inferJobGroup("Husband @KPCubelic ;  Analyst @ESPN & @secnetwork")).toBeNull();
  });
});

describe("interests", () => {
  it("comes from the bio, and from hashtags used at least twice", () => {
    expect(inferInterests("Sneakerhead. Anime & coffee. 投資もやってます")).toEqual([
      "sneakers",
      "coffee",
      "anime",
      "finance",
    ]);
    expect(inferInterests("", { gaming: 1 })).toEqual([]);
    expect(inferInterests("", { gaming: 2, ps5: 1 })).toEqual(["gaming"]);
  });

  it("reads no interest from words of other languages or plain English (seen in the twarc samples)", () => {
    // Italian "ai" (to the), fire that is no FIRE movement.
    expect(inferInterests("Per fare grandi cose porre massima attenzione ai dettagli!")).toEqual([]);
    expect(inferInterests("The world is sick & on fire")).toEqual([]);
    expect(inferInterests("Building AI products, driving an EV")).toEqual(["ev", "ai"]);
    expect(inferInterests("Road to financial independence")).toEqual(["finance"]);
    // Hashtags are stored lower-cased: #ai used twice is an interest.
    expect(inferInterests("", { ai: 2 })).toEqual(["ai"]);
  });
});

describe("account type", () => {
  it("tells companies from people", () => {
    expect(inferAccountType({ name: "Starbucks Coffee", handle: "Starbucks", bio: "We're here to inspire." })).toBe(
      "organization",
    );
    expect(inferAccountType({ name: "株式会社サンプル", handle: "sample_jp", bio: "公式アカウントです" })).toBe(
      "organization",
    );
    expect(inferAccountType({ name: "x", handle: "y", bio: "", verifiedType: "business" })).toBe("organization");
    expect(inferAccountType({ name: "Jane", handle: "j", bio: "I'm a mom of two" })).toBe("person");
    expect(inferAccountType({ name: "zzq", handle: "zzq", bio: "" })).toBe("unknown");
  });

  it("takes a news outlet named after a first name for an organisation, with no gender", () => {
    const outlet = enrichAccount({
      name: "Sky News Breaking",
      handle: "SkyNewsBreak",
      bio: "The latest breaking news, direct from the Sky News team.",
      location: "London, UK",
      verifiedType: null,
    });
    expect(outlet).toMatchObject({ accountType: "organization", gender: "unknown", jobGroup: null });
  });

  it("gives organisations no gender, age or job", () => {
    const org = enrichAccount({
      name: "Acme Inc",
      handle: "acme",
      bio: "Official account. CEO updates. 25 y/o brand",
      location: "Tokyo",
      verifiedType: null,
    });
    expect(org).toMatchObject({
      accountType: "organization",
      gender: "unknown",
      ageBand: "unknown",
      jobGroup: null,
      country: "JP",
    });
  });
});
