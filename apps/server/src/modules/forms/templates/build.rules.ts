import type { Question, QuestionCondition, QuestionType } from '@crp/shared';

/** One question of a template, written the short way; `pages()` fills in the rest. */
export interface TemplateQuestion {
  /** A temporary id, unique within the template: conditions name their source by it. */
  id: number;
  type: QuestionType;
  title: string;
  description?: string;
  placeholder?: string;
  /** Templates ask for an answer unless told otherwise. */
  required?: boolean;
  /** [option id, label] pairs for choice questions. */
  options?: Array<[string, string]>;
  ratingMax?: number;
  showIf?: QuestionCondition;
}

/** The questions of a template, page by page, in the order the applicant meets them. */
export function pages(...list: TemplateQuestion[][]): Question[] {
  return list.flatMap((page, pageIndex) =>
    page.map((q, index): Question => ({
      id: q.id,
      title: q.title,
      description: q.description ?? null,
      type: q.type,
      placeholder: q.placeholder ?? null,
      isRequired: q.required ?? true,
      pageNumber: pageIndex + 1,
      displayOrder: index + 1,
      options: (q.options ?? []).map(([id, label]) => ({ id, label })),
      ratingScale: q.type === 'rating' ? { min: 1, max: q.ratingMax ?? 5 } : null,
      showIf: q.showIf ?? null,
    })),
  );
}

export const yesNo: Array<[string, string]> = [
  ['yes', 'Yes'],
  ['no', 'No'],
];

export const ageRanges: Array<[string, string]> = [
  ['under-16', 'Under 16'],
  ['16-17', '16–17'],
  ['18-24', '18–24'],
  ['25-34', '25–34'],
  ['35-plus', '35 or older'],
];

export const regions: Array<[string, string]> = [
  ['europe', 'Europe'],
  ['north-america', 'North America'],
  ['south-america', 'South America'],
  ['asia', 'Asia'],
  ['oceania', 'Oceania'],
  ['africa', 'Africa'],
];
