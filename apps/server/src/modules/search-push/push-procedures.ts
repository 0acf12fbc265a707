import { articlePagePath } from "@corp/domain/public-pages";
import { z } from "zod";
import { refused } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure } from "../../admin/trpc/trpc.ts";
import type { AppServices } from "../../services/app-services.ts";
import { enginesOn, pushAgain, pushSoon, queuePush } from "./push-queue.ts";

const pushed = z.object({ queued: z.number() });

/** Why nothing can be pushed now, as a refusal; nothing when the site can push. */
async function requirePushing(services: AppServices): Promise<void> {
  if (!services.env.SITE_URL) throw refused("searchPushNoSite");
  if ((await enginesOn(services)).length === 0) throw refused("searchPushOff");
}

/** The articles' "push" button: their addresses queued again for every engine on, sent at once. */
export const articlePushProcedures = {
  push: adminProcedure("content/article/push")
    .input(idsInput)
    .output(pushed)
    .mutation(async ({ ctx, input }) => {
      await requirePushing(ctx.services);
      const now = Math.floor(Date.now() / 1000);
      const live = await ctx.services.db
        .selectFrom("article")
        .select("id")
        .where("id", "in", input.ids)
        .where("status", "=", "published")
        .where("publish_time", "<=", now)
        .execute();
      if (live.length === 0) throw refused("searchPushNotPublic");
      const queued = await queuePush(
        ctx.services,
        live.map((row) => articlePagePath(row.id)),
      );
      pushSoon(ctx.services);
      return { queued };
    }),
};

/** The push records' "push" button: the chosen rows sent again now, with fresh tries. */
export const searchPushProcedures = {
  push: adminProcedure("content/searchPush/push")
    .input(idsInput)
    .output(pushed)
    .mutation(async ({ ctx, input }) => {
      await requirePushing(ctx.services);
      const queued = await pushAgain(ctx.services, input.ids);
      pushSoon(ctx.services);
      return { queued };
    }),
};
