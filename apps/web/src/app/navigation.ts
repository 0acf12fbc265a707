import { isAppAreaPath } from "@corp/domain/public-pages";

type Navigate = (href: string) => void;

// The router is created after the request layer (its routes import the API), so the layer gets a
// navigator that the router binds once it exists; before that a full page load does the job.
let navigateImpl: Navigate = (href) => window.location.assign(href);

export function bindNavigation(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Goes to `href`: inside the admin or member area through the router, to a public page by loading it. */
export function navigateTo(href: string): void {
  if (isAppAreaPath(new URL(href, window.location.href).pathname)) navigateImpl(href);
  else window.location.assign(href);
}
