/** The job-title taxonomy, most specific first: the first group that matches wins. */
export const JOB_GROUPS = [
  "Decision maker",
  "IT Developer",
  "IT/Tech",
  "Healthcare",
  "Alternative Medicine",
  "Science",
  "Education",
  "Financial",
  "Consulting",
  "Legal",
  "Marketing",
  "News",
  "Artist",
  "Entertainment",
  "Farmer",
  "Service",
  "Business",
] as const;
export type JobGroup = (typeof JOB_GROUPS)[number];
