import { z } from "zod";
import { idsInput, indexInput, sortableInput } from "../../admin/crud/search-input.schema.ts";
import { rowId } from "../../admin/schemas/common.schema.ts";

/**
 * The inputs of a designed table's procedures: the generic CRUD's, plus the table. A row's values are
 * checked against the table's live design by the procedure (`rowInputSchema`), not here.
 */
export const designedTableInput = z.object({ table: z.string().min(1).max(100) });

export const designedIndexInput = indexInput.extend(designedTableInput.shape);

export const designedExportInput = indexInput
  .omit({ limit: true, page: true, select: true, initValue: true })
  .extend(designedTableInput.shape);

export const designedIdInput = designedTableInput.extend({ id: rowId });

export const designedIdsInput = idsInput.extend(designedTableInput.shape);

export const designedSortableInput = sortableInput.extend(designedTableInput.shape);

/** Add: the row's values; edit: the same with the row's id. */
export const designedRowInput = designedTableInput.extend({
  id: rowId.optional(),
  row: z.record(z.string(), z.unknown()),
});
