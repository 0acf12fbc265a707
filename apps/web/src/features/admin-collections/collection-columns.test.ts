import { banner } from "@corp/domain/collections/content/banner";
import { friendLink } from "@corp/domain/collections/content/friend-link";
import { pageArticle } from "@corp/domain/collections/content/page-article";
import { memberRule } from "@corp/domain/collections/members/member-rule";
import type { TFunction } from "i18next";
import { isValidElement } from "react";
import { describe, expect, it } from "vitest";
import { collectionColumns, collectionDefaults, collectionFields } from "./collection-columns.tsx";

const t = ((key: string) => key) as unknown as TFunction;

describe("a collection's page from its declaration", () => {
  it("lists the listed fields with their labels, filters and sorting, in the declared column order", () => {
    const columns = collectionColumns(banner, t);
    expect(columns.map((c) => c.field)).toEqual([
      "image",
      "title",
      "summary",
      "link",
      "weigh",
      "status",
      "update_time",
    ]);
    expect(columns.find((c) => c.field === "title")).toMatchObject({
      label: "collections.content/banner.fields.title",
      filter: { kind: "text", operator: "LIKE" },
    });
    expect(columns.find((c) => c.field === "status")?.filter).toMatchObject({
      kind: "select",
      operator: "eq",
    });
    expect(columns.filter((c) => c.sortable).map((c) => c.field)).toEqual(["weigh", "update_time"]);
    expect(columns.filter((c) => c.filter === false).map((c) => c.field)).toEqual([
      "image",
      "link",
      "weigh",
      "update_time",
    ]);
  });

  it("writes the form's fields in declaration order, with help where declared and none of the kept ones", () => {
    const fields = collectionFields(friendLink, t);
    // An English field follows its Chinese one.
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ["title", "string"],
      ["title_en", "string"],
      ["link", "string"],
      ["weigh", "number"],
      ["status", "radio"],
    ]);
    expect(fields.find((f) => f.name === "link")?.help).toBe("collections.content/friendLink.help.link");
    expect(fields.find((f) => f.name === "title")?.help).toBeUndefined();
  });

  it("starts a new row from each field's initial value and an edit from the row", () => {
    expect(collectionDefaults(friendLink, undefined)).toEqual({
      title: "",
      title_en: "",
      link: "https://",
      weigh: 0,
      status: "enable",
    });
    const row = { id: 3, title: "工信部", link: "https://www.miit.gov.cn", weigh: 5, status: "disable" };
    expect(collectionDefaults(friendLink, row)).toEqual({
      title: "工信部",
      link: "https://www.miit.gov.cn",
      weigh: 5,
      status: "disable",
    });
  });

  it("chooses a relation among the related rows: a select in the form and the filter, the row's name in the list", () => {
    const choices = { page_id: [{ value: "2", label: "发展历程" }] };
    const column = collectionColumns(pageArticle, t, choices).find((c) => c.field === "page_id");
    expect(column?.filter).toEqual({ kind: "select", operator: "eq", options: choices.page_id });
    expect(column?.render?.({ id: 1, page_id: 2, page_title: "发展历程" })).toBe("发展历程");
    const fields = collectionFields(pageArticle, t, choices);
    expect(fields.map((f) => f.name)).toEqual([
      "page_id",
      "title",
      "title_en",
      "event_date",
      "image",
      "content",
      "content_en",
      "weigh",
      "status",
    ]);
    expect(fields[0]).toMatchObject({ type: "select", options: choices.page_id });
    expect(collectionDefaults(pageArticle, undefined, choices)).toMatchObject({ page_id: "2", content: "" });
  });

  it("takes a yes-or-no with a switch and an icon with the icon picker, and lists a rule's type as a badge", () => {
    const fields = collectionFields(memberRule, t);
    expect(fields.find((f) => f.name === "keepalive")?.type).toBe("switch");
    expect(fields.find((f) => f.name === "icon")?.type).toBe("icon");
    const row = { id: 4, keepalive: 1, no_login_valid: 0, icon: "", type: "button", menu_type: null };
    expect(collectionDefaults(memberRule, row)).toMatchObject({ keepalive: true, no_login_valid: false });
    expect(collectionDefaults(memberRule, undefined)).toMatchObject({
      keepalive: false,
      icon: "fa fa-circle-o",
      menu_type: "tab",
    });
    const columns = collectionColumns(memberRule, t);
    // A number kept by the row is found among its choices, which are keyed by text.
    expect(columns.find((c) => c.field === "no_login_valid")?.render?.(row)).toBe(
      "collections.user/rule.choices.no_login_valid.0",
    );
    expect(columns.find((c) => c.field === "icon")?.render?.(row)).toBeNull();
    const badge = columns.find((c) => c.field === "type")?.render?.(row);
    expect(isValidElement(badge) && (badge.props as { colorPalette: string }).colorPalette).toBe("gray");
  });
});
