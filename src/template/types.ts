/** The JSON type of a value as the engine sees it. Numbering matches the public engine. */
export enum Type {
  MISSING = 0,
  OBJECT = 1,
  ARRAY = 2,
  NUMBER = 3,
  STRING = 4,
  BOOLEAN = 5,
  NULL = 6,
}

const TYPE_NAMES = ['MISSING', 'OBJECT', 'ARRAY', 'NUMBER', 'STRING', 'BOOLEAN', 'NULL'];

export const nameOfType = (type: Type): string => TYPE_NAMES[type] ?? 'MISSING';

/** Classifies a JS value; anything that is not JSON-like (undefined, functions…) is missing. */
export const typeOf = (value: unknown): Type => {
  switch (typeof value) {
    case 'string':
      return Type.STRING;
    case 'number':
      return Type.NUMBER;
    case 'boolean':
      return Type.BOOLEAN;
    case 'object':
      return value === null ? Type.NULL : Array.isArray(value) ? Type.ARRAY : Type.OBJECT;
    default:
      return Type.MISSING;
  }
};
