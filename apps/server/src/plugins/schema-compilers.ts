import AjvCompiler from "@fastify/ajv-compiler";
import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import type { FastifyServerOptions } from "fastify";

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>;
type BuildSerializer = NonNullable<CompilersFactory["buildSerializer"]>;
type Serializer = (data: unknown) => string;
type SerializerRoute = { schema: object; httpStatus?: string; contentType?: string };

/**
 * Fastify's own compilers of route schemas, shared by every app this process builds: a route's checks
 * and answer writer are compiled once per schema, not once per app. A server process builds one app, so
 * this changes nothing there; a test process builds one per test file, and compiling the contract's
 * schemas was most of that (about a second of processor time each). Route schemas are the same objects
 * for every app (`routeSchema` keeps them), and a compiled function depends on nothing but its schema,
 * the shared schemas (`externalSchemas`) and the options, which key the pools.
 */
const buildValidator = AjvCompiler();

const serializerFactory = SerializerSelector();
const serializerPools = new Map<string, WeakMap<object, Map<string, Serializer>>>();

const buildSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  const compile = serializerFactory(externalSchemas, serializerOptions) as (
    route: SerializerRoute,
  ) => Serializer;
  const poolKey = `${JSON.stringify(externalSchemas)}\0${JSON.stringify(serializerOptions ?? {})}`;
  let pool = serializerPools.get(poolKey);
  if (!pool) {
    pool = new WeakMap();
    serializerPools.set(poolKey, pool);
  }
  const compiled = pool;
  return ((route: SerializerRoute) => {
    const { schema } = route;
    if (typeof schema !== "object" || schema === null) return compile(route);
    let bySchema = compiled.get(schema);
    if (!bySchema) {
      bySchema = new Map();
      compiled.set(schema, bySchema);
    }
    const key = `${route.httpStatus ?? ""}\0${route.contentType ?? ""}`;
    let serializer = bySchema.get(key);
    if (!serializer) {
      serializer = compile(route);
      bySchema.set(key, serializer);
    }
    return serializer;
  }) as ReturnType<BuildSerializer>;
};

export const schemaCompilers: CompilersFactory = { buildValidator, buildSerializer };
