import type { User } from "@xa/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOptionalUser } from "../session/current-user.tsx";
import { EmptyState } from "./page-states.tsx";

/** A tool the group rules open to some users only (the user's `access`, from core's rules). */
export type GatedTool = keyof User["access"];

const TEXTS = {
  creators: { title: "access.creatorsTitle", body: "access.creatorsBody" },
  campaign_planner: { title: "access.plannerTitle", body: "access.plannerBody" },
} as const;

/**
 * Shows the tool to a user it is open to, and otherwise says who it is open to; the server refuses
 * its calls alike, so this only spares the user a page of errors.
 */
export function AccessGate({ tool, children }: { tool: GatedTool; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  if (user && !user.access[tool]) return <EmptyState title={t(TEXTS[tool].title)} description={t(TEXTS[tool].body)} />;
  return children;
}
