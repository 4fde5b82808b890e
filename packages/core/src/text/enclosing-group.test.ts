import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Span } from './enclosing-group.js';
import { enclosingGroup } from './enclosing-group.js';

const group = (text: string, marker: string, most: number) => {
  const at = text.indexOf(marker);
  const span = enclosingGroup(text, at, 0, text.length, most);
  return span && text.slice(span.start, span.end);
};

describe('enclosingGroup', () => {
  const bundle = 'x=[{slot:"A1",name:"Pie",allergens:["Celery","Milk"],ok:!0},{slot:"A2",name:"Soup",allergens:[]}];';

  it('gives the widest object, list or tuple around a place that fits', () => {
    expect(group(bundle, 'Pie', 60)).toBe('{slot:"A1",name:"Pie",allergens:["Celery","Milk"],ok:!0}');
    expect(group(bundle, 'Pie', 200)).toBe(bundle.slice(2, -1));
    expect(group(bundle, 'Milk', 20)).toBe('["Celery","Milk"]');
    expect(group("INSERT INTO t VALUES (1,'a (x)'),(2,'b'),(3,'c');", "'b'", 40)).toBe("(2,'b')");
  });

  it('gives none where no group around the place fits, or none is there', () => {
    const object = '{slot:"A1",name:"Pie",allergens:["Celery","Milk"],ok:!0}';
    expect(group(bundle, 'Pie', object.length)).toBe(object);
    expect(group(bundle, 'Pie', object.length - 1)).toBeUndefined();
    expect(group('plain words, no brackets', 'no', 100)).toBeUndefined();
    expect(group('an open ( bracket never closed', 'never', 100)).toBeUndefined();
  });

  it('stops at brackets that do not balance, with the group found so far', () => {
    expect(group('smile :) {name:"Pie"} end', 'Pie', 100)).toBe('{name:"Pie"}');
    expect(group('[a, (b, {c: "Pie"} ], d)', 'Pie', 100)).toBe('{c: "Pie"}');
  });

  it('looks only within [from, to)', () => {
    const text = '{a:{b:"Pie"}}';
    expect(enclosingGroup(text, text.indexOf('Pie'), 1, text.length, 100)).toEqual({ start: 3, end: 12 });
  });

  it('gives the widest balanced group around the place within the bounds (checked against every span)', () => {
    const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
    const balanced = (inside: string) => {
      const open: string[] = [];
      for (const c of inside) {
        if (c in pairs) open.push(pairs[c]!);
        else if (')]}'.includes(c) && open.pop() !== c) return false;
      }
      return open.length === 0;
    };
    const widest = (text: string, at: number, from: number, to: number, most: number): Span | undefined => {
      let best: Span | undefined;
      for (let start = from; start < at; start++) {
        for (let end = at + 1; end <= to; end++) {
          const open = text[start]!;
          if (!(open in pairs) || text[end - 1] !== pairs[open] || end - start > most) continue;
          if (!balanced(text.slice(start + 1, end - 1))) continue;
          if (!best || end - start > best.end - best.start) best = { start, end };
        }
      }
      return best;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '(', ')', 'a', ','), maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat({ max: 45 }),
        (text, a, f, t, most) => {
          fc.pre(text.length > 0);
          const at = a % text.length;
          const from = Math.min(at, f % text.length);
          const to = at + 1 + (t % (text.length - at));
          fc.pre(!'{}[]()'.includes(text[at]!));
          expect(enclosingGroup(text, at, from, to, most)).toEqual(widest(text, at, from, to, most));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
