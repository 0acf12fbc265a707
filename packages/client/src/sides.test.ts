import { describe, expect, it } from "vitest";
import { sideOfPath } from "./sides.ts";

describe("sideOfPath", () => {
  it("recognises the admin area by its prefix only", () => {
    expect(sideOfPath("/admin")).toBe("admin");
    expect(sideOfPath("/admin/dashboard")).toBe("admin");
    expect(sideOfPath("/administrator")).toBe("user");
    expect(sideOfPath("/user/login")).toBe("user");
    expect(sideOfPath("/")).toBe("user");
  });
});
