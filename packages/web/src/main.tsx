import "@mantine/core/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { createQueryClient } from "./api/query-client.ts";
import { installSignedOutRedirect } from "./api/signed-out-redirect.ts";
import { App } from "./app.tsx";
import { i18n } from "./i18n/setup.ts";
import { currentVariant } from "./variants/current-variant.ts";
import { loadVariantRoutes } from "./variants/load-variant-routes.ts";

const variant = currentVariant();
document.title = i18n.t(`app.title.${variant}`);
document.documentElement.dataset.variant = variant;

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

loadVariantRoutes(variant)
  .then((routes) => {
    const queryClient = createQueryClient();
    const router = createBrowserRouter(routes);
    installSignedOutRedirect(queryClient, router);
    createRoot(rootElement).render(
      <StrictMode>
        <App queryClient={queryClient}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    // Spec §8: a page chunk that fails to load means a newer build replaced this one.
    console.error(error);
    window.alert(i18n.t("errors.newVersion"));
  });
