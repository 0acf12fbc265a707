import { mobilePattern } from "@corp/domain/account";
import { z } from "zod";

/** What an admin may change of his own profile; the admin and member lists' forms share these fields. */
export const profileFields = {
  nickname: z.string().trim().min(1).max(50),
  avatar: z.string().max(255).default(""),
  email: z.union([z.literal(""), z.email().max(100)]).default(""),
  mobile: z.union([z.literal(""), z.string().regex(mobilePattern)]).default(""),
  motto: z.string().max(255).default(""),
};
