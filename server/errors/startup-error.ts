/** A reason the server cannot start, in one line for the operator; printed without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
