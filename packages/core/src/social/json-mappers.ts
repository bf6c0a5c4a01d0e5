import type { ImportFormat } from "./detect-format.ts";
import { mapRedditListingValue } from "./map-reddit-listing.ts";
import { mapRedditNdjsonValue } from "./map-reddit-ndjson.ts";
import { mapV1Value } from "./map-x-v1.ts";
import { mapV2Value } from "./map-x-v2.ts";
import type { ImportItem } from "./records.ts";

/** The formats read as JSON values (whole files, arrays or one value a line): every format but CSV. */
export type JsonFormat = Exclude<ImportFormat, "csv">;

/** The mapper of each JSON format: one JSON value of the file to the store's items. */
export const JSON_MAPPERS: Readonly<Record<JsonFormat, (value: unknown) => ImportItem[]>> = {
  "x-v2": (value) => mapV2Value(value),
  "x-v1": mapV1Value,
  "reddit-listing": mapRedditListingValue,
  "reddit-ndjson": mapRedditNdjsonValue,
};
