import type { FastifyRequest } from "fastify";
import { identities, tokenFromHeaders } from "../../../auth/identity.ts";
import { requestOrigin } from "../../../request-origin.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { attachmentRows } from "./attachment-answer.ts";
import { groupIndexAnswer, groupRowAnswer } from "./group-answers.ts";

type Rows = Parameters<typeof attachmentRows>[2];

/**
 * The generic answers of controllers whose BuildAdmin pages read more than the rows (ADR 0019):
 * `result` is the procedure's answer to `<controller> <method> <action>`.
 */
export async function shapedAnswer(
  services: AppServices,
  request: FastifyRequest,
  route: { controller: string; method: string; action: string },
  result: unknown,
): Promise<unknown> {
  const { controller, method, action } = route;
  if (controller === "auth.group" && action === "index") {
    const token = tokenFromHeaders(request.headers, identities.admin);
    const session = await services.tokens.lookup(identities.admin.accessType, token);
    const adminId = session.state === "valid" ? session.userId : 0;
    return groupIndexAnswer(
      services.db,
      request.lang,
      adminId,
      result as Parameters<typeof groupIndexAnswer>[3],
    );
  }
  if (controller === "auth.group" && action === "edit" && method === "get") {
    return groupRowAnswer(services.db, result as Parameters<typeof groupRowAnswer>[1]);
  }
  if (controller === "routine.attachment" && action === "index") {
    const answer = result as { list: Rows };
    return { ...answer, list: await attachmentRows(services.db, requestOrigin(request), answer.list) };
  }
  if (controller === "routine.attachment" && action === "edit" && method === "get") {
    const [row] = await attachmentRows(services.db, requestOrigin(request), [result as Rows[number]]);
    return row;
  }
  return result;
}
