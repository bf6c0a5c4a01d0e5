import i18n from "i18next";

/**
 * Whether the interface texts have `group.name` ("fields.email"), asked of the loaded language so no other
 * language's texts load for it; every language has the same keys (i18n.test.ts). A name that is not a plain word
 * (a series label such as "Posts: 2024") is never a key: it would be read as a nested key or a namespace.
 */
export function hasText(group: string, name: string): boolean {
  return /^\w+$/.test(name) && i18n.exists(`${group}.${name}`);
}
