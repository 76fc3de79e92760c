import type { AnswerLine } from './deliveries.payloads.ts';

interface AnswerSnapshot {
  question_title: string;
  question_type: string;
  question_options: string;
  question_rating_max: number | null;
  answer: string;
}

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** An answer as plain words for a webhook: choice ids become their labels, ratings 'n/max'. */
export function answerLine(row: AnswerSnapshot): AnswerLine {
  const type = row.question_type;
  let answer = row.answer;
  if (['dropdown', 'multiple_choice', 'single_choice', 'multichoice', 'singlechoice'].includes(type)) {
    const labels = new Map(
      parseList(row.question_options).flatMap((o) =>
        typeof o === 'object' && o !== null && 'id' in o && 'label' in o ? [[String(o.id), String(o.label)] as const] : [],
      ),
    );
    const ids = row.answer.startsWith('[') ? parseList(row.answer).map(String) : [row.answer];
    answer = ids.map((id) => labels.get(id) ?? id).join(', ');
  } else if (type === 'rating' && row.question_rating_max) {
    answer = `${row.answer}/${row.question_rating_max}`;
  }
  return { question: row.question_title, answer };
}
