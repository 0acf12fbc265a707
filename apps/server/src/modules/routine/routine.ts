import { collectionRouters } from "../../admin/crud/collection-routers.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { attachmentHooks } from "./attachment.ts";
import { backupRouter } from "./backup.ts";
import { configRouter } from "./config.ts";

/** The "routine" menu directory: site configuration, attachments and backups. */
export const routineRouter = router({
  ...collectionRouters("routine", { attachment: attachmentHooks }),
  // The settings' own router: the collection's procedures and the settings page's.
  config: configRouter,
  // The backups' own router: the list and delete, the schedule and "back up now".
  backup: backupRouter,
});
