import { MESSAGES } from '../../src/i18n/messages';

/**
 * What the store refuses, said in its own terms rather than HTTP's: a thing that is not there,
 * input that breaks a rule (naming each field at fault), a conflict with what is stored (not
 * enough stock, another currency), a limit reached. Repositories and routes throw these; the error
 * plugin (plugins/errors.ts) is the one place that turns each kind into its status and the API's
 * error body.
 */

export type DomainErrorKind = 'not-found' | 'invalid' | 'conflict' | 'limit';

export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** The reason of each field at fault, by field name (dotted for a nested one). */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new DomainError('not-found', message);

/** Input one field breaks, worded like a schema failure so clients handle both alike. */
export const invalidField = (field: string, reason: string) =>
  new DomainError('invalid', `Invalid request: ${field}: ${reason}`, { [field]: reason });

/** Input that breaks a rule; `fields` names the fields at fault, when it is theirs. */
export const invalidInput = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields);

export const conflict = (message: string) => new DomainError('conflict', message);

export const limitReached = (message: string) => new DomainError('limit', message);

/** Not enough of an item left when its order is placed; `title` names it for the checkout page. */
export class OutOfStockError extends DomainError {
  override name = 'OutOfStockError';

  constructor(
    readonly title: string,
    readonly available: number,
  ) {
    super('conflict', MESSAGES.notEnoughStock);
  }
}
