import type { Database, User } from "@corp/db/schema";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { type Accounts, authorize } from "../../../auth/authorize.ts";
import { identities, tokenFromHeaders } from "../../../auth/identity.ts";
import { AppError, needLogin } from "../../../errors.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { type ConfigValues, configFlag, loadConfig } from "../../../services/site-config.ts";
import { loadEnabledUser } from "../user-account.ts";

/** Who passed the member gate. */
export type MemberSession = { token: string; user: User; config: ConfigValues };

/** Refuses every member-centre call while the centre is switched off (SPEC §6, layout mode Disable). */
export async function requireOpenCentre(db: Kysely<Database>): Promise<ConfigValues> {
  const config = await loadConfig(db);
  if (!configFlag(config, "open_member_center", true)) throw new AppError({ key: "memberCenterClosed" });
  return config;
}

/** Whether the member's group grants the member rule `node` (or the rule is valid without login). */
async function memberMayUse(db: Kysely<Database>, user: User, node: string): Promise<boolean> {
  const rule = await db
    .selectFrom("user_rule")
    .select("id")
    .where("name", "=", node)
    .where("status", "=", "enable")
    .where((eb) =>
      eb.or([
        eb("no_login_valid", "=", 1),
        eb(
          "id",
          "in",
          eb.selectFrom("user_group_rule").select("rule_id").where("group_id", "=", user.group_id),
        ),
      ]),
    )
    .executeTakeFirst();
  return rule !== undefined;
}

/** The members to the gate (`auth/authorize.ts`): an enabled member, whose group's rules name his pages. */
const members: Accounts<User> = {
  identity: identities.user,
  load: async (services, id, token) => {
    const user = await loadEnabledUser(services.db, id);
    // A disabled member is logged out.
    if (!user) {
      await services.tokens.endSession(token, undefined);
      throw needLogin();
    }
    return user;
  },
  mayUse: (services, user, node) => memberMayUse(services.db, user, node),
};

/**
 * The member gate of `/api/account/*` and the member ajax calls: the centre open, then the one gate of
 * admins and members: a live session (303 need login, 409 expired), an enabled member (a disabled one is
 * logged out: 303), and, when a node is named, the member rule that grants the page (HTTP 403, envelope 401).
 */
export const memberGuard =
  (services: AppServices, node: string | null) =>
  async (request: FastifyRequest): Promise<MemberSession> => {
    const config = await requireOpenCentre(services.db);
    const token = tokenFromHeaders(request.headers, identities.user);
    const user = await authorize(services, members, token, node);
    return { token, user, config };
  };
