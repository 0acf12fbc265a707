/**
 * How many matching rows a paged list counts at most: counting every row of a large table on each page
 * costs as much as reading it. Up to this many the total is exact; past it the list answers
 * `COUNTED_TOTAL_CAP + 1`, which reads "more than 10,000" (`totalIsCapped`).
 */
export const COUNTED_TOTAL_CAP = 10_000;

/** True when a list's `total` says "more than COUNTED_TOTAL_CAP" rather than an exact count. */
export const totalIsCapped = (total: number): boolean => total > COUNTED_TOTAL_CAP;
