import type { ServerCatalogue } from './en.rules.ts';

export const ptBR: ServerCatalogue = {
  'error.unauthorized': 'Entre na sua conta para continuar.',
  'error.forbidden': 'Acesso negado. É preciso ter permissão de administrador.',
  'error.invalidRequest': 'Requisição inválida. {summary}',
  'error.tooManyRequests': 'Muitas requisições. Espere um pouco e tente de novo.',
  'error.internal': 'Algo deu errado do nosso lado. Tente de novo.',
  'error.unknownLocale': 'Idioma desconhecido. Escolha um destes: {available}.',
  'dm.accepted': '🎉 Boa notícia, {name}! Sua inscrição {form} foi aceita. Bem-vindo a bordo!',
  'dm.acceptedNote': 'Recado da equipe: {notes}',
  'dm.rejected': 'Oi, {name}, obrigado por se inscrever em {form}. Infelizmente sua inscrição não foi aceita desta vez.',
  'dm.rejectedReason': 'Motivo: {notes}',
  'dm.interview': 'Oi, {name}, sua inscrição {form} avançou para a entrevista! 🎙️',
  'dm.interviewAt': 'Entrevista: {when}',
  'dm.interviewTimeLater': 'Em breve avisaremos o horário da entrevista.',
  'dm.interviewNotes': 'Observações: {notes}',
  'dm.interviewTime': '{utc} ({discordTime} no seu fuso horário)',
  'dm.details': 'Veja os detalhes no seu painel: {url}',
  'dm.staffMessage': 'Oi, {name}, a equipe te mandou uma mensagem sobre sua inscrição {form}:',
  'dm.staffMessageAnswer': 'Leia e responda no seu painel: {url}',
};
