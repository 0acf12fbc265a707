import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./i18n/i18n.ts";
import { queries } from "./app/api.ts";
import { followLanguageChanges } from "./app/language-effects.ts";
import { bindNavigation } from "./app/navigation.ts";
import { queryClient } from "./app/query-client.ts";
import { readServerRender } from "./app/server-render-state.ts";
import { memberSession } from "./features/auth/member-session.ts";
import { currentLanguage, loadLanguage } from "./i18n/i18n.ts";
import { createAppRouter } from "./router.tsx";
import { ThemeProvider } from "./theme/provider.tsx";

const router = createAppRouter(queryClient);
bindNavigation((href) => void router.navigate({ href }));
followLanguageChanges(queryClient);

// A server-rendered page brings the query data it was rendered from: the first render reuses it.
const rendered = readServerRender();
if (rendered) {
  hydrate(queryClient, rendered.queries);
  // The server renders for a guest; a logged-in member's own data is fetched again with the token.
  if (memberSession.token()) void queryClient.invalidateQueries({ queryKey: queries.siteIndex(0).queryKey });
}

// SPEC §4: the public menus, friendly links and site settings are fetched once when the app starts.
void queryClient.prefetchQuery(queries.common());
void queryClient.prefetchQuery(queries.siteIndex(0));

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>
);

// Hydrate the server's HTML when it was rendered in the visitor's language; otherwise render afresh.
const start = () => {
  if (rendered && rendered.lang === currentLanguage() && container.hasChildNodes()) {
    // Tells the router that its first render meets server markup (no root Suspense boundary around it).
    router.ssr = { manifest: undefined };
    void router.load().then(() => hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
};

// A visitor who chose English last time gets its texts before the first render (Chinese is built in);
// should they fail to load, the page still renders, in the fallback language.
void loadLanguage(currentLanguage()).then(start, start);
