import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { requestLayer } from "../../../app/api.ts";
import { siteOrigin } from "../site/site-origin.ts";

const marks = z.array(z.object({ text: z.string(), hit: z.boolean() }));

const searchAnswer = z.object({
  code: z.number(),
  data: z.object({
    q: z.string(),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    list: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        summary: z.string(),
        image: z.string(),
        publish_time: z.number(),
        category: z.object({ id: z.number(), name: z.string(), name_en: z.string() }),
        titleMarks: marks,
        summaryMarks: marks,
      }),
    ),
  }),
});

export type SearchData = z.infer<typeof searchAnswer>["data"];
export type SearchHit = SearchData["list"][number];
export type Marks = z.infer<typeof marks>;

export const SEARCH_PAGE_SIZE = 10;

/** `GET /api/portal/search`: ranked matches with the matched parts of title and summary marked. */
export const searchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ["portal", "search", q, page] as const,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ q, page: String(page), limit: String(SEARCH_PAGE_SIZE) });
      // Through the app's request layer: language header, time limit and error messages as everywhere.
      const response = await requestLayer.fetch(
        new Request(new URL(`/api/portal/search?${query}`, siteOrigin()), { signal }),
      );
      return searchAnswer.parse(await response.json()).data;
    },
    staleTime: 60_000,
  });
