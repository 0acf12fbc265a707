import type { zhCn } from "./zh-cn.ts";

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The key tree of the default language with every text a string: other languages must match it exactly. */
export type LocaleShape = Shape<typeof zhCn>;
