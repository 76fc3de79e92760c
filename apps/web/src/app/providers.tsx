import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '../components/ui/toaster.tsx';
import { activeI18n, I18nProvider, type I18n } from '../lib/lingui.tsx';

/** The query cache, the page's language (D40: the render's on the server) and the page's toast area around the app. */
export function Providers({ client, i18n, children }: { client: QueryClient; i18n?: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n ?? activeI18n()}>
      <QueryClientProvider client={client}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
