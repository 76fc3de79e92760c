import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { FormDefinition, FormType } from '@crp/shared';
import { FormEditor } from './form-editor.tsx';
import { FormResultsView } from './form-results.tsx';
import { FormsList } from './forms-list.tsx';

const positiveId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /admin/applications: the list, the editor and the results share one page and are deep-linkable
 * (?new=application|survey, ?template={key}, ?edit={id}, ?results={id}); from=dashboard is kept throughout.
 */
export function FormsManager({ renderPreview }: { renderPreview: (definition: FormDefinition) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const go = (next: Record<string, string>) => {
    const from = params.get('from');
    setParams({ ...(from ? { from } : {}), ...next });
    window.scrollTo({ top: 0 });
  };
  const toList = () => go({});

  const newType = params.get('new');
  if (newType === 'application' || newType === 'survey') {
    return <FormEditor key={`new-${newType}`} formId={null} newType={newType} onClose={toList} renderPreview={renderPreview} />;
  }
  const templateKey = params.get('template');
  if (templateKey && /^[a-z0-9-]{1,60}$/.test(templateKey)) {
    return (
      <FormEditor
        key={`template-${templateKey}`}
        formId={null}
        newType="application"
        templateKey={templateKey}
        onClose={toList}
        renderPreview={renderPreview}
      />
    );
  }
  const editId = positiveId(params.get('edit'));
  if (editId !== null) return <FormEditor key={editId} formId={editId} newType="application" onClose={toList} renderPreview={renderPreview} />;
  const resultsId = positiveId(params.get('results'));
  if (resultsId !== null) return <FormResultsView key={resultsId} formId={resultsId} onBack={toList} />;

  return (
    <FormsList
      onCreate={(type: FormType) => go({ new: type })}
      onTemplate={(key) => go({ template: key })}
      onEdit={(id) => go({ edit: String(id) })}
      onResults={(id) => go({ results: String(id) })}
    />
  );
}
