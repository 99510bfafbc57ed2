/** Plain JavaScript, loaded by the database's thread (pgliteWorker.mjs). */
import { Blob } from 'node:buffer';

/**
 * Bytes this thread holds, as the Blob PGlite asks for and reads with arrayBuffer(): a Blob made of them would be read
 * back in small chunks and joined, a quarter of the time an open from a 40 MB dump took. PGlite 0.5 reads both files
 * with arrayBuffer(); the other ways to read a Blob read a real one made of the same bytes.
 */
export class HeldBytes extends Blob {
  #bytes;
  constructor(bytes, type) {
    super([], { type });
    this.#bytes = bytes;
  }
  get size() { return this.#bytes.byteLength; }
  arrayBuffer() { return Promise.resolve(this.#bytes); }
  #real() { return new Blob([this.#bytes], { type: this.type }); }
  bytes() { return Promise.resolve(new Uint8Array(this.#bytes.slice(0))); }
  text() { return this.#real().text(); }
  stream() { return this.#real().stream(); }
  slice(...range) { return this.#real().slice(...range); }
}
