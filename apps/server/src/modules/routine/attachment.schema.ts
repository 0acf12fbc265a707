import { z } from "zod";
import { rowId } from "../../admin/schemas/common.schema.ts";

/** An attachment is only renamed; its file stays. */
export const attachmentEditInput = z.object({ id: rowId, name: z.string().trim().min(1).max(100) });
