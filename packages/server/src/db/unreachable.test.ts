import { describe, expect, it } from "vitest";
import { DatabaseUnreachableError, databaseAddress, isDatabaseUnreachable, markUnreachable } from "./unreachable.ts";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5"), { code: "ECONNREFUSED" });

describe("telling an unreachable database from other failures", () => {
  it("takes a network failure for the database's only when the database layer marks it", () => {
    // An SMTP server or an API refusing a connection is not the database.
    expect(isDatabaseUnreachable(refused())).toBe(false);
    let marked: unknown;
    try {
      markUnreachable(refused());
    } catch (error) {
      marked = error;
    }
    expect(marked).toBeInstanceOf(DatabaseUnreachableError);
    expect(isDatabaseUnreachable(marked)).toBe(true);
    expect((marked as DatabaseUnreachableError).code).toBe("ECONNREFUSED");
    const dualStack = Object.assign(new AggregateError([refused(), refused()]), { code: "ECONNREFUSED" });
    expect(() => markUnreachable(dualStack)).toThrow(DatabaseUnreachableError);
    // A query the database refused stays what it is.
    const syntax = Object.assign(new Error("syntax error"), { code: "42601" });
    expect(() => markUnreachable(syntax)).toThrow(syntax);
    expect(isDatabaseUnreachable(syntax)).toBe(false);
  });

  it("knows PostgreSQL's connection and shutdown states and the pool's words for a lost connection", () => {
    for (const code of ["08006", "08001", "57P01", "57P03"])
      expect(isDatabaseUnreachable(Object.assign(new Error("x"), { code }))).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
  });

  it("shows the address tried without the password", () => {
    expect(databaseAddress("postgres://xa:secret@db.example:6543/store")).toBe("db.example:6543/store");
    expect(databaseAddress("postgres://localhost/xa")).toBe("localhost:5432/xa");
    expect(databaseAddress("not a url")).not.toContain("not a url");
  });
});
