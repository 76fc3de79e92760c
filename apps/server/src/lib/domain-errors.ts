/**
 * What queries and services throw when a request cannot be done (decision 0006). They say what went
 * wrong in the domain's words, never which HTTP status that is: plugins/errors.ts maps each class to
 * its status once. Messages are shown to people as they are, so write them for the person reading.
 */

/** A problem a caller can fix, with the field it concerns (`path` like 'body.answers.3'). */
export interface Issue {
  path: string;
  message: string;
  /** An eligibility gate's code and when it lifts (D34). */
  code?: string;
  until?: string;
}

export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** A stable machine-readable reason (`already_submitted`, `duplicate_server`); the mapping supplies a default. */
    readonly code?: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (or is not the caller's to see). → 404 */
export class NotFoundError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, code);
  }
}

/** The input breaks a rule of the domain (a rule a schema cannot express). → 400 */
export class ValidationError extends DomainError {
  constructor(message: string, issues?: Issue[], code?: string) {
    super(message, code, issues);
  }
}

/** The request clashes with the current state (a duplicate, a status that no longer allows it). → 409 */
export class ConflictError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, code);
  }
}

/** The caller holds the role but this particular action is not theirs (deciding on their own response). → 403 */
export class NotAllowedError extends DomainError {
  constructor(message: string, code?: string, issues?: Issue[]) {
    super(message, code, issues);
  }
}

/** The caller asks too often for something costly (a read from an outside service). → 429 */
export class RateLimitedError extends DomainError {
  constructor(message: string) {
    super(message, 'rate_limited');
  }
}

/** An outside service the action depends on failed and nothing stored can stand in. → 502 */
export class ExternalServiceError extends DomainError {
  constructor(message: string, issues?: Issue[]) {
    super(message, 'upstream_error', issues);
  }
}
