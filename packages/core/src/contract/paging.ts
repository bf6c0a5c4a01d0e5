import { z } from "zod";

const pageLimit = z.coerce.number().int().min(1).max(100).default(50);
const pageOffset = z.coerce.number().int().min(0).max(1_000_000).default(0);
/** Lists are bounded: `limit` (≤ 100) rows from `offset`, with the total `count`. */
export const pageQuery = { limit: pageLimit, offset: pageOffset };
export const page = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });
