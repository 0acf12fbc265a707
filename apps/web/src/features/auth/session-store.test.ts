import type { AdminInfo } from "@corp/contract/types";
import { beforeEach, describe, expect, it } from "vitest";
import { adminInfoSchema } from "./admin-session.ts";
import { createSessionStore } from "./session-store.ts";

const admin: AdminInfo = {
  id: 1,
  username: "admin",
  nickname: "Admin",
  avatar: "",
  last_login_time: null,
  token: "access",
  refresh_token: "refresh",
  super: true,
};

describe("createSessionStore", () => {
  beforeEach(() => localStorage.clear());

  it("persists the account under its key and exposes the tokens", () => {
    const store = createSessionStore("adminInfo", adminInfoSchema);
    store.save(admin);
    expect(JSON.parse(localStorage.getItem("adminInfo") ?? "null")).toEqual(admin);
    expect(store.token()).toBe("access");
    expect(store.refreshToken()).toBe("refresh");
    expect(createSessionStore("adminInfo", adminInfoSchema).get()).toEqual(admin);
  });

  it("keeps the stored refresh token when a later answer echoes an empty one", () => {
    const store = createSessionStore("adminInfo", adminInfoSchema);
    store.save(admin);
    store.save({ ...admin, nickname: "Renamed", refresh_token: "" });
    expect(store.get()).toMatchObject({ nickname: "Renamed", refresh_token: "refresh" });
  });

  it("replaces both tokens after a refresh and forgets everything on clear", () => {
    const store = createSessionStore("adminInfo", adminInfoSchema);
    store.save(admin);
    store.setTokens("renewed", "next-refresh");
    expect(store.token()).toBe("renewed");
    expect(store.refreshToken()).toBe("next-refresh");
    store.setTokens("renewed-again", "");
    expect(store.refreshToken()).toBe("next-refresh");
    store.clear();
    expect(store.get()).toBeNull();
    expect(localStorage.getItem("adminInfo")).toBeNull();
    store.setTokens("ignored", "ignored");
    expect(store.get()).toBeNull();
  });

  it("ignores stored data of the wrong shape", () => {
    localStorage.setItem("adminInfo", JSON.stringify({ token: 5 }));
    expect(createSessionStore("adminInfo", adminInfoSchema).token()).toBe("");
  });
});
