import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Collection } from "@corp/domain/collections/collection";
import type { DeclaredColumn } from "./migrations/helpers.ts";

/*
 * `npm run new:table <area>/<name> [field:kind(args)...]` (scripts/new-table.ts): a new admin table in three
 * files, docs/architecture.md's worked example. It writes the declaration stub, its registry line, and a
 * migration whose columns are the declaration's as they are when the command runs, written into the file
 * (the migration never imports the declaration, so a later edit of it leaves an applied migration as it was).
 */

/** Where the three files live, under a checkout's root (a test passes a copy's). */
const DECLARATIONS = "packages/domain/src/collections";
const REGISTRY = `${DECLARATIONS}/registry.ts`;
const MIGRATIONS = "packages/db/src/migrations";

export type NewTable = {
  /** `content`: the directory of its declaration and the first part of its page. */
  readonly area: string;
  /** `honor`, in camel case: the page, the exported name. */
  readonly name: string;
  /** The declared fields between the id and `weigh`: `picture: "image(255)"` is `field.image(255)`. */
  readonly fields: Readonly<Record<string, string>>;
  /** The content scope the public pages show it in, which its writes bump; none when they do not show it. */
  readonly cache?: string;
};

const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The table of `area/name`: `honor`, `friend_link`. */
export const tableOf = (spec: NewTable) => snake(spec.name);

/** Reads `content/honor title:title(100) picture:image(255) --cache=site`. */
export function parseArguments(args: readonly string[]): NewTable {
  const [node = "", ...rest] = args.filter((a) => !a.startsWith("--"));
  const match = /^([a-z][a-zA-Z0-9]*)\/([a-z][a-zA-Z0-9]*)$/.exec(node);
  if (!match) throw new Error(`expected <area>/<name> in camel case (content/honor), got "${node}"`);
  const fields: Record<string, string> = {};
  for (const arg of rest) {
    const field = /^([a-z][a-z0-9_]*):([a-zA-Z]+\(.*\))$/.exec(arg);
    if (!field?.[1] || !field[2])
      throw new Error(`expected a field as name:kind(args) (picture:image(255)), got "${arg}"`);
    fields[field[1]] = field[2];
  }
  if (Object.keys(fields).length === 0) fields.title = "title(100)";
  const cache = args.find((a) => a.startsWith("--cache="))?.slice("--cache=".length);
  return { area: match[1] ?? "", name: match[2] ?? "", fields, ...(cache ? { cache } : {}) };
}

/** The declaration stub: the given fields between the id and the manual order, status and times. */
export function declarationSource(spec: NewTable): string {
  const table = tableOf(spec);
  const fields = Object.entries(spec.fields).map(([name, kind]) => `    ${name}: field.${kind},`);
  const searched = Object.keys(spec.fields).filter((name) => /^(title|text)\(/.test(spec.fields[name] ?? ""));
  return `import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";

/** ${spec.area}/${spec.name}: (say what its rows are and where the site shows them). */
export const ${spec.name} = defineCollection({
  table: "${table}",
  node: "${spec.area}/${spec.name}",
  title: { "zh-cn": "${spec.name}", en: "${spec.name}" },
  one: { "zh-cn": "${spec.name}", en: "${spec.name}" },
  icon: "fa fa-circle-o",${spec.cache ? `\n  cache: "${spec.cache}",` : ""}
  menuOrder: 99,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id(),
${fields.join("\n")}
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ${JSON.stringify(searched)} },
});
`;
}

/** The columns of a collection's table, in the catalogue's spelling, with a choice's values. */
export function declaredColumns(collection: Collection): DeclaredColumn[] {
  const key = collection.key ?? "id";
  return Object.entries(collection.fields).flatMap(([name, field]): DeclaredColumn[] => {
    if (!field.column) return [];
    const choices = field.choices
      ? Object.keys(field.choices)
      : field.form?.input === "status"
        ? ["enable", "disable"]
        : undefined;
    return [
      {
        name,
        sql: field.column.sql,
        nullable: field.column.nullable,
        ...(field.column.default === undefined ? {} : { default: field.column.default }),
        ...(choices ? { oneOf: choices } : {}),
        ...(name === key ? { primaryKey: true as const } : {}),
      },
    ];
  });
}

/** The migration of a collection's table as declared now: its columns and page written into the file. */
export function migrationSource(collection: Collection): string {
  const page = {
    node: collection.node,
    title: collection.title,
    icon: collection.icon,
    actions: collection.actions,
    ...(collection.buttons ? { buttons: collection.buttons } : {}),
  };
  const columns = declaredColumns(collection).map((c) => `  ${JSON.stringify(c)},`);
  const helpers = ["createDeclaredTable", "type DeclaredColumn", "type MigrationDb"];
  if (collection.cache) helpers.unshift("addCacheTrigger");
  return `import { addCollectionRules, type CollectionPage, removeCollectionRules } from "../seed/admin-rules.ts";
import { ${helpers.join(", ")} } from "./helpers.ts";

/*
 * ${collection.node} (\`${collection.table}\`), as declared when \`npm run new:table\` wrote this migration:
 * its table${collection.cache ? `, its content-version trigger (scope ${collection.cache})` : ""} and, on a site seeded before it, its page's rules.
 * Written out here rather than read from the declaration, so that it stays what it did once it has run.
 */

const COLUMNS: readonly DeclaredColumn[] = [
${columns.join("\n")}
];

const PAGE: CollectionPage = ${JSON.stringify(page)};

export async function up(db: MigrationDb): Promise<void> {
  await createDeclaredTable(db, "${collection.table}", COLUMNS);${
    collection.cache ? `\n  await addCacheTrigger(db, "${collection.table}", "${collection.cache}");` : ""
  }
  await addCollectionRules(db, PAGE);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeCollectionRules(db, PAGE);
  await db.schema.dropTable("${collection.table}").execute();
}
`;
}

/** `registry.ts` with the collection imported and listed last (unchanged when it is there). */
export function withRegistryLine(registry: string, spec: NewTable): string {
  const path = `./${spec.area}/${kebab(spec.name)}.ts`;
  if (registry.includes(`"${path}"`)) return registry;
  const imported = `import { ${spec.name} } from "${path}";\n`;
  const lastImport = registry.lastIndexOf("\nimport ");
  const afterImports = registry.indexOf("\n", lastImport + 1) + 1;
  const listed = registry.replace(/\n\] as const;/, `\n  ${spec.name},\n] as const;`);
  if (listed === registry) throw new Error("registry.ts has no `] as const;` closing COLLECTIONS");
  return listed.slice(0, afterImports) + imported + listed.slice(afterImports);
}

/** `migrations/index.ts` with the migration `name` imported and listed last. */
export function withMigrationLine(index: string, name: string, as: string): string {
  const lastImport = index.lastIndexOf("\nimport * as ");
  const afterImports = index.indexOf("\n", lastImport + 1) + 1;
  const listed = index.replace(/\n};\s*$/, `\n  "${name}": ${as},\n};\n`);
  if (listed === index) throw new Error("migrations/index.ts has no closing `};`");
  return `${listed.slice(0, afterImports)}import * as ${as} from "./${name}.ts";\n${listed.slice(afterImports)}`;
}

/**
 * The areas whose collections the server serves: a module's `collectionRouters("<area>")`
 * (apps/server/src/modules). A table of another area would be declared but have no router.
 */
export function servedAreas(root: string): string[] {
  const modules = join(root, "apps/server/src/modules");
  const sources = readdirSync(modules, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => readFileSync(join(modules, file), "utf8"));
  const areas = sources.flatMap((text) =>
    [...text.matchAll(/collectionRouters\("([a-zA-Z]+)"/g)].map((m) => m[1] ?? ""),
  );
  return [...new Set(areas)].sort();
}

/** The next free migration number: `0037` after `0036_list_indexes.ts`. */
export function nextMigrationNumber(files: readonly string[]): string {
  const numbers = files.map((f) => Number(/^(\d{4})_/.exec(f)?.[1] ?? 0));
  return String(Math.max(0, ...numbers) + 1).padStart(4, "0");
}

/**
 * Writes what is missing of the table under `root`: the declaration (kept when present, so a second run
 * after editing it writes the migration of the edited fields), its registry line, and its migration
 * (unless one for the table is there). Returns the files written, relative to `root`.
 */
export async function writeNewTable(
  root: string,
  spec: NewTable,
  options: { migration?: boolean } = {},
): Promise<string[]> {
  const written: string[] = [];
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
    written.push(path);
  };
  const declaration = `${DECLARATIONS}/${spec.area}/${kebab(spec.name)}.ts`;
  if (!existsSync(join(root, declaration))) write(declaration, declarationSource(spec));
  const registry = readFileSync(join(root, REGISTRY), "utf8");
  const listed = withRegistryLine(registry, spec);
  if (listed !== registry) write(REGISTRY, listed);
  if (options.migration === false) return written;

  const table = tableOf(spec);
  const files = readdirSync(join(root, MIGRATIONS));
  if (files.some((f) => new RegExp(`^\\d{4}_${table}\\.ts$`).test(f))) return written;
  const module = await import(pathToFileURL(join(root, declaration)).href);
  const collection = module[spec.name] as Collection;
  const name = `${nextMigrationNumber(files)}_${table}`;
  write(`${MIGRATIONS}/${name}.ts`, migrationSource(collection));
  const index = readFileSync(join(root, MIGRATIONS, "index.ts"), "utf8");
  write(`${MIGRATIONS}/index.ts`, withMigrationLine(index, name, `${spec.name}Table`));
  return written;
}
