import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapeSketch } from './shape-sketch.js';

describe('shapeSketch', () => {
  it('names each key of an object with the type of its value', () => {
    expect(shapeSketch({ a: 1, b: 'x' })).toBe("{'a': number, 'b': string}");
    expect(shapeSketch({ s: '', n: 0, b: true, z: null, u: undefined, i: 1n, l: [], o: {}, f: () => 1, y: Symbol('y') })).toBe(
      "{'s': string, 'n': number, 'b': boolean, 'z': null, 'u': undefined, 'i': bigint, 'l': array, 'o': object, 'f': function, 'y': symbol}",
    );
    expect(shapeSketch({})).toBe('{}');
  });

  it('uses the class name for class instances', () => {
    class Row {}
    expect(
      shapeSketch({
        d: new Date(0),
        m: new Map(),
        s: new Set(),
        u: new Uint8Array(1),
        b: Buffer.from('x'),
        r: new Row(),
        e: new Error('x'),
      }),
    ).toBe("{'d': Date, 'm': Map, 's': Set, 'u': Uint8Array, 'b': Buffer, 'r': Row, 'e': Error}");
    expect(shapeSketch({ n: Object.create(null) as object })).toBe("{'n': object}");
  });

  it('names the first 10 keys and counts the rest', () => {
    const twelve = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i]));
    expect(shapeSketch(twelve)).toBe(
      "{'k0': number, 'k1': number, 'k2': number, 'k3': number, 'k4': number, 'k5': number, 'k6': number, 'k7': number, 'k8': number, 'k9': number, ... (12 keys)}",
    );
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'v']));
    expect(shapeSketch(ten)).not.toContain('...');
    expect(shapeSketch(ten)).toMatch(/'k9': string\}$/);
  });

  it('sketches a Map like an object', () => {
    const map = new Map<unknown, unknown>([
      ['name', 'x'],
      [2, [1]],
      [{ k: 1 }, null],
    ]);
    expect(shapeSketch(map)).toBe("{'name': string, 2: array, object: null}");
    const big = new Map(Array.from({ length: 11 }, (_, i) => [`m${i}`, i] as const));
    expect(shapeSketch(big)).toMatch(/'m9': number, \.\.\. \(11 keys\)\}$/);
    expect(shapeSketch(new Map())).toBe('{}');
  });

  it('names the record keys of an array of objects, bare when they are identifiers, the first 10', () => {
    const record = { id: 1, customer: 'c', status: 'paid', total: 9.5 };
    expect(shapeSketch(Array.from({ length: 6000 }, () => record))).toBe('[6000 items of {id, customer, status, total}]');
    expect(shapeSketch([{ 'created at': 1, $ref: 2, _x9: 3, '9lives': 4, "it's": 5 }])).toBe(
      "[1 items of {'created at', $ref, _x9, '9lives', 'it\\'s'}]",
    );
    const wide = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i]));
    expect(shapeSketch([wide])).toBe('[1 items of {k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, ...}]');
    expect(shapeSketch([{}])).toBe('[1 items of {}]');
    expect(shapeSketch([Object.create(null)])).toBe('[1 items of {}]');
  });

  it('counts the items of an array or Set and names the first one', () => {
    expect(shapeSketch([{ a: 1 }, { a: 2 }])).toBe('[2 items of {a}]');
    expect(shapeSketch(['a'])).toBe('[1 items of string]');
    expect(shapeSketch([[1], 2])).toBe('[2 items of array]');
    expect(shapeSketch([new Date(0)])).toBe('[1 items of Date]');
    expect(shapeSketch([null, 1])).toBe('[2 items of null]');
    expect(shapeSketch(new Set([3, 'x']))).toBe('[2 items of number]');
    expect(shapeSketch([])).toBe('[0 items of empty]');
    expect(shapeSketch(new Set())).toBe('[0 items of empty]');
  });

  it('quotes keys in single quotes, escaping what would break them', () => {
    expect(shapeSketch({ "it's": 1, 'back\\slash': 2, 'two\nlines': 3, 'sep\u2028': 4, '\t': 5 })).toBe(
      "{'it\\'s': number, 'back\\\\slash': number, 'two\\nlines': number, 'sep\\u2028': number, '\\t': number}",
    );
    expect(shapeSketch({ 'lone\ud800': 1 })).toBe("{'lone\\ud800': number}");
    expect(shapeSketch({ [`${'k'.repeat(150)}`]: 1 })).toBe(`{'${'k'.repeat(100)}...': number}`);
  });

  it('gives undefined for scalars, strings, binary data and values that render as scalars', () => {
    for (const value of [
      'text',
      1,
      true,
      null,
      undefined,
      1n,
      Symbol('s'),
      () => 1,
      new Uint8Array(4),
      Buffer.from('x'),
      new ArrayBuffer(2),
      new Date(0),
      new Error('x'),
      { toJSON: () => 'x' },
    ]) {
      expect(shapeSketch(value)).toBeUndefined();
    }
  });

  it('never throws: an unreadable entry is unknown, an uninspectable value gives undefined', () => {
    const value = {
      get bad(): number {
        throw new Error('getter');
      },
      ok: 1,
    };
    expect(shapeSketch(value)).toBe("{'bad': unknown, 'ok': number}");
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(shapeSketch(revoked.proxy)).toBeUndefined();
    expect(shapeSketch({ p: revoked.proxy })).toBe("{'p': unknown}");
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withBigInt: true, withTypedArray: true }), (v) => {
        expect(() => shapeSketch(v)).not.toThrow();
      }),
    );
  });
});
