import type { ServerCatalogue } from './en.rules.ts';

export const es: ServerCatalogue = {
  'error.unauthorized': 'Inicia sesión para continuar.',
  'error.forbidden': 'Acceso denegado. Necesitas permisos de administrador.',
  'error.invalidRequest': 'Solicitud no válida. {summary}',
  'error.tooManyRequests': 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  'error.internal': 'Algo salió mal por nuestra parte. Vuelve a intentarlo.',
  'error.unknownLocale': 'Idioma desconocido. Elige uno de estos: {available}.',
  'dm.accepted': '🎉 ¡Buenas noticias, {name}! Tu solicitud {form} ha sido aceptada. ¡Bienvenido a bordo!',
  'dm.acceptedNote': 'Mensaje del equipo: {notes}',
  'dm.rejected': 'Hola, {name}: gracias por postularte a {form}. Por desgracia, esta vez tu solicitud no ha sido aceptada.',
  'dm.rejectedReason': 'Motivo: {notes}',
  'dm.interview': '¡Hola, {name}! Tu solicitud {form} pasa a la fase de entrevista. 🎙️',
  'dm.interviewAt': 'Entrevista: {when}',
  'dm.interviewTimeLater': 'Pronto te diremos la hora de la entrevista.',
  'dm.interviewNotes': 'Notas: {notes}',
  'dm.interviewTime': '{utc} ({discordTime} en tu zona horaria)',
  'dm.details': 'Consulta los detalles en tu panel: {url}',
  'dm.staffMessage': 'Hola, {name}: el staff te ha enviado un mensaje sobre tu solicitud {form}:',
  'dm.staffMessageAnswer': 'Léelo y responde en tu panel: {url}',
};
