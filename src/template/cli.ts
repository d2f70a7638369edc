/**
 * `sq-template`: renders a template file with JSON data from the command line. The file system,
 * the engine and the locale data come in from the caller (bin/sq-template.mjs), so this module
 * stays free of Node APIs like the rest of the engine.
 */

export interface CliIo {
  readText(path: string): string;
  /** The file names in a folder. */
  listDir(path: string): string[];
  out(text: string): void;
  err(text: string): void;
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
}

export interface CliDeps {
  engine: CliEngine;
  /** A CLDR instance for a locale such as `en-US`; throws for one it has no data for. */
  cldr(locale: string): unknown;
}

export const HELP = `Usage: sq-template render TEMPLATE --json DATA [--partials DIR] [--locale en-US]

Renders the JSON-T template in the file TEMPLATE with the JSON in the file DATA and prints the
output. Errors go to standard error, one a line, as "type: message".

Options:
  --json DATA      the data, a JSON file (required)
  --partials DIR   every file in DIR is a partial named by its file name without the extension
  --locale TAG     turns on the locale formatters (money, decimal, datetime, plural...) for TAG
  -h, --help       shows this text

Exit status: 0 rendered without errors, 1 rendered with errors, 2 nothing rendered.
`;

interface Options {
  template: string;
  json: string;
  partials: string | null;
  locale: string | null;
}

const VALUE_OPTIONS = ['--json', '--partials', '--locale'] as const;

/** Reads the arguments; a string is what is wrong with them. */
export function parseCliArgs(argv: readonly string[]): Options | 'help' | string {
  if (argv.length === 0 || argv.includes('-h') || argv.includes('--help')) return 'help';
  const [command, ...rest] = argv;
  if (command !== 'render') return `unknown command "${command}"`;
  const values: Partial<Record<(typeof VALUE_OPTIONS)[number], string>> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    const option = VALUE_OPTIONS.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (option) {
      const value = arg.includes('=') ? arg.slice(option.length + 1) : rest[++i];
      if (!value) return `${option} needs a value`;
      values[option] = value;
    } else if (arg.startsWith('-')) {
      return `unknown option "${arg}"`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return 'give exactly one TEMPLATE file';
  if (!values['--json']) return '--json DATA is required';
  return {
    template: positional[0] as string,
    json: values['--json'],
    partials: values['--partials'] ?? null,
    locale: values['--locale'] ?? null,
  };
}

const withoutExtension = (file: string) => file.replace(/\.[^.]*$/, '');

/** Runs the command and returns its exit status. */
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
  let input: { code: string; json: unknown; partials: Record<string, string>; cldr?: unknown };
  try {
    const partials: Record<string, string> = {};
    if (options.partials) {
      for (const file of options.partials ? io.listDir(options.partials).sort() : []) {
        if (file.startsWith('.')) continue;
        partials[withoutExtension(file)] = io.readText(`${options.partials}/${file}`);
      }
    }
    input = {
      code: io.readText(options.template),
      json: JSON.parse(io.readText(options.json)),
      partials,
      ...(options.locale ? { cldr: deps.cldr(options.locale) } : {}),
    };
  } catch (error) {
    io.err(`sq-template: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const { ctx, errors } = deps.engine.execute({ ...input, enableExpr: true, enableInclude: true });
  io.out(ctx.render());
  for (const error of errors) io.err(`${error.type ?? 'error'}: ${error.message}\n`);
  return errors.length ? 1 : 0;
}
