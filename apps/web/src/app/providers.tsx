import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

/** Toasts top-right; the shell's own toasts last 4 s, success 2 s, loading until dismissed (player-area §9). */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-right"
        toastOptions={{
          duration: 4000,
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Infinity },
          style: { background: '#171728', color: '#f1f5f9', border: '1px solid #30304d' },
        }}
      />
    </QueryClientProvider>
  );
}
