import { QueryClient } from '@tanstack/react-query';

/** One cache for the app (the guard fills it before the pages read it). The http client
 * already toasts failures, so queries do not retry into a second or third toast, and a
 * back-office does not need refetch-on-focus bursts. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
