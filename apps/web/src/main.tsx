import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./i18n/i18n.ts";
import { queries } from "./app/api.ts";
import { followLanguageChanges } from "./app/language-effects.ts";
import { bindNavigation } from "./app/navigation.ts";
import { queryClient } from "./app/query-client.ts";
import { currentLanguage, loadLanguage } from "./i18n/i18n.ts";
import { createAppRouter } from "./router.tsx";
import { ThemeProvider } from "./theme/provider.tsx";

const router = createAppRouter(queryClient);
bindNavigation((href) => void router.navigate({ href }));
followLanguageChanges(queryClient);

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

// The admin area and the member centre are client-rendered: the server sends them the shell only.
const start = () => createRoot(container).render(app);

// A visitor who chose English last time gets its texts before the first render (Chinese is built in);
// should they fail to load, the page still renders, in the fallback language.
void loadLanguage(currentLanguage()).then(start, start);
