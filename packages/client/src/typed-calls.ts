import type { Client, FetchResponse, MaybeOptionalInit } from "openapi-fetch";
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import { asApiError } from "./api-error.ts";
import type { CorpPaths } from "./corp-paths.ts";
import { answerFormats } from "./generated/answer-formats.ts";
import type { RequestLayer, RequestOptions } from "./request-layer.ts";

/** The paths of the contract that answer `method`. */
export type CorpPath<Method extends HttpMethod> = PathsWithMethod<CorpPaths, Method>;

/** What a call of `method path` takes: `params` (path, query, header), `body`, `signal`, `parseAs`... */
export type CallInit<Method extends HttpMethod, Path extends CorpPath<Method>> = MaybeOptionalInit<
  CorpPaths[Path],
  Method
>;

/** What a call resolves with: the envelope's `data` (or the file, CSV, SVG the operation answers). */
export type CallData<
  Method extends HttpMethod,
  Path extends CorpPath<Method>,
  Init = CallInit<Method, Path>,
> = Required<FetchResponse<CorpPaths[Path][Method], Init, MediaType>>["data"];

type CallArgs<Init> =
  RequiredKeysOf<Init> extends never
    ? [init?: Init, options?: RequestOptions]
    : [init: Init, options?: RequestOptions];

/** `get`, `post`, `delete`: typed by the contract, resolving with the data or rejecting with an ApiError. */
export type CallMethod<Method extends HttpMethod> = <
  Path extends CorpPath<Method>,
  Init extends CallInit<Method, Path>,
>(
  path: Path,
  ...args: CallArgs<Init>
) => Promise<CallData<Method, Path, Init>>;

/** The typed client seen without its types: the types are given by CallMethod at the boundary. */
type UntypedRequest = (
  method: HttpMethod,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown }>;

/** One method of the client: openapi-fetch builds the request, the layer applies the per-call options. */
export function callMethod<Method extends HttpMethod>(
  client: Client<CorpPaths>,
  layer: Pick<RequestLayer, "fetch" | "language">,
  method: Method,
): CallMethod<Method> {
  const request = client.request as unknown as UntypedRequest;
  const call = async (path: string, init: object = {}, options: RequestOptions = {}): Promise<unknown> => {
    const parseAs = answerFormats[`${method} ${path}`];
    try {
      const answer = await request(method, path, {
        ...(parseAs ? { parseAs } : {}),
        ...init,
        fetch: (prepared: Request) => layer.fetch(prepared, options),
      });
      // The layer rejects every failure itself; an `error` here would mean an answer it let through.
      if (answer.error !== undefined) throw answer.error;
      return answer.data;
    } catch (error) {
      throw asApiError(error, layer.language());
    }
  };
  return call as unknown as CallMethod<Method>;
}
