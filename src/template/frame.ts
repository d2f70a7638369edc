import type { Code } from './instructions';
import { MISSING_NODE, type Node } from './node';

/** One scope on the context stack: its node, bound variables, macros, iteration index. */
export class Frame {
  node: Node;
  parent: Frame | undefined;
  /** Index in the array while this frame drives a repeated section, else -1. */
  currentIndex = -1;
  /** A private partial's frame: name lookup stops here. */
  stopResolution = false;
  private variables: Map<string, Node> | undefined;
  private macros: Map<string, Code> | undefined;

  constructor(node: Node, parent?: Frame) {
    this.node = node;
    this.parent = parent;
  }

  setVar(name: string, node: Node): void {
    if (!this.variables) this.variables = new Map();
    this.variables.set(name, node);
  }

  getVar(name: string): Node {
    return this.variables?.get(name) ?? MISSING_NODE;
  }

  getVars(): Map<string, Node> | undefined {
    return this.variables;
  }

  setMacro(name: string, inst: Code): void {
    if (!this.macros) this.macros = new Map();
    this.macros.set(name, inst);
  }

  getMacro(name: string): Code | null {
    return this.macros?.get(name) ?? null;
  }
}
