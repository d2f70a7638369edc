/**
 * A numeric enum's names and codes, without the reverse entries (code to name) TypeScript adds:
 * the table as its tests state it.
 */
export function enumCodes(table: Record<string, string | number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(table).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}
