import type { ServerCatalogue } from './en.rules.ts';

export const ru: ServerCatalogue = {
  'error.unauthorized': 'Войдите, чтобы продолжить.',
  'error.forbidden': 'Доступ запрещён. Нужны права администратора.',
  'error.invalidRequest': 'Неверный запрос. {summary}',
  'error.tooManyRequests': 'Слишком много запросов. Подождите немного и попробуйте снова.',
  'error.internal': 'У нас что-то пошло не так. Попробуйте ещё раз.',
  'error.unknownLocale': 'Неизвестный язык. Выберите один из: {available}.',
  'dm.accepted': '🎉 Отличные новости, {name}! Ваша заявка {form} принята. Добро пожаловать!',
  'dm.acceptedNote': 'Сообщение от команды: {notes}',
  'dm.rejected': 'Привет, {name}! Спасибо за заявку {form}. К сожалению, в этот раз она не принята.',
  'dm.rejectedReason': 'Причина: {notes}',
  'dm.interview': 'Привет, {name}! Ваша заявка {form} прошла на собеседование! 🎙️',
  'dm.interviewAt': 'Собеседование: {when}',
  'dm.interviewTimeLater': 'Время собеседования сообщим в ближайшее время.',
  'dm.interviewNotes': 'Заметки: {notes}',
  'dm.interviewTime': '{utc} ({discordTime} в вашем часовом поясе)',
  'dm.details': 'Подробности — в вашем личном кабинете: {url}',
  'dm.staffMessage': 'Привет, {name}! Команда отправила вам сообщение по заявке {form}:',
  'dm.staffMessageAnswer': 'Прочитайте и ответьте в личном кабинете: {url}',
};
