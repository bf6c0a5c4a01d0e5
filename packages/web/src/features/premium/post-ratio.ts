/** A post's engagements over the median post's as it reads on screen: one decimal (4, 0.3, 12.5). */
export function roundRatio(ratio: number): number {
  return Math.round(ratio * 10) / 10;
}
