import type { paths } from "@corp/contract/types";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from "fastify";
import { bodyOptional, type HttpMethod, routeSchema } from "../plugins/contract.ts";

type Operation<P extends keyof paths, M extends HttpMethod> = M extends keyof paths[P] ? paths[P][M] : never;

type BodyOf<O> = O extends { requestBody?: { content: { "application/json": infer B } } } ? B : undefined;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : undefined;
type ParamsOf<O> = O extends { parameters: { path: infer P } } ? P : unknown;
type AnswerOf<O> = O extends { responses: { 200: { content: { "application/json": infer R } } } } ? R : never;

/** The answer of one contract operation, as its handler returns it. */
export type RouteAnswer<P extends keyof paths, M extends HttpMethod> = AnswerOf<Operation<P, M>>;

export type ContractRequest<P extends keyof paths, M extends HttpMethod> = FastifyRequest<{
  Body: BodyOf<Operation<P, M>>;
  Querystring: QueryOf<Operation<P, M>>;
  Params: ParamsOf<Operation<P, M>>;
}>;

/** Runs before the body is read and checked: a missing session answers 303/409 before a 400. */
export type RouteGuard<G> = (request: FastifyRequest) => Promise<G>;

/**
 * Registers the implementation of one contract operation. Its schemas come from openapi.yaml and the
 * handler's input and answer are typed from the generated contract, so the two cannot drift apart.
 * A guard (the login and permission check) runs first; the handler receives what it returned.
 */
export function defineRoute<P extends keyof paths & string, M extends HttpMethod, G = undefined>(
  app: FastifyInstance,
  method: M,
  path: P,
  handler: (
    request: ContractRequest<P, M>,
    reply: FastifyReply,
    guarded: G,
  ) => Promise<AnswerOf<Operation<P, M>>>,
  options: {
    guard?: RouteGuard<G>;
    config?: FastifyContextConfig;
    /** An event stream's route: its `sse` kind and the handler that answers its failures in the stream. */
    stream?: Pick<RouteShorthandOptions, "sse" | "errorHandler">;
  } = {},
): void {
  const { guard, config, stream } = options;
  const guarded = new WeakMap<FastifyRequest, G>();
  app.route({
    method: method.toUpperCase() as Uppercase<M>,
    // A contract path parameter `{day}` is Fastify's `:day`.
    url: path.replace(/\{(\w+)\}/g, ":$1"),
    schema: routeSchema(method, path),
    ...(config ? { config } : {}),
    ...stream,
    // A body the contract lets the client leave out is checked as an empty object.
    ...(bodyOptional(method, path)
      ? {
          preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
            request.body ??= {};
            done();
          },
        }
      : {}),
    ...(guard
      ? {
          onRequest: async (request: FastifyRequest) => {
            guarded.set(request, await guard(request));
          },
        }
      : {}),
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      (handler as (r: FastifyRequest, s: FastifyReply, g: G) => Promise<unknown>)(
        request,
        reply,
        guarded.get(request) as G,
      ),
  });
}
