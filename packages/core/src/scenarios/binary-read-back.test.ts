// Binary spills read back: never decoded; described in one line, or dumped as hex pages.
import { describe, expect, it } from 'vitest';
import { readToolResult } from '../read/read-tool-result.js';
import { readSpilledImage } from '../read/read-spilled-image.js';
import { createReducer } from '../reduce/reducer.js';
import { MemoryStore } from '../stores/memory-store.js';

const CALL = { toolName: 'download', toolCallId: 'call_1' };
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

/** 5 MiB that start like a PNG and go on as noise. */
function pngLike(size = 5 * 1024 * 1024): Uint8Array {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i++) data[i] = (i * 2_654_435_761) >>> 24;
  data.set(PNG_HEADER);
  return data;
}

async function spill(value: unknown) {
  const store = new MemoryStore();
  const reduction = await createReducer({ store }).reduce(value, CALL);
  return { store, handle: reduction.handle!, output: String(reduction.output) };
}

describe('binary spills', () => {
  it("store a copy of the tool's bytes, which the tool may go on changing (only the reducer's own encoded text is handed over)", async () => {
    const data = pngLike();
    const { store, handle } = await spill(data);
    data.fill(0);
    expect(Buffer.from(await store.read(handle)).equals(pngLike())).toBe(true);
  });

  it('name the type in the notice', async () => {
    const { handle, output } = await spill(Buffer.from(pngLike()));
    expect(output).toBe(
      `[Tool output too large (5,242,880 bytes (binary)); stored to handle '${handle}'. Read it with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]\n` +
        '<5,242,880 bytes of binary data (image/png)>',
    );
  });

  it('read back without a unit as one line: size, type and how to read them', async () => {
    const { store, handle } = await spill(pngLike());
    for (const args of [{}, { unit: 'lines' as const }, { unit: 'chars' as const }, { offset: 40, from_end: true }]) {
      expect(await readToolResult(store, { handle, ...args })).toBe(
        `[The stored tool result '${handle}' is 5,242,880 bytes of binary data (image/png), not text. Read it as hex with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]`,
      );
    }
  });

  it('read back with unit bytes as an xxd-style hex page', async () => {
    const { store, handle } = await spill(pngLike());
    expect(await readToolResult(store, { handle, unit: 'bytes', limit: 40 })).toBe(
      [
        '00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR',
        '00000010: e381 1fbe 5cfa 9836 d573 11af 4eec 8a28  ....\\..6.s..N..(',
        '00000020: c665 03a1 3fde 7c1a                      .e..?.|.',
        `[bytes 0-39 of 5,242,880 (image/png); next: read_tool_result(handle='${handle}', unit='bytes', offset=40, limit=40)]`,
      ].join('\n'),
    );
  });

  it('pages bytes from the end, and says where the output ends', async () => {
    const { store, handle } = await spill(pngLike());
    const last = await readToolResult(store, { handle, unit: 'bytes', offset: 0, limit: 4, from_end: true });
    expect(last).toBe(
      '004ffffc: 8e2c ca69                                .,.i\n' +
        `[bytes 5,242,876-5,242,879 of 5,242,880 (image/png); next: read_tool_result(handle='${handle}', unit='bytes', offset=4, limit=4, from_end=true)]`,
    );
    const end = await readToolResult(store, { handle, unit: 'bytes', offset: 5_242_878 });
    expect(end.split('\n').at(-1)).toBe('[bytes 5,242,878-5,242,879 of 5,242,880 (image/png); end of output]');
    expect(await readToolResult(store, { handle, unit: 'bytes', offset: 5_242_880 })).toBe(
      '[Nothing at offset 5,242,880: the output has 5,242,880 bytes. Use an offset below 5,242,880.]',
    );
  });

  it('clamps a hex page to 4,096 bytes and refuses a pattern', async () => {
    const { store, handle } = await spill(pngLike(10_000));
    expect((await readToolResult(store, { handle, unit: 'bytes', limit: 100_000 })).split('\n')).toHaveLength(257);
    expect(await readToolResult(store, { handle, unit: 'bytes', pattern: 'PNG' })).toBe(
      `[Invalid pattern: cannot be combined with unit='bytes'; got "PNG".]`,
    );
  });

  it('read a binary value that is UTF-8 text after all (a Buffer of a text file) as text', async () => {
    const text = Array.from({ length: 2_000 }, (_, i) => `line ${i}`).join('\n');
    const { store, handle } = await spill(Buffer.from(text));
    expect(await readToolResult(store, { handle, limit: 2 })).toBe(
      `line 0\nline 1\n[lines 1-2 of 2,000; next: read_tool_result(handle='${handle}', offset=2, limit=2)]`,
    );
  });

  it('name no type when the first bytes tell none', async () => {
    const noise = pngLike(20_000).map((b, i) => (i < 8 ? 0xfe : b));
    const { store, handle, output } = await spill(noise);
    expect(output.split('\n')[1]).toBe('<20,000 bytes of binary data>');
    expect(await readToolResult(store, { handle })).toBe(
      `[The stored tool result '${handle}' is 20,000 bytes of binary data, not text. Read it as hex with read_tool_result(handle='${handle}', unit='bytes', offset=0, limit=256).]`,
    );
  });

  it('hex-dump a text spill too, on request', async () => {
    const store = new MemoryStore();
    const handle = await store.write('t', new TextEncoder().encode('héllo\n'));
    expect(await readToolResult(store, { handle, unit: 'bytes' })).toBe(
      '00000000: 68c3 a96c 6c6f 0a                        h..llo.\n[bytes 0-6 of 7; end of output]',
    );
  });
});

describe('readSpilledImage', () => {
  it('gives a spilled PNG, JPEG, GIF or WebP as base64 with its type', async () => {
    const png = pngLike(20_000);
    const { store, handle } = await spill(png);
    expect(await readSpilledImage(store, { handle })).toEqual({ mediaType: 'image/png', base64: Buffer.from(png).toString('base64') });
  });

  it('gives nothing for a hex read, another type, a text spill, an image over 3.75 MiB, or a bad handle', async () => {
    const { store, handle } = await spill(pngLike(20_000));
    expect(await readSpilledImage(store, { handle, unit: 'bytes' })).toBeUndefined();
    expect(await readSpilledImage(store, { handle: 'nope' })).toBeUndefined();
    expect(await readSpilledImage(store, { handle: '' })).toBeUndefined();
    const pdf = await spill(new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), 0xe2, 0xe3, 0xcf, 0xd3, ...new Uint8Array(20_000)]));
    expect(await readSpilledImage(pdf.store, { handle: pdf.handle })).toBeUndefined();
    const big = await spill(pngLike(3_932_161));
    expect(await readSpilledImage(big.store, { handle: big.handle })).toBeUndefined();
    const text = await spill('x'.repeat(20_000));
    expect(await readSpilledImage(text.store, { handle: text.handle })).toBeUndefined();
  });
});
