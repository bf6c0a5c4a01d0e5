import { useNavigate } from "react-router";

/**
 * Goes to an address the server answered: one of this app's pages through the router (the session and
 * its caches stay), another site (Stripe Checkout) by loading it.
 */
export function useGoTo(): (url: string) => void {
  const navigate = useNavigate();
  return (url) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.href);
  };
}
