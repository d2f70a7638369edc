/**
 * `check TEMPLATE…`: parses each template without rendering it (a pre-commit hook). Every error of
 * every file is printed, placed (cli-report), then one summary line; nothing is printed when all
 * parse cleanly. Exit status: 0 all clean, 1 a template has errors, 2 a file could not be read.
 */
import { reportErrors } from './cli-report';

export interface CheckIo {
  readText(path: string): string;
  err(text: string): void;
}

export interface CheckEngine {
  parse(source: string): { errors: readonly { type?: string; message: string }[] };
}

export function checkTemplates(files: readonly string[], io: CheckIo, engine: CheckEngine): number {
  const parse = (source: string) => engine.parse(source).errors;
  let errors = 0;
  let failed = 0;
  let unreadable = 0;
  for (const file of files) {
    let source: string;
    try {
      source = io.readText(file);
    } catch (error) {
      io.err(`sq-template: ${error instanceof Error ? error.message : String(error)}\n`);
      unreadable++;
      continue;
    }
    const found = parse(source);
    if (found.length === 0) continue;
    io.err(reportErrors({ file, source }, found, { parse }));
    errors += found.length;
    failed++;
  }
  if (errors) {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    io.err(
      `sq-template: ${plural(errors, 'error')} in ${failed} of ${plural(files.length, 'template')}\n`,
    );
  }
  return unreadable ? 2 : errors ? 1 : 0;
}
