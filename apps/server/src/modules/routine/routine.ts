import { router } from "../../admin/trpc/trpc.ts";
import { attachmentRouter } from "./attachment.ts";
import { configRouter } from "./config.ts";

/** The "routine" menu directory: site configuration and attachments. */
export const routineRouter = router({
  config: configRouter,
  attachment: attachmentRouter,
});
