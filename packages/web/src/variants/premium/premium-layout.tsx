import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AppFrame, type NavItem } from "../../components/app-frame.tsx";
import { useReferralClaim } from "../../features/premium/use-referral-claim.ts";
import { DemoDataBadge } from "../../features/social/demo-data-badge.tsx";
import { SignedInTools } from "../signed-in-tools.tsx";

/** Layout 'deep-thought' of the premium analytics suite. */
export function PremiumLayout() {
  const { t } = useTranslation();
  useReferralClaim();
  const nav: NavItem[] = [
    { to: "/premium-suite", label: t("pages.premiumDashboard"), exact: true },
    { to: "/followers", label: t("pages.followers") },
    { to: "/following", label: t("pages.following") },
    { to: "/engagers", label: t("pages.engagers") },
    { to: "/posts", label: t("pages.posts") },
    { to: "/lists", label: t("pages.lists") },
    { to: "/premium-suite/topics", label: t("pages.topics") },
    { to: "/premium-suite/following-topics", label: t("pages.followingTopics") },
    { to: "/premium-suite/unfollowed", label: t("pages.unfollowed") },
    { to: "/premium-suite/talk-to-x", label: t("pages.talkToX") },
    { to: "/premium-suite/xstats", label: t("pages.xstats") },
    { to: "/premium-suite/accounts", label: t("pages.accounts") },
    { to: "/switch-account", label: t("pages.switchAccount") },
  ];
  return (
    <AppFrame
      layout="deep-thought"
      homePath="/premium-suite"
      nav={nav}
      headerExtra={<DemoDataBadge />}
      headerRight={<SignedInTools />}
    >
      <Outlet />
    </AppFrame>
  );
}
