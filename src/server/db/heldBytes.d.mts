/** Bytes held as they are, read as a Blob: arrayBuffer() answers the bytes themselves (heldBytes.mjs says why). */
export declare class HeldBytes extends Blob {
  constructor(bytes: ArrayBuffer, type: string);
}
