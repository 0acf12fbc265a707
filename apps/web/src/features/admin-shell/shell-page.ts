import { useRouter } from "@tanstack/react-router";
import { type ComponentType, lazy } from "react";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * A page of the admin shell's own, named by its route file: the shell renders it itself so that
     * its tab stays mounted (keep-alive) while another tab is shown.
     */
    page?: ComponentType;
  }
}

/** A shell page as its own chunk, loaded on its first visit. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => load().then((Page) => ({ default: Page })));
}

/** Finds the shell page of a path under /admin ("auth/admin") in the route that path matches. */
export function useShellPages(): (path: string) => ComponentType | undefined {
  const router = useRouter();
  return (path) => router.getMatchedRoutes(`/admin/${path}`)[2]?.options.staticData?.page;
}
