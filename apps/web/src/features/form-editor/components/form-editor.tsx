import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { useBlocker } from 'react-router';
import type { FormDefinition, FormType } from '@crp/shared';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n.ts';
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

const loadFailed = () => translate(msg`Failed to load application details. Please try again.`);

/**
 * The spec's texts name both types; the screen names the one it is about, one message per type:
 * - 'Create New Application/Survey', 'Edit Application/Survey'
 * - 'Application/Survey created successfully', 'Application/Survey updated successfully'
 * - 'Failed to save survey/application. Please try again.'
 */
const typeTexts = {
  application: {
    create: msg`Create New Application`,
    edit: msg`Edit Application`,
    created: msg`Application created successfully`,
    updated: msg`Application updated successfully`,
    saveFailed: msg`Failed to save application. Please try again.`,
  },
  survey: {
    create: msg`Create New Survey`,
    edit: msg`Edit Survey`,
    created: msg`Survey created successfully`,
    updated: msg`Survey updated successfully`,
    saveFailed: msg`Failed to save survey. Please try again.`,
  },
} as const;

function TemplateEditor({ templateKey, onClose, renderPreview }: Pick<FormEditorProps, 'onClose' | 'renderPreview'> & { templateKey: string }) {
  const { t } = useLingui();
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
        title={t`Could not open this template`}
        lines={[templates.isError ? errorMessage(templates.error, t`Failed to load the templates. Please try again.`) : t`There is no template called “${templateKey}”.`]}
        action={
          <div className="flex gap-2">
            {templates.isError ? (
              <Button onClick={() => void templates.refetch()}>
                <Trans>Try Again</Trans>
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              <Trans>Back to forms</Trans>
            </Button>
          </div>
        }
      />
    );
  }
  if (!template || !initial) return <LoadingBlock label={t`Loading template...`} />;
  return <EditorBody saved={null} initial={initial} fromTemplate={template.name} onClose={onClose} renderPreview={renderPreview} />;
}

function LoadedEditor({ formId, onClose, renderPreview }: Omit<FormEditorProps, 'newType' | 'formId'> & { formId: number }) {
  const { t } = useLingui();
  const form = useQuery({ ...adminFormQuery(formId), refetchOnWindowFocus: false, refetchOnReconnect: false });
  const failed = form.isError;
  useEffect(() => {
    if (failed) toast.error(loadFailed(), { id: 'form-load-failed' });
  }, [failed]);
  // The starting point is taken once: a background refetch must not reset what the admin typed.
  const [initial, setInitial] = useState<EditorState | null>(null);
  useEffect(() => {
    if (form.data && initial === null) setInitial(stateFromDetail(form.data));
  }, [form.data, initial]);

  if (form.isError) {
    return (
      <EmptyState
        title={t`Could not open this form`}
        lines={[errorMessage(form.error, loadFailed())]}
        action={
          <div className="flex gap-2">
            <Button onClick={() => void form.refetch()}>
              <Trans>Try Again</Trans>
            </Button>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Back to forms</Trans>
            </Button>
          </div>
        }
      />
    );
  }
  if (!form.data || !initial) return <LoadingBlock label={t`Loading form...`} />;
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
  const { t, i18n } = useLingui();
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
  const texts = typeTexts[state.type];
  const heading = i18n._(saved ? texts.edit : texts.create);

  const persist = () => {
    setChanges(null);
    save.mutateAsync({ id: saved?.id ?? null, body: { ...toPayload(state), expectedUpdatedAt: openedVersion } }).then(
      () => {
        toast.success(i18n._(saved ? texts.updated : texts.created));
        leaving.current = true;
        onClose();
      },
      (err: unknown) => toast.error(errorMessage(err, i18n._(texts.saveFailed))),
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
      toast.error(deadlineProblem(state) ?? t`Please fix the highlighted questions.`);
      return;
    }
    const affected = saved ? answerAffectingChanges(saved, state) : [];
    if (affected.length > 0) setChanges(affected);
    else persist();
  };

  const responses = saved?.responseCount ?? 0;
  const survey = state.type === 'survey';
  const questionCount = state.questions.length;
  const pageCount = state.pageCount;
  const untitled = state.title.trim();
  const previewTitle = untitled ? t`Preview: ${untitled}` : t`Preview: Untitled`;

  return (
    <div className="-mt-4">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4 border-b border-surface-700 pb-5">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-300">{survey ? <Trans>Survey</Trans> : <Trans>Application</Trans>}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{heading}</h1>
          {saved ? (
            <p className="mt-1 text-sm text-slate-400">
              {responses === 0 ? <Trans>No responses yet.</Trans> : t`${plural(responses, { one: '# response so far.', other: '# responses so far.' })}`}
              {dirty ? (
                <span className="ml-2 text-yellow-200">
                  <Trans>Unsaved changes</Trans>
                </span>
              ) : null}
            </p>
          ) : fromTemplate ? (
            <p className="mt-1 text-sm text-slate-400">
              <Trans>
                From the {fromTemplate} template. <span className="text-yellow-200">Not saved yet: change anything you like, then press Save.</span>
              </Trans>
            </p>
          ) : dirty ? (
            <p className="mt-1 text-sm text-yellow-200">
              <Trans>Unsaved changes</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" onClick={() => setPreview(true)} disabled={state.questions.length === 0}>
            <Icon d={icons.eye} />
            <Trans>Preview</Trans>
          </Button>
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close editor`}
            className="rounded-lg p-2 text-slate-400 hover:bg-surface-800 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <Icon d={icons.close} className="h-6 w-6" />
          </button>
        </div>
      </div>

      {responses > 0 ? (
        <div className="mb-6 rounded-xl border border-accent-500/40 bg-accent-500/10 px-4 py-3 text-sm text-cyan-100">
          {survey
            ? t`${plural(responses, { one: 'This survey has # response.', other: 'This survey has # responses.' })} Earlier answers keep each question exactly as it was asked; your changes apply to new responses. You will be asked to confirm changes to questions people have answered.`
            : t`${plural(responses, { one: 'This application has # response.', other: 'This application has # responses.' })} Earlier answers keep each question exactly as it was asked; your changes apply to new responses. You will be asked to confirm changes to questions people have answered.`}
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
              <Trans>Please provide a title and at least one question for the survey/application.</Trans>
            </p>
          ) : (
            <p className="mr-auto text-sm text-slate-400">
              {t`${plural(questionCount, { one: '# question', other: '# questions' })} on ${plural(pageCount, { one: '# page', other: '# pages' })}`}
            </p>
          )}
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onSave} disabled={!ready || save.isPending}>
            {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
          </Button>
        </div>
      </div>

      <Modal open={preview} title={previewTitle} size="xl" onClose={() => setPreview(false)}>
        <p className="mb-6 rounded-lg bg-surface-800 px-3 py-2 text-sm text-slate-300">
          <Trans>This is the form exactly as members will see it, with your unsaved changes. Answers you enter here are not sent.</Trans>
        </p>
        {preview ? renderPreview(toPreviewDefinition(state, saved)) : null}
      </Modal>

      <ConfirmDialog
        open={changes !== null}
        title={t`Change answered questions?`}
        confirmLabel={t`Save Changes`}
        tone="primary"
        busy={save.isPending}
        onConfirm={persist}
        onClose={() => setChanges(null)}
      >
        <p>
          {survey
            ? t`${plural(responses, { one: 'This survey has # response.', other: 'This survey has # responses.' })} These changes affect questions people have already answered:`
            : t`${plural(responses, { one: 'This application has # response.', other: 'This application has # responses.' })} These changes affect questions people have already answered:`}
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {(changes ?? []).map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-400">
          <Trans>Earlier responses keep the questions and options exactly as they were asked. New responses use the new version.</Trans>
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t`Discard unsaved changes?`}
        confirmLabel={t`Discard Changes`}
        cancelLabel={t`Keep Editing`}
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <p>
          {survey ? (
            <Trans>Your changes to this survey have not been saved. If you leave now they are lost.</Trans>
          ) : (
            <Trans>Your changes to this application have not been saved. If you leave now they are lost.</Trans>
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
