import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type TargetingPackageWrapper, targetingPackage } from "@xa/core/targeting/targeting-package";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserProvider } from "../../../session/current-user.tsx";
import { pageOf, testUser } from "../../../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../../../test/render.tsx";
import { testAdAccount } from "../ads-fixtures.test-support.ts";
import { FillSilentError } from "../extension-bridge.ts";
import { ApplyDialog } from "./apply-dialog.tsx";

// The extension as the dialog sees it, set per test; the install page is only recorded.
const extension = vi.hoisted(() => ({
  installed: false as boolean | undefined,
  adAccount: null as { id: string; name: string } | null,
  fill: vi.fn(),
  openInstallPage: vi.fn(),
}));
vi.mock("../use-extension.ts", () => ({
  useExtension: () => ({
    installed: extension.installed,
    signedIn: true,
    adAccount: extension.adAccount,
    version: "1.0.0",
    fill: extension.fill,
    sendToken: () => {},
  }),
}));
vi.mock("../extension-bridge.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  openInstallPage: extension.openInstallPage,
}));

const sandbox = testAdAccount({ access: true });
const handles = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ handle: `fan${i}`, account_id: String(1000 + i) }));
const wrapper = (pkg: object, countries: string[] = ["JP"]): TargetingPackageWrapper => ({
  targeting_package: targetingPackage.parse(pkg),
  countries,
});
const applied = (over: object = {}) => ({
  platform: "sandbox",
  line_item_id: "li-1",
  criteria: [{ type: "KEYWORD", value: "coffee", label: "coffee" }],
  skipped: [],
  usage_id: 9,
  ...over,
});

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/external/ad-accounts/?team=acme&limit=100&offset=0": { body: pageOf([sandbox]) },
    "GET /api/user/granted-accounts/?team=acme&limit=100&offset=0": { body: pageOf([]) },
    "GET /api/external/ad-accounts/7/line-items/": {
      body: [{ id: "li-1", name: "Sandbox line item 1", campaign_name: "Sandbox campaign", status: "PAUSED" }],
    },
    "POST /api/external/audience-request/apply-targeting/": { body: applied() },
    ...extra,
  });
}

async function open(value: TargetingPackageWrapper, onClose: () => void = () => {}) {
  const element = (
    <CurrentUserProvider user={testUser()}>
      <ApplyDialog team="acme" config={{ id: 5, name: "Coffee at home" }} value={value} onClose={onClose} />
    </CurrentUserProvider>
  );
  await renderRoutes([{ path: "/", element }], "/");
  return screen.findByRole("dialog", { name: "Apply “Coffee at home” to an ad account" });
}

/** Step 1 with the sandbox account: through the API to its first line item, or through the extension. */
async function choose(dialog: HTMLElement, method: "api" | "extension") {
  if (method === "extension") {
    fireEvent.click(await within(dialog).findByRole("radio", { name: /Fill the ad platform's form/ }));
  } else {
    const lineItem = await within(dialog).findByRole("combobox", { name: "Line item" });
    await within(lineItem).findByRole("option", { name: /Sandbox line item 1/ });
    fireEvent.change(lineItem, { target: { value: "li-1" } });
  }
  fireEvent.click(within(dialog).getByRole("button", { name: "Review what will be sent" }));
}

const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === "POST");

describe("the apply dialog", { timeout: 20_000 }, () => {
  beforeEach(() => {
    extension.installed = false;
    extension.adAccount = null;
    extension.fill.mockReset();
    extension.openInstallPage.mockReset();
  });
  afterEach(cleanup);

  it("refuses an empty package with the rule's text and sends nothing", async () => {
    const calls = serve();
    const dialog = await open(wrapper({ keywords: [{ label: "coffee", deselected: true }] }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Failed to apply targeting list because it is empty.");
    expect(within(dialog).queryByRole("button", { name: "Review what will be sent" })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it("shows what will be sent after the limits, with the alerts, then applies through the API", async () => {
    const countries = Array.from(
      { length: 50 },
      (_, i) => `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
    );
    const calls = serve();
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }], handles: handles(120) }, countries));
    await choose(dialog, "api");
    expect(
      await within(dialog).findByText(
        /Only the first 100 of the 120 selected handles will be applied; 20 will be left out./,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/50 countries are selected but at most 49 can be applied/)).toBeTruthy();
    const table = within(dialog).getByRole("table", { name: "What will be sent" });
    const handlesRow = table.querySelector('[data-list="handles"]') as HTMLElement;
    expect(within(handlesRow).getByText("100")).toBeTruthy();
    expect(table.querySelector('[data-list="countries"]')).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Applied")).toBeTruthy();
    expect(within(dialog).getByText(/nothing was sent to X/)).toBeTruthy();
    const apply = posts(calls).find((c) => c.url.endsWith("/apply-targeting/"))?.body as {
      line_item_id: string;
      audience_config_id: number;
      targeting: { handles: unknown[]; countries: string[]; keywords: string[] };
    };
    expect(apply.line_item_id).toBe("li-1");
    expect(apply.audience_config_id).toBe(5);
    expect(apply.targeting.handles).toHaveLength(100);
    expect(apply.targeting.countries).toEqual([]);
    expect(apply.targeting.keywords).toEqual(["coffee"]);
  });

  it("asks before applying when custom audiences are not ready; cancel sends nothing, confirm sends the rest", async () => {
    const calls = serve({
      "POST /api/external/audience-request/check-custom-audiences/": {
        body: {
          custom_audiences: [
            { name: "Buyers", targetable: false },
            { name: "Fans", targetable: true },
          ],
        },
      },
    });
    const dialog = await open(
      wrapper({ keywords: [{ label: "coffee" }], custom_audiences: [{ name: "Buyers" }, { name: "Fans" }] }),
    );
    await choose(dialog, "api");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    const question =
      "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by the social platform. Do you still want to apply the rest of the targeting package?";
    expect(await within(dialog).findByText(question)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await within(dialog).findByText("Nothing was applied.")).toBeTruthy();
    expect(posts(calls).some((c) => c.url.endsWith("/apply-targeting/"))).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply the rest" }));
    expect(await within(dialog).findByText("Applied")).toBeTruthy();
    const apply = posts(calls).find((c) => c.url.endsWith("/apply-targeting/"))?.body as {
      targeting: { custom_audiences: string[] };
    };
    expect(apply.targeting.custom_audiences).toEqual(["Fans"]);
  });

  it("ignores a failed custom-audience check", async () => {
    const calls = serve({
      "POST /api/external/audience-request/check-custom-audiences/": { status: 502, body: { detail: "Ads API down" } },
    });
    const dialog = await open(wrapper({ custom_audiences: [{ name: "Buyers" }] }));
    await choose(dialog, "api");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Applied")).toBeTruthy();
    const apply = posts(calls).find((c) => c.url.endsWith("/apply-targeting/"))?.body as {
      targeting: { custom_audiences: string[] };
    };
    expect(apply.targeting.custom_audiences).toEqual(["Buyers"]);
  });

  it("without the extension, asks to install it, opens the install page and sends nothing", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const calls = serve();
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }] }));
    await choose(dialog, "extension");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Extension not installed")).toBeTruthy();
    expect(alert).toHaveBeenCalledWith(expect.stringContaining("Please install it"));
    expect(extension.openInstallPage).toHaveBeenCalledTimes(1);
    expect(extension.fill).not.toHaveBeenCalled();
    expect(posts(calls)).toEqual([]);
    alert.mockRestore();
  });

  it("with the extension, fills the form, shows the counts and records the usage as applied", async () => {
    extension.installed = true;
    extension.fill.mockResolvedValue({ ok: true, filled: { keywords: 1, handles: 2 }, refused: {} });
    const calls = serve({ "POST /api/external/audience-usages/": { status: 201, body: {} } });
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }], handles: handles(2) }));
    await choose(dialog, "extension");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Form filled")).toBeTruthy();
    expect(within(dialog).getByText("Keywords: 1 of 1")).toBeTruthy();
    expect(within(dialog).getByText("Handles: 2 of 2")).toBeTruthy();
    expect(extension.fill).toHaveBeenCalledWith(
      "sbx-1",
      expect.objectContaining({ keywords: ["coffee"] }),
      expect.any(Function),
    );
    await waitFor(() => expect(posts(calls).some((c) => c.url === "/api/external/audience-usages/")).toBe(true));
    const usage = posts(calls).find((c) => c.url === "/api/external/audience-usages/")?.body as {
      state: string;
      audience_config_id: number;
      ad_account_id: string;
      countries: string[];
      targeting_package: { handles: { handle: string }[] };
    };
    expect(usage).toMatchObject({ state: "applied", audience_config_id: 5, ad_account_id: "sbx-1", countries: ["JP"] });
    expect(usage.targeting_package.handles.map((h) => h.handle)).toEqual(["fan0", "fan1"]);
  });

  it("links the account open in the ad platform to the team before filling it, so its usage is recorded", async () => {
    extension.installed = true;
    extension.adAccount = { id: "7tea7shop", name: "Coffee Roasters JP" };
    extension.fill.mockResolvedValue({ ok: true, filled: { keywords: 1 }, refused: {} });
    const calls = serve({
      "POST /api/external/ad-accounts/": { status: 201, body: testAdAccount({ id: 8, account_id: "7tea7shop" }) },
      "POST /api/external/audience-usages/": { status: 201, body: {} },
    });
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }] }));
    expect(
      await within(dialog).findByText(/Applying links Coffee Roasters JP \(7tea7shop\) to the team first/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Review what will be sent" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Form filled")).toBeTruthy();
    await waitFor(() => expect(posts(calls).map((c) => c.url)).toContain("/api/external/audience-usages/"));
    expect(posts(calls).map((c) => c.url)).toEqual(["/api/external/ad-accounts/", "/api/external/audience-usages/"]);
    expect(posts(calls)[0]?.body).toEqual({ team: "acme", account_id: "7tea7shop", name: "Coffee Roasters JP" });
  });

  it("fills nothing when the account cannot be linked, and says why", async () => {
    extension.installed = true;
    extension.adAccount = { id: "7tea7shop", name: "Coffee Roasters JP" };
    const calls = serve({
      "POST /api/external/ad-accounts/": { status: 403, body: { detail: "Only team admins can do this." } },
    });
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }] }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Review what will be sent" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Nothing was filled: Only team admins can do this.")).toBeTruthy();
    expect(extension.fill).not.toHaveBeenCalled();
    expect(posts(calls).map((c) => c.url)).toEqual(["/api/external/ad-accounts/"]);
  });

  it("shows the fill's progress per field while it runs, for as long as it runs", async () => {
    extension.installed = true;
    let finish: (result: object) => void = () => {};
    extension.fill.mockImplementation(
      (_account: string, _targeting: unknown, onProgress: (progress: object) => void) =>
        new Promise((resolve) => {
          onProgress({
            keywords: { filled: 150, refused: 0, total: 150 },
            handles: { filled: 34, refused: 1, total: 100 },
          });
          finish = resolve;
        }),
    );
    const calls = serve({ "POST /api/external/audience-usages/": { status: 201, body: {} } });
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }], handles: handles(100) }));
    await choose(dialog, "extension");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    const table = await within(dialog).findByRole("table", { name: "Filled so far, per field" });
    expect(within(table).getByRole("row", { name: "Keywords 150 of 150 filled" })).toBeTruthy();
    expect(within(table).getByRole("row", { name: "Handles 34 of 100 filled · 1 refused" })).toBeTruthy();
    expect(within(dialog).getByRole("progressbar", { name: "184 of 250 values filled" })).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    finish({ ok: true, filled: { keywords: 1, handles: 100 }, refused: {} });
    expect(await within(dialog).findByText("Form filled")).toBeTruthy();
  });

  it("says which values were refused and why, and records only what was filled", async () => {
    extension.installed = true;
    extension.fill.mockResolvedValue({
      ok: true,
      filled: { keywords: 1, handles: 1 },
      refused: { handles: [{ value: "fan1", reason: "not-suggested" }] },
    });
    const calls = serve({ "POST /api/external/audience-usages/": { status: 201, body: {} } });
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }], handles: handles(2) }));
    await choose(dialog, "extension");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Handles: 1 of 2")).toBeTruthy();
    expect(within(dialog).getByText("1 value was not filled")).toBeTruthy();
    expect(within(dialog).getByText("fan1: the form's suggestions did not offer it")).toBeTruthy();
    await waitFor(() => expect(posts(calls).some((c) => c.url === "/api/external/audience-usages/")).toBe(true));
    const usage = posts(calls).find((c) => c.url === "/api/external/audience-usages/")?.body as {
      targeting_package: { handles: { handle: string }[]; keywords: { label: string }[] };
    };
    expect(usage.targeting_package.handles.map((h) => h.handle)).toEqual(["fan0"]);
    expect(usage.targeting_package.keywords.map((k) => k.label)).toEqual(["coffee"]);
  });

  it("records nothing when the form took none of the values", async () => {
    extension.installed = true;
    extension.fill.mockResolvedValue({
      ok: true,
      filled: { keywords: 0 },
      refused: { keywords: [{ value: "coffee", reason: "no-field" }] },
    });
    const calls = serve();
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }] }));
    await choose(dialog, "extension");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("The form took none of the values, so nothing was recorded.")).toBeTruthy();
    expect(within(dialog).getByText("coffee: the form has no field for it")).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("when the extension goes silent mid-fill, says how far it got and records nothing", async () => {
    extension.installed = true;
    extension.fill.mockImplementation(
      async (_account: string, _targeting: unknown, onProgress: (progress: object) => void) => {
        onProgress({
          keywords: { filled: 60, refused: 0, total: 150 },
          handles: { filled: 0, refused: 0, total: 100 },
        });
        throw new FillSilentError();
      },
    );
    const calls = serve();
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }] }));
    await choose(dialog, "extension");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Apply" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The extension stopped answering");
    expect(alert.textContent).toContain("It had filled 60 of 250 values when it went silent.");
    expect(posts(calls)).toEqual([]);
  });

  it("starts on the ad account field and closes on Escape", async () => {
    serve();
    const onClose = vi.fn();
    const dialog = await open(wrapper({ keywords: [{ label: "coffee" }] }), onClose);
    const account = await within(dialog).findByRole("combobox", { name: "Ad account" });
    await waitFor(() => expect(document.activeElement).toBe(account));
    fireEvent.keyDown(account, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
