import type { Dialect } from "../../http/buildadmin-dialect.ts";
import { requestOrigin } from "../../request-origin.ts";
import { attachmentRows } from "./attachment-answer.ts";
import { configIndexAnswer } from "./config-answer.ts";

type Rows = Parameters<typeof attachmentRows>[2];

/**
 * BuildAdmin's settings page reads the groups as its tabs (its items are added by the generic add); its
 * attachment page reads each file's suffix, full URL and uploader.
 */
export const routineDialect: Dialect = {
  actions: {
    "routine.config get index": async (_input, call, lang) => ({
      data: configIndexAnswer(
        (await call("routine.config.getGroups")) as Parameters<typeof configIndexAnswer>[0],
        lang,
      ),
    }),
  },
  answers: {
    "routine.attachment get index": async (services, request, result) => {
      const answer = result as { list: Rows };
      return { ...answer, list: await attachmentRows(services.db, requestOrigin(request), answer.list) };
    },
    "routine.attachment get edit": async (services, request, result) => {
      const [row] = await attachmentRows(services.db, requestOrigin(request), [result as Rows[number]]);
      return row;
    },
  },
};
