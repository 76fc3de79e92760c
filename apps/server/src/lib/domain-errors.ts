/**
 * What queries and services throw when a request cannot be done (decision 0006). They say what went
 * wrong in the domain's words, never which HTTP status that is: plugins/errors.ts maps each class to
 * its status once. Messages are shown to people, so write them for the person reading; a message
 * given as a catalogue text (`serverText` of the locale module) is said in the reader's language (D40).
 */
import type { TextRef } from '@crp/shared';

/** A catalogue text with its English (the locale module's `serverText`). */
export type Message = string | (TextRef & { readonly english: string });

/** A problem a caller can fix, with the field it concerns (`path` like 'body.answers.3'). */
export interface Issue {
  path: string;
  message: string;
  /** The same message as a catalogue text, to say it in the reader's language. */
  text?: TextRef;
  /** An eligibility gate's code and when it lifts (D34). */
  code?: string;
  until?: string;
}

export abstract class DomainError extends Error {
  /** The message as a catalogue text, when it was given as one. */
  readonly text?: TextRef;
  constructor(
    message: Message,
    /** A stable machine-readable reason (`already_submitted`, `duplicate_server`); the mapping supplies a default. */
    readonly code?: string,
    readonly issues?: Issue[],
  ) {
    super(typeof message === 'string' ? message : message.english);
    if (typeof message !== 'string') this.text = { id: message.id, ...(message.values ? { values: message.values } : {}) };
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not the caller's to see). → 404 */
export class NotFoundError extends DomainError {
  constructor(message: Message, code?: string) {
    super(message, code);
  }
}

/** The input breaks a rule of the domain (a rule a schema cannot express). → 400 */
export class ValidationError extends DomainError {
  constructor(message: Message, issues?: Issue[], code?: string) {
    super(message, code, issues);
  }
}

/** The request clashes with the current state (a duplicate, a status that no longer allows it). → 409 */
export class ConflictError extends DomainError {
  constructor(message: Message, code?: string) {
    super(message, code);
  }
}

/** The caller holds the role but this particular action is not theirs (deciding on their own response). → 403 */
export class NotAllowedError extends DomainError {
  constructor(message: Message, code?: string, issues?: Issue[]) {
    super(message, code, issues);
  }
}

/** The caller asks too often for something costly (a read from an outside service). → 429 */
export class RateLimitedError extends DomainError {
  constructor(message: Message) {
    super(message, 'rate_limited');
  }
}

/** An outside service the action depends on failed and nothing stored can stand in. → 502 */
export class ExternalServiceError extends DomainError {
  constructor(message: Message, issues?: Issue[]) {
    super(message, 'upstream_error', issues);
  }
}
