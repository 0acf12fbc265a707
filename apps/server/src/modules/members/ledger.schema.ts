import { ledgerChange } from "@corp/domain/money";
import { z } from "zod";
import { rowId } from "../../admin/schemas/common.schema.ts";

const memo = z.string().trim().min(1).max(255);

/** A money ledger entry: `money` in fen, non-zero, negative spends; `memo` says why. */
export const moneyLogInput = z.object({ user_id: rowId, money: ledgerChange, memo });

/** A points ledger entry: `score` in points, non-zero, negative spends. */
export const scoreLogInput = z.object({ user_id: rowId, score: ledgerChange, memo });
