import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import type { PageText } from '../fallback-content.ts';

/** A content page as readers see it: title, optional subtitle, and the sanitized HTML body. */
export function PageView({ page, updatedAt, actions }: { page: PageText; updatedAt?: string; actions?: ReactNode }) {
  const updated = updatedAt ? formatLongDate(updatedAt) : '';
  return (
    <article>
      <PageHeader title={page.title} subtitle={page.subtitle ?? undefined} actions={actions} />
      <Card className="sm:p-8">
        <RichText html={page.content} className="page-content max-w-none text-slate-200" />
        {updatedAt ? (
          <p className="mt-8 border-t border-surface-700 pt-4 text-xs text-slate-400">
            <Trans>Last updated {updated}</Trans>
          </p>
        ) : null}
      </Card>
    </article>
  );
}
