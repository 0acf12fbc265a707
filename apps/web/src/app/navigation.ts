type Navigate = (href: string) => void;

// The router is created after the request layer (its routes import the API), so the layer gets a
// navigator that the router binds once it exists; before that a full page load does the job.
let navigateImpl: Navigate = (href) => window.location.assign(href);

export function bindNavigation(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(href: string): void {
  navigateImpl(href);
}
