import { Trans, useLingui } from '@lingui/react/macro';
import type { FormSummary } from '@crp/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';

interface RequirementsModalProps {
  form: FormSummary | null;
  onCancel: () => void;
  onConfirm: (form: FormSummary) => void;
}

/** Prerequisites must be confirmed before a form with requirements opens (player-area §5). */
export function RequirementsModal({ form, onCancel, onConfirm }: RequirementsModalProps) {
  const { t } = useLingui();
  const title = form?.title;
  return (
    <ConfirmDialog
      open={form !== null}
      title={t`Prerequisites & Requirements`}
      size="lg"
      confirmLabel={t`I Meet These Requirements`}
      onClose={onCancel}
      onConfirm={() => form && onConfirm(form)}
    >
      {form ? (
        <>
          <p className="text-slate-300">
            <Trans>Before proceeding with "{title}", please review the following requirements:</Trans>
          </p>
          <RichText html={form.requirements} className="mt-4 rounded-xl border border-surface-700 bg-surface-900/70 p-4 text-slate-200" />
        </>
      ) : null}
    </ConfirmDialog>
  );
}

/** Requirements count only when they hold visible text (HTML with only empty paragraphs is blank). */
export function hasRequirements(form: Pick<FormSummary, 'requirements'>): boolean {
  if (!form.requirements) return false;
  return (
    form.requirements
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
