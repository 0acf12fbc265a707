import { z } from "zod";
import { enableStatus, rowId } from "../../admin/schemas/common.schema.ts";

export const memberGroupInput = z.object({
  name: z.string().trim().min(1).max(50),
  /** The member rules (user_rule ids) the group grants. */
  rules: z.array(rowId).max(5000).default([]),
  status: enableStatus.default("enable"),
});

export const memberGroupEditInput = memberGroupInput.extend({ id: rowId });
