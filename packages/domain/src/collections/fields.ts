import { accountFields } from "./fields/account-fields.ts";
import { choiceFields } from "./fields/choice-fields.ts";
import { dataFields } from "./fields/data-fields.ts";
import { ledgerFields } from "./fields/ledger-fields.ts";
import { numberFields } from "./fields/number-fields.ts";
import { textFields } from "./fields/text-fields.ts";
import { timeFields } from "./fields/time-fields.ts";
import { virtualFields } from "./fields/virtual-fields.ts";

export { ENABLE_STATUSES } from "./field-values.ts";
export {
  type ColumnSpec,
  EPOCH_NOW_SQL,
  EXAMPLES,
  type Field,
  type FormSpec,
  type GrantsSpec,
  type ListFilter,
  type ListSpec,
  type RelationSpec,
} from "./fields/field-types.ts";
export {
  type EnglishField,
  englishName,
  type TranslatableField,
  translated,
  translationsOf,
  untranslatedMark,
} from "./fields/translation-fields.ts";

/** The field constructors: each is one kind of the collections' vocabulary (`fields/*` by concept). */
export const field = {
  ...numberFields,
  ...textFields,
  ...choiceFields,
  ...timeFields,
  ...dataFields,
  ...ledgerFields,
  ...virtualFields,
  ...accountFields,
};
