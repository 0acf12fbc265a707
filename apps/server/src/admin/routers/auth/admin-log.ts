import { z } from "zod";
import { crud } from "../../crud/crud.ts";
import { router } from "../../trpc/trpc.ts";

const logRow = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  username: z.string(),
  url: z.string(),
  title: z.string(),
  data: z.unknown(),
  ip: z.string(),
  useragent: z.string(),
  create_time: z.number(),
});

const logs = crud({
  table: "admin_log",
  node: "auth/adminLog",
  row: logRow,
  quickSearch: ["title", "username", "url"],
  defaultOrder: "id,desc",
});

/** auth/adminLog: the record of admin writes, read-only. Secrets were masked when written. */
export const adminLogRouter = router({
  index: logs.index(),
  exportCsv: logs.exportCsv(),
});
