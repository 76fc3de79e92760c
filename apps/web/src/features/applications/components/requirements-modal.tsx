import type { FormSummary } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';

interface RequirementsModalProps {
  form: FormSummary | null;
  onCancel: () => void;
  onConfirm: (form: FormSummary) => void;
}

/** Prerequisites must be confirmed before a form with requirements opens (player-area §5). */
export function RequirementsModal({ form, onCancel, onConfirm }: RequirementsModalProps) {
  return (
    <Modal
      open={form !== null}
      title="Prerequisites & Requirements"
      onClose={onCancel}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={() => form && onConfirm(form)}>I Meet These Requirements</Button>
        </>
      }
    >
      {form ? (
        <>
          <p className="text-slate-300">Before proceeding with "{form.title}", please review the following requirements:</p>
          <RichText html={form.requirements} className="mt-4 rounded-xl border border-surface-700 bg-surface-900/70 p-4 text-slate-200" />
        </>
      ) : null}
    </Modal>
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
