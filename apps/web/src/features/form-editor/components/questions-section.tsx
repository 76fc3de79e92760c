import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { conditionSources, conditionText, pageLabel, questionsOn, type EditorAction, type EditorState, type QuestionProblems } from '../editor-state.ts';
import { Icon, icons, Section } from './fields.tsx';
import { SortableQuestions } from './sortable-questions.tsx';

interface QuestionsSectionProps {
  state: EditorState;
  problems: QuestionProblems;
  dispatch: (action: EditorAction) => void;
}

/** Questions with a page tab bar (admin-area §2.6, §4.3): add and delete pages, reorder within a page. */
export function QuestionsSection({ state, problems, dispatch }: QuestionsSectionProps) {
  const { t } = useLingui();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const page = state.currentPage;
  const onPage = questionsOn(state, page);
  const pages = Array.from({ length: state.pageCount }, (_, i) => i + 1);
  const conditions = Object.fromEntries(onPage.map((q) => [q.key, { sources: conditionSources(state, q), summary: conditionText(state, q) }]));

  const select = (target: number) => {
    dispatch({ type: 'selectPage', page: target });
    tabs.current[target - 1]?.focus();
  };
  // Arrow keys move between the page tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    const next = { ArrowRight: page + 1, ArrowLeft: page - 1, Home: 1, End: state.pageCount }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(Math.min(state.pageCount, Math.max(1, next)));
  };

  const deletePage = () => {
    dispatch({ type: 'deletePage', page });
    setConfirmDelete(false);
    toast.success(t`Page deleted successfully`);
  };

  return (
    <Section
      title={t`Questions`}
      description={
        state.enablePagination
          ? t`Applicants answer one page at a time. Drag a question by its handle, or focus the handle and use Space and the arrow keys, to reorder it.`
          : t`Pagination is off: applicants see every page’s questions on one page, in page order. Drag a question by its handle to reorder it.`
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2 border-b border-surface-700 pb-3">
        <div role="tablist" aria-label={t`Pages`} className="flex flex-wrap gap-1">
          {pages.map((n) => {
            const count = questionsOn(state, n).length;
            const selected = n === page;
            return (
              <button
                key={n}
                ref={(el) => {
                  tabs.current[n - 1] = el;
                }}
                type="button"
                role="tab"
                id={`page-tab-${n}`}
                aria-selected={selected}
                aria-controls="page-panel"
                tabIndex={selected ? 0 : -1}
                onClick={() => dispatch({ type: 'selectPage', page: n })}
                onKeyDown={onTabKey}
                className={`rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 ${
                  selected ? 'bg-brand-600 text-white' : 'bg-surface-800 text-slate-300 hover:bg-surface-700 hover:text-white'
                }`}
              >
                {pageLabel(n)}
                <span className={`ml-2 rounded-full px-1.5 text-xs ${selected ? 'bg-white/20' : 'bg-surface-700'}`}>
                  <span className="sr-only">, </span>
                  {count}
                  <span className="sr-only"> {t`${plural(count, { one: 'question', other: 'questions' })}`}</span>
                </span>
              </button>
            );
          })}
        </div>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'addPage' })}>
          <Icon d={icons.plus} />
          <Trans>Add Page</Trans>
        </Button>
        {state.pageCount > 1 ? (
          <Button variant="ghost" size="sm" className="ml-auto text-red-300 hover:bg-red-500/10 hover:text-red-200" onClick={() => setConfirmDelete(true)}>
            <Icon d={icons.trash} />
            <Trans>Delete Page</Trans>
          </Button>
        ) : null}
      </div>

      {state.clearedConditions.length > 0 ? (
        <div role="alert" className="mb-4 rounded-xl border border-yellow-500/40 bg-yellow-500/10 px-4 py-3 text-sm text-yellow-100">
          <ul className="space-y-1">
            {state.clearedConditions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div role="tabpanel" id="page-panel" aria-labelledby={`page-tab-${page}`}>
        {onPage.length === 0 ? (
          <div className="rounded-xl border border-dashed border-surface-600 bg-surface-900/50 px-4 py-8 text-center text-sm text-slate-400">
            <Trans>No questions on Page {page} yet.</Trans>
          </div>
        ) : (
          <SortableQuestions page={page} pageCount={state.pageCount} questions={onPage} problems={problems} dispatch={dispatch} conditions={conditions} />
        )}
        <Button variant="secondary" className="mt-4 w-full border-dashed" onClick={() => dispatch({ type: 'addQuestion' })}>
          <Icon d={icons.plus} />
          <Trans>Add Question to Page {page}</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete Page`}
        confirmLabel={t`Delete Page`}
        tone="danger"
        onConfirm={deletePage}
        onClose={() => setConfirmDelete(false)}
      >
        <p>
          {onPage.length > 0
            ? t`Delete Page ${page}? ${plural(onPage.length, { one: 'Its question moves', other: 'Its # questions move' })} to the end of Page 1, and later pages are renumbered.`
            : t`Delete Page ${page}? Later pages are renumbered.`}
        </p>
      </ConfirmDialog>
    </Section>
  );
}
