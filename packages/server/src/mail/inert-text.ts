// Whatever a mail client would turn into a link: a scheme, www., an address or a dotted host name.
const LINK_LIKE = /\S*(?:[a-z][\w+.-]*:\/\/|www\.|@|\w\.[a-z]{2,})\S*/gi;

/**
 * Text a user typed, made inert for a mail client: a zero-width space after each dot, colon, slash
 * and at sign of anything link-like keeps it readable but stops clients from making it a link.
 */
export function inertText(text: string): string {
  return text.replace(LINK_LIKE, (word) => word.replace(/([.:/@])/g, "$1\u200B"));
}
