import type { ServerCatalogue } from './en.rules.ts';

export const de: ServerCatalogue = {
  'error.unauthorized': 'Bitte melde dich an, um fortzufahren.',
  'error.forbidden': 'Zugriff verweigert. Dafür brauchst du Admin-Rechte.',
  'error.invalidRequest': 'Ungültige Anfrage. {summary}',
  'error.tooManyRequests': 'Zu viele Anfragen. Bitte warte kurz und versuche es erneut.',
  'error.internal': 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  'error.unknownLocale': 'Unbekannte Sprache. Wähle eine davon: {available}.',
  'dm.accepted': '🎉 Gute Nachrichten, {name}! Deine Bewerbung {form} wurde angenommen. Willkommen an Bord!',
  'dm.acceptedNote': 'Nachricht vom Team: {notes}',
  'dm.rejected': 'Hallo {name}, danke für deine Bewerbung für {form}. Leider wurde sie dieses Mal nicht angenommen.',
  'dm.rejectedReason': 'Grund: {notes}',
  'dm.interview': 'Hallo {name}, deine Bewerbung {form} ist eine Runde weiter: Es geht zum Interview! 🎙️',
  'dm.interviewAt': 'Interview: {when}',
  'dm.interviewTimeLater': 'Den Termin für das Interview sagen wir dir bald.',
  'dm.interviewNotes': 'Hinweise: {notes}',
  'dm.interviewTime': '{utc} ({discordTime} in deiner Zeitzone)',
  'dm.details': 'Alle Details findest du in deinem Dashboard: {url}',
  'dm.staffMessage': 'Hallo {name}, das Team hat dir eine Nachricht zu deiner Bewerbung {form} geschickt:',
  'dm.staffMessageAnswer': 'Lies und beantworte sie in deinem Dashboard: {url}',
};
