import type { Database, JsonValue } from "@corp/db/schema";
import { brandFrom, brandKeyOf } from "@corp/domain/brand/brand";
import { brandContrastRefusal } from "@corp/domain/brand/brand-contrast";
import { CHOICE_CONFIG_TYPES, config } from "@corp/domain/collections/routine/config";
import { LEAD_SETTING, leadSettingsRefusal } from "@corp/domain/lead-settings";
import { t } from "@corp/domain/messages";
import { bindSecret, hasSecret, SECRET_DESTINATIONS, secretDestination } from "@corp/domain/secret-settings";
import { siteTimeZoneOf, siteTimeZones } from "@corp/domain/time-zone";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { collectionProcedures } from "../../admin/crud/collection-router.ts";
import type { AdminContext } from "../../admin/crud/context.ts";
import { actorOf, type Trx } from "../../admin/crud/crud.ts";
import { badParameter, refused } from "../../admin/crud/errors.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { watchEdits } from "../../services/data-security/sensitive.ts";
import { mailSettingsFrom, sendMail } from "../../services/mail.ts";
import type { SettingSecrets } from "../../services/setting-secrets.ts";
import { loadConfig, siteConfigFrom } from "../../services/site-config.ts";
import { sealSetting } from "../../services/stored-secrets.ts";
import { registerModeSettingRefusal } from "../members/index.ts";
import { configSaveGroupInput, configValuesInput, testMailInput } from "./config.schema.ts";
import { type ConfigItem, checkConfigValue, SECRET_TYPES } from "./config-values.ts";

type ConfigRow = Selectable<Database["config"]>;

/** Secret values (the SMTP password) never leave the server: the form learns whether one is set. */
const answered = <R extends { type: string; value: unknown }>(row: R): R & { secretSet?: boolean } =>
  SECRET_TYPES.has(row.type) ? { ...row, value: "", secretSet: hasSecret(row.value) } : row;

/** The value of a password item is a secret: never listed, filtered on or sorted by, logged masked. */
const SECRET_VALUES = { columns: ["value"], when: { column: "type", in: [...SECRET_TYPES] } } as const;

/** The value a new item starts with when the form gives none, by its type. */
function emptyValueOf(type: string): JsonValue {
  if (["array", "images", "files", "checkbox", "selects"].includes(type)) return [];
  if (type === "switch") return false;
  if (type === "number") return 0;
  return "";
}

const groupList = z.array(z.object({ key: z.string(), value: z.string() }));

/**
 * Writes the values of the named items; a name that is not among `items` or a value that does not
 * fit its item's type refuses everything. An empty secret (the SMTP password) keeps the stored one.
 * A secret is stored with where it is sent (issue 24, M2), so a change of that place (the mail server
 * or its port, the market's address, the SMS endpoint) needs the secret entered again; a secret is
 * stored encrypted by `secrets` (issue 44, P8). Settings that leave registration asking for a code the
 * site cannot send are refused (ADR 0028).
 */
async function saveValues(
  trx: Trx,
  secrets: SettingSecrets,
  items: ConfigRow[],
  values: Record<string, unknown>,
): Promise<{ updated: number }> {
  await checkLeadSettings(trx, values);
  const updates = new Map<string, { id: number; value: JsonValue }>();
  for (const [name, raw] of Object.entries(values)) {
    const item = items.find((i) => i.name === name);
    if (!item) throw badParameter();
    if (SECRET_TYPES.has(item.type) && (raw === "" || raw === null || raw === undefined)) continue;
    const value = checkConfigValue(item, raw);
    if (value === undefined) throw badParameter();
    updates.set(name, { id: item.id, value: name === TIME_ZONE ? timeZoneOf(value) : value });
  }
  await bindSecrets(trx, updates);
  for (const [name, u] of updates) {
    if (SECRET_TYPES.has(items.find((i) => i.name === name)?.type ?? ""))
      u.value = sealSetting(secrets, name, u.value);
  }
  for (const u of updates.values()) {
    await trx
      .updateTable("config")
      .set({ value: JSON.stringify(u.value) })
      .where("id", "=", u.id)
      .execute();
  }
  // Over the values the save leaves: a registration that needs codes needs a way to send them.
  const saved = await loadConfig(trx);
  const refusal = registerModeSettingRefusal(saved);
  if (refusal) throw refused(refusal);
  // A brand colour pair the pages show under WCAG AA's contrast is refused, named with its ratio.
  if (Object.keys(values).some(brandKeyOf)) {
    const contrast = brandContrastRefusal(brandFrom((name) => saved.get(name)));
    if (contrast) throw refused(contrast.key, contrast.params);
  }
  return { updated: updates.size };
}

/** The setting of the site's clock (issue 50, item 9): one of the IANA zones Intl knows, or UTC. */
const TIME_ZONE = "time_zone";

/**
 * The zone a save sets, as Intl names it; a name that is no zone ("Asia/Tokio") is refused in the
 * catalogue's words, where before it was stored and the site ran on Asia/Shanghai without a word.
 */
function timeZoneOf(value: JsonValue): string {
  const zone = siteTimeZoneOf(value);
  if (!zone) throw refused("timeZoneUnknown", { zone: String(value) });
  return zone;
}

/** A save touching the lead form's settings is refused, in the catalogue's words, unless all of them stay right. */
async function checkLeadSettings(trx: Trx, values: Record<string, unknown>): Promise<void> {
  if (!Object.values(LEAD_SETTING).some((name) => Object.hasOwn(values, name))) return;
  const stored = await loadConfig(trx);
  const refusal = leadSettingsRefusal((name) =>
    Object.hasOwn(values, name) ? values[name] : stored.get(name),
  );
  if (refusal) throw refused(refusal.key, refusal.params);
}

/** Binds each secret entered to its destination; refuses a destination changed under a kept secret. */
async function bindSecrets(trx: Trx, updates: Map<string, { id: number; value: JsonValue }>): Promise<void> {
  const rows = await trx.selectFrom("config").select(["name", "title", "value"]).execute();
  const before = (name: string) => rows.find((r) => r.name === name)?.value;
  const after = (name: string) => (updates.has(name) ? updates.get(name)?.value : before(name));
  const title = (name: string) => rows.find((r) => r.name === name)?.title ?? name;
  for (const [name, destinations] of Object.entries(SECRET_DESTINATIONS)) {
    const entered = updates.get(name);
    if (entered) entered.value = bindSecret(name, String(entered.value), after);
    else if (secretDestination(name, after) !== secretDestination(name, before) && hasSecret(before(name))) {
      throw refused("secretNeedsReentry", {
        secret: title(name),
        destination: destinations.map(title).join("、"),
      });
    }
  }
}

/** saveValues with the changes of watched fields logged (ADR 0016), a password's as a secret. */
function watchedSave(trx: Trx, ctx: AdminContext, items: ConfigRow[], values: Record<string, unknown>) {
  const ids = items.map((i) => i.id);
  return watchEdits(
    trx,
    actorOf(ctx),
    { controller: "routine/config", table: "config", ids, secret: SECRET_VALUES },
    () => saveValues(trx, ctx.services.secrets, items, values),
  );
}

/** The groups items belong to (the `config_group` item's key-value rows). */
async function configGroups(db: Kysely<Database>): Promise<{ key: string; value: string }[]> {
  const row = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  const groups = groupList.safeParse(row?.value);
  return groups.success ? groups.data : [];
}

/**
 * What the declaration leaves to the server: an added item's group must exist and its name be free, its
 * first value fit its type, and it can be deleted (the built-in ones cannot); secret values are never
 * answered.
 */
const configHooks: CollectionHooks = {
  beforeWrite: async (trx, _id, values) => {
    if (!(await configGroups(trx)).some((g) => g.key === values.group)) throw refused("configGroupUnknown");
    const taken = await trx
      .selectFrom("config")
      .select("id")
      .where("name", "=", String(values.name))
      .executeTakeFirst();
    if (taken) throw refused("configNameTaken");
  },
  prepare: (values) => {
    const item = { ...values, value: null } as ConfigItem;
    // A new item may start empty, even one whose rules require a value once it is saved (as BuildAdmin's).
    const none = values.value === undefined || values.value === null || values.value === "";
    const value = none ? emptyValueOf(item.type) : checkConfigValue(item, values.value);
    if (value === undefined) throw refused("incorrectParameter");
    // Options belong to the types chosen among them (BuildAdmin drops them for the others too).
    const content = (CHOICE_CONFIG_TYPES as readonly string[]).includes(item.type) ? values.content : null;
    return { ...values, value, content, allow_del: 1 };
  },
  // An added secret item's first value is stored encrypted, as a saved one is.
  afterWrite: async (trx, id, values, ctx) => {
    if (!SECRET_TYPES.has(String(values.type))) return;
    const value = values.value as JsonValue;
    const sealed = sealSetting(ctx.services.secrets, String(values.name), value);
    if (sealed === value) return;
    await trx
      .updateTable("config")
      .set({ value: JSON.stringify(sealed) })
      .where("id", "=", id)
      .execute();
  },
  beforeDelete: async (trx, ids) => {
    const fixed = await trx
      .selectFrom("config")
      .select("id")
      .where("id", "in", ids)
      .where("allow_del", "=", 0)
      .executeTakeFirst();
    if (fixed) throw refused("configNotDeletable");
  },
  decorate: (rows) => rows.map((row) => answered(row as { type: string; value: unknown })),
};

/**
 * routine/config: the site settings in groups of typed items. The declared collection's list, add and
 * delete; `edit` saves values by name (BuildAdmin's settings form), not a row.
 */
export const configRouter = router({
  ...collectionProcedures(config, configHooks),

  /** The groups an item may join, for the add form. */
  groups: adminProcedure("routine/config/add").query(async ({ ctx }) => configGroups(ctx.services.db)),

  /**
   * The groups (from `config_group`) with their items, the values the site reads from them, and the time
   * zones the site's clock may be set to (the choices of `time_zone`, as this server's Intl knows them).
   */
  getGroups: adminProcedure("routine/config/index").query(async ({ ctx }) => {
    const rows = await ctx.services.db
      .selectFrom("config")
      .selectAll()
      .orderBy("weigh", "desc")
      .orderBy("id")
      .execute();
    const items = rows.map(answered);
    const groups = await configGroups(ctx.services.db);
    return {
      groups: groups.map((g) => ({
        key: g.key,
        title: g.value,
        items: items.filter((i) => i.group === g.key),
      })),
      site: siteConfigFrom(await loadConfig(ctx.services.db)),
      timeZones: siteTimeZones(),
    };
  }),

  /** Saves the values of one group's items; every value is checked before any is written. */
  saveGroup: adminProcedure("routine/config/edit")
    .input(configSaveGroupInput)
    .mutation(async ({ ctx, input }) =>
      ctx.services.db.transaction().execute(async (trx) => {
        const items = await trx.selectFrom("config").selectAll().where("group", "=", input.group).execute();
        if (items.length === 0) throw refused("configGroupUnknown");
        return watchedSave(trx, ctx, items, input.values);
      }),
    ),

  /**
   * BuildAdmin's `POST routine.Config/edit`: item values by name, from any groups at once. Like
   * saveGroup, an unknown name or a bad value refuses the whole request.
   */
  edit: adminProcedure("routine/config/edit")
    .input(configValuesInput)
    .mutation(async ({ ctx, input }) =>
      ctx.services.db.transaction().execute(async (trx) => {
        const items = await trx.selectFrom("config").selectAll().execute();
        return watchedSave(trx, ctx, items, input);
      }),
    ),

  /**
   * Sends a test mail with the stored mail settings, overridden by the form's unsaved values. The stored
   * password goes only to the server it was saved for: a form naming another server must bring its own
   * password. A failure answers the same words whatever the cause (a closed port, a refused login), so
   * the test is no probe of other hosts; the cause goes to the server's log.
   */
  sendTestMail: adminProcedure("routine/config/edit")
    .input(testMailInput)
    .mutation(async ({ ctx, input }) => {
      const values = await loadConfig(ctx.services.db);
      const storedPassword = values.get("smtp_pass");
      for (const [name, value] of Object.entries(input.settings)) {
        if (name.startsWith("smtp_") && name !== "smtp_pass") values.set(name, value);
      }
      const formed = mailSettingsFrom(values, ctx.services.secrets);
      if (!formed) throw refused("mailNotConfigured");
      const formPassword = typeof input.settings.smtp_pass === "string" ? input.settings.smtp_pass : "";
      const settings = formPassword ? { ...formed, pass: formPassword } : formed;
      if (settings.user && !settings.pass && hasSecret(storedPassword))
        throw refused("mailPasswordForNewServer");
      const site = String(values.get("siteName") ?? "");
      try {
        await sendMail(settings, {
          to: input.to,
          subject: t("mailTestSubject", ctx.lang, { site }),
          text: t("mailTestBody", ctx.lang),
        });
      } catch (error) {
        ctx.log?.warn({ err: error, host: settings.host, port: settings.port }, "test mail failed");
        throw refused("mailTestFailed");
      }
      return { message: t("mailTestSent", ctx.lang) };
    }),
});
