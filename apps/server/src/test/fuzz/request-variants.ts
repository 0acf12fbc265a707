import type { ContractOperation } from "../../plugins/contract.ts";
import { multipartFile } from "../multipart.ts";
import { BAD_RAW_TEXT, badValues, deref, exampleOf, type Schema } from "./contract-schemas.ts";

export type Variant = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

/** Path parameter values that lead to a real route, by parameter name. */
export type PathValues = Record<string, readonly string[]>;

/** Values of a CRUD row, the body of the generic add and edit (the contract leaves its fields open). */
const CRUD_ROW = {
  id: 1,
  pid: 0,
  title: "fuzz",
  name: "fuzz",
  username: "fuzz_user",
  nickname: "fuzz",
  status: "enable",
  weigh: 0,
  link: "https://example.com/",
  type: "menu",
  value: "fuzz",
  group: "basics",
};

/** `name=value` pairs of a value in PHP's bracket notation (search[0][field]=id, ids[]=1). */
function queryPairs(name: string, value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => queryPairs(`${name}[${typeof v === "object" ? i : ""}]`, v));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => queryPairs(`${name}[${k}]`, v));
  }
  return [`${encodeURIComponent(name)}=${encodeURIComponent(String(value ?? ""))}`];
}

function urlOf(path: string, pathValues: Record<string, string>, query: string[]): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? "x");
  return query.length > 0 ? `${filled}?${query.join("&")}` : filled;
}

/** Every request the fuzzer sends to one operation (headers of the caller are added later). */
export function variantsOf(op: ContractOperation, pathValues: PathValues, pick: number): Variant[] {
  const params = ((op.operation.parameters as Parameter[] | undefined) ?? []).map((p) => deref(p));
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query" && p.schema);
  const method = op.method.toUpperCase();
  const choose = (name: string) => {
    const values = pathValues[name] ?? ["x"];
    return values[pick % values.length] ?? "x";
  };
  const goodPath = Object.fromEntries(pathParams.map((p) => [p.name, choose(p.name)]));
  const goodQuery = queryParams.flatMap((p) =>
    p.required || p.name === "id" ? queryPairs(p.name, exampleOf(p.schema ?? {})) : [],
  );
  const body = deref((op.operation.requestBody as Schema | undefined) ?? {}) as {
    content?: Record<string, { schema: Schema }>;
  };
  const json = body.content?.["application/json"]?.schema;
  const multipart = body.content?.["multipart/form-data"];
  const example = json ? exampleOf(json) : undefined;
  const bodyExample =
    example && typeof example === "object" && Object.keys(example).length === 0 ? CRUD_ROW : example;
  const variant = (label: string, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const v: Variant = { label, method, url, headers: { ...headers } };
    if (payload !== undefined) {
      v.payload = typeof payload === "string" || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
      v.headers["content-type"] ??= "application/json";
    }
    return v;
  };
  const good = urlOf(op.path, goodPath, goodQuery);
  const out: Variant[] = [variant("as documented", good, bodyExample)];

  for (const p of pathParams) {
    for (const raw of BAD_RAW_TEXT) {
      out.push(
        variant(
          `path ${p.name}=${raw.slice(0, 20)}`,
          urlOf(op.path, { ...goodPath, [p.name]: raw }, goodQuery),
          bodyExample,
        ),
      );
    }
  }
  for (const p of queryParams) {
    const others = goodQuery.filter((pair) => !pair.startsWith(`${encodeURIComponent(p.name)}=`));
    for (const raw of [...BAD_RAW_TEXT, "1&x[y][z]=1"]) {
      out.push(
        variant(
          `query ${p.name}=${raw.slice(0, 20)}`,
          urlOf(op.path, goodPath, [...others, `${p.name}=${raw}`]),
          bodyExample,
        ),
      );
    }
    out.push(
      variant(`query ${p.name}[]`, urlOf(op.path, goodPath, [...others, `${p.name}[]=1`, `${p.name}[]=2`])),
    );
    out.push(variant(`query ${p.name}[a][b]`, urlOf(op.path, goodPath, [...others, `${p.name}[a][b]=%00`])));
  }
  out.push(
    variant(
      "junk query",
      `${good}${good.includes("?") ? "&" : "?"}x=${"%F0%9F%98%80".repeat(3)}&y%00=1`,
      bodyExample,
    ),
  );

  if (bodyExample && typeof bodyExample === "object") {
    const fields = Object.entries(bodyExample as Record<string, unknown>);
    const properties = (json ? deref(json).properties : undefined) ?? {};
    for (const [field] of fields) {
      for (const bad of badValues(properties[field] ?? {})) {
        out.push(
          variant(`body ${field}=${JSON.stringify(bad)?.slice(0, 20)}`, good, {
            ...(bodyExample as object),
            [field]: bad,
          }),
        );
      }
      const { [field]: _dropped, ...without } = bodyExample as Record<string, unknown>;
      out.push(variant(`body without ${field}`, good, without));
    }
  }
  if (json || multipart) {
    for (const [label, payload] of [
      ["body []", "[]"],
      ["body string", '"text"'],
      ["body number", "99999999999"],
      ["body null", "null"],
      ["body malformed", '{"a":'],
      ["body deep", `${"[".repeat(20_000)}${"]".repeat(20_000)}`],
      ["body NUL key", '{"a\\u0000":1}'],
      ["body proto", '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}'],
    ] as const) {
      out.push(variant(label, good, payload, { "content-type": "application/json" }));
    }
    out.push(variant("body as text", good, "a=1", { "content-type": "text/plain" }));
    out.push(variant("body as xml", good, "<a/>", { "content-type": "application/xml" }));
  }
  if (multipart) {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    for (const name of ["a.png", "../../x.png", "\u0000.png", `${"長".repeat(300)}.png`, "😀.php", ""]) {
      const file = multipartFile(name, png, "image/png");
      out.push(variant(`file ${name.slice(0, 12)}`, good, file.payload, file.headers));
    }
    const cut = multipartFile("a.png", png, "image/png");
    out.push(variant("multipart cut short", good, cut.payload.subarray(0, 40), cut.headers));
    out.push(variant("multipart without boundary", good, "x", { "content-type": "multipart/form-data" }));
  }
  return out;
}
