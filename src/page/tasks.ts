import { report } from './page';

/**
 * Runs each step in a task of its own (a zero timer between them), so work that can wait never
 * makes one long task that blocks the page: the browser may handle input and paint between two
 * steps. A step that throws is reported with `what` and the next ones still run. Resolves once
 * the last step has run.
 */
export function inSeparateTasks(
  what: string,
  steps: readonly (() => void)[],
  win: Pick<Window, 'setTimeout'> = globalThis,
): Promise<void> {
  return steps.reduce<Promise<void>>(
    (previous, step) =>
      previous.then(
        () =>
          new Promise<void>((resolve) => {
            win.setTimeout(() => {
              try {
                step();
              } catch (error) {
                report(what, error);
              }
              resolve();
            }, 0);
          }),
      ),
    Promise.resolve(),
  );
}
