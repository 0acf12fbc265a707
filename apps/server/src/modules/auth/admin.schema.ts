import { passwordPattern, usernamePattern } from "@corp/domain/account";
import { z } from "zod";
import { enableStatus, rowId } from "../../admin/schemas/common.schema.ts";
import { profileFields } from "../../admin/schemas/profile-fields.schema.ts";

const password = z.string().regex(passwordPattern);

const adminFields = {
  ...profileFields,
  username: z.string().regex(usernamePattern),
  status: enableStatus.default("enable"),
  group_arr: z.array(rowId).min(1).max(50),
};

export const adminAddInput = z.object({ ...adminFields, password });

export const adminEditInput = z.object({
  ...adminFields,
  id: rowId,
  /** Empty keeps the current password. */
  password: z.union([z.literal(""), password]).optional(),
});
