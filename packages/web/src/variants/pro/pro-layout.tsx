import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AppFrame, type NavItem } from "../../components/app-frame.tsx";
import { DemoDataBadge } from "../../features/social/demo-data-badge.tsx";
import { useMeQuery } from "../../session/use-me-query.ts";
import { SignedInTools } from "../signed-in-tools.tsx";

/** Layout 'pro-targeting' of the pro-targeting toolkit. */
export function ProLayout() {
  const { t } = useTranslation();
  const access = useMeQuery().data?.access;
  // Tools the group rules keep from this user are not offered (signed out, the pages say what to do).
  const closed = new Set([
    ...(access && !access.creators ? ["/creators"] : []),
    ...(access && !access.campaign_planner ? ["/campaign-planner"] : []),
  ]);
  const all: NavItem[] = [
    { to: "/", label: t("pages.proHome"), exact: true },
    { to: "/saved-lists", label: t("pages.savedLists") },
    { to: "/audience-builder", label: t("pages.audienceBuilder") },
    { to: "/explore", label: t("pages.explore") },
    { to: "/targeting-lists", label: t("pages.targetingLists") },
    { to: "/competitor-analysis", label: t("pages.competitorAnalysis") },
    { to: "/creators", label: t("pages.creators") },
    { to: "/monitors", label: t("pages.monitors") },
    { to: "/campaign-planner", label: t("pages.campaignPlanner") },
    { to: "/topic-clusters", label: t("pages.topicClusters") },
    { to: "/xstats", label: t("pages.xstats") },
    { to: "/job-title", label: t("pages.jobTitle") },
    { to: "/marketing-materials", label: t("pages.marketingMaterials") },
    { to: "/request-audience", label: t("pages.requestAudience") },
    { to: "/about", label: t("pages.about") },
  ];
  const nav = all.filter((item) => !closed.has(item.to));
  return (
    <AppFrame
      layout="pro-targeting"
      homePath="/"
      nav={nav}
      headerExtra={<DemoDataBadge />}
      headerRight={<SignedInTools />}
    >
      <Outlet />
    </AppFrame>
  );
}
