import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/*
 * The tables as Kysely sees them. Conventions:
 * - `*_time` columns are epoch seconds (bigint, read as number); `create_time`/`update_time` default to now.
 * - Text with a default ('' for most) is NOT NULL, so reads give `string`, never `null`.
 * - `Generated<T>`: the database fills it when an insert omits it (serial ids, defaults).
 */

export type EnableStatus = "enable" | "disable";
export type ArticleStatus = "draft" | "published";
export type TokenType = "admin" | "admin-refresh" | "user" | "user-refresh";
export type AdminRuleType = "menu_dir" | "menu" | "button";
export type UserRuleType = "route" | "menu_dir" | "menu" | "nav_user_menu" | "nav" | "button";
export type MenuType = "tab" | "link" | "iframe";
export type RuleExtend = "none" | "add_rules_only" | "add_menu_only";
export type CrudStatus = "delete" | "success" | "error" | "start";
/** A smallint switch: 0 off, 1 on (numbers, as the BuildAdmin wire format carries them). */
export type Flag = 0 | 1;
/** 0 unknown, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A jsonb column: reads give the parsed value, writes take JSON text (`JSON.stringify(value)`). Text is
 * the one form both drivers pass through unchanged: pg would send a JS array as a Postgres array literal
 * and a JS string without JSON quotes.
 */
export type Jsonb<T = JsonValue> = ColumnType<T, string, string>;
export type NullableJsonb<T = JsonValue> = ColumnType<T | null, string | null | undefined, string | null>;
/** A jsonb column with a database default, so inserts may omit it. */
export type JsonbWithDefault<T = JsonValue> = ColumnType<T, string | undefined, string>;

/** numeric: read as exact decimal text; numbers are accepted on write. */
export type Numeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** Written once on insert (by the caller or the database default), never updated. */
type Immutable<T> = ColumnType<T, T | undefined, never>;
/** Required on insert, never updated. */
type WriteOnce<T> = ColumnType<T, T, never>;
/** Filled by a trigger: neither inserted nor updated by callers. */
type ByTrigger<T> = ColumnType<T, never, never>;

type Times = { create_time: Generated<number>; update_time: Generated<number> };

// ---- administrators ----

export interface AdminTable extends Times {
  id: Generated<number>;
  username: string;
  nickname: Generated<string>;
  avatar: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  /** argon2id hash (PHC string). */
  password: string;
  motto: Generated<string>;
  login_failure: Generated<number>;
  last_login_time: number | null;
  last_login_ip: Generated<string>;
  status: Generated<EnableStatus>;
}

export interface AdminGroupTable extends Times {
  id: Generated<number>;
  pid: Generated<number>;
  name: string;
  /** Grants every rule, present and future (BuildAdmin's '*'). */
  super: Generated<boolean>;
  status: Generated<EnableStatus>;
}

export interface AdminGroupAccessTable {
  admin_id: number;
  group_id: number;
}

export interface AdminRuleTable extends Times {
  id: Generated<number>;
  pid: Generated<number>;
  type: Generated<AdminRuleType>;
  title: string;
  /** Unique node name, e.g. 'auth/admin' (a page) or 'auth/admin/add' (an action on it). */
  name: string;
  path: Generated<string>;
  icon: Generated<string>;
  menu_type: MenuType | null;
  url: Generated<string>;
  component: Generated<string>;
  keepalive: Generated<Flag>;
  extend: Generated<RuleExtend>;
  remark: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

export interface AdminGroupRuleTable {
  group_id: number;
  rule_id: number;
}

export interface AdminLogTable {
  id: Generated<number>;
  /** Null for requests that never reached an account, and once the admin is deleted. */
  admin_id: number | null;
  username: Generated<string>;
  url: Generated<string>;
  title: Generated<string>;
  data: NullableJsonb;
  ip: Generated<string>;
  useragent: Generated<string>;
  create_time: Generated<number>;
}

// ---- sessions and throttles ----

export interface TokenTable {
  /** sha-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  type: TokenType;
  /** admin.id or user.id, by `type`. */
  user_id: number;
  create_time: Generated<number>;
  expire_time: number;
}

export interface RateLimitTable {
  /** e.g. 'admin-login:account:admin', 'admin-login:ip:127.0.0.1'. */
  key: string;
  hits: number;
  window_start: number;
  locked_until: number | null;
}

export interface CaptchaTable {
  key: string;
  /** The expected answer as the server keeps it (a hash, not the answer). */
  code: string;
  captcha: NullableJsonb;
  create_time: Generated<number>;
  expire_time: number;
}

// ---- members ----

export interface UserGroupTable extends Times {
  id: Generated<number>;
  name: string;
  status: Generated<EnableStatus>;
}

export interface UserRuleTable extends Times {
  id: Generated<number>;
  pid: Generated<number>;
  type: Generated<UserRuleType>;
  title: string;
  name: string;
  path: Generated<string>;
  icon: Generated<string>;
  menu_type: MenuType | null;
  url: Generated<string>;
  component: Generated<string>;
  keepalive: Generated<Flag>;
  /** 1: valid for guests too (public routes and navigation). */
  no_login_valid: Generated<Flag>;
  remark: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

export interface UserGroupRuleTable {
  group_id: number;
  rule_id: number;
}

export interface UserTable extends Times {
  id: Generated<number>;
  group_id: number;
  username: string;
  nickname: Generated<string>;
  /** '' when absent; unique when present. */
  email: Generated<string>;
  /** '' when absent; unique when present. */
  mobile: Generated<string>;
  avatar: Generated<string>;
  gender: Generated<Gender>;
  /** 'YYYY-MM-DD'. */
  birthday: string | null;
  /**
   * Balance in fen. Not updatable: a trigger refuses direct updates; insert into `user_money_log`,
   * which moves the balance in the same statement.
   */
  money: Immutable<number>;
  /** Points. Changed only by inserting into `user_score_log`, like `money`. */
  score: Immutable<number>;
  last_login_time: number | null;
  last_login_ip: Generated<string>;
  login_failure: Generated<number>;
  join_ip: Generated<string>;
  join_time: number | null;
  motto: Generated<string>;
  /** argon2id hash (PHC string). */
  password: string;
  status: Generated<EnableStatus>;
}

/**
 * Append-only ledger. Insert `{ user_id, money, memo }`: the database locks the member, fills `before`
 * and `after` from the stored balance, refuses a negative result and updates `user.money`. Rows are never
 * updated or deleted (only removed with their member). `returning(["before", "after"])` tells the outcome.
 */
export interface UserMoneyLogTable {
  id: Generated<number>;
  user_id: WriteOnce<number>;
  /** Change in fen, non-zero; negative spends. */
  money: WriteOnce<number>;
  before: ByTrigger<number>;
  after: ByTrigger<number>;
  memo: Immutable<string>;
  create_time: Immutable<number>;
}

/** Append-only points ledger; works like `user_money_log`. */
export interface UserScoreLogTable {
  id: Generated<number>;
  user_id: WriteOnce<number>;
  /** Change in points, non-zero. */
  score: WriteOnce<number>;
  before: ByTrigger<number>;
  after: ByTrigger<number>;
  memo: Immutable<string>;
  create_time: Immutable<number>;
}

// ---- system ----

export interface ConfigTable {
  id: Generated<number>;
  name: string;
  group: string;
  title: string;
  tip: Generated<string>;
  /** Input type: string, number, textarea, switch, select, image, images, file, array, editor, ... */
  type: string;
  /** The typed value: true, 10, "text", ["a", "b"]. */
  value: NullableJsonb;
  /** Options of select/radio inputs, e.g. { "local": "本地" }. */
  content: NullableJsonb;
  rule: Generated<string>;
  extend: Generated<string>;
  allow_del: Generated<Flag>;
  weigh: Generated<number>;
}

export interface AttachmentTable {
  id: Generated<number>;
  topic: Generated<string>;
  admin_id: number | null;
  user_id: number | null;
  url: string;
  width: Generated<number>;
  height: Generated<number>;
  name: Generated<string>;
  size: Generated<number>;
  mimetype: Generated<string>;
  /** Times the same file (same sha1 in the same storage) was uploaded. */
  quote: Generated<number>;
  storage: Generated<string>;
  sha1: string;
  create_time: Generated<number>;
  last_upload_time: Generated<number>;
}

export interface AreaTable {
  id: Generated<number>;
  pid: Generated<number>;
  shortname: Generated<string>;
  name: string;
  mergename: Generated<string>;
  /** 1 province, 2 city, 3 district. */
  level: 1 | 2 | 3;
  pinyin: Generated<string>;
  /** Telephone area code. */
  code: Generated<string>;
  zip: Generated<string>;
  first: Generated<string>;
  lng: Numeric;
  lat: Numeric;
}

export interface SecurityDataRecycleTable extends Times {
  id: Generated<number>;
  name: string;
  controller: string;
  controller_as: Generated<string>;
  data_table: string;
  primary_key: Generated<string>;
  status: Generated<EnableStatus>;
}

export interface SecurityDataRecycleLogTable {
  id: Generated<number>;
  admin_id: number | null;
  recycle_id: number | null;
  /** The deleted row, as it was. */
  data: Jsonb<Record<string, JsonValue>>;
  data_table: string;
  primary_key: Generated<string>;
  is_restore: Generated<Flag>;
  ip: Generated<string>;
  useragent: Generated<string>;
  create_time: Generated<number>;
}

/** A watched field: its label, and whether its values are secrets to mask in logs and screens. */
export type SensitiveField = { title: string; secret: boolean };

export interface SecuritySensitiveDataTable extends Times {
  id: Generated<number>;
  name: string;
  controller: string;
  controller_as: Generated<string>;
  data_table: string;
  primary_key: Generated<string>;
  /** Watched fields by column name, e.g. { "password": { "title": "密码", "secret": true } }. */
  data_fields: JsonbWithDefault<Record<string, SensitiveField>>;
  status: Generated<EnableStatus>;
}

export interface SecuritySensitiveDataLogTable {
  id: Generated<number>;
  admin_id: number | null;
  sensitive_id: number | null;
  data_table: string;
  primary_key: Generated<string>;
  data_field: string;
  data_comment: Generated<string>;
  id_value: number;
  before: string | null;
  after: string | null;
  ip: Generated<string>;
  useragent: Generated<string>;
  is_rollback: Generated<Flag>;
  create_time: Generated<number>;
}

export interface CrudLogTable {
  id: Generated<number>;
  table_name: string;
  comment: Generated<string>;
  table: JsonbWithDefault<Record<string, JsonValue>>;
  fields: JsonbWithDefault<JsonValue[]>;
  /** How many times the design was synced to the database. */
  sync: Generated<number>;
  status: Generated<CrudStatus>;
  connection: Generated<string>;
  create_time: Generated<number>;
}

// ---- public content ----

/** The public site navigation (up to three levels). */
export interface MenuTable extends Times {
  id: Generated<number>;
  pid: Generated<number>;
  title: string;
  title_en: Generated<string>;
  /** Background picture of the item in the popup menu. */
  thumb: Generated<string>;
  /** A public route, e.g. '/list' or '/us/company'. */
  path: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

export interface FriendLinkTable extends Times {
  id: Generated<number>;
  title: string;
  link: string;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

export interface BannerTable extends Times {
  id: Generated<number>;
  title: string;
  summary: Generated<string>;
  image: string;
  link: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

/** The company profile. */
export interface CorpTable extends Times {
  id: Generated<number>;
  name: string;
  name_en: Generated<string>;
  slogan: Generated<string>;
  summary: Generated<string>;
  /** HTML. */
  content: Generated<string>;
  logo: Generated<string>;
  image: Generated<string>;
  founded_year: number | null;
  address: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  website: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

/** A single page of the site, found by `slug` ('company', 'history', 'contact'). */
export interface PageTable extends Times {
  id: Generated<number>;
  slug: string;
  title: string;
  title_en: Generated<string>;
  /** HTML. */
  content: Generated<string>;
  image: Generated<string>;
  keywords: Generated<string>;
  description: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

/** An entry of a page, e.g. one step of the history timeline. */
export interface PageArticleTable extends Times {
  id: Generated<number>;
  page_id: number;
  title: string;
  /** HTML. */
  content: Generated<string>;
  image: Generated<string>;
  /** '2016', '2016-05' or '2016-05-18'. */
  event_date: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

/** SEO metadata of a public route. */
export interface PageMetaTable extends Times {
  id: Generated<number>;
  /** A public route path, starting with '/'. */
  path: string;
  title: Generated<string>;
  keywords: Generated<string>;
  description: Generated<string>;
}

export interface CategoryTable extends Times {
  id: Generated<number>;
  pid: Generated<number>;
  name: string;
  name_en: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

/** A special report grouping articles. */
export interface TopicTable extends Times {
  id: Generated<number>;
  title: string;
  title_en: Generated<string>;
  summary: Generated<string>;
  image: Generated<string>;
  weigh: Generated<number>;
  status: Generated<EnableStatus>;
}

export interface ArticleTable extends Times {
  id: Generated<number>;
  category_id: number;
  topic_id: number | null;
  title: string;
  summary: Generated<string>;
  /** HTML. */
  content: Generated<string>;
  image: Generated<string>;
  source: Generated<string>;
  author: Generated<string>;
  views: Generated<number>;
  /** A published article must have a `publish_time`. */
  status: Generated<ArticleStatus>;
  publish_time: number | null;
  keywords: Generated<string>;
  description: Generated<string>;
  video_url: Generated<string>;
  weigh: Generated<number>;
  /**
   * Full-text terms (tsvector): CJK unigrams and bigrams plus words, title weighted A, summary B, body C.
   * Written by `articleSearchVector` (search-vector.ts) whenever an article is inserted or updated.
   */
  search_vector: Generated<string>;
}

export interface Database {
  admin: AdminTable;
  admin_group: AdminGroupTable;
  admin_group_access: AdminGroupAccessTable;
  admin_rule: AdminRuleTable;
  admin_group_rule: AdminGroupRuleTable;
  admin_log: AdminLogTable;
  token: TokenTable;
  rate_limit: RateLimitTable;
  captcha: CaptchaTable;
  user_group: UserGroupTable;
  user_rule: UserRuleTable;
  user_group_rule: UserGroupRuleTable;
  user: UserTable;
  user_money_log: UserMoneyLogTable;
  user_score_log: UserScoreLogTable;
  config: ConfigTable;
  attachment: AttachmentTable;
  area: AreaTable;
  security_data_recycle: SecurityDataRecycleTable;
  security_data_recycle_log: SecurityDataRecycleLogTable;
  security_sensitive_data: SecuritySensitiveDataTable;
  security_sensitive_data_log: SecuritySensitiveDataLogTable;
  crud_log: CrudLogTable;
  menu: MenuTable;
  friend_link: FriendLinkTable;
  banner: BannerTable;
  corp: CorpTable;
  page: PageTable;
  page_article: PageArticleTable;
  page_meta: PageMetaTable;
  category: CategoryTable;
  topic: TopicTable;
  article: ArticleTable;
  cache_version: CacheVersionTable;
}

/** A content scope's counter, folded into the ETags of the public answers that depend on it. */
export interface CacheVersionTable {
  scope: string;
  version: Generated<number>;
  update_time: Generated<number>;
}

export type TableName = keyof Database;

export type Admin = Selectable<AdminTable>;
export type NewAdmin = Insertable<AdminTable>;
export type AdminUpdate = Updateable<AdminTable>;
export type AdminGroup = Selectable<AdminGroupTable>;
export type NewAdminGroup = Insertable<AdminGroupTable>;
export type AdminGroupUpdate = Updateable<AdminGroupTable>;
export type AdminRule = Selectable<AdminRuleTable>;
export type NewAdminRule = Insertable<AdminRuleTable>;
export type AdminRuleUpdate = Updateable<AdminRuleTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type UserGroup = Selectable<UserGroupTable>;
export type NewUserGroup = Insertable<UserGroupTable>;
export type UserRule = Selectable<UserRuleTable>;
export type NewUserRule = Insertable<UserRuleTable>;
export type UserRuleUpdate = Updateable<UserRuleTable>;
export type UserMoneyLog = Selectable<UserMoneyLogTable>;
export type NewUserMoneyLog = Insertable<UserMoneyLogTable>;
export type UserScoreLog = Selectable<UserScoreLogTable>;
export type NewUserScoreLog = Insertable<UserScoreLogTable>;
export type Token = Selectable<TokenTable>;
export type NewToken = Insertable<TokenTable>;
export type Config = Selectable<ConfigTable>;
export type NewConfig = Insertable<ConfigTable>;
export type ConfigUpdate = Updateable<ConfigTable>;
export type Attachment = Selectable<AttachmentTable>;
export type NewAttachment = Insertable<AttachmentTable>;
export type AdminLog = Selectable<AdminLogTable>;
export type NewAdminLog = Insertable<AdminLogTable>;
export type Menu = Selectable<MenuTable>;
export type NewMenu = Insertable<MenuTable>;
export type MenuUpdate = Updateable<MenuTable>;
export type FriendLink = Selectable<FriendLinkTable>;
export type NewFriendLink = Insertable<FriendLinkTable>;
export type Banner = Selectable<BannerTable>;
export type NewBanner = Insertable<BannerTable>;
export type Corp = Selectable<CorpTable>;
export type NewCorp = Insertable<CorpTable>;
export type Page = Selectable<PageTable>;
export type NewPage = Insertable<PageTable>;
export type PageUpdate = Updateable<PageTable>;
export type PageArticle = Selectable<PageArticleTable>;
export type NewPageArticle = Insertable<PageArticleTable>;
export type PageMeta = Selectable<PageMetaTable>;
export type NewPageMeta = Insertable<PageMetaTable>;
export type Category = Selectable<CategoryTable>;
export type NewCategory = Insertable<CategoryTable>;
export type Topic = Selectable<TopicTable>;
export type NewTopic = Insertable<TopicTable>;
export type Article = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type ArticleUpdate = Updateable<ArticleTable>;
