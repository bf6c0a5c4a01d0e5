import { describe, expect, it } from "vitest";
import { enrichAccount } from "../enrich/enrich-account.ts";
import { inferAccountType, ORG_NAME } from "./account-type.ts";

const account = (name: string, handle: string, bio = "") => ({ name, handle, bio, location: "", verifiedType: null });

describe("organisation accounts", () => {
  it.each([
    ["KXLU 88.9 FM", "kxlu", "Independent college radio since forever"],
    ["Classic Hits Channel", "classichits", ""],
    ["Riverhead Publishers", "riverheadbooks", ""],
    ["Penguin Books UK", "PenguinUKBooks", ""],
    ["Round Rock ISD", "RoundRockISD", ""],
    ["Springfield Public Schools", "SPSmo", ""],
    ["Westfield Academy", "westfieldacad", ""],
    ["Rosa's Bakery", "rosasbakery", ""],
    ["Lakeside Tennis Club", "lakesidetc", ""],
    ["Bright Marketing Agency", "brightmkt", ""],
    ["Leeds City Council", "LeedsCC", ""],
    ["Metropolitan Police", "metpoliceuk", ""],
    ["Cardiff University", "cardiffuni", ""],
    ["Green Party", "TheGreenParty", ""],
    ["Fanpage.it", "fanpage", ""],
    ["Duke Energy", "DukeEnergy", ""],
  ])("finds %s by its name", (name, handle, bio) => {
    expect(inferAccountType(account(name, handle, bio))).toBe("organization");
  });

  it.each([
    "Official Twitter account of the Minnesota Vikings.",
    "We help small businesses grow online.",
    "A 501c3 organization providing financial coaching",
    "An independent, nonprofit think tank",
    "Breaking news alerts from India.",
    "Provides all the local news in Germiston",
    "Account ufficiale del partito",
    "Cuenta oficial de la Federación",
    "Office of the Prime Minister of India",
    "Britain's independent energy regulator",
  ])("finds an organisation by its bio: %s", (bio) => {
    expect(inferAccountType(account("Zeta", "zeta", bio))).toBe("organization");
  });

  it("gives a first name in an organisation's name no gender", () => {
    expect(enrichAccount(account("Duke Energy", "DukeEnergy", "Follow us for news."))).toMatchObject({
      accountType: "organization",
      gender: "unknown",
    });
  });

  it.each([
    ["Coffee Lover Jane", "jane"],
    ["Always Learning", "al"],
    ["In God We Trust", "godtrust"],
    ["Sports Fan Mike", "mike"],
  ])("takes no everyday words in a person's name for an organisation: %s", (name, handle) => {
    expect(ORG_NAME.test(name)).toBe(false);
    expect(inferAccountType(account(name, handle, "I'm a dad of two"))).toBe("person");
  });
});
