import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactJson, indentedJson, jsonLines } from './serialize.js';

const SERIALIZERS = { compactJson, indentedJson, jsonLines };

describe('compactJson', () => {
  it('renders plain JSON as JSON.stringify does', () => {
    const value = { a: 1, b: 'two', c: [true, null, 1.5, -0], d: { e: [] }, f: {} };
    expect(compactJson(value)).toBe('{"a":1,"b":"two","c":[true,null,1.5,0],"d":{"e":[]},"f":{}}');
    expect(compactJson(value)).toBe(JSON.stringify(value));
    expect(compactJson('text')).toBe('"text"');
    expect(compactJson(42)).toBe('42');
    expect(compactJson(null)).toBe('null');
  });

  it('renders nothing-like values the JSON way: left out of objects, null in arrays and at the top', () => {
    const fn = () => 1;
    const sym = Symbol('s');
    expect(compactJson(undefined)).toBe('null');
    expect(compactJson(fn)).toBe('null');
    expect(compactJson(sym)).toBe('null');
    expect(compactJson({ u: undefined, f: fn, s: sym, k: 1 })).toBe('{"k":1}');
    expect(compactJson([undefined, fn, sym])).toBe('[null,null,null]');
    // eslint-disable-next-line no-sparse-arrays
    expect(compactJson([1, , 3])).toBe('[1,null,3]');
    expect(compactJson({ [sym]: 1, n: Number.NaN, i: Number.POSITIVE_INFINITY })).toBe('{"n":null,"i":null}');
  });

  it('renders a bigint as its digits in a JSON string', () => {
    expect(compactJson(123n)).toBe('"123"');
    expect(compactJson({ id: 12_345_678_901_234_567_890n, neg: -1n })).toBe('{"id":"12345678901234567890","neg":"-1"}');
    expect(compactJson(new BigInt64Array([5n, -6n]))).toBe('["5","-6"]');
  });

  it('renders a reference back to an enclosing object as "[Circular]", but repeats shared ones', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    loop.list = [loop, { back: loop }];
    expect(compactJson(loop)).toBe('{"a":1,"self":"[Circular]","list":["[Circular]",{"back":"[Circular]"}]}');
    const shared = { x: 1 };
    expect(compactJson([shared, shared, { shared }])).toBe('[{"x":1},{"x":1},{"shared":{"x":1}}]');
    const viaToJSON = { toJSON: () => ({ again: viaToJSON }) };
    expect(compactJson(viaToJSON)).toBe('{"again":"[Circular]"}');
  });

  it('renders a Map as an object of its entries and a Set as an array', () => {
    const map = new Map<unknown, unknown>([
      ['a', 1],
      [2, 'two'],
      [true, null],
      [{ k: 1 }, 'object key'],
      [new Date(0), 'date key'],
    ]);
    expect(compactJson(map)).toBe('{"a":1,"2":"two","true":null,"{\\"k\\":1}":"object key","1970-01-01T00:00:00.000Z":"date key"}');
    const self = new Map<unknown, unknown>();
    self.set(self, 'me');
    self.set('inner', self);
    expect(compactJson(self)).toBe('{"[Circular]":"me","inner":"[Circular]"}');
    expect(compactJson(new Set([1, 'a', [2]]))).toBe('[1,"a",[2]]');
    expect(compactJson({ m: new Map(), s: new Set() })).toBe('{"m":{},"s":[]}');
  });

  it('honours toJSON: a Date renders as its ISO string, an invalid one as null', () => {
    expect(compactJson(new Date(Date.UTC(2025, 2, 14, 9, 26, 53)))).toBe('"2025-03-14T09:26:53.000Z"');
    expect(compactJson({ when: new Date(Number.NaN) })).toBe('{"when":null}');
    expect(compactJson({ a: { toJSON: (key: string) => `key was ${key}` } })).toBe('{"a":"key was a"}');
    expect(compactJson([{ toJSON: (key: string) => key }])).toBe('["0"]');
    expect(compactJson({ gone: { toJSON: () => undefined } })).toBe('{}');
    expect(compactJson(new URL('https://example.com/a?b=1'))).toBe('"https://example.com/a?b=1"');
  });

  it('renders class instances by their own enumerable fields, errors with name and message', () => {
    class Point {
      x = 1;
      y = 3;
      readonly #hidden = 2;
      get sum() {
        return this.x + this.y + this.#hidden;
      }
    }
    expect(compactJson(new Point())).toBe('{"x":1,"y":3}');
    expect(compactJson(Object.assign(Object.create(null) as object, { a: 1 }))).toBe('{"a":1}');
    const error = Object.assign(new TypeError('bad input'), { code: 'E_BAD' });
    expect(compactJson({ error })).toBe('{"error":{"name":"TypeError","message":"bad input","code":"E_BAD"}}');
    expect(compactJson([Object(1), Object('s'), Object(true)])).toBe('[1,"s",true]');
    expect(compactJson(new Int16Array([1, -2]))).toBe('[1,-2]');
  });

  it('never throws: a throwing getter, toJSON or proxy renders as "[Unserializable]"', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const value = {
      get bad(): number {
        throw new Error('getter');
      },
      toJSONFails: {
        toJSON: () => {
          throw new Error('toJSON');
        },
      },
      proxy: revoked.proxy,
      keysFail: new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error('ownKeys');
          },
        },
      ),
      ok: 1,
    };
    const expected =
      '{"bad":"[Unserializable]","toJSONFails":"[Unserializable]","proxy":"[Unserializable]","keysFail":"[Unserializable]","ok":1}';
    expect(compactJson(value)).toBe(expected);
    expect(compactJson(revoked.proxy)).toBe('"[Unserializable]"');
    expect(jsonLines(revoked.proxy)).toBe('"[Unserializable]"');
  });

  it('renders 10,000-deep nesting without overflowing the stack, cut at 1,000 levels', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(compactJson(deep)).toBe(`${'['.repeat(1000)}"[Too deep]"${']'.repeat(1000)}`);
    let objects: unknown = 1;
    for (let i = 0; i < 10_000; i += 1) objects = { d: objects };
    expect(compactJson(objects)).toBe(`${'{"d":'.repeat(1000)}"[Too deep]"${'}'.repeat(1000)}`);
    expect(() => indentedJson(objects)).not.toThrow();
    expect(() => jsonLines([objects])).not.toThrow();
    // 1,000 levels are kept whole.
    let kept: unknown = 0;
    for (let i = 0; i < 1000; i += 1) kept = [kept];
    expect(compactJson(kept)).toBe(`${'['.repeat(1000)}0${']'.repeat(1000)}`);
  });
});

describe('bytes in values', () => {
  const hello = new TextEncoder().encode('héllo');
  const invalid = new Uint8Array([0xff, 0xfe, 0x00]);

  it('renders valid UTF-8 bytes as text: Uint8Array, Buffer, ArrayBuffer, DataView', () => {
    expect(compactJson({ a: hello, b: Buffer.from('buf'), c: new TextEncoder().encode('ab').buffer, d: new DataView(hello.buffer) })).toBe(
      '{"a":"héllo","b":"buf","c":"ab","d":"héllo"}',
    );
    expect(compactJson(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('"\ufeffA"'); // a BOM is kept
  });

  it('renders every bytes value as base64 once one is not valid UTF-8', () => {
    expect(compactJson({ text: hello, raw: invalid })).toBe('{"text":"aMOpbGxv","raw":"//4A"}');
    expect(compactJson({ raw: invalid, text: hello })).toBe('{"raw":"//4A","text":"aMOpbGxv"}');
    expect(indentedJson([hello, [invalid]])).toBe('[\n  "aMOpbGxv",\n  [\n    "//4A"\n  ]\n]');
  });

  it('jsonLines makes that switch per record', () => {
    expect(jsonLines([{ text: hello }, { text: hello, raw: invalid }, [Buffer.from('ok')]])).toBe(
      '{"text":"héllo"}\n{"text":"aMOpbGxv","raw":"//4A"}\n["ok"]',
    );
  });

  it('base64-encodes large bytes values', () => {
    const big = new Uint8Array(100_000).fill(0xff);
    const out = compactJson({ big });
    expect(out).toBe(`{"big":"${Buffer.from(big).toString('base64')}"}`);
  });
});

describe('line separators and surrogates', () => {
  it('escapes U+2028, U+2029 and U+0085 in strings, keys and decoded bytes, in every serializer', () => {
    const value = { 'k\u2028': 'a\u2028b\u2029c\u0085d', bytes: new TextEncoder().encode('x\u2028y') };
    expect(compactJson(value)).toBe('{"k\\u2028":"a\\u2028b\\u2029c\\u0085d","bytes":"x\\u2028y"}');
    expect(indentedJson(value)).toBe('{\n  "k\\u2028": "a\\u2028b\\u2029c\\u0085d",\n  "bytes": "x\\u2028y"\n}');
    expect(jsonLines([value])).toBe('{"k\\u2028":"a\\u2028b\\u2029c\\u0085d","bytes":"x\\u2028y"}');
    // Plain data too (it takes the native JSON.stringify path).
    expect(compactJson({ 'k\u2028': ['a\u2028b\u2029c\u0085d'] })).toBe('{"k\\u2028":["a\\u2028b\\u2029c\\u0085d"]}');
    expect(indentedJson(['\u2029'])).toBe('[\n  "\\u2029"\n]');
  });

  it('escapes lone surrogates and keeps pairs', () => {
    expect(compactJson('a\ud800b\udc00c😀')).toBe('"a\\ud800b\\udc00c😀"');
    expect(compactJson({ '\udfff': 1 })).toBe('{"\\udfff":1}');
  });

  it('gives well-formed text with no line separator other than LF, for any value', () => {
    const anyValue = fc.anything({
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withNullPrototype: true,
      withBoxedValues: true,
      stringUnit: 'binary',
    });
    const withLoneSurrogates = fc.tuple(
      anyValue,
      fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) }),
    );
    fc.assert(
      fc.property(withLoneSurrogates, ([value, lone]) => {
        for (const serialize of Object.values(SERIALIZERS)) {
          const out = serialize({ value, lone, sep: '\u2028\u2029\u0085' });
          expect(out.isWellFormed()).toBe(true);
          expect(/[\u0085\u2028\u2029\r]/.test(out)).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips plain JSON values through JSON.parse', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed: unknown = JSON.parse(JSON.stringify(value)); // as JSON sees it (-0 is 0)
        expect(JSON.parse(compactJson(value))).toEqual(parsed);
        expect(JSON.parse(indentedJson(value))).toEqual(parsed);
        expect(compactJson(value)).toBe(JSON.stringify(value));
        expect(indentedJson(value)).toBe(JSON.stringify(value, null, 2));
        // A Map beside it sends the whole value down the non-native path, which must agree.
        expect(compactJson({ value, map: new Map() })).toBe(JSON.stringify({ value, map: {} }));
        expect(indentedJson([value, new Set()])).toBe(JSON.stringify([value, []], null, 2));
      }),
      { numRuns: 200 },
    );
  });
});

describe('indentedJson', () => {
  it('indents by 2 spaces, as JSON.stringify(value, null, 2)', () => {
    expect(indentedJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(indentedJson({ a: [1, { b: [] }, {}], c: 'x' })).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": []\n    },\n    {}\n  ],\n  "c": "x"\n}',
    );
    expect(indentedJson([])).toBe('[]');
    expect(indentedJson(undefined)).toBe('null');
    expect(indentedJson(7n)).toBe('"7"');
  });
});

describe('jsonLines', () => {
  it('writes one compact record a line for an array or a Set', () => {
    expect(jsonLines([{ a: 1 }, [1, 2], 'x', null, undefined])).toBe('{"a":1}\n[1,2]\n"x"\nnull\nnull');
    expect(jsonLines(new Set([{ a: 1 }, 2]))).toBe('{"a":1}\n2');
    expect(jsonLines([{ nested: { deep: [1, 2] } }])).toBe('{"nested":{"deep":[1,2]}}');
  });

  it('gives an empty string for an empty array', () => {
    expect(jsonLines([])).toBe('');
    expect(jsonLines(new Set())).toBe('');
  });

  it('falls back to indentedJson for anything else', () => {
    expect(jsonLines({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(jsonLines('text')).toBe('"text"');
    expect(jsonLines(new Map([['k', [1]]]))).toBe('{\n  "k": [\n    1\n  ]\n}');
  });

  it('renders a record that is the array itself as "[Circular]"', () => {
    const list: unknown[] = [1];
    list.push(list, [list]);
    expect(jsonLines(list)).toBe('1\n"[Circular]"\n["[Circular]"]');
  });
});
