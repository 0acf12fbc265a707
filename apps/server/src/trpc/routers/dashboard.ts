import { z } from "zod";
import { nowSeconds } from "../../envelope.ts";
import { adminProcedure, router } from "../trpc.ts";

const overviewOutput = z.object({
  counts: z.object({ admin: z.number(), user: z.number(), article: z.number(), attachment: z.number() }),
  serverTime: z.number(),
});

export const dashboardRouter = router({
  overview: adminProcedure("dashboard")
    .output(overviewOutput)
    .query(async ({ ctx }) => {
      const db = ctx.services.db;
      const count = (table: "admin" | "user" | "article" | "attachment") =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n));
      const [admin, user, article, attachment] = await Promise.all([
        count("admin"),
        count("user"),
        count("article"),
        count("attachment"),
      ]);
      return { counts: { admin, user, article, attachment }, serverTime: nowSeconds() };
    }),
});
