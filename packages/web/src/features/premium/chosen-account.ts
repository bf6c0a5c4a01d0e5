import { useCallback, useSyncExternalStore } from "react";

const KEY = "xa.premium.account";
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The connected account the suite's pages are about, chosen on the switch-account page and kept in this
 * browser; every page of the suite follows a switch at once.
 */
export function useChosenAccountId(): [string | null, (id: string) => void] {
  const id = useSyncExternalStore(subscribe, read, () => null);
  const choose = useCallback((next: string) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice lasts until the page reloads.
    }
    for (const listener of listeners) listener();
  }, []);
  return [id, choose];
}

/** The chosen account when it is still connected, else the first connected one. */
export function pickAccount<A extends { id: string }>(accounts: readonly A[], chosen: string | null): A | undefined {
  return accounts.find((a) => a.id === chosen) ?? accounts[0];
}
