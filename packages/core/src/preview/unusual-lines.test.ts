import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddNumberLines, unusualLines } from './unusual-lines.js';

/** A storage engine's log: 16 shards compacting; one compaction of shard 11 also quarantined a file. */
function shardLog(): string {
  const lines = Array.from({ length: 1_600 }, (_, i) => `shard-${i % 16} compaction level=${i % 5} files=${i % 300} took=${i % 500}ms`);
  lines[1_003] = 'shard-11 compaction level=2 files=17 took=48ms note=checksum mismatch on sst 000812, file quarantined';
  return lines.join('\n');
}

/** Two snow plots' hourly readings, 40 hours each: one hour of snowfall (line 21) and one snow depth of 312.4 cm (line 51). */
function snowHours(): string[] {
  return Array.from({ length: 80 }, (_, h) => {
    const depth = h === 50 ? '312.4' : (40 + ((h * 7) % 20) + (h % 10) / 10).toFixed(1);
    const snow = h === 20 ? '0.2' : '0.0';
    // Two plots of 40 hours each: fewer than 50 lines alike, 80 with as many numbers.
    const plot = h % 2 === 0 ? 'TRMID,Mid-Mountain Study Plot,2540' : 'TRBAS,Base Plot,2120';
    return `${plot},2026-11-0${1 + Math.floor(h / 24)} ${String(h % 24).padStart(2, '0')}:00,${depth},${snow}`;
  });
}

describe('unusualLines', () => {
  it("finds the line of the most specific common word of the request unlike the word's other lines", () => {
    const text = shardLog();
    const terms = ['happen', 'shard 11', 'compaction'];
    const found = unusualLines(text, { terms, common: [1, 2], from: 0, to: text.length, keep: 20, anyLine: false });
    const start = text.indexOf('shard-11 compaction level=2 files=17');
    expect(found).toEqual([
      {
        kind: 'unusual-line',
        terms: [1],
        lines: [{ line: 1_004, start, end: text.indexOf('\n', start), at: start, error: false, terms: [1], termAt: [start] }],
      },
    ]);
  });

  it("with the common word's unusual lines, gives the lines with a rare value in a column of kinds as lines of their own, first: the meter set to mg/dL beside the lost one", () => {
    const meters = Array.from({ length: 300 }, (_, i) => {
      const status = i === 40 ? 'lost' : 'in use';
      return `GLU-${1000 + i},StatStrip Glucose,Afdeling ${['NEO', 'B3', 'GER'][i % 3]},${status},${(i * 37) % 100},${i === 170 ? 'mg/dL' : 'mmol/L'}`;
    });
    const text = ['device_id,model,location,status,battery_pct,result_unit', ...meters].join('\n');
    const terms = ['glucose', 'configured'];
    const found = unusualLines(text, { terms, common: [0], from: text.indexOf('\n') + 1, to: text.length, keep: 20, anyLine: false });
    expect(found.map((f) => ({ terms: f.terms, lines: f.lines.map((l) => text.slice(l.start, l.end)) }))).toEqual([
      { terms: [], lines: ['GLU-1170,StatStrip Glucose,Afdeling GER,in use,90,mg/dL'] },
      { terms: [0], lines: ['GLU-1040,StatStrip Glucose,Afdeling B3,lost,80,mmol/L'] },
    ]);
  });

  it('of all the lines, keeps the odd ones that stand among repeats with their detail lines, not the header above the repeats', () => {
    // A query plan: a header of lines each unlike the rest, then 300 index scans, one of them a sequential scan.
    const header = ['Finalize GroupAggregate', '  Group Key: kind', '  ->  Gather Merge', '        Workers Planned: 2', '        ->  Sort'];
    const scans = Array.from({ length: 300 }, (_, i) =>
      i === 200
        ? ['    ->  Parallel Seq Scan on events_p200', '          Filter: (tenant_id = 42)', '          Rows Removed by Filter: 1402118']
        : [`    ->  Parallel Index Scan using events_p${i}_idx on events_p${i}`, '          Index Cond: (tenant_id = 42)'],
    );
    const text = [...header, ...scans.flat()].join('\n');
    const found = unusualLines(text, { terms: ['partition'], common: [], from: 0, to: text.length, keep: 20, anyLine: true });
    // The rows removed, far from the 42 of every other line with one number, come first, as a group of their own.
    expect(found.flatMap((f) => f.lines.map((l) => text.slice(l.start, l.end).trim()))).toEqual([
      'Rows Removed by Filter: 1402118',
      '->  Parallel Seq Scan on events_p200',
      'Filter: (tenant_id = 42)',
    ]);
  });

  it('of all the lines, gives those with a number unlike its peers first, as a group of their own', () => {
    const stops = Array.from(
      { length: 60 },
      (_, i) => `STOP${1000 + i},Stop ${i},${(50.5 + (i % 17) / 10).toFixed(5)},-${(2.1 + (i % 13) / 10).toFixed(5)},1`,
    );
    stops[12] = 'STOP1012,Stop 12 (rail replacement bus),50.70000,-2.20000,0';
    stops[37] = 'STOP1037,Stop 37,-2.49570,51.41790,1';
    const text = stops.join('\n');
    const found = unusualLines(text, { terms: ['stop'], common: [], from: 0, to: text.length, keep: 20, anyLine: true });
    expect(found.map((f) => [f.kind, f.lines.map((l) => l.line)])).toEqual([
      ['odd-number', [38]],
      ['unusual-line', [13]],
    ]);
  });

  it('finds nothing where the lines vary too much for one to stand out, or none does', () => {
    const varied = Array.from(
      { length: 100 },
      (_, i) => `user ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}xq logged in`,
    ).join('\n');
    expect(unusualLines(varied, { terms: ['user'], common: [0], from: 0, to: varied.length, keep: 20, anyLine: true })).toEqual([]);
    const same = Array.from({ length: 100 }, (_, i) => `user ${i} logged in`).join('\n');
    expect(unusualLines(same, { terms: ['user'], common: [0], from: 0, to: same.length, keep: 20, anyLine: true })).toEqual([]);
    expect(unusualLines(same, { terms: ['user'], common: [], from: 0, to: same.length, keep: 20, anyLine: true })).toEqual([]);
  });

  it('gives, for any text, the lines of the rarest common word holding a word on at most 2 of its lines (else, with anyLine, of all lines), when at most keep', () => {
    const word = fc.constantFrom('cache', 'miss', 'hit', 'node', 'key', 'evicted', 'warm', 'cold', 'spill', 'x', '42');
    const line = fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(' '));
    fc.assert(
      // Under 50 lines: no shape has enough lines for its columns to say what is usual (`unusualValues`, tested on its own).
      fc.property(fc.array(line, { minLength: 1, maxLength: 49 }), fc.integer({ min: 1, max: 6 }), fc.boolean(), (lines, keep, anyLine) => {
        const text = lines.join('\n');
        const terms = ['cache', 'node'];
        const has = (l: string, t: string) => l.split(' ').some((w) => w.startsWith(t));
        const counts = terms.map((t) => lines.filter((l) => has(l, t)).length);
        const common = [0, 1].filter((t) => counts[t]! > keep);
        const found = unusualLines(text, { terms, common, from: 0, to: text.length, keep, anyLine });
        const wordsOf = (l: string) => new Set(l.split(' ').filter((w) => /^[a-z]{3,}$/.test(w)));
        const unlike = (own: { l: string; n: number }[]) => {
          const on = (w: string) => own.filter(({ l }) => wordsOf(l).has(w)).length;
          const odd = own.filter(({ l }) => [...wordsOf(l)].some((w) => on(w) <= 2)).map(({ n }) => n);
          return odd.length <= keep ? odd : [];
        };
        const numbered = lines.map((l, i) => ({ l, n: i + 1 }));
        const rarest = common.reduce<number | undefined>(
          (best, t) => (best === undefined || counts[t]! < counts[best]! ? t : best),
          undefined,
        );
        const ofWord = rarest === undefined ? [] : unlike(numbered.filter(({ l }) => has(l, terms[rarest]!)));
        // Of all the lines: those among repeats (15 of the 20 lines around usual) and the odd lines within 2 of one, else all.
        const amongRepeats = (odd: number[]) => {
          const around = (n: number) => numbered.filter(({ n: m }) => m !== n && Math.abs(m - n) <= 10 && !odd.includes(m)).length;
          const standing = odd.filter((n) => around(n) >= 15);
          return standing.length === 0 ? odd : odd.filter((n) => standing.some((s) => Math.abs(s - n) <= 2));
        };
        const expected = ofWord.length > 0 || !anyLine ? ofWord : amongRepeats(unlike(numbered));
        expect(found.flatMap((f) => f.lines.map((l) => l.line))).toEqual(expected);
        expect(found.flatMap((f) => f.terms)).toEqual(ofWord.length > 0 ? [rarest] : []);
      }),
    );
  });

  it('of all the lines, keeps each group of numbers apart when nothing else is found: the far snow depth as rare as it is beside the one hour of snowfall', () => {
    const text = snowHours().join('\n');
    const window = { from: 0, to: text.length, keep: 20 };
    const found = unusualLines(text, {
      ...window,
      terms: ['snow'],
      common: [],
      anyLine: true,
      oddNumbers: () => oddNumberLines(text, window, true),
    });
    expect(found.map((f) => [f.kind, f.far ?? false, f.lines.map((l) => l.line)])).toEqual([
      ['odd-number', false, [21]],
      ['odd-number', true, [51]],
    ]);
  });

  it('gives, for a request that asks what stands out, the values far from their place after the numbers unlike their peers: the snow depth of 312.4 cm beside the one hour of snowfall', () => {
    const hours = snowHours();
    const text = hours.join('\n');
    const window = { from: 0, to: text.length, keep: 20 };
    const shown = (found: ReturnType<typeof oddNumberLines>) =>
      found.map((f) => ({ far: f.far ?? false, lines: f.lines.map((l) => hours[l.line - 1]) }));
    expect(shown(oddNumberLines(text, window))).toEqual([{ far: false, lines: [hours[20]] }]);
    expect(shown(oddNumberLines(text, window, true))).toEqual([
      { far: false, lines: [hours[20]] },
      { far: true, lines: [hours[50]] },
    ]);
  });

  it("gives, for a request that asks what stands out, a metric's last number far from its name's others as a group of its own: the one dim screen", () => {
    const fans = Array.from({ length: 60 }, (_, i) => `tms_fan_speed_rpm{serial="CP23-${784_200 + i}"} ${2_400 + ((i * 37) % 300)}`);
    const dim = Array.from(
      { length: 60 },
      (_, i) => `tms_screen_luminance_foot_lamberts{serial="CP23-${784_200 + i}"} ${i === 40 ? '31.27' : (46 + (i % 40) / 10).toFixed(2)}`,
    );
    const text = [...fans, ...dim].join('\n');
    const found = oddNumberLines(text, { from: 0, to: text.length, keep: 20 }, true);
    expect(found.map((f) => ({ far: f.far ?? false, lines: f.lines.map((l) => text.slice(l.start, l.end)) }))).toEqual([
      { far: true, lines: [dim[40]] },
    ]);
  });
});
