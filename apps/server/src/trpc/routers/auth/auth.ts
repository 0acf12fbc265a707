import { router } from "../../trpc.ts";
import { adminRouter } from "./admin.ts";

/** The "auth" menu directory: admins, groups, rules, admin log. */
export const authRouter = router({
  admin: adminRouter,
});
