import { createFileRoute, redirect } from "@tanstack/react-router";

/** SPEC §2: /user goes through the loading route, which decides between login and the member centre. */
export const Route = createFileRoute("/user/")({
  beforeLoad: () => {
    throw redirect({ to: "/user/loading/{-$to}", params: { to: undefined }, replace: true });
  },
});
