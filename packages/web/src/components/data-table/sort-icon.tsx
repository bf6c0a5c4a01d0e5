/** The arrow beside a sortable header: both ways when unsorted, one way when sorted. */
export function SortIcon({ direction }: { direction: "asc" | "desc" | false }) {
  return (
    <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true" focusable="false" fill="currentColor">
      {direction !== "desc" && <path d="M6 1.5 9.5 5h-7z" opacity={direction === "asc" ? 1 : 0.35} />}
      {direction !== "asc" && <path d="M6 10.5 2.5 7h7z" opacity={direction === "desc" ? 1 : 0.35} />}
    </svg>
  );
}
