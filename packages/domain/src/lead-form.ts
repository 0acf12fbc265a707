import { z } from "zod";
import { validationMessage } from "./account.ts";
import type { Lang } from "./lang.ts";
import {
  LEAD_EMPTY,
  LEAD_FIELD_LABELS,
  LEAD_FIELDS,
  LEAD_LENGTHS,
  type LeadField,
  type LeadForm,
  type LeadTextField,
  type LeadValues,
} from "./lead-fields.ts";
import { t } from "./messages.ts";

/** A telephone number as people write it: digits with spaces, dashes, brackets, a leading +. */
const PHONE = /^\+?[\d\s()-]{5,30}$/;

const labelIn = (field: LeadField, lang: Lang) => LEAD_FIELD_LABELS[field][lang];

/** The check of one text field the form shows, required or not. */
function textCheck(field: LeadTextField, required: boolean, lang: Lang): z.ZodType<string> {
  const max = LEAD_LENGTHS[field];
  const label = labelIn(field, lang);
  let text = z
    .string()
    .trim()
    .max(max, t("leadFieldTooLong", lang, { field: label, max }));
  if (required) text = text.min(1, t("leadFieldRequired", lang, { field: label }));
  const checked = z.preprocess((v) => (v === undefined || v === null ? "" : v), text);
  if (field === "email")
    return checked.refine(
      (v) => v === "" || z.email().safeParse(v).success,
      validationMessage("email", lang),
    );
  if (field === "mobile")
    return checked.refine(
      (v) => v === "" || (PHONE.test(v) && v.replace(/\D/g, "").length >= 5),
      t("leadPhoneInvalid", lang),
    );
  return checked;
}

/** The check of the consent the form shows: ticked where it is required. */
const consentCheck = (required: boolean, lang: Lang) =>
  z.preprocess(
    (v) => v === true || v === "1" || v === 1 || v === "on" || v === "true",
    required ? z.boolean().refine((v) => v, t("leadConsentRequired", lang)) : z.boolean(),
  );

/**
 * The check of a visitor's send against the site's form, with messages in `lang`: each shown field within
 * its length, the required ones given, an email an email, a phone number a phone number, the consent
 * ticked where it is required; fields the form does not show are dropped. A send with nothing in it is
 * refused as a whole (`leadEmpty`).
 */
export function leadInputSchema(form: LeadForm, lang: Lang): z.ZodType<LeadValues> {
  const shape = Object.fromEntries(
    form.fields.map(({ name, required }) => [
      name,
      name === "consent" ? consentCheck(required, lang) : textCheck(name, required, lang),
    ]),
  );
  return z
    .object(shape)
    .transform((values): LeadValues => ({ ...LEAD_EMPTY, ...values }))
    .refine((values) => LEAD_FIELDS.some((f) => f !== "consent" && values[f] !== ""), t("leadEmpty", lang));
}

/**
 * The messages of a refused send by field name (the first for each), in the form's order; `form` for one
 * about the whole send.
 */
export function leadFieldErrors(error: z.ZodError): Record<string, string> {
  const found = new Map<string, string>();
  for (const issue of error.issues) {
    const name = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    if (!found.has(name)) found.set(name, issue.message);
  }
  const order = (name: string) => {
    const at = (LEAD_FIELDS as readonly string[]).indexOf(name);
    return at < 0 ? LEAD_FIELDS.length : at;
  };
  return Object.fromEntries([...found].sort(([a], [b]) => order(a) - order(b)));
}
