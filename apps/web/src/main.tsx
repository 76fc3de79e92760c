import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter, routerFlushSync } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
const router = createRouter(queryClient);

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser paint and answer input in between, instead of one long task (issue 25: total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} flushSync={routerFlushSync} />
      </Providers>
    </StrictMode>,
  );
});
