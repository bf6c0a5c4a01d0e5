import { CommunityShortlist } from "../../features/communities/community-shortlist.tsx";
import { ToolkitAboutPage } from "../../features/toolkit/toolkit-about-page.tsx";
import { ToolkitCommunityPage } from "../../features/toolkit/toolkit-community-page.tsx";
import { ToolkitHomePage } from "../../features/toolkit/toolkit-home-page.tsx";
import { ToolkitSolutionsPage } from "../../features/toolkit/toolkit-solutions-page.tsx";
import { ToolkitTargetingPage } from "../../features/toolkit/toolkit-targeting-page.tsx";

// The pro variant's analysis page is /explore; a community opens there as a conversation analysis.
const communityParts = { Communities: () => <CommunityShortlist explorePath="/explore" /> };

const PAGES = {
  proHome: ToolkitHomePage,
  about: ToolkitAboutPage,
  proTargeting: ToolkitTargetingPage,
  proSolutions: ToolkitSolutionsPage,
  proCommunity: () => <ToolkitCommunityPage parts={communityParts} />,
};
export type ContentPage = keyof typeof PAGES;

/**
 * The pro toolkit's content pages, one small chunk for all five (they share their parts and one API call), so the
 * route table names them once; `/pro-community` gets the communities feature's list.
 */
export function ProContentPage({ page }: { page: ContentPage }) {
  const Page = PAGES[page];
  return <Page />;
}
