/** Every error the engine reports, with the public engine's exact wording. */

export type ErrorType = 'parser' | 'assembler' | 'engine';

export interface TemplateError {
  type: ErrorType;
  message: string;
}

const parser = (m: string): TemplateError => ({ type: 'parser', message: `SyntaxError: ${m}` });
const assembler = (m: string): TemplateError => ({
  type: 'assembler',
  message: `SyntaxError: ${m}`,
});
const engine = (m: string): TemplateError => ({ type: 'engine', message: `RuntimeError: ${m}` });

export const formatterUnknown = (name: string) => parser(`Formatter '${name}' is unknown`);
export const predicateUnknown = (name: string) => parser(`Predicate '${name}' is unknown`);

export const deadCode = (op: string) => assembler(`This ${op} block will never execute.`);
export const eofInBlock = (op: string) => assembler(`Reached EOF in the middle of ${op}`);
export const notAllowedInBlock = (op: string, parent: string) =>
  assembler(`${op} instruction is not allowed inside ${parent} block.`);
export const notAllowedAtRoot = (op: string) => assembler(`Instruction ${op} not allowed at root`);
export const stateEOFNotReached = () =>
  assembler(
    'Machine never processed EOF, indicating (a) it was never fed an EOF (bad test?) or (b) the state machine has a bug.',
  );
export const transitionFromEOF = (op: string) =>
  assembler(
    `${op} Attempt to transition from the EOF state. This is either a bug in the state machine or instructions were fed to the state machine after EOF.`,
  );
export const unclosed = (op: string) =>
  assembler(
    `Unclosed ${op}: perhaps an EOF was not fed to the machine? If not, this represents a bug in the state machine.`,
  );

export const expressionParse = (raw: string, detail: string) =>
  engine(`Error parsing expression: ${JSON.stringify(raw)}: ${detail}`);
export const expressionReduce = (raw: string, detail: string) =>
  engine(`Error reducing expression: ${raw}: ${detail}`);
export const partialMissing = (name: string) =>
  engine(`Attempt to apply partial '${name}' which could not be found.`);
export const partialParseFail = (name: string, msg: string) =>
  engine(`Parse of partial "${name}" failed: ${msg}`);
export const partialRecursion = (name: string, limit: number) =>
  engine(`Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`);
export const unexpectedError = (errorName: string, op: string, message: string) =>
  engine(`Unexpected ${errorName} error when executing ${op}: ${message}`);

/** Our own limits (not in the public engine): each ends the render. */
export const limitExceeded = (what: string, limit: number) =>
  engine(`Render stopped: ${what} exceeded the limit of ${limit}`);
