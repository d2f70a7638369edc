/**
 * Render limits. The language's own partial-recursion limit (16) reports an error
 * and carries on; the limits here are the host's guards and end the render.
 */

export interface RenderLimits {
  /** Longest output in characters; the output is cut there. Default: unlimited. */
  maxOutputSize?: number;
  /** Most instructions executed. Default: unlimited. */
  maxInstructions?: number;
  /** Deepest nesting of blocks and partials while rendering. Default: 1000. */
  maxDepth?: number;
}

/** Depth of partial and macro recursion allowed by the language. */
export const PARTIAL_DEPTH_LIMIT = 16;

export const DEFAULT_MAX_DEPTH = 1000;

/** Thrown inside the renderer to end the render; never escapes `execute()`. */
export class LimitExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LimitExceeded';
  }
}

export const outputLimitMessage = (n: number) =>
  `RuntimeError: Output exceeded the maximum size of ${n} characters; rendering stopped.`;
export const instructionLimitMessage = (n: number) =>
  `RuntimeError: Executed more than the maximum of ${n} instructions; rendering stopped.`;
export const depthLimitMessage = (n: number) =>
  `RuntimeError: Nesting exceeded the maximum depth of ${n}; rendering stopped.`;
