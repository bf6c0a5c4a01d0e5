import { expect, test } from "@playwright/test";
import { createTeam, createTeamByApi, newSignedInPage, readOutbox, signIn, uniqueEmail } from "./helpers.ts";

test("creates a team, invites a second user who accepts from the e-mailed link", async ({ browser }) => {
  const ann = await newSignedInPage(browser, "ann");
  const slug = await createTeam(ann.page, "Acme Marketing");
  await ann.page.goto(`/${slug}/team`);
  await expect(ann.page.getByRole("heading", { name: "Team settings" })).toBeVisible();

  const bobEmail = uniqueEmail("bob");
  await ann.page.getByLabel("Email addresses").fill(bobEmail);
  await ann.page.getByRole("button", { name: "Send invites" }).click();
  await expect(ann.page.getByText("1 invite sent.")).toBeVisible();
  await expect(ann.page.getByRole("table", { name: "Members" }).getByText(bobEmail)).toHaveCount(0);

  // Bob opens the link in the invite e-mail, signs in, and joins.
  const bobContext = await browser.newContext();
  const { outbox, message } = await readOutbox(bobContext, bobEmail, /invited you to the team Acme Marketing/);
  // The link in Bob's own e-mail: other specs' invites are in the same outbox.
  await message.getByRole("link", { name: /invite-accept/ }).click();
  await expect(outbox).toHaveURL(/\/login/);
  await signIn(outbox, bobEmail);
  await expect(outbox.getByText("You joined Acme Marketing.")).toBeVisible();

  // Ann sees Bob among the members (before accepting he was only in the invites table).
  const members = ann.page.getByRole("table", { name: "Members" });
  await ann.page.reload();
  await expect(members.getByRole("row").filter({ hasText: bobEmail })).toBeVisible();
  await expect(members.getByRole("row")).toHaveCount(3);
  await ann.context.close();
  await bobContext.close();
});

test("a user of one team cannot see another team's data", async ({ browser }) => {
  const ann = await newSignedInPage(browser, "ann");
  const annSlug = await createTeamByApi(ann.page, "Secret Agency");
  const eve = await newSignedInPage(browser, "eve");
  await createTeamByApi(eve.page, "Eve Co");

  await eve.page.goto(`/${annSlug}/team`);
  await expect(eve.page.getByText(`Team "${annSlug}" was not found`)).toBeVisible();
  await expect(eve.page).toHaveURL(/choose-team/);
  await expect(eve.page.getByText(ann.email)).toHaveCount(0);
  await expect(eve.page.getByText("Secret Agency")).toHaveCount(0);

  // The API answers the same: not found, nothing leaked.
  const response = await eve.page.request.get(`/api/teams/${annSlug}/members/`);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain(ann.email);
  await ann.context.close();
  await eve.context.close();
});
