import { COLLECTIONS } from "@corp/domain/collections/registry";
import type { Texts } from "@corp/domain/collections/texts";
import type { Lang } from "@corp/domain/lang";

/** The texts of one declared collection's page in one language. */
type CollectionTexts = {
  title: string;
  /** What one row is called. */
  one: string;
  /** The note above the list, when it has one. */
  intro?: string;
  /** Field labels by field name. */
  fields: Record<string, string>;
  /** Form help by field name. */
  help: Record<string, string>;
  /** Form help shown only when editing, by field name. */
  editHelp: Record<string, string>;
  /** The labels of a choice field's values, by field name and value. */
  choices: Record<string, Record<string, string>>;
  /** The form's "none" of a relation that may point at none, by field name. */
  none: Record<string, string>;
};

/**
 * The texts of the declared collections' pages (`collections.<node>.…`), taken from their declarations,
 * which keep every text in both languages.
 */
export function collectionTexts(lang: Lang): Record<string, CollectionTexts> {
  return Object.fromEntries(
    COLLECTIONS.map((c) => {
      const fields = Object.entries(c.fields);
      return [
        c.node,
        {
          title: c.title[lang],
          one: c.one[lang],
          ...("intro" in c && c.intro ? { intro: c.intro[lang] } : {}),
          fields: Object.fromEntries(fields.map(([name, f]) => [name, f.label[lang]])),
          help: Object.fromEntries(
            fields.flatMap(([name, f]) => (f.form?.help ? [[name, f.form.help[lang]]] : [])),
          ),
          editHelp: Object.fromEntries(
            fields.flatMap(([name, f]) => (f.form?.editHelp ? [[name, f.form.editHelp[lang]]] : [])),
          ),
          choices: Object.fromEntries(
            fields.flatMap(([name, f]) =>
              "choices" in f && f.choices
                ? [
                    [
                      name,
                      Object.fromEntries(
                        Object.entries<Texts>(f.choices).map(([v, texts]) => [v, texts[lang]]),
                      ),
                    ],
                  ]
                : [],
            ),
          ),
          none: Object.fromEntries(
            fields.flatMap(([name, f]) =>
              "relation" in f && f.relation && "none" in f.relation && f.relation.none
                ? [[name, f.relation.none[lang]]]
                : [],
            ),
          ),
        },
      ];
    }),
  );
}
