import { describe, expect, it } from "vitest";
import { classifyDatabaseError } from "./database-errors.ts";

describe("classifyDatabaseError", () => {
  it("reads a lost or refused connection as the database being unavailable", () => {
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
      new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) }),
    ]) {
      expect(classifyDatabaseError(error), error.message).toBe("unavailable");
    }
  });

  it("reads a value that does not fit its column as the client's bad value", () => {
    expect(classifyDatabaseError(Object.assign(new Error("out of range"), { code: "22003" }))).toBe(
      "badValue",
    );
    expect(classifyDatabaseError(Object.assign(new Error("0x00"), { code: "22021" }))).toBe("badValue");
    expect(classifyDatabaseError(Object.assign(new Error("syntax"), { code: "22P02" }))).toBe("badValue");
  });

  it("leaves everything else to be a fault of the server", () => {
    expect(classifyDatabaseError(Object.assign(new Error("dup"), { code: "23505" }))).toBe("other");
    expect(classifyDatabaseError(new Error("boom"))).toBe("other");
    expect(classifyDatabaseError("text")).toBe("other");
    expect(classifyDatabaseError(null)).toBe("other");
  });
});
