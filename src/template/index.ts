/**
 * The JSON-T template engine (its own issue). Until it lands, this entry exports only the limits
 * the spec fixes for it, so dist/template-engine.mjs already has its final name and format.
 */
export const TEMPLATE_LIMITS = Object.freeze({
  /** Spec §9: maximum partial include depth. */
  maxRecursionDepth: 16,
});
