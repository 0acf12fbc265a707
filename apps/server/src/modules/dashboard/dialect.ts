import { type Dialect, record } from "../../http/buildadmin-dialect.ts";

/** BuildAdmin's dashboard asks for its remark; the figures come along. */
export const dashboardDialect: Dialect = {
  actions: {
    "dashboard get index": async (_input, call) => ({
      data: { remark: "", ...record(await call("dashboard.overview")) },
    }),
  },
};
