import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { dataRecycleEditInput, dataRecycleInput } from "./security-rule.schema.ts";
import { ruleColumns, watchedControllersProcedure } from "./watched-rule.ts";

export const securityRuleRow = z.object({
  id: z.number(),
  name: z.string(),
  controller: z.string(),
  controller_as: z.string(),
  data_table: z.string(),
  primary_key: z.string(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const rules = crud({
  table: "security_data_recycle",
  node: "security/dataRecycle",
  row: securityRuleRow,
  quickSearch: ["name", "controller", "data_table"],
  defaultOrder: "id,desc",
});

/** security/dataRecycle: which controllers' deleted rows the recycle bin keeps (ADR 0016). */
export const dataRecycleRouter = router({
  index: rules.index(),
  get: rules.get(),
  exportCsv: rules.exportCsv(),
  controllers: watchedControllersProcedure("security/dataRecycle/index"),
  add: rules.add(dataRecycleInput, async (trx, input) => {
    const columns = await ruleColumns(trx, input);
    const { id } = await trx
      .insertInto("security_data_recycle")
      .values({ ...columns, create_time: columns.update_time })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }),
  edit: rules.edit(dataRecycleEditInput, async (trx, input) => {
    await trx
      .updateTable("security_data_recycle")
      .set(await ruleColumns(trx, input))
      .where("id", "=", input.id)
      .execute();
  }),
  del: rules.del(),
});
