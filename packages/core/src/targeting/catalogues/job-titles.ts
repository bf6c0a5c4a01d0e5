import { ANALYSIS_TEXTS } from "../../analysis/analysis-texts.ts";
import { JOB_GROUPS } from "../../social/job-groups.ts";
import type { Searchable } from "./search-catalogue.ts";

/** Where the job titles come from: the product's own job-title groups, which the store infers from bios. */
export const JOB_TITLE_SOURCE = {
  name: "XAudience job-title groups (product spec)",
  url: "",
  licence: "",
};

/** The job-title groups (id = the group's name), labelled as the analyses label them. */
export const JOB_TITLE_CATALOGUE: readonly Searchable[] = JOB_GROUPS.map((group) => ({
  id: group,
  en: ANALYSIS_TEXTS.en[`job.${group}`],
  ja: ANALYSIS_TEXTS.ja[`job.${group}`],
}));
