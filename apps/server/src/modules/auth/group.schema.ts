import { parentIdSchema } from "@corp/domain/row-id";
import { z } from "zod";
import { enableStatus, rowId } from "../../admin/schemas/common.schema.ts";

export const groupInput = z.object({
  pid: parentIdSchema.default(0),
  name: z.string().trim().min(1).max(100),
  /** Grants every rule, present and future; only a super admin may set it. */
  super: z.boolean().default(false),
  /** The rule ids the group grants (ignored for a super group). */
  rules: z.array(rowId).max(5000).default([]),
  status: enableStatus.default("enable"),
});

export const groupEditInput = groupInput.extend({ id: rowId });
