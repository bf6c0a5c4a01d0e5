import { describe, expect, it } from "vitest";
import { enrichAccount } from "../enrich/enrich-account.ts";
import { genderOfName, inferGender } from "./gender.ts";

describe("gender from the bio's roles", () => {
  it.each([
    "life with his wife",
    "Love my wife and kids",
    "my husband is a chef",
    "Life with wife and kids",
    "ex-wife of a footballer",
    "Grateful for my beautiful wife",
    "her husband's biggest fan",
    "married to the prison warden",
    "Husband is legal immigrant from Iran",
    "妻と二人暮らし",
    "夫と猫と暮らす",
    "私のママは料理上手",
  ])("takes no gender from a partner or parent someone else has: %s", (bio) => {
    expect(inferGender(null, bio).gender).toBe("unknown");
  });

  it.each([
    ["mom of 2", "female"],
    ["Wife and mama to 2", "female"],
    ["mother, wife of 36 years", "female"],
    ["Mum. #ZeroCovid", "female"],
    ["#Chennai girl in #Delhi", "female"],
    ["二児のママです", "female"],
    ["主婦です", "female"],
    ["Proud husband and father", "male"],
    ["Husband to @ayeshacurry, father to Riley", "male"],
    ["36 yo, dad of two", "male"],
    ["Wife, mom, grandma, Christian, patriot. Husband is legal immigrant from Iran.", "female"],
  ])("reads the writer's own role: %s → %s", (bio, gender) => {
    expect(inferGender(null, bio).gender).toBe(gender);
  });

  it("reads pronouns written in the location field", () => {
    const account = { name: "miles", handle: "m", bio: "", location: "he/him (20)", verifiedType: null };
    expect(enrichAccount(account).gender).toBe("male");
  });
});

describe("gender from the display name", () => {
  it.each(["YA_Environment", "ESPN", "IU Exterior", "CNN"])("reads no first name in the acronym of %s", (name) => {
    expect(genderOfName(name).gender).toBe("unknown");
  });

  it("still reads names written in capitals, and names in handles", () => {
    expect(genderOfName("JOHN SMITH").gender).toBe("male");
    expect(genderOfName("Joel44537047").gender).toBe("male");
    expect(genderOfName("mary_smith").gender).toBe("female");
  });

  it("reads no gender from a name the lists give both genders by its accents", () => {
    expect(genderOfName("Clément Macchi").gender).toBe("unknown");
  });

  it("reads a title where the name is no name", () => {
    expect(genderOfName("Mrs American Hodl").gender).toBe("female");
    expect(genderOfName("Mr. Chartist").gender).toBe("male");
  });
});
