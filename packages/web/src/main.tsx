import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "./api/query-client.ts";
import { App } from "./app.tsx";
import { currentVariant } from "./app-variant/current-variant.ts";
import { readHostBrand } from "./host-brand/host-brand.ts";
import { i18n, i18nReady } from "./i18n/setup.ts";
import { installSignedOutRedirect } from "./session/signed-out-redirect.ts";
import { loadVariantRoutes } from "./variants/load-variant-routes.ts";
import { alertNewVersion } from "./variants/new-version-alert.ts";

const variant = currentVariant();
document.documentElement.dataset.variant = variant;

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

// The route table and the interface texts load side by side; the router, made as soon as its table is here, fetches
// the first page's chunk meanwhile. Nothing draws before the texts are here.
const routerReady = loadVariantRoutes(variant).then((routes) => createBrowserRouter(routes));

// The host is read once, at start: an agency's or a tenant's sub-domain brands every page of this load.
Promise.all([routerReady, i18nReady, readHostBrand(window.location.hostname)])
  .then(([router]) => {
    // i18next reports a texts chunk that failed to load but goes on: the page would show keys.
    if (!i18n.hasResourceBundle(i18n.language, "translation")) throw new Error("The interface texts did not load.");
    document.title = i18n.t(`app.title.${variant}`);
    const queryClient = createQueryClient();
    installSignedOutRedirect(queryClient, router);
    // Analytics and error reporting start once the app draws, in a chunk of their own (the first load stays small);
    // what they are asked before their settings arrive is held.
    import("./telemetry/start-telemetry.ts")
      .then((telemetry) => telemetry.startTelemetry({ router, queryClient, variant }))
      .catch(() => {});
    createRoot(rootElement).render(
      <StrictMode>
        <App queryClient={queryClient}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    // A page chunk that fails to load means a newer build replaced this one.
    console.error(error);
    alertNewVersion();
  });
