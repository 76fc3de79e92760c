import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { FormSummary } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/ui/card.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { myApplicationsQuery, publicFormsQuery } from '../api.ts';
import { applicationsListView } from '../eligibility.ts';
import { FormCard } from './form-card.tsx';
import { hasRequirements, RequirementsModal } from './requirements-modal.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-12">
      <h2 id={id} className="mb-5 text-2xl font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

const grid = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';

/** The two sections of the applications page with eligibility filtering and the requirements step. */
export function ApplicationsBrowser() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const forms = useQuery(publicFormsQuery);
  const mine = useQuery(myApplicationsQuery);
  const [pending, setPending] = useState<FormSummary | null>(null);

  // Failed loads are only logged (player-area §8); the sections then show their empty states.
  const loading = forms.isPending || mine.isPending;
  const view = applicationsListView(forms.data ?? [], mine.data ?? []);

  const open = (form: FormSummary) => navigate(paths.applicationForm.href(form.slug));
  const start = (form: FormSummary) => (hasRequirements(form) ? setPending(form) : open(form));

  return (
    <>
      <Section id="available-applications" title={t`Available Applications`}>
        {loading ? (
          <LoadingBlock label={t`Loading applications...`} />
        ) : view.applications.length > 0 ? (
          <div className={grid}>
            {view.applications.map((form) => (
              <FormCard key={form.id} form={form} completed={false} onStart={start} />
            ))}
          </div>
        ) : view.allApplicationsTaken ? (
          <EmptyState
            title={t`No Applications Available`}
            lines={[t`You have pending or accepted applications for all available positions.`]}
            action={
              <Link to={paths.dashboard.href()} className="font-semibold text-accent-400 underline hover:text-accent-500">
                <Trans>View your applications on the dashboard</Trans>
              </Link>
            }
          />
        ) : (
          <EmptyState
            title={t`No Applications Available`}
            lines={[
              t`Available applications will be displayed here once they are created by administrators.`,
              t`Check back later or contact an administrator for more information.`,
            ]}
          />
        )}
      </Section>

      <Section id="available-surveys" title={t`Available Surveys`}>
        {forms.isPending ? (
          <LoadingBlock label={t`Loading surveys...`} />
        ) : view.surveys.length > 0 ? (
          <div className={grid}>
            {view.surveys.map((form) => (
              <FormCard key={form.id} form={form} completed={view.completedSurveyIds.has(form.id)} onStart={start} />
            ))}
          </div>
        ) : (
          <EmptyState
            title={t`No Surveys Available`}
            lines={[
              t`Community surveys will be displayed here once they are created by administrators.`,
              t`Check back later for feedback surveys and community polls.`,
            ]}
          />
        )}
      </Section>

      <RequirementsModal
        form={pending}
        onCancel={() => setPending(null)}
        onConfirm={(form) => {
          setPending(null);
          open(form);
        }}
      />
    </>
  );
}
