import { Trans } from '@lingui/react/macro';
import { Card, PageHeader } from './card.tsx';

/** A route whose screen arrives with a later issue. */
export function Placeholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <p className="text-slate-300">
          <Trans>This section is being built and will be available soon.</Trans>
        </p>
      </Card>
    </>
  );
}
