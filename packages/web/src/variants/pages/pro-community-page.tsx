import { CommunityShortlist } from "../../features/communities/community-shortlist.tsx";
import { ToolkitCommunityPage } from "../../features/toolkit/toolkit-community-page.tsx";

// The pro variant's analysis page is /explore; a community opens there as a conversation analysis.
const parts = { Communities: () => <CommunityShortlist explorePath="/explore" /> };

/** Pro `/pro-community`: the toolkit's community page with the communities feature's list. */
export function ProCommunityPage() {
  return <ToolkitCommunityPage parts={parts} />;
}
