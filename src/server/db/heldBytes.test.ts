import { describe, expect, it } from 'vitest';
import { HeldBytes } from './heldBytes.mjs';

describe('bytes held as a Blob', () => {
  const text = 'a dump, or any bytes: ñ';
  const bytes = () => new TextEncoder().encode(text).buffer;

  it('answers arrayBuffer() with the bytes themselves, not a copy read back', async () => {
    const held = bytes();
    expect(await new HeldBytes(held, 'application/x-tar').arrayBuffer()).toBe(held);
  });

  it('reads as the Blob of the same bytes does, every other way too', async () => {
    const held = new HeldBytes(bytes(), 'application/x-tar');
    const real = new Blob([bytes()], { type: 'application/x-tar' });
    expect(held.size).toBe(real.size);
    expect(held.type).toBe('application/x-tar');
    expect(await held.text()).toBe(text);
    expect(await held.slice(2, 6).text()).toBe(await real.slice(2, 6).text());
    expect(await new Response(held.stream()).text()).toBe(text);
    const copy = await (held as unknown as { bytes(): Promise<Uint8Array> }).bytes();
    expect(new TextDecoder().decode(copy)).toBe(text);
  });
});
