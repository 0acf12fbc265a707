import { createFileRoute, redirect } from "@tanstack/react-router";

/** SPEC §2: /admin goes through the loading route, which decides between login and the shell. */
export const Route = createFileRoute("/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/loading/{-$to}", params: { to: undefined }, replace: true });
  },
});
