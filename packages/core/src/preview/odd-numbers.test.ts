import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signalLinesOf } from '../test/signal-lines.js';
import { oddNumbers } from './odd-numbers.js';

const found = (text: string, keep = 20) => oddNumbers(text, { lines: signalLinesOf(text), keep }).map((l) => text.slice(l.start, l.end));

/** `sysctl -a` over `pdsh`: the same settings on every host, some that differ on every host. */
function sysctl(hosts: number, odd?: { host: number; key: string; value: string }): string {
  const lines: string[] = [];
  for (let h = 1; h <= hosts; h++) {
    const host = `kafka-broker-${String(h).padStart(2, '0')}`;
    const settings: [string, string][] = [
      ['fs.file-max', '9223372036854775807'],
      ['kernel.pid_max', '4194304'],
      ['kernel.random.boot_id', `${(h * 7919).toString(16)}a-${(h * 104_729).toString(16)}`],
      ['kernel.ns_last_pid', String(100_000 + ((h * 7919) % 50_000))],
      ['net.core.somaxconn', '4096'],
      ['vm.max_map_count', '262144'],
      ['vm.swappiness', '1'],
    ];
    for (const [key, value] of settings) lines.push(`${host}: ${key} = ${odd?.host === h && odd.key === key ? odd.value : value}`);
  }
  return lines.join('\n');
}

describe('oddNumbers', () => {
  it('finds the one host whose setting differs from the value every other host has', () => {
    expect(found(sysctl(24, { host: 13, key: 'vm.max_map_count', value: '65530' }))).toEqual(['kafka-broker-13: vm.max_map_count = 65530']);
  });

  it('finds the odd host when it is the first line, or among the first three', () => {
    for (const host of [1, 2, 3]) {
      const text = sysctl(12, { host, key: 'fs.file-max', value: '1048576' });
      expect(found(text)).toEqual([`kafka-broker-0${host}: fs.file-max = 1048576`]);
    }
  });

  it('finds the one row whose number has a sign unlike the same number on every other row: a latitude and longitude swapped', () => {
    const stops = Array.from(
      { length: 60 },
      (_, i) => `STOP${1000 + i},Stop ${i},${(50.5 + (i % 17) / 10).toFixed(5)},-${(2.1 + (i % 13) / 10).toFixed(5)},1`,
    );
    stops[37] = 'STOP1037,Stop 37,-2.49570,51.41790,1';
    expect(found(stops.join('\n'))).toEqual(['STOP1037,Stop 37,-2.49570,51.41790,1']);
    // A minus inside a word is no sign (a date, a range): nothing is odd.
    const dated = Array.from(
      { length: 60 },
      (_, i) => `run ${i} on 2026-03-${String(1 + (i % 28)).padStart(2, '0')} took 10-${20 + (i % 9)} s`,
    );
    expect(found(dated.join('\n'))).toEqual([]);
    // Both signs on many rows (temperatures): nothing is odd.
    const readings = Array.from({ length: 60 }, (_, i) => `sensor ${i} temp=${i % 3 === 0 ? '-' : ''}${1 + (i % 7)}.5`);
    expect(found(readings.join('\n'))).toEqual([]);
  });

  it('finds the one row whose measure lies far outside the tolerance all other rows keep it within', () => {
    const axles = Array.from({ length: 80 }, (_, i) => `SPM-${1000 + i},${800 + ((i * 37) % 40)}.${i % 10},${1359 + ((i * 7) % 15) / 10}`);
    axles[41] = 'SPM-1041,806.6,1352.6';
    expect(found(axles.join('\n'))).toEqual(['SPM-1041,806.6,1352.6']);
    // Values spread wider than 1% of their size (wheel diameters) hold no tolerance: a low one is not odd.
    const wheels = Array.from({ length: 80 }, (_, i) => `SPM-${1000 + i},${790 + ((i * 37) % 40)}.5`);
    wheels[41] = 'SPM-1041,741.5';
    expect(found(wheels.join('\n'))).toEqual([]);
    // Lines of different settings with one number each: a value all but one share is no tolerance.
    const letters = (i: number) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    const settings = Array.from({ length: 60 }, (_, i) => `host: setting${letters(i)} ${i === 30 ? 7 : 5}`);
    expect(found(settings.join('\n'))).toEqual([]);
  });

  it('finds the one value of 50 lines alike or more far outside the range all the others span: the logger listening at 14:00', () => {
    const loggers = (odd: string) =>
      Array.from({ length: 60 }, (_, i) => (i === 41 ? `listen_start=${odd}` : `listen_start=0${1 + (i % 3)}:${i % 2 ? '30' : '00'}`)).join(
        '\n',
      );
    expect(found(loggers('14:00'))).toEqual(['listen_start=14:00']);
    // More than 4 times their range away: 11:00 is 8 hours past 01:00 to 03:00, just 4 times.
    expect(found(loggers('11:00'))).toEqual([]);
    // Lines with as many numbers that are not alike (different settings) span no range together.
    const letters = (i: number) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    const settings = Array.from({ length: 60 }, (_, i) => `host: setting${letters(i)} ${i === 30 ? 40 : 1 + (i % 3)}`);
    expect(found(settings.join('\n'))).toEqual([]);
  });

  it("finds the one line of lines alike whose readings sat still, 3 times as many equal to the one before as on any other: a logger's min, max and mean", () => {
    const days = (stuck: string) =>
      Array.from({ length: 40 }, (_, d) => {
        const day = `2026-04-${String((d % 28) + 1).padStart(2, '0')}`;
        const [min, max, mean, sd] =
          d === 17 ? stuck.split(' ') : [`${2 + (d % 5) / 10}`, `${4 + (d % 7) / 10}`, `3.${40 + d}`, `0.${20 + (d % 30)}`];
        return `${day}  TL-207  288  ${min}  ${max}  ${mean}  ${sd}  0  9${d % 10}%`;
      }).join('\n');
    expect(found(days('4.1 4.1 4.10 0.00'))).toEqual(['2026-04-18  TL-207  288  4.1  4.1  4.10  0.00  0  97%']);
    // Two places equal to the one before (min = max = mean, the spread moving) are fewer than 3.
    expect(found(days('4.1 4.1 4.10 0.31'))).toEqual([]);
  });

  it('counts no parts of a date or a time as readings that sat still: a brake test on 01-01 at 08:08 whose distance and time are equal, as on every test of its lift', () => {
    // At 2.00 m/s, a stop's distance in m and its time in s are equal on every line.
    const tests = Array.from({ length: 30 }, (_, d) => {
      const day = d < 15 ? `2025-12-${d + 15}` : `2026-01-${String(d - 14).padStart(2, '0')}`;
      const time = d === 15 ? '08:08' : `0${7 + (d % 2)}:${10 + d}`;
      const distance = (2.6 + (d % 9) / 25).toFixed(2);
      return `Juniper Double  ${day}  ${time}  emergency  empty  2.00  ${distance}  ${distance}  0.7${d % 10}  31${d % 10}`;
    }).join('\n');
    expect(found(tests)).toEqual([]);
  });

  it('finds no line of lines alike by a later part of a date or time: two skis of twelve last tuned in October, the others in November', () => {
    const skis = Array.from({ length: 12 }, (_, i) => {
      const tuned = i === 3 || i === 8 ? `2026-10-${20 + i}` : `2026-11-${String(1 + i).padStart(2, '0')}`;
      return `SK-0${3100 + i * 7},ski,Volkl,Deacon 76,${150 + i * 2},${tuned},full grind,SUMMIT,OUT`;
    }).join('\n');
    expect(found(skis)).toEqual([]);
    // The first part of a date is no later part: the one ski last tuned in 2024.
    expect(found(skis.replace('2026-11-05', '2024-11-05'))).toEqual(['SK-03128,ski,Volkl,Deacon 76,158,2024-11-05,full grind,SUMMIT,OUT']);
  });

  it('finds no still line where lines as still are many (every dry day a water film of 0), and one where the others move', () => {
    const rows = (param: string, flat: (d: number) => boolean) =>
      Array.from({ length: 30 }, (_, d) => {
        const hours = Array.from({ length: 24 }, (_, h) =>
          flat(d) ? (param === 'FILM' ? '0' : '17.8') : `${10 + ((d * 7 + h * 3) % 50) / 10}`,
        );
        return `2026-06-${String(d + 1).padStart(2, '0')}  RS04  ${param}  ${hours.join('  ')}`;
      });
    const text = [...rows('SURF', (d) => d === 2), ...rows('FILM', (d) => d % 3 !== 0)].join('\n');
    expect(found(text).map((line) => line.slice(0, 24))).toEqual(['2026-06-03  RS04  SURF  ']);
  });

  it('keeps the still lines where the values at places find more odd lines than `keep`', () => {
    const still = Array.from(
      { length: 12 },
      (_, i) => `probe-${i} rtt ${i === 6 ? '5 5 5 5' : `${10 + i} ${30 + 2 * i} ${70 + 3 * i} ${120 + i}`}`,
    );
    const text = [...still, sysctl(24, { host: 13, key: 'vm.max_map_count', value: '65530' })].join('\n');
    expect(oddNumbers(text, { lines: signalLinesOf(text), keep: 2 }).map((l) => text.slice(l.start, l.end))).toEqual([
      'probe-6 rtt 5 5 5 5',
      'kafka-broker-13: vm.max_map_count = 65530',
    ]);
    expect(oddNumbers(text, { lines: signalLinesOf(text), keep: 1 }).map((l) => text.slice(l.start, l.end))).toEqual([
      'probe-6 rtt 5 5 5 5',
    ]);
  });

  it('finds nothing where every host agrees, or where values differ on every host (ids, counters)', () => {
    expect(found(sysctl(24))).toEqual([]);
  });

  it('needs 10 lines alike to call one value unusual', () => {
    expect(found(sysctl(9, { host: 3, key: 'vm.swappiness', value: '60' }))).toEqual([]);
    expect(found(sysctl(10, { host: 3, key: 'vm.swappiness', value: '60' }))).toEqual(['kafka-broker-03: vm.swappiness = 60']);
  });

  it('finds a size a hundred times below the others of lines alike, with columns padded to their widths', () => {
    const rows = Array.from({ length: 60 }, (_, d) => {
      const size = d === 41 ? 131_072 : 11_000_000_000 + d * 23_456_789;
      return `2026-02-${String((d % 28) + 1).padStart(2, '0')} 02:14:07 ${String(size).padStart(11)} billing-db/base/${d}/base.tar.zst`;
    });
    expect(found(rows.join('\n'))).toEqual(['2026-02-14 02:14:07      131072 billing-db/base/41/base.tar.zst']);
  });

  it('finds a value a hundred times above all others in its place, over 50 lines with as many numbers', () => {
    const rows = Array.from({ length: 80 }, (_, i) => {
      const lag = i === 57 ? 1_846_203 : (i * 37) % 2_400;
      return `group-${String.fromCharCode(97 + (i % 26))}  topic.${i % 3 === 0 ? 'created' : 'updated'}  ${i % 12}  ${300_000_000 + i * 1_000}  ${lag}`;
    });
    expect(found(rows.join('\n'))).toEqual([rows[57]]);
    // Below 50 such lines, sizes say nothing.
    expect(found(rows.slice(20, 60).join('\n'))).toEqual([]);
  });

  it('takes 0 as far only from 99 and up', () => {
    const rows = (low: number) => Array.from({ length: 60 }, (_, i) => `partition ${i % 7} lag ${i === 30 ? 0 : low + (i % 5)}`);
    expect(found(rows(3).join('\n'))).toEqual([]);
    expect(found(rows(99).join('\n'))).toEqual(['partition 2 lag 0']);
  });

  it('reads a decimal as one number, and a version or an address as one value', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `node-${i} kubelet v${i === 4 ? '1.30.8' : '1.31.4'} ratio 0.${50 + i}`);
    expect(found(rows.join('\n'))).toEqual(['node-4 kubelet v1.30.8 ratio 0.54']);
  });

  it('reads a number with its unit run into it as its value in the unit of its kind: the one upload of 2741.06s', () => {
    // The largest of the others is 58 times smaller: no gap of 100, but far out of their range.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const elapsed = i === 37 ? '2741.06s' : `${(0.9 + ((i * 7) % 45) + (i % 10) / 100).toFixed(2)}s`;
      return `delivered batch=B-${1000 + i * 7} store=anghami files=${(i % 30) + 1} elapsed=${elapsed} ack=pending`;
    });
    expect(found(rows.join('\n'))).toEqual([rows[37]]);
    // Each is read in the unit of its kind: 2741ms is 2.741 s, like the others, and 2741 s written 45.7m is not.
    const inMs = rows.map((row, i) => (i === 37 ? row.replace('2741.06s', '2741ms') : row));
    expect(found(inMs.join('\n'))).toEqual([]);
    const inMinutes = rows.map((row, i) => (i === 37 ? row.replace('2741.06s', '45.7m') : row));
    expect(found(inMinutes.join('\n'))).toEqual([inMinutes[37]]);
    // The letter a hex id ends with is no unit (`1234567b`): its line is alike with the others, and its odd size is found.
    const ids = Array.from(
      { length: 12 },
      (_, i) => `object ${i === 5 ? '1234567b' : (0xa000000 + i * 4_099).toString(16)} size ${i === 5 ? 8192 : 4096}`,
    );
    expect(found(ids.join('\n'))).toEqual([ids[5]]);
  });

  it('gives none when more lines than `keep` are odd, and none past 48 numbers on a line', () => {
    const text = sysctl(24, { host: 13, key: 'vm.max_map_count', value: '65530' });
    expect(oddNumbers(text, { lines: signalLinesOf(text), keep: 0 })).toEqual([]);
    const wide = Array.from({ length: 20 }, (_, i) => Array.from({ length: 49 }, (_, n) => (i === 5 && n === 0 ? 7 : n)).join(' '));
    expect(found(wide.join('\n'))).toEqual([]);
    expect(found(wide.map((line) => line.slice(0, line.lastIndexOf(' '))).join('\n'))).toEqual([
      wide[5]!.slice(0, wide[5]!.lastIndexOf(' ')),
    ]);
  });

  it('only ever finds lines it was given, at most `keep` of them, in order (property)', () => {
    const row = fc.tuple(fc.constantFrom('host-a', 'host-b', 'x'), fc.nat(3), fc.oneof(fc.constant(5), fc.nat(1_000_000)));
    fc.assert(
      fc.property(fc.array(row, { minLength: 0, maxLength: 120 }), fc.nat(5), (rows, keep) => {
        const text = rows.map(([name, a, b]) => `${name}: key${a} = ${b}`).join('\n');
        const lines = signalLinesOf(text);
        const odd = oddNumbers(text, { lines, keep });
        expect(odd.length).toBeLessThanOrEqual(keep);
        expect(odd.every((l) => lines.includes(l))).toBe(true);
        expect(odd.map((l) => l.line)).toEqual([...new Set(odd.map((l) => l.line))].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
