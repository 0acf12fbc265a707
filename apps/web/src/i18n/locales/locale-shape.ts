import type { zhCn } from "./zh-cn.ts";

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The key tree of the default language with every text a string: other languages must match it exactly. */
export type LocaleShape = Shape<typeof zhCn>;

/** Another language's texts for a block of the default language's: the same keys, every text a string. */
export type TextsLike<T> = { readonly [K in keyof T]: T[K] extends string ? string : TextsLike<T[K]> };
