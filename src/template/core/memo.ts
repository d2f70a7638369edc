/**
 * A function remembered by its argument, in a bounded table: once it holds `limit` results the
 * table starts over. Pages repeat a few values (patterns, instants, class names, arguments), so
 * a full table is rare and refilling it costs little; memory stays bounded whatever the data.
 * Results must not be changed by their callers: they are shared.
 */
export function memo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const table = new Map<K, V>();
  return (key) => {
    let value = table.get(key);
    if (value === undefined) {
      value = compute(key);
      if (table.size >= limit) table.clear();
      table.set(key, value);
    }
    return value;
  };
}
