// The project's TypeScript compiler, run on one config: by the build's kit writers (the shipped
// types, the engine's declarations) and by the kit's tests, which compile consumers with it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * Compiles `project` (a tsconfig's path); resolves with the compiler's report, empty when clean.
 * The report names files relative to `cwd`.
 */
export async function runTsc(project, { cwd = ROOT } = {}) {
  try {
    await promisify(execFile)(process.execPath, [TSC, '-p', project, '--pretty', 'false'], {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
    });
    return '';
  } catch (error) {
    if (typeof error.stdout !== 'string') throw error;
    return `${error.stdout}${error.stderr}` || `tsc stopped with exit code ${error.code}`;
  }
}
