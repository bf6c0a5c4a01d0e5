/** Why a copy failed: nothing to copy, or no clipboard that takes it. */
export type CopyFailure = "nothingSelected" | "failed";

type Clipboard = { writeText: (text: string) => Promise<void> };

function browserClipboard(): Clipboard | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.clipboard;
}

/**
 * Puts text on the clipboard; resolves to null when it did, else why not. A browser without the
 * clipboard API (or one refusing it, as an insecure page does) fails the same way.
 */
export async function copyText(text: string, clipboard = browserClipboard()): Promise<CopyFailure | null> {
  if (text.length === 0) return "nothingSelected";
  if (!clipboard?.writeText) return "failed";
  try {
    await clipboard.writeText(text);
    return null;
  } catch {
    return "failed";
  }
}
