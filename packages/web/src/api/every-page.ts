/** The largest page a list of the API answers. */
export const MAX_PAGE = 100;

/**
 * Every row of a paged list, asked a page at a time: for pickers that offer the whole list (a team's
 * ad accounts), while each answer of the server stays bounded.
 */
export async function everyPage<T>(
  askPage: (page: { limit: number; offset: number }) => Promise<{ count: number; results: T[] }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const { count, results } = await askPage({ limit: MAX_PAGE, offset: rows.length });
    rows.push(...results);
    if (results.length === 0 || rows.length >= count) return rows;
  }
}
