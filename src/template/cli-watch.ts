/**
 * `render --watch`: calls back when any of the files, or anything in the folders, changes.
 * The folders holding the files are watched (not the files themselves: an editor that saves by
 * writing a new file and renaming it over the old one would end a watch on the file), and a
 * change counts when it names one of the files or happens in a watched folder. Changes are
 * debounced: the callback runs once, `delayMs` after the last change of a burst.
 */

/** Watches a folder; the listener gets the changed entry's name when the system gives it. */
export type WatchDir = (dir: string, listener: (name: string | null) => void) => { close(): void };

const split = (path: string): [string, string] => {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut < 0 ? ['.', path] : [path.slice(0, cut) || '/', path.slice(cut + 1)];
};

export function watchFiles(
  files: readonly string[],
  dirs: readonly string[],
  watchDir: WatchDir,
  onChange: () => void,
  delayMs = 50,
): { close(): void } {
  // Per folder: the names that count, or null when every entry does.
  const names = new Map<string, Set<string> | null>();
  for (const dir of dirs) names.set(dir.replace(/[\\/]+$/, '') || '/', null);
  for (const path of files) {
    const [dir, name] = split(path);
    const known = names.get(dir);
    if (known === undefined) names.set(dir, new Set([name]));
    else known?.add(name);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watchers = [...names].map(([dir, wanted]) =>
    watchDir(dir, (name) => {
      if (wanted && name !== null && !wanted.has(name)) return;
      clearTimeout(timer);
      timer = setTimeout(onChange, delayMs);
    }),
  );
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
