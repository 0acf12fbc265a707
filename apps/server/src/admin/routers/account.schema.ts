import { mobilePattern, passwordPattern } from "@corp/domain/account";
import { z } from "zod";

/** What an admin may change of his own profile; the admin list's form shares these fields. */
export const profileFields = {
  nickname: z.string().trim().min(1).max(50),
  avatar: z.string().max(255).default(""),
  email: z.union([z.literal(""), z.email().max(100)]).default(""),
  mobile: z.union([z.literal(""), z.string().regex(mobilePattern)]).default(""),
  motto: z.string().max(255).default(""),
};

export const profileInput = z.object(profileFields);

export const changePasswordInput = z.object({
  oldPassword: z.string().min(1).max(64),
  newPassword: z.string().regex(passwordPattern),
});
