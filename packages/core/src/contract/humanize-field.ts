/**
 * Field names are shown humanised: underscores to spaces, camel case split,
 * first letter capitalised. `invoice_email` → 'Invoice email', `firstName` → 'First name'.
 */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
