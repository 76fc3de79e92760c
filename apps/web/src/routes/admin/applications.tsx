import { FormPreview } from '../../features/applications/components/form-preview.tsx';
import { FormsManager } from '../../features/form-editor/components/forms-manager.tsx';

/** /admin/applications (admin-area §2.5, §2.6): the form editor, with the applicant's form as its preview. */
export default function Page() {
  return <FormsManager renderPreview={(definition) => <FormPreview definition={definition} />} />;
}
