import { msg } from '@lingui/core/macro';
import type { QuestionType } from '@crp/shared';
import type { MessageDescriptor } from '../../lib/lingui.tsx';
import { translate } from '../../lib/i18n.ts';

const questionTypeNames: Record<QuestionType, MessageDescriptor> = {
  short_text: msg`Short Text`,
  long_text: msg`Long Text`,
  dropdown: msg`Dropdown`,
  multiple_choice: msg`Multiple Choice`,
  single_choice: msg`Single Choice`,
  rating: msg`Rating`,
  date: msg`Date`,
};

/** A question type's label (the shared questionTypeLabels), in the active language (D40): read when shown. */
export function questionTypeName(type: string): string {
  return translate((questionTypeNames as Record<string, MessageDescriptor>)[type] ?? questionTypeNames.short_text);
}
