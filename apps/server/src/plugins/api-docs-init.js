// Starts Swagger UI on /docs (served by api-docs.ts). A file, not an inline script: the site's
// Content-Security-Policy runs the site's own script files only.
(() => {
  /**
   * The contract's security schemes, each with the localStorage key under which the web app keeps that
   * side's login (`adminInfo` and `userInfo`, JSON holding `token`: apps/web/src/features/auth/).
   */
  const SESSIONS = { adminToken: "adminInfo", memberToken: "userInfo" };

  /** The access token of the login kept under `key`; "" when nobody is logged in there. */
  const storedToken = (key) => {
    try {
      const token = JSON.parse(localStorage.getItem(key) ?? "null")?.token;
      return typeof token === "string" ? token.trim() : "";
    } catch {
      return "";
    }
  };

  /** The token this page gave each scheme from the site's login (so a logout takes back only that). */
  const given = {};

  /**
   * A visitor logged in to the admin or the member centre tries operations with that login; once logged
   * out there, the token it gave is taken back. A scheme the contract lacks is skipped by Swagger UI.
   */
  const followLogins = () => {
    for (const [scheme, key] of Object.entries(SESSIONS)) {
      const token = storedToken(key);
      if (token) {
        given[scheme] = token;
        window.ui.preauthorizeApiKey(scheme, token);
      } else if (given[scheme]) {
        const held = window.ui.authSelectors.authorized().getIn([scheme, "value"]);
        if (held === given[scheme]) window.ui.authActions.logoutWithPersistOption([scheme]);
        delete given[scheme];
      }
    }
  };

  window.ui = window.SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#swagger-ui",
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    deepLinking: true,
    displayOperationId: true,
    filter: true,
    // 233 operations and 174 schemas: the areas open on a click, and the schemas are read where used.
    docExpansion: "none",
    defaultModelsExpandDepth: -1,
    // Tokens typed into Authorize outlive a reload; those of the site's logins are read again instead.
    persistAuthorization: true,
    // Never another document named in the address, nor a badge fetched from validator.swagger.io.
    queryConfigEnabled: false,
    validatorUrl: null,
    onComplete: followLogins,
  });

  // A login, logout or token refresh in another tab of the site reaches this page.
  window.addEventListener("storage", (event) => {
    if (event.key === null || Object.values(SESSIONS).includes(event.key)) followLogins();
  });
})();
