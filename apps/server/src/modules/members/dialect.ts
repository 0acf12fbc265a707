import type { Dialect } from "../../routes/admin/buildadmin/dialect.ts";

/** BuildAdmin's member list shows and sends a member's status as the words "enable" and "disable", as here. */
export const membersDialect: Dialect = { statusWords: ["user.user"] };
