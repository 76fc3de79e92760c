import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { useBlocker } from 'react-router';
import type { FormDefinition, FormType } from '@crp/shared';
import { formAdminMessages, textForType } from '@crp/shared/form-texts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminFormQuery, formTemplatesQuery, useSaveForm, type EditableForm } from '../api.ts';
import {
  answerAffectingChanges,
  canSave,
  deadlineProblem,
  editorReducer,
  emptyState,
  isDirty,
  questionProblems,
  stateFromDetail,
  stateFromTemplate,
  toPayload,
  toPreviewDefinition,
  type EditorState,
} from '../editor-state.ts';
import { BasicInfoSection } from './basic-info-section.tsx';
import { Icon, icons } from './fields.tsx';
import { QuestionsSection } from './questions-section.tsx';
import { RolesSection } from './roles-section.tsx';
import { StaffChannelSection } from './staff-channel-section.tsx';
import { VotingSection } from './voting-section.tsx';
import { ReviewTargetSection } from './review-target-section.tsx';
import { EligibilitySection } from './eligibility-section.tsx';
import { WebhookSection } from './webhook-section.tsx';

export interface FormEditorProps {
  /** The form to edit, or null to create one of `newType`. */
  formId: number | null;
  newType: FormType;
  /** A template (D36) to start from instead of an empty form: opened unsaved. */
  templateKey?: string;
  /** Back to the list (after a save, or when the person leaves). */
  onClose: () => void;
  /** The applicant's own form, composed by the route (features do not import each other). */
  renderPreview: (definition: FormDefinition) => ReactNode;
}

/** The form editor (admin-area §2.6), full screen inside the management page. */
export function FormEditor({ formId, newType, templateKey, onClose, renderPreview }: FormEditorProps) {
  if (formId === null && templateKey) return <TemplateEditor templateKey={templateKey} onClose={onClose} renderPreview={renderPreview} />;
  if (formId === null) return <EditorBody saved={null} initial={emptyState(newType)} onClose={onClose} renderPreview={renderPreview} />;
  return <LoadedEditor formId={formId} onClose={onClose} renderPreview={renderPreview} />;
}

const loadFailed = 'Failed to load application details. Please try again.';

function TemplateEditor({ templateKey, onClose, renderPreview }: Pick<FormEditorProps, 'onClose' | 'renderPreview'> & { templateKey: string }) {
  const templates = useQuery(formTemplatesQuery);
  const template = templates.data?.find((t) => t.key === templateKey);
  // Taken once, like a stored form: later renders must not reset what the admin changed.
  const [initial, setInitial] = useState<EditorState | null>(null);
  useEffect(() => {
    if (template && initial === null) setInitial(stateFromTemplate(template));
  }, [template, initial]);

  if (templates.isError || (templates.data && !template)) {
    return (
      <EmptyState
        title="Could not open this template"
        lines={[
          templates.isError
            ? errorMessage(templates.error, 'Failed to load the templates. Please try again.')
            : `There is no template called “${templateKey}”.`,
        ]}
        action={
          <div className="flex gap-2">
            {templates.isError ? <Button onClick={() => void templates.refetch()}>Try Again</Button> : null}
            <Button variant="secondary" onClick={onClose}>
              Back to forms
            </Button>
          </div>
        }
      />
    );
  }
  if (!template || !initial) return <LoadingBlock label="Loading template..." />;
  return <EditorBody saved={null} initial={initial} fromTemplate={template.name} onClose={onClose} renderPreview={renderPreview} />;
}

function LoadedEditor({ formId, onClose, renderPreview }: Omit<FormEditorProps, 'newType' | 'formId'> & { formId: number }) {
  const form = useQuery({ ...adminFormQuery(formId), refetchOnWindowFocus: false, refetchOnReconnect: false });
  const failed = form.isError;
  useEffect(() => {
    if (failed) toast.error(loadFailed, { id: 'form-load-failed' });
  }, [failed]);
  // The starting point is taken once: a background refetch must not reset what the admin typed.
  const [initial, setInitial] = useState<EditorState | null>(null);
  useEffect(() => {
    if (form.data && initial === null) setInitial(stateFromDetail(form.data));
  }, [form.data, initial]);

  if (form.isError) {
    return (
      <EmptyState
        title="Could not open this form"
        lines={[errorMessage(form.error, loadFailed)]}
        action={
          <div className="flex gap-2">
            <Button onClick={() => void form.refetch()}>Try Again</Button>
            <Button variant="secondary" onClick={onClose}>
              Back to forms
            </Button>
          </div>
        }
      />
    );
  }
  if (!form.data || !initial) return <LoadingBlock label="Loading form..." />;
  return <EditorBody saved={form.data} initial={initial} onClose={onClose} renderPreview={renderPreview} />;
}

interface EditorBodyProps {
  saved: EditableForm | null;
  /** The template's name when the form started from one (D36). */
  fromTemplate?: string;
  initial: EditorState;
  onClose: () => void;
  renderPreview: (definition: FormDefinition) => ReactNode;
}

function EditorBody({ saved, initial, fromTemplate, onClose, renderPreview }: EditorBodyProps) {
  const [state, dispatch] = useReducer(editorReducer, initial);
  const save = useSaveForm();
  const [attempted, setAttempted] = useState(false);
  const [changes, setChanges] = useState<string[] | null>(null);
  const [preview, setPreview] = useState(false);
  const leaving = useRef(false);
  // The version the editor opened (a background refetch must not move it): the server refuses the
  // save with 409 if someone else saved the form since, instead of silently overwriting their work.
  const [openedVersion] = useState(saved?.updatedAt);
  const dirty = isDirty(initial, state);

  // Unsaved changes: leaving through the app (close, Cancel, links, Back) asks first; so does the browser.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const problems = attempted ? questionProblems(state) : {};
  const deadlineError = attempted ? deadlineProblem(state) : null;
  const ready = canSave(state);
  const heading = textForType(saved ? 'Edit Application/Survey' : 'Create New Application/Survey', state.type);

  const persist = () => {
    setChanges(null);
    save.mutateAsync({ id: saved?.id ?? null, body: { ...toPayload(state), expectedUpdatedAt: openedVersion } }).then(
      () => {
        toast.success(textForType(saved ? 'Application/Survey updated successfully' : 'Application/Survey created successfully', state.type));
        leaving.current = true;
        onClose();
      },
      (err: unknown) => toast.error(errorMessage(err, textForType('Failed to save survey/application. Please try again.', state.type))),
    );
  };

  const onSave = () => {
    setAttempted(true);
    if (!ready) return;
    const found = questionProblems(state);
    const firstKey = Object.keys(found)[0];
    if (firstKey || deadlineProblem(state)) {
      const page = state.questions.find((q) => q.key === firstKey)?.pageNumber;
      if (page && page !== state.currentPage) dispatch({ type: 'selectPage', page });
      toast.error(deadlineProblem(state) ?? 'Please fix the highlighted questions.');
      return;
    }
    const affected = saved ? answerAffectingChanges(saved, state) : [];
    if (affected.length > 0) setChanges(affected);
    else persist();
  };

  const responses = saved?.responseCount ?? 0;

  return (
    <div className="-mt-4">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4 border-b border-surface-700 pb-5">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-300">{state.type === 'survey' ? 'Survey' : 'Application'}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{heading}</h1>
          {saved ? (
            <p className="mt-1 text-sm text-slate-400">
              {responses === 0 ? 'No responses yet.' : `${responses} ${responses === 1 ? 'response' : 'responses'} so far.`}
              {dirty ? <span className="ml-2 text-yellow-200">Unsaved changes</span> : null}
            </p>
          ) : fromTemplate ? (
            <p className="mt-1 text-sm text-slate-400">
              From the {fromTemplate} template. <span className="text-yellow-200">Not saved yet: change anything you like, then press Save.</span>
            </p>
          ) : dirty ? (
            <p className="mt-1 text-sm text-yellow-200">Unsaved changes</p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={() => setPreview(true)} disabled={state.questions.length === 0}>
            <Icon d={icons.eye} />
            Preview
          </Button>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close editor"
            className="rounded-lg p-2 text-slate-400 hover:bg-surface-800 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <Icon d={icons.close} className="h-6 w-6" />
          </button>
        </div>
      </div>

      {responses > 0 ? (
        <div className="mb-6 rounded-xl border border-accent-500/40 bg-accent-500/10 px-4 py-3 text-sm text-cyan-100">
          This {state.type} has {responses} {responses === 1 ? 'response' : 'responses'}. Earlier answers keep each question exactly as it was asked; your
          changes apply to new responses. You will be asked to confirm changes to questions people have answered.
        </div>
      ) : null}

      <div className="space-y-6 pb-28">
        <BasicInfoSection state={state} dispatch={dispatch} titleMissing={attempted && !state.title.trim()} deadlineError={deadlineError} />
        <QuestionsSection state={state} problems={problems} dispatch={dispatch} />
        {state.type === 'application' ? <RolesSection roles={state.roles} dispatch={dispatch} /> : null}
        {state.type === 'application' ? <VotingSection votesRequired={state.votesRequired} votingBinding={state.votingBinding} dispatch={dispatch} /> : null}
        {state.type === 'application' ? <ReviewTargetSection reviewTargetHours={state.reviewTargetHours} dispatch={dispatch} /> : null}
        <EligibilitySection gates={state.gates} dispatch={dispatch} />
        {state.type === 'application' ? <StaffChannelSection staffChannelId={state.staffChannelId} dispatch={dispatch} /> : null}
        <WebhookSection state={state} dispatch={dispatch} saved={saved} />
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 border-t border-surface-700 bg-surface-950/90 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-end gap-3">
          {!ready ? (
            <p role="status" className="mr-auto text-sm text-yellow-200">
              {formAdminMessages.titleAndQuestion}
            </p>
          ) : (
            <p className="mr-auto text-sm text-slate-400">
              {state.questions.length} {state.questions.length === 1 ? 'question' : 'questions'} on {state.pageCount} {state.pageCount === 1 ? 'page' : 'pages'}
            </p>
          )}
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={!ready || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>

      <Modal open={preview} title={`Preview: ${state.title.trim() || 'Untitled'}`} size="xl" onClose={() => setPreview(false)}>
        <p className="mb-6 rounded-lg bg-surface-800 px-3 py-2 text-sm text-slate-300">
          This is the form exactly as members will see it, with your unsaved changes. Answers you enter here are not sent.
        </p>
        {preview ? renderPreview(toPreviewDefinition(state, saved)) : null}
      </Modal>

      <ConfirmDialog
        open={changes !== null}
        title="Change answered questions?"
        confirmLabel="Save Changes"
        tone="primary"
        busy={save.isPending}
        onConfirm={persist}
        onClose={() => setChanges(null)}
      >
        <p>
          This {state.type} has {responses} {responses === 1 ? 'response' : 'responses'}. These changes affect questions people have already answered:
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {(changes ?? []).map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-400">Earlier responses keep the questions and options exactly as they were asked. New responses use the new version.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Discard unsaved changes?"
        confirmLabel="Discard Changes"
        cancelLabel="Keep Editing"
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p>Your changes to this {state.type} have not been saved. If you leave now they are lost.</p>
      </ConfirmDialog>
    </div>
  );
}
