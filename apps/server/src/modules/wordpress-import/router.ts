import { rowIdSchema } from "@corp/domain/row-id";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { adminProcedure } from "../../admin/trpc/trpc.ts";
import { AppError } from "../../errors.ts";
import { startRun } from "./import-runs.ts";
import { placedMedia, placeMissingFile } from "./place-media.ts";

/** content/wordpressImport: a running run is never deleted; a deleted run's stored files go with it. */
export const importRunHooks: CollectionHooks = {
  beforeDelete: async (trx, ids) => {
    const rows = await trx
      .selectFrom("import_run")
      .select(["status", "file_key", "media_key"])
      .where("id", "in", ids)
      .execute();
    if (rows.some((row) => row.status === "running")) throw refused("wordpressImportDeleteRunning");
    return rows.flatMap((row) => [row.file_key, row.media_key].filter(Boolean));
  },
  afterDelete: async (keys, ctx) => {
    for (const key of (keys as string[] | undefined) ?? []) await ctx.services.imports.remove(key);
  },
};

const progress = z.object({
  id: z.number(),
  status: z.enum(["previewed", "running", "done", "failed"]),
  total: z.number(),
  done: z.number(),
  imported: z.number(),
  skipped: z.number(),
  error: z.string(),
  report: z.unknown(),
});

/** The import page's own procedures: start a run, and follow it (the progress bar, then the report). */
export const importRunProcedures = {
  import: adminProcedure("content/wordpressImport/import")
    .input(z.object({ id: rowIdSchema }))
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => {
      try {
        await startRun(ctx.services, input.id, ctx.lang);
      } catch (error) {
        if (error instanceof AppError) throw new TRPCError({ code: "BAD_REQUEST", cause: error });
        throw error;
      }
      return { id: input.id };
    }),
  /** A file the report lists as missing from a post or page, uploaded as an attachment, put in its place. */
  placeMedia: adminProcedure("content/wordpressImport/import")
    .input(placedMedia)
    .output(z.object({ line: z.unknown() }))
    .mutation(async ({ ctx, input }) => {
      try {
        return { line: await placeMissingFile(ctx.services, input) };
      } catch (error) {
        if (error instanceof AppError) throw new TRPCError({ code: "BAD_REQUEST", cause: error });
        throw error;
      }
    }),
  progress: adminProcedure("content/wordpressImport/index")
    .input(z.object({ id: rowIdSchema }))
    .output(progress)
    .query(async ({ ctx, input }) => {
      const row = await ctx.services.db
        .selectFrom("import_run")
        .select(["id", "status", "total", "done", "imported", "skipped", "error", "report"])
        .where("id", "=", input.id)
        .executeTakeFirst();
      if (!row) throw new TRPCError({ code: "NOT_FOUND", cause: new AppError({ key: "recordNotFound" }) });
      return row;
    }),
};
