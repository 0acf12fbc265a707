import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { attachmentHooks } from "./attachment.ts";
import { configRouter } from "./config.ts";

/** The "routine" menu directory: site configuration and attachments. */
export const routineRouter = router({
  ...collectionRouters("routine", { attachment: attachmentHooks }),
  // The settings' own router: the collection's procedures and the settings page's.
  config: configRouter,
});
