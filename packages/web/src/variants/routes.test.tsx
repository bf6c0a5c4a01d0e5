import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import { pageOf, testTeam, testUser } from "../test/fixtures.ts";
import { mockFetch, renderRoutes } from "../test/render.tsx";
import { routes as premiumRoutes } from "./premium/routes.tsx";
import { routes as proRoutes } from "./pro/routes.tsx";
import { routes as teamRoutes } from "./team/routes.tsx";

const user = testUser({ last_name: "Lovelace" });
const team = testTeam();

function serveSignedIn() {
  return mockFetch({
    "GET /api/user/me/": { body: user },
    "GET /api/teams/?limit=100&offset=0": { body: pageOf([team]) },
    "GET /api/teams/acme/": { body: team },
    "GET /api/teams/acme/members/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/teams/acme/invites/?limit=100&offset=0": { body: pageOf([]) },
    "GET /api/dev/outbox/": { body: [] },
  });
}

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const p = en.pages;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("team dashboard routes", () => {
  const built: [string, string | RegExp][] = [
    ["/login", "Sign in"],
    ["/login/x", "Sign in"],
    ["/welcome", "Welcome, Ada Lovelace"],
    ["/choose-team", "Choose a team"],
    ["/acme/account", "Account"],
    ["/acme/team", "Team settings"],
    ["/acme/explore-x", p.explore],
    ["/acme/invite-accept", "Accept invite"],
    ["/dev/outbox", "Dev outbox"],
    ["/audiences", p.standaloneAudiences],
    ["/acme/creator", p.creator],
    ["/acme/media", p.media],
    ["/acme/audiences", p.audiences],
    ["/acme/campaigns", p.campaigns],
    ["/acme/creatives", p.creatives],
    ["/acme/communities", p.communities],
    ["/acme/campaigns/new", p.campaignNew],
    ["/acme/campaigns/planner", p.campaignPlanner],
    ["/helper-documents", p.helperDocuments],
  ];
  it.each(built)("%s shows its page", async (path, title) => {
    serveSignedIn();
    await renderRoutes(teamRoutes, path);
    expect(await heading(title)).toBeTruthy();
  });

  it("/reset-e2e clears this app's storage, without a layout", async () => {
    serveSignedIn();
    localStorage.setItem("xa.login", JSON.stringify({ token: "x" }));
    localStorage.setItem("themenew", "light");
    await renderRoutes(teamRoutes, "/reset-e2e");
    expect(await screen.findByText(/Reset done/)).toBeTruthy();
    expect(localStorage.getItem("xa.login")).toBeNull();
    expect(localStorage.getItem("themenew")).toBe("light");
    expect(screen.queryByRole("banner")).toBeNull();
  });

  const redirects: [string, string][] = [
    ["/acme", "/acme/audiences"],
    ["/acme/", "/acme/audiences"],
    ["/", "/choose-team"],
    ["/acme/no-such-page", "/choose-team"],
    ["/dev/nothing", "/choose-team"],
    ["/missing-team/audiences", "/choose-team"],
  ];
  it.each(redirects)("%s redirects to %s", async (path, target) => {
    serveSignedIn();
    const { router } = await renderRoutes(teamRoutes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it("an unknown team slug forgets the recent team and says so", async () => {
    serveSignedIn();
    localStorage.setItem("xa.recentTeam", "missing-team");
    const { router } = await renderRoutes(teamRoutes, "/missing-team/team");
    await waitFor(() => expect(router.state.location.pathname).toBe("/choose-team"));
    expect(localStorage.getItem("xa.recentTeam")).toBeNull();
  });

  it("remembers the current team as the recent team", async () => {
    serveSignedIn();
    await renderRoutes(teamRoutes, "/acme/media");
    await heading(p.media);
    expect(localStorage.getItem("xa.recentTeam")).toBe("acme");
  });

  it("sends signed-out visitors to login with next", async () => {
    mockFetch({ "GET /api/user/me/": { status: 403, body: { detail: "Not signed in" } } });
    const { router } = await renderRoutes(teamRoutes, "/acme/invite-accept?code=XYZ");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/acme/invite-accept?code=XYZ");
  });

  it("shows the dashboard navigation and page in Japanese", async () => {
    serveSignedIn();
    await renderRoutes(teamRoutes, "/acme/communities", "ja");
    expect(await heading("コミュニティ")).toBeTruthy();
    expect(screen.getByRole("link", { name: "チーム" })).toBeTruthy();
    expect(await screen.findByText(/X のコミュニティです/)).toBeTruthy();
  });
});

describe("pro-targeting routes", () => {
  const content: [string, string][] = [
    ["/", p.proHome],
    ["/about", p.about],
    ["/pro-targeting", p.proTargeting],
    ["/pro-solutions", p.proSolutions],
    ["/pro-community", p.proCommunity],
  ];
  it.each(content)("%s shows the content page %s", async (path, page) => {
    serveSignedIn();
    await renderRoutes(proRoutes, path);
    expect(await heading(page)).toBeTruthy();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
  });

  const targeting: [string, string][] = [
    ["/saved-lists", p.savedLists],
    ["/campaigns/new", p.campaignNew],
    ["/targeting-lists", p.targetingLists],
    ["/native-lists", p.targetingLists],
    ["/native-list", p.targetingLists],
    ["/job-title", p.jobTitle],
    ["/campaign-planner", p.campaignPlanner],
    ["/marketing-materials", p.marketingMaterials],
    ["/materials", p.marketingMaterials],
    ["/xstats", p.xstats],
    ["/xstats/JP", p.xstats],
    ["/competitor-analysis", p.competitorAnalysis],
    ["/audience-builder", p.audienceBuilder],
    ["/topic-clusters", p.topicClusters],
    ["/clusters", p.topicClusters],
    ["/creators", p.creators],
  ];
  it.each(targeting)("%s shows the signed-in page %s", async (path, page) => {
    serveSignedIn();
    await renderRoutes(proRoutes, path);
    expect(await heading(page)).toBeTruthy();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
  });

  const requestPages: [string, string][] = [
    ["/request-audience", p.requestAudience],
    ["/request-audiences", p.requestAudience],
    ["/request-download/report", p.requestDownload],
    ["/request-access", p.requestAccess],
    ["/request-confirmation", p.requestConfirmation],
    ["/request-verification", p.requestVerification],
  ];
  it.each(requestPages)("%s shows the public request page %s", async (path, page) => {
    mockFetch({});
    await renderRoutes(proRoutes, path);
    expect(await heading(page)).toBeTruthy();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
  });

  it.each(["/explore", "/explore/nike", "/xplore", "/analyze/audience"])("%s shows the analysis page", async (path) => {
    serveSignedIn();
    await renderRoutes(proRoutes, path);
    expect(await heading(p.explore)).toBeTruthy();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
    expect(screen.getByRole("button", { name: "Analyze" })).toBeTruthy();
  });

  it("fills the download form with the requested title", async () => {
    serveSignedIn();
    await renderRoutes(proRoutes, "/request-download/report");
    expect(((await screen.findByLabelText(/Document/)) as HTMLInputElement).value).toBe("report");
  });

  it("sends unknown paths home", async () => {
    serveSignedIn();
    const { router } = await renderRoutes(proRoutes, "/no/such/page");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("has login and the dev outbox", async () => {
    serveSignedIn();
    await renderRoutes(proRoutes, "/login");
    expect(await heading("Sign in")).toBeTruthy();
  });
});

describe("premium-suite routes", () => {
  const pages: [string, string][] = [
    ["/", p.premiumPaused],
    ["/authenticated", p.premiumPaused],
    ["/premium-suite/topics", p.topics],
    ["/topics", p.topics],
    ["/premium-suite/following-topics", p.followingTopics],
    ["/premium-suite/unfollowed", p.unfollowed],
    ["/premium", p.premium],
    ["/premium-suite", p.premiumDashboard],
    ["/premium-suite/talk-to-x", p.talkToX],
    ["/premium-suite/xstats", p.xstats],
    ["/premium-suite/xstats/JP", p.xstats],
    ["/premium-suite/accounts", p.accounts],
    ["/followers", p.followers],
    ["/following", p.following],
    ["/posts", p.posts],
    ["/post/123", p.post],
    ["/engagers", p.engagers],
    ["/lists", p.lists],
    ["/switch-account", p.switchAccount],
  ];
  it.each(pages)("%s shows %s", async (path, page) => {
    serveSignedIn();
    await renderRoutes(premiumRoutes, path);
    expect(await heading(page)).toBeTruthy();
  });

  it("shows a 404 page for other paths", async () => {
    serveSignedIn();
    const { router } = await renderRoutes(premiumRoutes, "/choose-team");
    expect(await heading("Page not found")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/choose-team");
  });
});

describe("the user menu's account page in the variants without teams", () => {
  it.each([
    ["pro", proRoutes, "/explore"],
    ["premium", premiumRoutes, "/premium-suite"],
  ] as const)("%s: Account leads to a working account page", async (_name, routes, start) => {
    serveSignedIn();
    localStorage.setItem("xa.recentTeam", "acme");
    const { router } = await renderRoutes(routes, start);
    fireEvent.click(await screen.findByRole("button", { name: /Ada Lovelace/ }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Account" }));
    expect(await heading("Account")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.getByText(/ada@example.com/, { selector: "p" })).toBeTruthy();
    const about = screen.getByRole("region", { name: "About this app" });
    expect(about.textContent).toContain("Version 30.7.3");
    expect(about.textContent).toContain("Environment: test");
  });

  it.each([
    ["pro", proRoutes],
    ["premium", premiumRoutes],
  ] as const)("%s: /account signed out goes to login and back", async (_name, routes) => {
    const calls = mockFetch({});
    const { router } = await renderRoutes(routes, "/account");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/account");
    // Without a stored token the app knows it is signed out: it does not ask for a 403.
    expect(calls.filter((call) => call.url.startsWith("/api/user/me/"))).toHaveLength(0);
  });
});
