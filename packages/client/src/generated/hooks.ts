// Generated from the contract (packages/contract/src/openapi.json) by `npm run generate`
// (packages/client/scripts/generate.mjs).
// Do not edit: change the contract and generate again.
import type { OpenapiQueryClient } from "openapi-react-query";
import type { CorpPaths } from "../corp-paths.ts";
import type {
  MutationOptions,
  MutationResult,
  OperationData,
  OperationQuery,
  QueryOptions,
  QueryResult,
} from "../hook-types.ts";
import type { CallInit } from "../typed-calls.ts";

/** For every GET operation `xQuery(init)` (its query options) and `useX(init, options)`; for the others `useX(options)`. */
export function operationHooks(api: OpenapiQueryClient<CorpPaths>) {
  return {
    /** GET /api/Index/common: Public menus and friendly links, fetched when the site starts */
    indexCommonQuery: (
      init?: CallInit<"get", "/api/Index/common">,
    ): OperationQuery<"get", "/api/Index/common"> => api.queryOptions("get", "/api/Index/common", init),
    /** GET /api/Index/common: Public menus and friendly links, fetched when the site starts */
    useIndexCommon: <Selected = OperationData<"get", "/api/Index/common">>(
      init?: CallInit<"get", "/api/Index/common">,
      options?: QueryOptions<"get", "/api/Index/common", object, Selected>,
    ): QueryResult<"get", "/api/Index/common", object, Selected> =>
      api.useQuery("get", "/api/Index/common", init, options) as QueryResult<
        "get",
        "/api/Index/common",
        object,
        Selected
      >,
    /** GET /api/index/index: Site configuration, member-centre switch, member rules and menus, and the member when logged in */
    indexIndexQuery: (
      init?: CallInit<"get", "/api/index/index">,
    ): OperationQuery<"get", "/api/index/index"> => api.queryOptions("get", "/api/index/index", init),
    /** GET /api/index/index: Site configuration, member-centre switch, member rules and menus, and the member when logged in */
    useIndexIndex: <Selected = OperationData<"get", "/api/index/index">>(
      init?: CallInit<"get", "/api/index/index">,
      options?: QueryOptions<"get", "/api/index/index", object, Selected>,
    ): QueryResult<"get", "/api/index/index", object, Selected> =>
      api.useQuery("get", "/api/index/index", init, options) as QueryResult<
        "get",
        "/api/index/index",
        object,
        Selected
      >,
    /** GET /api/health: Whether the server answers and reaches its database, for container health checks and load balancers */
    healthQuery: (init?: CallInit<"get", "/api/health">): OperationQuery<"get", "/api/health"> =>
      api.queryOptions("get", "/api/health", init),
    /** GET /api/health: Whether the server answers and reaches its database, for container health checks and load balancers */
    useHealth: <Selected = OperationData<"get", "/api/health">>(
      init?: CallInit<"get", "/api/health">,
      options?: QueryOptions<"get", "/api/health", object, Selected>,
    ): QueryResult<"get", "/api/health", object, Selected> =>
      api.useQuery("get", "/api/health", init, options) as QueryResult<
        "get",
        "/api/health",
        object,
        Selected
      >,
    /** GET /metrics: This server process's figures in the Prometheus text format, for a Prometheus scraper */
    metricsQuery: (
      init?: CallInit<"get", "/metrics">,
    ): OperationQuery<"get", "/metrics", { parseAs: "text" }> =>
      api.queryOptions("get", "/metrics", { ...init, parseAs: "text" as const }),
    /** GET /metrics: This server process's figures in the Prometheus text format, for a Prometheus scraper */
    useMetrics: <Selected = OperationData<"get", "/metrics", { parseAs: "text" }>>(
      init?: CallInit<"get", "/metrics">,
      options?: QueryOptions<"get", "/metrics", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/metrics", { parseAs: "text" }, Selected> =>
      api.useQuery("get", "/metrics", { ...init, parseAs: "text" as const }, options) as QueryResult<
        "get",
        "/metrics",
        { parseAs: "text" },
        Selected
      >,
    /** POST /api/common/refreshToken: Exchange a refresh token for a new access token and a new refresh token (admin or member) */
    useRefreshToken: (
      options?: MutationOptions<"post", "/api/common/refreshToken">,
    ): MutationResult<"post", "/api/common/refreshToken"> =>
      api.useMutation("post", "/api/common/refreshToken", options),
    /** GET /api/common/clickCaptcha: A new click captcha picture for the client's id (characters to click in order) */
    clickCaptchaQuery: (
      init: CallInit<"get", "/api/common/clickCaptcha">,
    ): OperationQuery<"get", "/api/common/clickCaptcha"> =>
      api.queryOptions("get", "/api/common/clickCaptcha", init),
    /** GET /api/common/clickCaptcha: A new click captcha picture for the client's id (characters to click in order) */
    useClickCaptcha: <Selected = OperationData<"get", "/api/common/clickCaptcha">>(
      init: CallInit<"get", "/api/common/clickCaptcha">,
      options?: QueryOptions<"get", "/api/common/clickCaptcha", object, Selected>,
    ): QueryResult<"get", "/api/common/clickCaptcha", object, Selected> =>
      api.useQuery("get", "/api/common/clickCaptcha", init, options) as QueryResult<
        "get",
        "/api/common/clickCaptcha",
        object,
        Selected
      >,
    /** POST /api/common/checkClickCaptcha: Check the clicks on a click captcha */
    useCheckClickCaptcha: (
      options?: MutationOptions<"post", "/api/common/checkClickCaptcha">,
    ): MutationResult<"post", "/api/common/checkClickCaptcha"> =>
      api.useMutation("post", "/api/common/checkClickCaptcha", options),
    /** GET /api/user/checkIn: What the member login and registration forms need */
    userCheckInConfigQuery: (
      init?: CallInit<"get", "/api/user/checkIn">,
    ): OperationQuery<"get", "/api/user/checkIn"> => api.queryOptions("get", "/api/user/checkIn", init),
    /** GET /api/user/checkIn: What the member login and registration forms need */
    useUserCheckInConfig: <Selected = OperationData<"get", "/api/user/checkIn">>(
      init?: CallInit<"get", "/api/user/checkIn">,
      options?: QueryOptions<"get", "/api/user/checkIn", object, Selected>,
    ): QueryResult<"get", "/api/user/checkIn", object, Selected> =>
      api.useQuery("get", "/api/user/checkIn", init, options) as QueryResult<
        "get",
        "/api/user/checkIn",
        object,
        Selected
      >,
    /** POST /api/user/checkIn: Member login or registration */
    useUserCheckIn: (
      options?: MutationOptions<"post", "/api/user/checkIn">,
    ): MutationResult<"post", "/api/user/checkIn"> => api.useMutation("post", "/api/user/checkIn", options),
    /** POST /api/user/logout: Revoke the member's access and refresh tokens */
    useUserLogout: (
      options?: MutationOptions<"post", "/api/user/logout">,
    ): MutationResult<"post", "/api/user/logout"> => api.useMutation("post", "/api/user/logout", options),
    /** GET /api/account/overview: The member's points and balance changes of the last seven days, by day */
    accountOverviewQuery: (
      init?: CallInit<"get", "/api/account/overview">,
    ): OperationQuery<"get", "/api/account/overview"> =>
      api.queryOptions("get", "/api/account/overview", init),
    /** GET /api/account/overview: The member's points and balance changes of the last seven days, by day */
    useAccountOverview: <Selected = OperationData<"get", "/api/account/overview">>(
      init?: CallInit<"get", "/api/account/overview">,
      options?: QueryOptions<"get", "/api/account/overview", object, Selected>,
    ): QueryResult<"get", "/api/account/overview", object, Selected> =>
      api.useQuery("get", "/api/account/overview", init, options) as QueryResult<
        "get",
        "/api/account/overview",
        object,
        Selected
      >,
    /** GET /api/account/profile: What the profile form needs (the ways an account can be verified) */
    accountProfileConfigQuery: (
      init?: CallInit<"get", "/api/account/profile">,
    ): OperationQuery<"get", "/api/account/profile"> => api.queryOptions("get", "/api/account/profile", init),
    /** GET /api/account/profile: What the profile form needs (the ways an account can be verified) */
    useAccountProfileConfig: <Selected = OperationData<"get", "/api/account/profile">>(
      init?: CallInit<"get", "/api/account/profile">,
      options?: QueryOptions<"get", "/api/account/profile", object, Selected>,
    ): QueryResult<"get", "/api/account/profile", object, Selected> =>
      api.useQuery("get", "/api/account/profile", init, options) as QueryResult<
        "get",
        "/api/account/profile",
        object,
        Selected
      >,
    /** POST /api/account/profile: Save the member's own profile */
    useAccountProfileSave: (
      options?: MutationOptions<"post", "/api/account/profile">,
    ): MutationResult<"post", "/api/account/profile"> =>
      api.useMutation("post", "/api/account/profile", options),
    /** POST /api/account/verification: Prove the bound email or mobile with the code sent to it (event user_email_verify / user_mobile_verify); answers a 10-minute token for changeBind */
    useAccountVerification: (
      options?: MutationOptions<"post", "/api/account/verification">,
    ): MutationResult<"post", "/api/account/verification"> =>
      api.useMutation("post", "/api/account/verification", options),
    /** POST /api/account/changeBind: Bind a new email or mobile with the code sent to it (user_change_email / user_change_mobile); a bound one must be proven first (accountVerificationToken), an unbound one needs the password */
    useAccountChangeBind: (
      options?: MutationOptions<"post", "/api/account/changeBind">,
    ): MutationResult<"post", "/api/account/changeBind"> =>
      api.useMutation("post", "/api/account/changeBind", options),
    /** POST /api/account/changePassword: Change the password; every other session of the member ends, this one gets a new refresh token */
    useAccountChangePassword: (
      options?: MutationOptions<"post", "/api/account/changePassword">,
    ): MutationResult<"post", "/api/account/changePassword"> =>
      api.useMutation("post", "/api/account/changePassword", options),
    /** GET /api/account/balance: The member's balance ledger, newest first (amounts in yuan) */
    accountBalanceQuery: (
      init?: CallInit<"get", "/api/account/balance">,
    ): OperationQuery<"get", "/api/account/balance"> => api.queryOptions("get", "/api/account/balance", init),
    /** GET /api/account/balance: The member's balance ledger, newest first (amounts in yuan) */
    useAccountBalance: <Selected = OperationData<"get", "/api/account/balance">>(
      init?: CallInit<"get", "/api/account/balance">,
      options?: QueryOptions<"get", "/api/account/balance", object, Selected>,
    ): QueryResult<"get", "/api/account/balance", object, Selected> =>
      api.useQuery("get", "/api/account/balance", init, options) as QueryResult<
        "get",
        "/api/account/balance",
        object,
        Selected
      >,
    /** GET /api/account/integral: The member's points ledger, newest first */
    accountIntegralQuery: (
      init?: CallInit<"get", "/api/account/integral">,
    ): OperationQuery<"get", "/api/account/integral"> =>
      api.queryOptions("get", "/api/account/integral", init),
    /** GET /api/account/integral: The member's points ledger, newest first */
    useAccountIntegral: <Selected = OperationData<"get", "/api/account/integral">>(
      init?: CallInit<"get", "/api/account/integral">,
      options?: QueryOptions<"get", "/api/account/integral", object, Selected>,
    ): QueryResult<"get", "/api/account/integral", object, Selected> =>
      api.useQuery("get", "/api/account/integral", init, options) as QueryResult<
        "get",
        "/api/account/integral",
        object,
        Selected
      >,
    /** POST /api/account/retrievePassword: Set a new password with the code sent to the account's email or mobile (event user_retrieve_pwd); every session of the member ends */
    useAccountRetrievePassword: (
      options?: MutationOptions<"post", "/api/account/retrievePassword">,
    ): MutationResult<"post", "/api/account/retrievePassword"> =>
      api.useMutation("post", "/api/account/retrievePassword", options),
    /** POST /api/Ems/send: Mail a verification code. Needs the click captcha; one code a minute per address and event, limits per address and per IP; an address that cannot take the event gets the same answer and no code */
    useEmsSend: (
      options?: MutationOptions<"post", "/api/Ems/send">,
    ): MutationResult<"post", "/api/Ems/send"> => api.useMutation("post", "/api/Ems/send", options),
    /** POST /api/Sms/send: Text a verification code (template_code is the event); the same rules as /api/Ems/send */
    useSmsSend: (
      options?: MutationOptions<"post", "/api/Sms/send">,
    ): MutationResult<"post", "/api/Sms/send"> => api.useMutation("post", "/api/Sms/send", options),
    /** POST /api/ajax/upload: A member uploads one file (multipart field file), with the site's suffix, MIME type and size limits */
    useMemberAjaxUpload: (
      options?: MutationOptions<"post", "/api/ajax/upload">,
    ): MutationResult<"post", "/api/ajax/upload"> => api.useMutation("post", "/api/ajax/upload", options),
    /** GET /api/ajax/area: Provinces; the cities of a province; the districts of a city */
    memberAjaxAreaQuery: (
      init?: CallInit<"get", "/api/ajax/area">,
    ): OperationQuery<"get", "/api/ajax/area"> => api.queryOptions("get", "/api/ajax/area", init),
    /** GET /api/ajax/area: Provinces; the cities of a province; the districts of a city */
    useMemberAjaxArea: <Selected = OperationData<"get", "/api/ajax/area">>(
      init?: CallInit<"get", "/api/ajax/area">,
      options?: QueryOptions<"get", "/api/ajax/area", object, Selected>,
    ): QueryResult<"get", "/api/ajax/area", object, Selected> =>
      api.useQuery("get", "/api/ajax/area", init, options) as QueryResult<
        "get",
        "/api/ajax/area",
        object,
        Selected
      >,
    /** GET /admin/index/login: What the admin login form needs */
    adminLoginConfigQuery: (
      init?: CallInit<"get", "/admin/index/login">,
    ): OperationQuery<"get", "/admin/index/login"> => api.queryOptions("get", "/admin/index/login", init),
    /** GET /admin/index/login: What the admin login form needs */
    useAdminLoginConfig: <Selected = OperationData<"get", "/admin/index/login">>(
      init?: CallInit<"get", "/admin/index/login">,
      options?: QueryOptions<"get", "/admin/index/login", object, Selected>,
    ): QueryResult<"get", "/admin/index/login", object, Selected> =>
      api.useQuery("get", "/admin/index/login", init, options) as QueryResult<
        "get",
        "/admin/index/login",
        object,
        Selected
      >,
    /** POST /admin/index/login: Admin login */
    useAdminLogin: (
      options?: MutationOptions<"post", "/admin/index/login">,
    ): MutationResult<"post", "/admin/index/login"> => api.useMutation("post", "/admin/index/login", options),
    /** GET /admin/index/index: The logged-in admin, the admin menu tree, site settings and terminal settings */
    adminIndexQuery: (
      init?: CallInit<"get", "/admin/index/index">,
    ): OperationQuery<"get", "/admin/index/index"> => api.queryOptions("get", "/admin/index/index", init),
    /** GET /admin/index/index: The logged-in admin, the admin menu tree, site settings and terminal settings */
    useAdminIndex: <Selected = OperationData<"get", "/admin/index/index">>(
      init?: CallInit<"get", "/admin/index/index">,
      options?: QueryOptions<"get", "/admin/index/index", object, Selected>,
    ): QueryResult<"get", "/admin/index/index", object, Selected> =>
      api.useQuery("get", "/admin/index/index", init, options) as QueryResult<
        "get",
        "/admin/index/index",
        object,
        Selected
      >,
    /** POST /admin/index/logout: Revoke the admin's access and refresh tokens */
    useAdminLogout: (
      options?: MutationOptions<"post", "/admin/index/logout">,
    ): MutationResult<"post", "/admin/index/logout"> =>
      api.useMutation("post", "/admin/index/logout", options),
    /** GET /api/portal/home: Home page content (banners, latest news, topics and the company summary) */
    portalHomeQuery: (
      init?: CallInit<"get", "/api/portal/home">,
    ): OperationQuery<"get", "/api/portal/home"> => api.queryOptions("get", "/api/portal/home", init),
    /** GET /api/portal/home: Home page content (banners, latest news, topics and the company summary) */
    usePortalHome: <Selected = OperationData<"get", "/api/portal/home">>(
      init?: CallInit<"get", "/api/portal/home">,
      options?: QueryOptions<"get", "/api/portal/home", object, Selected>,
    ): QueryResult<"get", "/api/portal/home", object, Selected> =>
      api.useQuery("get", "/api/portal/home", init, options) as QueryResult<
        "get",
        "/api/portal/home",
        object,
        Selected
      >,
    /** GET /api/portal/page: A single page by its slug (history with its timeline, every page with the site's contact data) */
    portalPageQuery: (init: CallInit<"get", "/api/portal/page">): OperationQuery<"get", "/api/portal/page"> =>
      api.queryOptions("get", "/api/portal/page", init),
    /** GET /api/portal/page: A single page by its slug (history with its timeline, every page with the site's contact data) */
    usePortalPage: <Selected = OperationData<"get", "/api/portal/page">>(
      init: CallInit<"get", "/api/portal/page">,
      options?: QueryOptions<"get", "/api/portal/page", object, Selected>,
    ): QueryResult<"get", "/api/portal/page", object, Selected> =>
      api.useQuery("get", "/api/portal/page", init, options) as QueryResult<
        "get",
        "/api/portal/page",
        object,
        Selected
      >,
    /** GET /api/portal/articles: Published articles, newest first, optionally of one category, one page at a time */
    portalArticlesQuery: (
      init?: CallInit<"get", "/api/portal/articles">,
    ): OperationQuery<"get", "/api/portal/articles"> => api.queryOptions("get", "/api/portal/articles", init),
    /** GET /api/portal/articles: Published articles, newest first, optionally of one category, one page at a time */
    usePortalArticles: <Selected = OperationData<"get", "/api/portal/articles">>(
      init?: CallInit<"get", "/api/portal/articles">,
      options?: QueryOptions<"get", "/api/portal/articles", object, Selected>,
    ): QueryResult<"get", "/api/portal/articles", object, Selected> =>
      api.useQuery("get", "/api/portal/articles", init, options) as QueryResult<
        "get",
        "/api/portal/articles",
        object,
        Selected
      >,
    /** GET /api/portal/topics: Special reports, each with its latest published articles */
    portalTopicsQuery: (
      init?: CallInit<"get", "/api/portal/topics">,
    ): OperationQuery<"get", "/api/portal/topics"> => api.queryOptions("get", "/api/portal/topics", init),
    /** GET /api/portal/topics: Special reports, each with its latest published articles */
    usePortalTopics: <Selected = OperationData<"get", "/api/portal/topics">>(
      init?: CallInit<"get", "/api/portal/topics">,
      options?: QueryOptions<"get", "/api/portal/topics", object, Selected>,
    ): QueryResult<"get", "/api/portal/topics", object, Selected> =>
      api.useQuery("get", "/api/portal/topics", init, options) as QueryResult<
        "get",
        "/api/portal/topics",
        object,
        Selected
      >,
    /** GET /api/portal/layout: Article centre, each category with its latest articles, and the most read articles */
    portalLayoutQuery: (
      init?: CallInit<"get", "/api/portal/layout">,
    ): OperationQuery<"get", "/api/portal/layout"> => api.queryOptions("get", "/api/portal/layout", init),
    /** GET /api/portal/layout: Article centre, each category with its latest articles, and the most read articles */
    usePortalLayout: <Selected = OperationData<"get", "/api/portal/layout">>(
      init?: CallInit<"get", "/api/portal/layout">,
      options?: QueryOptions<"get", "/api/portal/layout", object, Selected>,
    ): QueryResult<"get", "/api/portal/layout", object, Selected> =>
      api.useQuery("get", "/api/portal/layout", init, options) as QueryResult<
        "get",
        "/api/portal/layout",
        object,
        Selected
      >,
    /** GET /api/portal/article: One published article with its neighbours; a visitor's read counts one view an hour, a prefetch none. HTTP 404 when missing or a draft */
    portalArticleQuery: (
      init: CallInit<"get", "/api/portal/article">,
    ): OperationQuery<"get", "/api/portal/article"> => api.queryOptions("get", "/api/portal/article", init),
    /** GET /api/portal/article: One published article with its neighbours; a visitor's read counts one view an hour, a prefetch none. HTTP 404 when missing or a draft */
    usePortalArticle: <Selected = OperationData<"get", "/api/portal/article">>(
      init: CallInit<"get", "/api/portal/article">,
      options?: QueryOptions<"get", "/api/portal/article", object, Selected>,
    ): QueryResult<"get", "/api/portal/article", object, Selected> =>
      api.useQuery("get", "/api/portal/article", init, options) as QueryResult<
        "get",
        "/api/portal/article",
        object,
        Selected
      >,
    /** POST /api/portal/view: Counts one view of a published article whose page the browser loaded ahead of the visit (prefetch or prerender, which the server does not count) and has now shown */
    usePortalView: (
      options?: MutationOptions<"post", "/api/portal/view">,
    ): MutationResult<"post", "/api/portal/view"> => api.useMutation("post", "/api/portal/view", options),
    /** GET /api/portal/meta: Search-engine metadata (title, keywords, description) of a public route */
    portalMetaQuery: (init: CallInit<"get", "/api/portal/meta">): OperationQuery<"get", "/api/portal/meta"> =>
      api.queryOptions("get", "/api/portal/meta", init),
    /** GET /api/portal/meta: Search-engine metadata (title, keywords, description) of a public route */
    usePortalMeta: <Selected = OperationData<"get", "/api/portal/meta">>(
      init: CallInit<"get", "/api/portal/meta">,
      options?: QueryOptions<"get", "/api/portal/meta", object, Selected>,
    ): QueryResult<"get", "/api/portal/meta", object, Selected> =>
      api.useQuery("get", "/api/portal/meta", init, options) as QueryResult<
        "get",
        "/api/portal/meta",
        object,
        Selected
      >,
    /** GET /api/portal/search: Full-text search of published articles (Chinese by unigrams and bigrams, other words by prefix), best match first */
    portalSearchQuery: (
      init: CallInit<"get", "/api/portal/search">,
    ): OperationQuery<"get", "/api/portal/search"> => api.queryOptions("get", "/api/portal/search", init),
    /** GET /api/portal/search: Full-text search of published articles (Chinese by unigrams and bigrams, other words by prefix), best match first */
    usePortalSearch: <Selected = OperationData<"get", "/api/portal/search">>(
      init: CallInit<"get", "/api/portal/search">,
      options?: QueryOptions<"get", "/api/portal/search", object, Selected>,
    ): QueryResult<"get", "/api/portal/search", object, Selected> =>
      api.useQuery("get", "/api/portal/search", init, options) as QueryResult<
        "get",
        "/api/portal/search",
        object,
        Selected
      >,
    /** GET /api/lead/form: The lead form's fields as the site's settings configure them, for a page placing the form */
    leadFormQuery: (init?: CallInit<"get", "/api/lead/form">): OperationQuery<"get", "/api/lead/form"> =>
      api.queryOptions("get", "/api/lead/form", init),
    /** GET /api/lead/form: The lead form's fields as the site's settings configure them, for a page placing the form */
    useLeadForm: <Selected = OperationData<"get", "/api/lead/form">>(
      init?: CallInit<"get", "/api/lead/form">,
      options?: QueryOptions<"get", "/api/lead/form", object, Selected>,
    ): QueryResult<"get", "/api/lead/form", object, Selected> =>
      api.useQuery("get", "/api/lead/form", init, options) as QueryResult<
        "get",
        "/api/lead/form",
        object,
        Selected
      >,
    /** POST /api/lead/submit: Send a lead (the lead form): checked against the site's form, stored once per fill of the form by its key, the click captcha after repeated sends from one address */
    useLeadSubmit: (
      options?: MutationOptions<"post", "/api/lead/submit">,
    ): MutationResult<"post", "/api/lead/submit"> => api.useMutation("post", "/api/lead/submit", options),
    /** GET /admin/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
    crudIndexQuery: (
      init: CallInit<"get", "/admin/{controller}/index">,
    ): OperationQuery<"get", "/admin/{controller}/index"> =>
      api.queryOptions("get", "/admin/{controller}/index", init),
    /** GET /admin/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
    useCrudIndex: <Selected = OperationData<"get", "/admin/{controller}/index">>(
      init: CallInit<"get", "/admin/{controller}/index">,
      options?: QueryOptions<"get", "/admin/{controller}/index", object, Selected>,
    ): QueryResult<"get", "/admin/{controller}/index", object, Selected> =>
      api.useQuery("get", "/admin/{controller}/index", init, options) as QueryResult<
        "get",
        "/admin/{controller}/index",
        object,
        Selected
      >,
    /** GET /admin/{controller}/edit: One row for the edit form */
    crudGetQuery: (
      init: CallInit<"get", "/admin/{controller}/edit">,
    ): OperationQuery<"get", "/admin/{controller}/edit"> =>
      api.queryOptions("get", "/admin/{controller}/edit", init),
    /** GET /admin/{controller}/edit: One row for the edit form */
    useCrudGet: <Selected = OperationData<"get", "/admin/{controller}/edit">>(
      init: CallInit<"get", "/admin/{controller}/edit">,
      options?: QueryOptions<"get", "/admin/{controller}/edit", object, Selected>,
    ): QueryResult<"get", "/admin/{controller}/edit", object, Selected> =>
      api.useQuery("get", "/admin/{controller}/edit", init, options) as QueryResult<
        "get",
        "/admin/{controller}/edit",
        object,
        Selected
      >,
    /** POST /admin/{controller}/edit: Save a row (id and the controller's edit form) */
    useCrudEdit: (
      options?: MutationOptions<"post", "/admin/{controller}/edit">,
    ): MutationResult<"post", "/admin/{controller}/edit"> =>
      api.useMutation("post", "/admin/{controller}/edit", options),
    /** GET /admin/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
    crudAddFormQuery: (
      init: CallInit<"get", "/admin/{controller}/add">,
    ): OperationQuery<"get", "/admin/{controller}/add"> =>
      api.queryOptions("get", "/admin/{controller}/add", init),
    /** GET /admin/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
    useCrudAddForm: <Selected = OperationData<"get", "/admin/{controller}/add">>(
      init: CallInit<"get", "/admin/{controller}/add">,
      options?: QueryOptions<"get", "/admin/{controller}/add", object, Selected>,
    ): QueryResult<"get", "/admin/{controller}/add", object, Selected> =>
      api.useQuery("get", "/admin/{controller}/add", init, options) as QueryResult<
        "get",
        "/admin/{controller}/add",
        object,
        Selected
      >,
    /** POST /admin/{controller}/add: Add a row (fields as the controller's add form) */
    useCrudAdd: (
      options?: MutationOptions<"post", "/admin/{controller}/add">,
    ): MutationResult<"post", "/admin/{controller}/add"> =>
      api.useMutation("post", "/admin/{controller}/add", options),
    /** DELETE /admin/{controller}/del: Delete rows by id (ids[]=1&ids[]=2 in the query, or ids in the body) */
    useCrudDel: (
      options?: MutationOptions<"delete", "/admin/{controller}/del">,
    ): MutationResult<"delete", "/admin/{controller}/del"> =>
      api.useMutation("delete", "/admin/{controller}/del", options),
    /** POST /admin/{controller}/sortable: Drag sort: swap the weigh of row id and row targetId */
    useCrudSortable: (
      options?: MutationOptions<"post", "/admin/{controller}/sortable">,
    ): MutationResult<"post", "/admin/{controller}/sortable"> =>
      api.useMutation("post", "/admin/{controller}/sortable", options),
    /** GET /admin/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
    crudInfoQuery: (
      init: CallInit<"get", "/admin/{controller}/info">,
    ): OperationQuery<"get", "/admin/{controller}/info"> =>
      api.queryOptions("get", "/admin/{controller}/info", init),
    /** GET /admin/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
    useCrudInfo: <Selected = OperationData<"get", "/admin/{controller}/info">>(
      init: CallInit<"get", "/admin/{controller}/info">,
      options?: QueryOptions<"get", "/admin/{controller}/info", object, Selected>,
    ): QueryResult<"get", "/admin/{controller}/info", object, Selected> =>
      api.useQuery("get", "/admin/{controller}/info", init, options) as QueryResult<
        "get",
        "/admin/{controller}/info",
        object,
        Selected
      >,
    /** POST /admin/{controller}/restore: Recycle bin: put the deleted rows of these log entries back (all or none; a taken key or unique value restores nothing) */
    useCrudRestore: (
      options?: MutationOptions<"post", "/admin/{controller}/restore">,
    ): MutationResult<"post", "/admin/{controller}/restore"> =>
      api.useMutation("post", "/admin/{controller}/restore", options),
    /** POST /admin/{controller}/rollback: Sensitive-data log: put the changed fields of these entries back as they were (all or none) */
    useCrudRollback: (
      options?: MutationOptions<"post", "/admin/{controller}/rollback">,
    ): MutationResult<"post", "/admin/{controller}/rollback"> =>
      api.useMutation("post", "/admin/{controller}/rollback", options),
    /** GET /admin/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
    crudExportQuery: (
      init: CallInit<"get", "/admin/{controller}/export">,
    ): OperationQuery<"get", "/admin/{controller}/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/{controller}/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
    useCrudExport: <Selected = OperationData<"get", "/admin/{controller}/export", { parseAs: "text" }>>(
      init: CallInit<"get", "/admin/{controller}/export">,
      options?: QueryOptions<"get", "/admin/{controller}/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/{controller}/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/{controller}/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/{controller}/export", { parseAs: "text" }, Selected>,
    /** GET /admin/{area}/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
    crudIndexSlashQuery: (
      init: CallInit<"get", "/admin/{area}/{controller}/index">,
    ): OperationQuery<"get", "/admin/{area}/{controller}/index"> =>
      api.queryOptions("get", "/admin/{area}/{controller}/index", init),
    /** GET /admin/{area}/{controller}/index: List a controller's rows: quick search, filters, order, paging, remote select */
    useCrudIndexSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/index">>(
      init: CallInit<"get", "/admin/{area}/{controller}/index">,
      options?: QueryOptions<"get", "/admin/{area}/{controller}/index", object, Selected>,
    ): QueryResult<"get", "/admin/{area}/{controller}/index", object, Selected> =>
      api.useQuery("get", "/admin/{area}/{controller}/index", init, options) as QueryResult<
        "get",
        "/admin/{area}/{controller}/index",
        object,
        Selected
      >,
    /** GET /admin/{area}/{controller}/edit: One row for the edit form */
    crudGetSlashQuery: (
      init: CallInit<"get", "/admin/{area}/{controller}/edit">,
    ): OperationQuery<"get", "/admin/{area}/{controller}/edit"> =>
      api.queryOptions("get", "/admin/{area}/{controller}/edit", init),
    /** GET /admin/{area}/{controller}/edit: One row for the edit form */
    useCrudGetSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/edit">>(
      init: CallInit<"get", "/admin/{area}/{controller}/edit">,
      options?: QueryOptions<"get", "/admin/{area}/{controller}/edit", object, Selected>,
    ): QueryResult<"get", "/admin/{area}/{controller}/edit", object, Selected> =>
      api.useQuery("get", "/admin/{area}/{controller}/edit", init, options) as QueryResult<
        "get",
        "/admin/{area}/{controller}/edit",
        object,
        Selected
      >,
    /** POST /admin/{area}/{controller}/edit: Save a row (id and the controller's edit form) */
    useCrudEditSlash: (
      options?: MutationOptions<"post", "/admin/{area}/{controller}/edit">,
    ): MutationResult<"post", "/admin/{area}/{controller}/edit"> =>
      api.useMutation("post", "/admin/{area}/{controller}/edit", options),
    /** GET /admin/{area}/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
    crudAddFormSlashQuery: (
      init: CallInit<"get", "/admin/{area}/{controller}/add">,
    ): OperationQuery<"get", "/admin/{area}/{controller}/add"> =>
      api.queryOptions("get", "/admin/{area}/{controller}/add", init),
    /** GET /admin/{area}/{controller}/add: What a controller's add form shows before it is filled (a ledger's member and balance) */
    useCrudAddFormSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/add">>(
      init: CallInit<"get", "/admin/{area}/{controller}/add">,
      options?: QueryOptions<"get", "/admin/{area}/{controller}/add", object, Selected>,
    ): QueryResult<"get", "/admin/{area}/{controller}/add", object, Selected> =>
      api.useQuery("get", "/admin/{area}/{controller}/add", init, options) as QueryResult<
        "get",
        "/admin/{area}/{controller}/add",
        object,
        Selected
      >,
    /** POST /admin/{area}/{controller}/add: Add a row (fields as the controller's add form) */
    useCrudAddSlash: (
      options?: MutationOptions<"post", "/admin/{area}/{controller}/add">,
    ): MutationResult<"post", "/admin/{area}/{controller}/add"> =>
      api.useMutation("post", "/admin/{area}/{controller}/add", options),
    /** DELETE /admin/{area}/{controller}/del: Delete rows by id (ids[]=1&ids[]=2 in the query, or ids in the body) */
    useCrudDelSlash: (
      options?: MutationOptions<"delete", "/admin/{area}/{controller}/del">,
    ): MutationResult<"delete", "/admin/{area}/{controller}/del"> =>
      api.useMutation("delete", "/admin/{area}/{controller}/del", options),
    /** POST /admin/{area}/{controller}/sortable: Drag sort: swap the weigh of row id and row targetId */
    useCrudSortableSlash: (
      options?: MutationOptions<"post", "/admin/{area}/{controller}/sortable">,
    ): MutationResult<"post", "/admin/{area}/{controller}/sortable"> =>
      api.useMutation("post", "/admin/{area}/{controller}/sortable", options),
    /** GET /admin/{area}/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
    crudInfoSlashQuery: (
      init: CallInit<"get", "/admin/{area}/{controller}/info">,
    ): OperationQuery<"get", "/admin/{area}/{controller}/info"> =>
      api.queryOptions("get", "/admin/{area}/{controller}/info", init),
    /** GET /admin/{area}/{controller}/info: One row to look at: the detail view of the recycle bin and the sensitive-data log */
    useCrudInfoSlash: <Selected = OperationData<"get", "/admin/{area}/{controller}/info">>(
      init: CallInit<"get", "/admin/{area}/{controller}/info">,
      options?: QueryOptions<"get", "/admin/{area}/{controller}/info", object, Selected>,
    ): QueryResult<"get", "/admin/{area}/{controller}/info", object, Selected> =>
      api.useQuery("get", "/admin/{area}/{controller}/info", init, options) as QueryResult<
        "get",
        "/admin/{area}/{controller}/info",
        object,
        Selected
      >,
    /** POST /admin/{area}/{controller}/restore: Recycle bin: put the deleted rows of these log entries back (all or none; a taken key or unique value restores nothing) */
    useCrudRestoreSlash: (
      options?: MutationOptions<"post", "/admin/{area}/{controller}/restore">,
    ): MutationResult<"post", "/admin/{area}/{controller}/restore"> =>
      api.useMutation("post", "/admin/{area}/{controller}/restore", options),
    /** POST /admin/{area}/{controller}/rollback: Sensitive-data log: put the changed fields of these entries back as they were (all or none) */
    useCrudRollbackSlash: (
      options?: MutationOptions<"post", "/admin/{area}/{controller}/rollback">,
    ): MutationResult<"post", "/admin/{area}/{controller}/rollback"> =>
      api.useMutation("post", "/admin/{area}/{controller}/rollback", options),
    /** GET /admin/{area}/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
    crudExportSlashQuery: (
      init: CallInit<"get", "/admin/{area}/{controller}/export">,
    ): OperationQuery<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/{area}/{controller}/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/{area}/{controller}/export: The filtered, ordered list as CSV (UTF-8 with BOM) */
    useCrudExportSlash: <
      Selected = OperationData<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }>,
    >(
      init: CallInit<"get", "/admin/{area}/{controller}/export">,
      options?: QueryOptions<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/{area}/{controller}/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/{area}/{controller}/export", { parseAs: "text" }, Selected>,
    /** POST /admin/ajax/upload: Upload one file (multipart field file); suffix, MIME type and size limits come from the site config */
    useAdminAjaxUpload: (
      options?: MutationOptions<"post", "/admin/ajax/upload">,
    ): MutationResult<"post", "/admin/ajax/upload"> => api.useMutation("post", "/admin/ajax/upload", options),
    /** GET /admin/ajax/area: Provinces; the cities of a province; the districts of a city (ids from the area table) */
    adminAjaxAreaQuery: (
      init?: CallInit<"get", "/admin/ajax/area">,
    ): OperationQuery<"get", "/admin/ajax/area"> => api.queryOptions("get", "/admin/ajax/area", init),
    /** GET /admin/ajax/area: Provinces; the cities of a province; the districts of a city (ids from the area table) */
    useAdminAjaxArea: <Selected = OperationData<"get", "/admin/ajax/area">>(
      init?: CallInit<"get", "/admin/ajax/area">,
      options?: QueryOptions<"get", "/admin/ajax/area", object, Selected>,
    ): QueryResult<"get", "/admin/ajax/area", object, Selected> =>
      api.useQuery("get", "/admin/ajax/area", init, options) as QueryResult<
        "get",
        "/admin/ajax/area",
        object,
        Selected
      >,
    /** GET /admin/ajax/buildSuffixSvg: An SVG file icon showing a file suffix */
    adminAjaxBuildSuffixSvgQuery: (
      init?: CallInit<"get", "/admin/ajax/buildSuffixSvg">,
    ): OperationQuery<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/ajax/buildSuffixSvg", { ...init, parseAs: "text" as const }),
    /** GET /admin/ajax/buildSuffixSvg: An SVG file icon showing a file suffix */
    useAdminAjaxBuildSuffixSvg: <
      Selected = OperationData<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/ajax/buildSuffixSvg">,
      options?: QueryOptions<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/ajax/buildSuffixSvg",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/ajax/buildSuffixSvg", { parseAs: "text" }, Selected>,
    /** GET /admin/ajax/getTablePk: The primary key column of a table */
    adminAjaxGetTablePkQuery: (
      init: CallInit<"get", "/admin/ajax/getTablePk">,
    ): OperationQuery<"get", "/admin/ajax/getTablePk"> =>
      api.queryOptions("get", "/admin/ajax/getTablePk", init),
    /** GET /admin/ajax/getTablePk: The primary key column of a table */
    useAdminAjaxGetTablePk: <Selected = OperationData<"get", "/admin/ajax/getTablePk">>(
      init: CallInit<"get", "/admin/ajax/getTablePk">,
      options?: QueryOptions<"get", "/admin/ajax/getTablePk", object, Selected>,
    ): QueryResult<"get", "/admin/ajax/getTablePk", object, Selected> =>
      api.useQuery("get", "/admin/ajax/getTablePk", init, options) as QueryResult<
        "get",
        "/admin/ajax/getTablePk",
        object,
        Selected
      >,
    /** GET /admin/ajax/getTableList: The tables of the database with their comments */
    adminAjaxGetTableListQuery: (
      init?: CallInit<"get", "/admin/ajax/getTableList">,
    ): OperationQuery<"get", "/admin/ajax/getTableList"> =>
      api.queryOptions("get", "/admin/ajax/getTableList", init),
    /** GET /admin/ajax/getTableList: The tables of the database with their comments */
    useAdminAjaxGetTableList: <Selected = OperationData<"get", "/admin/ajax/getTableList">>(
      init?: CallInit<"get", "/admin/ajax/getTableList">,
      options?: QueryOptions<"get", "/admin/ajax/getTableList", object, Selected>,
    ): QueryResult<"get", "/admin/ajax/getTableList", object, Selected> =>
      api.useQuery("get", "/admin/ajax/getTableList", init, options) as QueryResult<
        "get",
        "/admin/ajax/getTableList",
        object,
        Selected
      >,
    /** GET /admin/ajax/getTableFieldList: The columns of a table with their comments */
    adminAjaxGetTableFieldListQuery: (
      init: CallInit<"get", "/admin/ajax/getTableFieldList">,
    ): OperationQuery<"get", "/admin/ajax/getTableFieldList"> =>
      api.queryOptions("get", "/admin/ajax/getTableFieldList", init),
    /** GET /admin/ajax/getTableFieldList: The columns of a table with their comments */
    useAdminAjaxGetTableFieldList: <Selected = OperationData<"get", "/admin/ajax/getTableFieldList">>(
      init: CallInit<"get", "/admin/ajax/getTableFieldList">,
      options?: QueryOptions<"get", "/admin/ajax/getTableFieldList", object, Selected>,
    ): QueryResult<"get", "/admin/ajax/getTableFieldList", object, Selected> =>
      api.useQuery("get", "/admin/ajax/getTableFieldList", init, options) as QueryResult<
        "get",
        "/admin/ajax/getTableFieldList",
        object,
        Selected
      >,
    /** GET /admin/ajax/getDatabaseConnectionList: The database connections the server knows */
    adminAjaxGetDatabaseConnectionListQuery: (
      init?: CallInit<"get", "/admin/ajax/getDatabaseConnectionList">,
    ): OperationQuery<"get", "/admin/ajax/getDatabaseConnectionList"> =>
      api.queryOptions("get", "/admin/ajax/getDatabaseConnectionList", init),
    /** GET /admin/ajax/getDatabaseConnectionList: The database connections the server knows */
    useAdminAjaxGetDatabaseConnectionList: <
      Selected = OperationData<"get", "/admin/ajax/getDatabaseConnectionList">,
    >(
      init?: CallInit<"get", "/admin/ajax/getDatabaseConnectionList">,
      options?: QueryOptions<"get", "/admin/ajax/getDatabaseConnectionList", object, Selected>,
    ): QueryResult<"get", "/admin/ajax/getDatabaseConnectionList", object, Selected> =>
      api.useQuery("get", "/admin/ajax/getDatabaseConnectionList", init, options) as QueryResult<
        "get",
        "/admin/ajax/getDatabaseConnectionList",
        object,
        Selected
      >,
    /** GET /admin/crud.Crud/checkCrudLog: BuildAdmin's designer view: the table's latest design record, if it succeeded */
    adminCrudCheckCrudLogQuery: (
      init?: CallInit<"get", "/admin/crud.Crud/checkCrudLog">,
    ): OperationQuery<"get", "/admin/crud.Crud/checkCrudLog"> =>
      api.queryOptions("get", "/admin/crud.Crud/checkCrudLog", init),
    /** GET /admin/crud.Crud/checkCrudLog: BuildAdmin's designer view: the table's latest design record, if it succeeded */
    useAdminCrudCheckCrudLog: <Selected = OperationData<"get", "/admin/crud.Crud/checkCrudLog">>(
      init?: CallInit<"get", "/admin/crud.Crud/checkCrudLog">,
      options?: QueryOptions<"get", "/admin/crud.Crud/checkCrudLog", object, Selected>,
    ): QueryResult<"get", "/admin/crud.Crud/checkCrudLog", object, Selected> =>
      api.useQuery("get", "/admin/crud.Crud/checkCrudLog", init, options) as QueryResult<
        "get",
        "/admin/crud.Crud/checkCrudLog",
        object,
        Selected
      >,
    /** POST /admin/crud.Crud/parseFieldData: BuildAdmin's designer view: a table's columns as the fields of a design to start from */
    useAdminCrudParseFieldData: (
      options?: MutationOptions<"post", "/admin/crud.Crud/parseFieldData">,
    ): MutationResult<"post", "/admin/crud.Crud/parseFieldData"> =>
      api.useMutation("post", "/admin/crud.Crud/parseFieldData", options),
    /** GET /admin/crud.Crud/getFileData: BuildAdmin's designer view: where its generated files would go; none are written here */
    adminCrudGetFileDataQuery: (
      init?: CallInit<"get", "/admin/crud.Crud/getFileData">,
    ): OperationQuery<"get", "/admin/crud.Crud/getFileData"> =>
      api.queryOptions("get", "/admin/crud.Crud/getFileData", init),
    /** GET /admin/crud.Crud/getFileData: BuildAdmin's designer view: where its generated files would go; none are written here */
    useAdminCrudGetFileData: <Selected = OperationData<"get", "/admin/crud.Crud/getFileData">>(
      init?: CallInit<"get", "/admin/crud.Crud/getFileData">,
      options?: QueryOptions<"get", "/admin/crud.Crud/getFileData", object, Selected>,
    ): QueryResult<"get", "/admin/crud.Crud/getFileData", object, Selected> =>
      api.useQuery("get", "/admin/crud.Crud/getFileData", init, options) as QueryResult<
        "get",
        "/admin/crud.Crud/getFileData",
        object,
        Selected
      >,
    /** POST /admin/crud.Crud/generateCheck: BuildAdmin's designer view: whether the table name is free before generating */
    useAdminCrudGenerateCheck: (
      options?: MutationOptions<"post", "/admin/crud.Crud/generateCheck">,
    ): MutationResult<"post", "/admin/crud.Crud/generateCheck"> =>
      api.useMutation("post", "/admin/crud.Crud/generateCheck", options),
    /** POST /admin/crud.Crud/generate: BuildAdmin's designer view: generate its design as a designed table with its admin page */
    useAdminCrudGenerate: (
      options?: MutationOptions<"post", "/admin/crud.Crud/generate">,
    ): MutationResult<"post", "/admin/crud.Crud/generate"> =>
      api.useMutation("post", "/admin/crud.Crud/generate", options),
    /** POST /admin/crud.Crud/logStart: BuildAdmin's designer view: a design record reopened as its view edits it */
    useAdminCrudLogStart: (
      options?: MutationOptions<"post", "/admin/crud.Crud/logStart">,
    ): MutationResult<"post", "/admin/crud.Crud/logStart"> =>
      api.useMutation("post", "/admin/crud.Crud/logStart", options),
    /** POST /admin/crud.Crud/delete: BuildAdmin's designer view: delete what a design record generated */
    useAdminCrudDelete: (
      options?: MutationOptions<"post", "/admin/crud.Crud/delete">,
    ): MutationResult<"post", "/admin/crud.Crud/delete"> =>
      api.useMutation("post", "/admin/crud.Crud/delete", options),
    /** POST /admin/ajax/clearCache: Clear server caches: config (menus, links, settings), content (pages and answers kept by every server process), images (resized variants), or all */
    useAdminAjaxClearCache: (
      options?: MutationOptions<"post", "/admin/ajax/clearCache">,
    ): MutationResult<"post", "/admin/ajax/clearCache"> =>
      api.useMutation("post", "/admin/ajax/clearCache", options),
    /** GET /admin/ajax/terminal: Runs one command of the terminal's allow-list (super administrators only) and streams its output as server-sent events. Each event's data is JSON {data, uuid, extend, key}: data is an output line or a flag (command-link-success, command-exec-success, command-exec-error, command-exec-completed). A refusal (not logged in, not a super administrator, a command outside the allow-list, another command running) is answered the same way: an 'Error: ...' line with its catalogue code, then command-exec-error. One command runs at a time per server; every run is written to the admin log with its output */
    adminAjaxTerminalQuery: (
      init: CallInit<"get", "/admin/ajax/terminal">,
    ): OperationQuery<"get", "/admin/ajax/terminal", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/ajax/terminal", { ...init, parseAs: "text" as const }),
    /** GET /admin/ajax/terminal: Runs one command of the terminal's allow-list (super administrators only) and streams its output as server-sent events. Each event's data is JSON {data, uuid, extend, key}: data is an output line or a flag (command-link-success, command-exec-success, command-exec-error, command-exec-completed). A refusal (not logged in, not a super administrator, a command outside the allow-list, another command running) is answered the same way: an 'Error: ...' line with its catalogue code, then command-exec-error. One command runs at a time per server; every run is written to the admin log with its output */
    useAdminAjaxTerminal: <Selected = OperationData<"get", "/admin/ajax/terminal", { parseAs: "text" }>>(
      init: CallInit<"get", "/admin/ajax/terminal">,
      options?: QueryOptions<"get", "/admin/ajax/terminal", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/ajax/terminal", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/ajax/terminal",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/ajax/terminal", { parseAs: "text" }, Selected>,
    /** POST /admin/ajax/changeTerminalConfig: The terminal's settings (super administrators only): the package manager its install, build and test commands use, kept in the site config (by default the first installed of pnpm, npm, yarn; one the server does not have is refused). Without manager it answers the current settings */
    useAdminAjaxChangeTerminalConfig: (
      options?: MutationOptions<"post", "/admin/ajax/changeTerminalConfig">,
    ): MutationResult<"post", "/admin/ajax/changeTerminalConfig"> =>
      api.useMutation("post", "/admin/ajax/changeTerminalConfig", options),
    /** GET /storage/{day}/{file}: An uploaded file, by the name the server gave it; served as a download or an inert image, never as a page. With w or h, a picture (.jpg, .jpeg, .png, .webp) resized, WebP when the client accepts it and it is smaller. HTTP 503 (the envelope) while the file store, a bucket, cannot be reached */
    storageFileQuery: (
      init: CallInit<"get", "/storage/{day}/{file}">,
    ): OperationQuery<"get", "/storage/{day}/{file}", { parseAs: "blob" }> =>
      api.queryOptions("get", "/storage/{day}/{file}", { ...init, parseAs: "blob" as const }),
    /** GET /storage/{day}/{file}: An uploaded file, by the name the server gave it; served as a download or an inert image, never as a page. With w or h, a picture (.jpg, .jpeg, .png, .webp) resized, WebP when the client accepts it and it is smaller. HTTP 503 (the envelope) while the file store, a bucket, cannot be reached */
    useStorageFile: <Selected = OperationData<"get", "/storage/{day}/{file}", { parseAs: "blob" }>>(
      init: CallInit<"get", "/storage/{day}/{file}">,
      options?: QueryOptions<"get", "/storage/{day}/{file}", { parseAs: "blob" }, Selected>,
    ): QueryResult<"get", "/storage/{day}/{file}", { parseAs: "blob" }, Selected> =>
      api.useQuery(
        "get",
        "/storage/{day}/{file}",
        { ...init, parseAs: "blob" as const },
        options,
      ) as QueryResult<"get", "/storage/{day}/{file}", { parseAs: "blob" }, Selected>,
    /** GET /preview/article/{id}: An article, draft or scheduled, rendered exactly as its public page will be, for an admin who may edit articles (content/article/edit); anyone else, and a missing article, gets the public 404 page (HTTP 404, HTML). Never stored (no-store), never indexed (noindex), never counted as a view. Served when the server serves the built web app */
    articlePreviewQuery: (
      init: CallInit<"get", "/preview/article/{id}">,
    ): OperationQuery<"get", "/preview/article/{id}", { parseAs: "text" }> =>
      api.queryOptions("get", "/preview/article/{id}", { ...init, parseAs: "text" as const }),
    /** GET /preview/article/{id}: An article, draft or scheduled, rendered exactly as its public page will be, for an admin who may edit articles (content/article/edit); anyone else, and a missing article, gets the public 404 page (HTTP 404, HTML). Never stored (no-store), never indexed (noindex), never counted as a view. Served when the server serves the built web app */
    useArticlePreview: <Selected = OperationData<"get", "/preview/article/{id}", { parseAs: "text" }>>(
      init: CallInit<"get", "/preview/article/{id}">,
      options?: QueryOptions<"get", "/preview/article/{id}", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/preview/article/{id}", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/preview/article/{id}",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/preview/article/{id}", { parseAs: "text" }, Selected>,
    /** GET /admin/module/index: The installed modules of the module market, enabled and disabled */
    adminModuleIndexQuery: (
      init?: CallInit<"get", "/admin/module/index">,
    ): OperationQuery<"get", "/admin/module/index"> => api.queryOptions("get", "/admin/module/index", init),
    /** GET /admin/module/index: The installed modules of the module market, enabled and disabled */
    useAdminModuleIndex: <Selected = OperationData<"get", "/admin/module/index">>(
      init?: CallInit<"get", "/admin/module/index">,
      options?: QueryOptions<"get", "/admin/module/index", object, Selected>,
    ): QueryResult<"get", "/admin/module/index", object, Selected> =>
      api.useQuery("get", "/admin/module/index", init, options) as QueryResult<
        "get",
        "/admin/module/index",
        object,
        Selected
      >,
    /** GET /admin/module/state: A module's install state, as BuildAdmin's market view polls it */
    adminModuleStateQuery: (
      init: CallInit<"get", "/admin/module/state">,
    ): OperationQuery<"get", "/admin/module/state"> => api.queryOptions("get", "/admin/module/state", init),
    /** GET /admin/module/state: A module's install state, as BuildAdmin's market view polls it */
    useAdminModuleState: <Selected = OperationData<"get", "/admin/module/state">>(
      init: CallInit<"get", "/admin/module/state">,
      options?: QueryOptions<"get", "/admin/module/state", object, Selected>,
    ): QueryResult<"get", "/admin/module/state", object, Selected> =>
      api.useQuery("get", "/admin/module/state", init, options) as QueryResult<
        "get",
        "/admin/module/state",
        object,
        Selected
      >,
    /** POST /admin/module/upload: Upload a module zip (multipart field file): checked (size, paths, no links, manifest) and kept until installed; answers what it is and which claims of enabled modules it would take */
    useAdminModuleUpload: (
      options?: MutationOptions<"post", "/admin/module/upload">,
    ): MutationResult<"post", "/admin/module/upload"> =>
      api.useMutation("post", "/admin/module/upload", options),
    /** POST /admin/module/install: Install an uploaded module. When an enabled module claims one of its routes or files, nothing is installed and the conflicts are answered (done false) until confirm is true; confirming disables those modules */
    useAdminModuleInstall: (
      options?: MutationOptions<"post", "/admin/module/install">,
    ): MutationResult<"post", "/admin/module/install"> =>
      api.useMutation("post", "/admin/module/install", options),
    /** POST /admin/module/changeState: Enable (state true) or disable (state false) a module with its menu rules, routes and files; enabling asks like install when another enabled module holds a claim */
    useAdminModuleChangeState: (
      options?: MutationOptions<"post", "/admin/module/changeState">,
    ): MutationResult<"post", "/admin/module/changeState"> =>
      api.useMutation("post", "/admin/module/changeState", options),
    /** POST /admin/module/uninstall: Uninstall a module: its migrations rolled back (its tables dropped), its menu rules deleted, its folder removed */
    useAdminModuleUninstall: (
      options?: MutationOptions<"post", "/admin/module/uninstall">,
    ): MutationResult<"post", "/admin/module/uninstall"> =>
      api.useMutation("post", "/admin/module/uninstall", options),
    /** POST /admin/module/update: Update an installed module in place to a higher version: from its uploaded zip, or, with order, downloaded from the module market for that paid order. Its tables and rows stay, new migrations run, its menu rules are synced by name (ids and grants kept); the same or an older version, or one that drops a table, is refused. Conflicts are answered as install does */
    useAdminModuleUpdate: (
      options?: MutationOptions<"post", "/admin/module/update">,
    ): MutationResult<"post", "/admin/module/update"> =>
      api.useMutation("post", "/admin/module/update", options),
    /** GET /admin/module/market: The configured module market's catalogue, each module with its price (yuan) and whether it is installed here, installed with an update available, or not installed. Refused with a catalogue error while no market is configured or when the market fails */
    adminModuleMarketQuery: (
      init?: CallInit<"get", "/admin/module/market">,
    ): OperationQuery<"get", "/admin/module/market"> => api.queryOptions("get", "/admin/module/market", init),
    /** GET /admin/module/market: The configured module market's catalogue, each module with its price (yuan) and whether it is installed here, installed with an update available, or not installed. Refused with a catalogue error while no market is configured or when the market fails */
    useAdminModuleMarket: <Selected = OperationData<"get", "/admin/module/market">>(
      init?: CallInit<"get", "/admin/module/market">,
      options?: QueryOptions<"get", "/admin/module/market", object, Selected>,
    ): QueryResult<"get", "/admin/module/market", object, Selected> =>
      api.useQuery("get", "/admin/module/market", init, options) as QueryResult<
        "get",
        "/admin/module/market",
        object,
        Selected
      >,
    /** POST /admin/module/createOrder: Order a module from the market with the market account of the settings; a free module, or one the account already bought, is paid at once */
    useAdminModuleCreateOrder: (
      options?: MutationOptions<"post", "/admin/module/createOrder">,
    ): MutationResult<"post", "/admin/module/createOrder"> =>
      api.useMutation("post", "/admin/module/createOrder", options),
    /** POST /admin/module/payOrder: Pay an order: by the market account's balance (paid at once, or refused with the market's message), or by WeChat or Alipay (unpaid, with payUrl to show as a QR code until the market reports it paid) */
    useAdminModulePayOrder: (
      options?: MutationOptions<"post", "/admin/module/payOrder">,
    ): MutationResult<"post", "/admin/module/payOrder"> =>
      api.useMutation("post", "/admin/module/payOrder", options),
    /** GET /admin/module/orderState: An order's state at the market, asked while the admin waits for a QR payment */
    adminModuleOrderStateQuery: (
      init: CallInit<"get", "/admin/module/orderState">,
    ): OperationQuery<"get", "/admin/module/orderState"> =>
      api.queryOptions("get", "/admin/module/orderState", init),
    /** GET /admin/module/orderState: An order's state at the market, asked while the admin waits for a QR payment */
    useAdminModuleOrderState: <Selected = OperationData<"get", "/admin/module/orderState">>(
      init: CallInit<"get", "/admin/module/orderState">,
      options?: QueryOptions<"get", "/admin/module/orderState", object, Selected>,
    ): QueryResult<"get", "/admin/module/orderState", object, Selected> =>
      api.useQuery("get", "/admin/module/orderState", init, options) as QueryResult<
        "get",
        "/admin/module/orderState",
        object,
        Selected
      >,
    /** POST /admin/module/marketInstall: Install a module bought at the market: its zip downloaded for the paid order (within the zip size limit, refused unless its SHA-256 is the catalogue's), then checked and installed as an uploaded zip, conflicts answered (done false) until confirm is true */
    useAdminModuleMarketInstall: (
      options?: MutationOptions<"post", "/admin/module/marketInstall">,
    ): MutationResult<"post", "/admin/module/marketInstall"> =>
      api.useMutation("post", "/admin/module/marketInstall", options),
    /** GET /admin/routine.backup/download: A finished backup's archive (.tar.gz: database, uploads, modules and manifest), for super administrators */
    adminBackupDownloadQuery: (
      init: CallInit<"get", "/admin/routine.backup/download">,
    ): OperationQuery<"get", "/admin/routine.backup/download", { parseAs: "blob" }> =>
      api.queryOptions("get", "/admin/routine.backup/download", { ...init, parseAs: "blob" as const }),
    /** GET /admin/routine.backup/download: A finished backup's archive (.tar.gz: database, uploads, modules and manifest), for super administrators */
    useAdminBackupDownload: <
      Selected = OperationData<"get", "/admin/routine.backup/download", { parseAs: "blob" }>,
    >(
      init: CallInit<"get", "/admin/routine.backup/download">,
      options?: QueryOptions<"get", "/admin/routine.backup/download", { parseAs: "blob" }, Selected>,
    ): QueryResult<"get", "/admin/routine.backup/download", { parseAs: "blob" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/routine.backup/download",
        { ...init, parseAs: "blob" as const },
        options,
      ) as QueryResult<"get", "/admin/routine.backup/download", { parseAs: "blob" }, Selected>,
    /** GET /api/v6.store/modules: The module market's catalogue as BuildAdmin's market view reads its store list: one category, each module with its price in yuan and whether an update is out for the installed version */
    storeModulesQuery: (
      init?: CallInit<"get", "/api/v6.store/modules">,
    ): OperationQuery<"get", "/api/v6.store/modules"> =>
      api.queryOptions("get", "/api/v6.store/modules", init),
    /** GET /api/v6.store/modules: The module market's catalogue as BuildAdmin's market view reads its store list: one category, each module with its price in yuan and whether an update is out for the installed version */
    useStoreModules: <Selected = OperationData<"get", "/api/v6.store/modules">>(
      init?: CallInit<"get", "/api/v6.store/modules">,
      options?: QueryOptions<"get", "/api/v6.store/modules", object, Selected>,
    ): QueryResult<"get", "/api/v6.store/modules", object, Selected> =>
      api.useQuery("get", "/api/v6.store/modules", init, options) as QueryResult<
        "get",
        "/api/v6.store/modules",
        object,
        Selected
      >,
    /** GET /api/v6.store/info: One module as BuildAdmin's goods dialog reads it: the market's entry, or type local for an installed module the market does not sell */
    storeModuleInfoQuery: (
      init: CallInit<"get", "/api/v6.store/info">,
    ): OperationQuery<"get", "/api/v6.store/info"> => api.queryOptions("get", "/api/v6.store/info", init),
    /** GET /api/v6.store/info: One module as BuildAdmin's goods dialog reads it: the market's entry, or type local for an installed module the market does not sell */
    useStoreModuleInfo: <Selected = OperationData<"get", "/api/v6.store/info">>(
      init: CallInit<"get", "/api/v6.store/info">,
      options?: QueryOptions<"get", "/api/v6.store/info", object, Selected>,
    ): QueryResult<"get", "/api/v6.store/info", object, Selected> =>
      api.useQuery("get", "/api/v6.store/info", init, options) as QueryResult<
        "get",
        "/api/v6.store/info",
        object,
        Selected
      >,
    /** POST /api/v6.store/order: BuildAdmin's buy button: orders the module at the configured market with the market account of the settings (a free module, or one already bought, comes back purchased) */
    useStoreCreateOrder: (
      options?: MutationOptions<"post", "/api/v6.store/order">,
    ): MutationResult<"post", "/api/v6.store/order"> =>
      api.useMutation("post", "/api/v6.store/order", options),
    /** POST /api/v6.store/pay: BuildAdmin's payment buttons: balance pays at once; wx and zfb answer the market's payment page for the view's QR code (wx) or frame (zfb); points are refused */
    useStorePayOrder: (
      options?: MutationOptions<"post", "/api/v6.store/pay">,
    ): MutationResult<"post", "/api/v6.store/pay"> => api.useMutation("post", "/api/v6.store/pay", options),
    /** GET /api/pay/check: Whether an order is paid, as BuildAdmin's QR dialog asks every three seconds: code 1 once paid, code 0 ('The order has not been paid...') before */
    storePayCheckQuery: (init: CallInit<"get", "/api/pay/check">): OperationQuery<"get", "/api/pay/check"> =>
      api.queryOptions("get", "/api/pay/check", init),
    /** GET /api/pay/check: Whether an order is paid, as BuildAdmin's QR dialog asks every three seconds: code 1 once paid, code 0 ('The order has not been paid...') before */
    useStorePayCheck: <Selected = OperationData<"get", "/api/pay/check">>(
      init: CallInit<"get", "/api/pay/check">,
      options?: QueryOptions<"get", "/api/pay/check", object, Selected>,
    ): QueryResult<"get", "/api/pay/check", object, Selected> =>
      api.useQuery("get", "/api/pay/check", init, options) as QueryResult<
        "get",
        "/api/pay/check",
        object,
        Selected
      >,
    /** GET /api/module/{name}/{action}: A route of an enabled module, served by its server entry under the prefix its manifest declared; 404 when no enabled module serves it */
    moduleRouteGetQuery: (
      init: CallInit<"get", "/api/module/{name}/{action}">,
    ): OperationQuery<"get", "/api/module/{name}/{action}"> =>
      api.queryOptions("get", "/api/module/{name}/{action}", init),
    /** GET /api/module/{name}/{action}: A route of an enabled module, served by its server entry under the prefix its manifest declared; 404 when no enabled module serves it */
    useModuleRouteGet: <Selected = OperationData<"get", "/api/module/{name}/{action}">>(
      init: CallInit<"get", "/api/module/{name}/{action}">,
      options?: QueryOptions<"get", "/api/module/{name}/{action}", object, Selected>,
    ): QueryResult<"get", "/api/module/{name}/{action}", object, Selected> =>
      api.useQuery("get", "/api/module/{name}/{action}", init, options) as QueryResult<
        "get",
        "/api/module/{name}/{action}",
        object,
        Selected
      >,
    /** POST /api/module/{name}/{action}: A route of an enabled module that takes a JSON body */
    useModuleRoutePost: (
      options?: MutationOptions<"post", "/api/module/{name}/{action}">,
    ): MutationResult<"post", "/api/module/{name}/{action}"> =>
      api.useMutation("post", "/api/module/{name}/{action}", options),
    /** GET /module-assets/{dir}/{file}: A public file of an enabled module (the zip's public/<dir>/<file>); 404 when no enabled module ships it */
    moduleAssetQuery: (
      init: CallInit<"get", "/module-assets/{dir}/{file}">,
    ): OperationQuery<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }> =>
      api.queryOptions("get", "/module-assets/{dir}/{file}", { ...init, parseAs: "blob" as const }),
    /** GET /module-assets/{dir}/{file}: A public file of an enabled module (the zip's public/<dir>/<file>); 404 when no enabled module ships it */
    useModuleAsset: <Selected = OperationData<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }>>(
      init: CallInit<"get", "/module-assets/{dir}/{file}">,
      options?: QueryOptions<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }, Selected>,
    ): QueryResult<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }, Selected> =>
      api.useQuery(
        "get",
        "/module-assets/{dir}/{file}",
        { ...init, parseAs: "blob" as const },
        options,
      ) as QueryResult<"get", "/module-assets/{dir}/{file}", { parseAs: "blob" }, Selected>,
    /** POST /admin/wordpressImport/upload: Upload a WordPress export (multipart field file, the .xml WordPress's Tools, Export gives) and optionally a zip of its wp-content/uploads (field media); answers the run recorded and its preview, imports nothing yet */
    useAdminWordpressImportUpload: (
      options?: MutationOptions<"post", "/admin/wordpressImport/upload">,
    ): MutationResult<"post", "/admin/wordpressImport/upload"> =>
      api.useMutation("post", "/admin/wordpressImport/upload", options),
    /** GET /admin/auth.Admin/index: List Administrators */
    authAdminIndexQuery: (
      init?: CallInit<"get", "/admin/auth.Admin/index">,
    ): OperationQuery<"get", "/admin/auth.Admin/index"> =>
      api.queryOptions("get", "/admin/auth.Admin/index", init),
    /** GET /admin/auth.Admin/index: List Administrators */
    useAuthAdminIndex: <Selected = OperationData<"get", "/admin/auth.Admin/index">>(
      init?: CallInit<"get", "/admin/auth.Admin/index">,
      options?: QueryOptions<"get", "/admin/auth.Admin/index", object, Selected>,
    ): QueryResult<"get", "/admin/auth.Admin/index", object, Selected> =>
      api.useQuery("get", "/admin/auth.Admin/index", init, options) as QueryResult<
        "get",
        "/admin/auth.Admin/index",
        object,
        Selected
      >,
    /** GET /admin/auth.Admin/export: Export Administrators as CSV */
    authAdminExportQuery: (
      init?: CallInit<"get", "/admin/auth.Admin/export">,
    ): OperationQuery<"get", "/admin/auth.Admin/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/auth.Admin/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/auth.Admin/export: Export Administrators as CSV */
    useAuthAdminExport: <Selected = OperationData<"get", "/admin/auth.Admin/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/auth.Admin/export">,
      options?: QueryOptions<"get", "/admin/auth.Admin/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/auth.Admin/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/auth.Admin/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/auth.Admin/export", { parseAs: "text" }, Selected>,
    /** GET /admin/auth.Admin/edit: One administrator for the edit form */
    authAdminGetQuery: (
      init: CallInit<"get", "/admin/auth.Admin/edit">,
    ): OperationQuery<"get", "/admin/auth.Admin/edit"> =>
      api.queryOptions("get", "/admin/auth.Admin/edit", init),
    /** GET /admin/auth.Admin/edit: One administrator for the edit form */
    useAuthAdminGet: <Selected = OperationData<"get", "/admin/auth.Admin/edit">>(
      init: CallInit<"get", "/admin/auth.Admin/edit">,
      options?: QueryOptions<"get", "/admin/auth.Admin/edit", object, Selected>,
    ): QueryResult<"get", "/admin/auth.Admin/edit", object, Selected> =>
      api.useQuery("get", "/admin/auth.Admin/edit", init, options) as QueryResult<
        "get",
        "/admin/auth.Admin/edit",
        object,
        Selected
      >,
    /** POST /admin/auth.Admin/edit: Save a administrator */
    useAuthAdminEdit: (
      options?: MutationOptions<"post", "/admin/auth.Admin/edit">,
    ): MutationResult<"post", "/admin/auth.Admin/edit"> =>
      api.useMutation("post", "/admin/auth.Admin/edit", options),
    /** POST /admin/auth.Admin/add: Add a administrator */
    useAuthAdminAdd: (
      options?: MutationOptions<"post", "/admin/auth.Admin/add">,
    ): MutationResult<"post", "/admin/auth.Admin/add"> =>
      api.useMutation("post", "/admin/auth.Admin/add", options),
    /** DELETE /admin/auth.Admin/del: Delete Administrators */
    useAuthAdminDel: (
      options?: MutationOptions<"delete", "/admin/auth.Admin/del">,
    ): MutationResult<"delete", "/admin/auth.Admin/del"> =>
      api.useMutation("delete", "/admin/auth.Admin/del", options),
    /** GET /admin/auth.Group/index: List Admin groups */
    authGroupIndexQuery: (
      init?: CallInit<"get", "/admin/auth.Group/index">,
    ): OperationQuery<"get", "/admin/auth.Group/index"> =>
      api.queryOptions("get", "/admin/auth.Group/index", init),
    /** GET /admin/auth.Group/index: List Admin groups */
    useAuthGroupIndex: <Selected = OperationData<"get", "/admin/auth.Group/index">>(
      init?: CallInit<"get", "/admin/auth.Group/index">,
      options?: QueryOptions<"get", "/admin/auth.Group/index", object, Selected>,
    ): QueryResult<"get", "/admin/auth.Group/index", object, Selected> =>
      api.useQuery("get", "/admin/auth.Group/index", init, options) as QueryResult<
        "get",
        "/admin/auth.Group/index",
        object,
        Selected
      >,
    /** GET /admin/auth.Group/export: Export Admin groups as CSV */
    authGroupExportQuery: (
      init?: CallInit<"get", "/admin/auth.Group/export">,
    ): OperationQuery<"get", "/admin/auth.Group/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/auth.Group/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/auth.Group/export: Export Admin groups as CSV */
    useAuthGroupExport: <Selected = OperationData<"get", "/admin/auth.Group/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/auth.Group/export">,
      options?: QueryOptions<"get", "/admin/auth.Group/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/auth.Group/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/auth.Group/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/auth.Group/export", { parseAs: "text" }, Selected>,
    /** GET /admin/auth.Group/edit: One group for the edit form */
    authGroupGetQuery: (
      init: CallInit<"get", "/admin/auth.Group/edit">,
    ): OperationQuery<"get", "/admin/auth.Group/edit"> =>
      api.queryOptions("get", "/admin/auth.Group/edit", init),
    /** GET /admin/auth.Group/edit: One group for the edit form */
    useAuthGroupGet: <Selected = OperationData<"get", "/admin/auth.Group/edit">>(
      init: CallInit<"get", "/admin/auth.Group/edit">,
      options?: QueryOptions<"get", "/admin/auth.Group/edit", object, Selected>,
    ): QueryResult<"get", "/admin/auth.Group/edit", object, Selected> =>
      api.useQuery("get", "/admin/auth.Group/edit", init, options) as QueryResult<
        "get",
        "/admin/auth.Group/edit",
        object,
        Selected
      >,
    /** POST /admin/auth.Group/edit: Save a group */
    useAuthGroupEdit: (
      options?: MutationOptions<"post", "/admin/auth.Group/edit">,
    ): MutationResult<"post", "/admin/auth.Group/edit"> =>
      api.useMutation("post", "/admin/auth.Group/edit", options),
    /** POST /admin/auth.Group/add: Add a group */
    useAuthGroupAdd: (
      options?: MutationOptions<"post", "/admin/auth.Group/add">,
    ): MutationResult<"post", "/admin/auth.Group/add"> =>
      api.useMutation("post", "/admin/auth.Group/add", options),
    /** DELETE /admin/auth.Group/del: Delete Admin groups */
    useAuthGroupDel: (
      options?: MutationOptions<"delete", "/admin/auth.Group/del">,
    ): MutationResult<"delete", "/admin/auth.Group/del"> =>
      api.useMutation("delete", "/admin/auth.Group/del", options),
    /** GET /admin/auth.Rule/index: List Menu rules */
    authRuleIndexQuery: (
      init?: CallInit<"get", "/admin/auth.Rule/index">,
    ): OperationQuery<"get", "/admin/auth.Rule/index"> =>
      api.queryOptions("get", "/admin/auth.Rule/index", init),
    /** GET /admin/auth.Rule/index: List Menu rules */
    useAuthRuleIndex: <Selected = OperationData<"get", "/admin/auth.Rule/index">>(
      init?: CallInit<"get", "/admin/auth.Rule/index">,
      options?: QueryOptions<"get", "/admin/auth.Rule/index", object, Selected>,
    ): QueryResult<"get", "/admin/auth.Rule/index", object, Selected> =>
      api.useQuery("get", "/admin/auth.Rule/index", init, options) as QueryResult<
        "get",
        "/admin/auth.Rule/index",
        object,
        Selected
      >,
    /** GET /admin/auth.Rule/export: Export Menu rules as CSV */
    authRuleExportQuery: (
      init?: CallInit<"get", "/admin/auth.Rule/export">,
    ): OperationQuery<"get", "/admin/auth.Rule/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/auth.Rule/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/auth.Rule/export: Export Menu rules as CSV */
    useAuthRuleExport: <Selected = OperationData<"get", "/admin/auth.Rule/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/auth.Rule/export">,
      options?: QueryOptions<"get", "/admin/auth.Rule/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/auth.Rule/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/auth.Rule/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/auth.Rule/export", { parseAs: "text" }, Selected>,
    /** GET /admin/auth.Rule/edit: One menu rule for the edit form */
    authRuleGetQuery: (
      init: CallInit<"get", "/admin/auth.Rule/edit">,
    ): OperationQuery<"get", "/admin/auth.Rule/edit"> =>
      api.queryOptions("get", "/admin/auth.Rule/edit", init),
    /** GET /admin/auth.Rule/edit: One menu rule for the edit form */
    useAuthRuleGet: <Selected = OperationData<"get", "/admin/auth.Rule/edit">>(
      init: CallInit<"get", "/admin/auth.Rule/edit">,
      options?: QueryOptions<"get", "/admin/auth.Rule/edit", object, Selected>,
    ): QueryResult<"get", "/admin/auth.Rule/edit", object, Selected> =>
      api.useQuery("get", "/admin/auth.Rule/edit", init, options) as QueryResult<
        "get",
        "/admin/auth.Rule/edit",
        object,
        Selected
      >,
    /** POST /admin/auth.Rule/edit: Save a menu rule */
    useAuthRuleEdit: (
      options?: MutationOptions<"post", "/admin/auth.Rule/edit">,
    ): MutationResult<"post", "/admin/auth.Rule/edit"> =>
      api.useMutation("post", "/admin/auth.Rule/edit", options),
    /** POST /admin/auth.Rule/add: Add a menu rule */
    useAuthRuleAdd: (
      options?: MutationOptions<"post", "/admin/auth.Rule/add">,
    ): MutationResult<"post", "/admin/auth.Rule/add"> =>
      api.useMutation("post", "/admin/auth.Rule/add", options),
    /** DELETE /admin/auth.Rule/del: Delete Menu rules */
    useAuthRuleDel: (
      options?: MutationOptions<"delete", "/admin/auth.Rule/del">,
    ): MutationResult<"delete", "/admin/auth.Rule/del"> =>
      api.useMutation("delete", "/admin/auth.Rule/del", options),
    /** POST /admin/auth.Rule/sortable: Move a menu rule in the list's order */
    useAuthRuleSortable: (
      options?: MutationOptions<"post", "/admin/auth.Rule/sortable">,
    ): MutationResult<"post", "/admin/auth.Rule/sortable"> =>
      api.useMutation("post", "/admin/auth.Rule/sortable", options),
    /** GET /admin/auth.AdminLog/index: List Admin log */
    authAdminLogIndexQuery: (
      init?: CallInit<"get", "/admin/auth.AdminLog/index">,
    ): OperationQuery<"get", "/admin/auth.AdminLog/index"> =>
      api.queryOptions("get", "/admin/auth.AdminLog/index", init),
    /** GET /admin/auth.AdminLog/index: List Admin log */
    useAuthAdminLogIndex: <Selected = OperationData<"get", "/admin/auth.AdminLog/index">>(
      init?: CallInit<"get", "/admin/auth.AdminLog/index">,
      options?: QueryOptions<"get", "/admin/auth.AdminLog/index", object, Selected>,
    ): QueryResult<"get", "/admin/auth.AdminLog/index", object, Selected> =>
      api.useQuery("get", "/admin/auth.AdminLog/index", init, options) as QueryResult<
        "get",
        "/admin/auth.AdminLog/index",
        object,
        Selected
      >,
    /** GET /admin/auth.AdminLog/export: Export Admin log as CSV */
    authAdminLogExportQuery: (
      init?: CallInit<"get", "/admin/auth.AdminLog/export">,
    ): OperationQuery<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/auth.AdminLog/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/auth.AdminLog/export: Export Admin log as CSV */
    useAuthAdminLogExport: <
      Selected = OperationData<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/auth.AdminLog/export">,
      options?: QueryOptions<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/auth.AdminLog/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/auth.AdminLog/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Article/index: List Articles */
    contentArticleIndexQuery: (
      init?: CallInit<"get", "/admin/content.Article/index">,
    ): OperationQuery<"get", "/admin/content.Article/index"> =>
      api.queryOptions("get", "/admin/content.Article/index", init),
    /** GET /admin/content.Article/index: List Articles */
    useContentArticleIndex: <Selected = OperationData<"get", "/admin/content.Article/index">>(
      init?: CallInit<"get", "/admin/content.Article/index">,
      options?: QueryOptions<"get", "/admin/content.Article/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Article/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Article/index", init, options) as QueryResult<
        "get",
        "/admin/content.Article/index",
        object,
        Selected
      >,
    /** GET /admin/content.Article/export: Export Articles as CSV */
    contentArticleExportQuery: (
      init?: CallInit<"get", "/admin/content.Article/export">,
    ): OperationQuery<"get", "/admin/content.Article/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Article/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Article/export: Export Articles as CSV */
    useContentArticleExport: <
      Selected = OperationData<"get", "/admin/content.Article/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Article/export">,
      options?: QueryOptions<"get", "/admin/content.Article/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Article/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Article/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Article/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Article/edit: One article for the edit form */
    contentArticleGetQuery: (
      init: CallInit<"get", "/admin/content.Article/edit">,
    ): OperationQuery<"get", "/admin/content.Article/edit"> =>
      api.queryOptions("get", "/admin/content.Article/edit", init),
    /** GET /admin/content.Article/edit: One article for the edit form */
    useContentArticleGet: <Selected = OperationData<"get", "/admin/content.Article/edit">>(
      init: CallInit<"get", "/admin/content.Article/edit">,
      options?: QueryOptions<"get", "/admin/content.Article/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Article/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Article/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Article/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Article/edit: Save a article */
    useContentArticleEdit: (
      options?: MutationOptions<"post", "/admin/content.Article/edit">,
    ): MutationResult<"post", "/admin/content.Article/edit"> =>
      api.useMutation("post", "/admin/content.Article/edit", options),
    /** POST /admin/content.Article/add: Add a article */
    useContentArticleAdd: (
      options?: MutationOptions<"post", "/admin/content.Article/add">,
    ): MutationResult<"post", "/admin/content.Article/add"> =>
      api.useMutation("post", "/admin/content.Article/add", options),
    /** DELETE /admin/content.Article/del: Delete Articles */
    useContentArticleDel: (
      options?: MutationOptions<"delete", "/admin/content.Article/del">,
    ): MutationResult<"delete", "/admin/content.Article/del"> =>
      api.useMutation("delete", "/admin/content.Article/del", options),
    /** POST /admin/content.Article/sortable: Move a article in the list's order */
    useContentArticleSortable: (
      options?: MutationOptions<"post", "/admin/content.Article/sortable">,
    ): MutationResult<"post", "/admin/content.Article/sortable"> =>
      api.useMutation("post", "/admin/content.Article/sortable", options),
    /** GET /admin/content.Category/index: List Categories */
    contentCategoryIndexQuery: (
      init?: CallInit<"get", "/admin/content.Category/index">,
    ): OperationQuery<"get", "/admin/content.Category/index"> =>
      api.queryOptions("get", "/admin/content.Category/index", init),
    /** GET /admin/content.Category/index: List Categories */
    useContentCategoryIndex: <Selected = OperationData<"get", "/admin/content.Category/index">>(
      init?: CallInit<"get", "/admin/content.Category/index">,
      options?: QueryOptions<"get", "/admin/content.Category/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Category/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Category/index", init, options) as QueryResult<
        "get",
        "/admin/content.Category/index",
        object,
        Selected
      >,
    /** GET /admin/content.Category/export: Export Categories as CSV */
    contentCategoryExportQuery: (
      init?: CallInit<"get", "/admin/content.Category/export">,
    ): OperationQuery<"get", "/admin/content.Category/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Category/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Category/export: Export Categories as CSV */
    useContentCategoryExport: <
      Selected = OperationData<"get", "/admin/content.Category/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Category/export">,
      options?: QueryOptions<"get", "/admin/content.Category/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Category/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Category/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Category/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Category/edit: One category for the edit form */
    contentCategoryGetQuery: (
      init: CallInit<"get", "/admin/content.Category/edit">,
    ): OperationQuery<"get", "/admin/content.Category/edit"> =>
      api.queryOptions("get", "/admin/content.Category/edit", init),
    /** GET /admin/content.Category/edit: One category for the edit form */
    useContentCategoryGet: <Selected = OperationData<"get", "/admin/content.Category/edit">>(
      init: CallInit<"get", "/admin/content.Category/edit">,
      options?: QueryOptions<"get", "/admin/content.Category/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Category/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Category/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Category/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Category/edit: Save a category */
    useContentCategoryEdit: (
      options?: MutationOptions<"post", "/admin/content.Category/edit">,
    ): MutationResult<"post", "/admin/content.Category/edit"> =>
      api.useMutation("post", "/admin/content.Category/edit", options),
    /** POST /admin/content.Category/add: Add a category */
    useContentCategoryAdd: (
      options?: MutationOptions<"post", "/admin/content.Category/add">,
    ): MutationResult<"post", "/admin/content.Category/add"> =>
      api.useMutation("post", "/admin/content.Category/add", options),
    /** DELETE /admin/content.Category/del: Delete Categories */
    useContentCategoryDel: (
      options?: MutationOptions<"delete", "/admin/content.Category/del">,
    ): MutationResult<"delete", "/admin/content.Category/del"> =>
      api.useMutation("delete", "/admin/content.Category/del", options),
    /** POST /admin/content.Category/sortable: Move a category in the list's order */
    useContentCategorySortable: (
      options?: MutationOptions<"post", "/admin/content.Category/sortable">,
    ): MutationResult<"post", "/admin/content.Category/sortable"> =>
      api.useMutation("post", "/admin/content.Category/sortable", options),
    /** GET /admin/content.Topic/index: List Topics */
    contentTopicIndexQuery: (
      init?: CallInit<"get", "/admin/content.Topic/index">,
    ): OperationQuery<"get", "/admin/content.Topic/index"> =>
      api.queryOptions("get", "/admin/content.Topic/index", init),
    /** GET /admin/content.Topic/index: List Topics */
    useContentTopicIndex: <Selected = OperationData<"get", "/admin/content.Topic/index">>(
      init?: CallInit<"get", "/admin/content.Topic/index">,
      options?: QueryOptions<"get", "/admin/content.Topic/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Topic/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Topic/index", init, options) as QueryResult<
        "get",
        "/admin/content.Topic/index",
        object,
        Selected
      >,
    /** GET /admin/content.Topic/export: Export Topics as CSV */
    contentTopicExportQuery: (
      init?: CallInit<"get", "/admin/content.Topic/export">,
    ): OperationQuery<"get", "/admin/content.Topic/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Topic/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Topic/export: Export Topics as CSV */
    useContentTopicExport: <
      Selected = OperationData<"get", "/admin/content.Topic/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Topic/export">,
      options?: QueryOptions<"get", "/admin/content.Topic/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Topic/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Topic/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Topic/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Topic/edit: One topic for the edit form */
    contentTopicGetQuery: (
      init: CallInit<"get", "/admin/content.Topic/edit">,
    ): OperationQuery<"get", "/admin/content.Topic/edit"> =>
      api.queryOptions("get", "/admin/content.Topic/edit", init),
    /** GET /admin/content.Topic/edit: One topic for the edit form */
    useContentTopicGet: <Selected = OperationData<"get", "/admin/content.Topic/edit">>(
      init: CallInit<"get", "/admin/content.Topic/edit">,
      options?: QueryOptions<"get", "/admin/content.Topic/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Topic/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Topic/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Topic/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Topic/edit: Save a topic */
    useContentTopicEdit: (
      options?: MutationOptions<"post", "/admin/content.Topic/edit">,
    ): MutationResult<"post", "/admin/content.Topic/edit"> =>
      api.useMutation("post", "/admin/content.Topic/edit", options),
    /** POST /admin/content.Topic/add: Add a topic */
    useContentTopicAdd: (
      options?: MutationOptions<"post", "/admin/content.Topic/add">,
    ): MutationResult<"post", "/admin/content.Topic/add"> =>
      api.useMutation("post", "/admin/content.Topic/add", options),
    /** DELETE /admin/content.Topic/del: Delete Topics */
    useContentTopicDel: (
      options?: MutationOptions<"delete", "/admin/content.Topic/del">,
    ): MutationResult<"delete", "/admin/content.Topic/del"> =>
      api.useMutation("delete", "/admin/content.Topic/del", options),
    /** POST /admin/content.Topic/sortable: Move a topic in the list's order */
    useContentTopicSortable: (
      options?: MutationOptions<"post", "/admin/content.Topic/sortable">,
    ): MutationResult<"post", "/admin/content.Topic/sortable"> =>
      api.useMutation("post", "/admin/content.Topic/sortable", options),
    /** GET /admin/content.Banner/index: List Banners */
    contentBannerIndexQuery: (
      init?: CallInit<"get", "/admin/content.Banner/index">,
    ): OperationQuery<"get", "/admin/content.Banner/index"> =>
      api.queryOptions("get", "/admin/content.Banner/index", init),
    /** GET /admin/content.Banner/index: List Banners */
    useContentBannerIndex: <Selected = OperationData<"get", "/admin/content.Banner/index">>(
      init?: CallInit<"get", "/admin/content.Banner/index">,
      options?: QueryOptions<"get", "/admin/content.Banner/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Banner/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Banner/index", init, options) as QueryResult<
        "get",
        "/admin/content.Banner/index",
        object,
        Selected
      >,
    /** GET /admin/content.Banner/export: Export Banners as CSV */
    contentBannerExportQuery: (
      init?: CallInit<"get", "/admin/content.Banner/export">,
    ): OperationQuery<"get", "/admin/content.Banner/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Banner/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Banner/export: Export Banners as CSV */
    useContentBannerExport: <
      Selected = OperationData<"get", "/admin/content.Banner/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Banner/export">,
      options?: QueryOptions<"get", "/admin/content.Banner/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Banner/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Banner/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Banner/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Banner/edit: One slide for the edit form */
    contentBannerGetQuery: (
      init: CallInit<"get", "/admin/content.Banner/edit">,
    ): OperationQuery<"get", "/admin/content.Banner/edit"> =>
      api.queryOptions("get", "/admin/content.Banner/edit", init),
    /** GET /admin/content.Banner/edit: One slide for the edit form */
    useContentBannerGet: <Selected = OperationData<"get", "/admin/content.Banner/edit">>(
      init: CallInit<"get", "/admin/content.Banner/edit">,
      options?: QueryOptions<"get", "/admin/content.Banner/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Banner/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Banner/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Banner/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Banner/edit: Save a slide */
    useContentBannerEdit: (
      options?: MutationOptions<"post", "/admin/content.Banner/edit">,
    ): MutationResult<"post", "/admin/content.Banner/edit"> =>
      api.useMutation("post", "/admin/content.Banner/edit", options),
    /** POST /admin/content.Banner/add: Add a slide */
    useContentBannerAdd: (
      options?: MutationOptions<"post", "/admin/content.Banner/add">,
    ): MutationResult<"post", "/admin/content.Banner/add"> =>
      api.useMutation("post", "/admin/content.Banner/add", options),
    /** DELETE /admin/content.Banner/del: Delete Banners */
    useContentBannerDel: (
      options?: MutationOptions<"delete", "/admin/content.Banner/del">,
    ): MutationResult<"delete", "/admin/content.Banner/del"> =>
      api.useMutation("delete", "/admin/content.Banner/del", options),
    /** POST /admin/content.Banner/sortable: Move a slide in the list's order */
    useContentBannerSortable: (
      options?: MutationOptions<"post", "/admin/content.Banner/sortable">,
    ): MutationResult<"post", "/admin/content.Banner/sortable"> =>
      api.useMutation("post", "/admin/content.Banner/sortable", options),
    /** GET /admin/content.Corp/index: List Company profile */
    contentCorpIndexQuery: (
      init?: CallInit<"get", "/admin/content.Corp/index">,
    ): OperationQuery<"get", "/admin/content.Corp/index"> =>
      api.queryOptions("get", "/admin/content.Corp/index", init),
    /** GET /admin/content.Corp/index: List Company profile */
    useContentCorpIndex: <Selected = OperationData<"get", "/admin/content.Corp/index">>(
      init?: CallInit<"get", "/admin/content.Corp/index">,
      options?: QueryOptions<"get", "/admin/content.Corp/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Corp/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Corp/index", init, options) as QueryResult<
        "get",
        "/admin/content.Corp/index",
        object,
        Selected
      >,
    /** GET /admin/content.Corp/export: Export Company profile as CSV */
    contentCorpExportQuery: (
      init?: CallInit<"get", "/admin/content.Corp/export">,
    ): OperationQuery<"get", "/admin/content.Corp/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Corp/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Corp/export: Export Company profile as CSV */
    useContentCorpExport: <
      Selected = OperationData<"get", "/admin/content.Corp/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Corp/export">,
      options?: QueryOptions<"get", "/admin/content.Corp/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Corp/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Corp/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Corp/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Corp/edit: One company profile for the edit form */
    contentCorpGetQuery: (
      init: CallInit<"get", "/admin/content.Corp/edit">,
    ): OperationQuery<"get", "/admin/content.Corp/edit"> =>
      api.queryOptions("get", "/admin/content.Corp/edit", init),
    /** GET /admin/content.Corp/edit: One company profile for the edit form */
    useContentCorpGet: <Selected = OperationData<"get", "/admin/content.Corp/edit">>(
      init: CallInit<"get", "/admin/content.Corp/edit">,
      options?: QueryOptions<"get", "/admin/content.Corp/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Corp/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Corp/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Corp/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Corp/edit: Save a company profile */
    useContentCorpEdit: (
      options?: MutationOptions<"post", "/admin/content.Corp/edit">,
    ): MutationResult<"post", "/admin/content.Corp/edit"> =>
      api.useMutation("post", "/admin/content.Corp/edit", options),
    /** POST /admin/content.Corp/add: Add a company profile */
    useContentCorpAdd: (
      options?: MutationOptions<"post", "/admin/content.Corp/add">,
    ): MutationResult<"post", "/admin/content.Corp/add"> =>
      api.useMutation("post", "/admin/content.Corp/add", options),
    /** DELETE /admin/content.Corp/del: Delete Company profile */
    useContentCorpDel: (
      options?: MutationOptions<"delete", "/admin/content.Corp/del">,
    ): MutationResult<"delete", "/admin/content.Corp/del"> =>
      api.useMutation("delete", "/admin/content.Corp/del", options),
    /** GET /admin/content.Menu/index: List Site menu */
    contentMenuIndexQuery: (
      init?: CallInit<"get", "/admin/content.Menu/index">,
    ): OperationQuery<"get", "/admin/content.Menu/index"> =>
      api.queryOptions("get", "/admin/content.Menu/index", init),
    /** GET /admin/content.Menu/index: List Site menu */
    useContentMenuIndex: <Selected = OperationData<"get", "/admin/content.Menu/index">>(
      init?: CallInit<"get", "/admin/content.Menu/index">,
      options?: QueryOptions<"get", "/admin/content.Menu/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Menu/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Menu/index", init, options) as QueryResult<
        "get",
        "/admin/content.Menu/index",
        object,
        Selected
      >,
    /** GET /admin/content.Menu/export: Export Site menu as CSV */
    contentMenuExportQuery: (
      init?: CallInit<"get", "/admin/content.Menu/export">,
    ): OperationQuery<"get", "/admin/content.Menu/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Menu/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Menu/export: Export Site menu as CSV */
    useContentMenuExport: <
      Selected = OperationData<"get", "/admin/content.Menu/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Menu/export">,
      options?: QueryOptions<"get", "/admin/content.Menu/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Menu/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Menu/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Menu/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Menu/edit: One menu item for the edit form */
    contentMenuGetQuery: (
      init: CallInit<"get", "/admin/content.Menu/edit">,
    ): OperationQuery<"get", "/admin/content.Menu/edit"> =>
      api.queryOptions("get", "/admin/content.Menu/edit", init),
    /** GET /admin/content.Menu/edit: One menu item for the edit form */
    useContentMenuGet: <Selected = OperationData<"get", "/admin/content.Menu/edit">>(
      init: CallInit<"get", "/admin/content.Menu/edit">,
      options?: QueryOptions<"get", "/admin/content.Menu/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Menu/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Menu/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Menu/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Menu/edit: Save a menu item */
    useContentMenuEdit: (
      options?: MutationOptions<"post", "/admin/content.Menu/edit">,
    ): MutationResult<"post", "/admin/content.Menu/edit"> =>
      api.useMutation("post", "/admin/content.Menu/edit", options),
    /** POST /admin/content.Menu/add: Add a menu item */
    useContentMenuAdd: (
      options?: MutationOptions<"post", "/admin/content.Menu/add">,
    ): MutationResult<"post", "/admin/content.Menu/add"> =>
      api.useMutation("post", "/admin/content.Menu/add", options),
    /** DELETE /admin/content.Menu/del: Delete Site menu */
    useContentMenuDel: (
      options?: MutationOptions<"delete", "/admin/content.Menu/del">,
    ): MutationResult<"delete", "/admin/content.Menu/del"> =>
      api.useMutation("delete", "/admin/content.Menu/del", options),
    /** POST /admin/content.Menu/sortable: Move a menu item in the list's order */
    useContentMenuSortable: (
      options?: MutationOptions<"post", "/admin/content.Menu/sortable">,
    ): MutationResult<"post", "/admin/content.Menu/sortable"> =>
      api.useMutation("post", "/admin/content.Menu/sortable", options),
    /** GET /admin/content.FriendLink/index: List Friendly links */
    contentFriendLinkIndexQuery: (
      init?: CallInit<"get", "/admin/content.FriendLink/index">,
    ): OperationQuery<"get", "/admin/content.FriendLink/index"> =>
      api.queryOptions("get", "/admin/content.FriendLink/index", init),
    /** GET /admin/content.FriendLink/index: List Friendly links */
    useContentFriendLinkIndex: <Selected = OperationData<"get", "/admin/content.FriendLink/index">>(
      init?: CallInit<"get", "/admin/content.FriendLink/index">,
      options?: QueryOptions<"get", "/admin/content.FriendLink/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.FriendLink/index", object, Selected> =>
      api.useQuery("get", "/admin/content.FriendLink/index", init, options) as QueryResult<
        "get",
        "/admin/content.FriendLink/index",
        object,
        Selected
      >,
    /** GET /admin/content.FriendLink/export: Export Friendly links as CSV */
    contentFriendLinkExportQuery: (
      init?: CallInit<"get", "/admin/content.FriendLink/export">,
    ): OperationQuery<"get", "/admin/content.FriendLink/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.FriendLink/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.FriendLink/export: Export Friendly links as CSV */
    useContentFriendLinkExport: <
      Selected = OperationData<"get", "/admin/content.FriendLink/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.FriendLink/export">,
      options?: QueryOptions<"get", "/admin/content.FriendLink/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.FriendLink/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.FriendLink/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.FriendLink/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.FriendLink/edit: One friendly link for the edit form */
    contentFriendLinkGetQuery: (
      init: CallInit<"get", "/admin/content.FriendLink/edit">,
    ): OperationQuery<"get", "/admin/content.FriendLink/edit"> =>
      api.queryOptions("get", "/admin/content.FriendLink/edit", init),
    /** GET /admin/content.FriendLink/edit: One friendly link for the edit form */
    useContentFriendLinkGet: <Selected = OperationData<"get", "/admin/content.FriendLink/edit">>(
      init: CallInit<"get", "/admin/content.FriendLink/edit">,
      options?: QueryOptions<"get", "/admin/content.FriendLink/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.FriendLink/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.FriendLink/edit", init, options) as QueryResult<
        "get",
        "/admin/content.FriendLink/edit",
        object,
        Selected
      >,
    /** POST /admin/content.FriendLink/edit: Save a friendly link */
    useContentFriendLinkEdit: (
      options?: MutationOptions<"post", "/admin/content.FriendLink/edit">,
    ): MutationResult<"post", "/admin/content.FriendLink/edit"> =>
      api.useMutation("post", "/admin/content.FriendLink/edit", options),
    /** POST /admin/content.FriendLink/add: Add a friendly link */
    useContentFriendLinkAdd: (
      options?: MutationOptions<"post", "/admin/content.FriendLink/add">,
    ): MutationResult<"post", "/admin/content.FriendLink/add"> =>
      api.useMutation("post", "/admin/content.FriendLink/add", options),
    /** DELETE /admin/content.FriendLink/del: Delete Friendly links */
    useContentFriendLinkDel: (
      options?: MutationOptions<"delete", "/admin/content.FriendLink/del">,
    ): MutationResult<"delete", "/admin/content.FriendLink/del"> =>
      api.useMutation("delete", "/admin/content.FriendLink/del", options),
    /** POST /admin/content.FriendLink/sortable: Move a friendly link in the list's order */
    useContentFriendLinkSortable: (
      options?: MutationOptions<"post", "/admin/content.FriendLink/sortable">,
    ): MutationResult<"post", "/admin/content.FriendLink/sortable"> =>
      api.useMutation("post", "/admin/content.FriendLink/sortable", options),
    /** GET /admin/content.Page/index: List Single pages */
    contentPageIndexQuery: (
      init?: CallInit<"get", "/admin/content.Page/index">,
    ): OperationQuery<"get", "/admin/content.Page/index"> =>
      api.queryOptions("get", "/admin/content.Page/index", init),
    /** GET /admin/content.Page/index: List Single pages */
    useContentPageIndex: <Selected = OperationData<"get", "/admin/content.Page/index">>(
      init?: CallInit<"get", "/admin/content.Page/index">,
      options?: QueryOptions<"get", "/admin/content.Page/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Page/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Page/index", init, options) as QueryResult<
        "get",
        "/admin/content.Page/index",
        object,
        Selected
      >,
    /** GET /admin/content.Page/export: Export Single pages as CSV */
    contentPageExportQuery: (
      init?: CallInit<"get", "/admin/content.Page/export">,
    ): OperationQuery<"get", "/admin/content.Page/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Page/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Page/export: Export Single pages as CSV */
    useContentPageExport: <
      Selected = OperationData<"get", "/admin/content.Page/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Page/export">,
      options?: QueryOptions<"get", "/admin/content.Page/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Page/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Page/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Page/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Page/edit: One page for the edit form */
    contentPageGetQuery: (
      init: CallInit<"get", "/admin/content.Page/edit">,
    ): OperationQuery<"get", "/admin/content.Page/edit"> =>
      api.queryOptions("get", "/admin/content.Page/edit", init),
    /** GET /admin/content.Page/edit: One page for the edit form */
    useContentPageGet: <Selected = OperationData<"get", "/admin/content.Page/edit">>(
      init: CallInit<"get", "/admin/content.Page/edit">,
      options?: QueryOptions<"get", "/admin/content.Page/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Page/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Page/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Page/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Page/edit: Save a page */
    useContentPageEdit: (
      options?: MutationOptions<"post", "/admin/content.Page/edit">,
    ): MutationResult<"post", "/admin/content.Page/edit"> =>
      api.useMutation("post", "/admin/content.Page/edit", options),
    /** POST /admin/content.Page/add: Add a page */
    useContentPageAdd: (
      options?: MutationOptions<"post", "/admin/content.Page/add">,
    ): MutationResult<"post", "/admin/content.Page/add"> =>
      api.useMutation("post", "/admin/content.Page/add", options),
    /** DELETE /admin/content.Page/del: Delete Single pages */
    useContentPageDel: (
      options?: MutationOptions<"delete", "/admin/content.Page/del">,
    ): MutationResult<"delete", "/admin/content.Page/del"> =>
      api.useMutation("delete", "/admin/content.Page/del", options),
    /** GET /admin/content.PageArticle/index: List Page entries */
    contentPageArticleIndexQuery: (
      init?: CallInit<"get", "/admin/content.PageArticle/index">,
    ): OperationQuery<"get", "/admin/content.PageArticle/index"> =>
      api.queryOptions("get", "/admin/content.PageArticle/index", init),
    /** GET /admin/content.PageArticle/index: List Page entries */
    useContentPageArticleIndex: <Selected = OperationData<"get", "/admin/content.PageArticle/index">>(
      init?: CallInit<"get", "/admin/content.PageArticle/index">,
      options?: QueryOptions<"get", "/admin/content.PageArticle/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.PageArticle/index", object, Selected> =>
      api.useQuery("get", "/admin/content.PageArticle/index", init, options) as QueryResult<
        "get",
        "/admin/content.PageArticle/index",
        object,
        Selected
      >,
    /** GET /admin/content.PageArticle/export: Export Page entries as CSV */
    contentPageArticleExportQuery: (
      init?: CallInit<"get", "/admin/content.PageArticle/export">,
    ): OperationQuery<"get", "/admin/content.PageArticle/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.PageArticle/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.PageArticle/export: Export Page entries as CSV */
    useContentPageArticleExport: <
      Selected = OperationData<"get", "/admin/content.PageArticle/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.PageArticle/export">,
      options?: QueryOptions<"get", "/admin/content.PageArticle/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.PageArticle/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.PageArticle/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.PageArticle/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.PageArticle/edit: One page entry for the edit form */
    contentPageArticleGetQuery: (
      init: CallInit<"get", "/admin/content.PageArticle/edit">,
    ): OperationQuery<"get", "/admin/content.PageArticle/edit"> =>
      api.queryOptions("get", "/admin/content.PageArticle/edit", init),
    /** GET /admin/content.PageArticle/edit: One page entry for the edit form */
    useContentPageArticleGet: <Selected = OperationData<"get", "/admin/content.PageArticle/edit">>(
      init: CallInit<"get", "/admin/content.PageArticle/edit">,
      options?: QueryOptions<"get", "/admin/content.PageArticle/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.PageArticle/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.PageArticle/edit", init, options) as QueryResult<
        "get",
        "/admin/content.PageArticle/edit",
        object,
        Selected
      >,
    /** POST /admin/content.PageArticle/edit: Save a page entry */
    useContentPageArticleEdit: (
      options?: MutationOptions<"post", "/admin/content.PageArticle/edit">,
    ): MutationResult<"post", "/admin/content.PageArticle/edit"> =>
      api.useMutation("post", "/admin/content.PageArticle/edit", options),
    /** POST /admin/content.PageArticle/add: Add a page entry */
    useContentPageArticleAdd: (
      options?: MutationOptions<"post", "/admin/content.PageArticle/add">,
    ): MutationResult<"post", "/admin/content.PageArticle/add"> =>
      api.useMutation("post", "/admin/content.PageArticle/add", options),
    /** DELETE /admin/content.PageArticle/del: Delete Page entries */
    useContentPageArticleDel: (
      options?: MutationOptions<"delete", "/admin/content.PageArticle/del">,
    ): MutationResult<"delete", "/admin/content.PageArticle/del"> =>
      api.useMutation("delete", "/admin/content.PageArticle/del", options),
    /** POST /admin/content.PageArticle/sortable: Move a page entry in the list's order */
    useContentPageArticleSortable: (
      options?: MutationOptions<"post", "/admin/content.PageArticle/sortable">,
    ): MutationResult<"post", "/admin/content.PageArticle/sortable"> =>
      api.useMutation("post", "/admin/content.PageArticle/sortable", options),
    /** GET /admin/content.PageMeta/index: List Page SEO */
    contentPageMetaIndexQuery: (
      init?: CallInit<"get", "/admin/content.PageMeta/index">,
    ): OperationQuery<"get", "/admin/content.PageMeta/index"> =>
      api.queryOptions("get", "/admin/content.PageMeta/index", init),
    /** GET /admin/content.PageMeta/index: List Page SEO */
    useContentPageMetaIndex: <Selected = OperationData<"get", "/admin/content.PageMeta/index">>(
      init?: CallInit<"get", "/admin/content.PageMeta/index">,
      options?: QueryOptions<"get", "/admin/content.PageMeta/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.PageMeta/index", object, Selected> =>
      api.useQuery("get", "/admin/content.PageMeta/index", init, options) as QueryResult<
        "get",
        "/admin/content.PageMeta/index",
        object,
        Selected
      >,
    /** GET /admin/content.PageMeta/export: Export Page SEO as CSV */
    contentPageMetaExportQuery: (
      init?: CallInit<"get", "/admin/content.PageMeta/export">,
    ): OperationQuery<"get", "/admin/content.PageMeta/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.PageMeta/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.PageMeta/export: Export Page SEO as CSV */
    useContentPageMetaExport: <
      Selected = OperationData<"get", "/admin/content.PageMeta/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.PageMeta/export">,
      options?: QueryOptions<"get", "/admin/content.PageMeta/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.PageMeta/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.PageMeta/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.PageMeta/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.PageMeta/edit: One page SEO entry for the edit form */
    contentPageMetaGetQuery: (
      init: CallInit<"get", "/admin/content.PageMeta/edit">,
    ): OperationQuery<"get", "/admin/content.PageMeta/edit"> =>
      api.queryOptions("get", "/admin/content.PageMeta/edit", init),
    /** GET /admin/content.PageMeta/edit: One page SEO entry for the edit form */
    useContentPageMetaGet: <Selected = OperationData<"get", "/admin/content.PageMeta/edit">>(
      init: CallInit<"get", "/admin/content.PageMeta/edit">,
      options?: QueryOptions<"get", "/admin/content.PageMeta/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.PageMeta/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.PageMeta/edit", init, options) as QueryResult<
        "get",
        "/admin/content.PageMeta/edit",
        object,
        Selected
      >,
    /** POST /admin/content.PageMeta/edit: Save a page SEO entry */
    useContentPageMetaEdit: (
      options?: MutationOptions<"post", "/admin/content.PageMeta/edit">,
    ): MutationResult<"post", "/admin/content.PageMeta/edit"> =>
      api.useMutation("post", "/admin/content.PageMeta/edit", options),
    /** POST /admin/content.PageMeta/add: Add a page SEO entry */
    useContentPageMetaAdd: (
      options?: MutationOptions<"post", "/admin/content.PageMeta/add">,
    ): MutationResult<"post", "/admin/content.PageMeta/add"> =>
      api.useMutation("post", "/admin/content.PageMeta/add", options),
    /** DELETE /admin/content.PageMeta/del: Delete Page SEO */
    useContentPageMetaDel: (
      options?: MutationOptions<"delete", "/admin/content.PageMeta/del">,
    ): MutationResult<"delete", "/admin/content.PageMeta/del"> =>
      api.useMutation("delete", "/admin/content.PageMeta/del", options),
    /** GET /admin/content.Redirect/index: List Redirects */
    contentRedirectIndexQuery: (
      init?: CallInit<"get", "/admin/content.Redirect/index">,
    ): OperationQuery<"get", "/admin/content.Redirect/index"> =>
      api.queryOptions("get", "/admin/content.Redirect/index", init),
    /** GET /admin/content.Redirect/index: List Redirects */
    useContentRedirectIndex: <Selected = OperationData<"get", "/admin/content.Redirect/index">>(
      init?: CallInit<"get", "/admin/content.Redirect/index">,
      options?: QueryOptions<"get", "/admin/content.Redirect/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Redirect/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Redirect/index", init, options) as QueryResult<
        "get",
        "/admin/content.Redirect/index",
        object,
        Selected
      >,
    /** GET /admin/content.Redirect/export: Export Redirects as CSV */
    contentRedirectExportQuery: (
      init?: CallInit<"get", "/admin/content.Redirect/export">,
    ): OperationQuery<"get", "/admin/content.Redirect/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Redirect/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Redirect/export: Export Redirects as CSV */
    useContentRedirectExport: <
      Selected = OperationData<"get", "/admin/content.Redirect/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Redirect/export">,
      options?: QueryOptions<"get", "/admin/content.Redirect/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Redirect/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Redirect/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Redirect/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Redirect/edit: One redirect for the edit form */
    contentRedirectGetQuery: (
      init: CallInit<"get", "/admin/content.Redirect/edit">,
    ): OperationQuery<"get", "/admin/content.Redirect/edit"> =>
      api.queryOptions("get", "/admin/content.Redirect/edit", init),
    /** GET /admin/content.Redirect/edit: One redirect for the edit form */
    useContentRedirectGet: <Selected = OperationData<"get", "/admin/content.Redirect/edit">>(
      init: CallInit<"get", "/admin/content.Redirect/edit">,
      options?: QueryOptions<"get", "/admin/content.Redirect/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Redirect/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Redirect/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Redirect/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Redirect/edit: Save a redirect */
    useContentRedirectEdit: (
      options?: MutationOptions<"post", "/admin/content.Redirect/edit">,
    ): MutationResult<"post", "/admin/content.Redirect/edit"> =>
      api.useMutation("post", "/admin/content.Redirect/edit", options),
    /** POST /admin/content.Redirect/add: Add a redirect */
    useContentRedirectAdd: (
      options?: MutationOptions<"post", "/admin/content.Redirect/add">,
    ): MutationResult<"post", "/admin/content.Redirect/add"> =>
      api.useMutation("post", "/admin/content.Redirect/add", options),
    /** DELETE /admin/content.Redirect/del: Delete Redirects */
    useContentRedirectDel: (
      options?: MutationOptions<"delete", "/admin/content.Redirect/del">,
    ): MutationResult<"delete", "/admin/content.Redirect/del"> =>
      api.useMutation("delete", "/admin/content.Redirect/del", options),
    /** GET /admin/content.SearchPush/index: List Search engine push */
    contentSearchPushIndexQuery: (
      init?: CallInit<"get", "/admin/content.SearchPush/index">,
    ): OperationQuery<"get", "/admin/content.SearchPush/index"> =>
      api.queryOptions("get", "/admin/content.SearchPush/index", init),
    /** GET /admin/content.SearchPush/index: List Search engine push */
    useContentSearchPushIndex: <Selected = OperationData<"get", "/admin/content.SearchPush/index">>(
      init?: CallInit<"get", "/admin/content.SearchPush/index">,
      options?: QueryOptions<"get", "/admin/content.SearchPush/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.SearchPush/index", object, Selected> =>
      api.useQuery("get", "/admin/content.SearchPush/index", init, options) as QueryResult<
        "get",
        "/admin/content.SearchPush/index",
        object,
        Selected
      >,
    /** GET /admin/content.SearchPush/export: Export Search engine push as CSV */
    contentSearchPushExportQuery: (
      init?: CallInit<"get", "/admin/content.SearchPush/export">,
    ): OperationQuery<"get", "/admin/content.SearchPush/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.SearchPush/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.SearchPush/export: Export Search engine push as CSV */
    useContentSearchPushExport: <
      Selected = OperationData<"get", "/admin/content.SearchPush/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.SearchPush/export">,
      options?: QueryOptions<"get", "/admin/content.SearchPush/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.SearchPush/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.SearchPush/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.SearchPush/export", { parseAs: "text" }, Selected>,
    /** DELETE /admin/content.SearchPush/del: Delete Search engine push */
    useContentSearchPushDel: (
      options?: MutationOptions<"delete", "/admin/content.SearchPush/del">,
    ): MutationResult<"delete", "/admin/content.SearchPush/del"> =>
      api.useMutation("delete", "/admin/content.SearchPush/del", options),
    /** GET /admin/content.Lead/index: List Leads */
    contentLeadIndexQuery: (
      init?: CallInit<"get", "/admin/content.Lead/index">,
    ): OperationQuery<"get", "/admin/content.Lead/index"> =>
      api.queryOptions("get", "/admin/content.Lead/index", init),
    /** GET /admin/content.Lead/index: List Leads */
    useContentLeadIndex: <Selected = OperationData<"get", "/admin/content.Lead/index">>(
      init?: CallInit<"get", "/admin/content.Lead/index">,
      options?: QueryOptions<"get", "/admin/content.Lead/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.Lead/index", object, Selected> =>
      api.useQuery("get", "/admin/content.Lead/index", init, options) as QueryResult<
        "get",
        "/admin/content.Lead/index",
        object,
        Selected
      >,
    /** GET /admin/content.Lead/export: Export Leads as CSV */
    contentLeadExportQuery: (
      init?: CallInit<"get", "/admin/content.Lead/export">,
    ): OperationQuery<"get", "/admin/content.Lead/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.Lead/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.Lead/export: Export Leads as CSV */
    useContentLeadExport: <
      Selected = OperationData<"get", "/admin/content.Lead/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.Lead/export">,
      options?: QueryOptions<"get", "/admin/content.Lead/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.Lead/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.Lead/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.Lead/export", { parseAs: "text" }, Selected>,
    /** GET /admin/content.Lead/edit: One lead for the edit form */
    contentLeadGetQuery: (
      init: CallInit<"get", "/admin/content.Lead/edit">,
    ): OperationQuery<"get", "/admin/content.Lead/edit"> =>
      api.queryOptions("get", "/admin/content.Lead/edit", init),
    /** GET /admin/content.Lead/edit: One lead for the edit form */
    useContentLeadGet: <Selected = OperationData<"get", "/admin/content.Lead/edit">>(
      init: CallInit<"get", "/admin/content.Lead/edit">,
      options?: QueryOptions<"get", "/admin/content.Lead/edit", object, Selected>,
    ): QueryResult<"get", "/admin/content.Lead/edit", object, Selected> =>
      api.useQuery("get", "/admin/content.Lead/edit", init, options) as QueryResult<
        "get",
        "/admin/content.Lead/edit",
        object,
        Selected
      >,
    /** POST /admin/content.Lead/edit: Save a lead */
    useContentLeadEdit: (
      options?: MutationOptions<"post", "/admin/content.Lead/edit">,
    ): MutationResult<"post", "/admin/content.Lead/edit"> =>
      api.useMutation("post", "/admin/content.Lead/edit", options),
    /** DELETE /admin/content.Lead/del: Delete Leads */
    useContentLeadDel: (
      options?: MutationOptions<"delete", "/admin/content.Lead/del">,
    ): MutationResult<"delete", "/admin/content.Lead/del"> =>
      api.useMutation("delete", "/admin/content.Lead/del", options),
    /** GET /admin/content.WordpressImport/index: List WordPress import */
    contentWordpressImportIndexQuery: (
      init?: CallInit<"get", "/admin/content.WordpressImport/index">,
    ): OperationQuery<"get", "/admin/content.WordpressImport/index"> =>
      api.queryOptions("get", "/admin/content.WordpressImport/index", init),
    /** GET /admin/content.WordpressImport/index: List WordPress import */
    useContentWordpressImportIndex: <Selected = OperationData<"get", "/admin/content.WordpressImport/index">>(
      init?: CallInit<"get", "/admin/content.WordpressImport/index">,
      options?: QueryOptions<"get", "/admin/content.WordpressImport/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.WordpressImport/index", object, Selected> =>
      api.useQuery("get", "/admin/content.WordpressImport/index", init, options) as QueryResult<
        "get",
        "/admin/content.WordpressImport/index",
        object,
        Selected
      >,
    /** GET /admin/content.WordpressImport/export: Export WordPress import as CSV */
    contentWordpressImportExportQuery: (
      init?: CallInit<"get", "/admin/content.WordpressImport/export">,
    ): OperationQuery<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.WordpressImport/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.WordpressImport/export: Export WordPress import as CSV */
    useContentWordpressImportExport: <
      Selected = OperationData<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.WordpressImport/export">,
      options?: QueryOptions<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.WordpressImport/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.WordpressImport/export", { parseAs: "text" }, Selected>,
    /** POST /admin/content.WordpressImport/add: Add a import */
    useContentWordpressImportAdd: (
      options?: MutationOptions<"post", "/admin/content.WordpressImport/add">,
    ): MutationResult<"post", "/admin/content.WordpressImport/add"> =>
      api.useMutation("post", "/admin/content.WordpressImport/add", options),
    /** DELETE /admin/content.WordpressImport/del: Delete WordPress import */
    useContentWordpressImportDel: (
      options?: MutationOptions<"delete", "/admin/content.WordpressImport/del">,
    ): MutationResult<"delete", "/admin/content.WordpressImport/del"> =>
      api.useMutation("delete", "/admin/content.WordpressImport/del", options),
    /** GET /admin/content.ImportRecord/index: List Imported items */
    contentImportRecordIndexQuery: (
      init?: CallInit<"get", "/admin/content.ImportRecord/index">,
    ): OperationQuery<"get", "/admin/content.ImportRecord/index"> =>
      api.queryOptions("get", "/admin/content.ImportRecord/index", init),
    /** GET /admin/content.ImportRecord/index: List Imported items */
    useContentImportRecordIndex: <Selected = OperationData<"get", "/admin/content.ImportRecord/index">>(
      init?: CallInit<"get", "/admin/content.ImportRecord/index">,
      options?: QueryOptions<"get", "/admin/content.ImportRecord/index", object, Selected>,
    ): QueryResult<"get", "/admin/content.ImportRecord/index", object, Selected> =>
      api.useQuery("get", "/admin/content.ImportRecord/index", init, options) as QueryResult<
        "get",
        "/admin/content.ImportRecord/index",
        object,
        Selected
      >,
    /** GET /admin/content.ImportRecord/export: Export Imported items as CSV */
    contentImportRecordExportQuery: (
      init?: CallInit<"get", "/admin/content.ImportRecord/export">,
    ): OperationQuery<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/content.ImportRecord/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/content.ImportRecord/export: Export Imported items as CSV */
    useContentImportRecordExport: <
      Selected = OperationData<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/content.ImportRecord/export">,
      options?: QueryOptions<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/content.ImportRecord/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/content.ImportRecord/export", { parseAs: "text" }, Selected>,
    /** GET /admin/routine.Attachment/index: List Attachments */
    routineAttachmentIndexQuery: (
      init?: CallInit<"get", "/admin/routine.Attachment/index">,
    ): OperationQuery<"get", "/admin/routine.Attachment/index"> =>
      api.queryOptions("get", "/admin/routine.Attachment/index", init),
    /** GET /admin/routine.Attachment/index: List Attachments */
    useRoutineAttachmentIndex: <Selected = OperationData<"get", "/admin/routine.Attachment/index">>(
      init?: CallInit<"get", "/admin/routine.Attachment/index">,
      options?: QueryOptions<"get", "/admin/routine.Attachment/index", object, Selected>,
    ): QueryResult<"get", "/admin/routine.Attachment/index", object, Selected> =>
      api.useQuery("get", "/admin/routine.Attachment/index", init, options) as QueryResult<
        "get",
        "/admin/routine.Attachment/index",
        object,
        Selected
      >,
    /** GET /admin/routine.Attachment/export: Export Attachments as CSV */
    routineAttachmentExportQuery: (
      init?: CallInit<"get", "/admin/routine.Attachment/export">,
    ): OperationQuery<"get", "/admin/routine.Attachment/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/routine.Attachment/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/routine.Attachment/export: Export Attachments as CSV */
    useRoutineAttachmentExport: <
      Selected = OperationData<"get", "/admin/routine.Attachment/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/routine.Attachment/export">,
      options?: QueryOptions<"get", "/admin/routine.Attachment/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/routine.Attachment/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/routine.Attachment/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/routine.Attachment/export", { parseAs: "text" }, Selected>,
    /** GET /admin/routine.Attachment/edit: One attachment for the edit form */
    routineAttachmentGetQuery: (
      init: CallInit<"get", "/admin/routine.Attachment/edit">,
    ): OperationQuery<"get", "/admin/routine.Attachment/edit"> =>
      api.queryOptions("get", "/admin/routine.Attachment/edit", init),
    /** GET /admin/routine.Attachment/edit: One attachment for the edit form */
    useRoutineAttachmentGet: <Selected = OperationData<"get", "/admin/routine.Attachment/edit">>(
      init: CallInit<"get", "/admin/routine.Attachment/edit">,
      options?: QueryOptions<"get", "/admin/routine.Attachment/edit", object, Selected>,
    ): QueryResult<"get", "/admin/routine.Attachment/edit", object, Selected> =>
      api.useQuery("get", "/admin/routine.Attachment/edit", init, options) as QueryResult<
        "get",
        "/admin/routine.Attachment/edit",
        object,
        Selected
      >,
    /** POST /admin/routine.Attachment/edit: Save a attachment */
    useRoutineAttachmentEdit: (
      options?: MutationOptions<"post", "/admin/routine.Attachment/edit">,
    ): MutationResult<"post", "/admin/routine.Attachment/edit"> =>
      api.useMutation("post", "/admin/routine.Attachment/edit", options),
    /** DELETE /admin/routine.Attachment/del: Delete Attachments */
    useRoutineAttachmentDel: (
      options?: MutationOptions<"delete", "/admin/routine.Attachment/del">,
    ): MutationResult<"delete", "/admin/routine.Attachment/del"> =>
      api.useMutation("delete", "/admin/routine.Attachment/del", options),
    /** GET /admin/routine.Backup/index: List Backups */
    routineBackupIndexQuery: (
      init?: CallInit<"get", "/admin/routine.Backup/index">,
    ): OperationQuery<"get", "/admin/routine.Backup/index"> =>
      api.queryOptions("get", "/admin/routine.Backup/index", init),
    /** GET /admin/routine.Backup/index: List Backups */
    useRoutineBackupIndex: <Selected = OperationData<"get", "/admin/routine.Backup/index">>(
      init?: CallInit<"get", "/admin/routine.Backup/index">,
      options?: QueryOptions<"get", "/admin/routine.Backup/index", object, Selected>,
    ): QueryResult<"get", "/admin/routine.Backup/index", object, Selected> =>
      api.useQuery("get", "/admin/routine.Backup/index", init, options) as QueryResult<
        "get",
        "/admin/routine.Backup/index",
        object,
        Selected
      >,
    /** GET /admin/routine.Backup/export: Export Backups as CSV */
    routineBackupExportQuery: (
      init?: CallInit<"get", "/admin/routine.Backup/export">,
    ): OperationQuery<"get", "/admin/routine.Backup/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/routine.Backup/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/routine.Backup/export: Export Backups as CSV */
    useRoutineBackupExport: <
      Selected = OperationData<"get", "/admin/routine.Backup/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/routine.Backup/export">,
      options?: QueryOptions<"get", "/admin/routine.Backup/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/routine.Backup/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/routine.Backup/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/routine.Backup/export", { parseAs: "text" }, Selected>,
    /** DELETE /admin/routine.Backup/del: Delete Backups */
    useRoutineBackupDel: (
      options?: MutationOptions<"delete", "/admin/routine.Backup/del">,
    ): MutationResult<"delete", "/admin/routine.Backup/del"> =>
      api.useMutation("delete", "/admin/routine.Backup/del", options),
    /** GET /admin/user.User/index: List Members */
    userUserIndexQuery: (
      init?: CallInit<"get", "/admin/user.User/index">,
    ): OperationQuery<"get", "/admin/user.User/index"> =>
      api.queryOptions("get", "/admin/user.User/index", init),
    /** GET /admin/user.User/index: List Members */
    useUserUserIndex: <Selected = OperationData<"get", "/admin/user.User/index">>(
      init?: CallInit<"get", "/admin/user.User/index">,
      options?: QueryOptions<"get", "/admin/user.User/index", object, Selected>,
    ): QueryResult<"get", "/admin/user.User/index", object, Selected> =>
      api.useQuery("get", "/admin/user.User/index", init, options) as QueryResult<
        "get",
        "/admin/user.User/index",
        object,
        Selected
      >,
    /** GET /admin/user.User/export: Export Members as CSV */
    userUserExportQuery: (
      init?: CallInit<"get", "/admin/user.User/export">,
    ): OperationQuery<"get", "/admin/user.User/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/user.User/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/user.User/export: Export Members as CSV */
    useUserUserExport: <Selected = OperationData<"get", "/admin/user.User/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/user.User/export">,
      options?: QueryOptions<"get", "/admin/user.User/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/user.User/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/user.User/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/user.User/export", { parseAs: "text" }, Selected>,
    /** GET /admin/user.User/edit: One member for the edit form */
    userUserGetQuery: (
      init: CallInit<"get", "/admin/user.User/edit">,
    ): OperationQuery<"get", "/admin/user.User/edit"> =>
      api.queryOptions("get", "/admin/user.User/edit", init),
    /** GET /admin/user.User/edit: One member for the edit form */
    useUserUserGet: <Selected = OperationData<"get", "/admin/user.User/edit">>(
      init: CallInit<"get", "/admin/user.User/edit">,
      options?: QueryOptions<"get", "/admin/user.User/edit", object, Selected>,
    ): QueryResult<"get", "/admin/user.User/edit", object, Selected> =>
      api.useQuery("get", "/admin/user.User/edit", init, options) as QueryResult<
        "get",
        "/admin/user.User/edit",
        object,
        Selected
      >,
    /** POST /admin/user.User/edit: Save a member */
    useUserUserEdit: (
      options?: MutationOptions<"post", "/admin/user.User/edit">,
    ): MutationResult<"post", "/admin/user.User/edit"> =>
      api.useMutation("post", "/admin/user.User/edit", options),
    /** POST /admin/user.User/add: Add a member */
    useUserUserAdd: (
      options?: MutationOptions<"post", "/admin/user.User/add">,
    ): MutationResult<"post", "/admin/user.User/add"> =>
      api.useMutation("post", "/admin/user.User/add", options),
    /** DELETE /admin/user.User/del: Delete Members */
    useUserUserDel: (
      options?: MutationOptions<"delete", "/admin/user.User/del">,
    ): MutationResult<"delete", "/admin/user.User/del"> =>
      api.useMutation("delete", "/admin/user.User/del", options),
    /** GET /admin/user.Group/index: List Member groups */
    userGroupIndexQuery: (
      init?: CallInit<"get", "/admin/user.Group/index">,
    ): OperationQuery<"get", "/admin/user.Group/index"> =>
      api.queryOptions("get", "/admin/user.Group/index", init),
    /** GET /admin/user.Group/index: List Member groups */
    useUserGroupIndex: <Selected = OperationData<"get", "/admin/user.Group/index">>(
      init?: CallInit<"get", "/admin/user.Group/index">,
      options?: QueryOptions<"get", "/admin/user.Group/index", object, Selected>,
    ): QueryResult<"get", "/admin/user.Group/index", object, Selected> =>
      api.useQuery("get", "/admin/user.Group/index", init, options) as QueryResult<
        "get",
        "/admin/user.Group/index",
        object,
        Selected
      >,
    /** GET /admin/user.Group/export: Export Member groups as CSV */
    userGroupExportQuery: (
      init?: CallInit<"get", "/admin/user.Group/export">,
    ): OperationQuery<"get", "/admin/user.Group/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/user.Group/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/user.Group/export: Export Member groups as CSV */
    useUserGroupExport: <Selected = OperationData<"get", "/admin/user.Group/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/user.Group/export">,
      options?: QueryOptions<"get", "/admin/user.Group/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/user.Group/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/user.Group/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/user.Group/export", { parseAs: "text" }, Selected>,
    /** GET /admin/user.Group/edit: One member group for the edit form */
    userGroupGetQuery: (
      init: CallInit<"get", "/admin/user.Group/edit">,
    ): OperationQuery<"get", "/admin/user.Group/edit"> =>
      api.queryOptions("get", "/admin/user.Group/edit", init),
    /** GET /admin/user.Group/edit: One member group for the edit form */
    useUserGroupGet: <Selected = OperationData<"get", "/admin/user.Group/edit">>(
      init: CallInit<"get", "/admin/user.Group/edit">,
      options?: QueryOptions<"get", "/admin/user.Group/edit", object, Selected>,
    ): QueryResult<"get", "/admin/user.Group/edit", object, Selected> =>
      api.useQuery("get", "/admin/user.Group/edit", init, options) as QueryResult<
        "get",
        "/admin/user.Group/edit",
        object,
        Selected
      >,
    /** POST /admin/user.Group/edit: Save a member group */
    useUserGroupEdit: (
      options?: MutationOptions<"post", "/admin/user.Group/edit">,
    ): MutationResult<"post", "/admin/user.Group/edit"> =>
      api.useMutation("post", "/admin/user.Group/edit", options),
    /** POST /admin/user.Group/add: Add a member group */
    useUserGroupAdd: (
      options?: MutationOptions<"post", "/admin/user.Group/add">,
    ): MutationResult<"post", "/admin/user.Group/add"> =>
      api.useMutation("post", "/admin/user.Group/add", options),
    /** DELETE /admin/user.Group/del: Delete Member groups */
    useUserGroupDel: (
      options?: MutationOptions<"delete", "/admin/user.Group/del">,
    ): MutationResult<"delete", "/admin/user.Group/del"> =>
      api.useMutation("delete", "/admin/user.Group/del", options),
    /** GET /admin/user.Rule/index: List Member rules */
    userRuleIndexQuery: (
      init?: CallInit<"get", "/admin/user.Rule/index">,
    ): OperationQuery<"get", "/admin/user.Rule/index"> =>
      api.queryOptions("get", "/admin/user.Rule/index", init),
    /** GET /admin/user.Rule/index: List Member rules */
    useUserRuleIndex: <Selected = OperationData<"get", "/admin/user.Rule/index">>(
      init?: CallInit<"get", "/admin/user.Rule/index">,
      options?: QueryOptions<"get", "/admin/user.Rule/index", object, Selected>,
    ): QueryResult<"get", "/admin/user.Rule/index", object, Selected> =>
      api.useQuery("get", "/admin/user.Rule/index", init, options) as QueryResult<
        "get",
        "/admin/user.Rule/index",
        object,
        Selected
      >,
    /** GET /admin/user.Rule/export: Export Member rules as CSV */
    userRuleExportQuery: (
      init?: CallInit<"get", "/admin/user.Rule/export">,
    ): OperationQuery<"get", "/admin/user.Rule/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/user.Rule/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/user.Rule/export: Export Member rules as CSV */
    useUserRuleExport: <Selected = OperationData<"get", "/admin/user.Rule/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/user.Rule/export">,
      options?: QueryOptions<"get", "/admin/user.Rule/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/user.Rule/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/user.Rule/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/user.Rule/export", { parseAs: "text" }, Selected>,
    /** GET /admin/user.Rule/edit: One member rule for the edit form */
    userRuleGetQuery: (
      init: CallInit<"get", "/admin/user.Rule/edit">,
    ): OperationQuery<"get", "/admin/user.Rule/edit"> =>
      api.queryOptions("get", "/admin/user.Rule/edit", init),
    /** GET /admin/user.Rule/edit: One member rule for the edit form */
    useUserRuleGet: <Selected = OperationData<"get", "/admin/user.Rule/edit">>(
      init: CallInit<"get", "/admin/user.Rule/edit">,
      options?: QueryOptions<"get", "/admin/user.Rule/edit", object, Selected>,
    ): QueryResult<"get", "/admin/user.Rule/edit", object, Selected> =>
      api.useQuery("get", "/admin/user.Rule/edit", init, options) as QueryResult<
        "get",
        "/admin/user.Rule/edit",
        object,
        Selected
      >,
    /** POST /admin/user.Rule/edit: Save a member rule */
    useUserRuleEdit: (
      options?: MutationOptions<"post", "/admin/user.Rule/edit">,
    ): MutationResult<"post", "/admin/user.Rule/edit"> =>
      api.useMutation("post", "/admin/user.Rule/edit", options),
    /** POST /admin/user.Rule/add: Add a member rule */
    useUserRuleAdd: (
      options?: MutationOptions<"post", "/admin/user.Rule/add">,
    ): MutationResult<"post", "/admin/user.Rule/add"> =>
      api.useMutation("post", "/admin/user.Rule/add", options),
    /** DELETE /admin/user.Rule/del: Delete Member rules */
    useUserRuleDel: (
      options?: MutationOptions<"delete", "/admin/user.Rule/del">,
    ): MutationResult<"delete", "/admin/user.Rule/del"> =>
      api.useMutation("delete", "/admin/user.Rule/del", options),
    /** POST /admin/user.Rule/sortable: Move a member rule in the list's order */
    useUserRuleSortable: (
      options?: MutationOptions<"post", "/admin/user.Rule/sortable">,
    ): MutationResult<"post", "/admin/user.Rule/sortable"> =>
      api.useMutation("post", "/admin/user.Rule/sortable", options),
    /** GET /admin/user.MoneyLog/index: List Balance log */
    userMoneyLogIndexQuery: (
      init?: CallInit<"get", "/admin/user.MoneyLog/index">,
    ): OperationQuery<"get", "/admin/user.MoneyLog/index"> =>
      api.queryOptions("get", "/admin/user.MoneyLog/index", init),
    /** GET /admin/user.MoneyLog/index: List Balance log */
    useUserMoneyLogIndex: <Selected = OperationData<"get", "/admin/user.MoneyLog/index">>(
      init?: CallInit<"get", "/admin/user.MoneyLog/index">,
      options?: QueryOptions<"get", "/admin/user.MoneyLog/index", object, Selected>,
    ): QueryResult<"get", "/admin/user.MoneyLog/index", object, Selected> =>
      api.useQuery("get", "/admin/user.MoneyLog/index", init, options) as QueryResult<
        "get",
        "/admin/user.MoneyLog/index",
        object,
        Selected
      >,
    /** GET /admin/user.MoneyLog/export: Export Balance log as CSV */
    userMoneyLogExportQuery: (
      init?: CallInit<"get", "/admin/user.MoneyLog/export">,
    ): OperationQuery<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/user.MoneyLog/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/user.MoneyLog/export: Export Balance log as CSV */
    useUserMoneyLogExport: <
      Selected = OperationData<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/user.MoneyLog/export">,
      options?: QueryOptions<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/user.MoneyLog/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/user.MoneyLog/export", { parseAs: "text" }, Selected>,
    /** POST /admin/user.MoneyLog/add: Add a balance change */
    useUserMoneyLogAdd: (
      options?: MutationOptions<"post", "/admin/user.MoneyLog/add">,
    ): MutationResult<"post", "/admin/user.MoneyLog/add"> =>
      api.useMutation("post", "/admin/user.MoneyLog/add", options),
    /** GET /admin/user.ScoreLog/index: List Points log */
    userScoreLogIndexQuery: (
      init?: CallInit<"get", "/admin/user.ScoreLog/index">,
    ): OperationQuery<"get", "/admin/user.ScoreLog/index"> =>
      api.queryOptions("get", "/admin/user.ScoreLog/index", init),
    /** GET /admin/user.ScoreLog/index: List Points log */
    useUserScoreLogIndex: <Selected = OperationData<"get", "/admin/user.ScoreLog/index">>(
      init?: CallInit<"get", "/admin/user.ScoreLog/index">,
      options?: QueryOptions<"get", "/admin/user.ScoreLog/index", object, Selected>,
    ): QueryResult<"get", "/admin/user.ScoreLog/index", object, Selected> =>
      api.useQuery("get", "/admin/user.ScoreLog/index", init, options) as QueryResult<
        "get",
        "/admin/user.ScoreLog/index",
        object,
        Selected
      >,
    /** GET /admin/user.ScoreLog/export: Export Points log as CSV */
    userScoreLogExportQuery: (
      init?: CallInit<"get", "/admin/user.ScoreLog/export">,
    ): OperationQuery<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/user.ScoreLog/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/user.ScoreLog/export: Export Points log as CSV */
    useUserScoreLogExport: <
      Selected = OperationData<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/user.ScoreLog/export">,
      options?: QueryOptions<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/user.ScoreLog/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/user.ScoreLog/export", { parseAs: "text" }, Selected>,
    /** POST /admin/user.ScoreLog/add: Add a points change */
    useUserScoreLogAdd: (
      options?: MutationOptions<"post", "/admin/user.ScoreLog/add">,
    ): MutationResult<"post", "/admin/user.ScoreLog/add"> =>
      api.useMutation("post", "/admin/user.ScoreLog/add", options),
    /** GET /admin/security.DataRecycleLog/index: List Recycle bin */
    securityDataRecycleLogIndexQuery: (
      init?: CallInit<"get", "/admin/security.DataRecycleLog/index">,
    ): OperationQuery<"get", "/admin/security.DataRecycleLog/index"> =>
      api.queryOptions("get", "/admin/security.DataRecycleLog/index", init),
    /** GET /admin/security.DataRecycleLog/index: List Recycle bin */
    useSecurityDataRecycleLogIndex: <Selected = OperationData<"get", "/admin/security.DataRecycleLog/index">>(
      init?: CallInit<"get", "/admin/security.DataRecycleLog/index">,
      options?: QueryOptions<"get", "/admin/security.DataRecycleLog/index", object, Selected>,
    ): QueryResult<"get", "/admin/security.DataRecycleLog/index", object, Selected> =>
      api.useQuery("get", "/admin/security.DataRecycleLog/index", init, options) as QueryResult<
        "get",
        "/admin/security.DataRecycleLog/index",
        object,
        Selected
      >,
    /** GET /admin/security.DataRecycleLog/export: Export Recycle bin as CSV */
    securityDataRecycleLogExportQuery: (
      init?: CallInit<"get", "/admin/security.DataRecycleLog/export">,
    ): OperationQuery<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/security.DataRecycleLog/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/security.DataRecycleLog/export: Export Recycle bin as CSV */
    useSecurityDataRecycleLogExport: <
      Selected = OperationData<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/security.DataRecycleLog/export">,
      options?: QueryOptions<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/security.DataRecycleLog/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/security.DataRecycleLog/export", { parseAs: "text" }, Selected>,
    /** DELETE /admin/security.DataRecycleLog/del: Delete Recycle bin */
    useSecurityDataRecycleLogDel: (
      options?: MutationOptions<"delete", "/admin/security.DataRecycleLog/del">,
    ): MutationResult<"delete", "/admin/security.DataRecycleLog/del"> =>
      api.useMutation("delete", "/admin/security.DataRecycleLog/del", options),
    /** GET /admin/security.SensitiveDataLog/index: List Sensitive data log */
    securitySensitiveDataLogIndexQuery: (
      init?: CallInit<"get", "/admin/security.SensitiveDataLog/index">,
    ): OperationQuery<"get", "/admin/security.SensitiveDataLog/index"> =>
      api.queryOptions("get", "/admin/security.SensitiveDataLog/index", init),
    /** GET /admin/security.SensitiveDataLog/index: List Sensitive data log */
    useSecuritySensitiveDataLogIndex: <
      Selected = OperationData<"get", "/admin/security.SensitiveDataLog/index">,
    >(
      init?: CallInit<"get", "/admin/security.SensitiveDataLog/index">,
      options?: QueryOptions<"get", "/admin/security.SensitiveDataLog/index", object, Selected>,
    ): QueryResult<"get", "/admin/security.SensitiveDataLog/index", object, Selected> =>
      api.useQuery("get", "/admin/security.SensitiveDataLog/index", init, options) as QueryResult<
        "get",
        "/admin/security.SensitiveDataLog/index",
        object,
        Selected
      >,
    /** GET /admin/security.SensitiveDataLog/export: Export Sensitive data log as CSV */
    securitySensitiveDataLogExportQuery: (
      init?: CallInit<"get", "/admin/security.SensitiveDataLog/export">,
    ): OperationQuery<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/security.SensitiveDataLog/export", {
        ...init,
        parseAs: "text" as const,
      }),
    /** GET /admin/security.SensitiveDataLog/export: Export Sensitive data log as CSV */
    useSecuritySensitiveDataLogExport: <
      Selected = OperationData<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/security.SensitiveDataLog/export">,
      options?: QueryOptions<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/security.SensitiveDataLog/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/security.SensitiveDataLog/export", { parseAs: "text" }, Selected>,
    /** DELETE /admin/security.SensitiveDataLog/del: Delete Sensitive data log */
    useSecuritySensitiveDataLogDel: (
      options?: MutationOptions<"delete", "/admin/security.SensitiveDataLog/del">,
    ): MutationResult<"delete", "/admin/security.SensitiveDataLog/del"> =>
      api.useMutation("delete", "/admin/security.SensitiveDataLog/del", options),
    /** GET /admin/security.DataRecycle/index: List Recycle rules */
    securityDataRecycleIndexQuery: (
      init?: CallInit<"get", "/admin/security.DataRecycle/index">,
    ): OperationQuery<"get", "/admin/security.DataRecycle/index"> =>
      api.queryOptions("get", "/admin/security.DataRecycle/index", init),
    /** GET /admin/security.DataRecycle/index: List Recycle rules */
    useSecurityDataRecycleIndex: <Selected = OperationData<"get", "/admin/security.DataRecycle/index">>(
      init?: CallInit<"get", "/admin/security.DataRecycle/index">,
      options?: QueryOptions<"get", "/admin/security.DataRecycle/index", object, Selected>,
    ): QueryResult<"get", "/admin/security.DataRecycle/index", object, Selected> =>
      api.useQuery("get", "/admin/security.DataRecycle/index", init, options) as QueryResult<
        "get",
        "/admin/security.DataRecycle/index",
        object,
        Selected
      >,
    /** GET /admin/security.DataRecycle/export: Export Recycle rules as CSV */
    securityDataRecycleExportQuery: (
      init?: CallInit<"get", "/admin/security.DataRecycle/export">,
    ): OperationQuery<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/security.DataRecycle/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/security.DataRecycle/export: Export Recycle rules as CSV */
    useSecurityDataRecycleExport: <
      Selected = OperationData<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/security.DataRecycle/export">,
      options?: QueryOptions<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/security.DataRecycle/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/security.DataRecycle/export", { parseAs: "text" }, Selected>,
    /** GET /admin/security.DataRecycle/edit: One recycle rule for the edit form */
    securityDataRecycleGetQuery: (
      init: CallInit<"get", "/admin/security.DataRecycle/edit">,
    ): OperationQuery<"get", "/admin/security.DataRecycle/edit"> =>
      api.queryOptions("get", "/admin/security.DataRecycle/edit", init),
    /** GET /admin/security.DataRecycle/edit: One recycle rule for the edit form */
    useSecurityDataRecycleGet: <Selected = OperationData<"get", "/admin/security.DataRecycle/edit">>(
      init: CallInit<"get", "/admin/security.DataRecycle/edit">,
      options?: QueryOptions<"get", "/admin/security.DataRecycle/edit", object, Selected>,
    ): QueryResult<"get", "/admin/security.DataRecycle/edit", object, Selected> =>
      api.useQuery("get", "/admin/security.DataRecycle/edit", init, options) as QueryResult<
        "get",
        "/admin/security.DataRecycle/edit",
        object,
        Selected
      >,
    /** POST /admin/security.DataRecycle/edit: Save a recycle rule */
    useSecurityDataRecycleEdit: (
      options?: MutationOptions<"post", "/admin/security.DataRecycle/edit">,
    ): MutationResult<"post", "/admin/security.DataRecycle/edit"> =>
      api.useMutation("post", "/admin/security.DataRecycle/edit", options),
    /** POST /admin/security.DataRecycle/add: Add a recycle rule */
    useSecurityDataRecycleAdd: (
      options?: MutationOptions<"post", "/admin/security.DataRecycle/add">,
    ): MutationResult<"post", "/admin/security.DataRecycle/add"> =>
      api.useMutation("post", "/admin/security.DataRecycle/add", options),
    /** DELETE /admin/security.DataRecycle/del: Delete Recycle rules */
    useSecurityDataRecycleDel: (
      options?: MutationOptions<"delete", "/admin/security.DataRecycle/del">,
    ): MutationResult<"delete", "/admin/security.DataRecycle/del"> =>
      api.useMutation("delete", "/admin/security.DataRecycle/del", options),
    /** GET /admin/security.SensitiveData/index: List Sensitive field rules */
    securitySensitiveDataIndexQuery: (
      init?: CallInit<"get", "/admin/security.SensitiveData/index">,
    ): OperationQuery<"get", "/admin/security.SensitiveData/index"> =>
      api.queryOptions("get", "/admin/security.SensitiveData/index", init),
    /** GET /admin/security.SensitiveData/index: List Sensitive field rules */
    useSecuritySensitiveDataIndex: <Selected = OperationData<"get", "/admin/security.SensitiveData/index">>(
      init?: CallInit<"get", "/admin/security.SensitiveData/index">,
      options?: QueryOptions<"get", "/admin/security.SensitiveData/index", object, Selected>,
    ): QueryResult<"get", "/admin/security.SensitiveData/index", object, Selected> =>
      api.useQuery("get", "/admin/security.SensitiveData/index", init, options) as QueryResult<
        "get",
        "/admin/security.SensitiveData/index",
        object,
        Selected
      >,
    /** GET /admin/security.SensitiveData/export: Export Sensitive field rules as CSV */
    securitySensitiveDataExportQuery: (
      init?: CallInit<"get", "/admin/security.SensitiveData/export">,
    ): OperationQuery<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/security.SensitiveData/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/security.SensitiveData/export: Export Sensitive field rules as CSV */
    useSecuritySensitiveDataExport: <
      Selected = OperationData<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }>,
    >(
      init?: CallInit<"get", "/admin/security.SensitiveData/export">,
      options?: QueryOptions<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/security.SensitiveData/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/security.SensitiveData/export", { parseAs: "text" }, Selected>,
    /** GET /admin/security.SensitiveData/edit: One sensitive-field rule for the edit form */
    securitySensitiveDataGetQuery: (
      init: CallInit<"get", "/admin/security.SensitiveData/edit">,
    ): OperationQuery<"get", "/admin/security.SensitiveData/edit"> =>
      api.queryOptions("get", "/admin/security.SensitiveData/edit", init),
    /** GET /admin/security.SensitiveData/edit: One sensitive-field rule for the edit form */
    useSecuritySensitiveDataGet: <Selected = OperationData<"get", "/admin/security.SensitiveData/edit">>(
      init: CallInit<"get", "/admin/security.SensitiveData/edit">,
      options?: QueryOptions<"get", "/admin/security.SensitiveData/edit", object, Selected>,
    ): QueryResult<"get", "/admin/security.SensitiveData/edit", object, Selected> =>
      api.useQuery("get", "/admin/security.SensitiveData/edit", init, options) as QueryResult<
        "get",
        "/admin/security.SensitiveData/edit",
        object,
        Selected
      >,
    /** POST /admin/security.SensitiveData/edit: Save a sensitive-field rule */
    useSecuritySensitiveDataEdit: (
      options?: MutationOptions<"post", "/admin/security.SensitiveData/edit">,
    ): MutationResult<"post", "/admin/security.SensitiveData/edit"> =>
      api.useMutation("post", "/admin/security.SensitiveData/edit", options),
    /** POST /admin/security.SensitiveData/add: Add a sensitive-field rule */
    useSecuritySensitiveDataAdd: (
      options?: MutationOptions<"post", "/admin/security.SensitiveData/add">,
    ): MutationResult<"post", "/admin/security.SensitiveData/add"> =>
      api.useMutation("post", "/admin/security.SensitiveData/add", options),
    /** DELETE /admin/security.SensitiveData/del: Delete Sensitive field rules */
    useSecuritySensitiveDataDel: (
      options?: MutationOptions<"delete", "/admin/security.SensitiveData/del">,
    ): MutationResult<"delete", "/admin/security.SensitiveData/del"> =>
      api.useMutation("delete", "/admin/security.SensitiveData/del", options),
    /** GET /admin/crud.Crud/index: List CRUD designer */
    crudCrudIndexQuery: (
      init?: CallInit<"get", "/admin/crud.Crud/index">,
    ): OperationQuery<"get", "/admin/crud.Crud/index"> =>
      api.queryOptions("get", "/admin/crud.Crud/index", init),
    /** GET /admin/crud.Crud/index: List CRUD designer */
    useCrudCrudIndex: <Selected = OperationData<"get", "/admin/crud.Crud/index">>(
      init?: CallInit<"get", "/admin/crud.Crud/index">,
      options?: QueryOptions<"get", "/admin/crud.Crud/index", object, Selected>,
    ): QueryResult<"get", "/admin/crud.Crud/index", object, Selected> =>
      api.useQuery("get", "/admin/crud.Crud/index", init, options) as QueryResult<
        "get",
        "/admin/crud.Crud/index",
        object,
        Selected
      >,
    /** GET /admin/crud.Crud/export: Export CRUD designer as CSV */
    crudCrudExportQuery: (
      init?: CallInit<"get", "/admin/crud.Crud/export">,
    ): OperationQuery<"get", "/admin/crud.Crud/export", { parseAs: "text" }> =>
      api.queryOptions("get", "/admin/crud.Crud/export", { ...init, parseAs: "text" as const }),
    /** GET /admin/crud.Crud/export: Export CRUD designer as CSV */
    useCrudCrudExport: <Selected = OperationData<"get", "/admin/crud.Crud/export", { parseAs: "text" }>>(
      init?: CallInit<"get", "/admin/crud.Crud/export">,
      options?: QueryOptions<"get", "/admin/crud.Crud/export", { parseAs: "text" }, Selected>,
    ): QueryResult<"get", "/admin/crud.Crud/export", { parseAs: "text" }, Selected> =>
      api.useQuery(
        "get",
        "/admin/crud.Crud/export",
        { ...init, parseAs: "text" as const },
        options,
      ) as QueryResult<"get", "/admin/crud.Crud/export", { parseAs: "text" }, Selected>,
  };
}
