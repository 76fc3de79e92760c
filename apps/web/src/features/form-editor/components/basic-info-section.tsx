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
  const id = useId();
  const set = (patch: Extract<EditorAction, { type: 'set' }>['patch']) => dispatch({ type: 'set', patch });
  const noun = state.type === 'survey' ? 'survey' : 'application';

  return (
    <Section title="Basic Information">
      <div className="space-y-5">
        <div>
          <label htmlFor={`${id}-title`} className={labelClass}>
            Title{' '}
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
            placeholder={state.type === 'survey' ? 'e.g. Community Feedback Survey' : 'e.g. Staff Application'}
            className={inputClass(titleMissing, 'text-base')}
          />
        </div>

        <RichTextEditor
          label="Description"
          value={state.description}
          onChange={(description) => set({ description })}
          placeholder={`What is this ${noun} about?`}
        />

        <div className="rounded-xl border border-surface-700 bg-surface-900/50 p-4">
          <Switch
            checked={state.hasDeadline}
            onChange={(on) => dispatch({ type: 'toggleDeadline', on })}
            label="Set a deadline"
            description={`The ${noun} closes at this time; after it nobody can submit.`}
          />
          {state.hasDeadline ? (
            <div className="mt-4 max-w-xs">
              <label htmlFor={`${id}-deadline`} className={labelClass}>
                Deadline (your local time)
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
            label="Requirements"
            value={state.requirements}
            onChange={(requirements) => set({ requirements })}
            placeholder="Optional prerequisites, e.g. age, playtime, rules read"
          />
          <Hint>Optional. Shown to applicants before they start.</Hint>
        </div>

        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Switch
            checked={state.enablePagination}
            onChange={(enablePagination) => set({ enablePagination })}
            label="Enable pagination"
            description="One page of questions at a time, with Next and Previous."
          />
          <Switch checked={state.isActive} onChange={(isActive) => set({ isActive })} label="Active" description={`Members can see and answer the ${noun}.`} />
          {state.type === 'application' ? (
            <Switch
              checked={state.requiresInterview}
              onChange={(requiresInterview) => set({ requiresInterview })}
              label="Requires Interview"
              description="Accepted applications move to Pending Interview first."
            />
          ) : null}
        </div>
      </div>
    </Section>
  );
}
