import { z } from "zod";
import { mobilePattern, passwordPattern, usernamePattern } from "../../account.ts";
import { avatarPattern } from "../../member-profile.ts";
import { LABELS, type Texts } from "../texts.ts";
import { EXAMPLES, type Field, LIKE, listed, type Options, plain } from "./field-types.ts";

const password = z.string().regex(passwordPattern);

/** Fields of an account: its sign-in name, its password and its mobile number (SPEC §5's checks). */
export const accountFields = {
  /** The sign-in name: a letter, then letters, digits or `_`, 3 to 15 in all; listed and sorted. */
  username: (length: number, options: Options = {}) =>
    ({
      column: { sql: `character varying(${length})`, nullable: false },
      label: options.label ?? LABELS.username,
      read: z.string(),
      example: EXAMPLES.username,
      hasDefault: false,
      list: listed({ ...plain(LIKE), sortable: true }, options),
      form: { input: "string", value: z.string().regex(usernamePattern), initial: "", message: "username" },
    }) as const satisfies Field,

  /**
   * A password, stored as its hash and never read back: required for a new row; an edit that leaves it
   * empty keeps the current one.
   */
  password: (options: { label?: Texts; editHelp: Texts }) =>
    ({
      column: { sql: "text", nullable: false },
      label: options.label ?? LABELS.password,
      read: z.string(),
      example: EXAMPLES.password,
      hasDefault: false,
      unread: true,
      clean: "password",
      form: {
        input: "password",
        value: password,
        editValue: z.union([z.literal(""), password]).optional(),
        initial: "",
        editHelp: options.editHelp,
        message: "password",
      },
    }) as const satisfies Field,

  /** A mainland mobile number, '' for none. */
  mobile: (length: number, options: Options = {}) =>
    ({
      column: { sql: `character varying(${length})`, nullable: false, default: "''" },
      label: options.label ?? LABELS.mobile,
      read: z.string(),
      example: EXAMPLES.mobile,
      hasDefault: true,
      list: listed(plain(LIKE), options),
      form: {
        input: "string",
        value: z.union([z.literal(""), z.string().regex(mobilePattern)]).default(""),
        initial: "",
        message: "mobile",
      },
    }) as const satisfies Field,

  /** A member's picture: only an upload of the site's own file store, '' for none (issue 24, N10). */
  avatar: (length: number, options: Options = {}) =>
    ({
      column: { sql: `character varying(${length})`, nullable: false, default: "''" },
      label: options.label ?? LABELS.avatar,
      read: z.string(),
      example: EXAMPLES.image,
      // One given must be an upload of this site: an add's example leaves it empty.
      addExample: "",
      hasDefault: true,
      list: listed({ ...plain(false), cell: "image" }, options),
      form: {
        input: "image",
        value: z.string().trim().max(length).regex(avatarPattern, "avatarNotStored").default(""),
        initial: "",
      },
    }) as const satisfies Field,

  /** A day ('YYYY-MM-DD'), or none (NULL): a birthday. */
  day: (options: Options & { label: Texts }) =>
    ({
      column: { sql: "date", nullable: true },
      label: options.label,
      read: z.string().nullable(),
      example: EXAMPLES.day,
      hasDefault: true,
      list: listed(plain(false), options),
      form: {
        input: "date",
        value: z
          .union([z.literal(""), z.iso.date(), z.null()])
          .default("")
          .transform((day) => day || null),
        initial: "",
      },
    }) as const satisfies Field,
};

/** The fields of an account whose changes the seeded sensitive-data rule logs, the password masked. */
export const ACCOUNT_WATCHED_FIELDS = {
  username: { title: "用户名" },
  mobile: { title: "手机号" },
  email: { title: "邮箱" },
  password: { title: "密码", secret: true },
  status: { title: "状态" },
} as const;
