import type { Collection } from "@corp/domain/collections/collection";
import { friendLink } from "@corp/domain/collections/content/friend-link";
import { field } from "@corp/domain/collections/fields";
import { COLLECTIONS } from "@corp/domain/collections/registry";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueOf, driftOf, normalDefault } from "./collection-drift.ts";
import { createTestDatabase, type TestDatabase } from "./testing.ts";

describe("collections and their migrations", () => {
  let handle: TestDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db as unknown as Kysely<unknown>;
  });
  afterAll(async () => {
    await handle.close();
  });

  it.each(COLLECTIONS.map((c) => [c.table, c] as const))(
    "%s: every declared column has the type, nullability and default of the migrated table, and nothing else is there",
    async (table, collection) => {
      expect(driftOf(collection, await catalogueOf(db, table))).toEqual([]);
    },
  );

  it("names each disagreement when a declaration is changed by hand", async () => {
    const { status: _status, ...fields } = friendLink.fields;
    const changed: Collection = {
      ...friendLink,
      fields: { ...fields, title: field.title(120), link: field.textarea(255), extra: field.weigh() },
      indexes: [{ columns: ["title"], unique: true }],
      key: "title",
      cache: "page",
    };
    expect(driftOf(changed, await catalogueOf(db, "friend_link"))).toEqual([
      "friend_link.title: type character varying(100), declared character varying(120)",
      "friend_link.link: default none, declared ''",
      "friend_link.link: the database does not fill it, declared otherwise",
      "friend_link.extra: declared, not in the table",
      "friend_link.status: in the table, not declared",
      "friend_link: writes bump content scope site, declared page",
      "friend_link: primary key (id), declared (title)",
      "friend_link: index unique (title) not in the table",
    ]);
  });

  it("takes a column filled by a trigger only where a trigger runs before an insert", async () => {
    const { weigh: _weigh, ...fields } = friendLink.fields;
    const byTrigger: Collection = {
      ...friendLink,
      fields: {
        ...fields,
        weigh: field.balance({
          label: {
            "zh-cn": "权重",
            en: "Weigh",
          },
        }),
      },
    };
    expect(driftOf(byTrigger, await catalogueOf(db, "friend_link"))).toContain(
      "friend_link.weigh: declared filled by a trigger, the table has no trigger before an insert",
    );
    expect((await catalogueOf(db, "user_money_log")).insertTrigger).toBe(true);
  });

  it("reads defaults as declarations write them", () => {
    expect(normalDefault("nextval('friend_link_id_seq'::regclass)")).toBe("serial");
    expect(normalDefault("''::character varying")).toBe("''");
    expect(normalDefault("'enable'::text")).toBe("'enable'");
    expect(normalDefault("(floor(EXTRACT(epoch FROM now())))::bigint")).toBe(
      "floor(EXTRACT(epoch FROM now()))",
    );
    expect(normalDefault("'[]'::jsonb")).toBe("'[]'");
    expect(normalDefault(null)).toBeUndefined();
  });
});
