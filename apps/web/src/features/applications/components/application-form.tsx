import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { Link, useNavigate } from 'react-router';
import type { FormDefinition } from '@crp/shared';
import { paths } from '../../../app/paths.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useSubmitApplication } from '../mutations.ts';
import { useFormFlow } from '../use-form-flow.ts';
import { errorsFromIssues } from '../validation.ts';
import { FormHeader } from './form-header.tsx';
import { PageProgress, StepIndicator } from './form-progress.tsx';
import { QuestionInput } from './question-input.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';

// The interview step comes after the questions, on some forms only: fetched when it is reached (decision 0013).
const InterviewAvailability = lazy(() => import('./interview-availability.tsx').then((m) => ({ default: m.InterviewAvailability })));

/** Conflict redirect delay (player-area §9). */
export const CONFLICT_REDIRECT_MS = 2000;

interface ApplicationFormProps {
  definition: FormDefinition;
  discordId: string;
  /** The person's last response was rejected or withdrawn: this is a new attempt. */
  reapplyingAfter: 'rejected' | 'withdrawn' | null;
  /** The admin editor's preview: the same form, but nothing is kept or sent. */
  preview?: boolean;
}

/** The applicant's form: question pages, the optional interview step, and submission (player-area §4). */
export function ApplicationForm({ definition, discordId, reapplyingAfter, preview = false }: ApplicationFormProps) {
  const { t } = useLingui();
  const flow = useFormFlow(definition, discordId, { persist: !preview });
  const [previewChecked, setPreviewChecked] = useState(false);
  const submit = useSubmitApplication(definition.slug);
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<'heading' | 'error' | null>(null);
  const shownChange = useShownQuestionsNotice(flow.pageQuestions, `${flow.stage}:${flow.page}`);

  // After a page change, focus moves to the step heading; after errors, to the first invalid field.
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'error') {
      const field = formRef.current?.querySelector('[data-question-field]:has([aria-invalid="true"])');
      const control = field?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, select, button[tabindex="0"]');
      control?.focus();
      field?.scrollIntoView?.({ block: 'center' });
    } else {
      headingRef.current?.focus();
      formRef.current?.scrollIntoView?.({ block: 'start' });
    }
    setFocusTarget(null);
  }, [focusTarget, flow.page, flow.stage]);

  useEffect(() => {
    if (!conflict) return;
    const timer = setTimeout(() => navigate(paths.dashboard.href()), CONFLICT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [conflict, navigate]);

  const goNext = () => setFocusTarget(flow.next() ? 'heading' : 'error');
  const goBack = () => {
    flow.previous();
    setFocusTarget('heading');
  };

  const send = () => {
    const body = flow.prepareSubmit();
    if (!body) {
      setFocusTarget('error');
      return;
    }
    if (preview) {
      setPreviewChecked(true);
      return;
    }
    // mutateAsync, not mutate(…, callbacks): per-call callbacks are dropped when the form unmounts
    // first (a refreshed status can swap the screen), and the person would see nothing happen.
    submit.mutateAsync(body).then(
      () => {
        flow.forgetDraft();
        toast.success(t`Application submitted successfully!`);
        navigate(paths.dashboard.href());
      },
      (err: unknown) => {
        if (!(err instanceof ApiRequestError) || err.status === 0) {
          toast.error(t`Failed to submit application. Please try again.`);
        } else if (err.status === 401) {
          // The API client is already taking the person to sign in; the draft keeps their answers.
        } else if (err.status === 409) {
          toast.error(errorMessage(err, t`You have already submitted this application`));
          setConflict(true);
        } else {
          const { fields, other } = errorsFromIssues(err.body?.issues);
          if (Object.keys(fields).length > 0 || other.length > 0) {
            const availabilityIssue = err.body?.issues?.find((issue) => issue.path.startsWith('interviewAvailability'));
            flow.showErrors(fields, availabilityIssue?.message);
            setFocusTarget('error');
          }
          toast.error(errorMessage(err, t`Failed to submit application`));
        }
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.stage === 'questions' && (!flow.isLastPage || definition.requiresInterview)) goNext();
    else send();
  };

  const busy = submit.isPending;
  const submitLabel = busy ? t`Submitting...` : conflict ? t`Already Submitted` : reapplyingAfter ? t`Resubmit Application` : t`Submit Application`;
  const submitButton = (
    <Button type="submit" size="lg" disabled={busy || conflict || !definition.isOpen}>
      {submitLabel}
    </Button>
  );
  const onQuestions = flow.stage === 'questions';

  return (
    <div className="mx-auto max-w-3xl">
      <FormHeader
        definition={definition}
        reapplyingAfter={reapplyingAfter}
        restoredAt={flow.restoredAt}
        onDiscardDraft={flow.discardDraft}
        onDismissRestored={flow.dismissRestored}
      />
      {definition.requiresInterview ? <StepIndicator stage={flow.stage} /> : null}
      <Card>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="form-step-heading" className="scroll-mt-24">
          <h2 id="form-step-heading" ref={headingRef} tabIndex={-1} className="mb-6 text-2xl font-bold text-white focus:outline-none">
            {onQuestions ? <Trans>Application Questions</Trans> : <Trans>Interview Availability</Trans>}
          </h2>
          {onQuestions ? (
            <>
              {flow.pages > 1 ? <PageProgress page={flow.page} pages={flow.pages} /> : null}
              {/* Conditional questions (D35) appear and go as the person answers: screen readers hear it. */}
              <p role="status" className="sr-only">
                {shownChange}
              </p>
              <div className="space-y-8">
                {flow.pageQuestions.length === 0 ? (
                  <p className="text-slate-400">
                    <Trans>There are no questions on this page.</Trans>
                  </p>
                ) : null}
                {flow.pageQuestions.map((question) => (
                  <QuestionInput
                    key={question.id}
                    question={question}
                    value={flow.answers[String(question.id)]}
                    error={flow.errors[String(question.id)]}
                    onChange={(value) => flow.setAnswer(question.id, value)}
                  />
                ))}
              </div>
            </>
          ) : (
            <Suspense fallback={<LoadingBlock label={t`Loading interview times...`} />}>
              <InterviewAvailability value={flow.availability} onChange={flow.changeAvailability} error={flow.availabilityError} />
            </Suspense>
          )}

          {previewChecked ? (
            <p role="status" className="mt-8 rounded-xl border border-emerald-500/40 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-100">
              <Trans>Every answer passes the form’s checks. This is a preview, so nothing was submitted.</Trans>
            </p>
          ) : null}
          <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-surface-700 pt-6">
            {preview && onQuestions && flow.page === 1 ? (
              <span />
            ) : onQuestions && flow.page === 1 && !busy ? (
              <Link to={paths.applications.href()} className={buttonClass('secondary', 'lg')}>
                <Trans>Back to Applications</Trans>
              </Link>
            ) : (
              <Button variant="secondary" size="lg" onClick={goBack} disabled={busy}>
                {!onQuestions ? <Trans>Back to Questions</Trans> : flow.page === 1 ? <Trans>Back to Applications</Trans> : <Trans>Previous</Trans>}
              </Button>
            )}
            {onQuestions && (!flow.isLastPage || definition.requiresInterview) ? (
              <Button type="submit" size="lg" disabled={busy}>
                <Trans>Next</Trans>
              </Button>
            ) : (
              submitButton
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}

/**
 * Words for a screen reader when answers show or hide questions on the page in view (D35):
 * 'A question appeared below: “Why?”'. Empty when the page itself changes.
 */
function useShownQuestionsNotice(questions: ReadonlyArray<{ id: number; title: string }>, where: string): string {
  const { t } = useLingui();
  const [notice, setNotice] = useState('');
  const previous = useRef<{ where: string; ids: Set<number> } | null>(null);
  const ids = questions.map((q) => q.id).join(',');
  useEffect(() => {
    const now = new Set(questions.map((q) => q.id));
    const before = previous.current;
    previous.current = { where, ids: now };
    if (!before || before.where !== where) {
      setNotice('');
      return;
    }
    const added = questions.filter((q) => !before.ids.has(q.id)).map((q) => `“${q.title}”`);
    const removed = [...before.ids].filter((id) => !now.has(id)).length;
    const list = added.join(', ');
    const count = added.length;
    const parts = [
      added.length === 1
        ? t`A question appeared below: ${list}.`
        : added.length > 1
          ? t`${plural(count, { one: `# question appeared below: ${list}.`, other: `# questions appeared below: ${list}.` })}`
          : '',
      removed === 1
        ? t`A question no longer applies and was hidden.`
        : removed > 1
          ? t`${plural(removed, { one: '# question no longer applies and was hidden.', other: '# questions no longer apply and were hidden.' })}`
          : '',
    ].filter(Boolean);
    if (parts.length > 0) setNotice(parts.join(' '));
    // The ids string stands for the list: a new array with the same questions is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, where]);
  return notice;
}
