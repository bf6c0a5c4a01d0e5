import type { XFetch } from "@xa/core/social/social-contract";
import { useTranslation } from "react-i18next";

/** What a fetch asked for, in words: "Recent posts for “coffee”", "Followers of @nasa". */
export function useDescribeXFetch(): (request: XFetch) => string {
  const { t } = useTranslation();
  return (request) => {
    if (request.kind === "search") return t("social.xFetch.subject.search", { query: request.query });
    const handle = request.username.replace(/^@/, "");
    if (request.kind === "timeline") return t("social.xFetch.subject.timeline", { handle });
    if (request.kind === "followers") return t("social.xFetch.subject.followers", { handle });
    return t("social.xFetch.subject.user", { handle });
  };
}
