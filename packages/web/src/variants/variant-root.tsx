import { Outlet, ScrollRestoration } from "react-router";

/** Root of every variant's route table (its errorElement is the crash fallback). */
export function VariantRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
