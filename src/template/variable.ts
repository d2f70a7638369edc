import { Node } from './node';
import type { Json } from './util';

/** A resolved reference passed through a formatter chain. */
export class Variable {
  name: string;
  node: Node;

  constructor(name: string, node: Json) {
    this.name = name;
    this.node = node instanceof Node ? node : new Node(node);
  }

  set(value: Json): void {
    this.node = value instanceof Node ? value : new Node(value);
  }

  get(): Json {
    return this.node.value;
  }
}
