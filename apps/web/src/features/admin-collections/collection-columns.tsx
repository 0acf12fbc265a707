import { Badge, Box, Flex, Text } from "@chakra-ui/react";
import { type Collection, formOrder } from "@corp/domain/collections/collection";
import type { Field, FormSpec, ListSpec } from "@corp/domain/collections/fields";
import type { Texts } from "@corp/domain/collections/texts";
import { fenToYuan } from "@corp/domain/money";
import type { TFunction } from "i18next";
import { currentLanguage } from "../../i18n/i18n.ts";
import { StatusBadge, Thumb, timeCell } from "../admin-crud/cells.tsx";
import type { Choice, CrudColumn } from "../admin-crud/crud-columns.ts";
import { FaIcon } from "../admin-crud/fields/fa-icon.tsx";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { statusChoices } from "../admin-crud/fields/status-field.ts";

type Row = { id: number } & Record<string, unknown>;

/** The rows a relation or parent field may point at, by field name (loaded by the page). */
export type Choices = Readonly<Record<string, Choice[]>>;

/** A page's own cells, by field name, in place of the declared ones (an article's state badge). */
export type CellOverrides = Readonly<Record<string, (row: Row) => React.ReactNode>>;

/** A page's inputs of its `custom` fields, by field name (a rule's watched fields). */
export type InputOverrides = Readonly<Record<string, NonNullable<FieldDef["render"]>>>;

/**
 * A text of a collection in the interface language: from the bundle (`collections.<node>.…`, made from the
 * declarations), or, for a collection made at run time (a designed table's), from its own texts.
 */
export const collectionText = (
  t: TFunction,
  collection: Collection,
  path: string,
  texts: Texts | undefined,
): string => t(`collections.${collection.node}.${path}`, { defaultValue: texts?.[currentLanguage()] ?? "" });

/** A field's label in the interface language, from the collection's texts. */
export const labelOf = (t: TFunction, collection: Collection, name: string): string =>
  collectionText(t, collection, `fields.${name}`, collection.fields[name]?.label);

/** The labels of a choice field's values. */
export const choiceOptions = (t: TFunction, collection: Collection, name: string): Choice[] =>
  Object.entries(collection.fields[name]?.choices ?? {}).map(([value, texts]) => ({
    value,
    label: collectionText(t, collection, `choices.${name}.${value}`, texts),
  }));

function cell(
  field: Field,
  name: string,
  choices: Choice[] | undefined,
): ((row: Row) => React.ReactNode) | undefined {
  switch (field.list?.cell) {
    case "externalLink":
      return (row) => (
        <a href={String(row[name])} target="_blank" rel="noopener noreferrer">
          {String(row[name])}
        </a>
      );
    case "image":
      return (row) => <Thumb url={String(row[name] ?? "")} />;
    case "status":
      return (row) => <StatusBadge status={row[name] === "enable" ? "enable" : "disable"} />;
    case "choice":
      // A yes-or-no is read as a number, its choices keyed by text.
      return (row) => choices?.find((c) => c.value === String(row[name]))?.label ?? String(row[name] ?? "");
    case "badge":
      return (row) => {
        const value = String(row[name] ?? "");
        if (value === "") return null;
        return (
          <Badge colorPalette={field.badges?.[value] ?? "blue"}>
            {choices?.find((c) => c.value === value)?.label ?? value}
          </Badge>
        );
      };
    case "offered":
      // "Title (value)" in the form; in the list the title, and the value muted beside it.
      return (row) => {
        const value = String(row[name] ?? "");
        const label = choices?.find((c) => c.value === value)?.label;
        const title = label?.slice(0, label.length - value.length - 3);
        return (
          <Text as="span">
            {title || value}{" "}
            {title ? (
              <Text as="span" color="fg.muted">
                {value}
              </Text>
            ) : null}
          </Text>
        );
      };
    case "flag":
      // Done (1) green, still to do (0) orange.
      return (row) => (
        <Badge colorPalette={row[name] === 1 ? "green" : "orange"}>
          {choices?.find((c) => c.value === String(row[name]))?.label ?? String(row[name] ?? "")}
        </Badge>
      );
    case "icon":
      return (row) => (row[name] ? <FaIcon name={String(row[name])} /> : null);
    case "money":
      return (row) => fenToYuan(Number(row[name] ?? 0));
    case "tags":
      return (row) => (
        <Flex gap="1" wrap="wrap">
          {(Array.isArray(row[name]) ? (row[name] as unknown[]) : []).map((v) => (
            <Badge key={String(v)}>{choices?.find((c) => c.value === String(v))?.label ?? String(v)}</Badge>
          ))}
        </Flex>
      );
    case "images":
      return (row) => <Thumb url={String((row[name] as unknown[] | null)?.[0] ?? "")} />;
    case "color":
      return (row) => <Box boxSize="4" borderRadius="sm" borderWidth="1px" bg={String(row[name] ?? "")} />;
    case "list":
      return (row) => (Array.isArray(row[name]) ? (row[name] as unknown[]).join(", ") : null);
    case "pairs":
      return (row) =>
        ((row[name] as { key: string; value: string }[] | null) ?? [])
          .map((p) => `${p.key}=${p.value}`)
          .join(", ");
    case "time":
      return (row) => (row[name] === null ? "" : timeCell(Number(row[name])));
    case "relation": {
      // Granted rows are listed by their names, carried beside their ids.
      const names = field.grants?.named?.as;
      if (names) return (row) => (Array.isArray(row[names]) ? (row[names] as string[]).join(", ") : "");
      const as = field.relation?.as ?? name;
      return (row) => String(row[as] ?? "");
    }
    default:
      return undefined;
  }
}

function filter(list: ListSpec, t: TFunction, choices: Choice[] | undefined): CrudColumn<Row>["filter"] {
  if (list.filter === false) return false;
  if (list.filter.kind === "status") return { kind: "select", operator: "eq", options: statusChoices(t) };
  if (list.filter.kind === "relation" || list.filter.kind === "choice")
    return { kind: "select", operator: "eq", options: (choices ?? []).filter((c) => c.value !== "") };
  return { kind: list.filter.kind, operator: list.filter.operator };
}

/** The list's columns: the listed fields, in the declared column order. */
export function collectionColumns(
  collection: Collection,
  t: TFunction,
  choices: Choices = {},
  cells: CellOverrides = {},
): CrudColumn<Row>[] {
  const names = collection.list.columns ?? Object.keys(collection.fields);
  return names.flatMap((name) => {
    const field = collection.fields[name];
    const list = field?.list;
    if (!field || !list) return [];
    const options = field.choices ? choiceOptions(t, collection, name) : choices[name];
    const render = cells[name] ?? cell(field, name, options);
    return [
      {
        field: name,
        label: labelOf(t, collection, name),
        ...(render ? { render } : {}),
        ...(list.sortable ? { sortable: true } : {}),
        ...(list.hidden ? { hidden: true } : {}),
        filter: filter(list, t, options),
      },
    ];
  });
}

const INPUTS: Record<FormSpec["input"], FieldDef["type"]> = {
  string: "string",
  textarea: "textarea",
  number: "number",
  image: "image",
  video: "video",
  status: "radio",
  choice: "radio",
  offered: "select",
  datetime: "datetime",
  tags: "string",
  editor: "editor",
  relation: "select",
  parent: "select",
  icon: "icon",
  switch: "switch",
  grants: "custom",
  password: "password",
  date: "date",
  keyValue: "keyValue",
  select: "select",
  checkbox: "checkbox",
  images: "images",
  file: "file",
  files: "files",
  city: "city",
  color: "string",
  custom: "custom",
};

/** The most values a choice offers as radio buttons. */
const MOST_RADIOS = 6;

/**
 * The form's inputs: every written field, in the declared form order; a `custom` one from `inputs`.
 * `editing` shows the help a field gives only when editing (a password left empty is kept).
 */
export function collectionFields(
  collection: Collection,
  t: TFunction,
  choices: Choices = {},
  inputs: InputOverrides = {},
  editing = false,
): FieldDef[] {
  return formOrder(collection).flatMap((name) => {
    const form = collection.fields[name]?.form;
    if (!form) return [];
    const help =
      editing && form.editHelp
        ? collectionText(t, collection, `editHelp.${name}`, form.editHelp)
        : form.help
          ? collectionText(t, collection, `help.${name}`, form.help)
          : undefined;
    const declared = collection.fields[name]?.choices;
    const options =
      form.input === "status"
        ? statusChoices(t)
        : declared && form.input !== "switch"
          ? choiceOptions(t, collection, name)
          : choices[name];
    return [
      {
        name,
        label: labelOf(t, collection, name),
        // A choice among many values is a select rather than a row of radio buttons.
        type: form.input === "choice" && (options?.length ?? 0) > MOST_RADIOS ? "select" : INPUTS[form.input],
        ...((form.input === "custom" || form.input === "grants") && inputs[name]
          ? { render: inputs[name] }
          : {}),
        ...(options ? { options } : {}),
        ...(help ? { help } : {}),
        ...(collection.fields[name]?.translates ? { translates: collection.fields[name]?.translates } : {}),
      },
    ];
  });
}

/** The form's values: the row's for an edit, each field's initial value for a new row. */
export function collectionDefaults(
  collection: Collection,
  row: Row | undefined,
  choices: Choices = {},
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(collection.fields).flatMap(([name, f]) => {
      if (!f.form) return [];
      // A relation or a parent is chosen in a select, whose values are the ids as text; a new row takes
      // the first related row, or the top level.
      if (f.form.input === "relation")
        return [[name, row ? String(row[name] ?? "") : (choices[name]?.[0]?.value ?? "")]];
      // Rows picked in a select are its values, the ids as text.
      if (f.grants?.pick === "many") return [[name, row ? (row[name] as number[]).map(String) : []]];
      // A choice among numbers (a gender) is one of its radio values, the number as text.
      if (f.form.input === "choice" && typeof row?.[name] === "number") return [[name, String(row[name])]];
      // A day the row has none of is an empty box; a new row's is the field's first day, if any.
      if (f.form.input === "date") return [[name, (row ? row[name] : f.form.initial) ?? ""]];
      // Tags are typed in one box, separated by commas.
      if (f.form.input === "tags") return [[name, row ? (row[name] as string[]).join(", ") : ""]];
      if (f.form.input === "parent") return [[name, String(row ? row[name] : f.form.initial)]];
      // A switch is on or off; the row keeps 1 or 0.
      if (f.form.input === "switch") return [[name, (row ? row[name] : f.form.initial) === 1]];
      return [[name, row ? row[name] : f.form.initial]];
    }),
  );
}
