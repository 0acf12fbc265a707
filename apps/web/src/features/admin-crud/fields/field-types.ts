import type { ReactNode } from "react";
import type { Choice } from "../crud-columns.ts";
import type { RemoteSelect } from "./remote-select-field.tsx";

export type FieldType =
  | "string"
  | "password"
  | "textarea"
  | "number"
  | "switch"
  | "radio"
  | "checkbox"
  | "select"
  /** A select among many options, found by typing part of one (the time zones). */
  | "searchSelect"
  | "remoteSelect"
  | "image"
  | "images"
  | "file"
  | "files"
  | "video"
  | "date"
  | "datetime"
  | "city"
  | "icon"
  /** A colour as #rrggbb: a text field, the browser's picker and a swatch. */
  | "color"
  | "keyValue"
  | "editor"
  | "custom";

/** One input of a CRUD form; `name` is the key in the zod schema. */
export type FieldDef = {
  name: string;
  label: string;
  type: FieldType;
  options?: Choice[];
  /** Remote select: the options matching a search text, and the labels of chosen values. */
  remote?: RemoteSelect;
  placeholder?: string;
  help?: string;
  /** The English of the named field: the form shows it beside that field. */
  translates?: string;
  /** A "custom" field's input; it sees the form's other values (a choice that depends on another). */
  render?: (input: {
    value: unknown;
    onChange: (value: unknown) => void;
    values: Record<string, unknown>;
  }) => ReactNode;
};
