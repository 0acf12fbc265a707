import { z } from "zod";
import {
  commaListValue,
  httpUrl,
  linkUrl,
  mediaUrl,
  optionalText,
  requiredText,
  sitePath,
  videoUrl,
} from "../field-values.ts";
import { LABELS } from "../texts.ts";
import {
  type ColumnSpec,
  EXAMPLES,
  exampled,
  type Field,
  listed,
  type Options,
  plain,
  withHelp,
} from "./field-types.ts";

/** A text's own pattern and the catalogue key of its message ("eventDate"); zod's own message without one. */
type Match = { readonly match?: readonly [RegExp, string?] };

const matching = (value: z.ZodString, match: Match["match"]) =>
  match ? value.regex(match[0], match[1]) : value;

const varchar = (length: number, defaultValue?: string): ColumnSpec => ({
  sql: `character varying(${length})`,
  nullable: false,
  ...(defaultValue === undefined ? {} : { default: defaultValue }),
});

/** Fields holding one line or a paragraph of text, an address or a file's URL. */
export const textFields = {
  /**
   * A required line of text (a title, a name); `match` checks it against a pattern. `default` is the
   * column's default where the table has one ('' for a file's name), though the form always needs one.
   */
  title: <const D extends string | undefined = undefined>(
    length: number,
    options: Options & Match & { default?: D } = {},
  ) =>
    ({
      column: varchar(length, options.default),
      label: options.label ?? LABELS.title,
      read: z.string(),
      ...exampled(options),
      hasDefault: (options.default !== undefined) as D extends string ? true : false,
      list: listed(plain(), options),
      form: {
        input: "string",
        value: matching(requiredText(length), options.match),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An optional line of text, '' when empty; `match` checks it against a pattern. */
  text: (length: number, options: Options & Match = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.title,
      read: z.string(),
      ...exampled(options),
      hasDefault: true,
      list: listed(plain(), options),
      form: {
        input: "string",
        value: matching(z.string().trim().max(length), options.match).default(""),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** Names kept as one text separated by commas ('' for none), sent as that text or as a list. */
  commaList: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.title,
      read: z.string(),
      hasDefault: true,
      list: listed(plain(), options),
      form: { input: "string", value: commaListValue(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** An optional paragraph of plain text, '' when empty. */
  textarea: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.summary,
      read: z.string(),
      ...exampled(options),
      hasDefault: true,
      list: listed(plain(), options),
      form: { input: "textarea", value: optionalText(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** A path of the public site ('/list', '/us/company'), required; sorts and is searched. */
  sitePath: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.path,
      read: z.string(),
      example: EXAMPLES.path,
      hasDefault: false,
      list: listed({ ...plain(), sortable: true }, options),
      form: { input: "string", value: sitePath(length), initial: "/", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Another site's address, required; the list links to it. */
  httpUrl: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.link,
      read: z.string(),
      example: EXAMPLES.url,
      hasDefault: false,
      list: listed({ ...plain(), cell: "externalLink" }, options),
      form: { input: "string", value: httpUrl(length), initial: "https://", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Where a click leads: a site path, an anchor or an address; '' for nowhere. */
  link: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.link,
      read: z.string(),
      example: options.example ?? EXAMPLES.url,
      hasDefault: true,
      list: listed(plain(false), options),
      form: { input: "string", value: linkUrl(length), initial: "", help: options.help ?? LABELS.linkHelp },
    }) as const satisfies Field,

  /** A picture uploaded or chosen from the attachments, '' for none. */
  image: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.image,
      read: z.string(),
      example: EXAMPLES.image,
      ...exampled({ addExample: options.addExample }),
      hasDefault: true,
      list: listed({ ...plain(false), cell: "image" }, options),
      form: { input: "image", value: mediaUrl(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** A picture that must be given. */
  requiredImage: (length: number, options: Options = {}) =>
    ({
      column: varchar(length),
      label: options.label ?? LABELS.image,
      read: z.string(),
      example: EXAMPLES.image,
      hasDefault: false,
      list: listed({ ...plain(false), cell: "image" }, options),
      form: {
        input: "image",
        value: mediaUrl(length).refine((v) => v !== "", "required"),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An MP4 or HLS (.m3u8) address the player plays, '' for none; not listed. */
  video: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.video,
      read: z.string(),
      ...exampled(options),
      hasDefault: true,
      form: { input: "video", value: videoUrl(length), initial: "", ...withHelp(options.help) },
    }) as const satisfies Field,

  /** Text the server writes (derived from what the form sends), listed and filtered by its value. */
  kept: <const D extends string | undefined = undefined>(
    length: number,
    options: Pick<Options, "label" | "list" | "example"> & { default?: D } = {},
  ) =>
    ({
      column: varchar(length, options.default),
      label: options.label ?? LABELS.title,
      read: z.string(),
      ...exampled(options),
      hasDefault: (options.default !== undefined) as D extends string ? true : false,
      list: listed(plain({ operator: "eq", kind: "text" }), options),
    }) as const satisfies Field,

  /** A value a log keeps as text, or NULL (a field's value before and after a change); searched by part. */
  loggedText: (options: Pick<Options, "label" | "list" | "example"> = {}) =>
    ({
      column: { sql: "text", nullable: true },
      label: options.label ?? LABELS.title,
      read: z.string().nullable(),
      ...exampled(options),
      hasDefault: true,
      list: listed(plain(), options),
    }) as const satisfies Field,

  /** An optional line of text kept as NULL when left empty (a title in another language). */
  textOrNull: (length: number, options: Options = {}) =>
    ({
      column: { sql: `character varying(${length})`, nullable: true },
      label: options.label ?? LABELS.title,
      read: z.string().nullable(),
      ...exampled(options),
      hasDefault: true,
      list: listed(plain(), options),
      form: {
        input: "string",
        value: z
          .string()
          .trim()
          .max(length)
          .nullable()
          .default(null)
          .transform((value) => value || null),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** A Font Awesome icon's class ("fa fa-user"), '' for none; a new row takes `initial`. */
  icon: (length: number, options: Options & { initial: string }) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.icon,
      read: z.string(),
      hasDefault: true,
      list: listed({ ...plain(false), cell: "icon" }, options),
      form: {
        input: "icon",
        value: z.string().trim().max(length).default(""),
        initial: options.initial,
        ...withHelp(options.help),
      },
    }) as const satisfies Field,

  /** An optional email address, '' when none. */
  email: (length: number, options: Options = {}) =>
    ({
      column: varchar(length, "''"),
      label: options.label ?? LABELS.email,
      read: z.string(),
      example: EXAMPLES.email,
      hasDefault: true,
      list: listed(plain(false), options),
      form: {
        input: "string",
        value: z.union([z.literal(""), z.email().max(length)]).default(""),
        initial: "",
        ...withHelp(options.help),
      },
    }) as const satisfies Field,
};
