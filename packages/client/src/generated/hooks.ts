// Generated from the contract (packages/contract/src/openapi.json) by `npm run generate`
// (packages/client/scripts/generate.mjs).
// Do not edit: change the contract and generate again.
import type {
  HookKind,
  MutationOptions,
  MutationResult,
  OperationData,
  OperationQuery,
  QueryOptions,
  QueryResult,
} from "../hook-types.ts";
import type { CallInit } from "../typed-calls.ts";

/**
 * For every GET operation `xQuery(init)` (its query options) and `useX(init, options)`; for the others
 * `useX(options)`. Declared rather than inferred from an implementation, so that a program checks an
 * operation's types only where it uses the hook.
 */
export type CorpHooks = {
  /** GET /api/Index/common: Public menus and friendly links, fetched when the site starts */
  indexCommonQuery: (
    init?: CallInit<"get", "/api/Index/common">,
  ) => OperationQuery<"get", "/api/Index/common">;
  /** GET /api/Index/common: Public menus and friendly links, fetched when the site starts */
  useIndexCommon: <Selected = OperationData<"get", "/api/Index/common">>(
    init?: CallInit<"get", "/api/Index/common">,
    options?: QueryOptions<"get", "/api/Index/common", object, Selected>,
  ) => QueryResult<"get", "/api/Index/common", object, Selected>;
  /** GET /api/index/index: Site configuration, member-centre switch, member rules and menus, and the member when logged in */
  indexIndexQuery: (init?: CallInit<"get", "/api/index/index">) => OperationQuery<"get", "/api/index/index">;
  /** GET /api/index/index: Site configuration, member-centre switch, member rules and menus, and the member when logged in */
  useIndexIndex: <Selected = OperationData<"get", "/api/index/index">>(
    init?: CallInit<"get", "/api/index/index">,
    options?: QueryOptions<"get", "/api/index/index", object, Selected>,
  ) => QueryResult<"get", "/api/index/index", object, Selected>;
  /** GET /api/health: Whether the server answers and reaches its database, for container health checks and load balancers */
  healthQuery: (init?: CallInit<"get", "/api/health">) => OperationQuery<"get", "/api/health">;
  /** GET /api/health: Whether the server answers and reaches its database, for container health checks and load balancers */
  useHealth: <Selected = OperationData<"get", "/api/health">>(
    init?: CallInit<"get", "/api/health">,
    options?: QueryOptions<"get", "/api/health", object, Selected>,
  ) => QueryResult<"get", "/api/health", object, Selected>;
  /** GET /metrics: This server process's figures in the Prometheus text format, for a Prometheus scraper */
  metricsQuery: (
    init?: CallInit<"get", "/metrics">,
  ) => OperationQuery<"get", "/metrics", { parseAs: "text" }>;
  /** GET /metrics: This server process's figures in the Prometheus text format, for a Prometheus scraper */
  useMetrics: <Selected = OperationData<"get", "/metrics", { parseAs: "text" }>>(
    init?: CallInit<"get", "/metrics">,
    options?: QueryOptions<"get", "/metrics", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/metrics", { parseAs: "text" }, Selected>;
  /** POST /api/common/refreshToken: Exchange a refresh token for a new access token and a new refresh token (admin or member) */
  useRefreshToken: (
    options?: MutationOptions<"post", "/api/common/refreshToken">,
  ) => MutationResult<"post", "/api/common/refreshToken">;
  /** GET /api/common/clickCaptcha: A new click captcha picture for the client's id (characters to click in order) */
  clickCaptchaQuery: (
    init: CallInit<"get", "/api/common/clickCaptcha">,
  ) => OperationQuery<"get", "/api/common/clickCaptcha">;
  /** GET /api/common/clickCaptcha: A new click captcha picture for the client's id (characters to click in order) */
  useClickCaptcha: <Selected = OperationData<"get", "/api/common/clickCaptcha">>(
    init: CallInit<"get", "/api/common/clickCaptcha">,
    options?: QueryOptions<"get", "/api/common/clickCaptcha", object, Selected>,
  ) => QueryResult<"get", "/api/common/clickCaptcha", object, Selected>;
  /** POST /api/common/checkClickCaptcha: Check the clicks on a click captcha */
  useCheckClickCaptcha: (
    options?: MutationOptions<"post", "/api/common/checkClickCaptcha">,
  ) => MutationResult<"post", "/api/common/checkClickCaptcha">;
  /** GET /api/user/checkIn: What the member login and registration forms need */
  userCheckInConfigQuery: (
    init?: CallInit<"get", "/api/user/checkIn">,
  ) => OperationQuery<"get", "/api/user/checkIn">;
  /** GET /api/user/checkIn: What the member login and registration forms need */
  useUserCheckInConfig: <Selected = OperationData<"get", "/api/user/checkIn">>(
    init?: CallInit<"get", "/api/user/checkIn">,
    options?: QueryOptions<"get", "/api/user/checkIn", object, Selected>,
  ) => QueryResult<"get", "/api/user/checkIn", object, Selected>;
  /** POST /api/user/checkIn: Member login or registration */
  useUserCheckIn: (
    options?: MutationOptions<"post", "/api/user/checkIn">,
  ) => MutationResult<"post", "/api/user/checkIn">;
  /** POST /api/user/logout: Revoke the member's access and refresh tokens */
  useUserLogout: (
    options?: MutationOptions<"post", "/api/user/logout">,
  ) => MutationResult<"post", "/api/user/logout">;
  /** GET /api/account/overview: The member's points and balance changes of the last seven days, by day */
  accountOverviewQuery: (
    init?: CallInit<"get", "/api/account/overview">,
  ) => OperationQuery<"get", "/api/account/overview">;
  /** GET /api/account/overview: The member's points and balance changes of the last seven days, by day */
  useAccountOverview: <Selected = OperationData<"get", "/api/account/overview">>(
    init?: CallInit<"get", "/api/account/overview">,
    options?: QueryOptions<"get", "/api/account/overview", object, Selected>,
  ) => QueryResult<"get", "/api/account/overview", object, Selected>;
  /** GET /api/account/profile: What the profile form needs (the ways an account can be verified) */
  accountProfileConfigQuery: (
    init?: CallInit<"get", "/api/account/profile">,
  ) => OperationQuery<"get", "/api/account/profile">;
  /** GET /api/account/profile: What the profile form needs (the ways an account can be verified) */
  useAccountProfileConfig: <Selected = OperationData<"get", "/api/account/profile">>(
    init?: CallInit<"get", "/api/account/profile">,
    options?: QueryOptions<"get", "/api/account/profile", object, Selected>,
  ) => QueryResult<"get", "/api/account/profile", object, Selected>;
  /** POST /api/account/profile: Save the member's own profile */
  useAccountProfileSave: (
    options?: MutationOptions<"post", "/api/account/profile">,
  ) => MutationResult<"post", "/api/account/profile">;
  /** POST /api/account/verification: Prove the bound email or mobile with the code sent to it (event user_email_verify / user_mobile_verify); answers a 10-minute token for changeBind */
  useAccountVerification: (
    options?: MutationOptions<"post", "/api/account/verification">,
  ) => MutationResult<"post", "/api/account/verification">;
  /** POST /api/account/changeBind: Bind a new email or mobile with the code sent to it (user_change_email / user_change_mobile); a bound one must be proven first (accountVerificationToken), an unbound one needs the password */
  useAccountChangeBind: (
    options?: MutationOptions<"post", "/api/account/changeBind">,
  ) => MutationResult<"post", "/api/account/changeBind">;
  /** POST /api/account/changePassword: Change the password; every other session of the member ends, this one gets a new refresh token */
  useAccountChangePassword: (
    options?: MutationOptions<"post", "/api/account/changePassword">,
  ) => MutationResult<"post", "/api/account/changePassword">;
  /** GET /api/account/balance: The member's balance ledger, newest first (amounts in yuan) */
  accountBalanceQuery: (
    init?: CallInit<"get", "/api/account/balance">,
  ) => OperationQuery<"get", "/api/account/balance">;
  /** GET /api/account/balance: The member's balance ledger, newest first (amounts in yuan) */
  useAccountBalance: <Selected = OperationData<"get", "/api/account/balance">>(
    init?: CallInit<"get", "/api/account/balance">,
    options?: QueryOptions<"get", "/api/account/balance", object, Selected>,
  ) => QueryResult<"get", "/api/account/balance", object, Selected>;
  /** GET /api/account/integral: The member's points ledger, newest first */
  accountIntegralQuery: (
    init?: CallInit<"get", "/api/account/integral">,
  ) => OperationQuery<"get", "/api/account/integral">;
  /** GET /api/account/integral: The member's points ledger, newest first */
  useAccountIntegral: <Selected = OperationData<"get", "/api/account/integral">>(
    init?: CallInit<"get", "/api/account/integral">,
    options?: QueryOptions<"get", "/api/account/integral", object, Selected>,
  ) => QueryResult<"get", "/api/account/integral", object, Selected>;
  /** POST /api/account/retrievePassword: Set a new password with the code sent to the account's email or mobile (event user_retrieve_pwd); every session of the member ends */
  useAccountRetrievePassword: (
    options?: MutationOptions<"post", "/api/account/retrievePassword">,
  ) => MutationResult<"post", "/api/account/retrievePassword">;
  /** POST /api/Ems/send: Mail a verification code. Needs the click captcha; one code a minute per address and event, limits per address and per IP; an address that cannot take the event gets the same answer and no code */
  useEmsSend: (options?: MutationOptions<"post", "/api/Ems/send">) => MutationResult<"post", "/api/Ems/send">;
  /** POST /api/Sms/send: Text a verification code (template_code is the event); the same rules as /api/Ems/send */
  useSmsSend: (options?: MutationOptions<"post", "/api/Sms/send">) => MutationResult<"post", "/api/Sms/send">;
  /** POST /api/ajax/upload: A member uploads one file (multipart field file), with the site's suffix, MIME type and size limits */
  useMemberAjaxUpload: (
    options?: MutationOptions<"post", "/api/ajax/upload">,
  ) => MutationResult<"post", "/api/ajax/upload">;
  /** GET /api/ajax/area: Provinces; the cities of a province; the districts of a city */
  memberAjaxAreaQuery: (init?: CallInit<"get", "/api/ajax/area">) => OperationQuery<"get", "/api/ajax/area">;
  /** GET /api/ajax/area: Provinces; the cities of a province; the districts of a city */
  useMemberAjaxArea: <Selected = OperationData<"get", "/api/ajax/area">>(
    init?: CallInit<"get", "/api/ajax/area">,
    options?: QueryOptions<"get", "/api/ajax/area", object, Selected>,
  ) => QueryResult<"get", "/api/ajax/area", object, Selected>;
  /** GET /admin/index/login: What the admin login form needs */
  adminLoginConfigQuery: (
    init?: CallInit<"get", "/admin/index/login">,
  ) => OperationQuery<"get", "/admin/index/login">;
  /** GET /admin/index/login: What the admin login form needs */
  useAdminLoginConfig: <Selected = OperationData<"get", "/admin/index/login">>(
    init?: CallInit<"get", "/admin/index/login">,
    options?: QueryOptions<"get", "/admin/index/login", object, Selected>,
  ) => QueryResult<"get", "/admin/index/login", object, Selected>;
  /** POST /admin/index/login: Admin login */
  useAdminLogin: (
    options?: MutationOptions<"post", "/admin/index/login">,
  ) => MutationResult<"post", "/admin/index/login">;
  /** GET /admin/index/index: The logged-in admin, the admin menu tree, site settings and terminal settings */
  adminIndexQuery: (
    init?: CallInit<"get", "/admin/index/index">,
  ) => OperationQuery<"get", "/admin/index/index">;
  /** GET /admin/index/index: The logged-in admin, the admin menu tree, site settings and terminal settings */
  useAdminIndex: <Selected = OperationData<"get", "/admin/index/index">>(
    init?: CallInit<"get", "/admin/index/index">,
    options?: QueryOptions<"get", "/admin/index/index", object, Selected>,
  ) => QueryResult<"get", "/admin/index/index", object, Selected>;
  /** POST /admin/index/logout: Revoke the admin's access and refresh tokens */
  useAdminLogout: (
    options?: MutationOptions<"post", "/admin/index/logout">,
  ) => MutationResult<"post", "/admin/index/logout">;
  /** GET /api/portal/home: Home page content (banners, latest news, topics and the company summary) */
  portalHomeQuery: (init?: CallInit<"get", "/api/portal/home">) => OperationQuery<"get", "/api/portal/home">;
  /** GET /api/portal/home: Home page content (banners, latest news, topics and the company summary) */
  usePortalHome: <Selected = OperationData<"get", "/api/portal/home">>(
    init?: CallInit<"get", "/api/portal/home">,
    options?: QueryOptions<"get", "/api/portal/home", object, Selected>,
  ) => QueryResult<"get", "/api/portal/home", object, Selected>;
  /** GET /api/portal/page: A single page by its slug (history with its timeline, every page with the site's contact data) */
  portalPageQuery: (init: CallInit<"get", "/api/portal/page">) => OperationQuery<"get", "/api/portal/page">;
  /** GET /api/portal/page: A single page by its slug (history with its timeline, every page with the site's contact data) */
  usePortalPage: <Selected = OperationData<"get", "/api/portal/page">>(
    init: CallInit<"get", "/api/portal/page">,
    options?: QueryOptions<"get", "/api/portal/page", object, Selected>,
  ) => QueryResult<"get", "/api/portal/page", object, Selected>;
  /** GET /api/portal/articles: Published articles, newest first, optionally of one category, one page at a time */
  portalArticlesQuery: (
    init?: CallInit<"get", "/api/portal/articles">,
  ) => OperationQuery<"get", "/api/portal/articles">;
  /** GET /api/portal/articles: Published articles, newest first, optionally of one category, one page at a time */
  usePortalArticles: <Selected = OperationData<"get", "/api/portal/articles">>(
    init?: CallInit<"get", "/api/portal/articles">,
    options?: QueryOptions<"get", "/api/portal/articles", object, Selected>,
  ) => QueryResult<"get", "/api/portal/articles", object, Selected>;
  /** GET /api/portal/topics: Special reports, each with its latest published articles */
  portalTopicsQuery: (
    init?: CallInit<"get", "/api/portal/topics">,
  ) => OperationQuery<"get", "/api/portal/topics">;
  /** GET /api/portal/topics: Special reports, each with its latest published articles */
  usePortalTopics: <Selected = OperationData<"get", "/api/portal/topics">>(
    init?: CallInit<"get", "/api/portal/topics">,
    options?: QueryOptions<"get", "/api/portal/topics", object, Selected>,
  ) => QueryResult<"get", "/api/portal/topics", object, Selected>;
  /** GET /api/portal/layout: Article centre, each category with its latest articles, and the most read articles */
  portalLayoutQuery: (
    init?: CallInit<"get", "/api/portal/layout">,
  ) => OperationQuery<"get", "/api/portal/layout">;
  /** GET /api/portal/layout: Article centre, each category with its latest articles, and the most read articles */
  usePortalLayout: <Selected = OperationData<"get", "/api/portal/layout">>(
    init?: CallInit<"get", "/api/portal/layout">,
    options?: QueryOptions<"get", "/api/portal/layout", object, Selected>,
  ) => QueryResult<"get", "/api/portal/layout", object, Selected>;
  /** GET /api/portal/article: One published article with its neighbours; a visitor's read counts one view an hour, a prefetch none. HTTP 404 when missing or a draft */
  portalArticleQuery: (
    init: CallInit<"get", "/api/portal/article">,
  ) => OperationQuery<"get", "/api/portal/article">;
  /** GET /api/portal/article: One published article with its neighbours; a visitor's read counts one view an hour, a prefetch none. HTTP 404 when missing or a draft */
  usePortalArticle: <Selected = OperationData<"get", "/api/portal/article">>(
    init: CallInit<"get", "/api/portal/article">,
    options?: QueryOptions<"get", "/api/portal/article", object, Selected>,
  ) => QueryResult<"get", "/api/portal/article", object, Selected>;
  /** POST /api/portal/view: Counts one view of a published article whose page the browser loaded ahead of the visit (prefetch or prerender, which the server does not count) and has now shown */
  usePortalView: (
    options?: MutationOptions<"post", "/api/portal/view">,
  ) => MutationResult<"post", "/api/portal/view">;
  /** GET /api/portal/meta: Search-engine metadata (title, keywords, description) of a public route */
  portalMetaQuery: (init: CallInit<"get", "/api/portal/meta">) => OperationQuery<"get", "/api/portal/meta">;
  /** GET /api/portal/meta: Search-engine metadata (title, keywords, description) of a public route */
  usePortalMeta: <Selected = OperationData<"get", "/api/portal/meta">>(
    init: CallInit<"get", "/api/portal/meta">,
    options?: QueryOptions<"get", "/api/portal/meta", object, Selected>,
  ) => QueryResult<"get", "/api/portal/meta", object, Selected>;
  /** GET /api/portal/search: Full-text search of published articles (Chinese by unigrams and bigrams, other words by prefix), best match first */
  portalSearchQuery: (
    init: CallInit<"get", "/api/portal/search">,
  ) => OperationQuery<"get", "/api/portal/search">;
  /** GET /api/portal/search: Full-text search of published articles (Chinese by unigrams and bigrams, other words by prefix), best match first */
  usePortalSearch: <Selected = OperationData<"get", "/api/portal/search">>(
    init: CallInit<"get", "/api/portal/search">,
    options?: QueryOptions<"get", "/api/portal/search", object, Selected>,
  ) => QueryResult<"get", "/api/portal/search", object, Selected>;
  /** GET /api/lead/form: The lead form's fields as the site's settings configure them, for a page placing the form */
  leadFormQuery: (init?: CallInit<"get", "/api/lead/form">) => OperationQuery<"get", "/api/lead/form">;
  /** GET /api/lead/form: The lead form's fields as the site's settings configure them, for a page placing the form */
  useLeadForm: <Selected = OperationData<"get", "/api/lead/form">>(
    init?: CallInit<"get", "/api/lead/form">,
    options?: QueryOptions<"get", "/api/lead/form", object, Selected>,
  ) => QueryResult<"get", "/api/lead/form", object, Selected>;
  /** POST /api/lead/submit: Send a lead (the lead form): checked against the site's form, stored once per fill of the form by its key, the click captcha after repeated sends from one address */
  useLeadSubmit: (
    options?: MutationOptions<"post", "/api/lead/submit">,
  ) => MutationResult<"post", "/api/lead/submit">;
  /** GET /admin/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
  crudIndexQuery: (
    init: CallInit<"get", "/admin/{controller}/index">,
  ) => OperationQuery<"get", "/admin/{controller}/index">;
  /** GET /admin/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
  useCrudIndex: <Selected = OperationData<"get", "/admin/{controller}/index">>(
    init: CallInit<"get", "/admin/{controller}/index">,
    options?: QueryOptions<"get", "/admin/{controller}/index", object, Selected>,
  ) => QueryResult<"get", "/admin/{controller}/index", object, Selected>;
  /** GET /admin/{controller}/edit: One row for the edit form */
  crudGetQuery: (
    init: CallInit<"get", "/admin/{controller}/edit">,
  ) => OperationQuery<"get", "/admin/{controller}/edit">;
  /** GET /admin/{controller}/edit: One row for the edit form */
  useCrudGet: <Selected = OperationData<"get", "/admin/{controller}/edit">>(
    init: CallInit<"get", "/admin/{controller}/edit">,
    options?: QueryOptions<"get", "/admin/{controller}/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/{controller}/edit", object, Selected>;
  /** POST /admin/{controller}/edit: Save a row (id and the controller's edit form) */
  useCrudEdit: (
    options?: MutationOptions<"post", "/admin/{controller}/edit">,
  ) => MutationResult<"post", "/admin/{controller}/edit">;
  /** GET /admin/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
  crudAddFormQuery: (
    init: CallInit<"get", "/admin/{controller}/add">,
  ) => OperationQuery<"get", "/admin/{controller}/add">;
  /** GET /admin/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
  useCrudAddForm: <Selected = OperationData<"get", "/admin/{controller}/add">>(
    init: CallInit<"get", "/admin/{controller}/add">,
    options?: QueryOptions<"get", "/admin/{controller}/add", object, Selected>,
  ) => QueryResult<"get", "/admin/{controller}/add", object, Selected>;
  /** POST /admin/{controller}/add: Add a row (fields as the controller's add form) */
  useCrudAdd: (
    options?: MutationOptions<"post", "/admin/{controller}/add">,
  ) => MutationResult<"post", "/admin/{controller}/add">;
  /** DELETE /admin/{controller}/del: Delete rows by id (ids[]=1&ids[]=2 in the query, or ids in the body) */
  useCrudDel: (
    options?: MutationOptions<"delete", "/admin/{controller}/del">,
  ) => MutationResult<"delete", "/admin/{controller}/del">;
  /** POST /admin/{controller}/sortable: Drag sort: swap the weigh of row id and row targetId */
  useCrudSortable: (
    options?: MutationOptions<"post", "/admin/{controller}/sortable">,
  ) => MutationResult<"post", "/admin/{controller}/sortable">;
  /** GET /admin/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
  crudInfoQuery: (
    init: CallInit<"get", "/admin/{controller}/info">,
  ) => OperationQuery<"get", "/admin/{controller}/info">;
  /** GET /admin/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
  useCrudInfo: <Selected = OperationData<"get", "/admin/{controller}/info">>(
    init: CallInit<"get", "/admin/{controller}/info">,
    options?: QueryOptions<"get", "/admin/{controller}/info", object, Selected>,
  ) => QueryResult<"get", "/admin/{controller}/info", object, Selected>;
  /** POST /admin/{controller}/restore: Recycle bin: put the deleted rows of these log entries back (all or none; a taken key or unique value restores nothing) */
  useCrudRestore: (
    options?: MutationOptions<"post", "/admin/{controller}/restore">,
  ) => MutationResult<"post", "/admin/{controller}/restore">;
  /** POST /admin/{controller}/rollback: Sensitive-data log: put the changed fields of these entries back as they were (all or none) */
  useCrudRollback: (
    options?: MutationOptions<"post", "/admin/{controller}/rollback">,
  ) => MutationResult<"post", "/admin/{controller}/rollback">;
  /** GET /admin/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
  crudExportQuery: (
    init: CallInit<"get", "/admin/{controller}/export">,
  ) => OperationQuery<"get", "/admin/{controller}/export", { parseAs: "text" }>;
  /** GET /admin/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
  useCrudExport: <Selected = OperationData<"get", "/admin/{controller}/export", { parseAs: "text" }>>(
    init: CallInit<"get", "/admin/{controller}/export">,
    options?: QueryOptions<"get", "/admin/{controller}/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/{controller}/export", { parseAs: "text" }, Selected>;
  /** GET /admin/{area}/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
  crudIndexSlashQuery: (
    init: CallInit<"get", "/admin/{area}/{controller}/index">,
  ) => OperationQuery<"get", "/admin/{area}/{controller}/index">;
  /** GET /admin/{area}/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
  useCrudIndexSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/index">>(
    init: CallInit<"get", "/admin/{area}/{controller}/index">,
    options?: QueryOptions<"get", "/admin/{area}/{controller}/index", object, Selected>,
  ) => QueryResult<"get", "/admin/{area}/{controller}/index", object, Selected>;
  /** GET /admin/{area}/{controller}/edit: One row for the edit form */
  crudGetSlashQuery: (
    init: CallInit<"get", "/admin/{area}/{controller}/edit">,
  ) => OperationQuery<"get", "/admin/{area}/{controller}/edit">;
  /** GET /admin/{area}/{controller}/edit: One row for the edit form */
  useCrudGetSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/edit">>(
    init: CallInit<"get", "/admin/{area}/{controller}/edit">,
    options?: QueryOptions<"get", "/admin/{area}/{controller}/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/{area}/{controller}/edit", object, Selected>;
  /** POST /admin/{area}/{controller}/edit: Save a row (id and the controller's edit form) */
  useCrudEditSlash: (
    options?: MutationOptions<"post", "/admin/{area}/{controller}/edit">,
  ) => MutationResult<"post", "/admin/{area}/{controller}/edit">;
  /** GET /admin/{area}/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
  crudAddFormSlashQuery: (
    init: CallInit<"get", "/admin/{area}/{controller}/add">,
  ) => OperationQuery<"get", "/admin/{area}/{controller}/add">;
  /** GET /admin/{area}/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
  useCrudAddFormSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/add">>(
    init: CallInit<"get", "/admin/{area}/{controller}/add">,
    options?: QueryOptions<"get", "/admin/{area}/{controller}/add", object, Selected>,
  ) => QueryResult<"get", "/admin/{area}/{controller}/add", object, Selected>;
  /** POST /admin/{area}/{controller}/add: Add a row (fields as the controller's add form) */
  useCrudAddSlash: (
    options?: MutationOptions<"post", "/admin/{area}/{controller}/add">,
  ) => MutationResult<"post", "/admin/{area}/{controller}/add">;
  /** DELETE /admin/{area}/{controller}/del: Delete rows by id (ids[]=1&ids[]=2 in the query, or ids in the body) */
  useCrudDelSlash: (
    options?: MutationOptions<"delete", "/admin/{area}/{controller}/del">,
  ) => MutationResult<"delete", "/admin/{area}/{controller}/del">;
  /** POST /admin/{area}/{controller}/sortable: Drag sort: swap the weigh of row id and row targetId */
  useCrudSortableSlash: (
    options?: MutationOptions<"post", "/admin/{area}/{controller}/sortable">,
  ) => MutationResult<"post", "/admin/{area}/{controller}/sortable">;
  /** GET /admin/{area}/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
  crudInfoSlashQuery: (
    init: CallInit<"get", "/admin/{area}/{controller}/info">,
  ) => OperationQuery<"get", "/admin/{area}/{controller}/info">;
  /** GET /admin/{area}/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
  useCrudInfoSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/info">>(
    init: CallInit<"get", "/admin/{area}/{controller}/info">,
    options?: QueryOptions<"get", "/admin/{area}/{controller}/info", object, Selected>,
  ) => QueryResult<"get", "/admin/{area}/{controller}/info", object, Selected>;
  /** POST /admin/{area}/{controller}/restore: Recycle bin: put the deleted rows of these log entries back (all or none; a taken key or unique value restores nothing) */
  useCrudRestoreSlash: (
    options?: MutationOptions<"post", "/admin/{area}/{controller}/restore">,
  ) => MutationResult<"post", "/admin/{area}/{controller}/restore">;
  /** POST /admin/{area}/{controller}/rollback: Sensitive-data log: put the changed fields of these entries back as they were (all or none) */
  useCrudRollbackSlash: (
    options?: MutationOptions<"post", "/admin/{area}/{controller}/rollback">,
  ) => MutationResult<"post", "/admin/{area}/{controller}/rollback">;
  /** GET /admin/{area}/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
  crudExportSlashQuery: (
    init: CallInit<"get", "/admin/{area}/{controller}/export">,
  ) => OperationQuery<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }>;
  /** GET /admin/{area}/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
  useCrudExportSlash: <
    Selected = OperationData<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }>,
  >(
    init: CallInit<"get", "/admin/{area}/{controller}/export">,
    options?: QueryOptions<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }, Selected>;
  /** POST /admin/ajax/upload: Upload one file (multipart field file); suffix, MIME type and size limits come from the site config */
  useAdminAjaxUpload: (
    options?: MutationOptions<"post", "/admin/ajax/upload">,
  ) => MutationResult<"post", "/admin/ajax/upload">;
  /** GET /admin/ajax/area: Provinces; the cities of a province; the districts of a city (ids from the area table) */
  adminAjaxAreaQuery: (
    init?: CallInit<"get", "/admin/ajax/area">,
  ) => OperationQuery<"get", "/admin/ajax/area">;
  /** GET /admin/ajax/area: Provinces; the cities of a province; the districts of a city (ids from the area table) */
  useAdminAjaxArea: <Selected = OperationData<"get", "/admin/ajax/area">>(
    init?: CallInit<"get", "/admin/ajax/area">,
    options?: QueryOptions<"get", "/admin/ajax/area", object, Selected>,
  ) => QueryResult<"get", "/admin/ajax/area", object, Selected>;
  /** GET /admin/ajax/buildSuffixSvg: An SVG file icon showing a file suffix */
  adminAjaxBuildSuffixSvgQuery: (
    init?: CallInit<"get", "/admin/ajax/buildSuffixSvg">,
  ) => OperationQuery<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }>;
  /** GET /admin/ajax/buildSuffixSvg: An SVG file icon showing a file suffix */
  useAdminAjaxBuildSuffixSvg: <
    Selected = OperationData<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/ajax/buildSuffixSvg">,
    options?: QueryOptions<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }, Selected>;
  /** GET /admin/ajax/getTablePk: The primary key column of a table */
  adminAjaxGetTablePkQuery: (
    init: CallInit<"get", "/admin/ajax/getTablePk">,
  ) => OperationQuery<"get", "/admin/ajax/getTablePk">;
  /** GET /admin/ajax/getTablePk: The primary key column of a table */
  useAdminAjaxGetTablePk: <Selected = OperationData<"get", "/admin/ajax/getTablePk">>(
    init: CallInit<"get", "/admin/ajax/getTablePk">,
    options?: QueryOptions<"get", "/admin/ajax/getTablePk", object, Selected>,
  ) => QueryResult<"get", "/admin/ajax/getTablePk", object, Selected>;
  /** GET /admin/ajax/getTableList: The tables of the database with their comments */
  adminAjaxGetTableListQuery: (
    init?: CallInit<"get", "/admin/ajax/getTableList">,
  ) => OperationQuery<"get", "/admin/ajax/getTableList">;
  /** GET /admin/ajax/getTableList: The tables of the database with their comments */
  useAdminAjaxGetTableList: <Selected = OperationData<"get", "/admin/ajax/getTableList">>(
    init?: CallInit<"get", "/admin/ajax/getTableList">,
    options?: QueryOptions<"get", "/admin/ajax/getTableList", object, Selected>,
  ) => QueryResult<"get", "/admin/ajax/getTableList", object, Selected>;
  /** GET /admin/ajax/getTableFieldList: The columns of a table with their comments */
  adminAjaxGetTableFieldListQuery: (
    init: CallInit<"get", "/admin/ajax/getTableFieldList">,
  ) => OperationQuery<"get", "/admin/ajax/getTableFieldList">;
  /** GET /admin/ajax/getTableFieldList: The columns of a table with their comments */
  useAdminAjaxGetTableFieldList: <Selected = OperationData<"get", "/admin/ajax/getTableFieldList">>(
    init: CallInit<"get", "/admin/ajax/getTableFieldList">,
    options?: QueryOptions<"get", "/admin/ajax/getTableFieldList", object, Selected>,
  ) => QueryResult<"get", "/admin/ajax/getTableFieldList", object, Selected>;
  /** GET /admin/ajax/getDatabaseConnectionList: The database connections the server knows */
  adminAjaxGetDatabaseConnectionListQuery: (
    init?: CallInit<"get", "/admin/ajax/getDatabaseConnectionList">,
  ) => OperationQuery<"get", "/admin/ajax/getDatabaseConnectionList">;
  /** GET /admin/ajax/getDatabaseConnectionList: The database connections the server knows */
  useAdminAjaxGetDatabaseConnectionList: <
    Selected = OperationData<"get", "/admin/ajax/getDatabaseConnectionList">,
  >(
    init?: CallInit<"get", "/admin/ajax/getDatabaseConnectionList">,
    options?: QueryOptions<"get", "/admin/ajax/getDatabaseConnectionList", object, Selected>,
  ) => QueryResult<"get", "/admin/ajax/getDatabaseConnectionList", object, Selected>;
  /** GET /admin/crud.Crud/checkCrudLog: BuildAdmin's designer view: the table's latest design record, if it succeeded */
  adminCrudCheckCrudLogQuery: (
    init?: CallInit<"get", "/admin/crud.Crud/checkCrudLog">,
  ) => OperationQuery<"get", "/admin/crud.Crud/checkCrudLog">;
  /** GET /admin/crud.Crud/checkCrudLog: BuildAdmin's designer view: the table's latest design record, if it succeeded */
  useAdminCrudCheckCrudLog: <Selected = OperationData<"get", "/admin/crud.Crud/checkCrudLog">>(
    init?: CallInit<"get", "/admin/crud.Crud/checkCrudLog">,
    options?: QueryOptions<"get", "/admin/crud.Crud/checkCrudLog", object, Selected>,
  ) => QueryResult<"get", "/admin/crud.Crud/checkCrudLog", object, Selected>;
  /** POST /admin/crud.Crud/parseFieldData: BuildAdmin's designer view: a table's columns as the fields of a design to start from */
  useAdminCrudParseFieldData: (
    options?: MutationOptions<"post", "/admin/crud.Crud/parseFieldData">,
  ) => MutationResult<"post", "/admin/crud.Crud/parseFieldData">;
  /** GET /admin/crud.Crud/getFileData: BuildAdmin's designer view: where its generated files would go; none are written here */
  adminCrudGetFileDataQuery: (
    init?: CallInit<"get", "/admin/crud.Crud/getFileData">,
  ) => OperationQuery<"get", "/admin/crud.Crud/getFileData">;
  /** GET /admin/crud.Crud/getFileData: BuildAdmin's designer view: where its generated files would go; none are written here */
  useAdminCrudGetFileData: <Selected = OperationData<"get", "/admin/crud.Crud/getFileData">>(
    init?: CallInit<"get", "/admin/crud.Crud/getFileData">,
    options?: QueryOptions<"get", "/admin/crud.Crud/getFileData", object, Selected>,
  ) => QueryResult<"get", "/admin/crud.Crud/getFileData", object, Selected>;
  /** POST /admin/crud.Crud/generateCheck: BuildAdmin's designer view: whether the table name is free before generating */
  useAdminCrudGenerateCheck: (
    options?: MutationOptions<"post", "/admin/crud.Crud/generateCheck">,
  ) => MutationResult<"post", "/admin/crud.Crud/generateCheck">;
  /** POST /admin/crud.Crud/generate: BuildAdmin's designer view: generate its design as a designed table with its admin page */
  useAdminCrudGenerate: (
    options?: MutationOptions<"post", "/admin/crud.Crud/generate">,
  ) => MutationResult<"post", "/admin/crud.Crud/generate">;
  /** POST /admin/crud.Crud/logStart: BuildAdmin's designer view: a design record reopened as its view edits it */
  useAdminCrudLogStart: (
    options?: MutationOptions<"post", "/admin/crud.Crud/logStart">,
  ) => MutationResult<"post", "/admin/crud.Crud/logStart">;
  /** POST /admin/crud.Crud/delete: BuildAdmin's designer view: delete what a design record generated */
  useAdminCrudDelete: (
    options?: MutationOptions<"post", "/admin/crud.Crud/delete">,
  ) => MutationResult<"post", "/admin/crud.Crud/delete">;
  /** POST /admin/ajax/clearCache: Clear server caches: config (menus, links, settings), content (pages and answers kept by every server process), images (resized variants), or all */
  useAdminAjaxClearCache: (
    options?: MutationOptions<"post", "/admin/ajax/clearCache">,
  ) => MutationResult<"post", "/admin/ajax/clearCache">;
  /** GET /admin/ajax/terminal: Runs one command of the terminal's allow-list (super administrators only) and streams its output as server-sent events. Each event's data is JSON {data, uuid, extend, key}: data is an output line or a flag (command-link-success, command-exec-success, command-exec-error, command-exec-completed). A refusal (not logged in, not a super administrator, a command outside the allow-list, another command running) is answered the same way: an 'Error: ...' line with its catalogue code, then command-exec-error. One command runs at a time per server; every run is written to the admin log with its output */
  adminAjaxTerminalQuery: (
    init: CallInit<"get", "/admin/ajax/terminal">,
  ) => OperationQuery<"get", "/admin/ajax/terminal", { parseAs: "text" }>;
  /** GET /admin/ajax/terminal: Runs one command of the terminal's allow-list (super administrators only) and streams its output as server-sent events. Each event's data is JSON {data, uuid, extend, key}: data is an output line or a flag (command-link-success, command-exec-success, command-exec-error, command-exec-completed). A refusal (not logged in, not a super administrator, a command outside the allow-list, another command running) is answered the same way: an 'Error: ...' line with its catalogue code, then command-exec-error. One command runs at a time per server; every run is written to the admin log with its output */
  useAdminAjaxTerminal: <Selected = OperationData<"get", "/admin/ajax/terminal", { parseAs: "text" }>>(
    init: CallInit<"get", "/admin/ajax/terminal">,
    options?: QueryOptions<"get", "/admin/ajax/terminal", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/ajax/terminal", { parseAs: "text" }, Selected>;
  /** POST /admin/ajax/changeTerminalConfig: The terminal's settings (super administrators only): the package manager its install, build and test commands use, kept in the site config (by default the first installed of pnpm, npm, yarn; one the server does not have is refused). Without manager it answers the current settings */
  useAdminAjaxChangeTerminalConfig: (
    options?: MutationOptions<"post", "/admin/ajax/changeTerminalConfig">,
  ) => MutationResult<"post", "/admin/ajax/changeTerminalConfig">;
  /** GET /storage/{day}/{file}: An uploaded file, by the name the server gave it; served as a download or an inert image, never as a page. With w or h, a picture (.jpg, .jpeg, .png, .webp) resized, WebP when the client accepts it and it is smaller. HTTP 503 (the envelope) while the file store, a bucket, cannot be reached */
  storageFileQuery: (
    init: CallInit<"get", "/storage/{day}/{file}">,
  ) => OperationQuery<"get", "/storage/{day}/{file}", { parseAs: "blob" }>;
  /** GET /storage/{day}/{file}: An uploaded file, by the name the server gave it; served as a download or an inert image, never as a page. With w or h, a picture (.jpg, .jpeg, .png, .webp) resized, WebP when the client accepts it and it is smaller. HTTP 503 (the envelope) while the file store, a bucket, cannot be reached */
  useStorageFile: <Selected = OperationData<"get", "/storage/{day}/{file}", { parseAs: "blob" }>>(
    init: CallInit<"get", "/storage/{day}/{file}">,
    options?: QueryOptions<"get", "/storage/{day}/{file}", { parseAs: "blob" }, Selected>,
  ) => QueryResult<"get", "/storage/{day}/{file}", { parseAs: "blob" }, Selected>;
  /** GET /preview/article/{id}: An article, draft or scheduled, rendered exactly as its public page will be, for an admin who may edit articles (content/article/edit); anyone else, and a missing article, gets the public 404 page (HTTP 404, HTML). Never stored (no-store), never indexed (noindex), never counted as a view. Served when the server serves the built web app */
  articlePreviewQuery: (
    init: CallInit<"get", "/preview/article/{id}">,
  ) => OperationQuery<"get", "/preview/article/{id}", { parseAs: "text" }>;
  /** GET /preview/article/{id}: An article, draft or scheduled, rendered exactly as its public page will be, for an admin who may edit articles (content/article/edit); anyone else, and a missing article, gets the public 404 page (HTTP 404, HTML). Never stored (no-store), never indexed (noindex), never counted as a view. Served when the server serves the built web app */
  useArticlePreview: <Selected = OperationData<"get", "/preview/article/{id}", { parseAs: "text" }>>(
    init: CallInit<"get", "/preview/article/{id}">,
    options?: QueryOptions<"get", "/preview/article/{id}", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/preview/article/{id}", { parseAs: "text" }, Selected>;
  /** GET /admin/module/index: The installed modules of the module market, enabled and disabled */
  adminModuleIndexQuery: (
    init?: CallInit<"get", "/admin/module/index">,
  ) => OperationQuery<"get", "/admin/module/index">;
  /** GET /admin/module/index: The installed modules of the module market, enabled and disabled */
  useAdminModuleIndex: <Selected = OperationData<"get", "/admin/module/index">>(
    init?: CallInit<"get", "/admin/module/index">,
    options?: QueryOptions<"get", "/admin/module/index", object, Selected>,
  ) => QueryResult<"get", "/admin/module/index", object, Selected>;
  /** GET /admin/module/state: A module's install state, as BuildAdmin's market view polls it */
  adminModuleStateQuery: (
    init: CallInit<"get", "/admin/module/state">,
  ) => OperationQuery<"get", "/admin/module/state">;
  /** GET /admin/module/state: A module's install state, as BuildAdmin's market view polls it */
  useAdminModuleState: <Selected = OperationData<"get", "/admin/module/state">>(
    init: CallInit<"get", "/admin/module/state">,
    options?: QueryOptions<"get", "/admin/module/state", object, Selected>,
  ) => QueryResult<"get", "/admin/module/state", object, Selected>;
  /** POST /admin/module/upload: Upload a module zip (multipart field file): checked (size, paths, no links, manifest) and kept until installed; answers what it is and which claims of enabled modules it would take */
  useAdminModuleUpload: (
    options?: MutationOptions<"post", "/admin/module/upload">,
  ) => MutationResult<"post", "/admin/module/upload">;
  /** POST /admin/module/install: Install an uploaded module. When an enabled module claims one of its routes or files, nothing is installed and the conflicts are answered (done false) until confirm is true; confirming disables those modules */
  useAdminModuleInstall: (
    options?: MutationOptions<"post", "/admin/module/install">,
  ) => MutationResult<"post", "/admin/module/install">;
  /** POST /admin/module/changeState: Enable (state true) or disable (state false) a module with its menu rules, routes and files; enabling asks like install when another enabled module holds a claim */
  useAdminModuleChangeState: (
    options?: MutationOptions<"post", "/admin/module/changeState">,
  ) => MutationResult<"post", "/admin/module/changeState">;
  /** POST /admin/module/uninstall: Uninstall a module: its migrations rolled back (its tables dropped), its menu rules deleted, its folder removed */
  useAdminModuleUninstall: (
    options?: MutationOptions<"post", "/admin/module/uninstall">,
  ) => MutationResult<"post", "/admin/module/uninstall">;
  /** POST /admin/module/update: Update an installed module in place to a higher version: from its uploaded zip, or, with order, downloaded from the module market for that paid order. Its tables and rows stay, new migrations run, its menu rules are synced by name (ids and grants kept); the same or an older version, or one that drops a table, is refused. Conflicts are answered as install does */
  useAdminModuleUpdate: (
    options?: MutationOptions<"post", "/admin/module/update">,
  ) => MutationResult<"post", "/admin/module/update">;
  /** GET /admin/module/market: The configured module market's catalogue, each module with its price (yuan) and whether it is installed here, installed with an update available, or not installed. Refused with a catalogue error while no market is configured or when the market fails */
  adminModuleMarketQuery: (
    init?: CallInit<"get", "/admin/module/market">,
  ) => OperationQuery<"get", "/admin/module/market">;
  /** GET /admin/module/market: The configured module market's catalogue, each module with its price (yuan) and whether it is installed here, installed with an update available, or not installed. Refused with a catalogue error while no market is configured or when the market fails */
  useAdminModuleMarket: <Selected = OperationData<"get", "/admin/module/market">>(
    init?: CallInit<"get", "/admin/module/market">,
    options?: QueryOptions<"get", "/admin/module/market", object, Selected>,
  ) => QueryResult<"get", "/admin/module/market", object, Selected>;
  /** POST /admin/module/createOrder: Order a module from the market with the market account of the settings; a free module, or one the account already bought, is paid at once */
  useAdminModuleCreateOrder: (
    options?: MutationOptions<"post", "/admin/module/createOrder">,
  ) => MutationResult<"post", "/admin/module/createOrder">;
  /** POST /admin/module/payOrder: Pay an order: by the market account's balance (paid at once, or refused with the market's message), or by WeChat or Alipay (unpaid, with payUrl to show as a QR code until the market reports it paid) */
  useAdminModulePayOrder: (
    options?: MutationOptions<"post", "/admin/module/payOrder">,
  ) => MutationResult<"post", "/admin/module/payOrder">;
  /** GET /admin/module/orderState: An order's state at the market, asked while the admin waits for a QR payment */
  adminModuleOrderStateQuery: (
    init: CallInit<"get", "/admin/module/orderState">,
  ) => OperationQuery<"get", "/admin/module/orderState">;
  /** GET /admin/module/orderState: An order's state at the market, asked while the admin waits for a QR payment */
  useAdminModuleOrderState: <Selected = OperationData<"get", "/admin/module/orderState">>(
    init: CallInit<"get", "/admin/module/orderState">,
    options?: QueryOptions<"get", "/admin/module/orderState", object, Selected>,
  ) => QueryResult<"get", "/admin/module/orderState", object, Selected>;
  /** POST /admin/module/marketInstall: Install a module bought at the market: its zip downloaded for the paid order (within the zip size limit, refused unless its SHA-256 is the catalogue's), then checked and installed as an uploaded zip, conflicts answered (done false) until confirm is true */
  useAdminModuleMarketInstall: (
    options?: MutationOptions<"post", "/admin/module/marketInstall">,
  ) => MutationResult<"post", "/admin/module/marketInstall">;
  /** GET /admin/routine.backup/download: A finished backup's archive (.tar.gz: database, uploads, modules and manifest), for super administrators */
  adminBackupDownloadQuery: (
    init: CallInit<"get", "/admin/routine.backup/download">,
  ) => OperationQuery<"get", "/admin/routine.backup/download", { parseAs: "blob" }>;
  /** GET /admin/routine.backup/download: A finished backup's archive (.tar.gz: database, uploads, modules and manifest), for super administrators */
  useAdminBackupDownload: <
    Selected = OperationData<"get", "/admin/routine.backup/download", { parseAs: "blob" }>,
  >(
    init: CallInit<"get", "/admin/routine.backup/download">,
    options?: QueryOptions<"get", "/admin/routine.backup/download", { parseAs: "blob" }, Selected>,
  ) => QueryResult<"get", "/admin/routine.backup/download", { parseAs: "blob" }, Selected>;
  /** GET /api/user/info: The market account of the settings as BuildAdmin's market view holds its account: named for its member dialog and its buy and pay dialogs' buyer */
  storeAccountQuery: (init?: CallInit<"get", "/api/user/info">) => OperationQuery<"get", "/api/user/info">;
  /** GET /api/user/info: The market account of the settings as BuildAdmin's market view holds its account: named for its member dialog and its buy and pay dialogs' buyer */
  useStoreAccount: <Selected = OperationData<"get", "/api/user/info">>(
    init?: CallInit<"get", "/api/user/info">,
    options?: QueryOptions<"get", "/api/user/info", object, Selected>,
  ) => QueryResult<"get", "/api/user/info", object, Selected>;
  /** GET /api/v6.store/modules: The module market's catalogue as BuildAdmin's market view reads its store list: one category, each module with its price in yuan and whether an update is out for the installed version */
  storeModulesQuery: (
    init?: CallInit<"get", "/api/v6.store/modules">,
  ) => OperationQuery<"get", "/api/v6.store/modules">;
  /** GET /api/v6.store/modules: The module market's catalogue as BuildAdmin's market view reads its store list: one category, each module with its price in yuan and whether an update is out for the installed version */
  useStoreModules: <Selected = OperationData<"get", "/api/v6.store/modules">>(
    init?: CallInit<"get", "/api/v6.store/modules">,
    options?: QueryOptions<"get", "/api/v6.store/modules", object, Selected>,
  ) => QueryResult<"get", "/api/v6.store/modules", object, Selected>;
  /** GET /api/v6.store/info: One module as BuildAdmin's goods dialog reads it: the market's entry, or type local for an installed module the market does not sell */
  storeModuleInfoQuery: (
    init: CallInit<"get", "/api/v6.store/info">,
  ) => OperationQuery<"get", "/api/v6.store/info">;
  /** GET /api/v6.store/info: One module as BuildAdmin's goods dialog reads it: the market's entry, or type local for an installed module the market does not sell */
  useStoreModuleInfo: <Selected = OperationData<"get", "/api/v6.store/info">>(
    init: CallInit<"get", "/api/v6.store/info">,
    options?: QueryOptions<"get", "/api/v6.store/info", object, Selected>,
  ) => QueryResult<"get", "/api/v6.store/info", object, Selected>;
  /** POST /api/v6.store/order: BuildAdmin's buy button: orders the module at the configured market with the market account of the settings (a free module, or one already bought, comes back purchased) */
  useStoreCreateOrder: (
    options?: MutationOptions<"post", "/api/v6.store/order">,
  ) => MutationResult<"post", "/api/v6.store/order">;
  /** POST /api/v6.store/pay: BuildAdmin's payment buttons: balance pays at once; wx and zfb answer the market's payment page for the view's QR code (wx) or frame (zfb); points are refused */
  useStorePayOrder: (
    options?: MutationOptions<"post", "/api/v6.store/pay">,
  ) => MutationResult<"post", "/api/v6.store/pay">;
  /** GET /api/pay/check: Whether an order is paid, as BuildAdmin's QR dialog asks every three seconds: code 1 once paid, code 0 ('The order has not been paid...') before */
  storePayCheckQuery: (init: CallInit<"get", "/api/pay/check">) => OperationQuery<"get", "/api/pay/check">;
  /** GET /api/pay/check: Whether an order is paid, as BuildAdmin's QR dialog asks every three seconds: code 1 once paid, code 0 ('The order has not been paid...') before */
  useStorePayCheck: <Selected = OperationData<"get", "/api/pay/check">>(
    init: CallInit<"get", "/api/pay/check">,
    options?: QueryOptions<"get", "/api/pay/check", object, Selected>,
  ) => QueryResult<"get", "/api/pay/check", object, Selected>;
  /** GET /api/module/{name}/{action}: A route of an enabled module, served by its server entry under the prefix its manifest declared; 404 when no enabled module serves it */
  moduleRouteGetQuery: (
    init: CallInit<"get", "/api/module/{name}/{action}">,
  ) => OperationQuery<"get", "/api/module/{name}/{action}">;
  /** GET /api/module/{name}/{action}: A route of an enabled module, served by its server entry under the prefix its manifest declared; 404 when no enabled module serves it */
  useModuleRouteGet: <Selected = OperationData<"get", "/api/module/{name}/{action}">>(
    init: CallInit<"get", "/api/module/{name}/{action}">,
    options?: QueryOptions<"get", "/api/module/{name}/{action}", object, Selected>,
  ) => QueryResult<"get", "/api/module/{name}/{action}", object, Selected>;
  /** POST /api/module/{name}/{action}: A route of an enabled module that takes a JSON body */
  useModuleRoutePost: (
    options?: MutationOptions<"post", "/api/module/{name}/{action}">,
  ) => MutationResult<"post", "/api/module/{name}/{action}">;
  /** GET /module-assets/{dir}/{file}: A public file of an enabled module (the zip's public/<dir>/<file>); 404 when no enabled module ships it */
  moduleAssetQuery: (
    init: CallInit<"get", "/module-assets/{dir}/{file}">,
  ) => OperationQuery<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }>;
  /** GET /module-assets/{dir}/{file}: A public file of an enabled module (the zip's public/<dir>/<file>); 404 when no enabled module ships it */
  useModuleAsset: <Selected = OperationData<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }>>(
    init: CallInit<"get", "/module-assets/{dir}/{file}">,
    options?: QueryOptions<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }, Selected>,
  ) => QueryResult<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }, Selected>;
  /** POST /admin/wordpressImport/upload: Upload a WordPress export (multipart field file, the .xml WordPress's Tools, Export gives) and optionally a zip of its wp-content/uploads (field media); answers the run recorded and its preview, imports nothing yet */
  useAdminWordpressImportUpload: (
    options?: MutationOptions<"post", "/admin/wordpressImport/upload">,
  ) => MutationResult<"post", "/admin/wordpressImport/upload">;
  /** GET /admin/auth.Admin/index: List Administrators */
  authAdminIndexQuery: (
    init?: CallInit<"get", "/admin/auth.Admin/index">,
  ) => OperationQuery<"get", "/admin/auth.Admin/index">;
  /** GET /admin/auth.Admin/index: List Administrators */
  useAuthAdminIndex: <Selected = OperationData<"get", "/admin/auth.Admin/index">>(
    init?: CallInit<"get", "/admin/auth.Admin/index">,
    options?: QueryOptions<"get", "/admin/auth.Admin/index", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.Admin/index", object, Selected>;
  /** GET /admin/auth.Admin/export: Export Administrators as CSV */
  authAdminExportQuery: (
    init?: CallInit<"get", "/admin/auth.Admin/export">,
  ) => OperationQuery<"get", "/admin/auth.Admin/export", { parseAs: "text" }>;
  /** GET /admin/auth.Admin/export: Export Administrators as CSV */
  useAuthAdminExport: <Selected = OperationData<"get", "/admin/auth.Admin/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/auth.Admin/export">,
    options?: QueryOptions<"get", "/admin/auth.Admin/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/auth.Admin/export", { parseAs: "text" }, Selected>;
  /** GET /admin/auth.Admin/edit: One administrator for the edit form */
  authAdminGetQuery: (
    init: CallInit<"get", "/admin/auth.Admin/edit">,
  ) => OperationQuery<"get", "/admin/auth.Admin/edit">;
  /** GET /admin/auth.Admin/edit: One administrator for the edit form */
  useAuthAdminGet: <Selected = OperationData<"get", "/admin/auth.Admin/edit">>(
    init: CallInit<"get", "/admin/auth.Admin/edit">,
    options?: QueryOptions<"get", "/admin/auth.Admin/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.Admin/edit", object, Selected>;
  /** POST /admin/auth.Admin/edit: Save a administrator */
  useAuthAdminEdit: (
    options?: MutationOptions<"post", "/admin/auth.Admin/edit">,
  ) => MutationResult<"post", "/admin/auth.Admin/edit">;
  /** POST /admin/auth.Admin/add: Add a administrator */
  useAuthAdminAdd: (
    options?: MutationOptions<"post", "/admin/auth.Admin/add">,
  ) => MutationResult<"post", "/admin/auth.Admin/add">;
  /** DELETE /admin/auth.Admin/del: Delete Administrators */
  useAuthAdminDel: (
    options?: MutationOptions<"delete", "/admin/auth.Admin/del">,
  ) => MutationResult<"delete", "/admin/auth.Admin/del">;
  /** GET /admin/auth.Group/index: List Admin groups */
  authGroupIndexQuery: (
    init?: CallInit<"get", "/admin/auth.Group/index">,
  ) => OperationQuery<"get", "/admin/auth.Group/index">;
  /** GET /admin/auth.Group/index: List Admin groups */
  useAuthGroupIndex: <Selected = OperationData<"get", "/admin/auth.Group/index">>(
    init?: CallInit<"get", "/admin/auth.Group/index">,
    options?: QueryOptions<"get", "/admin/auth.Group/index", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.Group/index", object, Selected>;
  /** GET /admin/auth.Group/export: Export Admin groups as CSV */
  authGroupExportQuery: (
    init?: CallInit<"get", "/admin/auth.Group/export">,
  ) => OperationQuery<"get", "/admin/auth.Group/export", { parseAs: "text" }>;
  /** GET /admin/auth.Group/export: Export Admin groups as CSV */
  useAuthGroupExport: <Selected = OperationData<"get", "/admin/auth.Group/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/auth.Group/export">,
    options?: QueryOptions<"get", "/admin/auth.Group/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/auth.Group/export", { parseAs: "text" }, Selected>;
  /** GET /admin/auth.Group/edit: One group for the edit form */
  authGroupGetQuery: (
    init: CallInit<"get", "/admin/auth.Group/edit">,
  ) => OperationQuery<"get", "/admin/auth.Group/edit">;
  /** GET /admin/auth.Group/edit: One group for the edit form */
  useAuthGroupGet: <Selected = OperationData<"get", "/admin/auth.Group/edit">>(
    init: CallInit<"get", "/admin/auth.Group/edit">,
    options?: QueryOptions<"get", "/admin/auth.Group/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.Group/edit", object, Selected>;
  /** POST /admin/auth.Group/edit: Save a group */
  useAuthGroupEdit: (
    options?: MutationOptions<"post", "/admin/auth.Group/edit">,
  ) => MutationResult<"post", "/admin/auth.Group/edit">;
  /** POST /admin/auth.Group/add: Add a group */
  useAuthGroupAdd: (
    options?: MutationOptions<"post", "/admin/auth.Group/add">,
  ) => MutationResult<"post", "/admin/auth.Group/add">;
  /** DELETE /admin/auth.Group/del: Delete Admin groups */
  useAuthGroupDel: (
    options?: MutationOptions<"delete", "/admin/auth.Group/del">,
  ) => MutationResult<"delete", "/admin/auth.Group/del">;
  /** GET /admin/auth.Rule/index: List Menu rules */
  authRuleIndexQuery: (
    init?: CallInit<"get", "/admin/auth.Rule/index">,
  ) => OperationQuery<"get", "/admin/auth.Rule/index">;
  /** GET /admin/auth.Rule/index: List Menu rules */
  useAuthRuleIndex: <Selected = OperationData<"get", "/admin/auth.Rule/index">>(
    init?: CallInit<"get", "/admin/auth.Rule/index">,
    options?: QueryOptions<"get", "/admin/auth.Rule/index", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.Rule/index", object, Selected>;
  /** GET /admin/auth.Rule/export: Export Menu rules as CSV */
  authRuleExportQuery: (
    init?: CallInit<"get", "/admin/auth.Rule/export">,
  ) => OperationQuery<"get", "/admin/auth.Rule/export", { parseAs: "text" }>;
  /** GET /admin/auth.Rule/export: Export Menu rules as CSV */
  useAuthRuleExport: <Selected = OperationData<"get", "/admin/auth.Rule/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/auth.Rule/export">,
    options?: QueryOptions<"get", "/admin/auth.Rule/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/auth.Rule/export", { parseAs: "text" }, Selected>;
  /** GET /admin/auth.Rule/edit: One menu rule for the edit form */
  authRuleGetQuery: (
    init: CallInit<"get", "/admin/auth.Rule/edit">,
  ) => OperationQuery<"get", "/admin/auth.Rule/edit">;
  /** GET /admin/auth.Rule/edit: One menu rule for the edit form */
  useAuthRuleGet: <Selected = OperationData<"get", "/admin/auth.Rule/edit">>(
    init: CallInit<"get", "/admin/auth.Rule/edit">,
    options?: QueryOptions<"get", "/admin/auth.Rule/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.Rule/edit", object, Selected>;
  /** POST /admin/auth.Rule/edit: Save a menu rule */
  useAuthRuleEdit: (
    options?: MutationOptions<"post", "/admin/auth.Rule/edit">,
  ) => MutationResult<"post", "/admin/auth.Rule/edit">;
  /** POST /admin/auth.Rule/add: Add a menu rule */
  useAuthRuleAdd: (
    options?: MutationOptions<"post", "/admin/auth.Rule/add">,
  ) => MutationResult<"post", "/admin/auth.Rule/add">;
  /** DELETE /admin/auth.Rule/del: Delete Menu rules */
  useAuthRuleDel: (
    options?: MutationOptions<"delete", "/admin/auth.Rule/del">,
  ) => MutationResult<"delete", "/admin/auth.Rule/del">;
  /** POST /admin/auth.Rule/sortable: Move a menu rule in the list's order */
  useAuthRuleSortable: (
    options?: MutationOptions<"post", "/admin/auth.Rule/sortable">,
  ) => MutationResult<"post", "/admin/auth.Rule/sortable">;
  /** GET /admin/auth.AdminLog/index: List Admin log */
  authAdminLogIndexQuery: (
    init?: CallInit<"get", "/admin/auth.AdminLog/index">,
  ) => OperationQuery<"get", "/admin/auth.AdminLog/index">;
  /** GET /admin/auth.AdminLog/index: List Admin log */
  useAuthAdminLogIndex: <Selected = OperationData<"get", "/admin/auth.AdminLog/index">>(
    init?: CallInit<"get", "/admin/auth.AdminLog/index">,
    options?: QueryOptions<"get", "/admin/auth.AdminLog/index", object, Selected>,
  ) => QueryResult<"get", "/admin/auth.AdminLog/index", object, Selected>;
  /** GET /admin/auth.AdminLog/export: Export Admin log as CSV */
  authAdminLogExportQuery: (
    init?: CallInit<"get", "/admin/auth.AdminLog/export">,
  ) => OperationQuery<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }>;
  /** GET /admin/auth.AdminLog/export: Export Admin log as CSV */
  useAuthAdminLogExport: <
    Selected = OperationData<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/auth.AdminLog/export">,
    options?: QueryOptions<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Article/index: List Articles */
  contentArticleIndexQuery: (
    init?: CallInit<"get", "/admin/content.Article/index">,
  ) => OperationQuery<"get", "/admin/content.Article/index">;
  /** GET /admin/content.Article/index: List Articles */
  useContentArticleIndex: <Selected = OperationData<"get", "/admin/content.Article/index">>(
    init?: CallInit<"get", "/admin/content.Article/index">,
    options?: QueryOptions<"get", "/admin/content.Article/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Article/index", object, Selected>;
  /** GET /admin/content.Article/export: Export Articles as CSV */
  contentArticleExportQuery: (
    init?: CallInit<"get", "/admin/content.Article/export">,
  ) => OperationQuery<"get", "/admin/content.Article/export", { parseAs: "text" }>;
  /** GET /admin/content.Article/export: Export Articles as CSV */
  useContentArticleExport: <
    Selected = OperationData<"get", "/admin/content.Article/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.Article/export">,
    options?: QueryOptions<"get", "/admin/content.Article/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Article/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Article/edit: One article for the edit form */
  contentArticleGetQuery: (
    init: CallInit<"get", "/admin/content.Article/edit">,
  ) => OperationQuery<"get", "/admin/content.Article/edit">;
  /** GET /admin/content.Article/edit: One article for the edit form */
  useContentArticleGet: <Selected = OperationData<"get", "/admin/content.Article/edit">>(
    init: CallInit<"get", "/admin/content.Article/edit">,
    options?: QueryOptions<"get", "/admin/content.Article/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Article/edit", object, Selected>;
  /** POST /admin/content.Article/edit: Save a article */
  useContentArticleEdit: (
    options?: MutationOptions<"post", "/admin/content.Article/edit">,
  ) => MutationResult<"post", "/admin/content.Article/edit">;
  /** POST /admin/content.Article/add: Add a article */
  useContentArticleAdd: (
    options?: MutationOptions<"post", "/admin/content.Article/add">,
  ) => MutationResult<"post", "/admin/content.Article/add">;
  /** DELETE /admin/content.Article/del: Delete Articles */
  useContentArticleDel: (
    options?: MutationOptions<"delete", "/admin/content.Article/del">,
  ) => MutationResult<"delete", "/admin/content.Article/del">;
  /** POST /admin/content.Article/sortable: Move a article in the list's order */
  useContentArticleSortable: (
    options?: MutationOptions<"post", "/admin/content.Article/sortable">,
  ) => MutationResult<"post", "/admin/content.Article/sortable">;
  /** GET /admin/content.Category/index: List Categories */
  contentCategoryIndexQuery: (
    init?: CallInit<"get", "/admin/content.Category/index">,
  ) => OperationQuery<"get", "/admin/content.Category/index">;
  /** GET /admin/content.Category/index: List Categories */
  useContentCategoryIndex: <Selected = OperationData<"get", "/admin/content.Category/index">>(
    init?: CallInit<"get", "/admin/content.Category/index">,
    options?: QueryOptions<"get", "/admin/content.Category/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Category/index", object, Selected>;
  /** GET /admin/content.Category/export: Export Categories as CSV */
  contentCategoryExportQuery: (
    init?: CallInit<"get", "/admin/content.Category/export">,
  ) => OperationQuery<"get", "/admin/content.Category/export", { parseAs: "text" }>;
  /** GET /admin/content.Category/export: Export Categories as CSV */
  useContentCategoryExport: <
    Selected = OperationData<"get", "/admin/content.Category/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.Category/export">,
    options?: QueryOptions<"get", "/admin/content.Category/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Category/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Category/edit: One category for the edit form */
  contentCategoryGetQuery: (
    init: CallInit<"get", "/admin/content.Category/edit">,
  ) => OperationQuery<"get", "/admin/content.Category/edit">;
  /** GET /admin/content.Category/edit: One category for the edit form */
  useContentCategoryGet: <Selected = OperationData<"get", "/admin/content.Category/edit">>(
    init: CallInit<"get", "/admin/content.Category/edit">,
    options?: QueryOptions<"get", "/admin/content.Category/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Category/edit", object, Selected>;
  /** POST /admin/content.Category/edit: Save a category */
  useContentCategoryEdit: (
    options?: MutationOptions<"post", "/admin/content.Category/edit">,
  ) => MutationResult<"post", "/admin/content.Category/edit">;
  /** POST /admin/content.Category/add: Add a category */
  useContentCategoryAdd: (
    options?: MutationOptions<"post", "/admin/content.Category/add">,
  ) => MutationResult<"post", "/admin/content.Category/add">;
  /** DELETE /admin/content.Category/del: Delete Categories */
  useContentCategoryDel: (
    options?: MutationOptions<"delete", "/admin/content.Category/del">,
  ) => MutationResult<"delete", "/admin/content.Category/del">;
  /** POST /admin/content.Category/sortable: Move a category in the list's order */
  useContentCategorySortable: (
    options?: MutationOptions<"post", "/admin/content.Category/sortable">,
  ) => MutationResult<"post", "/admin/content.Category/sortable">;
  /** GET /admin/content.Topic/index: List Topics */
  contentTopicIndexQuery: (
    init?: CallInit<"get", "/admin/content.Topic/index">,
  ) => OperationQuery<"get", "/admin/content.Topic/index">;
  /** GET /admin/content.Topic/index: List Topics */
  useContentTopicIndex: <Selected = OperationData<"get", "/admin/content.Topic/index">>(
    init?: CallInit<"get", "/admin/content.Topic/index">,
    options?: QueryOptions<"get", "/admin/content.Topic/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Topic/index", object, Selected>;
  /** GET /admin/content.Topic/export: Export Topics as CSV */
  contentTopicExportQuery: (
    init?: CallInit<"get", "/admin/content.Topic/export">,
  ) => OperationQuery<"get", "/admin/content.Topic/export", { parseAs: "text" }>;
  /** GET /admin/content.Topic/export: Export Topics as CSV */
  useContentTopicExport: <
    Selected = OperationData<"get", "/admin/content.Topic/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.Topic/export">,
    options?: QueryOptions<"get", "/admin/content.Topic/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Topic/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Topic/edit: One topic for the edit form */
  contentTopicGetQuery: (
    init: CallInit<"get", "/admin/content.Topic/edit">,
  ) => OperationQuery<"get", "/admin/content.Topic/edit">;
  /** GET /admin/content.Topic/edit: One topic for the edit form */
  useContentTopicGet: <Selected = OperationData<"get", "/admin/content.Topic/edit">>(
    init: CallInit<"get", "/admin/content.Topic/edit">,
    options?: QueryOptions<"get", "/admin/content.Topic/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Topic/edit", object, Selected>;
  /** POST /admin/content.Topic/edit: Save a topic */
  useContentTopicEdit: (
    options?: MutationOptions<"post", "/admin/content.Topic/edit">,
  ) => MutationResult<"post", "/admin/content.Topic/edit">;
  /** POST /admin/content.Topic/add: Add a topic */
  useContentTopicAdd: (
    options?: MutationOptions<"post", "/admin/content.Topic/add">,
  ) => MutationResult<"post", "/admin/content.Topic/add">;
  /** DELETE /admin/content.Topic/del: Delete Topics */
  useContentTopicDel: (
    options?: MutationOptions<"delete", "/admin/content.Topic/del">,
  ) => MutationResult<"delete", "/admin/content.Topic/del">;
  /** POST /admin/content.Topic/sortable: Move a topic in the list's order */
  useContentTopicSortable: (
    options?: MutationOptions<"post", "/admin/content.Topic/sortable">,
  ) => MutationResult<"post", "/admin/content.Topic/sortable">;
  /** GET /admin/content.Banner/index: List Banners */
  contentBannerIndexQuery: (
    init?: CallInit<"get", "/admin/content.Banner/index">,
  ) => OperationQuery<"get", "/admin/content.Banner/index">;
  /** GET /admin/content.Banner/index: List Banners */
  useContentBannerIndex: <Selected = OperationData<"get", "/admin/content.Banner/index">>(
    init?: CallInit<"get", "/admin/content.Banner/index">,
    options?: QueryOptions<"get", "/admin/content.Banner/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Banner/index", object, Selected>;
  /** GET /admin/content.Banner/export: Export Banners as CSV */
  contentBannerExportQuery: (
    init?: CallInit<"get", "/admin/content.Banner/export">,
  ) => OperationQuery<"get", "/admin/content.Banner/export", { parseAs: "text" }>;
  /** GET /admin/content.Banner/export: Export Banners as CSV */
  useContentBannerExport: <
    Selected = OperationData<"get", "/admin/content.Banner/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.Banner/export">,
    options?: QueryOptions<"get", "/admin/content.Banner/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Banner/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Banner/edit: One slide for the edit form */
  contentBannerGetQuery: (
    init: CallInit<"get", "/admin/content.Banner/edit">,
  ) => OperationQuery<"get", "/admin/content.Banner/edit">;
  /** GET /admin/content.Banner/edit: One slide for the edit form */
  useContentBannerGet: <Selected = OperationData<"get", "/admin/content.Banner/edit">>(
    init: CallInit<"get", "/admin/content.Banner/edit">,
    options?: QueryOptions<"get", "/admin/content.Banner/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Banner/edit", object, Selected>;
  /** POST /admin/content.Banner/edit: Save a slide */
  useContentBannerEdit: (
    options?: MutationOptions<"post", "/admin/content.Banner/edit">,
  ) => MutationResult<"post", "/admin/content.Banner/edit">;
  /** POST /admin/content.Banner/add: Add a slide */
  useContentBannerAdd: (
    options?: MutationOptions<"post", "/admin/content.Banner/add">,
  ) => MutationResult<"post", "/admin/content.Banner/add">;
  /** DELETE /admin/content.Banner/del: Delete Banners */
  useContentBannerDel: (
    options?: MutationOptions<"delete", "/admin/content.Banner/del">,
  ) => MutationResult<"delete", "/admin/content.Banner/del">;
  /** POST /admin/content.Banner/sortable: Move a slide in the list's order */
  useContentBannerSortable: (
    options?: MutationOptions<"post", "/admin/content.Banner/sortable">,
  ) => MutationResult<"post", "/admin/content.Banner/sortable">;
  /** GET /admin/content.Corp/index: List Company profile */
  contentCorpIndexQuery: (
    init?: CallInit<"get", "/admin/content.Corp/index">,
  ) => OperationQuery<"get", "/admin/content.Corp/index">;
  /** GET /admin/content.Corp/index: List Company profile */
  useContentCorpIndex: <Selected = OperationData<"get", "/admin/content.Corp/index">>(
    init?: CallInit<"get", "/admin/content.Corp/index">,
    options?: QueryOptions<"get", "/admin/content.Corp/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Corp/index", object, Selected>;
  /** GET /admin/content.Corp/export: Export Company profile as CSV */
  contentCorpExportQuery: (
    init?: CallInit<"get", "/admin/content.Corp/export">,
  ) => OperationQuery<"get", "/admin/content.Corp/export", { parseAs: "text" }>;
  /** GET /admin/content.Corp/export: Export Company profile as CSV */
  useContentCorpExport: <Selected = OperationData<"get", "/admin/content.Corp/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/content.Corp/export">,
    options?: QueryOptions<"get", "/admin/content.Corp/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Corp/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Corp/edit: One company profile for the edit form */
  contentCorpGetQuery: (
    init: CallInit<"get", "/admin/content.Corp/edit">,
  ) => OperationQuery<"get", "/admin/content.Corp/edit">;
  /** GET /admin/content.Corp/edit: One company profile for the edit form */
  useContentCorpGet: <Selected = OperationData<"get", "/admin/content.Corp/edit">>(
    init: CallInit<"get", "/admin/content.Corp/edit">,
    options?: QueryOptions<"get", "/admin/content.Corp/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Corp/edit", object, Selected>;
  /** POST /admin/content.Corp/edit: Save a company profile */
  useContentCorpEdit: (
    options?: MutationOptions<"post", "/admin/content.Corp/edit">,
  ) => MutationResult<"post", "/admin/content.Corp/edit">;
  /** POST /admin/content.Corp/add: Add a company profile */
  useContentCorpAdd: (
    options?: MutationOptions<"post", "/admin/content.Corp/add">,
  ) => MutationResult<"post", "/admin/content.Corp/add">;
  /** DELETE /admin/content.Corp/del: Delete Company profile */
  useContentCorpDel: (
    options?: MutationOptions<"delete", "/admin/content.Corp/del">,
  ) => MutationResult<"delete", "/admin/content.Corp/del">;
  /** GET /admin/content.Menu/index: List Site menu */
  contentMenuIndexQuery: (
    init?: CallInit<"get", "/admin/content.Menu/index">,
  ) => OperationQuery<"get", "/admin/content.Menu/index">;
  /** GET /admin/content.Menu/index: List Site menu */
  useContentMenuIndex: <Selected = OperationData<"get", "/admin/content.Menu/index">>(
    init?: CallInit<"get", "/admin/content.Menu/index">,
    options?: QueryOptions<"get", "/admin/content.Menu/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Menu/index", object, Selected>;
  /** GET /admin/content.Menu/export: Export Site menu as CSV */
  contentMenuExportQuery: (
    init?: CallInit<"get", "/admin/content.Menu/export">,
  ) => OperationQuery<"get", "/admin/content.Menu/export", { parseAs: "text" }>;
  /** GET /admin/content.Menu/export: Export Site menu as CSV */
  useContentMenuExport: <Selected = OperationData<"get", "/admin/content.Menu/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/content.Menu/export">,
    options?: QueryOptions<"get", "/admin/content.Menu/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Menu/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Menu/edit: One menu item for the edit form */
  contentMenuGetQuery: (
    init: CallInit<"get", "/admin/content.Menu/edit">,
  ) => OperationQuery<"get", "/admin/content.Menu/edit">;
  /** GET /admin/content.Menu/edit: One menu item for the edit form */
  useContentMenuGet: <Selected = OperationData<"get", "/admin/content.Menu/edit">>(
    init: CallInit<"get", "/admin/content.Menu/edit">,
    options?: QueryOptions<"get", "/admin/content.Menu/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Menu/edit", object, Selected>;
  /** POST /admin/content.Menu/edit: Save a menu item */
  useContentMenuEdit: (
    options?: MutationOptions<"post", "/admin/content.Menu/edit">,
  ) => MutationResult<"post", "/admin/content.Menu/edit">;
  /** POST /admin/content.Menu/add: Add a menu item */
  useContentMenuAdd: (
    options?: MutationOptions<"post", "/admin/content.Menu/add">,
  ) => MutationResult<"post", "/admin/content.Menu/add">;
  /** DELETE /admin/content.Menu/del: Delete Site menu */
  useContentMenuDel: (
    options?: MutationOptions<"delete", "/admin/content.Menu/del">,
  ) => MutationResult<"delete", "/admin/content.Menu/del">;
  /** POST /admin/content.Menu/sortable: Move a menu item in the list's order */
  useContentMenuSortable: (
    options?: MutationOptions<"post", "/admin/content.Menu/sortable">,
  ) => MutationResult<"post", "/admin/content.Menu/sortable">;
  /** GET /admin/content.FriendLink/index: List Friendly links */
  contentFriendLinkIndexQuery: (
    init?: CallInit<"get", "/admin/content.FriendLink/index">,
  ) => OperationQuery<"get", "/admin/content.FriendLink/index">;
  /** GET /admin/content.FriendLink/index: List Friendly links */
  useContentFriendLinkIndex: <Selected = OperationData<"get", "/admin/content.FriendLink/index">>(
    init?: CallInit<"get", "/admin/content.FriendLink/index">,
    options?: QueryOptions<"get", "/admin/content.FriendLink/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.FriendLink/index", object, Selected>;
  /** GET /admin/content.FriendLink/export: Export Friendly links as CSV */
  contentFriendLinkExportQuery: (
    init?: CallInit<"get", "/admin/content.FriendLink/export">,
  ) => OperationQuery<"get", "/admin/content.FriendLink/export", { parseAs: "text" }>;
  /** GET /admin/content.FriendLink/export: Export Friendly links as CSV */
  useContentFriendLinkExport: <
    Selected = OperationData<"get", "/admin/content.FriendLink/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.FriendLink/export">,
    options?: QueryOptions<"get", "/admin/content.FriendLink/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.FriendLink/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.FriendLink/edit: One friendly link for the edit form */
  contentFriendLinkGetQuery: (
    init: CallInit<"get", "/admin/content.FriendLink/edit">,
  ) => OperationQuery<"get", "/admin/content.FriendLink/edit">;
  /** GET /admin/content.FriendLink/edit: One friendly link for the edit form */
  useContentFriendLinkGet: <Selected = OperationData<"get", "/admin/content.FriendLink/edit">>(
    init: CallInit<"get", "/admin/content.FriendLink/edit">,
    options?: QueryOptions<"get", "/admin/content.FriendLink/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.FriendLink/edit", object, Selected>;
  /** POST /admin/content.FriendLink/edit: Save a friendly link */
  useContentFriendLinkEdit: (
    options?: MutationOptions<"post", "/admin/content.FriendLink/edit">,
  ) => MutationResult<"post", "/admin/content.FriendLink/edit">;
  /** POST /admin/content.FriendLink/add: Add a friendly link */
  useContentFriendLinkAdd: (
    options?: MutationOptions<"post", "/admin/content.FriendLink/add">,
  ) => MutationResult<"post", "/admin/content.FriendLink/add">;
  /** DELETE /admin/content.FriendLink/del: Delete Friendly links */
  useContentFriendLinkDel: (
    options?: MutationOptions<"delete", "/admin/content.FriendLink/del">,
  ) => MutationResult<"delete", "/admin/content.FriendLink/del">;
  /** POST /admin/content.FriendLink/sortable: Move a friendly link in the list's order */
  useContentFriendLinkSortable: (
    options?: MutationOptions<"post", "/admin/content.FriendLink/sortable">,
  ) => MutationResult<"post", "/admin/content.FriendLink/sortable">;
  /** GET /admin/content.Page/index: List Single pages */
  contentPageIndexQuery: (
    init?: CallInit<"get", "/admin/content.Page/index">,
  ) => OperationQuery<"get", "/admin/content.Page/index">;
  /** GET /admin/content.Page/index: List Single pages */
  useContentPageIndex: <Selected = OperationData<"get", "/admin/content.Page/index">>(
    init?: CallInit<"get", "/admin/content.Page/index">,
    options?: QueryOptions<"get", "/admin/content.Page/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Page/index", object, Selected>;
  /** GET /admin/content.Page/export: Export Single pages as CSV */
  contentPageExportQuery: (
    init?: CallInit<"get", "/admin/content.Page/export">,
  ) => OperationQuery<"get", "/admin/content.Page/export", { parseAs: "text" }>;
  /** GET /admin/content.Page/export: Export Single pages as CSV */
  useContentPageExport: <Selected = OperationData<"get", "/admin/content.Page/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/content.Page/export">,
    options?: QueryOptions<"get", "/admin/content.Page/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Page/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Page/edit: One page for the edit form */
  contentPageGetQuery: (
    init: CallInit<"get", "/admin/content.Page/edit">,
  ) => OperationQuery<"get", "/admin/content.Page/edit">;
  /** GET /admin/content.Page/edit: One page for the edit form */
  useContentPageGet: <Selected = OperationData<"get", "/admin/content.Page/edit">>(
    init: CallInit<"get", "/admin/content.Page/edit">,
    options?: QueryOptions<"get", "/admin/content.Page/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Page/edit", object, Selected>;
  /** POST /admin/content.Page/edit: Save a page */
  useContentPageEdit: (
    options?: MutationOptions<"post", "/admin/content.Page/edit">,
  ) => MutationResult<"post", "/admin/content.Page/edit">;
  /** POST /admin/content.Page/add: Add a page */
  useContentPageAdd: (
    options?: MutationOptions<"post", "/admin/content.Page/add">,
  ) => MutationResult<"post", "/admin/content.Page/add">;
  /** DELETE /admin/content.Page/del: Delete Single pages */
  useContentPageDel: (
    options?: MutationOptions<"delete", "/admin/content.Page/del">,
  ) => MutationResult<"delete", "/admin/content.Page/del">;
  /** GET /admin/content.PageArticle/index: List Page entries */
  contentPageArticleIndexQuery: (
    init?: CallInit<"get", "/admin/content.PageArticle/index">,
  ) => OperationQuery<"get", "/admin/content.PageArticle/index">;
  /** GET /admin/content.PageArticle/index: List Page entries */
  useContentPageArticleIndex: <Selected = OperationData<"get", "/admin/content.PageArticle/index">>(
    init?: CallInit<"get", "/admin/content.PageArticle/index">,
    options?: QueryOptions<"get", "/admin/content.PageArticle/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.PageArticle/index", object, Selected>;
  /** GET /admin/content.PageArticle/export: Export Page entries as CSV */
  contentPageArticleExportQuery: (
    init?: CallInit<"get", "/admin/content.PageArticle/export">,
  ) => OperationQuery<"get", "/admin/content.PageArticle/export", { parseAs: "text" }>;
  /** GET /admin/content.PageArticle/export: Export Page entries as CSV */
  useContentPageArticleExport: <
    Selected = OperationData<"get", "/admin/content.PageArticle/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.PageArticle/export">,
    options?: QueryOptions<"get", "/admin/content.PageArticle/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.PageArticle/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.PageArticle/edit: One page entry for the edit form */
  contentPageArticleGetQuery: (
    init: CallInit<"get", "/admin/content.PageArticle/edit">,
  ) => OperationQuery<"get", "/admin/content.PageArticle/edit">;
  /** GET /admin/content.PageArticle/edit: One page entry for the edit form */
  useContentPageArticleGet: <Selected = OperationData<"get", "/admin/content.PageArticle/edit">>(
    init: CallInit<"get", "/admin/content.PageArticle/edit">,
    options?: QueryOptions<"get", "/admin/content.PageArticle/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.PageArticle/edit", object, Selected>;
  /** POST /admin/content.PageArticle/edit: Save a page entry */
  useContentPageArticleEdit: (
    options?: MutationOptions<"post", "/admin/content.PageArticle/edit">,
  ) => MutationResult<"post", "/admin/content.PageArticle/edit">;
  /** POST /admin/content.PageArticle/add: Add a page entry */
  useContentPageArticleAdd: (
    options?: MutationOptions<"post", "/admin/content.PageArticle/add">,
  ) => MutationResult<"post", "/admin/content.PageArticle/add">;
  /** DELETE /admin/content.PageArticle/del: Delete Page entries */
  useContentPageArticleDel: (
    options?: MutationOptions<"delete", "/admin/content.PageArticle/del">,
  ) => MutationResult<"delete", "/admin/content.PageArticle/del">;
  /** POST /admin/content.PageArticle/sortable: Move a page entry in the list's order */
  useContentPageArticleSortable: (
    options?: MutationOptions<"post", "/admin/content.PageArticle/sortable">,
  ) => MutationResult<"post", "/admin/content.PageArticle/sortable">;
  /** GET /admin/content.PageMeta/index: List Page SEO */
  contentPageMetaIndexQuery: (
    init?: CallInit<"get", "/admin/content.PageMeta/index">,
  ) => OperationQuery<"get", "/admin/content.PageMeta/index">;
  /** GET /admin/content.PageMeta/index: List Page SEO */
  useContentPageMetaIndex: <Selected = OperationData<"get", "/admin/content.PageMeta/index">>(
    init?: CallInit<"get", "/admin/content.PageMeta/index">,
    options?: QueryOptions<"get", "/admin/content.PageMeta/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.PageMeta/index", object, Selected>;
  /** GET /admin/content.PageMeta/export: Export Page SEO as CSV */
  contentPageMetaExportQuery: (
    init?: CallInit<"get", "/admin/content.PageMeta/export">,
  ) => OperationQuery<"get", "/admin/content.PageMeta/export", { parseAs: "text" }>;
  /** GET /admin/content.PageMeta/export: Export Page SEO as CSV */
  useContentPageMetaExport: <
    Selected = OperationData<"get", "/admin/content.PageMeta/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.PageMeta/export">,
    options?: QueryOptions<"get", "/admin/content.PageMeta/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.PageMeta/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.PageMeta/edit: One page SEO entry for the edit form */
  contentPageMetaGetQuery: (
    init: CallInit<"get", "/admin/content.PageMeta/edit">,
  ) => OperationQuery<"get", "/admin/content.PageMeta/edit">;
  /** GET /admin/content.PageMeta/edit: One page SEO entry for the edit form */
  useContentPageMetaGet: <Selected = OperationData<"get", "/admin/content.PageMeta/edit">>(
    init: CallInit<"get", "/admin/content.PageMeta/edit">,
    options?: QueryOptions<"get", "/admin/content.PageMeta/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.PageMeta/edit", object, Selected>;
  /** POST /admin/content.PageMeta/edit: Save a page SEO entry */
  useContentPageMetaEdit: (
    options?: MutationOptions<"post", "/admin/content.PageMeta/edit">,
  ) => MutationResult<"post", "/admin/content.PageMeta/edit">;
  /** POST /admin/content.PageMeta/add: Add a page SEO entry */
  useContentPageMetaAdd: (
    options?: MutationOptions<"post", "/admin/content.PageMeta/add">,
  ) => MutationResult<"post", "/admin/content.PageMeta/add">;
  /** DELETE /admin/content.PageMeta/del: Delete Page SEO */
  useContentPageMetaDel: (
    options?: MutationOptions<"delete", "/admin/content.PageMeta/del">,
  ) => MutationResult<"delete", "/admin/content.PageMeta/del">;
  /** GET /admin/content.Redirect/index: List Redirects */
  contentRedirectIndexQuery: (
    init?: CallInit<"get", "/admin/content.Redirect/index">,
  ) => OperationQuery<"get", "/admin/content.Redirect/index">;
  /** GET /admin/content.Redirect/index: List Redirects */
  useContentRedirectIndex: <Selected = OperationData<"get", "/admin/content.Redirect/index">>(
    init?: CallInit<"get", "/admin/content.Redirect/index">,
    options?: QueryOptions<"get", "/admin/content.Redirect/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Redirect/index", object, Selected>;
  /** GET /admin/content.Redirect/export: Export Redirects as CSV */
  contentRedirectExportQuery: (
    init?: CallInit<"get", "/admin/content.Redirect/export">,
  ) => OperationQuery<"get", "/admin/content.Redirect/export", { parseAs: "text" }>;
  /** GET /admin/content.Redirect/export: Export Redirects as CSV */
  useContentRedirectExport: <
    Selected = OperationData<"get", "/admin/content.Redirect/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.Redirect/export">,
    options?: QueryOptions<"get", "/admin/content.Redirect/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Redirect/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Redirect/edit: One redirect for the edit form */
  contentRedirectGetQuery: (
    init: CallInit<"get", "/admin/content.Redirect/edit">,
  ) => OperationQuery<"get", "/admin/content.Redirect/edit">;
  /** GET /admin/content.Redirect/edit: One redirect for the edit form */
  useContentRedirectGet: <Selected = OperationData<"get", "/admin/content.Redirect/edit">>(
    init: CallInit<"get", "/admin/content.Redirect/edit">,
    options?: QueryOptions<"get", "/admin/content.Redirect/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Redirect/edit", object, Selected>;
  /** POST /admin/content.Redirect/edit: Save a redirect */
  useContentRedirectEdit: (
    options?: MutationOptions<"post", "/admin/content.Redirect/edit">,
  ) => MutationResult<"post", "/admin/content.Redirect/edit">;
  /** POST /admin/content.Redirect/add: Add a redirect */
  useContentRedirectAdd: (
    options?: MutationOptions<"post", "/admin/content.Redirect/add">,
  ) => MutationResult<"post", "/admin/content.Redirect/add">;
  /** DELETE /admin/content.Redirect/del: Delete Redirects */
  useContentRedirectDel: (
    options?: MutationOptions<"delete", "/admin/content.Redirect/del">,
  ) => MutationResult<"delete", "/admin/content.Redirect/del">;
  /** GET /admin/content.SearchPush/index: List Search engine push */
  contentSearchPushIndexQuery: (
    init?: CallInit<"get", "/admin/content.SearchPush/index">,
  ) => OperationQuery<"get", "/admin/content.SearchPush/index">;
  /** GET /admin/content.SearchPush/index: List Search engine push */
  useContentSearchPushIndex: <Selected = OperationData<"get", "/admin/content.SearchPush/index">>(
    init?: CallInit<"get", "/admin/content.SearchPush/index">,
    options?: QueryOptions<"get", "/admin/content.SearchPush/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.SearchPush/index", object, Selected>;
  /** GET /admin/content.SearchPush/export: Export Search engine push as CSV */
  contentSearchPushExportQuery: (
    init?: CallInit<"get", "/admin/content.SearchPush/export">,
  ) => OperationQuery<"get", "/admin/content.SearchPush/export", { parseAs: "text" }>;
  /** GET /admin/content.SearchPush/export: Export Search engine push as CSV */
  useContentSearchPushExport: <
    Selected = OperationData<"get", "/admin/content.SearchPush/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.SearchPush/export">,
    options?: QueryOptions<"get", "/admin/content.SearchPush/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.SearchPush/export", { parseAs: "text" }, Selected>;
  /** DELETE /admin/content.SearchPush/del: Delete Search engine push */
  useContentSearchPushDel: (
    options?: MutationOptions<"delete", "/admin/content.SearchPush/del">,
  ) => MutationResult<"delete", "/admin/content.SearchPush/del">;
  /** GET /admin/content.Lead/index: List Leads */
  contentLeadIndexQuery: (
    init?: CallInit<"get", "/admin/content.Lead/index">,
  ) => OperationQuery<"get", "/admin/content.Lead/index">;
  /** GET /admin/content.Lead/index: List Leads */
  useContentLeadIndex: <Selected = OperationData<"get", "/admin/content.Lead/index">>(
    init?: CallInit<"get", "/admin/content.Lead/index">,
    options?: QueryOptions<"get", "/admin/content.Lead/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Lead/index", object, Selected>;
  /** GET /admin/content.Lead/export: Export Leads as CSV */
  contentLeadExportQuery: (
    init?: CallInit<"get", "/admin/content.Lead/export">,
  ) => OperationQuery<"get", "/admin/content.Lead/export", { parseAs: "text" }>;
  /** GET /admin/content.Lead/export: Export Leads as CSV */
  useContentLeadExport: <Selected = OperationData<"get", "/admin/content.Lead/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/content.Lead/export">,
    options?: QueryOptions<"get", "/admin/content.Lead/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.Lead/export", { parseAs: "text" }, Selected>;
  /** GET /admin/content.Lead/edit: One lead for the edit form */
  contentLeadGetQuery: (
    init: CallInit<"get", "/admin/content.Lead/edit">,
  ) => OperationQuery<"get", "/admin/content.Lead/edit">;
  /** GET /admin/content.Lead/edit: One lead for the edit form */
  useContentLeadGet: <Selected = OperationData<"get", "/admin/content.Lead/edit">>(
    init: CallInit<"get", "/admin/content.Lead/edit">,
    options?: QueryOptions<"get", "/admin/content.Lead/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/content.Lead/edit", object, Selected>;
  /** POST /admin/content.Lead/edit: Save a lead */
  useContentLeadEdit: (
    options?: MutationOptions<"post", "/admin/content.Lead/edit">,
  ) => MutationResult<"post", "/admin/content.Lead/edit">;
  /** DELETE /admin/content.Lead/del: Delete Leads */
  useContentLeadDel: (
    options?: MutationOptions<"delete", "/admin/content.Lead/del">,
  ) => MutationResult<"delete", "/admin/content.Lead/del">;
  /** GET /admin/content.WordpressImport/index: List WordPress import */
  contentWordpressImportIndexQuery: (
    init?: CallInit<"get", "/admin/content.WordpressImport/index">,
  ) => OperationQuery<"get", "/admin/content.WordpressImport/index">;
  /** GET /admin/content.WordpressImport/index: List WordPress import */
  useContentWordpressImportIndex: <Selected = OperationData<"get", "/admin/content.WordpressImport/index">>(
    init?: CallInit<"get", "/admin/content.WordpressImport/index">,
    options?: QueryOptions<"get", "/admin/content.WordpressImport/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.WordpressImport/index", object, Selected>;
  /** GET /admin/content.WordpressImport/export: Export WordPress import as CSV */
  contentWordpressImportExportQuery: (
    init?: CallInit<"get", "/admin/content.WordpressImport/export">,
  ) => OperationQuery<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }>;
  /** GET /admin/content.WordpressImport/export: Export WordPress import as CSV */
  useContentWordpressImportExport: <
    Selected = OperationData<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.WordpressImport/export">,
    options?: QueryOptions<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }, Selected>;
  /** POST /admin/content.WordpressImport/add: Add a import */
  useContentWordpressImportAdd: (
    options?: MutationOptions<"post", "/admin/content.WordpressImport/add">,
  ) => MutationResult<"post", "/admin/content.WordpressImport/add">;
  /** DELETE /admin/content.WordpressImport/del: Delete WordPress import */
  useContentWordpressImportDel: (
    options?: MutationOptions<"delete", "/admin/content.WordpressImport/del">,
  ) => MutationResult<"delete", "/admin/content.WordpressImport/del">;
  /** GET /admin/content.ImportRecord/index: List Imported items */
  contentImportRecordIndexQuery: (
    init?: CallInit<"get", "/admin/content.ImportRecord/index">,
  ) => OperationQuery<"get", "/admin/content.ImportRecord/index">;
  /** GET /admin/content.ImportRecord/index: List Imported items */
  useContentImportRecordIndex: <Selected = OperationData<"get", "/admin/content.ImportRecord/index">>(
    init?: CallInit<"get", "/admin/content.ImportRecord/index">,
    options?: QueryOptions<"get", "/admin/content.ImportRecord/index", object, Selected>,
  ) => QueryResult<"get", "/admin/content.ImportRecord/index", object, Selected>;
  /** GET /admin/content.ImportRecord/export: Export Imported items as CSV */
  contentImportRecordExportQuery: (
    init?: CallInit<"get", "/admin/content.ImportRecord/export">,
  ) => OperationQuery<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }>;
  /** GET /admin/content.ImportRecord/export: Export Imported items as CSV */
  useContentImportRecordExport: <
    Selected = OperationData<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/content.ImportRecord/export">,
    options?: QueryOptions<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }, Selected>;
  /** GET /admin/routine.Attachment/index: List Attachments */
  routineAttachmentIndexQuery: (
    init?: CallInit<"get", "/admin/routine.Attachment/index">,
  ) => OperationQuery<"get", "/admin/routine.Attachment/index">;
  /** GET /admin/routine.Attachment/index: List Attachments */
  useRoutineAttachmentIndex: <Selected = OperationData<"get", "/admin/routine.Attachment/index">>(
    init?: CallInit<"get", "/admin/routine.Attachment/index">,
    options?: QueryOptions<"get", "/admin/routine.Attachment/index", object, Selected>,
  ) => QueryResult<"get", "/admin/routine.Attachment/index", object, Selected>;
  /** GET /admin/routine.Attachment/export: Export Attachments as CSV */
  routineAttachmentExportQuery: (
    init?: CallInit<"get", "/admin/routine.Attachment/export">,
  ) => OperationQuery<"get", "/admin/routine.Attachment/export", { parseAs: "text" }>;
  /** GET /admin/routine.Attachment/export: Export Attachments as CSV */
  useRoutineAttachmentExport: <
    Selected = OperationData<"get", "/admin/routine.Attachment/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/routine.Attachment/export">,
    options?: QueryOptions<"get", "/admin/routine.Attachment/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/routine.Attachment/export", { parseAs: "text" }, Selected>;
  /** GET /admin/routine.Attachment/edit: One attachment for the edit form */
  routineAttachmentGetQuery: (
    init: CallInit<"get", "/admin/routine.Attachment/edit">,
  ) => OperationQuery<"get", "/admin/routine.Attachment/edit">;
  /** GET /admin/routine.Attachment/edit: One attachment for the edit form */
  useRoutineAttachmentGet: <Selected = OperationData<"get", "/admin/routine.Attachment/edit">>(
    init: CallInit<"get", "/admin/routine.Attachment/edit">,
    options?: QueryOptions<"get", "/admin/routine.Attachment/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/routine.Attachment/edit", object, Selected>;
  /** POST /admin/routine.Attachment/edit: Save a attachment */
  useRoutineAttachmentEdit: (
    options?: MutationOptions<"post", "/admin/routine.Attachment/edit">,
  ) => MutationResult<"post", "/admin/routine.Attachment/edit">;
  /** DELETE /admin/routine.Attachment/del: Delete Attachments */
  useRoutineAttachmentDel: (
    options?: MutationOptions<"delete", "/admin/routine.Attachment/del">,
  ) => MutationResult<"delete", "/admin/routine.Attachment/del">;
  /** GET /admin/routine.Backup/index: List Backups */
  routineBackupIndexQuery: (
    init?: CallInit<"get", "/admin/routine.Backup/index">,
  ) => OperationQuery<"get", "/admin/routine.Backup/index">;
  /** GET /admin/routine.Backup/index: List Backups */
  useRoutineBackupIndex: <Selected = OperationData<"get", "/admin/routine.Backup/index">>(
    init?: CallInit<"get", "/admin/routine.Backup/index">,
    options?: QueryOptions<"get", "/admin/routine.Backup/index", object, Selected>,
  ) => QueryResult<"get", "/admin/routine.Backup/index", object, Selected>;
  /** GET /admin/routine.Backup/export: Export Backups as CSV */
  routineBackupExportQuery: (
    init?: CallInit<"get", "/admin/routine.Backup/export">,
  ) => OperationQuery<"get", "/admin/routine.Backup/export", { parseAs: "text" }>;
  /** GET /admin/routine.Backup/export: Export Backups as CSV */
  useRoutineBackupExport: <
    Selected = OperationData<"get", "/admin/routine.Backup/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/routine.Backup/export">,
    options?: QueryOptions<"get", "/admin/routine.Backup/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/routine.Backup/export", { parseAs: "text" }, Selected>;
  /** DELETE /admin/routine.Backup/del: Delete Backups */
  useRoutineBackupDel: (
    options?: MutationOptions<"delete", "/admin/routine.Backup/del">,
  ) => MutationResult<"delete", "/admin/routine.Backup/del">;
  /** GET /admin/user.User/index: List Members */
  userUserIndexQuery: (
    init?: CallInit<"get", "/admin/user.User/index">,
  ) => OperationQuery<"get", "/admin/user.User/index">;
  /** GET /admin/user.User/index: List Members */
  useUserUserIndex: <Selected = OperationData<"get", "/admin/user.User/index">>(
    init?: CallInit<"get", "/admin/user.User/index">,
    options?: QueryOptions<"get", "/admin/user.User/index", object, Selected>,
  ) => QueryResult<"get", "/admin/user.User/index", object, Selected>;
  /** GET /admin/user.User/export: Export Members as CSV */
  userUserExportQuery: (
    init?: CallInit<"get", "/admin/user.User/export">,
  ) => OperationQuery<"get", "/admin/user.User/export", { parseAs: "text" }>;
  /** GET /admin/user.User/export: Export Members as CSV */
  useUserUserExport: <Selected = OperationData<"get", "/admin/user.User/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/user.User/export">,
    options?: QueryOptions<"get", "/admin/user.User/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/user.User/export", { parseAs: "text" }, Selected>;
  /** GET /admin/user.User/edit: One member for the edit form */
  userUserGetQuery: (
    init: CallInit<"get", "/admin/user.User/edit">,
  ) => OperationQuery<"get", "/admin/user.User/edit">;
  /** GET /admin/user.User/edit: One member for the edit form */
  useUserUserGet: <Selected = OperationData<"get", "/admin/user.User/edit">>(
    init: CallInit<"get", "/admin/user.User/edit">,
    options?: QueryOptions<"get", "/admin/user.User/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/user.User/edit", object, Selected>;
  /** POST /admin/user.User/edit: Save a member */
  useUserUserEdit: (
    options?: MutationOptions<"post", "/admin/user.User/edit">,
  ) => MutationResult<"post", "/admin/user.User/edit">;
  /** POST /admin/user.User/add: Add a member */
  useUserUserAdd: (
    options?: MutationOptions<"post", "/admin/user.User/add">,
  ) => MutationResult<"post", "/admin/user.User/add">;
  /** DELETE /admin/user.User/del: Delete Members */
  useUserUserDel: (
    options?: MutationOptions<"delete", "/admin/user.User/del">,
  ) => MutationResult<"delete", "/admin/user.User/del">;
  /** GET /admin/user.Group/index: List Member groups */
  userGroupIndexQuery: (
    init?: CallInit<"get", "/admin/user.Group/index">,
  ) => OperationQuery<"get", "/admin/user.Group/index">;
  /** GET /admin/user.Group/index: List Member groups */
  useUserGroupIndex: <Selected = OperationData<"get", "/admin/user.Group/index">>(
    init?: CallInit<"get", "/admin/user.Group/index">,
    options?: QueryOptions<"get", "/admin/user.Group/index", object, Selected>,
  ) => QueryResult<"get", "/admin/user.Group/index", object, Selected>;
  /** GET /admin/user.Group/export: Export Member groups as CSV */
  userGroupExportQuery: (
    init?: CallInit<"get", "/admin/user.Group/export">,
  ) => OperationQuery<"get", "/admin/user.Group/export", { parseAs: "text" }>;
  /** GET /admin/user.Group/export: Export Member groups as CSV */
  useUserGroupExport: <Selected = OperationData<"get", "/admin/user.Group/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/user.Group/export">,
    options?: QueryOptions<"get", "/admin/user.Group/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/user.Group/export", { parseAs: "text" }, Selected>;
  /** GET /admin/user.Group/edit: One member group for the edit form */
  userGroupGetQuery: (
    init: CallInit<"get", "/admin/user.Group/edit">,
  ) => OperationQuery<"get", "/admin/user.Group/edit">;
  /** GET /admin/user.Group/edit: One member group for the edit form */
  useUserGroupGet: <Selected = OperationData<"get", "/admin/user.Group/edit">>(
    init: CallInit<"get", "/admin/user.Group/edit">,
    options?: QueryOptions<"get", "/admin/user.Group/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/user.Group/edit", object, Selected>;
  /** POST /admin/user.Group/edit: Save a member group */
  useUserGroupEdit: (
    options?: MutationOptions<"post", "/admin/user.Group/edit">,
  ) => MutationResult<"post", "/admin/user.Group/edit">;
  /** POST /admin/user.Group/add: Add a member group */
  useUserGroupAdd: (
    options?: MutationOptions<"post", "/admin/user.Group/add">,
  ) => MutationResult<"post", "/admin/user.Group/add">;
  /** DELETE /admin/user.Group/del: Delete Member groups */
  useUserGroupDel: (
    options?: MutationOptions<"delete", "/admin/user.Group/del">,
  ) => MutationResult<"delete", "/admin/user.Group/del">;
  /** GET /admin/user.Rule/index: List Member rules */
  userRuleIndexQuery: (
    init?: CallInit<"get", "/admin/user.Rule/index">,
  ) => OperationQuery<"get", "/admin/user.Rule/index">;
  /** GET /admin/user.Rule/index: List Member rules */
  useUserRuleIndex: <Selected = OperationData<"get", "/admin/user.Rule/index">>(
    init?: CallInit<"get", "/admin/user.Rule/index">,
    options?: QueryOptions<"get", "/admin/user.Rule/index", object, Selected>,
  ) => QueryResult<"get", "/admin/user.Rule/index", object, Selected>;
  /** GET /admin/user.Rule/export: Export Member rules as CSV */
  userRuleExportQuery: (
    init?: CallInit<"get", "/admin/user.Rule/export">,
  ) => OperationQuery<"get", "/admin/user.Rule/export", { parseAs: "text" }>;
  /** GET /admin/user.Rule/export: Export Member rules as CSV */
  useUserRuleExport: <Selected = OperationData<"get", "/admin/user.Rule/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/user.Rule/export">,
    options?: QueryOptions<"get", "/admin/user.Rule/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/user.Rule/export", { parseAs: "text" }, Selected>;
  /** GET /admin/user.Rule/edit: One member rule for the edit form */
  userRuleGetQuery: (
    init: CallInit<"get", "/admin/user.Rule/edit">,
  ) => OperationQuery<"get", "/admin/user.Rule/edit">;
  /** GET /admin/user.Rule/edit: One member rule for the edit form */
  useUserRuleGet: <Selected = OperationData<"get", "/admin/user.Rule/edit">>(
    init: CallInit<"get", "/admin/user.Rule/edit">,
    options?: QueryOptions<"get", "/admin/user.Rule/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/user.Rule/edit", object, Selected>;
  /** POST /admin/user.Rule/edit: Save a member rule */
  useUserRuleEdit: (
    options?: MutationOptions<"post", "/admin/user.Rule/edit">,
  ) => MutationResult<"post", "/admin/user.Rule/edit">;
  /** POST /admin/user.Rule/add: Add a member rule */
  useUserRuleAdd: (
    options?: MutationOptions<"post", "/admin/user.Rule/add">,
  ) => MutationResult<"post", "/admin/user.Rule/add">;
  /** DELETE /admin/user.Rule/del: Delete Member rules */
  useUserRuleDel: (
    options?: MutationOptions<"delete", "/admin/user.Rule/del">,
  ) => MutationResult<"delete", "/admin/user.Rule/del">;
  /** POST /admin/user.Rule/sortable: Move a member rule in the list's order */
  useUserRuleSortable: (
    options?: MutationOptions<"post", "/admin/user.Rule/sortable">,
  ) => MutationResult<"post", "/admin/user.Rule/sortable">;
  /** GET /admin/user.MoneyLog/index: List Balance log */
  userMoneyLogIndexQuery: (
    init?: CallInit<"get", "/admin/user.MoneyLog/index">,
  ) => OperationQuery<"get", "/admin/user.MoneyLog/index">;
  /** GET /admin/user.MoneyLog/index: List Balance log */
  useUserMoneyLogIndex: <Selected = OperationData<"get", "/admin/user.MoneyLog/index">>(
    init?: CallInit<"get", "/admin/user.MoneyLog/index">,
    options?: QueryOptions<"get", "/admin/user.MoneyLog/index", object, Selected>,
  ) => QueryResult<"get", "/admin/user.MoneyLog/index", object, Selected>;
  /** GET /admin/user.MoneyLog/export: Export Balance log as CSV */
  userMoneyLogExportQuery: (
    init?: CallInit<"get", "/admin/user.MoneyLog/export">,
  ) => OperationQuery<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }>;
  /** GET /admin/user.MoneyLog/export: Export Balance log as CSV */
  useUserMoneyLogExport: <
    Selected = OperationData<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/user.MoneyLog/export">,
    options?: QueryOptions<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }, Selected>;
  /** POST /admin/user.MoneyLog/add: Add a balance change */
  useUserMoneyLogAdd: (
    options?: MutationOptions<"post", "/admin/user.MoneyLog/add">,
  ) => MutationResult<"post", "/admin/user.MoneyLog/add">;
  /** GET /admin/user.ScoreLog/index: List Points log */
  userScoreLogIndexQuery: (
    init?: CallInit<"get", "/admin/user.ScoreLog/index">,
  ) => OperationQuery<"get", "/admin/user.ScoreLog/index">;
  /** GET /admin/user.ScoreLog/index: List Points log */
  useUserScoreLogIndex: <Selected = OperationData<"get", "/admin/user.ScoreLog/index">>(
    init?: CallInit<"get", "/admin/user.ScoreLog/index">,
    options?: QueryOptions<"get", "/admin/user.ScoreLog/index", object, Selected>,
  ) => QueryResult<"get", "/admin/user.ScoreLog/index", object, Selected>;
  /** GET /admin/user.ScoreLog/export: Export Points log as CSV */
  userScoreLogExportQuery: (
    init?: CallInit<"get", "/admin/user.ScoreLog/export">,
  ) => OperationQuery<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }>;
  /** GET /admin/user.ScoreLog/export: Export Points log as CSV */
  useUserScoreLogExport: <
    Selected = OperationData<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/user.ScoreLog/export">,
    options?: QueryOptions<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }, Selected>;
  /** POST /admin/user.ScoreLog/add: Add a points change */
  useUserScoreLogAdd: (
    options?: MutationOptions<"post", "/admin/user.ScoreLog/add">,
  ) => MutationResult<"post", "/admin/user.ScoreLog/add">;
  /** GET /admin/security.DataRecycleLog/index: List Recycle bin */
  securityDataRecycleLogIndexQuery: (
    init?: CallInit<"get", "/admin/security.DataRecycleLog/index">,
  ) => OperationQuery<"get", "/admin/security.DataRecycleLog/index">;
  /** GET /admin/security.DataRecycleLog/index: List Recycle bin */
  useSecurityDataRecycleLogIndex: <Selected = OperationData<"get", "/admin/security.DataRecycleLog/index">>(
    init?: CallInit<"get", "/admin/security.DataRecycleLog/index">,
    options?: QueryOptions<"get", "/admin/security.DataRecycleLog/index", object, Selected>,
  ) => QueryResult<"get", "/admin/security.DataRecycleLog/index", object, Selected>;
  /** GET /admin/security.DataRecycleLog/export: Export Recycle bin as CSV */
  securityDataRecycleLogExportQuery: (
    init?: CallInit<"get", "/admin/security.DataRecycleLog/export">,
  ) => OperationQuery<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }>;
  /** GET /admin/security.DataRecycleLog/export: Export Recycle bin as CSV */
  useSecurityDataRecycleLogExport: <
    Selected = OperationData<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/security.DataRecycleLog/export">,
    options?: QueryOptions<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }, Selected>;
  /** DELETE /admin/security.DataRecycleLog/del: Delete Recycle bin */
  useSecurityDataRecycleLogDel: (
    options?: MutationOptions<"delete", "/admin/security.DataRecycleLog/del">,
  ) => MutationResult<"delete", "/admin/security.DataRecycleLog/del">;
  /** GET /admin/security.SensitiveDataLog/index: List Sensitive data log */
  securitySensitiveDataLogIndexQuery: (
    init?: CallInit<"get", "/admin/security.SensitiveDataLog/index">,
  ) => OperationQuery<"get", "/admin/security.SensitiveDataLog/index">;
  /** GET /admin/security.SensitiveDataLog/index: List Sensitive data log */
  useSecuritySensitiveDataLogIndex: <
    Selected = OperationData<"get", "/admin/security.SensitiveDataLog/index">,
  >(
    init?: CallInit<"get", "/admin/security.SensitiveDataLog/index">,
    options?: QueryOptions<"get", "/admin/security.SensitiveDataLog/index", object, Selected>,
  ) => QueryResult<"get", "/admin/security.SensitiveDataLog/index", object, Selected>;
  /** GET /admin/security.SensitiveDataLog/export: Export Sensitive data log as CSV */
  securitySensitiveDataLogExportQuery: (
    init?: CallInit<"get", "/admin/security.SensitiveDataLog/export">,
  ) => OperationQuery<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }>;
  /** GET /admin/security.SensitiveDataLog/export: Export Sensitive data log as CSV */
  useSecuritySensitiveDataLogExport: <
    Selected = OperationData<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/security.SensitiveDataLog/export">,
    options?: QueryOptions<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }, Selected>;
  /** DELETE /admin/security.SensitiveDataLog/del: Delete Sensitive data log */
  useSecuritySensitiveDataLogDel: (
    options?: MutationOptions<"delete", "/admin/security.SensitiveDataLog/del">,
  ) => MutationResult<"delete", "/admin/security.SensitiveDataLog/del">;
  /** GET /admin/security.DataRecycle/index: List Recycle rules */
  securityDataRecycleIndexQuery: (
    init?: CallInit<"get", "/admin/security.DataRecycle/index">,
  ) => OperationQuery<"get", "/admin/security.DataRecycle/index">;
  /** GET /admin/security.DataRecycle/index: List Recycle rules */
  useSecurityDataRecycleIndex: <Selected = OperationData<"get", "/admin/security.DataRecycle/index">>(
    init?: CallInit<"get", "/admin/security.DataRecycle/index">,
    options?: QueryOptions<"get", "/admin/security.DataRecycle/index", object, Selected>,
  ) => QueryResult<"get", "/admin/security.DataRecycle/index", object, Selected>;
  /** GET /admin/security.DataRecycle/export: Export Recycle rules as CSV */
  securityDataRecycleExportQuery: (
    init?: CallInit<"get", "/admin/security.DataRecycle/export">,
  ) => OperationQuery<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }>;
  /** GET /admin/security.DataRecycle/export: Export Recycle rules as CSV */
  useSecurityDataRecycleExport: <
    Selected = OperationData<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/security.DataRecycle/export">,
    options?: QueryOptions<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }, Selected>;
  /** GET /admin/security.DataRecycle/edit: One recycle rule for the edit form */
  securityDataRecycleGetQuery: (
    init: CallInit<"get", "/admin/security.DataRecycle/edit">,
  ) => OperationQuery<"get", "/admin/security.DataRecycle/edit">;
  /** GET /admin/security.DataRecycle/edit: One recycle rule for the edit form */
  useSecurityDataRecycleGet: <Selected = OperationData<"get", "/admin/security.DataRecycle/edit">>(
    init: CallInit<"get", "/admin/security.DataRecycle/edit">,
    options?: QueryOptions<"get", "/admin/security.DataRecycle/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/security.DataRecycle/edit", object, Selected>;
  /** POST /admin/security.DataRecycle/edit: Save a recycle rule */
  useSecurityDataRecycleEdit: (
    options?: MutationOptions<"post", "/admin/security.DataRecycle/edit">,
  ) => MutationResult<"post", "/admin/security.DataRecycle/edit">;
  /** POST /admin/security.DataRecycle/add: Add a recycle rule */
  useSecurityDataRecycleAdd: (
    options?: MutationOptions<"post", "/admin/security.DataRecycle/add">,
  ) => MutationResult<"post", "/admin/security.DataRecycle/add">;
  /** DELETE /admin/security.DataRecycle/del: Delete Recycle rules */
  useSecurityDataRecycleDel: (
    options?: MutationOptions<"delete", "/admin/security.DataRecycle/del">,
  ) => MutationResult<"delete", "/admin/security.DataRecycle/del">;
  /** GET /admin/security.SensitiveData/index: List Sensitive field rules */
  securitySensitiveDataIndexQuery: (
    init?: CallInit<"get", "/admin/security.SensitiveData/index">,
  ) => OperationQuery<"get", "/admin/security.SensitiveData/index">;
  /** GET /admin/security.SensitiveData/index: List Sensitive field rules */
  useSecuritySensitiveDataIndex: <Selected = OperationData<"get", "/admin/security.SensitiveData/index">>(
    init?: CallInit<"get", "/admin/security.SensitiveData/index">,
    options?: QueryOptions<"get", "/admin/security.SensitiveData/index", object, Selected>,
  ) => QueryResult<"get", "/admin/security.SensitiveData/index", object, Selected>;
  /** GET /admin/security.SensitiveData/export: Export Sensitive field rules as CSV */
  securitySensitiveDataExportQuery: (
    init?: CallInit<"get", "/admin/security.SensitiveData/export">,
  ) => OperationQuery<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }>;
  /** GET /admin/security.SensitiveData/export: Export Sensitive field rules as CSV */
  useSecuritySensitiveDataExport: <
    Selected = OperationData<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }>,
  >(
    init?: CallInit<"get", "/admin/security.SensitiveData/export">,
    options?: QueryOptions<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }, Selected>;
  /** GET /admin/security.SensitiveData/edit: One sensitive-field rule for the edit form */
  securitySensitiveDataGetQuery: (
    init: CallInit<"get", "/admin/security.SensitiveData/edit">,
  ) => OperationQuery<"get", "/admin/security.SensitiveData/edit">;
  /** GET /admin/security.SensitiveData/edit: One sensitive-field rule for the edit form */
  useSecuritySensitiveDataGet: <Selected = OperationData<"get", "/admin/security.SensitiveData/edit">>(
    init: CallInit<"get", "/admin/security.SensitiveData/edit">,
    options?: QueryOptions<"get", "/admin/security.SensitiveData/edit", object, Selected>,
  ) => QueryResult<"get", "/admin/security.SensitiveData/edit", object, Selected>;
  /** POST /admin/security.SensitiveData/edit: Save a sensitive-field rule */
  useSecuritySensitiveDataEdit: (
    options?: MutationOptions<"post", "/admin/security.SensitiveData/edit">,
  ) => MutationResult<"post", "/admin/security.SensitiveData/edit">;
  /** POST /admin/security.SensitiveData/add: Add a sensitive-field rule */
  useSecuritySensitiveDataAdd: (
    options?: MutationOptions<"post", "/admin/security.SensitiveData/add">,
  ) => MutationResult<"post", "/admin/security.SensitiveData/add">;
  /** DELETE /admin/security.SensitiveData/del: Delete Sensitive field rules */
  useSecuritySensitiveDataDel: (
    options?: MutationOptions<"delete", "/admin/security.SensitiveData/del">,
  ) => MutationResult<"delete", "/admin/security.SensitiveData/del">;
  /** GET /admin/crud.Crud/index: List CRUD designer */
  crudCrudIndexQuery: (
    init?: CallInit<"get", "/admin/crud.Crud/index">,
  ) => OperationQuery<"get", "/admin/crud.Crud/index">;
  /** GET /admin/crud.Crud/index: List CRUD designer */
  useCrudCrudIndex: <Selected = OperationData<"get", "/admin/crud.Crud/index">>(
    init?: CallInit<"get", "/admin/crud.Crud/index">,
    options?: QueryOptions<"get", "/admin/crud.Crud/index", object, Selected>,
  ) => QueryResult<"get", "/admin/crud.Crud/index", object, Selected>;
  /** GET /admin/crud.Crud/export: Export CRUD designer as CSV */
  crudCrudExportQuery: (
    init?: CallInit<"get", "/admin/crud.Crud/export">,
  ) => OperationQuery<"get", "/admin/crud.Crud/export", { parseAs: "text" }>;
  /** GET /admin/crud.Crud/export: Export CRUD designer as CSV */
  useCrudCrudExport: <Selected = OperationData<"get", "/admin/crud.Crud/export", { parseAs: "text" }>>(
    init?: CallInit<"get", "/admin/crud.Crud/export">,
    options?: QueryOptions<"get", "/admin/crud.Crud/export", { parseAs: "text" }, Selected>,
  ) => QueryResult<"get", "/admin/crud.Crud/export", { parseAs: "text" }, Selected>;
};

/** What each hook is: openapi-react-query's function it calls, with the operation's method and path. */
export const hookOperations: Readonly<Record<keyof CorpHooks, readonly [HookKind, string, string]>> = {
  indexCommonQuery: ["queryOptions", "get", "/api/Index/common"],
  useIndexCommon: ["useQuery", "get", "/api/Index/common"],
  indexIndexQuery: ["queryOptions", "get", "/api/index/index"],
  useIndexIndex: ["useQuery", "get", "/api/index/index"],
  healthQuery: ["queryOptions", "get", "/api/health"],
  useHealth: ["useQuery", "get", "/api/health"],
  metricsQuery: ["queryOptions", "get", "/metrics"],
  useMetrics: ["useQuery", "get", "/metrics"],
  useRefreshToken: ["useMutation", "post", "/api/common/refreshToken"],
  clickCaptchaQuery: ["queryOptions", "get", "/api/common/clickCaptcha"],
  useClickCaptcha: ["useQuery", "get", "/api/common/clickCaptcha"],
  useCheckClickCaptcha: ["useMutation", "post", "/api/common/checkClickCaptcha"],
  userCheckInConfigQuery: ["queryOptions", "get", "/api/user/checkIn"],
  useUserCheckInConfig: ["useQuery", "get", "/api/user/checkIn"],
  useUserCheckIn: ["useMutation", "post", "/api/user/checkIn"],
  useUserLogout: ["useMutation", "post", "/api/user/logout"],
  accountOverviewQuery: ["queryOptions", "get", "/api/account/overview"],
  useAccountOverview: ["useQuery", "get", "/api/account/overview"],
  accountProfileConfigQuery: ["queryOptions", "get", "/api/account/profile"],
  useAccountProfileConfig: ["useQuery", "get", "/api/account/profile"],
  useAccountProfileSave: ["useMutation", "post", "/api/account/profile"],
  useAccountVerification: ["useMutation", "post", "/api/account/verification"],
  useAccountChangeBind: ["useMutation", "post", "/api/account/changeBind"],
  useAccountChangePassword: ["useMutation", "post", "/api/account/changePassword"],
  accountBalanceQuery: ["queryOptions", "get", "/api/account/balance"],
  useAccountBalance: ["useQuery", "get", "/api/account/balance"],
  accountIntegralQuery: ["queryOptions", "get", "/api/account/integral"],
  useAccountIntegral: ["useQuery", "get", "/api/account/integral"],
  useAccountRetrievePassword: ["useMutation", "post", "/api/account/retrievePassword"],
  useEmsSend: ["useMutation", "post", "/api/Ems/send"],
  useSmsSend: ["useMutation", "post", "/api/Sms/send"],
  useMemberAjaxUpload: ["useMutation", "post", "/api/ajax/upload"],
  memberAjaxAreaQuery: ["queryOptions", "get", "/api/ajax/area"],
  useMemberAjaxArea: ["useQuery", "get", "/api/ajax/area"],
  adminLoginConfigQuery: ["queryOptions", "get", "/admin/index/login"],
  useAdminLoginConfig: ["useQuery", "get", "/admin/index/login"],
  useAdminLogin: ["useMutation", "post", "/admin/index/login"],
  adminIndexQuery: ["queryOptions", "get", "/admin/index/index"],
  useAdminIndex: ["useQuery", "get", "/admin/index/index"],
  useAdminLogout: ["useMutation", "post", "/admin/index/logout"],
  portalHomeQuery: ["queryOptions", "get", "/api/portal/home"],
  usePortalHome: ["useQuery", "get", "/api/portal/home"],
  portalPageQuery: ["queryOptions", "get", "/api/portal/page"],
  usePortalPage: ["useQuery", "get", "/api/portal/page"],
  portalArticlesQuery: ["queryOptions", "get", "/api/portal/articles"],
  usePortalArticles: ["useQuery", "get", "/api/portal/articles"],
  portalTopicsQuery: ["queryOptions", "get", "/api/portal/topics"],
  usePortalTopics: ["useQuery", "get", "/api/portal/topics"],
  portalLayoutQuery: ["queryOptions", "get", "/api/portal/layout"],
  usePortalLayout: ["useQuery", "get", "/api/portal/layout"],
  portalArticleQuery: ["queryOptions", "get", "/api/portal/article"],
  usePortalArticle: ["useQuery", "get", "/api/portal/article"],
  usePortalView: ["useMutation", "post", "/api/portal/view"],
  portalMetaQuery: ["queryOptions", "get", "/api/portal/meta"],
  usePortalMeta: ["useQuery", "get", "/api/portal/meta"],
  portalSearchQuery: ["queryOptions", "get", "/api/portal/search"],
  usePortalSearch: ["useQuery", "get", "/api/portal/search"],
  leadFormQuery: ["queryOptions", "get", "/api/lead/form"],
  useLeadForm: ["useQuery", "get", "/api/lead/form"],
  useLeadSubmit: ["useMutation", "post", "/api/lead/submit"],
  crudIndexQuery: ["queryOptions", "get", "/admin/{controller}/index"],
  useCrudIndex: ["useQuery", "get", "/admin/{controller}/index"],
  crudGetQuery: ["queryOptions", "get", "/admin/{controller}/edit"],
  useCrudGet: ["useQuery", "get", "/admin/{controller}/edit"],
  useCrudEdit: ["useMutation", "post", "/admin/{controller}/edit"],
  crudAddFormQuery: ["queryOptions", "get", "/admin/{controller}/add"],
  useCrudAddForm: ["useQuery", "get", "/admin/{controller}/add"],
  useCrudAdd: ["useMutation", "post", "/admin/{controller}/add"],
  useCrudDel: ["useMutation", "delete", "/admin/{controller}/del"],
  useCrudSortable: ["useMutation", "post", "/admin/{controller}/sortable"],
  crudInfoQuery: ["queryOptions", "get", "/admin/{controller}/info"],
  useCrudInfo: ["useQuery", "get", "/admin/{controller}/info"],
  useCrudRestore: ["useMutation", "post", "/admin/{controller}/restore"],
  useCrudRollback: ["useMutation", "post", "/admin/{controller}/rollback"],
  crudExportQuery: ["queryOptions", "get", "/admin/{controller}/export"],
  useCrudExport: ["useQuery", "get", "/admin/{controller}/export"],
  crudIndexSlashQuery: ["queryOptions", "get", "/admin/{area}/{controller}/index"],
  useCrudIndexSlash: ["useQuery", "get", "/admin/{area}/{controller}/index"],
  crudGetSlashQuery: ["queryOptions", "get", "/admin/{area}/{controller}/edit"],
  useCrudGetSlash: ["useQuery", "get", "/admin/{area}/{controller}/edit"],
  useCrudEditSlash: ["useMutation", "post", "/admin/{area}/{controller}/edit"],
  crudAddFormSlashQuery: ["queryOptions", "get", "/admin/{area}/{controller}/add"],
  useCrudAddFormSlash: ["useQuery", "get", "/admin/{area}/{controller}/add"],
  useCrudAddSlash: ["useMutation", "post", "/admin/{area}/{controller}/add"],
  useCrudDelSlash: ["useMutation", "delete", "/admin/{area}/{controller}/del"],
  useCrudSortableSlash: ["useMutation", "post", "/admin/{area}/{controller}/sortable"],
  crudInfoSlashQuery: ["queryOptions", "get", "/admin/{area}/{controller}/info"],
  useCrudInfoSlash: ["useQuery", "get", "/admin/{area}/{controller}/info"],
  useCrudRestoreSlash: ["useMutation", "post", "/admin/{area}/{controller}/restore"],
  useCrudRollbackSlash: ["useMutation", "post", "/admin/{area}/{controller}/rollback"],
  crudExportSlashQuery: ["queryOptions", "get", "/admin/{area}/{controller}/export"],
  useCrudExportSlash: ["useQuery", "get", "/admin/{area}/{controller}/export"],
  useAdminAjaxUpload: ["useMutation", "post", "/admin/ajax/upload"],
  adminAjaxAreaQuery: ["queryOptions", "get", "/admin/ajax/area"],
  useAdminAjaxArea: ["useQuery", "get", "/admin/ajax/area"],
  adminAjaxBuildSuffixSvgQuery: ["queryOptions", "get", "/admin/ajax/buildSuffixSvg"],
  useAdminAjaxBuildSuffixSvg: ["useQuery", "get", "/admin/ajax/buildSuffixSvg"],
  adminAjaxGetTablePkQuery: ["queryOptions", "get", "/admin/ajax/getTablePk"],
  useAdminAjaxGetTablePk: ["useQuery", "get", "/admin/ajax/getTablePk"],
  adminAjaxGetTableListQuery: ["queryOptions", "get", "/admin/ajax/getTableList"],
  useAdminAjaxGetTableList: ["useQuery", "get", "/admin/ajax/getTableList"],
  adminAjaxGetTableFieldListQuery: ["queryOptions", "get", "/admin/ajax/getTableFieldList"],
  useAdminAjaxGetTableFieldList: ["useQuery", "get", "/admin/ajax/getTableFieldList"],
  adminAjaxGetDatabaseConnectionListQuery: ["queryOptions", "get", "/admin/ajax/getDatabaseConnectionList"],
  useAdminAjaxGetDatabaseConnectionList: ["useQuery", "get", "/admin/ajax/getDatabaseConnectionList"],
  adminCrudCheckCrudLogQuery: ["queryOptions", "get", "/admin/crud.Crud/checkCrudLog"],
  useAdminCrudCheckCrudLog: ["useQuery", "get", "/admin/crud.Crud/checkCrudLog"],
  useAdminCrudParseFieldData: ["useMutation", "post", "/admin/crud.Crud/parseFieldData"],
  adminCrudGetFileDataQuery: ["queryOptions", "get", "/admin/crud.Crud/getFileData"],
  useAdminCrudGetFileData: ["useQuery", "get", "/admin/crud.Crud/getFileData"],
  useAdminCrudGenerateCheck: ["useMutation", "post", "/admin/crud.Crud/generateCheck"],
  useAdminCrudGenerate: ["useMutation", "post", "/admin/crud.Crud/generate"],
  useAdminCrudLogStart: ["useMutation", "post", "/admin/crud.Crud/logStart"],
  useAdminCrudDelete: ["useMutation", "post", "/admin/crud.Crud/delete"],
  useAdminAjaxClearCache: ["useMutation", "post", "/admin/ajax/clearCache"],
  adminAjaxTerminalQuery: ["queryOptions", "get", "/admin/ajax/terminal"],
  useAdminAjaxTerminal: ["useQuery", "get", "/admin/ajax/terminal"],
  useAdminAjaxChangeTerminalConfig: ["useMutation", "post", "/admin/ajax/changeTerminalConfig"],
  storageFileQuery: ["queryOptions", "get", "/storage/{day}/{file}"],
  useStorageFile: ["useQuery", "get", "/storage/{day}/{file}"],
  articlePreviewQuery: ["queryOptions", "get", "/preview/article/{id}"],
  useArticlePreview: ["useQuery", "get", "/preview/article/{id}"],
  adminModuleIndexQuery: ["queryOptions", "get", "/admin/module/index"],
  useAdminModuleIndex: ["useQuery", "get", "/admin/module/index"],
  adminModuleStateQuery: ["queryOptions", "get", "/admin/module/state"],
  useAdminModuleState: ["useQuery", "get", "/admin/module/state"],
  useAdminModuleUpload: ["useMutation", "post", "/admin/module/upload"],
  useAdminModuleInstall: ["useMutation", "post", "/admin/module/install"],
  useAdminModuleChangeState: ["useMutation", "post", "/admin/module/changeState"],
  useAdminModuleUninstall: ["useMutation", "post", "/admin/module/uninstall"],
  useAdminModuleUpdate: ["useMutation", "post", "/admin/module/update"],
  adminModuleMarketQuery: ["queryOptions", "get", "/admin/module/market"],
  useAdminModuleMarket: ["useQuery", "get", "/admin/module/market"],
  useAdminModuleCreateOrder: ["useMutation", "post", "/admin/module/createOrder"],
  useAdminModulePayOrder: ["useMutation", "post", "/admin/module/payOrder"],
  adminModuleOrderStateQuery: ["queryOptions", "get", "/admin/module/orderState"],
  useAdminModuleOrderState: ["useQuery", "get", "/admin/module/orderState"],
  useAdminModuleMarketInstall: ["useMutation", "post", "/admin/module/marketInstall"],
  adminBackupDownloadQuery: ["queryOptions", "get", "/admin/routine.backup/download"],
  useAdminBackupDownload: ["useQuery", "get", "/admin/routine.backup/download"],
  storeAccountQuery: ["queryOptions", "get", "/api/user/info"],
  useStoreAccount: ["useQuery", "get", "/api/user/info"],
  storeModulesQuery: ["queryOptions", "get", "/api/v6.store/modules"],
  useStoreModules: ["useQuery", "get", "/api/v6.store/modules"],
  storeModuleInfoQuery: ["queryOptions", "get", "/api/v6.store/info"],
  useStoreModuleInfo: ["useQuery", "get", "/api/v6.store/info"],
  useStoreCreateOrder: ["useMutation", "post", "/api/v6.store/order"],
  useStorePayOrder: ["useMutation", "post", "/api/v6.store/pay"],
  storePayCheckQuery: ["queryOptions", "get", "/api/pay/check"],
  useStorePayCheck: ["useQuery", "get", "/api/pay/check"],
  moduleRouteGetQuery: ["queryOptions", "get", "/api/module/{name}/{action}"],
  useModuleRouteGet: ["useQuery", "get", "/api/module/{name}/{action}"],
  useModuleRoutePost: ["useMutation", "post", "/api/module/{name}/{action}"],
  moduleAssetQuery: ["queryOptions", "get", "/module-assets/{dir}/{file}"],
  useModuleAsset: ["useQuery", "get", "/module-assets/{dir}/{file}"],
  useAdminWordpressImportUpload: ["useMutation", "post", "/admin/wordpressImport/upload"],
  authAdminIndexQuery: ["queryOptions", "get", "/admin/auth.Admin/index"],
  useAuthAdminIndex: ["useQuery", "get", "/admin/auth.Admin/index"],
  authAdminExportQuery: ["queryOptions", "get", "/admin/auth.Admin/export"],
  useAuthAdminExport: ["useQuery", "get", "/admin/auth.Admin/export"],
  authAdminGetQuery: ["queryOptions", "get", "/admin/auth.Admin/edit"],
  useAuthAdminGet: ["useQuery", "get", "/admin/auth.Admin/edit"],
  useAuthAdminEdit: ["useMutation", "post", "/admin/auth.Admin/edit"],
  useAuthAdminAdd: ["useMutation", "post", "/admin/auth.Admin/add"],
  useAuthAdminDel: ["useMutation", "delete", "/admin/auth.Admin/del"],
  authGroupIndexQuery: ["queryOptions", "get", "/admin/auth.Group/index"],
  useAuthGroupIndex: ["useQuery", "get", "/admin/auth.Group/index"],
  authGroupExportQuery: ["queryOptions", "get", "/admin/auth.Group/export"],
  useAuthGroupExport: ["useQuery", "get", "/admin/auth.Group/export"],
  authGroupGetQuery: ["queryOptions", "get", "/admin/auth.Group/edit"],
  useAuthGroupGet: ["useQuery", "get", "/admin/auth.Group/edit"],
  useAuthGroupEdit: ["useMutation", "post", "/admin/auth.Group/edit"],
  useAuthGroupAdd: ["useMutation", "post", "/admin/auth.Group/add"],
  useAuthGroupDel: ["useMutation", "delete", "/admin/auth.Group/del"],
  authRuleIndexQuery: ["queryOptions", "get", "/admin/auth.Rule/index"],
  useAuthRuleIndex: ["useQuery", "get", "/admin/auth.Rule/index"],
  authRuleExportQuery: ["queryOptions", "get", "/admin/auth.Rule/export"],
  useAuthRuleExport: ["useQuery", "get", "/admin/auth.Rule/export"],
  authRuleGetQuery: ["queryOptions", "get", "/admin/auth.Rule/edit"],
  useAuthRuleGet: ["useQuery", "get", "/admin/auth.Rule/edit"],
  useAuthRuleEdit: ["useMutation", "post", "/admin/auth.Rule/edit"],
  useAuthRuleAdd: ["useMutation", "post", "/admin/auth.Rule/add"],
  useAuthRuleDel: ["useMutation", "delete", "/admin/auth.Rule/del"],
  useAuthRuleSortable: ["useMutation", "post", "/admin/auth.Rule/sortable"],
  authAdminLogIndexQuery: ["queryOptions", "get", "/admin/auth.AdminLog/index"],
  useAuthAdminLogIndex: ["useQuery", "get", "/admin/auth.AdminLog/index"],
  authAdminLogExportQuery: ["queryOptions", "get", "/admin/auth.AdminLog/export"],
  useAuthAdminLogExport: ["useQuery", "get", "/admin/auth.AdminLog/export"],
  contentArticleIndexQuery: ["queryOptions", "get", "/admin/content.Article/index"],
  useContentArticleIndex: ["useQuery", "get", "/admin/content.Article/index"],
  contentArticleExportQuery: ["queryOptions", "get", "/admin/content.Article/export"],
  useContentArticleExport: ["useQuery", "get", "/admin/content.Article/export"],
  contentArticleGetQuery: ["queryOptions", "get", "/admin/content.Article/edit"],
  useContentArticleGet: ["useQuery", "get", "/admin/content.Article/edit"],
  useContentArticleEdit: ["useMutation", "post", "/admin/content.Article/edit"],
  useContentArticleAdd: ["useMutation", "post", "/admin/content.Article/add"],
  useContentArticleDel: ["useMutation", "delete", "/admin/content.Article/del"],
  useContentArticleSortable: ["useMutation", "post", "/admin/content.Article/sortable"],
  contentCategoryIndexQuery: ["queryOptions", "get", "/admin/content.Category/index"],
  useContentCategoryIndex: ["useQuery", "get", "/admin/content.Category/index"],
  contentCategoryExportQuery: ["queryOptions", "get", "/admin/content.Category/export"],
  useContentCategoryExport: ["useQuery", "get", "/admin/content.Category/export"],
  contentCategoryGetQuery: ["queryOptions", "get", "/admin/content.Category/edit"],
  useContentCategoryGet: ["useQuery", "get", "/admin/content.Category/edit"],
  useContentCategoryEdit: ["useMutation", "post", "/admin/content.Category/edit"],
  useContentCategoryAdd: ["useMutation", "post", "/admin/content.Category/add"],
  useContentCategoryDel: ["useMutation", "delete", "/admin/content.Category/del"],
  useContentCategorySortable: ["useMutation", "post", "/admin/content.Category/sortable"],
  contentTopicIndexQuery: ["queryOptions", "get", "/admin/content.Topic/index"],
  useContentTopicIndex: ["useQuery", "get", "/admin/content.Topic/index"],
  contentTopicExportQuery: ["queryOptions", "get", "/admin/content.Topic/export"],
  useContentTopicExport: ["useQuery", "get", "/admin/content.Topic/export"],
  contentTopicGetQuery: ["queryOptions", "get", "/admin/content.Topic/edit"],
  useContentTopicGet: ["useQuery", "get", "/admin/content.Topic/edit"],
  useContentTopicEdit: ["useMutation", "post", "/admin/content.Topic/edit"],
  useContentTopicAdd: ["useMutation", "post", "/admin/content.Topic/add"],
  useContentTopicDel: ["useMutation", "delete", "/admin/content.Topic/del"],
  useContentTopicSortable: ["useMutation", "post", "/admin/content.Topic/sortable"],
  contentBannerIndexQuery: ["queryOptions", "get", "/admin/content.Banner/index"],
  useContentBannerIndex: ["useQuery", "get", "/admin/content.Banner/index"],
  contentBannerExportQuery: ["queryOptions", "get", "/admin/content.Banner/export"],
  useContentBannerExport: ["useQuery", "get", "/admin/content.Banner/export"],
  contentBannerGetQuery: ["queryOptions", "get", "/admin/content.Banner/edit"],
  useContentBannerGet: ["useQuery", "get", "/admin/content.Banner/edit"],
  useContentBannerEdit: ["useMutation", "post", "/admin/content.Banner/edit"],
  useContentBannerAdd: ["useMutation", "post", "/admin/content.Banner/add"],
  useContentBannerDel: ["useMutation", "delete", "/admin/content.Banner/del"],
  useContentBannerSortable: ["useMutation", "post", "/admin/content.Banner/sortable"],
  contentCorpIndexQuery: ["queryOptions", "get", "/admin/content.Corp/index"],
  useContentCorpIndex: ["useQuery", "get", "/admin/content.Corp/index"],
  contentCorpExportQuery: ["queryOptions", "get", "/admin/content.Corp/export"],
  useContentCorpExport: ["useQuery", "get", "/admin/content.Corp/export"],
  contentCorpGetQuery: ["queryOptions", "get", "/admin/content.Corp/edit"],
  useContentCorpGet: ["useQuery", "get", "/admin/content.Corp/edit"],
  useContentCorpEdit: ["useMutation", "post", "/admin/content.Corp/edit"],
  useContentCorpAdd: ["useMutation", "post", "/admin/content.Corp/add"],
  useContentCorpDel: ["useMutation", "delete", "/admin/content.Corp/del"],
  contentMenuIndexQuery: ["queryOptions", "get", "/admin/content.Menu/index"],
  useContentMenuIndex: ["useQuery", "get", "/admin/content.Menu/index"],
  contentMenuExportQuery: ["queryOptions", "get", "/admin/content.Menu/export"],
  useContentMenuExport: ["useQuery", "get", "/admin/content.Menu/export"],
  contentMenuGetQuery: ["queryOptions", "get", "/admin/content.Menu/edit"],
  useContentMenuGet: ["useQuery", "get", "/admin/content.Menu/edit"],
  useContentMenuEdit: ["useMutation", "post", "/admin/content.Menu/edit"],
  useContentMenuAdd: ["useMutation", "post", "/admin/content.Menu/add"],
  useContentMenuDel: ["useMutation", "delete", "/admin/content.Menu/del"],
  useContentMenuSortable: ["useMutation", "post", "/admin/content.Menu/sortable"],
  contentFriendLinkIndexQuery: ["queryOptions", "get", "/admin/content.FriendLink/index"],
  useContentFriendLinkIndex: ["useQuery", "get", "/admin/content.FriendLink/index"],
  contentFriendLinkExportQuery: ["queryOptions", "get", "/admin/content.FriendLink/export"],
  useContentFriendLinkExport: ["useQuery", "get", "/admin/content.FriendLink/export"],
  contentFriendLinkGetQuery: ["queryOptions", "get", "/admin/content.FriendLink/edit"],
  useContentFriendLinkGet: ["useQuery", "get", "/admin/content.FriendLink/edit"],
  useContentFriendLinkEdit: ["useMutation", "post", "/admin/content.FriendLink/edit"],
  useContentFriendLinkAdd: ["useMutation", "post", "/admin/content.FriendLink/add"],
  useContentFriendLinkDel: ["useMutation", "delete", "/admin/content.FriendLink/del"],
  useContentFriendLinkSortable: ["useMutation", "post", "/admin/content.FriendLink/sortable"],
  contentPageIndexQuery: ["queryOptions", "get", "/admin/content.Page/index"],
  useContentPageIndex: ["useQuery", "get", "/admin/content.Page/index"],
  contentPageExportQuery: ["queryOptions", "get", "/admin/content.Page/export"],
  useContentPageExport: ["useQuery", "get", "/admin/content.Page/export"],
  contentPageGetQuery: ["queryOptions", "get", "/admin/content.Page/edit"],
  useContentPageGet: ["useQuery", "get", "/admin/content.Page/edit"],
  useContentPageEdit: ["useMutation", "post", "/admin/content.Page/edit"],
  useContentPageAdd: ["useMutation", "post", "/admin/content.Page/add"],
  useContentPageDel: ["useMutation", "delete", "/admin/content.Page/del"],
  contentPageArticleIndexQuery: ["queryOptions", "get", "/admin/content.PageArticle/index"],
  useContentPageArticleIndex: ["useQuery", "get", "/admin/content.PageArticle/index"],
  contentPageArticleExportQuery: ["queryOptions", "get", "/admin/content.PageArticle/export"],
  useContentPageArticleExport: ["useQuery", "get", "/admin/content.PageArticle/export"],
  contentPageArticleGetQuery: ["queryOptions", "get", "/admin/content.PageArticle/edit"],
  useContentPageArticleGet: ["useQuery", "get", "/admin/content.PageArticle/edit"],
  useContentPageArticleEdit: ["useMutation", "post", "/admin/content.PageArticle/edit"],
  useContentPageArticleAdd: ["useMutation", "post", "/admin/content.PageArticle/add"],
  useContentPageArticleDel: ["useMutation", "delete", "/admin/content.PageArticle/del"],
  useContentPageArticleSortable: ["useMutation", "post", "/admin/content.PageArticle/sortable"],
  contentPageMetaIndexQuery: ["queryOptions", "get", "/admin/content.PageMeta/index"],
  useContentPageMetaIndex: ["useQuery", "get", "/admin/content.PageMeta/index"],
  contentPageMetaExportQuery: ["queryOptions", "get", "/admin/content.PageMeta/export"],
  useContentPageMetaExport: ["useQuery", "get", "/admin/content.PageMeta/export"],
  contentPageMetaGetQuery: ["queryOptions", "get", "/admin/content.PageMeta/edit"],
  useContentPageMetaGet: ["useQuery", "get", "/admin/content.PageMeta/edit"],
  useContentPageMetaEdit: ["useMutation", "post", "/admin/content.PageMeta/edit"],
  useContentPageMetaAdd: ["useMutation", "post", "/admin/content.PageMeta/add"],
  useContentPageMetaDel: ["useMutation", "delete", "/admin/content.PageMeta/del"],
  contentRedirectIndexQuery: ["queryOptions", "get", "/admin/content.Redirect/index"],
  useContentRedirectIndex: ["useQuery", "get", "/admin/content.Redirect/index"],
  contentRedirectExportQuery: ["queryOptions", "get", "/admin/content.Redirect/export"],
  useContentRedirectExport: ["useQuery", "get", "/admin/content.Redirect/export"],
  contentRedirectGetQuery: ["queryOptions", "get", "/admin/content.Redirect/edit"],
  useContentRedirectGet: ["useQuery", "get", "/admin/content.Redirect/edit"],
  useContentRedirectEdit: ["useMutation", "post", "/admin/content.Redirect/edit"],
  useContentRedirectAdd: ["useMutation", "post", "/admin/content.Redirect/add"],
  useContentRedirectDel: ["useMutation", "delete", "/admin/content.Redirect/del"],
  contentSearchPushIndexQuery: ["queryOptions", "get", "/admin/content.SearchPush/index"],
  useContentSearchPushIndex: ["useQuery", "get", "/admin/content.SearchPush/index"],
  contentSearchPushExportQuery: ["queryOptions", "get", "/admin/content.SearchPush/export"],
  useContentSearchPushExport: ["useQuery", "get", "/admin/content.SearchPush/export"],
  useContentSearchPushDel: ["useMutation", "delete", "/admin/content.SearchPush/del"],
  contentLeadIndexQuery: ["queryOptions", "get", "/admin/content.Lead/index"],
  useContentLeadIndex: ["useQuery", "get", "/admin/content.Lead/index"],
  contentLeadExportQuery: ["queryOptions", "get", "/admin/content.Lead/export"],
  useContentLeadExport: ["useQuery", "get", "/admin/content.Lead/export"],
  contentLeadGetQuery: ["queryOptions", "get", "/admin/content.Lead/edit"],
  useContentLeadGet: ["useQuery", "get", "/admin/content.Lead/edit"],
  useContentLeadEdit: ["useMutation", "post", "/admin/content.Lead/edit"],
  useContentLeadDel: ["useMutation", "delete", "/admin/content.Lead/del"],
  contentWordpressImportIndexQuery: ["queryOptions", "get", "/admin/content.WordpressImport/index"],
  useContentWordpressImportIndex: ["useQuery", "get", "/admin/content.WordpressImport/index"],
  contentWordpressImportExportQuery: ["queryOptions", "get", "/admin/content.WordpressImport/export"],
  useContentWordpressImportExport: ["useQuery", "get", "/admin/content.WordpressImport/export"],
  useContentWordpressImportAdd: ["useMutation", "post", "/admin/content.WordpressImport/add"],
  useContentWordpressImportDel: ["useMutation", "delete", "/admin/content.WordpressImport/del"],
  contentImportRecordIndexQuery: ["queryOptions", "get", "/admin/content.ImportRecord/index"],
  useContentImportRecordIndex: ["useQuery", "get", "/admin/content.ImportRecord/index"],
  contentImportRecordExportQuery: ["queryOptions", "get", "/admin/content.ImportRecord/export"],
  useContentImportRecordExport: ["useQuery", "get", "/admin/content.ImportRecord/export"],
  routineAttachmentIndexQuery: ["queryOptions", "get", "/admin/routine.Attachment/index"],
  useRoutineAttachmentIndex: ["useQuery", "get", "/admin/routine.Attachment/index"],
  routineAttachmentExportQuery: ["queryOptions", "get", "/admin/routine.Attachment/export"],
  useRoutineAttachmentExport: ["useQuery", "get", "/admin/routine.Attachment/export"],
  routineAttachmentGetQuery: ["queryOptions", "get", "/admin/routine.Attachment/edit"],
  useRoutineAttachmentGet: ["useQuery", "get", "/admin/routine.Attachment/edit"],
  useRoutineAttachmentEdit: ["useMutation", "post", "/admin/routine.Attachment/edit"],
  useRoutineAttachmentDel: ["useMutation", "delete", "/admin/routine.Attachment/del"],
  routineBackupIndexQuery: ["queryOptions", "get", "/admin/routine.Backup/index"],
  useRoutineBackupIndex: ["useQuery", "get", "/admin/routine.Backup/index"],
  routineBackupExportQuery: ["queryOptions", "get", "/admin/routine.Backup/export"],
  useRoutineBackupExport: ["useQuery", "get", "/admin/routine.Backup/export"],
  useRoutineBackupDel: ["useMutation", "delete", "/admin/routine.Backup/del"],
  userUserIndexQuery: ["queryOptions", "get", "/admin/user.User/index"],
  useUserUserIndex: ["useQuery", "get", "/admin/user.User/index"],
  userUserExportQuery: ["queryOptions", "get", "/admin/user.User/export"],
  useUserUserExport: ["useQuery", "get", "/admin/user.User/export"],
  userUserGetQuery: ["queryOptions", "get", "/admin/user.User/edit"],
  useUserUserGet: ["useQuery", "get", "/admin/user.User/edit"],
  useUserUserEdit: ["useMutation", "post", "/admin/user.User/edit"],
  useUserUserAdd: ["useMutation", "post", "/admin/user.User/add"],
  useUserUserDel: ["useMutation", "delete", "/admin/user.User/del"],
  userGroupIndexQuery: ["queryOptions", "get", "/admin/user.Group/index"],
  useUserGroupIndex: ["useQuery", "get", "/admin/user.Group/index"],
  userGroupExportQuery: ["queryOptions", "get", "/admin/user.Group/export"],
  useUserGroupExport: ["useQuery", "get", "/admin/user.Group/export"],
  userGroupGetQuery: ["queryOptions", "get", "/admin/user.Group/edit"],
  useUserGroupGet: ["useQuery", "get", "/admin/user.Group/edit"],
  useUserGroupEdit: ["useMutation", "post", "/admin/user.Group/edit"],
  useUserGroupAdd: ["useMutation", "post", "/admin/user.Group/add"],
  useUserGroupDel: ["useMutation", "delete", "/admin/user.Group/del"],
  userRuleIndexQuery: ["queryOptions", "get", "/admin/user.Rule/index"],
  useUserRuleIndex: ["useQuery", "get", "/admin/user.Rule/index"],
  userRuleExportQuery: ["queryOptions", "get", "/admin/user.Rule/export"],
  useUserRuleExport: ["useQuery", "get", "/admin/user.Rule/export"],
  userRuleGetQuery: ["queryOptions", "get", "/admin/user.Rule/edit"],
  useUserRuleGet: ["useQuery", "get", "/admin/user.Rule/edit"],
  useUserRuleEdit: ["useMutation", "post", "/admin/user.Rule/edit"],
  useUserRuleAdd: ["useMutation", "post", "/admin/user.Rule/add"],
  useUserRuleDel: ["useMutation", "delete", "/admin/user.Rule/del"],
  useUserRuleSortable: ["useMutation", "post", "/admin/user.Rule/sortable"],
  userMoneyLogIndexQuery: ["queryOptions", "get", "/admin/user.MoneyLog/index"],
  useUserMoneyLogIndex: ["useQuery", "get", "/admin/user.MoneyLog/index"],
  userMoneyLogExportQuery: ["queryOptions", "get", "/admin/user.MoneyLog/export"],
  useUserMoneyLogExport: ["useQuery", "get", "/admin/user.MoneyLog/export"],
  useUserMoneyLogAdd: ["useMutation", "post", "/admin/user.MoneyLog/add"],
  userScoreLogIndexQuery: ["queryOptions", "get", "/admin/user.ScoreLog/index"],
  useUserScoreLogIndex: ["useQuery", "get", "/admin/user.ScoreLog/index"],
  userScoreLogExportQuery: ["queryOptions", "get", "/admin/user.ScoreLog/export"],
  useUserScoreLogExport: ["useQuery", "get", "/admin/user.ScoreLog/export"],
  useUserScoreLogAdd: ["useMutation", "post", "/admin/user.ScoreLog/add"],
  securityDataRecycleLogIndexQuery: ["queryOptions", "get", "/admin/security.DataRecycleLog/index"],
  useSecurityDataRecycleLogIndex: ["useQuery", "get", "/admin/security.DataRecycleLog/index"],
  securityDataRecycleLogExportQuery: ["queryOptions", "get", "/admin/security.DataRecycleLog/export"],
  useSecurityDataRecycleLogExport: ["useQuery", "get", "/admin/security.DataRecycleLog/export"],
  useSecurityDataRecycleLogDel: ["useMutation", "delete", "/admin/security.DataRecycleLog/del"],
  securitySensitiveDataLogIndexQuery: ["queryOptions", "get", "/admin/security.SensitiveDataLog/index"],
  useSecuritySensitiveDataLogIndex: ["useQuery", "get", "/admin/security.SensitiveDataLog/index"],
  securitySensitiveDataLogExportQuery: ["queryOptions", "get", "/admin/security.SensitiveDataLog/export"],
  useSecuritySensitiveDataLogExport: ["useQuery", "get", "/admin/security.SensitiveDataLog/export"],
  useSecuritySensitiveDataLogDel: ["useMutation", "delete", "/admin/security.SensitiveDataLog/del"],
  securityDataRecycleIndexQuery: ["queryOptions", "get", "/admin/security.DataRecycle/index"],
  useSecurityDataRecycleIndex: ["useQuery", "get", "/admin/security.DataRecycle/index"],
  securityDataRecycleExportQuery: ["queryOptions", "get", "/admin/security.DataRecycle/export"],
  useSecurityDataRecycleExport: ["useQuery", "get", "/admin/security.DataRecycle/export"],
  securityDataRecycleGetQuery: ["queryOptions", "get", "/admin/security.DataRecycle/edit"],
  useSecurityDataRecycleGet: ["useQuery", "get", "/admin/security.DataRecycle/edit"],
  useSecurityDataRecycleEdit: ["useMutation", "post", "/admin/security.DataRecycle/edit"],
  useSecurityDataRecycleAdd: ["useMutation", "post", "/admin/security.DataRecycle/add"],
  useSecurityDataRecycleDel: ["useMutation", "delete", "/admin/security.DataRecycle/del"],
  securitySensitiveDataIndexQuery: ["queryOptions", "get", "/admin/security.SensitiveData/index"],
  useSecuritySensitiveDataIndex: ["useQuery", "get", "/admin/security.SensitiveData/index"],
  securitySensitiveDataExportQuery: ["queryOptions", "get", "/admin/security.SensitiveData/export"],
  useSecuritySensitiveDataExport: ["useQuery", "get", "/admin/security.SensitiveData/export"],
  securitySensitiveDataGetQuery: ["queryOptions", "get", "/admin/security.SensitiveData/edit"],
  useSecuritySensitiveDataGet: ["useQuery", "get", "/admin/security.SensitiveData/edit"],
  useSecuritySensitiveDataEdit: ["useMutation", "post", "/admin/security.SensitiveData/edit"],
  useSecuritySensitiveDataAdd: ["useMutation", "post", "/admin/security.SensitiveData/add"],
  useSecuritySensitiveDataDel: ["useMutation", "delete", "/admin/security.SensitiveData/del"],
  crudCrudIndexQuery: ["queryOptions", "get", "/admin/crud.Crud/index"],
  useCrudCrudIndex: ["useQuery", "get", "/admin/crud.Crud/index"],
  crudCrudExportQuery: ["queryOptions", "get", "/admin/crud.Crud/export"],
  useCrudCrudExport: ["useQuery", "get", "/admin/crud.Crud/export"],
};
