import { QueryClient } from "@tanstack/react-query";

// The request layer already shows every failure; an automatic retry would show it again.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
