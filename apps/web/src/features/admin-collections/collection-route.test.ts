import { describe, expect, it } from "vitest";
import { Route } from "../../routes/admin/_shell/$directory.$controller.tsx";

type Parse = (params: { directory: string; controller: string }) => unknown;
const parse = (Route.options.params as { parse: Parse }).parse;

describe("the route of the declared collections' pages", () => {
  it("matches a declared collection's page", () => {
    expect(parse({ directory: "content", controller: "friendLink" })).toEqual({
      directory: "content",
      controller: "friendLink",
    });
    expect(parse({ directory: "auth", controller: "adminLog" })).toBeTruthy();
  });

  it("lets any other path fall through to the shell's missing page", () => {
    expect(parse({ directory: "content", controller: "nothing" })).toBe(false);
    expect(parse({ directory: "routine", controller: "adminInfo" })).toBe(false);
    expect(parse({ directory: "foo", controller: "bar" })).toBe(false);
  });
});
