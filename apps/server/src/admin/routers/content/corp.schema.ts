import { z } from "zod";
import { rowId } from "../common.schema.ts";
import { enableStatus, mediaUrl, richText, text, title, weigh } from "./fields.schema.ts";

/**
 * The company profile. The first enabled one is the company the site speaks for: its contact details
 * are the footer's, the contact page's and the settings' `addr`, `fwrx`, `email`, `zipcode`,
 * `recordNumber` and `wx_qr` (ADR 0012).
 */
export const corpInput = z.object({
  name: title(100),
  name_en: text(200),
  slogan: text(255),
  summary: text(1000),
  content: richText,
  culture: richText,
  logo: mediaUrl,
  image: mediaUrl,
  qr: mediaUrl,
  founded_year: z.coerce.number().int().min(1800).max(2100).nullable().default(null),
  address: text(255),
  phone: text(50),
  email: z.union([z.literal(""), z.email().max(100)]).default(""),
  website: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v === "" || /^https?:\/\/[^\s/]+/i.test(v), "httpUrl")
    .default(""),
  zipcode: z
    .string()
    .trim()
    .regex(/^[\dA-Za-z -]{0,20}$/, "zipcode")
    .default(""),
  record_number: text(100),
  weigh,
  status: enableStatus.default("enable"),
});

export const corpEditInput = corpInput.extend({ id: rowId });
