import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/card.tsx';
import { ApplicationsBrowser } from '../../features/applications/components/applications-browser.tsx';

/** /applications: every open application and survey the person may take (player-area §2). */
export default function ApplicationsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Applications & Surveys`} subtitle={t`Join the team or share your feedback with the community.`} />
      <ApplicationsBrowser />
    </>
  );
}
