import { passwordPattern, usernamePattern } from "@corp/domain/account";
import { avatarPattern } from "@corp/domain/member-profile";
import { z } from "zod";
import { enableStatus, rowId } from "../../admin/schemas/common.schema.ts";
import { profileFields } from "../../admin/schemas/profile-fields.schema.ts";

const password = z.string().regex(passwordPattern);

/** 0 unknown, 1 male, 2 female (SPEC §3). */
export const genders = [0, 1, 2] as const;

const memberFields = {
  ...profileFields,
  /** Only the site's own uploads (issue 24, N10); the router asks the file store too. */
  avatar: z.string().trim().max(255).regex(avatarPattern, "avatarNotStored").default(""),
  username: z.string().regex(usernamePattern),
  group_id: rowId,
  gender: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
    .default(0),
  /** 'YYYY-MM-DD', or '' (or null, as the row answers it) for none. */
  birthday: z.union([z.literal(""), z.iso.date(), z.null()]).default(""),
  status: enableStatus.default("enable"),
};

export const memberAddInput = z.object({ ...memberFields, password });

export const memberEditInput = z.object({
  ...memberFields,
  id: rowId,
  /** Empty keeps the current password; another one resets it and ends the member's sessions. */
  password: z.union([z.literal(""), password]).optional(),
});
