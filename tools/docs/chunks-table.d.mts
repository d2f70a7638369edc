// Types of chunks-table.mjs, for the TypeScript tests that import it.
interface Chunk {
  name: string;
  entry: string;
  selector: string;
  groups: readonly string[];
}
export interface ChunkTable {
  CORE: { name: string; entry: string; groups: readonly string[] };
  CHUNKS: readonly Chunk[];
  ON_DEMAND: readonly { entry: string; groups: readonly string[] }[];
}
export declare function loadChunkTable(root: string): Promise<ChunkTable>;
export declare function renderChunks(table: ChunkTable): string;
