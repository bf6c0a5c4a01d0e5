const pad = (n: number) => String(n).padStart(2, "0");

/** A date-time input's value (local time, to the minute) as an ISO instant; null when empty. */
export const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/** An ISO instant as a date-time input shows it (local time, to the minute); empty for none. */
export function localInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
