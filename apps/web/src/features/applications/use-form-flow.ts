import { useEffect, useMemo, useState } from 'react';
import type { FormDefinition, SubmitRequest } from '@crp/shared';
import { visibleQuestions } from '@crp/shared/form-conditions';
import { availabilityToRequest, AVAILABILITY_MESSAGE, hasAnySlot } from './availability.ts';
import { clearDraft, draftHasContent, loadDraft, saveDraft, type Answers, type AnswerValue, type Availability, type FormStage } from './draft-storage.ts';
import { firstPageWithError, isBlank, pageOf, questionsOnPage, totalPages, validatePage, validateQuestions, type FieldErrors } from './validation.ts';

interface Restored {
  savedAt: string;
  answers: Answers;
  page: number;
  stage: FormStage;
  availability: Availability;
}

/** The saved draft fitted to the form as it is now: unknown questions dropped, page clamped. */
function restore(definition: FormDefinition, discordId: string, pages: number): Restored | null {
  const draft = loadDraft(discordId, definition.slug);
  if (!draft) return null;
  const ids = new Set(definition.questions.map((question) => String(question.id)));
  const answers = Object.fromEntries(Object.entries(draft.answers).filter(([id]) => ids.has(id)));
  const restored = { ...draft, answers, page: Math.min(draft.page, pages), stage: definition.requiresInterview ? draft.stage : ('questions' as const) };
  return draftHasContent(restored) ? restored : null;
}

/** The answers of the questions the person is asked: hidden ones (D35) are neither kept in the draft nor sent. */
function askedAnswers(definition: FormDefinition, answers: Answers): Answers {
  const asked = new Set(visibleQuestions(definition.questions, answers).map((question) => String(question.id)));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => asked.has(id)));
}

/** The pages that hold at least one question the person is asked, in order (at least page 1). */
function pagesShown(questions: FormDefinition['questions'], paginated: boolean): number[] {
  const pages = [...new Set(questions.map((question) => pageOf(question, paginated)))].sort((a, b) => a - b);
  return pages.length > 0 ? pages : [1];
}

/** State of the form page (player-area §4 form flow): stage, page, answers, availability and errors,
 * kept in the person's draft on every change so nothing is lost to a reload or an expired session.
 * Conditional questions (D35) show and hide as the person answers; a page with none shown is skipped,
 * and the progress counts the pages shown. */
export function useFormFlow(definition: FormDefinition, discordId: string, { persist = true }: { persist?: boolean } = {}) {
  const paginated = definition.enablePagination;
  const pages = totalPages(definition.questions, paginated);
  // A preview (admin editor) neither restores nor keeps drafts.
  const [initial] = useState(() => (persist ? restore(definition, discordId, pages) : null));
  const [answers, setAnswers] = useState<Answers>(initial?.answers ?? {});
  const [storedPage, setPage] = useState(initial?.page ?? 1);
  const [stage, setStage] = useState<FormStage>(initial?.stage ?? 'questions');
  const [availability, setAvailability] = useState<Availability>(initial?.availability ?? {});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [availabilityError, setAvailabilityError] = useState<string | undefined>();
  const [restoredAt, setRestoredAt] = useState<string | null>(initial?.savedAt ?? null);

  const visible = useMemo(() => visibleQuestions(definition.questions, answers), [definition.questions, answers]);
  const shownPages = useMemo(() => pagesShown(visible, paginated), [visible, paginated]);
  // The page in view: the stored one, or the nearest shown page before it when its questions were hidden.
  const page = shownPages.includes(storedPage) ? storedPage : ([...shownPages].reverse().find((p) => p < storedPage) ?? shownPages[0]!);
  const pageIndex = shownPages.indexOf(page);

  useEffect(() => {
    if (!persist) return;
    const draft = { answers: askedAnswers(definition, answers), page, stage, availability };
    if (draftHasContent(draft)) saveDraft(discordId, definition.slug, draft);
    else clearDraft(discordId, definition.slug);
  }, [answers, page, stage, availability, discordId, definition, persist]);

  const setAnswer = (questionId: number, value: AnswerValue) => {
    const key = String(questionId);
    setAnswers((current) => ({ ...current, [key]: value }));
    // A field's error clears as soon as it is edited (player-area §5).
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const changeAvailability = (value: Availability) => {
    setAvailability(value);
    setAvailabilityError(undefined);
  };

  /** 'Next': validates this page, then moves on (to the interview step after the last page). */
  const next = (): boolean => {
    const pageErrors = validatePage(visible, answers, page, paginated);
    if (Object.keys(pageErrors).length > 0) {
      setErrors((current) => ({ ...current, ...pageErrors }));
      return false;
    }
    const following = shownPages[pageIndex + 1];
    if (following !== undefined) setPage(following);
    else if (definition.requiresInterview) setStage('interview');
    return true;
  };

  const previous = () => {
    if (stage === 'interview') setStage('questions');
    else setPage(shownPages[Math.max(0, pageIndex - 1)]!);
  };

  /** Shows errors (from the overall check or the server) on their fields and jumps to the first. */
  const showErrors = (fieldErrors: FieldErrors, availabilityMessage?: string) => {
    setErrors(fieldErrors);
    setAvailabilityError(availabilityMessage);
    const firstPage = firstPageWithError(visible, fieldErrors, paginated);
    if (firstPage !== null) {
      setStage('questions');
      setPage(firstPage);
    } else if (availabilityMessage && definition.requiresInterview) {
      setStage('interview');
    }
  };

  /** The overall check before submit; the request body when everything is in order. */
  const prepareSubmit = (): SubmitRequest | null => {
    const allErrors = validateQuestions(visible, answers);
    const missingSlots = definition.requiresInterview && !hasAnySlot(availability) ? AVAILABILITY_MESSAGE : undefined;
    if (Object.keys(allErrors).length > 0 || missingSlots) {
      showErrors(allErrors, missingSlots);
      return null;
    }
    const body: SubmitRequest = {
      answers: visible
        .filter((question) => !isBlank(answers[String(question.id)]))
        .map((question) => ({ questionId: question.id, answer: answers[String(question.id)] as AnswerValue })),
    };
    if (definition.requiresInterview) body.interviewAvailability = availabilityToRequest(availability);
    return body;
  };

  const discardDraft = () => {
    clearDraft(discordId, definition.slug);
    setAnswers({});
    setAvailability({});
    setErrors({});
    setAvailabilityError(undefined);
    setPage(1);
    setStage('questions');
    setRestoredAt(null);
  };

  const pageQuestions = useMemo(() => questionsOnPage(visible, page, paginated), [visible, page, paginated]);

  return {
    /** Pages with a question shown, and the one in view counted among them (the progress bar's numbers). */
    pages: shownPages.length,
    page: pageIndex + 1,
    stage,
    answers,
    availability,
    errors,
    availabilityError,
    restoredAt,
    pageQuestions,
    isLastPage: pageIndex >= shownPages.length - 1,
    setAnswer,
    changeAvailability,
    next,
    previous,
    showErrors,
    prepareSubmit,
    discardDraft,
    forgetDraft: () => clearDraft(discordId, definition.slug),
    dismissRestored: () => setRestoredAt(null),
  };
}
