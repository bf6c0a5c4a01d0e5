/** A number with at most one decimal place: "12", "12.5"; not "12.55", "1e3", "-" or "". */
export function isNumberWithOneDecimal(value: string | number): boolean {
  return /^\d+(\.\d)?$/.test(String(value).trim());
}
