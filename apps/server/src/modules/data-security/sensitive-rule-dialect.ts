import { record } from "../../http/buildadmin-dialect.ts";

type FieldTitle = { title: string; secret: boolean };
type Row = Record<string, unknown>;

const storedTitles = (stored: Row): Record<string, FieldTitle> =>
  (stored.data_fields && typeof stored.data_fields === "object" && !Array.isArray(stored.data_fields)
    ? stored.data_fields
    : {}) as Record<string, FieldTitle>;

/** A note as a form sends it: BuildAdmin's text, or the `{title, secret}` this server answers. */
function noteOf(value: unknown): { title: string; secret?: boolean } {
  if (value && typeof value === "object") {
    const note = value as { title?: unknown; secret?: unknown };
    return {
      title: typeof note.title === "string" ? note.title.trim() : "",
      ...(typeof note.secret === "boolean" ? { secret: note.secret } : {}),
    };
  }
  return { title: typeof value === "string" ? value.trim() : "" };
}

/**
 * The watched fields of BuildAdmin's sensitive-data form: `data_fields` the chosen field names and
 * `fields` [{name, value: its note}]. Each becomes `{title, secret}`: the note (else the title stored
 * before, else the field's name, as BuildAdmin's list shows a field without a note), and the secret flag
 * stored before (BuildAdmin's form has none). A body already in this server's shape passes as it is.
 */
export function fieldTitlesFromForm(form: Row, stored: Row): unknown {
  if (form.data_fields && typeof form.data_fields === "object" && !Array.isArray(form.data_fields))
    return form.data_fields;
  const before = storedTitles(stored);
  const notes = new Map<string, unknown>();
  if (Array.isArray(form.fields))
    for (const entry of form.fields) {
      const { name, value } = record(entry) as { name?: unknown; value?: unknown };
      if (typeof name === "string") notes.set(name, value);
    }
  const names = Array.isArray(form.data_fields)
    ? form.data_fields.filter((name): name is string => typeof name === "string")
    : [...notes.keys()];
  if (names.length === 0) return form.data_fields;
  return Object.fromEntries(
    names.map((name) => {
      const note = noteOf(notes.get(name));
      return [
        name,
        {
          title: note.title || before[name]?.title || name,
          secret: note.secret ?? before[name]?.secret ?? false,
        },
      ];
    }),
  );
}

/** The rule's fields as BuildAdmin's edit form reads them: each field's note by name. */
export const notesOf = (row: Row): Row => ({
  ...row,
  data_fields: Object.fromEntries(Object.entries(storedTitles(row)).map(([name, f]) => [name, f.title])),
});

/** The rule's fields as BuildAdmin's list shows them: one tag per field, its note. */
export const tagsOf = (row: Row): Row => ({
  ...row,
  data_fields: Object.values(storedTitles(row)).map((f) => f.title),
});
