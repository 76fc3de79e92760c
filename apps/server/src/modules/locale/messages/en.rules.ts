/**
 * The server's English texts (the source, D40): the documents' texts exactly. Every other language's
 * file has the same keys (the type says so; apps/server/src/modules/locale/catalogues.test.ts checks the
 * placeholders and plural forms). ICU MessageFormat: docs/translations.md.
 */
export const en = {
  'error.unauthorized': 'Please sign in to continue.',
  'error.forbidden': 'Access denied. Admin privileges required.',
  'error.invalidRequest': 'Invalid request. {summary}',
  'error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.unknownLocale': 'Unknown language. Choose one of: {available}.',
  'dm.accepted': '🎉 Good news, {name}! Your application {form} has been accepted. Welcome aboard!',
  'dm.acceptedNote': 'Note from the team: {notes}',
  'dm.rejected': 'Hi {name}, thank you for applying for {form}. Unfortunately your application was not accepted this time.',
  'dm.rejectedReason': 'Reason: {notes}',
  'dm.interview': 'Hi {name}, your application {form} has moved on to an interview! 🎙️',
  'dm.interviewAt': 'Interview: {when}',
  'dm.interviewTimeLater': 'We will let you know the interview time soon.',
  'dm.interviewNotes': 'Notes: {notes}',
  'dm.interviewTime': '{utc} ({discordTime} in your time zone)',
  'dm.details': 'See the details on your dashboard: {url}',
  'dm.staffMessage': 'Hi {name}, the staff sent you a message about your application {form}:',
  'dm.staffMessageAnswer': 'Read and answer it on your dashboard: {url}',
} as const;

export type ServerMessageId = keyof typeof en;
export type ServerCatalogue = Record<ServerMessageId, string>;
