import { defineModule } from "../../http/define-module.ts";
import { contentRouters } from "./router.ts";

/** The content collections, the article's revisions and preview (served with the web app, web-app.ts). */
export const contentModule = defineModule({
  name: "content",
  router: contentRouters,
});
