import { msg } from '@lingui/core/macro';
import { applicationMessages as text } from '@crp/shared/form-constants';
import { translate } from '../../lib/i18n.ts';
import type { MessageDescriptor } from '../../lib/lingui.tsx';

/**
 * The shared answer rules' messages (@crp/shared applicationMessages: what the browser's check and the
 * server's 400 both say beside a question) in the page's language (D40), translated where they are
 * shown. A message that is not one of them (another server's words) is shown as it came.
 */
const fixed: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [text.required, msg`This field is required`],
  [text.chooseListed, msg`Choose one of the listed options`],
  [text.chooseOne, msg`Choose only one option`],
  [text.unknownQuestion, msg`Unknown question`],
  [text.answeredTwice, msg`This question was answered more than once`],
  [text.notAsked, msg`This question was not asked: it only applies to other answers to an earlier question. Remove this answer.`],
  [text.notText, msg`Answer must be text`],
  [text.badCharacter, msg`Answer contains a character that is not allowed`],
  [text.realDate, msg`Enter a real date as MM/DD/YYYY`],
  [text.availabilityRequired, msg`Choose at least one time slot when you can attend an interview`],
  [text.availabilityInvalid, msg`Choose interview times from the listed days and time slots`],
];
const byEnglish = new Map(fixed);

export function answerMessageText(message: string): string {
  const known = byEnglish.get(message);
  if (known) return translate(known);
  const max = /^Enter a whole number from 1 to (\d+)$/.exec(message)?.[1];
  if (max !== undefined && message === text.wholeNumber(Number(max))) return translate(msg`Enter a whole number from 1 to ${max}`);
  const limit = /^Answer is too long \(max (\d+) characters\)$/.exec(message)?.[1];
  if (limit !== undefined && message === text.tooLong(Number(limit))) return translate(msg`Answer is too long (max ${limit} characters)`);
  return message;
}
