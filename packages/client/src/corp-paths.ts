import type { components, paths } from "@corp/contract/types";
import type { HttpMethod } from "openapi-typescript-helpers";
import type { ApiError } from "./api-error.ts";

/**
 * The contract's operations as the client answers them. The request layer turns a code-1 envelope
 * into its `data` and every failure into an ApiError, so the types say the same: a JSON answer of
 * `{ code, msg, time, data }` is typed as its `data`, a text answer as a string and a file as a Blob
 * (as a call reads them, see answer-formats), the failure answers (`default`, HTTP 4xx and 5xx) as
 * ApiError, and a multipart body as the FormData that carries it.
 */
export type CorpPaths = { [Path in keyof paths]: CorpPathItem<paths[Path], FilterOf<Path>> };

type CorpPathItem<Item, Filter> = {
  [Key in keyof Item]: Key extends HttpMethod ? CorpOperation<Item[Key], Filter> : Item[Key];
};

type CorpOperation<Operation, Filter> = {
  [Key in keyof Operation]: Key extends "responses"
    ? CorpResponses<Operation[Key]>
    : Key extends "requestBody"
      ? FormBody<Operation[Key]>
      : Key extends "parameters"
        ? CorpParameters<Operation[Key], Filter>
        : Operation[Key];
};

type Schemas = components["schemas"];

/**
 * One filter of the list at `Path`: a table's own (`/admin/content.FriendLink/index` takes
 * ContentFriendLinkFilter, on its columns only), any controller's on the generic paths.
 */
type FilterOf<Path> = Path extends `/admin/${infer Area}.${infer Name}/${string}`
  ? `${Capitalize<Area>}${Capitalize<Name>}Filter` extends infer Key extends keyof Schemas
    ? Schemas[Key]
    : Schemas["CrudSearchItem"]
  : Schemas["CrudSearchItem"];

/**
 * An admin list's filters: in the contract JSON text (`search=[{"field":"title",...}]`), which a call may
 * give as it is; or a list of filters, which the client writes in BuildAdmin's brackets
 * (`search[0][field]=...`), typed by the list's own columns.
 */
type CorpParameters<Parameters, Filter> = {
  [Key in keyof Parameters]: Key extends "query"
    ? {
        [Name in keyof NonNullable<Parameters[Key]>]: Name extends "search"
          ? NonNullable<Parameters[Key]>[Name] | Filter[]
          : NonNullable<Parameters[Key]>[Name];
      }
    : Parameters[Key];
};

/** The answers the request layer rejects: `default` and the HTTP 4xx and 5xx answers an operation lists. */
type FailureStatus = "default" | `4${string}` | `5${string}`;

type CorpResponses<Responses> = {
  [Status in keyof Responses]: `${Status & (string | number)}` extends FailureStatus
    ? FailureResponse
    : DataResponse<Responses[Status]>;
};

type FailureResponse = { headers: { [name: string]: unknown }; content: { "application/json": ApiError } };

type DataResponse<Response> = Response extends { content: infer Content }
  ? Omit<Response, "content"> & { content: { [Media in keyof Content]: AnswerOf<Media, Content[Media]> } }
  : Response;

/** A JSON answer's envelope data; text (CSV, SVG, HTML) as a string; any other file as a Blob. */
type AnswerOf<Media, Body> = Media extends `${string}json${string}`
  ? EnvelopeData<Body>
  : Media extends `text/${string}` | `${string}+xml`
    ? string
    : Blob;

/** The `data` of an envelope (`null` when it has none); any other body as it is. */
export type EnvelopeData<Body> = Body extends { code: number; msg: string }
  ? "data" extends keyof Body
    ? Exclude<Body["data"], undefined>
    : null
  : Body;

type FormBody<Body> = Body extends { content: { "multipart/form-data": unknown } }
  ? Omit<Body, "content"> & { content: { "multipart/form-data": FormData } }
  : Body;
