const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  if (!cache.has(language)) {
    try {
      cache.set(language, new Intl.DisplayNames([language], { type: "region", fallback: "none" }));
    } catch {
      cache.set(language, null);
    }
  }
  return cache.get(language) ?? null;
}

/** "JP" / "jp" → "JP"; anything that is not a two-letter code → null. */
export function toCountryCode(key: string): string | null {
  return /^[A-Za-z]{2}$/.test(key.trim()) ? key.trim().toUpperCase() : null;
}

/** A country's name in the UI language ("JP" → "Japan" / "日本"), from the browser's own data; the code if unknown. */
export function countryName(code: string, language: string): string {
  const region = toCountryCode(code);
  return (region && displayNames(language)?.of(region)) || code;
}
