import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signalLinesOf } from '../test/signal-lines.js';
import { farValues, farValuesAndSpikes } from './far-values.js';

const found = (text: string, keep = 20) => farValues(text, { lines: signalLinesOf(text), keep }).map((l) => text.slice(l.start, l.end));

/** A day's energy for each of `buses` electric buses, the ratio one bus ran at on the row `odd` (none with no `odd`). */
function energyTable(buses: number, odd?: { row: number; perKm: string }): string {
  const rows = ['DATE        FLEET  KM     KWH_USED  KWH_PER_KM  SOC_END'];
  for (let b = 0; b < buses; b++) {
    const km = 150 + ((b * 37) % 140);
    const perKm = (0.7 + ((b * 13) % 60) / 100).toFixed(2);
    const ratio = odd?.row === b ? odd.perKm : perKm;
    rows.push(`2026-11-11  ${3400 + b}   ${km}.0  ${(km * Number(ratio)).toFixed(1)}  ${ratio}  ${15 + ((b * 7) % 40)}%`);
  }
  return rows.join('\n');
}

describe('farValues', () => {
  it("finds one key's far value among its lines alike, where the lines with as many numbers hold other keys' too: a pallet's weight", () => {
    // Each pallet's case count, weight and height, one number a line, in pretty JSON; one weighs 4327 kg among 68 to 1,117.
    const pallets = Array.from({ length: 80 }, (_, i) =>
      [
        '    {',
        `      "cases": ${40 + ((i * 7) % 60)},`,
        `      "grossWeightKg": ${i === 41 ? '4327' : (68 + ((i * 389) % 1050) + 0.5).toFixed(1)},`,
        `      "heightCm": ${110 + ((i * 11) % 50)}`,
        '    },',
      ].join('\n'),
    );
    const text = `{\n  "pallets": [\n${pallets.join('\n')}\n  ]\n}`;
    expect(found(text)).toEqual(['      "grossWeightKg": 4327,']);
    // Where the lines with as many numbers give one, lines alike are not looked at: the weight of a
    // line of its own kind far from the rest (a load's total) is the one given.
    const withTotal = text.replace('  "pallets": [', '  "totalKg": 999999,\n  "pallets": [');
    expect(found(withTotal)).toEqual(['  "totalKg": 999999,']);
  });

  it("finds the one value far past its place's others, as told by their interquartile range: a bus's 3.36 kWh a km where the rest run from 0.70 to 1.29", () => {
    const text = energyTable(120, { row: 57, perKm: '3.36' });
    expect(found(text)).toEqual(['2026-11-11  3457   159.0  534.2  3.36  54%']);
    // Below the others as well: one sensor reading 2.1 where the rest read 20.0 to 20.9.
    const readings = Array.from({ length: 60 }, (_, i) => `sensor-${i} ${i === 30 ? '2.1' : (20 + (i % 10) / 10).toFixed(1)} C`);
    expect(found(readings.join('\n'))).toEqual(['sensor-30 2.1 C']);
  });

  it('finds nothing where values spread as they do (ids, counters, readings), on 3 lines or more, or within 4 interquartile ranges of the next', () => {
    expect(found(energyTable(120))).toEqual([]);
    // The same far value on 3 lines is a kind of its own, not one or two lines far from the rest.
    const three = energyTable(120, { row: 57, perKm: '3.36' }).split('\n');
    for (const row of [20, 90]) three[row + 1] = three[row + 1]!.replace(/ \d\.\d\d {2}/, ' 3.36  ');
    expect(found(three.join('\n'))).toEqual([]);
    // 1.90 lies 0.61 past the next (1.29), under 4 times the ratios' interquartile range (0.30).
    expect(found(energyTable(120, { row: 57, perKm: '1.90' }))).toEqual([]);
  });

  it("finds the value far from its place's others where most are alike, by the others' range, and past a line of another kind: a TTL of 864000 in a zone", () => {
    // Most records live an hour, some a day, one ten days; the header's numbers are no plain numbers.
    const zone = ['; <<>> DiG 9.18.28-0ubuntu0.24.04.1-Ubuntu <<>> @ns1 example.ac.uk AXFR'];
    for (let i = 0; i < 80; i++)
      zone.push(`host-${i}.example.ac.uk.\t${i === 40 ? 864000 : i % 10 === 0 ? 86400 : 3600}\tIN\tA\t10.93.14.${i}`);
    expect(found(zone.join('\n'))).toEqual(['host-40.example.ac.uk.\t864000\tIN\tA\t10.93.14.40']);
    // With 200000 on 8 lines, ten days lies 664000 past it: under 4 times the others' range (196400).
    const near = zone.map((line, i) => (i > 0 && i % 10 === 1 ? line.replace(/\t86400\t|\t3600\t/, '\t200000\t') : line));
    expect(found(near.join('\n'))).toEqual([]);
  });

  it('finds the value on one or two lines of a place where every other value is on 20 lines or more: the radio on channel 13', () => {
    const rows = Array.from({ length: 90 }, (_, i) => {
      const channel = i === 41 ? 13 : [1, 6, 11][i % 3]!;
      return `AP${String(i).padStart(3, '0')}  10.30.16.${i}  2.4GHz  ${channel}  ${(i * 7) % 30}`;
    });
    expect(found(rows.join('\n'))).toEqual(['AP041  10.30.16.41  2.4GHz  13  17']);
    // With one other value on fewer than 20 lines (channel 3 on 5 of them), channel 13 is no rare kind.
    const spread = rows.map((row, i) => (i % 18 === 2 ? row.replace(/ 11 {2}/, ' 3  ') : row));
    expect(found(spread.join('\n'))).toEqual([]);
  });

  it('needs 50 lines with as many numbers, and gives none when more lines than `keep` are far', () => {
    const text = energyTable(49, { row: 20, perKm: '3.36' });
    expect(found(text)).toEqual([]);
    const many = energyTable(120, { row: 57, perKm: '3.36' });
    expect(found(many, 0)).toEqual([]);
    expect(found(many, 1)).toHaveLength(1);
  });

  it('only ever finds lines it was given, at most `keep` of them, in order (property)', () => {
    const row = fc.tuple(
      fc.constantFrom('a', 'b', 'c'),
      fc.nat(3),
      fc.oneof(fc.constant(5), fc.nat(1_000_000)),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(row, { minLength: 0, maxLength: 160 }), fc.nat(5), (rows, keep) => {
        const text = rows.map(([name, a, b, c]) => `${name} ${a} ${b} ${c}`).join('\n');
        const lines = signalLinesOf(text);
        const far = farValues(text, { lines, keep });
        expect(far.length).toBeLessThanOrEqual(keep);
        expect(far.every((l) => lines.includes(l))).toBe(true);
        expect(far.map((l) => l.line)).toEqual([...new Set(far.map((l) => l.line))].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  it("gives apart from the far values a value that jumps and comes straight back among lines alike: a plot's snow depth of 312.4 cm between two near 80", () => {
    // Two plots an hour, a plot's lines alike; depths from 0 to 128 cm over the season, so that 312.4 is within 4 interquartile ranges of the next.
    const rows = Array.from({ length: 160 }, (_, i) => {
      const hour = Math.floor(i / 2);
      const depth = i === 101 ? '312.4' : (i % 2 === 0 ? hour * 1.6 : 128 - hour * 1.6).toFixed(1);
      return `${i % 2 === 0 ? 'TRMID Mid-Mountain' : 'TRBAS Base'} 2026-11-0${1 + Math.floor(hour / 24)} ${String(hour % 24).padStart(2, '0')}:00 hs=${depth}`;
    });
    const text = rows.join('\n');
    const { far, spikes } = farValuesAndSpikes(text, { lines: signalLinesOf(text), keep: 20 });
    expect(far).toEqual([]);
    expect(spikes.map((l) => text.slice(l.start, l.end))).toEqual([rows[101]]);
    expect(farValues(text, { lines: signalLinesOf(text), keep: 20 })).toEqual([]);
  });

  it("finds, apart, the last number far from those of the other lines of its name whose counts of numbers differ: a metric's one dim screen", () => {
    // Serials of three forms (one, two or three numbers): no set of lines with as many numbers holds 50.
    const serial = (i: number) => [`${28 + i}Y30831`, `CP23-${784_200 + i}`, `A${i}-B-${i}C-7`][i % 3]!;
    const samples = (name: string, value: (i: number) => string) =>
      Array.from({ length: 90 }, (_, i) => `${name}{site="S${i % 9}",serial="${serial(i)}"} ${value(i)}`);
    const luminance = samples('tms_screen_luminance_foot_lamberts', (i) => (i === 40 ? '31.27' : (46 + (i % 40) / 10).toFixed(2)));
    const text = [...samples('tms_fan_speed_rpm', (i) => String(2_400 + ((i * 37) % 300))), ...luminance].join('\n');
    const shown = (lines: readonly { start: number; end: number }[]) => lines.map((l) => text.slice(l.start, l.end));
    const found = farValuesAndSpikes(text, { lines: signalLinesOf(text), keep: 20 });
    expect([shown(found.far), shown(found.named)]).toEqual([[], [luminance[40]]]);
    // Where the set with as many numbers holds another metric's too, its lines alike tell them apart
    // (a far value, then not given again by its name).
    const fans = Array.from({ length: 60 }, (_, i) => `tms_fan_speed_rpm{serial="CP23-${784_200 + i}"} ${2_400 + ((i * 37) % 300)}`);
    const dim = Array.from(
      { length: 60 },
      (_, i) => `tms_screen_luminance_foot_lamberts{serial="CP23-${784_200 + i}"} ${i === 40 ? '31.27' : (46 + (i % 40) / 10).toFixed(2)}`,
    );
    const mixed = [...fans, ...dim].join('\n');
    const byName = farValuesAndSpikes(mixed, { lines: signalLinesOf(mixed), keep: 20 });
    expect([byName.far.map((l) => mixed.slice(l.start, l.end)), byName.named]).toEqual([[dim[40]], []]);
    // A line the set with as many numbers finds is not given again.
    const alone = dim.join('\n');
    const once = farValuesAndSpikes(alone, { lines: signalLinesOf(alone), keep: 20 });
    expect([once.far.map((l) => alone.slice(l.start, l.end)), once.named]).toEqual([[dim[40]], []]);
  });
});
