import { createContext, useContext } from 'react';
import type { createBrowserRouter } from 'react-router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The data router itself, for code that must see every navigation rather than every
 * committed render (React drops a transition render that a quicker navigation overtakes). */
export const RouterInstanceContext = createContext<AppRouter | null>(null);

export function useRouterInstance(): AppRouter | null {
  return useContext(RouterInstanceContext);
}
