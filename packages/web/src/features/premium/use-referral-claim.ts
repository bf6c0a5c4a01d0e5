import { referralCode, referralContract } from "@xa/core/premium/referral-contract";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { call } from "../../api/call.ts";
import { useOptionalUser } from "../../session/current-user.tsx";

const KEY = "xa.referral";

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function store(code: string | null) {
  try {
    if (code) localStorage.setItem(KEY, code);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the link counts only if the sign-in happens in this page's life.
  }
}

/**
 * A referral link (`?ref=code`) is kept until its visitor is signed in, then claimed once: the server
 * counts it only for a new user, so an old user opening a link changes nothing.
 */
export function useReferralClaim(): void {
  const [search] = useSearchParams();
  const user = useOptionalUser();
  const fromLink = search.get("ref");
  useEffect(() => {
    const parsed = fromLink === null ? null : referralCode.safeParse(fromLink);
    if (parsed?.success) store(parsed.data);
  }, [fromLink]);
  useEffect(() => {
    const code = stored();
    if (!user || !code) return;
    store(null);
    call(referralContract.claimReferral, { body: { code } }).catch(() => {
      // A code of nobody or one's own: nothing to count, nothing to tell.
    });
  }, [user]);
}
