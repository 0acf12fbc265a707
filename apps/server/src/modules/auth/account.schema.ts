import { passwordPattern } from "@corp/domain/account";
import { z } from "zod";
import { profileFields } from "../../admin/schemas/profile-fields.schema.ts";

export const profileInput = z.object(profileFields);

export const changePasswordInput = z.object({
  oldPassword: z.string().min(1).max(64),
  newPassword: z.string().regex(passwordPattern),
});
