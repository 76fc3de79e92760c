import type { ServerCatalogue } from './en.rules.ts';

export const fr: ServerCatalogue = {
  'error.unauthorized': 'Connecte-toi pour continuer.',
  'error.forbidden': 'Accès refusé. Il faut les droits d’administrateur.',
  'error.invalidRequest': 'Requête invalide. {summary}',
  'error.tooManyRequests': 'Trop de requêtes. Attends un instant puis réessaie.',
  'error.internal': 'Un problème est survenu de notre côté. Réessaie.',
  'error.unknownLocale': 'Langue inconnue. Choisis parmi : {available}.',
  'dm.accepted': '🎉 Bonne nouvelle, {name} ! Ta candidature {form} a été acceptée. Bienvenue parmi nous !',
  'dm.acceptedNote': 'Mot de l’équipe : {notes}',
  'dm.rejected': 'Salut {name}, merci d’avoir postulé pour {form}. Malheureusement, ta candidature n’a pas été retenue cette fois-ci.',
  'dm.rejectedReason': 'Motif : {notes}',
  'dm.interview': 'Salut {name}, ta candidature {form} passe à l’étape de l’entretien ! 🎙️',
  'dm.interviewAt': 'Entretien : {when}',
  'dm.interviewTimeLater': 'Nous te communiquerons bientôt l’heure de l’entretien.',
  'dm.interviewNotes': 'Remarques : {notes}',
  'dm.interviewTime': '{utc} ({discordTime} dans ton fuseau horaire)',
  'dm.details': 'Tous les détails sont sur ton tableau de bord : {url}',
  'dm.staffMessage': 'Salut {name}, l’équipe t’a envoyé un message au sujet de ta candidature {form} :',
  'dm.staffMessageAnswer': 'Lis-le et réponds sur ton tableau de bord : {url}',
};
