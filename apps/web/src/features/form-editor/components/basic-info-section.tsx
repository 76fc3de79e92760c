import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RichTextEditor } from '../../../components/rich-text-editor/index.ts';
import type { EditorAction, EditorState } from '../editor-state.ts';
import { FieldError, Hint, inputClass, labelClass, Section, Switch } from './fields.tsx';

interface BasicInfoSectionProps {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  titleMissing: boolean;
  deadlineError: string | null;
}

/** Title, description, deadline, requirements and the form's switches (admin-area §2.6, §3.4). */
export function BasicInfoSection({ state, dispatch, titleMissing, deadlineError }: BasicInfoSectionProps) {
  const { t } = useLingui();
  const id = useId();
  const set = (patch: Extract<EditorAction, { type: 'set' }>['patch']) => dispatch({ type: 'set', patch });
  const survey = state.type === 'survey';

  return (
    <Section title={t`Basic Information`}>
      <div className="space-y-5">
        <div>
          <label htmlFor={`${id}-title`} className={labelClass}>
            <Trans>Title</Trans>{' '}
            <span aria-hidden="true" className="text-red-400">
              *
            </span>
          </label>
          <input
            id={`${id}-title`}
            value={state.title}
            maxLength={200}
            required
            aria-invalid={titleMissing}
            onChange={(e) => set({ title: e.target.value })}
            placeholder={survey ? t`e.g. Community Feedback Survey` : t`e.g. Staff Application`}
            className={inputClass(titleMissing, 'text-base')}
          />
        </div>

        <RichTextEditor
          label={t`Description`}
          value={state.description}
          onChange={(description) => set({ description })}
          placeholder={survey ? t`What is this survey about?` : t`What is this application about?`}
        />

        <div className="rounded-xl border border-surface-700 bg-surface-900/50 p-4">
          <Switch
            checked={state.hasDeadline}
            onChange={(on) => dispatch({ type: 'toggleDeadline', on })}
            label={t`Set a deadline`}
            description={survey ? t`The survey closes at this time; after it nobody can submit.` : t`The application closes at this time; after it nobody can submit.`}
          />
          {state.hasDeadline ? (
            <div className="mt-4 max-w-xs">
              <label htmlFor={`${id}-deadline`} className={labelClass}>
                <Trans>Deadline (your local time)</Trans>
              </label>
              <input
                id={`${id}-deadline`}
                type="datetime-local"
                value={state.deadline}
                onChange={(e) => set({ deadline: e.target.value })}
                aria-invalid={Boolean(deadlineError)}
                aria-describedby={deadlineError ? `${id}-deadline-error` : undefined}
                className={inputClass(Boolean(deadlineError), '[color-scheme:dark]')}
              />
              <FieldError id={`${id}-deadline-error`}>{deadlineError}</FieldError>
            </div>
          ) : null}
        </div>

        <div>
          <RichTextEditor
            label={t`Requirements`}
            value={state.requirements}
            onChange={(requirements) => set({ requirements })}
            placeholder={t`Optional prerequisites, e.g. age, playtime, rules read`}
          />
          <Hint>
            <Trans>Optional. Shown to applicants before they start.</Trans>
          </Hint>
        </div>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Switch
            checked={state.enablePagination}
            onChange={(enablePagination) => set({ enablePagination })}
            label={t`Enable pagination`}
            description={t`One page of questions at a time, with Next and Previous.`}
          />
          <Switch
            checked={state.isActive}
            onChange={(isActive) => set({ isActive })}
            label={t`Active`}
            description={survey ? t`Members can see and answer the survey.` : t`Members can see and answer the application.`}
          />
          {state.type === 'application' ? (
            <Switch
              checked={state.requiresInterview}
              onChange={(requiresInterview) => set({ requiresInterview })}
              label={t`Requires Interview`}
              description={t`Accepted applications move to Pending Interview first.`}
            />
          ) : null}
        </div>
      </div>
    </Section>
  );
}
