import { z } from "zod";
import { LEAD_FIELD_LABELS, LEAD_LENGTHS } from "../../lead-fields.ts";
import { rowIdSchema } from "../../row-id.ts";
import { defineCollection } from "../collection.ts";
import { EXAMPLES, type Field, field } from "../fields.ts";
import { LABELS, texts } from "../texts.ts";

/** Where a lead stands in the inbox: new, handled, or spam (a honeypot catch, or marked by an admin). */
export const LEAD_STATUSES = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A select's "none" ('' or "0") is no assignee. */
const noneAsNull = (v: unknown) => (v === "" || v === "0" || v === undefined ? null : v);

/**
 * The admin a lead is given to, or none (NULL, also once that admin is deleted): chosen in the lead page's
 * own select of admins (a content editor may not list the admins' page), listed by the admin's name.
 */
const assignee = {
  column: { sql: "integer", nullable: true },
  label: texts("负责人", "Assignee"),
  read: z.number().nullable(),
  hasDefault: true,
  list: { cell: "relation", filter: false, sortable: false, hidden: false },
  form: {
    input: "custom",
    value: z.preprocess(noneAsNull, rowIdSchema.nullable().default(null)),
    initial: "",
  },
  relation: { table: "admin", labelField: "nickname", as: "assignee_name" },
} as const satisfies Field;

/** A visitor's words: kept as sent, never changed by an admin, found by the quick search. */
const said = (name: keyof typeof LEAD_LENGTHS, hidden = false) =>
  field.kept(LEAD_LENGTHS[name], {
    label: LEAD_FIELD_LABELS[name],
    default: "''",
    list: { filter: false, hidden },
    ...(name === "mobile" || name === "email" ? { example: EXAMPLES[name] } : {}),
  });

/**
 * content/lead: the leads visitors send from the lead form (the contact page, or any page placing it),
 * with the page and address they came from. Their words are read only: an admin sets a lead's status
 * (new, handled, spam), gives it to an admin and writes a remark. `submit_key` is the form's own key of
 * one fill: a send retried with it is stored once (its unique index). Old leads are deleted after the
 * days the settings keep them. Not a public table: no public answer shows it.
 */
export const lead = defineCollection({
  table: "lead",
  node: "content/lead",
  title: texts("在线留言", "Leads"),
  one: texts("留言", "lead"),
  icon: "fa fa-envelope-o",
  menuOrder: 13,
  actions: ["index", "edit", "del"],
  fields: {
    id: field.id({ list: {} }),
    status: field.choice(LEAD_STATUSES, {
      label: texts("处理状态", "Status"),
      initial: "new",
      labels: {
        new: texts("新留言", "New"),
        handled: texts("已处理", "Handled"),
        spam: texts("垃圾留言", "Spam"),
      },
      badges: { new: "orange", handled: "green", spam: "gray" },
    }),
    name: said("name"),
    mobile: said("mobile"),
    email: said("email", true),
    company: said("company", true),
    subject: said("subject"),
    message: said("message"),
    consent: field.flag({
      label: LEAD_FIELD_LABELS.consent,
      labels: { 0: texts("未同意", "Not given"), 1: texts("已同意", "Given") },
      list: { hidden: true },
    }),
    page: field.kept(255, {
      label: texts("来源页面", "Sent from"),
      default: "''",
      list: { filter: false, hidden: true },
    }),
    ip: field.kept(50, {
      label: texts("IP", "IP"),
      default: "''",
      list: { hidden: true },
      example: EXAMPLES.ip,
    }),
    useragent: field.kept(255, {
      label: texts("浏览器标识", "User agent"),
      default: "''",
      list: { hidden: true, filter: false },
    }),
    assignee_id: assignee,
    remark: field.textarea(500, { label: LABELS.remark, list: { hidden: true } }),
    submit_key: field.kept(64, { label: texts("提交编号", "Submission key"), list: { hidden: true } }),
    create_time: field.createTime({
      label: texts("留言时间", "Sent"),
      list: { filter: { operator: "RANGE", kind: "datetime" } },
    }),
    update_time: field.updateTime({ list: { hidden: true } }),
  },
  list: {
    quickSearch: ["name", "mobile", "email", "company", "subject", "message"],
    columns: [
      "id",
      "status",
      "name",
      "mobile",
      "email",
      "company",
      "subject",
      "message",
      "consent",
      "page",
      "ip",
      "useragent",
      "assignee_id",
      "remark",
      "submit_key",
      "create_time",
      "update_time",
    ],
    order: "id,desc",
  },
  form: ["status", "assignee_id", "remark"],
  indexes: [
    { columns: ["submit_key"], unique: true },
    { columns: ["status"], unique: false },
    { columns: ["create_time"], unique: false },
    { columns: ["assignee_id"], unique: false },
  ],
});
