import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FormDefinition } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

function StateCard({ title, lines, children }: { title: string; lines: string[]; children?: ReactNode }) {
  return (
    <Card className="mx-auto max-w-2xl text-center">
      <h1 className="text-2xl font-extrabold text-white">{title}</h1>
      {lines.map((line) => (
        <p key={line} className="mt-3 text-slate-300">
          {line}
        </p>
      ))}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </Card>
  );
}

const backToApplications = (
  <ButtonLink to={paths.applications.href()} variant="secondary">
    <Trans>Back to Applications</Trans>
  </ButtonLink>
);

export function NoSlugState() {
  const { t } = useLingui();
  return (
    <StateCard title={t`No Slug Provided`} lines={[t`No application slug was found in the URL.`]}>
      {backToApplications}
    </StateCard>
  );
}

export function NotFoundState() {
  const { t } = useLingui();
  return (
    <StateCard title={t`Application Not Found`} lines={[t`The application you're looking for could not be loaded. It may have been removed.`]}>
      {backToApplications}
    </StateCard>
  );
}

export function AlreadySubmittedState({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <StateCard title={t`Application Already Submitted`} lines={[t`You have already submitted "${title}".`, t`You can follow its status on your dashboard.`]}>
      <ButtonLink to={paths.dashboard.href()}>
        <Trans>View Dashboard</Trans>
      </ButtonLink>
      {backToApplications}
    </StateCard>
  );
}

/** A form without a title is broken data: show what arrived so an admin can fix it. */
export function DebugInfoState({ definition, slug }: { definition: FormDefinition; slug: string }) {
  const { t } = useLingui();
  return (
    <StateCard title={t`This application could not be displayed`} lines={[t`The application data is incomplete. Please let an administrator know.`]}>
      <div className="w-full text-left">
        <details className="rounded-lg border border-surface-700 bg-surface-900 p-4 text-sm text-slate-300">
          <summary className="cursor-pointer font-semibold text-slate-200">
            <Trans>Debug info</Trans>
          </summary>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-400">
              <Trans>Slug</Trans>
            </dt>
            <dd>{slug}</dd>
            <dt className="text-slate-400">
              <Trans>Id</Trans>
            </dt>
            <dd>{definition.id}</dd>
            <dt className="text-slate-400">
              <Trans>Type</Trans>
            </dt>
            <dd>{definition.type}</dd>
            <dt className="text-slate-400">
              <Trans>Questions</Trans>
            </dt>
            <dd>{definition.questions.length}</dd>
          </dl>
        </details>
        <div className="mt-6 flex justify-center">{backToApplications}</div>
      </div>
    </StateCard>
  );
}
