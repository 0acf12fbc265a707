import { isAllowed } from "@corp/domain/permission";
import { TRPCError } from "@trpc/server";
import type { AdminContext } from "../../admin/crud/context.ts";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import {
  assertAdminsManageable,
  assertGroupsGrantable,
  assertRulesGrantable,
} from "../../admin/gate/grants.ts";
import { AppError } from "../../errors.ts";
import {
  controllerOfTable,
  type RowWrite,
  type RowWriteCheck,
} from "../../services/data-security/row-write.ts";

const idOf = (value: unknown): number[] => (typeof value === "number" ? [value] : []);

/**
 * What an admin must hold, beyond his page's rule, to write rows of the grant tables: the same checks
 * as their own pages (no admin managed beyond his groups, no group or rule handed out that he lacks,
 * no super flag).
 */
const GRANT_CHECKS: Record<string, (trx: Trx, ctx: AdminContext, write: RowWrite) => Promise<void>> = {
  async admin(trx, ctx, write) {
    if (write.action === "edit") await assertAdminsManageable(trx, ctx, [...write.ids]);
  },
  async admin_group_access(trx, ctx, write) {
    if (write.action === "add") await assertGroupsGrantable(trx, ctx, idOf(write.row.group_id));
  },
  async admin_group(trx, ctx, write) {
    if (write.action === "add" && write.row.super === true) throw refused("superGroupNotAllowed");
    if (write.action === "edit") {
      if (write.field === "super") throw refused("superGroupNotAllowed");
      await assertGroupsGrantable(trx, ctx, [...write.ids]);
    }
  },
  async admin_group_rule(_trx, ctx, write) {
    if (write.action === "add") assertRulesGrantable(ctx, idOf(write.row.rule_id));
  },
};

/**
 * The check a restore or rollback runs on every row it writes (issue 24, N2): the admin holds the
 * `add` or `edit` rule of the page that writes the row's table, and the grant tables' own checks pass.
 * A super admin passes. Rows of tables no page writes (a member's ledger, an admin's group links) are
 * written only along with their parent row, whose page was checked.
 */
export function restoreAccess(trx: Trx, ctx: AdminContext): RowWriteCheck {
  return async (write) => {
    if (ctx.permissions.isSuper) return;
    const controller = controllerOfTable(write.table);
    const node = controller ? `${controller}/${write.action}` : "";
    if (controller && !isAllowed(node, ctx.permissions.ruleNames, false)) {
      throw new TRPCError({
        code: "FORBIDDEN",
        cause: new AppError({ key: "restoreNotPermitted", params: { id: write.logId, node }, status: 403 }),
      });
    }
    await GRANT_CHECKS[write.table]?.(trx, ctx, write);
  };
}
