import { z } from "zod/mini";

/**
 * Search values of the public pages. The router parses query values as JSON, so a value may arrive
 * as a number or a string; one that does not fit is dropped rather than refused.
 */
export const idParam = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

/** A top-level menu item has pid 0, which the address keeps (SPEC §2: menu clicks carry mid and pid). */
export const menuIdParam = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined);

/** A page number from 1 to `last`. */
export const pageParam = (last: number) =>
  z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(last))), undefined);
