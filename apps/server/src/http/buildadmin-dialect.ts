import type { Lang } from "@corp/domain/lang";
import { localiseRules, type TitledRule } from "@corp/domain/rule-titles";
import type { FastifyRequest } from "fastify";
import type { AppServices } from "../services/app-services.ts";

/** Calls an admin procedure by its path ("routine.config.getGroups") as the requesting admin. */
export type CallProcedure = (path: string, input?: unknown) => Promise<unknown>;

export type Answered = { data: unknown; msg?: string };

/** An action that is not the generic CRUD of one table, onto the procedures that do the work. */
export type SpecialAction = (
  input: unknown,
  call: CallProcedure,
  lang: Lang,
  services: AppServices,
) => Promise<Answered>;

/** Reshapes the generic procedure's answer into what a BuildAdmin page reads beyond the rows. */
export type ShapedAnswer = (
  services: AppServices,
  request: FastifyRequest,
  result: unknown,
) => Promise<unknown>;

/** "<controller, lower case> <method> <action>": how the dialect names one action of BuildAdmin's client. */
export type ActionKey = `${string} ${"get" | "post" | "delete"} ${string}`;

/**
 * What a module says of BuildAdmin's dialect beside its controllers (ADR 0019): its actions that are not
 * the generic CRUD, the answers its pages read beyond the rows, and its controllers whose `status` stays
 * the stored words on the wire (all others send "1"/"0").
 */
export type Dialect = {
  actions?: Readonly<Record<ActionKey, SpecialAction>>;
  answers?: Readonly<Record<ActionKey, ShapedAnswer>>;
  statusWords?: readonly string[];
};

/** The modules' dialects as one, for the REST adapter. */
export function mergeDialects(dialects: readonly Dialect[]): Required<Dialect> {
  return {
    actions: Object.assign({}, ...dialects.map((d) => d.actions ?? {})),
    answers: Object.assign({}, ...dialects.map((d) => d.answers ?? {})),
    statusWords: dialects.flatMap((d) => d.statusWords ?? []),
  };
}

/** The key of an action in a dialect. */
export const actionKey = (controller: string, method: string, action: string) =>
  `${controller} ${method} ${action}` as ActionKey;

/** A value as an object, `{}` when it is none. */
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An answer that reshapes each row of a list (`list`), and leaves any other answer as it is. */
export const eachRow =
  (shape: (row: Record<string, unknown>) => Record<string, unknown>): ShapedAnswer =>
  async (_services, _request, answer) => {
    const listed = record(answer);
    if (!Array.isArray(listed.list)) return answer;
    return { ...listed, list: listed.list.map((row) => shape(record(row))) };
  };

/**
 * A rule list (the admins' or the members' menu rules) with each title in the asked language, children
 * too, as its client shows the title alone: the English one under English (`ruleTitle`: `title_en`, else
 * the seeded English). Only lists: the edit form still gets the stored titles it saves back.
 */
export const rulesInLanguage: ShapedAnswer = async (_services, request, answer) => {
  const listed = record(answer);
  if (!Array.isArray(listed.list)) return answer;
  type Rule = TitledRule & { children?: Rule[] };
  return { ...listed, list: localiseRules(listed.list as Rule[], request.lang) };
};
