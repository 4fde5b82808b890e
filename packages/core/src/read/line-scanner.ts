import { StoreError } from '../errors/store-error.js';
import type { LineIndex } from '../text/line-index.js';
import type { PayloadSource } from './payload-source.js';
import { READ_BLOCK } from './payload-source.js';

/** First read of a scan, in bytes; doubles up to `READ_BLOCK` while the scan goes on. */
const FIRST_SCAN = 1 << 16;

/** Finds LF bytes near a position, reading blocks that grow while a long line is crossed. */
export class LineScanner {
  private chunk: Uint8Array = new Uint8Array(0);
  private chunkStart = 0;
  private want = FIRST_SCAN;
  private backward = false;

  constructor(private readonly source: PayloadSource) {}

  /** Position of the first LF at or after `from`, or -1. */
  async nextLf(from: number): Promise<number> {
    let position = from;
    while (position < this.source.size) {
      if (!this.holds(position)) await this.load(position, Math.min(this.source.size, position + this.grow(false)));
      const found = this.chunk.indexOf(10, position - this.chunkStart);
      if (found !== -1) return this.chunkStart + found;
      if (this.chunk.byteLength === 0) break;
      position = this.chunkStart + this.chunk.byteLength;
    }
    return -1;
  }

  /** Position of the last LF before `before`, or -1. */
  async previousLf(before: number): Promise<number> {
    let position = before;
    while (position > 0) {
      if (!this.holds(position - 1)) await this.load(Math.max(0, position - this.grow(true)), position);
      const found = this.chunk.lastIndexOf(10, position - 1 - this.chunkStart);
      if (found !== -1) return this.chunkStart + found;
      position = this.chunkStart;
    }
    return -1;
  }

  /**
   * Byte offset of the start of line `line` (0-based), found from the index's sampled starts.
   * Rejects with code `'EIO'` when the payload has fewer lines than the index says.
   */
  async lineStart(index: LineIndex, line: number): Promise<number> {
    const sample = Math.floor(line / index.step);
    let position = index.starts[sample] ?? 0;
    for (let skip = line - sample * index.step; skip > 0; skip--) {
      const lf = await this.nextLf(position);
      if (lf === -1) throw new StoreError('line index does not match the payload', { code: 'EIO' });
      position = lf + 1;
    }
    return position;
  }

  /** 0-based number of the line that starts at byte `start`. */
  async lineAt(index: LineIndex, start: number): Promise<number> {
    let low = 0;
    let high = index.starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((index.starts[middle] ?? 0) <= start) low = middle;
      else high = middle - 1;
    }
    let line = low * index.step;
    for (let position = index.starts[low] ?? 0; ; line++) {
      const lf = await this.nextLf(position);
      if (lf === -1 || lf >= start) return line;
      position = lf + 1;
    }
  }

  private holds(position: number): boolean {
    return position >= this.chunkStart && position < this.chunkStart + this.chunk.byteLength;
  }

  /** Size of the next read: doubles while a scan goes on in one direction, starts small again when it turns. */
  private grow(backward: boolean): number {
    if (backward !== this.backward) {
      this.backward = backward;
      this.want = FIRST_SCAN;
    }
    const size = this.want;
    this.want = Math.min(READ_BLOCK, this.want * 2);
    return size;
  }

  private async load(start: number, end: number): Promise<void> {
    this.chunk = await this.source.read(start, end);
    this.chunkStart = start;
  }
}
