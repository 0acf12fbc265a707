import type { PROBLEM_PAGES, PUBLIC_PAGES } from "@corp/domain/public-pages";
import { describe, expectTypeOf, it } from "vitest";
import type { FileRoutesById } from "./routeTree.gen.ts";

type PublicRouteId = Extract<keyof FileRoutesById, `/(public)/${string}`>;
type ListedPath = (typeof PUBLIC_PAGES)[number]["path"] | (typeof PROBLEM_PAGES)[number];

// The server renders, caches and lists the pages of the shared list: a public route missing from it,
// or a listed page without a route, fails the web typecheck.
describe("public pages", () => {
  it("routes exactly the pages of the shared list", () => {
    expectTypeOf<`/(public)${ListedPath}`>().toEqualTypeOf<PublicRouteId>();
  });
});
