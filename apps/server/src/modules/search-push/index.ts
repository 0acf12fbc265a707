/**
 * Pushing the site's public addresses to search engines (Baidu's link push, IndexNow): the queue, its
 * sending and retries, and the admin's buttons. Other code uses the module through this file and its
 * routes.ts only (.dependency-cruiser.cjs).
 */
export { pushWrittenArticle } from "./article-push.ts";
export { articlePushProcedures, searchPushProcedures } from "./push-procedures.ts";
export { pushDue, queuePush, RETRY_AFTER_S } from "./push-queue.ts";
