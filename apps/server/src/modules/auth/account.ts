import { z } from "zod";
import { refused } from "../../admin/crud/errors.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { checkCurrentPassword } from "../../auth/current-password.ts";
import { hashPassword } from "../../auth/password.ts";
import { hashToken } from "../../auth/tokens.ts";
import { nowSeconds } from "../../envelope.ts";
import { changePasswordInput, profileInput } from "./account.schema.ts";

const PROFILE_COLUMNS = [
  "id",
  "username",
  "nickname",
  "avatar",
  "email",
  "mobile",
  "motto",
  "last_login_time",
] as const;

const profileOutput = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  mobile: z.string(),
  motto: z.string(),
  last_login_time: z.number().nullable(),
});

/** routine/adminInfo: the logged-in admin's own profile and password. */
export const accountRouter = router({
  profile: adminProcedure("routine/adminInfo/index")
    .output(profileOutput)
    .query(({ ctx }) =>
      ctx.services.db
        .selectFrom("admin")
        .select(PROFILE_COLUMNS)
        .where("id", "=", ctx.admin.id)
        .executeTakeFirstOrThrow(),
    ),

  saveProfile: adminProcedure("routine/adminInfo/edit")
    .input(profileInput)
    .output(profileOutput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.services.db;
      // An email or mobile number names one admin only.
      for (const [field, taken] of [
        ["email", "emailTaken"],
        ["mobile", "mobileTaken"],
      ] as const) {
        if (!input[field]) continue;
        const other = await db
          .selectFrom("admin")
          .select("id")
          .where(field, "=", input[field])
          .where("id", "<>", ctx.admin.id)
          .executeTakeFirst();
        if (other) throw refused(taken);
      }
      return db
        .updateTable("admin")
        .set({ ...input, update_time: nowSeconds() })
        .where("id", "=", ctx.admin.id)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirstOrThrow();
    }),

  /**
   * A new password needs the current one. Every other session of this admin ends at once; this one
   * lasts until its access token expires (its refresh token is revoked too).
   */
  changePassword: adminProcedure("routine/adminInfo/edit")
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const db = ctx.services.db;
      const row = await db
        .selectFrom("admin")
        .select("password")
        .where("id", "=", ctx.admin.id)
        .executeTakeFirstOrThrow();
      const refusal = await checkCurrentPassword(
        ctx.services.throttle,
        { kind: "admin", id: ctx.admin.id, hash: row.password },
        input.oldPassword,
      );
      if (refusal) throw refused(refusal.key, refusal.params);
      await db
        .updateTable("admin")
        .set({ password: await hashPassword(input.newPassword), update_time: nowSeconds() })
        .where("id", "=", ctx.admin.id)
        .execute();
      await db
        .deleteFrom("token")
        .where("user_id", "=", ctx.admin.id)
        .where((eb) =>
          eb.or([
            eb("type", "=", "admin-refresh"),
            eb.and([eb("type", "=", "admin"), eb("token_hash", "<>", hashToken(ctx.adminToken))]),
          ]),
        )
        .execute();
      return { changed: true };
    }),
});
