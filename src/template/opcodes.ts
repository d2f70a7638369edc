/** Instruction opcodes; the numbers are the public engine's, as they appear in `code`. */
export enum Opcode {
  TEXT = 0,
  VARIABLE = 1,
  SECTION = 2,
  END = 3,
  REPEATED = 4,
  PREDICATE = 5,
  BINDVAR = 6,
  OR_PREDICATE = 7,
  IF = 8,
  INJECT = 9,
  MACRO = 10,
  COMMENT = 11,
  META_LEFT = 12,
  META_RIGHT = 13,
  NEWLINE = 14,
  SPACE = 15,
  TAB = 16,
  ROOT = 17,
  EOF = 18,
  ALTERNATES_WITH = 19,
  STRUCT = 20,
  ATOM = 21,
  CTXVAR = 22,
  EVAL = 23,
  INCLUDE = 24,
  NOOP = 25,
}

const NAMES: string[] = [];
for (const [name, value] of Object.entries(Opcode)) {
  if (typeof value === 'number') NAMES[value] = name;
}

export const nameOfOpcode = (op: Opcode): string => NAMES[op] ?? 'UNKNOWN';
