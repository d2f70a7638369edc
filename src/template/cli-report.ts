/**
 * The text of a template's errors, each placed (cli-locate) and printed (cli-format):
 * - a syntax error (`parser`, `assembler`) is placed by parsing prefixes of the template;
 * - a partial that failed to parse (`Parse of partial "name" failed: …`) is placed in the partial's
 *   own file, by parsing prefixes of it;
 * - any other (run-time) error is placed by rendering prefixes of the template, when a render
 *   probe is given: an error raised inside a partial lands on the tag that applies it.
 */
import { formatError } from './cli-format';
import { type ErrorLike, locate, occurrences, type Probe } from './cli-locate';

export interface SourceFile {
  file: string;
  source: string;
}

export interface Probes {
  parse: Probe;
  render?: Probe;
}

const PARTIAL_FAILED = /^RuntimeError: Parse of partial "(.+?)" failed: ([\s\S]*)$/;

export function reportErrors(
  template: SourceFile,
  errors: readonly ErrorLike[],
  probes: Probes,
  partials: Readonly<Record<string, SourceFile>> = {},
): string {
  const nth = occurrences(errors);
  return errors
    .map((error, i) => {
      const failed = PARTIAL_FAILED.exec(error.message);
      const partial =
        failed && Object.hasOwn(partials, failed[1] as string)
          ? partials[failed[1] as string]
          : undefined;
      if (failed && partial) {
        const offset = locate(partial.source, failed[2] as string, 1, probes.parse);
        return formatError(partial.file, partial.source, offset, error.message);
      }
      const syntax = error.type === 'parser' || error.type === 'assembler';
      const probe = syntax ? probes.parse : probes.render;
      const offset = probe ? locate(template.source, error.message, nth[i] as number, probe) : null;
      return formatError(template.file, template.source, offset, error.message);
    })
    .join('');
}
