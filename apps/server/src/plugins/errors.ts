import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, TextRef } from '@crp/shared';
import { ConflictError, DomainError, type Issue, type Message, ExternalServiceError, NotAllowedError, NotFoundError, RateLimitedError, ValidationError } from '../lib/domain-errors.ts';
import { errorInLanguage, translate } from '../modules/locale/index.ts';
import type { Locale } from '@crp/shared/locales';

/** An error a person can act on: its message is sent in the reader's language when it is a catalogue text, else as is. */
export class HttpError extends Error {
  readonly text?: TextRef;
  constructor(
    readonly statusCode: number,
    message: Message,
    readonly code = defaultCode(statusCode),
    readonly issues?: ApiError['issues'],
  ) {
    super(typeof message === 'string' ? message : message.english);
    if (typeof message !== 'string') this.text = { id: message.id, ...(message.values ? { values: message.values } : {}) };
  }
}

function defaultCode(status: number): string {
  return (
    {
      400: 'bad_request',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      408: 'timeout',
      409: 'conflict',
      413: 'too_large',
      414: 'too_long',
      415: 'unsupported_media_type',
      429: 'rate_limited',
      431: 'headers_too_large',
      502: 'upstream_error',
      503: 'unavailable',
    }[status] ?? 'error'
  );
}

export const badRequest = (message: Message, issues?: ApiError['issues']) => new HttpError(400, message, 'bad_request', issues);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Access denied. Admin privileges required.') => new HttpError(403, message);
export const notFound = (message: Message) => new HttpError(404, message);
export const conflict = (message: Message, code = 'conflict') => new HttpError(409, message, code);

export function errorBody(statusCode: number, message: string, code = defaultCode(statusCode), issues?: ApiError['issues']): ApiError {
  return { error: message, message, code, ...(issues && issues.length ? { issues } : {}) };
}

/** The one place a domain error becomes an HTTP status (decision 0006). */
function statusOf(err: DomainError): number {
  if (err instanceof NotFoundError) return 404;
  if (err instanceof ValidationError) return 400;
  if (err instanceof ConflictError) return 409;
  if (err instanceof NotAllowedError) return 403;
  if (err instanceof RateLimitedError) return 429;
  if (err instanceof ExternalServiceError) return 502;
  return 500;
}

/**
 * The central error shape: { error, message, code, issues? }; unknown errors answer 500 without detail.
 * The message is in the requester's language (D40, `localeOf`) when it is one of the server's
 * catalogued texts (modules/locale/messages); `code` stays English.
 */
export function registerErrorHandling(app: FastifyInstance, localeOf: (request: FastifyRequest) => Locale = () => 'en'): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const inLanguage = (text: string, ref?: TextRef): string => errorInLanguage(localeOf(request), text, ref);
    const issuesInLanguage = (issues: Issue[] | undefined) =>
      issues?.map(({ text, ...issue }) => ({ ...issue, message: inLanguage(issue.message, text) }));
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.statusCode, inLanguage(err.message, err.text), err.code, issuesInLanguage(err.issues)));
    }
    const domain: unknown = err;
    if (domain instanceof DomainError && statusOf(domain) !== 500) {
      const status = statusOf(domain);
      return reply.status(status).send(errorBody(status, inLanguage(domain.message, domain.text), domain.code ?? defaultCode(status), issuesInLanguage(domain.issues)));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [
          err.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'is invalid',
      }));
      const summary = issues.map((i) => `${i.path.replace(/^(body|querystring|params)\.?/, '') || i.path}: ${i.message}`).join('; ');
      return reply.status(400).send(errorBody(400, translate(localeOf(request), 'error.invalidRequest', { summary }), 'validation_failed', issues));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send(errorBody(500, inLanguage('Something went wrong on our side. Please try again.'), 'internal_error'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Too many requests. Please wait a moment and try again.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Send the request body as JSON (Content-Type: application/json).'
              : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
                ? 'The request body is not valid JSON.'
                : err.message;
      return reply.status(status).send(errorBody(status, inLanguage(message)));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, inLanguage('Something went wrong on our side. Please try again.'), 'internal_error'));
  });
}
