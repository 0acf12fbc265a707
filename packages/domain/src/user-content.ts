/**
 * The prefix of every id in rich text (an article's heading, a page's anchor): the page's own ids
 * (`island-shared`, `boot-data`) can then never be taken by content (issue 24, N7), and a link to
 * `#culture` still finds `user-content-culture`.
 */
export const USER_CONTENT_PREFIX = "user-content-";
