import { beforeEach, describe, expect, it } from "vitest";
import { adAccountIdFromUrl, readAdAccount } from "./read-ad-account.ts";

describe("the ad account a page shows", () => {
  it.each([
    ["https://ads.x.com/campaign_form/18ce54d4x5t/campaign/new", "18ce54d4x5t"],
    ["https://ads.x.com/ads_manager/18ce54d4x5t/campaigns?x=1", "18ce54d4x5t"],
    ["http://127.0.0.1:4000/__ads-form__/campaign_form/abc123", "abc123"],
    ["https://ads.x.com/", null],
    ["https://ads.x.com/campaign_form/", null],
    ["not a url", null],
  ])("%s names %s", (url, id) => {
    expect(adAccountIdFromUrl(url)).toBe(id);
  });

  beforeEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  it("reads the id from the URL and the name and handle from the header", () => {
    window.history.replaceState(null, "", "/campaign_form/18ce54d4x5t/campaign/new");
    document.body.innerHTML =
      '<header><b data-testid="account-name"> Coffee JP </b><span data-testid="account-handle">@coffee_jp</span></header>';
    expect(readAdAccount(document)).toEqual({ id: "18ce54d4x5t", name: "Coffee JP", handle: "coffee_jp" });
  });

  it("falls back on the page's id and on the id as the name", () => {
    document.body.innerHTML = '<div data-account-id="zz9plural"></div>';
    expect(readAdAccount(document)).toEqual({ id: "zz9plural", name: "zz9plural", handle: "" });
  });

  it("is null on a page that names no account", () => {
    expect(readAdAccount(document)).toBeNull();
  });
});
