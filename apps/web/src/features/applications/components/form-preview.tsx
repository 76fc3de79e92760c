import type { FormDefinition } from '@crp/shared';
import { ApplicationForm } from './application-form.tsx';

/**
 * The applicant's form exactly as members see it, for the admin editor's 'Preview': answers can be
 * entered and checked, but no draft is kept and nothing is submitted.
 */
export function FormPreview({ definition }: { definition: FormDefinition }) {
  return <ApplicationForm definition={definition} discordId="preview" reapplyingAfter={null} preview />;
}
