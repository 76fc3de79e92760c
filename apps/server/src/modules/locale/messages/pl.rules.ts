import type { ServerCatalogue } from './en.rules.ts';

export const pl: ServerCatalogue = {
  'error.unauthorized': 'Zaloguj się, aby kontynuować.',
  'error.forbidden': 'Brak dostępu. Potrzebujesz uprawnień administratora.',
  'error.invalidRequest': 'Nieprawidłowe żądanie. {summary}',
  'error.tooManyRequests': 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
  'error.internal': 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
  'error.unknownLocale': 'Nieznany język. Wybierz jeden z: {available}.',
  'dm.accepted': '🎉 Dobre wieści, {name}! Twoje podanie {form} zostało przyjęte. Witamy na pokładzie!',
  'dm.acceptedNote': 'Wiadomość od ekipy: {notes}',
  'dm.rejected': 'Cześć {name}, dzięki za złożenie podania {form}. Niestety tym razem nie zostało przyjęte.',
  'dm.rejectedReason': 'Powód: {notes}',
  'dm.interview': 'Cześć {name}, twoje podanie {form} przeszło do etapu rozmowy! 🎙️',
  'dm.interviewAt': 'Rozmowa: {when}',
  'dm.interviewTimeLater': 'Wkrótce podamy termin rozmowy.',
  'dm.interviewNotes': 'Uwagi: {notes}',
  'dm.interviewTime': '{utc} ({discordTime} w twojej strefie czasowej)',
  'dm.details': 'Szczegóły znajdziesz w swoim panelu: {url}',
  'dm.staffMessage': 'Cześć {name}, ekipa wysłała ci wiadomość w sprawie podania {form}:',
  'dm.staffMessageAnswer': 'Przeczytaj ją i odpowiedz w swoim panelu: {url}',
};
