import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { RouterInstanceContext } from './router-instance.ts';
import { createAppRouter } from './router.tsx';

export function AppRoot() {
  // Created on mount, inside the providers: the first navigation's guard may need the
  // feedback bridge right away (it waits for it, but need not wait long).
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterInstanceContext.Provider value={router}>
        <RouterProvider router={router} />
      </RouterInstanceContext.Provider>
    </AppProviders>
  );
}
