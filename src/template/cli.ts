/**
 * `sq-template`: renders a template file with JSON data from the command line (`render`, once or
 * on every change with `--watch`), or checks that templates parse (`check`). Errors are printed
 * placed in their file (cli-report). The file system, the engine and the locale data come in from
 * the caller (bin/sq-template.mjs), so this module stays free of Node APIs like the rest of the
 * engine.
 */
import { checkTemplates } from './cli-check';
import { reportErrors, type SourceFile } from './cli-report';
import { type WatchDir, watchFiles } from './cli-watch';

export interface CliIo {
  readText(path: string): string;
  /** The file names in a folder. */
  listDir(path: string): string[];
  out(text: string): void;
  err(text: string): void;
  /** Watches a folder (for --watch). */
  watch?: WatchDir;
}

export interface CliEngine {
  execute(props: {
    code: string;
    json: unknown;
    partials: Record<string, string>;
    cldr?: unknown;
    enableExpr: boolean;
    enableInclude: boolean;
  }): { ctx: { render(): string }; errors: { type?: string; message: string }[] };
  parse(source: string): { errors: { type?: string; message: string }[] };
}

export interface CliDeps {
  engine: CliEngine;
  /** A CLDR instance for a locale such as `en-US`; throws for one it has no data for. */
  cldr(locale: string): unknown;
}

export const HELP = `Usage: sq-template render TEMPLATE --json DATA [--partials DIR] [--locale en-US] [--watch]
       sq-template check TEMPLATE...

render: renders the JSON-T template in the file TEMPLATE with the JSON in the file DATA and prints
the output. Errors go to standard error as "file:line:column: message", with the source line and
a caret under the column.
check: parses each TEMPLATE without rendering it and prints its errors the same way; prints
nothing when every template is clean (for a pre-commit hook).

Options:
  --json DATA      the data, a JSON file (required by render)
  --partials DIR   every file in DIR is a partial named by its file name without the extension
  --locale TAG     turns on the locale formatters (money, decimal, datetime, plural...) for TAG
  --watch          renders again whenever the template, the data or a partial changes
  -h, --help       shows this text

Exit status: 0 no errors, 1 errors in a template, 2 nothing rendered (or a file not read).
`;

interface RenderOptions {
  command: 'render';
  template: string;
  json: string;
  partials: string | null;
  locale: string | null;
  watch: boolean;
}

interface CheckOptions {
  command: 'check';
  templates: string[];
}

const VALUE_OPTIONS = ['--json', '--partials', '--locale'] as const;

/** Reads the arguments; a string is what is wrong with them. */
export function parseCliArgs(
  argv: readonly string[],
): RenderOptions | CheckOptions | 'help' | string {
  if (argv.length === 0 || argv.includes('-h') || argv.includes('--help')) return 'help';
  const [command, ...rest] = argv;
  if (command !== 'render' && command !== 'check') return `unknown command "${command}"`;
  const values: Partial<Record<(typeof VALUE_OPTIONS)[number], string>> = {};
  const positional: string[] = [];
  let watch = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const option = VALUE_OPTIONS.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (option && command === 'render') {
      const value = arg.includes('=') ? arg.slice(option.length + 1) : rest[++i];
      if (!value) return `${option} needs a value`;
      values[option] = value;
    } else if (arg === '--watch' && command === 'render') {
      watch = true;
    } else if (arg.startsWith('-')) {
      return `unknown option "${arg}"`;
    } else {
      positional.push(arg);
    }
  }
  if (command === 'check') {
    return positional.length
      ? { command, templates: positional }
      : 'give at least one TEMPLATE file';
  }
  if (positional.length !== 1) return 'give exactly one TEMPLATE file';
  if (!values['--json']) return '--json DATA is required';
  return {
    command,
    template: positional[0] as string,
    json: values['--json'],
    partials: values['--partials'] ?? null,
    locale: values['--locale'] ?? null,
    watch,
  };
}

const withoutExtension = (file: string) => file.replace(/\.[^.]*$/, '');

interface RenderInput {
  code: string;
  json: unknown;
  partials: Record<string, string>;
  cldr?: unknown;
  /** The partials' files by partial name, for placing their errors. */
  partialFiles: Record<string, SourceFile>;
}

/** Reads the template, the data and the partials; throws what it could not read. */
function readInput(options: RenderOptions, io: CliIo, deps: CliDeps): RenderInput {
  const partials: Record<string, string> = {};
  const partialFiles: Record<string, SourceFile> = {};
  if (options.partials) {
    for (const file of io.listDir(options.partials).sort()) {
      if (file.startsWith('.')) continue;
      const path = `${options.partials.replace(/[\\/]+$/, '')}/${file}`;
      const source = io.readText(path);
      partials[withoutExtension(file)] = source;
      partialFiles[withoutExtension(file)] = { file: path, source };
    }
  }
  return {
    code: io.readText(options.template),
    json: JSON.parse(io.readText(options.json)),
    partials,
    ...(options.locale ? { cldr: deps.cldr(options.locale) } : {}),
    partialFiles,
  };
}

/** One render: the output, then each error placed in its file. Returns the exit status. */
function renderOnce(options: RenderOptions, io: CliIo, deps: CliDeps): number {
  let input: RenderInput;
  try {
    input = readInput(options, io, deps);
  } catch (error) {
    io.err(`sq-template: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const { partialFiles, ...props } = input;
  const run = (code: string) =>
    deps.engine.execute({ ...props, code, enableExpr: true, enableInclude: true });
  const { ctx, errors } = run(input.code);
  const output = ctx.render();
  io.out(options.watch && output && !output.endsWith('\n') ? `${output}\n` : output);
  if (errors.length) {
    const probes = {
      parse: (source: string) => deps.engine.parse(source).errors,
      render: (source: string) => run(source).errors,
    };
    io.err(
      reportErrors({ file: options.template, source: input.code }, errors, probes, partialFiles),
    );
  }
  return errors.length ? 1 : 0;
}

/** `render --watch`: renders, then again after each change, until the process ends. */
function renderAndWatch(options: RenderOptions, io: CliIo, deps: CliDeps): number {
  const { watch } = io;
  if (!watch) {
    io.err('sq-template: --watch is not available here\n');
    return 2;
  }
  const status = renderOnce(options, io, deps);
  const watched = [
    options.template,
    options.json,
    ...(options.partials ? [`${options.partials.replace(/[\\/]+$/, '')}/`] : []),
  ];
  io.err(`sq-template: watching ${watched.join(', ')} (Ctrl-C stops)\n`);
  watchFiles(
    [options.template, options.json],
    options.partials ? [options.partials] : [],
    watch,
    () => {
      const again = renderOnce(options, io, deps);
      io.err(
        `sq-template: rendered ${options.template} again: ${['ok', 'with errors', 'failed'][again]}\n`,
      );
    },
  );
  return status;
}

/** Runs the command and returns its exit status (with --watch, the first render's). */
export function runCli(argv: readonly string[], io: CliIo, deps: CliDeps): number {
  const options = parseCliArgs(argv);
  if (options === 'help') {
    io.out(HELP);
    return 0;
  }
  if (typeof options === 'string') {
    io.err(`sq-template: ${options}\n\n${HELP}`);
    return 2;
  }
  if (options.command === 'check') return checkTemplates(options.templates, io, deps.engine);
  return options.watch ? renderAndWatch(options, io, deps) : renderOnce(options, io, deps);
}
