import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { notify } from "../../components/notifications-store.ts";
import { clearRecentTeam, writeRecentTeam } from "../../session/recent-team.ts";
import { useTeamQuery } from "./use-team-query.ts";

/**
 * The current team of a /:teamId/ route: set by slug and remembered as the recent team; an unknown
 * slug clears it and sends the user to choose a team, with a notification.
 */
export function useTeamScope(slug: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useTeamQuery(slug);
  const notFound = isApiError(query.error) && query.error.status === 404;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (query.data) writeRecentTeam(query.data.slug);
  }, [query.data]);

  useEffect(() => {
    if (!notFound || handled.current === slug) return;
    handled.current = slug;
    clearRecentTeam();
    notify(t("errors.teamNotFound", { slug }), "error");
    void navigate("/choose-team", { replace: true });
  }, [notFound, slug, t, navigate]);

  return { ...query, notFound };
}
