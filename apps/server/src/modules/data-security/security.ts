import { router } from "../../admin/trpc/trpc.ts";
import { dataRecycleRouter } from "./data-recycle.ts";
import { dataRecycleLogRouter } from "./data-recycle-log.ts";
import { sensitiveDataRouter } from "./sensitive-data.ts";
import { sensitiveDataLogRouter } from "./sensitive-data-log.ts";

/** The "security" menu directory: the recycle bin, the sensitive-data log and their rules (ADR 0016). */
export const securityRouter = router({
  dataRecycleLog: dataRecycleLogRouter,
  sensitiveDataLog: sensitiveDataLogRouter,
  dataRecycle: dataRecycleRouter,
  sensitiveData: sensitiveDataRouter,
});
