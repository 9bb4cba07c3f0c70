/**
 * Reading a review decision from a posted form, with the API's rules (routes/review.ts): a status the
 * form offers, a non-blank reason unless the status is `open`, an optional comment; and the page's
 * answer to a refused decision (404 for a finding not of the organisation, 403 for the four-eyes rule).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound, validationError } from '../../http/errors.js';
import type { Reviewer, ReviewDecision, ReviewOutcome, ReviewStatus } from '../../domain/review.js';

/** Longest reason or comment accepted from the form (characters). */
const MAX_TEXT = 4000;

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, MAX_TEXT) : null;
}

/** The decision of form `body` (`review_status`, `reason`, `comment`); throws a 400 naming the field. */
export function readDecision(body: Record<string, unknown>, allowed: readonly ReviewStatus[]): ReviewDecision {
  const status = body.review_status;
  if (typeof status !== 'string' || !allowed.includes(status as ReviewStatus)) {
    throw validationError({ review_status: ['Choose a decision.'] });
  }
  const reason = text(body.reason);
  if (status !== 'open' && !reason) throw validationError({ reason: [`A reason is required when the decision is "${status.replace(/_/g, ' ')}".`] });
  return { review_status: status as ReviewStatus, reason, comment: text(body.comment) };
}

/** The signed-in key as the reviewer of a decision. */
export function reviewer(req: FastifyRequest): Reviewer {
  return { organisationId: req.analyst!.organisationId, keyId: req.analyst!.keyId };
}

/** The error page of a refused decision. */
export function decisionError(outcome: Extract<ReviewOutcome, { ok: false }>): HttpError {
  return outcome.error === 'not_found' ? notFound() : new HttpError(403, { detail: outcome.detail });
}
