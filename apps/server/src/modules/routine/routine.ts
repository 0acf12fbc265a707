import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { attachmentHooks } from "./attachment.ts";
import { configRouter } from "./config.ts";

/** The "routine" menu directory: site configuration and attachments. */
export const routineRouter = router({
  config: configRouter,
  ...collectionRouters("routine", { attachment: attachmentHooks }),
});
