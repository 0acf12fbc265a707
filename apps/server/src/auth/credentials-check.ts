import { accountSchemas } from "@corp/domain/account";
import type { Lang } from "@corp/domain/lang";
import { AppError } from "../errors.ts";

/** Applies the domain's account and password rules; the first failure becomes the answer's message. */
export function checkCredentialsShape(username: string, password: string, lang: Lang): void {
  const schemas = accountSchemas(lang);
  for (const [field, schema, value] of [
    ["username", schemas.username, username],
    ["password", schemas.password, password],
  ] as const) {
    const result = schema.safeParse(value);
    if (!result.success) {
      const text = result.error.issues[0]?.message ?? "";
      throw new AppError({ text, data: { fields: { [field]: text } } });
    }
  }
}
