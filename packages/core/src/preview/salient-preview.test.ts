import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLines } from '../prepare/serialize.js';
import { foldSmallContainers } from '../text/fold-small-containers.js';
import { MAX_PICKED_LINES, salientPreview } from './salient-preview.js';
import { MOST_BRIDGED } from './neighbour-lines.js';
import { SECTION_REACH } from './record-body.js';

/** A 5,000-line log: one ERROR (line 1,235), a WARN about a tenant (3,101), a non-zero exit (4,001). */
function seededLog(): string {
  const out: string[] = [];
  for (let i = 0; i < 5_000; i += 1) {
    const stamp = `2026-12-01T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z`;
    if (i === 1234) out.push(`${stamp} ERROR payment failed for order ORD-1234: card_declined`);
    else if (i === 3100) out.push(`${stamp} WARN  retry 2/3 for tenant acme-eu`);
    else if (i === 4000) out.push(`${stamp} INFO  job 17 exited with code 2`);
    else out.push(`${stamp} INFO  request ${i} served in ${i % 50} ms`);
  }
  return `${out.join('\n')}\n`;
}

/** The lines a preview shows between its omission marker and `...[last lines]...`: the picks and the lines beside them. */
function middleLines(preview: string): string[] {
  const lines = preview.split('\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('...[')) + 1, lines.indexOf('...[last lines]...'));
}

const HEAD = '2026-12-01T10:00:00Z INFO  request 0 served in 0 ms\n2026-12-01T10:00:01Z INFO  request 1 served in 1 ms';
const LAST = '2026-12-01T10:23:19Z INFO  request 4999 served in 49 ms\n';
const TAIL = `2026-12-01T10:23:18Z INFO  request 4998 served in 48 ms\n${LAST}`;

describe('salientPreview', () => {
  it('shows the head, the lines with an error signal after their line numbers, and the tail', () => {
    const preview = salientPreview(seededLog(), { previewChars: 1_000 });
    expect(preview.text).toBe(
      `${HEAD}\n` +
        '...[277,750 chars (4,997 lines) omitted; 2 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (2 of 2)]...\n' +
        '1235: 2026-12-01T10:20:34Z ERROR payment failed for order ORD-1234: card_declined\n' +
        '4001: 2026-12-01T10:06:40Z INFO  job 17 exited with code 2\n' +
        `...[last lines]...\n${LAST}`,
    );
    expect(preview.picked).toEqual([
      { line: 1235, errorSignal: true, words: [] },
      { line: 4001, errorSignal: true, words: [] },
    ]);
  });

  it('also picks the lines with a distinctive word of the request, and names the words', () => {
    const preview = salientPreview(seededLog(), {
      previewChars: 1_000,
      request: 'Why was tenant acme-eu throttled, and which request was it?',
    });
    expect(preview.text).toBe(
      `${HEAD}\n` +
        '...[277,750 chars (4,997 lines) omitted; 3 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (2 of 2), "tenant" (1 of 1), "acme-eu" (1 of 1)]...\n' +
        '1235: 2026-12-01T10:20:34Z ERROR payment failed for order ORD-1234: card_declined\n' +
        '3101: 2026-12-01T10:51:40Z WARN  retry 2/3 for tenant acme-eu\n' +
        '4001: 2026-12-01T10:06:40Z INFO  job 17 exited with code 2\n' +
        `...[last lines]...\n${LAST}`,
    );
    // "request" is on almost every line: too common to pick by, and not named.
    expect(preview.picked[1]).toEqual({ line: 3101, errorSignal: false, words: ['tenant', 'acme-eu'] });
  });

  it('picks the lines at the time of day the request names in words, and names the span of clock times', () => {
    const log = Array.from(
      { length: 288 },
      (_, i) =>
        `2026-03-10T${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}:00Z INFO  sync batch ${1000 + i} done`,
    );
    const preview = salientPreview(`${log.join('\n')}\n`, {
      previewChars: 600,
      request: 'Which batch ran a little after two this afternoon?',
    });
    expect(preview.text).toBe(
      [
        '2026-03-10T00:00:00Z INFO  sync batch 1000 done',
        '...[13,729 chars (286 lines) omitted; 5 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for "14:00–14:20" (5 of 5)]...',
        '169: 2026-03-10T14:00:00Z INFO  sync batch 1168 done',
        '170: 2026-03-10T14:05:00Z INFO  sync batch 1169 done',
        '171: 2026-03-10T14:10:00Z INFO  sync batch 1170 done',
        '172: 2026-03-10T14:15:00Z INFO  sync batch 1171 done',
        '173: 2026-03-10T14:20:00Z INFO  sync batch 1172 done',
        '...[last lines]...',
        '2026-03-10T23:55:00Z INFO  sync batch 1287 done',
        '',
      ].join('\n'),
    );
  });

  it('picks the lines of the day the request names in words, however the output writes it', () => {
    const days = Array.from({ length: 92 }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)));
    const log = days.map((d, i) => `${d.toUTCString().slice(5, 16)} nightly backup ${7000 + i} wrote ${((i * 37) % 90) + 10} GB`);
    const preview = salientPreview(`${log.join('\n')}\n`, {
      previewChars: 400,
      request: 'How much did the backup write on the night of 3 November?',
    });
    expect(preview.text).toBe(
      [
        '01 Oct 2026 nightly backup 7000 wrote 10 GB',
        '...[3,965 chars (90 lines) omitted; 1 of their lines follows with 1 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for "--11-03" (1 of 1)]...',
        '34: 03 Nov 2026 nightly backup 7033 wrote 61 GB',
        '35: 04 Nov 2026 nightly backup 7034 wrote 98 GB',
        '...[last lines]...',
        'ec 2026 nightly backup 7091 wrote 47 GB',
        '',
      ].join('\n'),
    );
  });

  it('puts lines with more signals first when not all fit', () => {
    const preview = salientPreview(seededLog(), { previewChars: 420, request: 'card_declined' });
    expect(preview.picked).toEqual([{ line: 1235, errorSignal: true, words: ['card_declined'] }]);
    expect(preview.text).toContain('picked for an error signal (1 of 2), "card_declined" (1 of 1)]...\n1235: ');
    expect(preview.text.length).toBeLessThanOrEqual(420);
  });

  it('says so when no line has a signal, and gives head and tail the whole budget', () => {
    const quiet = seededLog().replace(' ERROR payment failed', ' INFO  payment done').replace('exited with code 2', 'done');
    const preview = salientPreview(quiet, { previewChars: 400, request: 'what about acme-us' });
    expect(preview.text).toBe(
      `${HEAD}\n` +
        '...[277,622 chars (4,995 lines) omitted; none has an error signal or a rare word of the request]...\n' +
        `2026-12-01T10:23:17Z INFO  request 4997 served in 47 ms\n${TAIL}`,
    );
    expect(preview.picked).toEqual([]);
    expect(salientPreview(quiet, { previewChars: 400 }).text).toContain('omitted; none has an error signal]...\n');
  });

  it('shows a long picked line in a window centred on its signal, widened to what the budget leaves (the other fields of a JSON record come before it as often as after)', () => {
    const text = `${'x '.repeat(3_000)}TypeError: boom ${'y '.repeat(3_000)}`;
    const preview = salientPreview(text, { previewChars: 600 });
    expect(preview.text).toBe(
      `${'x '.repeat(45)}\n` +
        '...[11,866 chars omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for an error signal (1 of 1)]...\n' +
        `1:6005: ...[+5,892 chars] ${'x '.repeat(54)}TypeError: boom ${'y '.repeat(51)}...[+5,899 chars]\n` +
        `...[last lines]...\n${'y '.repeat(30)}`,
    );
    expect(preview.text).toHaveLength(600);
    expect(preview.picked).toEqual([{ line: 1, errorSignal: true, words: [] }]);
  });

  it('widens the window of a long pick only with what the lines beside it leave', () => {
    const long = `${'a '.repeat(400)}Error: disk ${'b '.repeat(400)}`;
    const text = [
      'start',
      ...Array.from({ length: 200 }, (_, i) => `line ${i}`),
      long,
      'next to it',
      ...Array.from({ length: 200 }, (_, i) => `row ${i}`),
    ].join('\n');
    const preview = salientPreview(text, { previewChars: 580 });
    // The line beside the pick comes first; the 28 chars left then are too few to widen its window (145 chars, a quarter of the budget).
    expect(preview.text).toContain(
      `\n202:801: ...[+728 chars] ${'a '.repeat(36)}Error: disk ${'b '.repeat(31)}...[+739 chars]\n203: next to it\n...[last lines]...\n`,
    );
    expect(preview.text).toHaveLength(552);
  });

  it('returns a text that fits as it is, and a bare head when the budget holds no marker', () => {
    expect(salientPreview('short', { previewChars: 5 })).toEqual({ text: 'short', picked: [] });
    expect(salientPreview(seededLog(), { previewChars: 30 }).text).toBe('2026-12-01T10:00:00Z INFO  req');
    expect(salientPreview(seededLog(), { previewChars: 0 }).text).toBe('');
  });

  describe('records (JSON lines)', () => {
    const orders = Array.from({ length: 500 }, (_, i) => ({
      id: `ORD-${1000 + i}`,
      status: i === 321 ? 'payment_failed' : 'paid',
      total: (i * 7) % 100,
    }));
    const text = jsonLines(orders);

    it('shows the first 2 records and the records with a word of the request, whole, after their line numbers', () => {
      const preview = salientPreview(text, { previewChars: 400, request: 'What is the status of ORD-1321?', records: 500 });
      expect(preview.text).toBe(
        '1: {"id":"ORD-1000","status":"paid","total":0}\n' +
          '2: {"id":"ORD-1001","status":"paid","total":7}\n' +
          '...[498 more records; 1 follows, after its line number, for "ord-1321" (1 of 1)]...\n' +
          '322: {"id":"ORD-1321","status":"payment_failed","total":47}',
      );
      expect(preview.picked).toEqual([{ line: 322, errorSignal: false, words: ['ord-1321'] }]);
    });

    it('shows the records where common words of the request meet, or, with none, the record where one is used unusually', () => {
      const calls = Array.from({ length: 600 }, (_, i) => ({
        ip: `10.0.0.${i % 250}`,
        path: i % 5 === 0 ? '/api/export' : '/api/users',
        status: i % 20 === 1 ? 503 : 200,
      }));
      calls[433] = { ip: '172.31.9.44', path: '/api/export', status: 503 };
      const log = jsonLines(calls);
      expect(salientPreview(log, { previewChars: 300, request: 'Which ip got a 503 from /api/export?', records: 600 }).text).toBe(
        '1: {"ip":"10.0.0.0","path":"/api/export","status":200}\n' +
          '2: {"ip":"10.0.0.1","path":"/api/users","status":503}\n' +
          '...[598 more records; 1 follows, after its line number, for "503" and "api/export" (1 of 1)]...\n' +
          '434: {"ip":"172.31.9.44","path":"/api/export","status":503}',
      );
      // Every order is "paid" but one: the status a question about orders' statuses needs.
      expect(salientPreview(text, { previewChars: 400, request: 'Did any order not get its status set to paid?', records: 500 }).text).toBe(
        '1: {"id":"ORD-1000","status":"paid","total":0}\n' +
          '2: {"id":"ORD-1001","status":"paid","total":7}\n' +
          '...[498 more records; 1 follows, after its line number, for an unusual use of "status" (1 of 1)]...\n' +
          '322: {"id":"ORD-1321","status":"payment_failed","total":47}',
      );
    });

    it('says when no record has a word of the request, and says nothing more without a request', () => {
      expect(salientPreview(text, { previewChars: 400, request: 'Where is ORD-9999?', records: 500 }).text).toBe(
        '1: {"id":"ORD-1000","status":"paid","total":0}\n' +
          '2: {"id":"ORD-1001","status":"paid","total":7}\n' +
          '...[498 more records; none has a rare word of the request]...',
      );
      expect(salientPreview(text, { previewChars: 400, records: 500 }).text).toMatch(/\n\.\.\.\[498 more records\]\.\.\.$/);
    });

    it('gives the budget to the picked records first, then to the first records', () => {
      expect(salientPreview(text, { previewChars: 300, request: 'ORD-1321 and ORD-1322', records: 500 }).text).toBe(
        '1: {"id":"ORD-1000","status":"paid","total":0}\n' +
          '...[499 more records; 2 follow, each after its line number, for "ord-1321" (1 of 1), "ord-1322" (1 of 1)]...\n' +
          '322: {"id":"ORD-1321","status":"payment_failed","total":47}\n' +
          '323: {"id":"ORD-1322","status":"paid","total":54}',
      );
    });

    it('leaves out a record that does not fit whole, and counts it', () => {
      expect(salientPreview(text, { previewChars: 180, request: 'ORD-1321 and ORD-1322', records: 500 }).text).toBe(
        '...[500 records; 1 follows, after its line number, for "ord-1321" (1 of 1), "ord-1322" (0 of 1)]...\n' +
          '322: {"id":"ORD-1321","status":"payment_failed","total":47}',
      );
    });

    it('falls back to the text preview when the text is not one record a line', () => {
      const compact = JSON.stringify(orders);
      const preview = salientPreview(compact, { previewChars: 700, request: 'ORD-1321', records: 500 });
      expect(preview.text).toContain('1 of their lines follows');
      expect(preview.text).toContain('{"id":"ORD-1321","status":"payment_failed","total":47}');
      expect(preview.picked).toEqual([{ line: 1, errorSignal: false, words: ['ord-1321'] }]);
    });
  });

  it('stays within the budget for any input, is deterministic, and shows each picked line as it is', () => {
    const word = fc.constantFrom(
      'ERROR',
      'INFO',
      'failed',
      'ok',
      'ORD-7',
      'acme',
      'x',
      '',
      ' ',
      '😀',
      'é',
      '\r',
      'Exception',
      'exit code 1',
    );
    const line = fc.array(word, { maxLength: 30 }).map((words) => words.join(' '));
    const text = fc.oneof(
      fc.array(line, { maxLength: 400 }).map((lines) => lines.join('\n')),
      fc.string({ unit: 'binary', maxLength: 3_000 }),
      fc.string({ unit: fc.constantFrom('a', '\n', 'E', 'R', 'O', '😀', ' '), maxLength: 5_000 }),
    );
    const request = fc.option(fc.oneof(fc.constantFrom('acme orders', 'ORD-7 failed?', 'what is wrong with acme ok x'), fc.string()), {
      nil: undefined,
    });
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 2_500 }), request, fc.boolean(), (text, previewChars, request, asRecords) => {
        const lines = text.split('\n');
        const options = { previewChars, ...(request !== undefined ? { request } : {}), ...(asRecords ? { records: lines.length } : {}) };
        const preview = salientPreview(text, options);
        expect(preview.text.length).toBeLessThanOrEqual(Math.max(previewChars, 0));
        if (text.length <= previewChars) expect(preview.text).toBe(text);
        expect(preview.text.isWellFormed()).toBe(text.isWellFormed());
        expect(salientPreview(text, options)).toEqual(preview);
        expect(preview.picked.length).toBeLessThanOrEqual(MAX_PICKED_LINES);
        const shown = new Set(preview.text.split('\n'));
        let previous = 0;
        for (const picked of preview.picked) {
          expect(picked.line).toBeGreaterThan(previous);
          previous = picked.line;
          // A line picked for no word and no error signal is one of the unusual lines the marker names.
          if (!picked.errorSignal && picked.words.length === 0) expect(preview.text).toMatch(/an unusual line|a number unlike its peers/);
          const original = (lines[picked.line - 1] ?? '').replace(/\r$/, '');
          const rendered = [...shown].find((l) => l.startsWith(`${picked.line}: `));
          expect(rendered).toBeDefined();
          if (!rendered!.includes(' chars]')) expect(rendered).toBe(`${picked.line}: ${original}`);
        }
        // Every line shown between the marker and the tail (picked, enclosing or beside a pick) is
        // `N: ` and line N of the text, whole or cut; numbers rise.
        const all = preview.text.split('\n');
        const from = all.findIndex((l) => l.startsWith('...[') && l.includes(' follow'));
        const to = all.indexOf('...[last lines]...');
        if (from !== -1 && to !== -1) {
          let last = 0;
          for (const shownLine of all.slice(from + 1, to)) {
            const [, n, column, body] = /^(\d+)(?::(\d+))?: (.*)$/s.exec(shownLine) ?? [];
            const number = Number(n);
            expect(number).toBeGreaterThan(last);
            last = number;
            const original = (lines[number - 1] ?? '').replace(/\r$/, '');
            if (column !== undefined) {
              // A window `N:column: ...[+k chars] text ...`: text is line N's from char k, and the column is in it.
              const [, skipped, shownText] = /^\.\.\.\[\+([\d,]+) chars\] (.*?)(?: \.\.\.\[\+[\d,]+ chars\])?$/s.exec(body!) ?? [];
              const k = Number(skipped!.replaceAll(',', ''));
              expect(original.slice(k, k + shownText!.length)).toBe(shownText);
              expect(Number(column)).toBeGreaterThan(k);
              expect(Number(column)).toBeLessThanOrEqual(k + shownText!.length + 1);
            } else if (!shownLine.includes(' chars]')) expect(shownLine).toBe(`${number}: ${original}`);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('shows the lines next to a pick with what the budget has left, but not the log lines around it: the frame under a panic', () => {
    const lines = Array.from(
      { length: 3_000 },
      (_, i) => `time=02:${String(i % 60).padStart(2, '0')} level=info msg="served" path=/v1/refunds/${i}`,
    );
    lines.splice(
      1_500,
      4,
      'panic: runtime error: invalid memory address or nil pointer dereference',
      'goroutine 41 [running]:',
      'acme/refunds.(*Service).applyCredit(0xc0001a2000, 0x0)',
      '\t/build/refunds/credit.go:143 +0x61',
    );
    const preview = salientPreview(lines.join('\n'), { previewChars: 700, request: 'Where did the nil pointer dereference happen?' });
    expect(preview.text.split('\n')).toEqual([
      'time=02:00 level=info msg="served" path=/v1/refunds/0',
      '...[169,739 chars (2,998 lines) omitted; 1 of their lines follows with 3 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for an error signal (1 of 1), "nil" (1 of 1), "pointer" (1 of 1), "dereference" (1 of 1)]...',
      '1501: panic: runtime error: invalid memory address or nil pointer dereference',
      '1502: goroutine 41 [running]:',
      '1503: acme/refunds.(*Service).applyCredit(0xc0001a2000, 0x0)',
      '1504: \t/build/refunds/credit.go:143 +0x61',
      '...[last lines]...',
      'time=02:59 level=info msg="served" path=/v1/refunds/2999',
    ]);
  });

  it('shows the block an indented pick is in before the lines after it: the host of the one Elasticsearch hit that ran out of disk', () => {
    const hit = (i: number, host: string, message: string) => [
      '      {',
      `        "_id": "h${i}",`,
      '        "_source": {',
      '          "host": {',
      `            "name": "${host}"`,
      '          },',
      '          "service": "media",',
      `          "message": "${message}"`,
      '        },',
      `        "sort": [${i}]`,
      '      },',
    ];
    const hits = Array.from({ length: 400 }, (_, i) =>
      hit(i, `ip-10-4-0-${i % 250}`, i === 200 ? 'write /uploads/tmp.part: no space left on device' : `GET /api/${i} 200`),
    );
    const text = ['{', '  "hits": [', ...hits.flat(), '  ]', '}'].join('\n');
    const preview = salientPreview(text, { previewChars: 600, request: 'Which machine ran out of disk space?' });
    expect(preview.text.split('\n')).toEqual([
      '{',
      '  "hits": [',
      '      {',
      '        "_id": "h0",',
      '        "_source": {',
      '          "host": {',
      '...[92,571 chars (4,393 lines) omitted; 1 of their lines follows with 5 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for "space" (1 of 1)]...',
      '2204:         "_id": "h200",',
      '2205:         "_source": {',
      '2206:           "host": {',
      '2207:             "name": "ip-10-4-0-200"',
      '2208:           },',
      '2209:           "service": "media",',
      '2210:           "message": "write /uploads/tmp.part: no space left on device"',
      '...[last lines]...',
      '        },',
      '        "sort": [399]',
      '      },',
      '  ]',
      '}',
    ]);
  });

  it('shows no block above a pick in a list of lines indented alike, with nothing enclosing them: the settings above an anomaly', () => {
    const lines = Array.from({ length: 800 }, (_, i) => `  setting_${String(i).padStart(6, '0')} = "v${(i * 7919) % 1000}"  # default`);
    lines.splice(400, 0, '  row 5-417: anomaly AN-5005 ledger drift of 1,204.17 EUR');
    const preview = salientPreview(lines.join('\n'), { previewChars: 700, request: 'report anomaly AN-5005' });
    expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
      '401:   row 5-417: anomaly AN-5005 ledger drift of 1,204.17 EUR',
    ]);
  });

  it("puts an error line near a rare word of the request before the word's other lines: the assertion under a test", () => {
    const lines = Array.from({ length: 4_000 }, (_, i) => `tests/test_${i}.py::test_case_${i} PASSED`);
    lines.splice(
      3_990,
      6,
      '____ test_refund_rounding ____',
      '    def test_refund_rounding():',
      '        refund = split_refund(order)',
      "E       AssertionError: assert Decimal('10.01') == Decimal('10.00')",
      '',
      'tests/billing/test_refunds.py:88: AssertionError',
    );
    // Room for 4 of the 5 lines with a signal as picks: the assertion (an error near the request's words) wins over a line with
    // "refund", which shows only as a line near them.
    const preview = salientPreview(lines.join('\n'), { previewChars: 650, request: 'Why is the refund rounding test failing?' });
    expect(preview.picked.map((p) => p.line)).toEqual([3991, 3992, 3994, 3996]);
    expect(preview.text.split('\n').slice(2, -2)).toEqual([
      '...[165,633 chars (3,997 lines) omitted; 4 of their lines follow with 1 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (2 of 2), "round" (2 of 2), "refund" (3 of 4 lines, 5 matches)]...',
      '3991: ____ test_refund_rounding ____',
      '3992:     def test_refund_rounding():',
      '3993:         refund = split_refund(order)',
      "3994: E       AssertionError: assert Decimal('10.01') == Decimal('10.00')",
      '3996: tests/billing/test_refunds.py:88: AssertionError',
    ]);
  });

  it('shows each line beside a pick under its own number, within 3 lines of a pick or 10 with a word of the request, in the record it opens, in the block above it, between two shown lines or as the line of its section asked about, and says how many', () => {
    // Few signals, so the budget has room left for lines beside the picks; lines told apart by their number.
    const plain = fc.array(fc.constantFrom('INFO', 'ok', 'acme', 'x', 'é', '😀', ' ', '\r', '\t'), { maxLength: 12 });
    // Lines of several shapes (indented, a list item, a comment), so not all look like the first and last.
    const lead = fc.constantFrom('', '  ', '- ', '# ');
    const text = fc
      .tuple(
        fc.array(fc.tuple(lead, plain), { minLength: 30, maxLength: 300 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
      )
      .map(([lines, errors, blank]) =>
        lines
          .map(([start, words], i) =>
            blank && i % 7 === 3 ? '' : `${start}${i} ${words.join(' ')}${errors.some((e) => e % lines.length === i) ? ' ERROR' : ''}`,
          )
          .join('\n'),
      );
    const request = fc.option(fc.constantFrom('what about acme', 'show the INFO lines of acme'), { nil: undefined });
    // The counterexample that found the block above a pick missing from this check (an indented
    // ERROR line with its four siblings above it) runs first, then random ones.
    const found = [
      '0  ERROR',
      ...Array.from({ length: 24 }, (_, i) => (i === 10 ? '11 INFO INFO INFO' : `${i + 1} `)),
      ...[25, 26, 27, 28].map((i) => `  ${i} `),
      '  29  ERROR',
      '30 \n31 \n32 \n33 \n34 INFO\n35 INFO\n36 INFO\n37 \n38 \n39 \n40 \n41 \n42 \n43 INFO\n44 INFO\n45 \n46 \n47 \n48 \n49 ',
      '50 \n51 \n52 \n53 \n54 INFO\n55 \n56 \n57 INFO\n58 INFO\n59 INFO\n60 \n61 INFO\n62 \n63 INFO INFO INFO\n64 \n65 INFO INFO INFO INFO INFO',
    ].join('\n');
    // The counterexample that found the lines between two near lines missing from it (`bridge`).
    const bridged =
      '0 INFO INFO ERROR\n1 \n2 \n3 \n4 \n5 \n6 \n7 \n8 \n9 \n10 \n11 INFO INFO\n12 \n13 \n14 \n15 \n16 \n17 \n18 \n19 \n20 \n21 \n22 \n23 \n24 INFO INFO\n25 INFO\n26 INFO INFO INFO INFO INFO INFO\n27 \n28 \n29 INFO INFO INFO INFO INFO INFO\n30 INFO INFO INFO INFO INFO INFO\n31 INFO INFO INFO\n32 INFO INFO\n33 INFO INFO INFO INFO INFO INFO INFO INFO\n34 INFO INFO INFO INFO INFO\n35  ERROR\n36 INFO INFO INFO INFO\n37 INFO INFO INFO\n38 INFO INFO INFO INFO INFO INFO\n39 INFO INFO\n40 INFO INFO INFO INFO INFO INFO INFO INFO\n41 \n42 \n43 INFO INFO INFO INFO INFO INFO INFO\n44 INFO INFO INFO\n45 INFO INFO INFO\n46 INFO INFO INFO\n47 \n48 INFO INFO INFO INFO\n49 INFO INFO INFO INFO INFO INFO INFO INFO INFO INFO\n50 INFO INFO INFO INFO INFO INFO\n51 INFO INFO INFO INFO\n52 \n53 INFO INFO INFO INFO INFO INFO INFO\n54 INFO INFO INFO INFO\n55 \n56 INFO INFO\n57 INFO';
    // The counterexample (CI, seed 707919898) that found the line of the error's section with both words missing from it.
    const asked =
      '0  ERROR\n1 \n2 \n3 \n4 \n5 \n6 \n7 \n8 \n9 \n10 \n11 \n12 \n13 acme\n14 \n15 \n16 INFO\n17 \n18 \n19 INFO\n20 \n21 INFO\n22  ERROR\n23 INFO INFO\n24 INFO INFO\n25 \n26 INFO INFO\n27 \n28 INFO INFO\n29 INFO INFO\n30 \n31 \n32 INFO INFO\n33 INFO INFO\n34 acme INFO\n35 INFO\n36 \n37 INFO\n38 INFO\n39 \n40 \n41 INFO\n42 \n43 INFO\n44 \n45 INFO\n46 INFO\n47 \n48 \n49 INFO\n50 INFO acme\n51 \n52 INFO INFO INFO INFO INFO\n53 INFO INFO INFO\n54 INFO';
    // The counterexample (seed -846928680) that found a section's line under a key with its words missing from it.
    const keyed =
      '0  ERROR\n1 \n2 INFO INFO\n3 INFO INFO INFO\n4 acme INFO\n5 acme\n6  ERROR\n7 acme\n8 \n9 \n10 \n11 \n12 \n13 acme\n14 acme\n15 \n16 \n17 acme\n  18 INFO INFO\n19 acme\n20 acme\n21 acme\n22 \n23 \n24 \n25 \n26 acme\n27 \n28 \n29 \n30 \n31 acme\n32 acme\n33 acme\n34 \n35 acme\n36 \n37 \n38 \n39 \n40 \n41 acme\n42 acme\n43 acme\n44 acme\n45 acme\n46 acme\n47 acme INFO\n48 \n49 INFO INFO INFO';
    fc.assert(
      fc.property(text, fc.integer({ min: 200, max: 2_500 }), request, (text, previewChars, request) => {
        const lines = text.split('\n');
        const preview = salientPreview(text, { previewChars, ...(request !== undefined ? { request } : {}) });
        const hasWord = (line: number) => request !== undefined && /\b(acme|info)/i.test(lines[line - 1]!);
        expect(preview.text.length).toBeLessThanOrEqual(previewChars);
        const all = preview.text.split('\n');
        const from = all.findIndex((l) => l.startsWith('...[') && l.includes(' follow'));
        const to = all.indexOf('...[last lines]...');
        if (from === -1 || to === -1) return;
        const picked = preview.picked.map((p) => p.line);
        const shown = all.slice(from + 1, to).map((l) => Number(/^(\d+): /.exec(l)?.[1]));
        let last = 0;
        for (const [i, number] of shown.entries()) {
          expect(number).toBeGreaterThan(last);
          last = number;
          const rendered = all[from + 1 + i]!;
          if (!rendered.includes(' chars]')) expect(rendered).toBe(`${number}: ${lines[number - 1]!.replace(/\r$/, '')}`);
          // Beside a pick, or the enclosing line of one (less indented, or a heading, at most 64 lines above it).
          const indent = (line: number) => /^[ \t]*/.exec(lines[line - 1]!)![0].length;
          const heading = (line: number) => /^#{1,6} \S/.test(lines[line - 1]!);
          const encloses = picked.some(
            (p) => p > number && p - number <= 64 && (indent(number) < indent(p) || (heading(number) && !heading(p))),
          );
          const near = picked.some((p) => Math.abs(p - number) <= 3 || (Math.abs(p - number) <= 10 && hasWord(number)));
          // Or in the record a pick opens: up to 10 lines below it, no blank line between.
          const record = picked.some((p) => number > p && number - p <= 10 && lines.slice(p, number).every((l) => l.trim() !== ''));
          // Or in the block above an indented pick: up to 10 lines above it, none blank or less indented between.
          const block = picked.some(
            (p) =>
              indent(p) > 0 &&
              number < p &&
              p - number <= 10 &&
              lines.slice(number - 1, p - 1).every((l) => l.trim() !== '' && /^[ \t]*/.exec(l)![0].length >= indent(p)),
          );
          // Or between two shown lines at most `MOST_BRIDGED` lines apart, so that they read as one piece.
          const before = shown.filter((n) => n < number).at(-1);
          const after = shown.find((n) => n > number);
          const bridge = before !== undefined && after !== undefined && after - before - 1 <= MOST_BRIDGED;
          // Or the line of a pick's section with 2 words of the request the pick lacks, up to
          // `SECTION_REACH` below it, counted with the lines below the pick it is under, or one of
          // those lines (`askedInSection`).
          const words = (line: number) => new Set((lines[line - 1]!.match(/\b(acme|info)/gi) ?? []).map((w) => w.toLowerCase()));
          /** The lines between `pick` and `line` that `line` is under: each less indented than the ones below it. */
          const keysOf = (pick: number, line: number) => {
            const keys: number[] = [];
            let least = indent(line);
            for (let above = line - 1; above > pick; above--)
              if (lines[above - 1]!.trim() !== '' && indent(above) < least) [least] = [indent(above), keys.push(above)];
            return keys;
          };
          const asks = (pick: number, line: number) =>
            line > pick &&
            line - pick <= SECTION_REACH &&
            new Set([line, ...keysOf(pick, line)].flatMap((l) => [...words(l)].filter((w) => !words(pick).has(w)))).size >= 2;
          const section =
            request !== undefined &&
            picked.some((p) =>
              shown.some((line) => line >= number && asks(p, line) && (line === number || keysOf(p, line).includes(number))),
            );
          expect(near || encloses || record || block || bridge || section).toBe(true);
        }
        // Each line shown besides the picks is beside one, or the enclosing line of one (at most one a pick).
        const others = shown.filter((n) => !picked.includes(n)).length;
        const beside = Number(/ with (\d+) near /.exec(all[from]!)?.[1] ?? 0);
        expect(beside).toBeLessThanOrEqual(others);
        expect(others - beside).toBeLessThanOrEqual(picked.length);
      }),
      {
        numRuns: 300,
        examples: [
          [found, 366, undefined],
          [bridged, 804, 'show the INFO lines of acme'],
          [asked, 335, 'show the INFO lines of acme'],
          [keyed, 334, 'show the INFO lines of acme'],
        ],
      },
    );
  });

  describe('salientPreview: request words ranked by how rare they are in the payload', () => {
    /** 6,000 log lines with 60 noise errors; the answer (line 3,001) has no error word. */
    const log = Array.from({ length: 6_000 }, (_, i) =>
      i === 3_000
        ? `2026-12-01T10:00:00Z INFO  [billing] invoice inv-88412 settled late by 3 days for account acme-eu`
        : `2026-12-01T10:00:00Z ${i % 100 === 7 ? 'ERROR upstream timeout' : 'INFO  request served'} for account acme-${i % 40} on the billing service`,
    ).join('\n');

    it('finds the rare words of a question behind a preamble of common ones, before the error lines', () => {
      const preamble =
        'Hi, I am on the billing team and we have been looking at the service logs all morning, account by account, request by request; ' +
        'the upstream timeout errors are known and not what I am after, nor is the served request noise. ';
      const preview = salientPreview(log, { previewChars: 1_000, request: `${preamble}Which invoice, inv-88412, was settled late?` });
      expect(preview.picked.find((p) => p.line === 3_001)?.words).toContain('inv-88412');
      expect(preview.text).toContain('3001: 2026-12-01T10:00:00Z INFO  [billing] invoice inv-88412 settled late');
    });

    it('counts matches beside lines in the marker, and centers a long line on its rarest word', () => {
      const records = Array.from({ length: 3_000 }, (_, i) => ({ id: `ord-${i}`, note: i === 2_000 ? 'address unverifiable' : 'ok' }));
      const line = JSON.stringify(records);
      const preview = salientPreview(`${line}\nend`, {
        previewChars: 1_000,
        request: 'why is the address of ord-2000 unverifiable? (ord-2000, not ord-1)',
      });
      expect(preview.text).toContain('"unverifiable" (1 of 1)');
      // A window of the long line, at the column of its rarest word, as read_tool_result shows one.
      const picked = preview.text.split('\n').find((l) => l.startsWith('1:58899: '))!;
      expect(picked).toContain('{"id":"ord-2000","note":"address unverifiable"}');
      const many = salientPreview(`${'x'.repeat(3_000)} tag-9 tag-9 tag-9 ${'y'.repeat(3_000)}\nend`, {
        previewChars: 1_000,
        request: 'tag-9',
      });
      expect(many.text).toContain('"tag-9" (1 of 1 lines, 3 matches)');
    });
  });

  describe('salientPreview: a number the request gives the end of', () => {
    it('picks the line whose number ends with it, among numbers that start with it', () => {
      // UK mobiles all start +447: "4471" starts a number on every line with +4471..., ends one on line 301.
      const row = (i: number) =>
        `SM${String(i).padStart(6, '0')},2026-11-18 07:${String(i % 60).padStart(2, '0')}:19,+4471${String(41_520_000 + i * 7_919).slice(0, 8)},delivered`;
      const lines = Array.from({ length: 600 }, (_, i) => (i === 300 ? 'SM000300,2026-11-18 07:48:19,+447888074471,undelivered' : row(i)));
      const preview = salientPreview(['Sid,DateSent,To,Status', ...lines].join('\n'), {
        previewChars: 1_000,
        request: 'His mobile ends 4471. Did our text get through?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '302: SM000300,2026-11-18 07:48:19,+447888074471,undelivered',
      ]);
      expect(preview.text).toContain('"…4471" (1 of 1)');
    });
  });

  describe('salientPreview: the record a pick is in, named by what the request asks for', () => {
    it("shows in place of a pick's enclosing line the field of its record the request asks for: each hold's notice number", () => {
      const holds = Array.from({ length: 600 }, (_, i) => {
        const container = i % 200 === 7 ? 'MSCU4829130' : `TGHU${String(5_000_000 + i * 37)}`;
        return [
          '        <ch:Hold>',
          `          <ch:NoticeNo>HN-2027-${String(46_000 + i)}</ch:NoticeNo>`,
          '          <ch:Equipment>',
          `            <ch:ContainerNo>${container}</ch:ContainerNo>`,
          '            <ch:IsoType>22G1</ch:IsoType>',
          '          </ch:Equipment>',
          `          <ch:State>${i === 407 ? 'HELD' : 'RELEASED'}</ch:State>`,
          '        </ch:Hold>',
        ];
      }).flat();
      const text = ['<?xml version="1.0" encoding="UTF-8"?>', '<ch:Holds>', ...holds, '</ch:Holds>'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'Customs are still holding MSCU4829130. What is the notice number on that hold?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: .*(?:NoticeNo|MSCU)/.test(line))).toEqual([
        '60:           <ch:NoticeNo>HN-2027-46007</ch:NoticeNo>',
        '62:             <ch:ContainerNo>MSCU4829130</ch:ContainerNo>',
        '1660:           <ch:NoticeNo>HN-2027-46207</ch:NoticeNo>',
        '1662:             <ch:ContainerNo>MSCU4829130</ch:ContainerNo>',
        '3260:           <ch:NoticeNo>HN-2027-46407</ch:NoticeNo>',
        '3262:             <ch:ContainerNo>MSCU4829130</ch:ContainerNo>',
      ]);
    });
  });

  describe("salientPreview: a block of the pick's record below it, named by what the request asks for", () => {
    it("shows after a pick the field below it in its record whose path holds what the request asks for: the paid claim's payment reference", () => {
      const claims = Array.from({ length: 400 }, (_, i) => {
        const serial = i === 150 || i === 190 ? '0447-2291-8830-51' : `0447-${String(3000 + i)}-8830-${String(10 + (i % 80))}`;
        const paid = i !== 190;
        return [
          '    {',
          `      "claimId": "CLM-${String(118_000 + i)}",`,
          `      "status": "${paid ? 'PAID' : 'REJECTED'}",`,
          '      "ticket": {',
          `        "serial": "${serial}",`,
          '        "game": "DAILY_PICK"',
          '      },',
          ...(paid
            ? [
                '      "payment": {',
                '        "method": "BACS",',
                `        "bankReference": "BWN${String(70_000 + i * 13)}",`,
                '        "amount": 500',
                '      }',
              ]
            : ['      "payment": null']),
          `    }${i === 399 ? '' : ','}`,
        ];
      }).flat();
      const text = ['{', '  "claims": [', ...claims, '  ]', '}'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'For the prize claim on ticket 0447-2291-8830-51, what payment reference did the money go out under?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: .*(?:serial|payment|Reference)/.test(line))).toEqual([
        '1957:         "serial": "0447-2291-8830-51",',
        '1960:       "payment": {',
        '1962:         "bankReference": "BWN71950",',
        '2477:         "serial": "0447-2291-8830-51",',
        '2480:       "payment": null',
      ]);
    });
  });

  describe("salientPreview: a block of the pick's record above it, named by what the request asks for", () => {
    it('takes a best pick with nothing under it for a field of the block it is in, whose lines are its section: the examiner cleared on the paper named', () => {
      const subjects = ['Geography', 'History', 'Religious Studies', 'Biology'];
      const names = ['Ada Brook', 'Ben Carr', 'Cleo Dunn', 'Dev Egan', 'Eli Ford', 'Fay Gill'];
      const components = subjects.flatMap((subject, s) =>
        [1, 2].flatMap((paper) => [
          '    {',
          `      "component": "8${s}0${paper}/${paper}",`,
          `      "title": "GCSE ${subject} Paper ${paper}",`,
          '      "examiners": [',
          ...Array.from({ length: 30 }, (_, e) => [
            '        {',
            `          "examiner_no": "E${40_000 + s * 1000 + paper * 100 + e}",`,
            `          "name": "${(s === 1 || s === 3) && e === 20 ? 'Olusegun Whitfield' : names[(e + s) % names.length]}",`,
            `          "clearance_id": "CLR-27-${String(100_000 + s * 10_000 + paper * 1000 + e)}"`,
            `        }${e === 29 ? '' : ','}`,
          ]).flat(),
          '      ]',
          '    },',
        ]),
      );
      const text = ['{', '  "components": [', ...components, '  ]', '}'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 700,
        request: 'When Olusegun Whitfield was cleared to mark GCSE History paper 2, what clearance ID did he get?',
      });
      // The title picked first names the component; its examiners, 100 lines under it, are its section.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '473:       "title": "GCSE History Paper 2",',
        '474:       "examiners": [',
        '475:         {',
        '476:           "examiner_no": "E41200",',
        '477:           "name": "Ben Carr",',
        '575:         {',
        '577:           "name": "Olusegun Whitfield",',
        '578:           "clearance_id": "CLR-27-112020"',
      ]);
    });

    it("shows with the field below a pick the first line of the element it opens: the name of the candidate's agent", () => {
      const first = ['Aled', 'Bryony', 'Cormac', 'Delyth', 'Esme', 'Farid', 'Gwen', 'Hugo'];
      const last = ['Ashby', 'Blake', 'Carver', 'Dunmore', 'Ellery', 'Fenwick-Hale', 'Garside', 'Holt'];
      const candidates = Array.from({ length: 160 }, (_, i) => [
        '        <Candidate>',
        `          <CandidateIdentifier Id="HV-${1200 + i}">`,
        `            <CandidateName>${i === 114 ? 'Tobias Fenwick-Hale' : `${first[i % 8]} ${last[(i * 3) % 8]}`}</CandidateName>`,
        '          </CandidateIdentifier>',
        '          <Agent>',
        `            <AgentIdentifier Id="AG-${1200 + i}"><AgentName>${first[(i + 3) % 8]} ${last[(i + 5) % 8]}</AgentName></AgentIdentifier>`,
        '          </Agent>',
        '        </Candidate>',
      ]).flat();
      const text = [
        '<?xml version="1.0"?>',
        '<EML>',
        '  <CandidateList>',
        '    <Election>',
        '      <Contest>',
        ...candidates,
        '      </Contest>',
        '    </Election>',
        '  </CandidateList>',
        '</EML>',
      ].join('\n');
      const preview = salientPreview(text, { previewChars: 800, request: "Who's the election agent for Tobias Fenwick-Hale?" });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '918:         <Candidate>',
        '919:           <CandidateIdentifier Id="HV-1314">',
        '920:             <CandidateName>Tobias Fenwick-Hale</CandidateName>',
        '921:           </CandidateIdentifier>',
        '922:           <Agent>',
        '923:             <AgentIdentifier Id="AG-1314"><AgentName>Farid Holt</AgentName></AgentIdentifier>',
      ]);
    });

    it("shows with a pick the field above it in its record whose name spells short what the request asks for: the debtor's mandate", () => {
      const names = ['Aoife Byrne', 'Sean Walsh', 'Niamh Kelly', 'Ciaran Doyle', 'Funmi Oyelaran', 'Gareth Byrne', 'Tomi Oyelaran'];
      const debits = Array.from({ length: 300 }, (_, i) => [
        '      <DrctDbtTxInf>',
        '        <PmtId>',
        `          <EndToEndId>PFDUB01-${String(i).padStart(5, '0')}</EndToEndId>`,
        '        </PmtId>',
        '        <DrctDbtTx>',
        '          <MndtRltdInf>',
        `            <MndtId>PFGDUB00${String(40_000 + i * 7)}</MndtId>`,
        '          </MndtRltdInf>',
        '        </DrctDbtTx>',
        '        <Dbtr>',
        `          <Nm>${i === 200 ? 'Gareth Oyelaran' : names[i % names.length]}</Nm>`,
        '        </Dbtr>',
        '      </DrctDbtTxInf>',
      ]).flat();
      const text = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Document>',
        '  <CstmrDrctDbtInitn>',
        '    <PmtInf>',
        ...debits,
        '    </PmtInf>',
        '  </CstmrDrctDbtInitn>',
        '</Document>',
      ].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'In the direct debit run, what mandate reference do we have on file for Gareth Oyelaran?',
      });
      // No line says "mandate": `<MndtId>` spells it short, a block before the debtor's in the record.
      expect(preview.text.split('\n').filter((line) => /^\d+: .*(?:MndtId|Gareth Oyelaran)/.test(line))).toEqual([
        '2611:             <MndtId>PFGDUB0041400</MndtId>',
        '2615:           <Nm>Gareth Oyelaran</Nm>',
      ]);
    });

    it('shows with the field above a pick the first line of the value it opens: the invoice numbers of the registration', () => {
      const documents = Array.from({ length: 200 }, (_, i) => [
        '    {',
        `      "documentId": "DOC-${String(5_000 + i)}",`,
        '      "fields": {',
        '        "invoiceNumber": {',
        `          "value": "CAG-INV-${String(550_000 + i * 3)}",`,
        '          "confidence": 0.9',
        '        },',
        '        "vehicleRegistration": {',
        `          "value": "${i % 80 === 40 ? 'LS21 RWK' : `LS${String(10 + (i % 60))} ${'ABCDEFGH'[i % 8]}XK`}",`,
        '          "confidence": 0.9',
        '        }',
        '      }',
        `    }${i === 199 ? '' : ','}`,
      ]).flat();
      const text = ['{', '  "documents": [', ...documents, '  ]', '}'].join('\n');
      const preview = salientPreview(text, { previewChars: 900, request: "What's the invoice number on the invoice for LS21 RWK?" });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '524:       "documentId": "DOC-5040",',
        '526:         "invoiceNumber": {',
        '527:           "value": "CAG-INV-550120",',
        '530:         "vehicleRegistration": {',
        '531:           "value": "LS21 RWK",',
        '532:           "confidence": 0.9',
        '1564:       "documentId": "DOC-5120",',
        '1566:         "invoiceNumber": {',
        '1567:           "value": "CAG-INV-550360",',
        '1570:         "vehicleRegistration": {',
        '1571:           "value": "LS21 RWK",',
        '1572:           "confidence": 0.9',
      ]);
    });
  });

  describe('salientPreview: the small block of a best pick that stands alone', () => {
    it('shows first the lines of the block with words of the request when it does not fit whole: the detonator asked for, last in its hole', () => {
      const holes = (blast: string, n: number) =>
        Array.from({ length: n }, (_, i) => [
          '      <Hole>',
          `        <Name>${i + 1}</Name>`,
          `        <Collar x="41${String(3000 + i * 7)}.31" y="7421211.91" z="1275.44"/>`,
          `        <DesignDepth>15.0</DesignDepth>`,
          `        <MeasuredDepth>15.${i % 10}</MeasuredDepth>`,
          '        <Diameter>251</Diameter>',
          '        <Water>Dry</Water>',
          `        <Charge product="Fortis Advantage 65" designMassKg="583" loadedMassKg="${500 + i}" topOfChargeM="5.6"/>`,
          '        <Stemming lengthM="5.5" material="20mm crushed aggregate"/>',
          `        <Detonator type="i-kon III" id="${blast.slice(-2)}${String(1000 + i)}" delayMs="${200 + i}" loggedBy="A.Iyer"/>`,
          '      </Hole>',
        ]).flat();
      const blasts = ['1275-07', '1275-08', '1275-09', '1290-01'].flatMap((id) => [
        `  <Blast id="${id}" bench="${id.slice(0, 4)}">`,
        '    <Holes>',
        ...holes(id, 146),
        '    </Holes>',
        '  </Blast>',
      ]);
      const text = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<BlastDesignExport site="Glenmarra">',
        ...blasts,
        '</BlastDesignExport>',
      ].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'Which detonator ID is logged against hole 112 on the 1275-09 shot?',
      });
      expect(preview.text).toContain('<Detonator type="i-kon III" id="091111" delayMs="311" loggedBy="A.Iyer"/>');
    });

    it('shows the block whole, first: the valuation the one comment asked about is in, with its value', () => {
      const application = (i: number) => ({
        application_id: `MA-2026-${String(470_000 + i * 13)}`,
        stage: 'UNDERWRITING',
        broker: { firm: ['Keystone Advice Ltd', 'Harbour Mortgages', 'Oak Lane Finance'][i % 3], adviser: `Adviser ${i % 17}` },
        property: {
          town: ['Harrogate', 'Ripon', 'Knaresborough', 'York'][i % 4],
          postcode: `HG${1 + (i % 5)} ${i % 9}SD`,
          purchase_price: 250_000 + i * 1_000,
        },
        valuation: {
          type: 'PHYSICAL',
          panel_manager: 'Northpoint Valuation Panel',
          inspected_on: `2026-11-${String(1 + (i % 18)).padStart(2, '0')}`,
          market_value: 245_000 + i * 1_000,
          reinstatement_cost: 180_000 + i * 500,
          comments:
            i === 70
              ? 'Comparable evidence supports a figure below the agreed price.'
              : 'Value supported by comparable evidence in the area.',
        },
        applicants: [{ name: `Applicant ${i}`, gross_annual_income: 30_000 + i * 100 }],
      });
      const text = JSON.stringify({ data: Array.from({ length: 140 }, (_, i) => application(i)) }, null, 2);
      const preview = salientPreview(text, {
        previewChars: 700,
        request: 'The buyers in Harrogate say the valuation came back under the agreed price. What did our valuer put the house at?',
      });
      // The one comment with "agreed" stands alone: the first line of the application its object is
      // in (which names it) and the object's lines come first, in order, the market value among
      // them, before the lines near the other picks.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '1894:       "application_id": "MA-2026-470910",',
        '1905:       "valuation": {',
        '1906:         "type": "PHYSICAL",',
        '1907:         "panel_manager": "Northpoint Valuation Panel",',
        '1909:         "market_value": 315000,',
        '1911:         "comments": "Comparable evidence supports a figure below the agreed price."',
      ]);
    });
    it("shows first, before the block, the first line of the list item the block is in: the subscriber whose ONT's serial was asked about", () => {
      const subscriber = (i: number) =>
        [
          `  - subscriber_id: CVB-${String(57_000 + i * 3).padStart(7, '0')}`,
          `    account_status: ${i % 4 === 0 ? 'pending_install' : 'active'}`,
          `    product: fibre-${[150, 500, 900][i % 3]}`,
          '    ont:',
          '      vendor: Nokia',
          '      model: XS-010X-Q',
          `      serial: ALCLB3F0${1_000 + i * 5}`,
          `      pon_port: 1/1/${1 + (i % 16)}`,
          '    router:',
          `      serial: CVBH5A00${97_000 + i}`,
        ].join('\n');
      const text = ['olt: olt-inv-03', 'subscribers:', ...Array.from({ length: 200 }, (_, i) => subscriber(i))].join('\n');
      const preview = salientPreview(text, { previewChars: 600, request: 'Whose account is the ONT with serial ALCLB3F01240 on?' });
      // `account` is on a line of the item (its status); the subscriber's id, on the item's first line, is not.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '483:   - subscriber_id: CVB-0057144',
        '484:     account_status: pending_install',
        '485:     product: fibre-150',
        '486:     ont:',
        '487:       vendor: Nokia',
        '488:       model: XS-010X-Q',
        '489:       serial: ALCLB3F01240',
        '490:       pon_port: 1/1/1',
      ]);
    });
  });

  describe('salientPreview: common words of the request', () => {
    it('picks the line where two common words of the request meet, and names both', () => {
      const lines = Array.from({ length: 2_000 }, (_, i) => {
        const path = i % 5 === 0 ? '/api/export' : '/api/users';
        return `10.0.${i % 200}.${i % 250} "GET ${path}?page=${i % 7} HTTP/1.1" ${i % 40 === 1 ? 503 : 200} "curl/8.5.0"`;
      });
      lines[1_420] = '172.31.9.44 "GET /api/export?page=7 HTTP/1.1" 503 "reports-cron/2.1"';
      const preview = salientPreview(lines.join('\n'), {
        previewChars: 500,
        request: 'Which client got the 503 when calling /api/export?',
      });
      expect(preview.text.split('\n')).toEqual([
        '10.0.0.0 "GET /api/export?page=0 HTTP/1.1" 200 "curl/8.5.0"',
        '...[124,316 chars (1,998 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for "503" and "api/export" (1 of 1)]...',
        '1421: 172.31.9.44 "GET /api/export?page=7 HTTP/1.1" 503 "reports-cron/2.1"',
        '...[last lines]...',
        ' "GET /api/users?page=4 HTTP/1.1" 200 "curl/8.5.0"',
      ]);
      expect(preview.picked).toEqual([{ line: 1421, errorSignal: false, words: ['api/export', '503'] }]);
    });

    it('with nothing rarer, picks the line where common words of the request are used unlike on their usual lines', () => {
      const jobs = ['nightly-backup', 'cache-warm', 'report-export'];
      const lines = Array.from(
        { length: 2_000 },
        (_, i) => `02:${String(i % 60).padStart(2, '0')} scheduler job=${jobs[i % 3]} run=${i} finished, memory peak ${i % 70}% of limit`,
      );
      lines[1_260] = '03:12 scheduler job=nightly-reindex run=1260 stopped by the kernel: container memory limit 2Gi reached';
      const request = 'The pager went off twice last night and the team blames the network. Which scheduled job ran out of memory?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 500, request });
      expect(preview.text.split('\n').slice(1, -1)).toEqual([
        '...[153,166 chars (1,998 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for an unusual use of "night" and "job" and "memor" (1 of 1)]...',
        '1261: 03:12 scheduler job=nightly-reindex run=1260 stopped by the kernel: container memory limit 2Gi reached',
        '...[last lines]...',
      ]);
      expect(preview.picked).toEqual([{ line: 1261, errorSignal: false, words: ['night', 'job', 'memor'] }]);
    });

    it('with nothing rarer nor used unusually, picks the line of the most specific common word unlike its other lines', () => {
      const lines = Array.from({ length: 1_600 }, (_, i) => `shard-${i % 16} compaction level=${i % 5} files=${i % 300} took=${i % 500}ms`);
      lines[1_003] = 'shard-11 compaction level=2 files=17 took=48ms note=checksum mismatch on sst 000812, file quarantined';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request: 'What happened to shard 11 during compaction?' });
      expect(preview.text.split('\n').slice(2, -1)).toEqual([
        '...[76,221 chars (1,597 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for an unusual line with "shard 11" (1 of 1)]...',
        '1004: shard-11 compaction level=2 files=17 took=48ms note=checksum mismatch on sst 000812, file quarantined',
        '...[last lines]...',
      ]);
      expect(preview.picked).toEqual([{ line: 1004, errorSignal: false, words: ['shard 11'] }]);
    });

    it('with no word of the request in the output, picks the line unlike all the others: a refused connection among probes', () => {
      const hosts = ['alpha', 'beta', 'gamma', 'delta'];
      const lines = Array.from(
        { length: 3_000 },
        (_, i) => `10:${String(i % 60).padStart(2, '0')}:00 probe ${hosts[i % 4]}-api.internal:8443 ok rtt=${i % 90}ms`,
      );
      lines[1_987] = '10:07:00 probe ledger-api.internal:8443 dial tcp 10.2.7.14:8443: connect: connection refused';
      const request = 'Which endpoint could not be reached by the prober?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.text.split('\n').slice(1, 3)).toEqual([
        '...[151,853 chars (2,998 lines) omitted; 1 of their lines follows with 2 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for an unusual line (1 of 1)]...',
        '1986: 10:05:00 probe beta-api.internal:8443 ok rtt=5ms',
      ]);
      expect(preview.picked).toEqual([{ line: 1988, errorSignal: false, words: [] }]);
      // A request naming an id the output lacks is answered by its absence.
      expect(salientPreview(lines.join('\n'), { previewChars: 600, request: 'Was ledger-api-9 reached?' }).picked).toEqual([]);
    });

    it('picks the one setting unlike the same setting on every other host, past a setting named after a panic', () => {
      const lines: string[] = [];
      for (let h = 1; h <= 24; h++) {
        const host = `kafka-broker-${String(h).padStart(2, '0')}`;
        for (let k = 0; k < 40; k++) lines.push(`${host}: net.ipv4.conf.if${k}.rp_filter = 1`);
        lines.push(`${host}: kernel.panic = 10`, `${host}: kernel.ns_last_pid = ${100_000 + h * 7_919}`);
        lines.push(`${host}: vm.max_map_count = ${h === 13 ? 65_530 : 262_144}`);
      }
      const request = 'Does any broker have a kernel setting that differs from the rest? Which broker, and which setting?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.picked).toEqual([{ line: 559, errorSignal: false, words: [] }]);
      expect(preview.text).toContain('\n559: kafka-broker-13: vm.max_map_count = 65530\n');
    });

    it('shows a number unlike its peers after the rarer picks when it fits, and names it only then; asked for the odd one out, picks it', () => {
      const replies = Array.from(
        { length: 3_000 },
        (_, i) =>
          `64 bytes from 10.40.8.1: icmp_seq=${i + 1} ttl=${i === 1_830 ? 62 : 63} time=${(0.3 + ((i * 7) % 40) / 100).toFixed(3)} ms`,
      );
      const lines = ['PING 10.40.8.1 (10.40.8.1) 56(84) bytes of data.', ...replies, '', '--- 10.40.8.1 ping statistics ---'];
      lines.push(
        '3000 packets transmitted, 3000 received, 0% packet loss, time 600311ms',
        'rtt min/avg/max/mdev = 0.280/0.674/41.047/1.479 ms',
      );
      // `ping` names the output (its head says `PING`): the rarer word is `statistics`.
      const request = 'Leaving the timings aside, which reply in these statistics is the odd one out?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.picked).toEqual([
        { line: 1_832, errorSignal: false, words: [] },
        { line: 3_003, errorSignal: false, words: ['statistic'] },
      ]);
      expect(preview.text).toContain('picked for "statistic" (1 of 1), a number unlike its peers (1 of 1)]...\n');
      expect(preview.text).toContain('\n1832: 64 bytes from 10.40.8.1: icmp_seq=1831 ttl=62 time=0.400 ms\n');
      // Asked only what the ping showed, with no room for it beside the rarer pick, it is neither shown nor named.
      const small = salientPreview(lines.join('\n'), {
        previewChars: 500,
        request: 'Leaving the timings aside, what did the statistics show?',
      });
      expect(small.picked).toEqual([{ line: 3_003, errorSignal: false, words: ['statistic'] }]);
      expect(small.text).not.toContain('a number unlike');
      // Asked for the odd one out, it is a pick of its own, shown in the same room.
      expect(salientPreview(lines.join('\n'), { previewChars: 500, request }).picked).toEqual([
        { line: 1_832, errorSignal: false, words: [] },
        { line: 3_003, errorSignal: false, words: ['statistic'] },
      ]);
    });

    it('shows the lines with a number unlike its peers when the request picks nothing else: the robot whose charge threshold was fat-fingered', () => {
      const lines = ['robot_id,model,firmware,odometer_km,max_speed_mps,charge_at_pct,charge_to_pct,status'];
      for (let i = 1; i <= 400; i++) {
        const charge = i === 212 ? 85 : 20;
        lines.push(`DAV1-R${String(i).padStart(4, '0')},GR-5,5.14.2,${30_000 + ((i * 7_919) % 9_000)},3.10,${charge},90,IN_SERVICE`);
      }
      const request =
        'Ops say one of the grid robots does a fraction of the work of the others. Has somebody fat-fingered its configuration?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.picked).toEqual([{ line: 213, errorSignal: false, words: [] }]);
      expect(preview.text.split('\n')).toEqual([
        'robot_id,model,firmware,odometer_km,max_speed_mps,charge_at_pct,charge_to_pct,status',
        '...[20,350 chars (399 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for a number unlike its peers (1 of 1)]...',
        '213: DAV1-R0212,GR-5,5.14.2,34828,3.10,85,90,IN_SERVICE',
        '...[last lines]...',
        'DAV1-R0400,GR-5,5.14.2,38600,3.10,20,90,IN_SERVICE',
      ]);
    });

    it('shows a value far from the rest of its place when no lines alike have one: the bus that used 3.36 kWh a km', () => {
      const lines = ['DATE        FLEET  REG       TYPE                     KM     KWH_USED  KWH_PER_KM'];
      const types = ['Enviro400EV', 'Metrocity EV', 'StreetDeck Electroliner'];
      for (let b = 0; b < 300; b++) {
        const km = 150 + ((b * 37) % 140);
        const perKm = b === 173 ? 3.36 : 0.7 + ((b * 13) % 60) / 100;
        const reg = `YK2${b % 4} ${String.fromCharCode(65 + (b % 26), 65 + ((b * 7) % 26), 65 + ((b * 11) % 26))}`;
        lines.push(
          `2026-11-11  ${3400 + b}   ${reg}  ${types[b % 3]!.padEnd(24)} ${km}.0  ${(km * perKm).toFixed(1)}  ${perKm.toFixed(2)}`,
        );
      }
      const request = 'One bus seems to have got through far more power for the distance it did than the rest. Which one?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.picked).toEqual([{ line: 175, errorSignal: false, words: [] }]);
      expect(preview.text).toContain(
        'picked for a number unlike its peers (1 of 1)]...\n175: 2026-11-11  3573   YK21 RPF  StreetDeck Electroliner  251.0  843.4  3.36\n',
      );
    });

    it("shows a best pick's record lines further down with a word it lacks before the picks that score less: the serial 42 lines under the device named", () => {
      const device = (slot: string, name: string, serial: string) => [
        `${slot} ${name}`,
        '\tSubsystem: Vendor Device a813',
        ...Array.from({ length: 40 }, (_, i) => `\t\tCapability ${i}: Flag${i}+ Other${i}-`),
        `\tCapabilities: [148 v1] Device Serial Number ${serial}`,
        '\tKernel driver in use: nvme',
        '',
      ];
      const blocks = Array.from({ length: 60 }, (_, i) => {
        const name =
          i === 7
            ? 'Ethernet controller: Broadcom BCM57416 Dual-Media 10G RDMA Ethernet'
            : 'Non-Volatile memory controller: Samsung NVMe SSD';
        return device(`${(i + 16).toString(16)}:00.0`, name, `00-25-38-9e-d3-16-a6-${i.toString(16).padStart(2, '0')}`);
      });
      const request =
        'One drive throws media errors and the vendor wants its serial. What is the device serial number of the drive at 2f:00.0?';
      const preview = salientPreview(blocks.flat().join('\n'), { previewChars: 1_000, request });
      expect(preview.picked).toEqual([
        { line: 316, errorSignal: false, words: ['media'] },
        { line: 1_396, errorSignal: false, words: ['2f:00.0'] },
      ]);
      expect(preview.text).toContain('\n1396: 2f:00.0 Non-Volatile memory controller: Samsung NVMe SSD\n');
      expect(preview.text).toContain('\n1438: \tCapabilities: [148 v1] Device Serial Number 00-25-38-9e-d3-16-a6-1f\n');
    });

    it('picks a number far above its peers before a request word used unusually', () => {
      // kafka-consumer-groups --describe of 40 groups, 3 of them idle; one partition lags far behind.
      const blocks = Array.from({ length: 40 }, (_, g) => {
        const idle = g % 13 === 5 ? [`Consumer group 'svc-${g}' has no active members.`, ''] : [];
        const rows = Array.from({ length: 15 }, (_, p) => {
          const lag = g === 25 && p === 7 ? 1_846_203 : (g * 131 + p * 37) % 2_400;
          return `svc-${g}  orders.created  ${p}  ${300_000_000 + p * 1_000}  ${lag}  consumer-svc-${g}-${p % 3}`;
        });
        return [...idle, 'GROUP  TOPIC  PARTITION  CURRENT-OFFSET  LAG  CONSUMER-ID', ...rows, ''];
      });
      const lines = blocks.flat();
      const request = 'Is any consumer group falling behind on a partition?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      const lagging = lines.findIndex((line) => line.includes('1846203')) + 1;
      expect(preview.picked).toEqual([{ line: lagging, errorSignal: false, words: [] }]);
      expect(preview.text).toContain(`\n${lagging}: svc-25  orders.created  7  300007000  1846203  consumer-svc-25-1\n`);
    });

    it('picks a request word used unusually before a value far from the rest of its place: the one host with password logins, past the bastions allowing more sessions', () => {
      const names = ['alder', 'birch', 'cedar', 'damson', 'elder', 'fir', 'gorse', 'hazel', 'ivy', 'juniper', 'larch', 'maple'];
      const lines = names.flatMap((tree) =>
        ['api', 'db', 'web', 'cache', 'queue'].flatMap((role) => {
          const host = `${role}-${tree}`;
          const sessions = host === 'api-hazel' || host === 'db-ivy' ? 200 : 8 + (host.length % 5);
          return [
            `${host}: port 22`,
            `${host}: maxsessions ${sessions}`,
            `${host}: passwordauthentication ${host === 'web-larch' ? 'yes' : 'no'}`,
          ];
        }),
      );
      const request = 'Is there still a server in this list that lets people log in with just a password? Which one?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.text.split('\n').slice(3, 8)).toEqual([
        '...[4,874 chars (176 lines) omitted; 3 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for an unusual use of "password" (1 of 1), a number unlike its peers (2 of 2)]...',
        '107: api-hazel: maxsessions 200',
        '125: db-ivy: maxsessions 200',
        '159: web-larch: passwordauthentication yes',
        '...[last lines]...',
      ]);
    });

    it('names a word used unusually once when it is used so in two ways: the hosts with password logins, `yes` and `without-password`', () => {
      const lines: string[] = [];
      for (let i = 0; i < 80; i++) {
        const host = `host-${String(i).padStart(3, '0')}`;
        const password = i === 17 ? 'yes' : i === 52 ? 'without-password' : 'no';
        lines.push(`${host}: port 22`, `${host}: passwordauthentication ${password}`, `${host}: usedns no`);
      }
      const preview = salientPreview(lines.join('\n'), {
        previewChars: 700,
        request: 'Which host still lets people log in with a password?',
      });
      expect(preview.text.split('\n').slice(4, 11)).toEqual([
        '...[5,788 chars (234 lines) omitted; 2 of their lines follow with 4 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for an unusual use of "password" (2 of 2)]...',
        '51: host-016: usedns no',
        '53: host-017: passwordauthentication yes',
        '54: host-017: usedns no',
        '156: host-051: usedns no',
        '158: host-052: passwordauthentication without-password',
        '159: host-052: usedns no',
      ]);
    });

    it('shows the lines near a pick that hold a word of the request the pick lacks: the changed value under a file name', () => {
      const file = (name: string, key: string, from: number, to: number) => [
        `diff --git a/${name}/config.yaml b/${name}/config.yaml`,
        `--- a/${name}/config.yaml`,
        `+++ b/${name}/config.yaml`,
        '@@ -1,5 +1,5 @@ server:',
        '   port: 8080',
        `-  ${key}: ${from}`,
        `+  ${key}: ${to}`,
        '   log_level: info',
      ];
      const files = Array.from({ length: 400 }, (_, i) => file(`svc-${i}`, i % 2 ? 'request_timeout_ms' : 'idle_timeout_ms', i, i + 1));
      files.splice(250, 0, file('billing', 'request_timeout_ms', 3000, 4500));
      const preview = salientPreview(files.flat().join('\n'), {
        previewChars: 720,
        request: 'In the billing config, what did the request timeout change to?',
      });
      // The lines after the file's name hold the change asked about, with "request" and "timeout" the picks lack: both its values show.
      expect(preview.text.split('\n').slice(3, -3)).toEqual([
        '...[85,391 chars (3,202 lines) omitted; 3 of their lines follow with 6 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "bill" (3 of 3 lines, 4 matches)]...',
        '1991: +  idle_timeout_ms: 249',
        '1999: +  request_timeout_ms: 250',
        '2000:    log_level: info',
        '2001: diff --git a/billing/config.yaml b/billing/config.yaml',
        '2002: --- a/billing/config.yaml',
        '2003: +++ b/billing/config.yaml',
        '2004: @@ -1,5 +1,5 @@ server:',
        '2006: -  request_timeout_ms: 3000',
        '2007: +  request_timeout_ms: 4500',
        '...[last lines]...',
      ]);
    });

    /** An access control system's export of 300 scans laid out an element a line; barcode 770211934410 is scanned twice. */
    const TURNSTILE_SCANS = [
      '<?xml version="1.0"?>',
      '<Events>',
      ...Array.from({ length: 300 }, (_, i) => [
        `    <Event seq="${4182000 + i}">`,
        `      <Time>2026-11-14T14:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z</Time>`,
        `      <Device id="TS-${i % 30}" name="Kiln St Turnstile ${i % 30}"/>`,
        `      <Credential type="Barcode">${i === 140 || i === 161 ? '770211934410' : String(779000000000 + i * 7919)}</Credential>`,
        `      <Result>${i === 140 ? 'Rejected' : 'Granted'}</Result>`,
        '    </Event>',
      ]).flat(),
      '</Events>',
    ].join('\n');

    it('bounds the lines near a pick by the closing tag of its XML element, shown below it: the turnstile of each scan of one barcode, not of the scan after', () => {
      const preview = salientPreview(TURNSTILE_SCANS, {
        previewChars: 700,
        request: 'Did ticket barcode 770211934410 get let in through the turnstiles today?',
      });
      // Past the `</Event>` under the first scan, the next scan's turnstile is none of its.
      expect(preview.text.split('\n').slice(4, -4)).toEqual([
        '...[66,892 chars (1,796 lines) omitted; 2 of their lines follow with 3 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "770211934410" (2 of 2)]...',
        '843:     <Event seq="4182140">',
        '845:       <Device id="TS-20" name="Kiln St Turnstile 20"/>',
        '846:       <Credential type="Barcode">770211934410</Credential>',
        '848:     </Event>',
        '969:     <Event seq="4182161">',
        '971:       <Device id="TS-11" name="Kiln St Turnstile 11"/>',
        '972:       <Credential type="Barcode">770211934410</Credential>',
      ]);
    });

    it("shows first the lines near each pick with the word the request asks for, within the element it is in: the time of both scans of one barcode, not a turnstile's or the next scan's", () => {
      const preview = salientPreview(TURNSTILE_SCANS, {
        previewChars: 700,
        request: 'What time did ticket barcode 770211934410 get let in through the turnstiles today?',
      });
      // "What time" asks for the `<Time>`: each scan's comes before the turnstile of the first; the
      // `</Event>` under a scan ends what is near it, so the next scan's `<Time>` is not.
      expect(preview.text.split('\n').slice(4, -4)).toEqual([
        '...[66,892 chars (1,796 lines) omitted; 2 of their lines follow with 3 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "770211934410" (2 of 2)]...',
        '843:     <Event seq="4182140">',
        '844:       <Time>2026-11-14T14:02:20Z</Time>',
        '846:       <Credential type="Barcode">770211934410</Credential>',
        '847:       <Result>Rejected</Result>',
        '969:     <Event seq="4182161">',
        '970:       <Time>2026-11-14T14:02:41Z</Time>',
        '972:       <Credential type="Barcode">770211934410</Credential>',
      ]);
      // So does "When": a line with a time of day answers it.
      const when = salientPreview(TURNSTILE_SCANS, {
        previewChars: 700,
        request: 'When did ticket barcode 770211934410 get let in through the turnstiles today?',
      });
      expect(when.text).toBe(preview.text);
    });
  });

  describe('salientPreview: the record a pick opens', () => {
    it("shows the title a pick's section is under, boxed by rules: the host whose FRU inventory holds the asset tag asked about", () => {
      // `pdsh -w cn[0001-0300] ipmitool fru print | dshbak`: each host's devices under its name.
      const hosts = Array.from({ length: 300 }, (_, i) => {
        const host = `cn${String(i + 1).padStart(4, '0')}`;
        return [
          '----------------',
          host,
          '----------------',
          'FRU Device Description : Builtin FRU Device (ID 0)',
          ` Board Serial          : CNFCP00${(i * 7919).toString(36).toUpperCase()}`,
          ' Product Manufacturer  : DELL',
          ' Product Name          : PowerEdge C6520',
          ` Product Asset Tag     : HURC-${String(8_548 + i).padStart(6, '0')}`,
          '',
          'FRU Device Description : PS1 (ID 1)',
          ' Board Mfg             : DELL',
          ' Product Name          : PWR SPLY,2400W,RDNT,DELTA',
          '',
        ].join('\n');
      }).join('\n');
      const request = 'Facilities found a server beeping in the machine room with asset tag HURC-008812 on it. Which node is that?';
      expect(middleLines(salientPreview(hosts, { previewChars: 800, request }).text)).toEqual([
        '3434: cn0265',
        '3436: FRU Device Description : Builtin FRU Device (ID 0)',
        '3437:  Board Serial          : CNFCP0018T4O',
        '3438:  Product Manufacturer  : DELL',
        '3439:  Product Name          : PowerEdge C6520',
        '3440:  Product Asset Tag     : HURC-008812',
      ]);
    });

    it("shows the fields under the line that names the item asked about before the lines that mention it: tzdata's version in dpkg's status", () => {
      const paragraph = (i: number) =>
        [
          `Package: ${i === 300 ? 'tzdata' : `libpkg${i}`}`,
          'Status: install ok installed',
          'Priority: optional',
          `Section: ${i === 300 ? 'localization' : 'libs'}`,
          `Installed-Size: ${100 + i}`,
          'Maintainer: Debian Maintainers <debian-devel@lists.debian.org>',
          'Architecture: amd64',
          `Version: ${i === 300 ? '2021a-1+deb11u8' : `1.${i}.0-1`}`,
          `Depends: libc6 (>= 2.31)${i % 97 === 5 ? ', tzdata' : ''}`,
          `Description: package number ${i}`,
        ].join('\n');
      const text = Array.from({ length: 600 }, (_, i) => paragraph(i)).join('\n\n');
      const preview = salientPreview(text, { previewChars: 1_000, request: 'Which tzdata release is baked into this image?' });
      expect(preview.text.split('\n').slice(5, -5)).toEqual([
        '...[156,142 chars (6,590 lines) omitted; 7 of their lines follow with 10 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "tzdata" (7 of 8)]...',
        '63: Version: 1.5.0-1',
        '64: Depends: libc6 (>= 2.31), tzdata',
        '1131: Depends: libc6 (>= 2.31), tzdata',
        '2198: Depends: libc6 (>= 2.31), tzdata',
        '3265: Depends: libc6 (>= 2.31), tzdata',
        '3301: Package: tzdata',
        '3302: Status: install ok installed',
        '3303: Priority: optional',
        '3304: Section: localization',
        '3305: Installed-Size: 400',
        '3306: Maintainer: Debian Maintainers <debian-devel@lists.debian.org>',
        '3307: Architecture: amd64',
        '3308: Version: 2021a-1+deb11u8',
        '3309: Depends: libc6 (>= 2.31)',
        '3310: Description: package number 300',
        '4332: Depends: libc6 (>= 2.31), tzdata',
        '5399: Depends: libc6 (>= 2.31), tzdata',
      ]);
    });
  });

  describe('salientPreview: the record a pick opens, further down', () => {
    it("shows the entry named whole before those it starts, with its fields further down that hold a word of the request: rokafor's uidNumber", () => {
      const entry = (uid: string, n: number) =>
        [
          `# ${uid}, people, acme.io`,
          `dn: uid=${uid},ou=people,dc=acme,dc=io`,
          'objectClass: top',
          'objectClass: person',
          'objectClass: organizationalPerson',
          'objectClass: inetOrgPerson',
          'objectClass: posixAccount',
          `uid: ${uid}`,
          `cn: User ${n}`,
          'sn: User',
          `mail: ${uid}@acme.io`,
          `telephoneNumber: +1 415 555 ${String(1000 + n)}`,
          `employeeNumber: ${100000 + n}`,
          'loginShell: /bin/bash',
          `homeDirectory: /home/${uid}`,
          `uidNumber: ${10000 + n}`,
          `gidNumber: ${5000 + (n % 7)}`,
        ].join('\n');
      const names = Array.from({ length: 300 }, (_, i) =>
        i === 40 ? 'rokafor3' : i === 90 ? 'rokafor2' : i === 200 ? 'rokafor' : `user${i}`,
      );
      const text = ['# extended LDIF', '#', ...names.map((uid, i) => `${entry(uid, i)}\n`), '# search result', 'result: 0 Success'].join(
        '\n',
      );
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: "Files show up owned by a bare number instead of rokafor. What is rokafor's uidNumber in LDAP?",
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '723: # rokafor3, people, acme.io',
        '724: dn: uid=rokafor3,ou=people,dc=acme,dc=io',
        '725: objectClass: top',
        '1623: # rokafor2, people, acme.io',
        '3603: # rokafor, people, acme.io',
        '3604: dn: uid=rokafor,ou=people,dc=acme,dc=io',
        '3605: objectClass: top',
        '3606: objectClass: person',
        '3607: objectClass: organizationalPerson',
        '3608: objectClass: inetOrgPerson',
        '3609: objectClass: posixAccount',
        '3610: uid: rokafor',
        '3611: cn: User 200',
        '3612: sn: User',
        '3613: mail: rokafor@acme.io',
        '3614: telephoneNumber: +1 415 555 1200',
        '3615: employeeNumber: 100200',
        '3618: uidNumber: 10200',
        '3619: gidNumber: 5004',
      ]);
    });
  });

  describe('salientPreview: the record a pick opens, further down, most words first', () => {
    it('brings the lines with the most words of the request first: the private_ip of the bastion before the other lines with private or ip', () => {
      const resources = Array.from({ length: 60 }, (_, i) => {
        const name = i === 41 ? 'bastion' : `web_${i}`;
        const options = { enable_resource_name_dns_a_record: false, hostname_type: 'ip-name', enable_resource_name_dns_aaaa_record: false };
        return {
          address: `aws_instance.${name}`,
          mode: 'managed',
          type: 'aws_instance',
          name,
          values: {
            ami: `ami-0${(i * 7919).toString(16)}`,
            availability_zone: 'eu-west-1a',
            ebs_optimized: true,
            hibernation: false,
            instance_state: 'running',
            instance_type: 't3.small',
            key_name: 'prod-2024',
            monitoring: true,
            private_dns: `ip-10-20-4-${i}.eu-west-1.compute.internal`,
            private_dns_name_options: [options],
            private_key_name: 'ops',
            private_ip: `10.20.4.${i}`,
            public_ip: `52.17.208.${i}`,
            subnet_id: `subnet-0${i}`,
          },
        };
      });
      const text = JSON.stringify({ resources }, null, 2);
      const shown = salientPreview(text, { previewChars: 1_000, request: 'What is the private IP of the bastion instance?' }).text.split(
        '\n',
      );
      // Four lines further down: `private_dns` and `private_ip` hold both words, then the nearest with one; not `private_key_name`.
      expect(shown.slice(7, 22)).toEqual([
        '...[51,442 chars (1,671 lines) omitted; 2 of their lines follow with 11 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "bastion" (2 of 2)]...',
        '1151:     {',
        '1152:       "address": "aws_instance.bastion",',
        '1153:       "mode": "managed",',
        '1154:       "type": "aws_instance",',
        '1155:       "name": "bastion",',
        '1156:       "values": {',
        '1161:         "instance_state": "running",',
        '1162:         "instance_type": "t3.small",',
        '1163:         "key_name": "prod-2024",',
        '1164:         "monitoring": true,',
        '1165:         "private_dns": "ip-10-20-4-41.eu-west-1.compute.internal",',
        '1166:         "private_dns_name_options": [',
        '1169:             "hostname_type": "ip-name",',
        '1174:         "private_ip": "10.20.4.41",',
      ]);
    });
  });

  describe('salientPreview: the record a pick opens, further down', () => {
    it('brings a field of the record the request names before its other lines, with what the field holds and its closing bracket: the delivery window of one order', () => {
      const entities = Object.fromEntries(
        Array.from({ length: 400 }, (_, i) => {
          const id = `SO-2026-${String(41_000 + i).padStart(6, '0')}`;
          return [
            id,
            {
              id,
              customerId: `cus_${(i * 7919).toString(36)}`,
              status: ['confirmed', 'draft', 'submitted'][i % 3],
              billingAddress: `Kungsgatan ${i % 90}, 111 43 Stockholm, Sweden (accounts payable, floor ${i % 9}, attn. purchasing)`,
              shippingAddress: `Loading dock ${i % 7}, Hammarby Allé ${i % 120}, 120 63 Stockholm, Sweden (rear entrance, before 07:00)`,
              deliveryWindow: {
                from: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T05:30:00+02:00`,
                to: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T07:00:00+02:00`,
              },
              totals: { net: i * 113, vat: i * 13, currency: 'SEK' },
              notes: i === 278 ? 'Top-up for SO-2026-041277, second drop' : 'Standing order',
            },
          ];
        }),
      );
      const text = JSON.stringify({ orders: { ids: Object.keys(entities), entities } }, null, 2);
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'What delivery window does the ordering app have for order SO-2026-041277?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '5112:         },',
        '5114:       },',
        '5115:       "SO-2026-041277": {',
        '5116:         "id": "SO-2026-041277",',
        '5117:         "customerId": "cus_1b0kb",',
        '5118:         "status": "draft",',
        '5119:         "billingAddress": "Kungsgatan 7, 111 43 Stockholm, Sweden (accounts payable, floor 7, attn. purchasing)",',
        '5121:         "deliveryWindow": {',
        '5122:           "from": "2026-10-26T05:30:00+02:00",',
        '5123:           "to": "2026-10-26T07:00:00+02:00"',
        '5124:         },',
        '5130:         "notes": "Standing order"',
      ]);
      // Without the rule: the billing address in their place, the window's "from" alone.
    });

    it('finds the field asked for 94 lines under the name of the item: the MAC address of one virtual machine among many', () => {
      const domain = (i: number) => [
        `<domain type='kvm' id='${i}'>`,
        `  <name>runner-${i}</name>`,
        `  <uuid>00000000-0000-4000-8000-${String(i).padStart(12, '0')}</uuid>`,
        '  <devices>',
        ...Array.from({ length: 45 }, (_, k) => [
          `    <controller type='pci' index='${k}' model='pcie-root-port'>`,
          `      <address type='pci' bus='0x${k.toString(16)}'/>`,
        ]).flat(),
        "    <interface type='bridge'>",
        `      <mac address='52:54:00:${(i % 256).toString(16).padStart(2, '0')}:06:08'/>`,
        "      <source bridge='br0'/>",
        '    </interface>',
        '  </devices>',
        '</domain>',
        '',
      ];
      const text = Array.from({ length: 60 }, (_, i) => domain(i))
        .flat()
        .join('\n');
      const preview = salientPreview(text, { previewChars: 1_000, request: "What MAC address does runner-23's network interface have?" });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        "2324: <domain type='kvm' id='23'>",
        '2325:   <name>runner-23</name>',
        '2326:   <uuid>00000000-0000-4000-8000-000000000023</uuid>',
        '2327:   <devices>',
        "2328:     <controller type='pci' index='0' model='pcie-root-port'>",
        "2329:       <address type='pci' bus='0x0'/>",
        "2330:     <controller type='pci' index='1' model='pcie-root-port'>",
        "2331:       <address type='pci' bus='0x1'/>",
        "2333:       <address type='pci' bus='0x2'/>",
        "2335:       <address type='pci' bus='0x3'/>",
        "2418:     <interface type='bridge'>",
        "2419:       <mac address='52:54:00:17:06:08'/>",
        '2421:     </interface>',
      ]);
    });

    it("leaves out a record's lines further down whose word is on more of them than are shown: a key on every entry, not the one secret", () => {
      const modules = Array.from({ length: 600 }, (_, i) =>
        i === 411
          ? "import Stripe from 'stripe';\nconst stripe = new Stripe('sk_live_51NvQ8aKz3T0pXhR2mYd7Lc9WqE4bUf');\n"
          : `import { http } from '../lib/http';\nexport const config${i} = { endpoint: '/api/items/${i}', retries: 3, cacheKey: '${(i * 7919).toString(36)}' };\nexport async function load${i}(id: string) {\n  return http.get(\`/api/items/\${id}\`, { timeout: 700 });\n}\n`,
      );
      const map = {
        version: 3,
        sources: modules.map((_, i) =>
          i === 411 ? 'webpack://shop/./src/payments/stripe-client.ts' : `webpack://shop/./src/items/item-${i}.ts`,
        ),
        sourcesContent: modules,
        mappings: 'AAAA;'.repeat(2_000),
      };
      const preview = salientPreview(JSON.stringify(map, null, 2), {
        previewChars: 1_000,
        request: 'Did a Stripe secret key end up in the source map? Which one?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '415:     "webpack://shop/./src/payments/stripe-client.ts",',
        '416:     "webpack://shop/./src/items/item-412.ts",',
        '417:     "webpack://shop/./src/items/item-413.ts",',
        '418:     "webpack://shop/./src/items/item-414.ts",',
        `1017:     "import Stripe from 'stripe';\\nconst stripe = new Stripe('sk_live_51NvQ8aKz3T0pXhR2mYd7Lc9WqE4bUf');\\n",`,
        '1206:   ],',
        `1207:   "mappings": "${'AAAA;'.repeat(47)} ...[+9,766 chars]`,
      ]);
      // Without the rule, the lines with "cacheKey" 11 lines under "sourcesContent" took the room of the secret.
    });
  });

  describe('salientPreview: words that meet in a record', () => {
    it('picks, where common words meet on no line, the records that hold them all: the depot managers of one office, each with its lines', () => {
      const text = Array.from({ length: 300 }, (_, i) =>
        [
          `dn: uid=u${i},ou=staff,dc=example,dc=org`,
          `title: ${i % 10 === 0 ? 'Depot Manager' : 'Driver'}`,
          `physicalDeliveryOfficeName: ${['Exeter', 'Plymouth', 'Bristol'][i % 3]} TMD`,
          `mobile: +44 7700 ${900_000 + i}`,
        ].join('\n'),
      ).join('\n\n');
      const preview = salientPreview(text, { previewChars: 700, request: "What's the mobile of the depot manager at Exeter?" });
      // "manager" is on 30 lines and "exeter" on 100, together on none: 9 records of the window hold both.
      expect(preview.text.split('\n').slice(3, 13)).toEqual([
        '...[35,638 chars (1,494 lines) omitted; 3 of their lines follow with 5 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "mobile" and "depot" and "manager" and "exeter" (3 of 9)]...',
        '152: title: Depot Manager',
        '153: physicalDeliveryOfficeName: Exeter TMD',
        '154: mobile: +44 7700 900030',
        '302: title: Depot Manager',
        '303: physicalDeliveryOfficeName: Exeter TMD',
        '304: mobile: +44 7700 900060',
        '452: title: Depot Manager',
        '453: physicalDeliveryOfficeName: Exeter TMD',
        '...[last lines]...',
      ]);
    });
  });

  describe('salientPreview: ordinals', () => {
    it('takes an ordinal of the request as the number that ends an id: the alert of the second EDGX session', () => {
      const venues = ['XNAS', 'ARCX', 'EDGX', 'BATS', 'IEXG', 'MEMX', 'EDGA', 'BATY'];
      const rules = venues.flatMap((venue, v) =>
        [1, 2, 3, 4].flatMap((k) => [
          `- alert: FixOutboundQueueDepthHigh`,
          `  summary: Outbound queue building on FIX session ${venue}-OE-${k}`,
          `  expr: fix_session_outbound_queue_depth{session="${venue}-OE-${k}"} > ${1000 + 250 * ((v + k) % 5)}`,
          `  for: ${2 + (k % 3)}m`,
          `- alert: FixSessionStale`,
          `  summary: No inbound on FIX session ${venue}-OE-${k}`,
          `  expr: time() - fix_session_last_inbound_seconds{session="${venue}-OE-${k}"} > 45`,
        ]),
      );
      const preview = salientPreview(['groups:', ...rules].join('\n'), {
        previewChars: 700,
        request: 'What queue depth does the outbound queue alert on our second EDGX session fire at?',
      });
      // `№2` matches the `2` that ends `EDGX-OE-2`, and the marker names it so; without it, "edgx"
      // alone picked session 1's lines.
      expect(preview.text.split('\n').find((line) => line.startsWith('...[') && line.includes(' follow'))).toBe(
        '...[10,139 chars (221 lines) omitted; 2 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for "second" and "session" and "№2" (1 of 8), "edgx" (2 of 16), "queue" and "outbound" and "session" and "№2" (1 of 16)]...',
      );
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '65: - alert: FixOutboundQueueDepthHigh',
        '67:   expr: fix_session_outbound_queue_depth{session="EDGX-OE-2"} > 2000',
        '69: - alert: FixSessionStale',
        '71:   expr: time() - fix_session_last_inbound_seconds{session="EDGX-OE-2"} > 45',
      ]);
    });
  });

  describe('salientPreview: the day an output was made on', () => {
    it("takes a request's tomorrow as the day after the one the output says it was made on: the one notice of the supplier due then", () => {
      const others = ['Stoke Pottery', 'Jaipur Rugs', 'Leeds Textiles'];
      // Every fourth notice is Ningbo's, none due on the 16th but one; the others fall on any day.
      const notices = Array.from({ length: 240 }, (_, i) => {
        const ningbo = i % 4 === 0;
        const day = ningbo ? (i === 60 ? 16 : [13, 14, 15, 17, 18, 19][(i / 4) % 6]!) : 13 + (i % 7);
        return `ASN-${String(i).padStart(4, '0')} supplier="${ningbo ? 'Ningbo Kitchenware' : others[i % 3]}" eta=2026-04-${day}T12:30 cartons=${20 + (i % 50)}`;
      });
      const text = ['# asn list --site LUT1 (generated: 2026-04-15T06:30:00+01:00)', ...notices].join('\n');
      const request = 'How many cartons are on the Ningbo delivery tomorrow?';
      const picked = (t: string) =>
        salientPreview(t, { previewChars: 600, request })
          .text.split('\n')
          .filter((line) => /^\d+: /.test(line));
      expect(picked(text).filter((line) => line.includes('ASN-'))).toEqual([
        '62: ASN-0060 supplier="Ningbo Kitchenware" eta=2026-04-16T12:30 cartons=30',
      ]);
      // With no day of its making, tomorrow is no day: the Ningbo notices are too many to pick.
      expect(picked(text.replace('generated: ', 'from: '))).not.toContain(
        '62: ASN-0060 supplier="Ningbo Kitchenware" eta=2026-04-16T12:30 cartons=30',
      );
    });

    it("takes a request's Saturday as the last the output shows, when it says no day it was made on and runs in the order of time", () => {
      // Calls from Tuesday 10 to Monday 16 November 2026, in time order; the caller ending 4471 rang 12 times, once on Saturday morning.
      const calls = Array.from({ length: 700 }, (_, i) => {
        const day = 10 + Math.floor(i / 100);
        const time = `${String(8 + (i % 10)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`;
        const caller = [33, 95, 127, 184, 251, 316, 389, 420, 455, 527, 613, 694].includes(i)
          ? '+447700914471'
          : `+4477009${String(10_000 + ((i * 7919) % 89_999)).padStart(5, '0')}`;
        const wait = `00:${String(2 + (i % 20)).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`;
        return `c-${1000 + i},2026-11-${day}T${time}Z,${caller},Appointments,${wait}`;
      });
      const text = ['contact_id,started,caller,queue,queue_wait', ...calls].join('\n');
      const request = 'A donor rang on Saturday morning to move her appointment. Her number ends 4471. How long did she wait in the queue?';
      const picked = salientPreview(text, { previewChars: 600, request })
        .text.split('\n')
        .filter((line) => /^\d+: /.test(line));
      // The 14th is the Saturday: both its calls are picked, beside two other mornings'.
      expect(picked).toEqual([
        '35: c-1033,2026-11-10T11:51:00Z,+447700914471,Appointments,00:15:09',
        '253: c-1251,2026-11-12T09:17:00Z,+447700914471,Appointments,00:13:23',
        '422: c-1420,2026-11-14T08:00:00Z,+447700914471,Appointments,00:02:00',
        '457: c-1455,2026-11-14T13:05:00Z,+447700914471,Appointments,00:17:35',
      ]);
    });
  });

  describe('salientPreview: a log dumped on one line', () => {
    it("takes a request's weekday of last week from the last day the line shows, its records being in the order of time", () => {
      // Loads from Monday 22 November to Friday 10 December 2027, four a day, one line of records after a header.
      const records: string[] = [];
      for (let day = 0; day < 19; day++) {
        const date = new Date(Date.UTC(2027, 10, 22 + day)).toISOString().slice(0, 10);
        for (const [n, hour] of [8, 11, 14, 16].entries()) {
          const batch = `ILK2-${date.slice(5, 7)}${date.slice(8, 10)}-0${n + 1}`;
          records.push(
            `${date}T${hour}:${String(17 + n).padStart(2, '0')}:33 CY=${18_000 + day * 4 + n} EV=START PRG=B134 BATCH=${batch} OP=AB`,
          );
          records.push(`${date}T${hour + 1}:0${n}:12 CY=${18_000 + day * 4 + n} EV=END RES=PASS TMAX=134.9 HOLD=210`);
        }
      }
      const text = ['SteriLog DL-200 unit=ILK-AC2 buffer=2027-11-22..2027-12-10', records.join('|'), '-- end of buffer --'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 700,
        request: 'What batch number did the load get that started just after quarter past two on Wednesday last week?',
      });
      // Wednesday last week is the 1st of December: the week of the 10th runs from Monday the 6th.
      expect(preview.text).toContain('2027-12-01T14:19:33 CY=18038 EV=START PRG=B134 BATCH=ILK2-1201-03');
    });
  });

  describe('salientPreview: a field name near a pick that spells the asked word short', () => {
    it('shows the "ev" of the alarm raised at the time asked, for "the event number"', () => {
      // Ten-minute records of 12 turbines, some with an alarm: its `"ev"` first, its `"raised"` last.
      const records = Array.from({ length: 240 }, (_, i) => {
        const minute = 13 * 60 + Math.floor(i / 12) * 10;
        const wtg = `SKB-C${String(1 + (i % 12)).padStart(2, '0')}`;
        const clock = (m: number, s: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
        const alarms =
          i % 5 === 2
            ? [
                '      "alarms": [',
                '        {',
                `          "ev": ${5_400_000 + i * 137},`,
                `          "code": ${3000 + (i % 40)},`,
                '          "text": "Yaw misalignment high",',
                '          "severity": 2,',
                '          "source": "PLC",',
                `          "raised": "2028-10-19T${clock(minute + 1 + (i % 7), (i * 13) % 60)}Z"`,
                '        }',
                '      ]',
              ]
            : ['      "alarms": []'];
        const fields = [
          `      "p_kw": ${9000 + ((i * 71) % 3000)},`,
          `      "ws_ms": ${(10 + (i % 5)).toFixed(2)},`,
          '      "avail_s": 600,',
        ];
        return [
          '    {',
          `      "ts": "2028-10-19T${clock(minute, 0)}Z",`,
          `      "wtg": "${wtg}",`,
          '      "state": "RUN",',
          ...fields,
          ...alarms,
          '    },',
        ];
      });
      const text = ['{', '  "records": [', ...records.flat(), '  ]', '}'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 900,
        request: 'What was the event number on the alarm turbine C07 raised at twenty past two in the afternoon?',
      });
      // The alarm's `"code"` has no word of the request; its `"ev"` spells `event` short.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '1101:     {',
        '1102:       "ts": "2028-10-19T14:20:00Z",',
        '1103:       "wtg": "SKB-C07",',
        '1104:       "state": "RUN",',
        '1105:       "p_kw": 10242,',
        '1106:       "ws_ms": 12.00,',
        '1107:       "avail_s": 600,',
        '1108:       "alarms": [',
        '1109:         {',
        '1110:           "ev": 5413974,',
        '1112:           "text": "Yaw misalignment high",',
        '1113:           "severity": 2,',
        '1114:           "source": "PLC",',
        '1115:           "raised": "2028-10-19T14:25:06Z"',
      ]);
    });
  });

  describe('salientPreview: the best pick first', () => {
    it('shows the lines beside a line far better than the rest before the weaker picks: the datasource of the panel the question quotes', () => {
      const services = ['Ledger', 'Payments', 'Search', 'Gateway', 'Orders', 'Billing', 'Fraud', 'Inventory'];
      const panels = Array.from({ length: 48 }, (_, i) => {
        const service = services[i % services.length]!;
        const op = ['read', 'write'][Math.floor(i / 8) % 2]!;
        const q = ['p50', 'p90', 'p99'][Math.floor(i / 16) % 3]!;
        const datasource = { type: 'prometheus', uid: `P${(i * 7919).toString(16).toUpperCase().padStart(8, '0')}` };
        const expr = `histogram_quantile(0.${q.slice(1)}, rate(${service.toLowerCase()}_${op}_seconds_bucket[5m]))`;
        return {
          datasource,
          id: i,
          targets: [{ datasource, expr, refId: 'A' }],
          title: `${service} ${op} latency ${q}`,
          type: 'timeseries',
        };
      });
      const text = JSON.stringify({ meta: { slug: 'services-overview' }, dashboard: { panels, title: 'Services overview' } }, null, 2);
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request:
          "The 'Ledger write latency p99' panel on our services overview shows no data. Which datasource UID is the 'Ledger write latency p99' panel querying?",
      });
      // The quoted title holds its words, so its line ranks first; the lines with "ledger" alone come
      // after the datasource above it (without the rule, six of them and no uid). Each panel is a
      // record of the dashboard's list: the two p99 panels bring their datasource's uid, the quoted
      // one its `expr` too (with "ledger" and "write"); the p50 panel of ledger writes, whose title
      // shows, brings the uid of its datasource above it in its record (`askedBefore`); and the
      // panels with "ledger" alone find no room.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '167:             "datasource": {',
        '169:               "uid": "P0000F778"',
        '175:         "title": "Ledger write latency p50",',
        '615:       {',
        '623:             "datasource": {',
        '625:               "uid": "P0003DDE0"',
        '631:         "title": "Ledger read latency p99",',
        '767:       {',
        '774:           {',
        '775:             "datasource": {',
        '777:               "uid": "P0004D558"',
        '779:             "expr": "histogram_quantile(0.99, rate(ledger_write_seconds_bucket[5m]))",',
        '783:         "title": "Ledger write latency p99",',
      ]);
    });
  });

  describe('salientPreview: the best of picks that tie', () => {
    it('puts first, of records that tie, the one where the day and the time asked are one stamp: the shift that starts then, not the one that ends that day', () => {
      const shifts: string[] = [];
      let n = 1500;
      for (let day = 6; day <= 12; day++)
        for (const home of ['Hawthorn House', 'Ashgrove Court', 'Larkfield'])
          for (const unit of ['Bramble', 'Willow', 'Heather', 'Rowan'])
            for (const role of ['Nurse', 'Carer'])
              shifts.push(
                '    {',
                `      "shiftId": "SH-${n++}",`,
                `      "home": "${home}",`,
                `      "unit": "${unit}",`,
                `      "role": "${role}",`,
                `      "start": "2027-09-${String(day).padStart(2, '0')}T20:00:00+01:00",`,
                `      "end": "2027-09-${String(day + 1).padStart(2, '0')}T08:00:00+01:00",`,
                '      "booking": {',
                `        "reference": "BK-${170_000 + n * 7}"`,
                '      }',
                '    },',
              );
      const text = ['{', '  "shifts": [', ...shifts, '  ]', '}'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 700,
        request: 'What is the booking reference for the Bramble unit shift at Hawthorn House on 12 September at 8pm?',
      });
      // The night before's shift ends on the 12th and starts at 8pm, each in a stamp of its own.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '1587:     {',
        '1588:       "shiftId": "SH-1644",',
        '1589:       "home": "Hawthorn House",',
        '1590:       "unit": "Bramble",',
        '1591:       "role": "Nurse",',
        '1592:       "start": "2027-09-12T20:00:00+01:00",',
        '1593:       "end": "2027-09-13T08:00:00+01:00",',
        '1594:       "booking": {',
      ]);
    });

    it('puts first, of records that tie, the one whose time is nearest the time asked, and shows the value of the field a request needs', () => {
      // A passage on one of 8 lanes every 20 seconds from 14:00, each with its tag: lane 7 every 160 seconds.
      const passages = Array.from({ length: 200 }, (_, i) => {
        const seconds = 14 * 3600 + i * 20;
        const clock = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
          .map((n) => String(n).padStart(2, '0'))
          .join(':');
        return [
          '    {',
          `      "txnId": "HBN-${String(1000 + i)}",`,
          `      "lane": ${1 + ((i * 3) % 8)},`,
          `      "ts": "2027-03-15T${clock}+11:00",`,
          '      "tag": {',
          `        "id": "ETG${String(400_000 + i * 7919).padStart(9, '0')}",`,
          '        "status": "VALID"',
          '      }',
          '    },',
        ];
      });
      const text = ['{', '  "transactions": [', ...passages.flat(), '  ]', '}'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 700,
        request: 'I need the tag number for whatever went through lane 7 at 2:32 this afternoon.',
      });
      // Lane 7 passed 7 times from 14:22 to 14:42: the three nearest 14:32 are picked, in their order, not the first three.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '813:     {',
        '815:       "lane": 7,',
        '816:       "ts": "2027-03-15T14:30:00+11:00",',
        '817:       "tag": {',
        '818:         "id": "ETG001112710",',
        '885:     {',
        '887:       "lane": 7,',
        '888:       "ts": "2027-03-15T14:32:40+11:00",',
        '889:       "tag": {',
        '890:         "id": "ETG001176062",',
        '891:         "status": "VALID"',
        '892:       }',
        '959:       "lane": 7,',
      ]);
    });

    /** A GeoJSON parcel layer, indented: the address asked about, a decoy on another street kind, neighbours, and a parcel whose id holds the number. */
    function parcels(): string {
      const addresses = new Map<number, string>([
        [700, '1418 LARKSPUR CT'],
        [760, '1402 LARKSPUR LN'],
        [800, '1418 LARKSPUR LN'],
        [840, '1426 LARKSPUR LN'],
      ]);
      const features = Array.from({ length: 1_500 }, (_, i) => ({
        type: 'Feature',
        id: i + 1,
        geometry: { type: 'Point', coordinates: [-122.8 + i / 10_000, 45.5 + i / 20_000] },
        properties: {
          OBJECTID: i + 1,
          PARCEL_ID: `1S1W${String(i % 36).padStart(2, '0')}AB ${String(10_000 + i * 7).padStart(5, '0')}`,
          SITE_ADDR: addresses.get(i) ?? `${100 + ((i * 37) % 9_000)} ${['ALDER ST', 'CEDAR RD', 'ELM AVE', 'OAK DR'][i % 4]}`,
          SITE_CITY: 'MILLBROOK',
          SITE_ZIP: ['97229', '97225'][i % 2],
          ZONING: i === 800 ? 'CM2' : ['R-1', 'R-2', 'C-1'][i % 3],
          LAND_USE: 'RESIDENTIAL',
        },
      }));
      return JSON.stringify({ type: 'FeatureCollection', features }, null, 2);
    }

    it("puts first the line with more of the request's words, common ones too: the refund's status among an order's lines", () => {
      const lines: string[] = [];
      for (let i = 0; i < 3_000; i++) {
        const order = [1_200, 1_500, 1_800, 2_100].includes(i) ? 'ORD-7719304' : `ORD-${7_000_000 + i * 13}`;
        const refund = i === 1_800 || i % 9 === 0;
        const path = refund ? '/v1/refunds' : `/v1/orders/${order}`;
        lines.push(
          `{"level":"info","caller":"httpserver/log.go:61","msg":"request completed","method":"${refund ? 'POST' : 'GET'}","path":"${path}","order_id":"${order}","status":${i === 1_800 ? 409 : 200},"request_id":"req_${(i * 7919).toString(36)}"}`,
        );
      }
      const request = 'What HTTP status did the refund request for order ORD-7719304 get back?';
      const shown = salientPreview(lines.join('\n'), { previewChars: 700, request }).text.split('\n');
      // The four lines with the order's id tie; `refund` (on 1 line in 9) and `status` were no longer counted by the scan.
      expect(shown[2]).toBe(
        '1801: {"level":"info","caller":"httpserver/log.go:61","msg":"request completed","method":"POST","path":"/v1/refunds","order_id":"ORD-7719304","status":409,"request_id":"req_8him0"}',
      );
    });

    it("puts first the line with more of the request's words up to 1,024 chars from its signal: the event of the vessel asked about in the area asked about", () => {
      const areas = ['Fladen Ground', 'Moray Firth', 'Barra Head', 'Minch North'];
      const lines = Array.from({ length: 1_500 }, (_, i) => {
        const vessel = i === 300 || i === 900 ? 'SULA BHAN' : `BOAT ${i % 60}`;
        const area = i === 900 ? 'Sea of the Hebrides - Barra Head' : `Sea area - ${areas[i % 4]}`;
        const details = JSON.stringify({ receiver: 'SAT', lastMsgType: 1, silenceThresholdMin: 30, note: 'x'.repeat(40 + (i % 7)) });
        return `{"eventId":"${(i * 7919).toString(36).padStart(12, '0')}","type":"${['AIS_SIGNAL_LOST', 'PORT_ARRIVAL'][i % 2]}","vessel":{"name":"${vessel}","mmsi":${235000000 + i}},"occurredAt":"2026-11-14T${String(i % 24).padStart(2, '0')}:47:31Z","details":${details},"padding":"${'-'.repeat(200)}","area":"${area}"}`;
      });
      const request = 'The coastguard rang about the Sula Bhan going quiet off Barra Head. When did that happen?';
      const picked = salientPreview(lines.join('\n'), { previewChars: 900, request }).picked.map((p) => p.line);
      expect(picked).toEqual([901]);
    });

    it('puts first the line that spells short a word of the request no line holds, with its fields down to the one asked for: the zoning of the parcel on the lane', () => {
      const preview = salientPreview(parcels(), { previewChars: 1_000, request: "What's the zoning on the parcel at 1418 Larkspur Lane?" });
      // Both parcels at "1418 larkspur" (the number and the name after it, one term) show with their
      // fields, the lane's (`LN` spells `lane` short) down to its zoning, with its city and zip, the
      // court's down to its address, with its zoning below (the field its record holds that is asked
      // for); the parcel at 1402 Larkspur Lane no longer shows.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '14005:       "type": "Feature",',
        '14014:       "properties": {',
        '14016:         "PARCEL_ID": "1S1W16AB 14900",',
        '14017:         "SITE_ADDR": "1418 LARKSPUR CT",',
        '14020:         "ZONING": "R-2",',
        '16005:       "type": "Feature",',
        '16014:       "properties": {',
        '16016:         "PARCEL_ID": "1S1W08AB 15600",',
        '16017:         "SITE_ADDR": "1418 LARKSPUR LN",',
        '16018:         "SITE_CITY": "MILLBROOK",',
        '16019:         "SITE_ZIP": "97229",',
        '16020:         "ZONING": "CM2",',
        '28344:     {',
        '28346:       "id": 1418,',
        '28355:         "OBJECTID": 1418,',
      ]);
    });
    it('puts first the line where more words of the request are words of their own: the logger whose status is `LEAK`, not `NO_LEAK`', () => {
      // An acoustic logger patrol download: a logger a line, its nights under it.
      const streets = ['Brackenfield Lane', 'Tanner Street', 'Mill Lane', 'Moor Road', 'Church Walk'];
      const loggers = Array.from({ length: 120 }, (_, i) => {
        const leak = [31, 52, 75].includes(i);
        const area = ['Ashby Moor West', 'Coldwell Bridge South', 'Harrow Moor East'][i % 3]!;
        const nights = Array.from({ length: 5 }, (_, n) => `      <Night date="2026-11-${24 + n}" leak="${leak && n > 1 ? 1 : 0}"/>`);
        return [
          `    <Logger serial="AL7-${4_000_000 + i * 4_391}" dmaName="${area}" location="${streets[i % 5]!} o/s no. ${i + 2}" status="${leak ? 'LEAK' : 'NO_LEAK'}" leakNights="${leak ? 3 : 0}">`,
          ...nights,
          '    </Logger>',
        ].join('\n');
      });
      const text = ['<LoggerDownload>', '  <Loggers>', ...loggers, '  </Loggers>', '</LoggerDownload>'].join('\n');
      const request =
        'Which logger on Brackenfield Lane, up the Ashby Moor end, has been hearing a leak these last few nights? I need its serial.';
      // The 16 loggers on the lane in the area tie on the words; `leak` is a word of its own in one's status alone.
      expect(salientPreview(text, { previewChars: 1_000, request }).picked.map((p) => p.line)).toEqual([3, 108, 213, 528]);
    });
  });

  describe('salientPreview: what the request asks of the item it names', () => {
    /** `smartctl -a` over 40 disks: each disk's serial, then 50 lines on, its attribute table. */
    function shelf(): string {
      const out: string[] = [];
      for (let i = 0; i < 40; i++) {
        out.push(`=== /dev/sd${String.fromCharCode(97 + (i % 26))}${i >= 26 ? i - 25 : ''} ===`, 'Model Family:     Seagate Exos X16');
        out.push(`Serial Number:    ZL${(1_000 + i * 37).toString(36).toUpperCase()}Q${i}`, 'Firmware Version: SN03');
        for (let k = 0; k < 40; k++) out.push(`Capability ${k}:     (0x${(k * 7).toString(16).padStart(2, '0')})\tsupported.`);
        out.push('ID# ATTRIBUTE_NAME          FLAG     VALUE WORST THRESH TYPE      RAW_VALUE');
        out.push('  1 Raw_Read_Error_Rate     0x000f   083   064   044    Pre-fail  0');
        out.push(`  9 Power_On_Hours          0x0032   074   074   000    Old_age   ${20_000 + i * 311}`);
        out.push(`194 Temperature_Celsius     0x0022   036   040   000    Old_age   ${30 + (i % 9)}`, '');
      }
      return out.join('\n');
    }

    it('shows, right after the serial number asked about, the line of its section with the words it lacks: its power-on hours', () => {
      const serial = `ZL${(1_000 + 21 * 37).toString(36).toUpperCase()}Q21`;
      const preview = salientPreview(shelf(), {
        previewChars: 1_000,
        request: `How many power-on hours does the disk with serial number ${serial} have?`,
      });
      // `power-on` matches `Power_On` (a word joined by - or _), and that row holds it and `hours`:
      // the two words the serial number's line lacks, 44 lines under it.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '1031: Model Family:     Seagate Exos X16',
        '1032: Serial Number:    ZL1DDQ21',
        '1033: Firmware Version: SN03',
        '1034: Capability 0:     (0x00)\tsupported.',
        '1035: Capability 1:     (0x07)\tsupported.',
        '1076:   9 Power_On_Hours          0x0032   074   074   000    Old_age   26531',
      ]);
    });

    it('shows, under a small record picked, the line of its section with the words it lacks: the memory limit of the container whose environment was picked', () => {
      const deployment = (name: string, i: number) => [
        '- apiVersion: apps/v1',
        '  kind: Deployment',
        '  metadata:',
        `    name: ${name}`,
        '  spec:',
        '    template:',
        '      spec:',
        '        containers:',
        '        - env:',
        '          - name: LOG_LEVEL',
        '            value: info',
        `          - name: ${i === 23 ? 'RATES_MORNING_LOAD_CRON' : 'BATCH_SIZE'}`,
        `            value: "${i === 23 ? '0 30 5 * * *' : 500 + i}"`,
        `          image: registry.example/${name}:1.${i}.0`,
        '          livenessProbe:',
        '            httpGet:',
        '              path: /actuator/health/liveness',
        '              port: http',
        '            initialDelaySeconds: 30',
        '            periodSeconds: 10',
        `          name: ${name}`,
        '          ports:',
        '          - containerPort: 8080',
        '            name: http',
        '          readinessProbe:',
        '            httpGet:',
        '              path: /actuator/health/readiness',
        '              port: http',
        '            periodSeconds: 5',
        '          resources:',
        '            limits:',
        `              cpu: ${500 + 10 * i}m`,
        `              memory: ${256 + 32 * i}Mi`,
        '            requests:',
        '              cpu: 250m',
        `              memory: ${128 + 16 * i}Mi`,
        '  status:',
        `    replicas: ${1 + (i % 3)}`,
      ];
      const names = Array.from({ length: 40 }, (_, i) => `svc-${i}`);
      const text = ['apiVersion: v1', 'items:', ...names.flatMap(deployment), 'kind: List'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'The rates worker keeps getting OOM-killed when the morning load runs. What memory limit has it got?',
      });
      // The environment variable holds the rare words; its record is its value alone. "memory" is on
      // two lines of the container, "limit" on none but the `limits:` the first is under: that line
      // and its key, 21 lines down, not the `memory:` of the requests.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '885:         - env:',
        '886:           - name: LOG_LEVEL',
        '887:             value: info',
        '888:           - name: RATES_MORNING_LOAD_CRON',
        '889:             value: "0 30 5 * * *"',
        '890:           image: registry.example/svc-23:1.23.0',
        '891:           livenessProbe:',
        '907:             limits:',
        '909:               memory: 992Mi',
      ]);
    });
  });

  describe('salientPreview: indented text', () => {
    it("shows the first line of an indented pick's record, which names it: the sku of the one product flagged hazmat", () => {
      const items = Array.from({ length: 400 }, (_, i) => ({
        sku: `SKU-${1000 + i}`,
        title: `widget ${i}`,
        warehouse: { region: 'eu', bin: `B${i}` },
        flags: { hazmat: i === 250, discontinued: false },
      }));
      const preview = salientPreview(JSON.stringify(items, null, 2), {
        previewChars: 1_000,
        request: 'Which products are flagged as hazmat?',
      });
      // Nothing past the braces that close the pick's object and open the next one; the pick stands
      // alone, so its small block (the flags) comes whole, to its closing brace.
      expect(preview.text.split('\n').slice(9, 16)).toEqual([
        '...[79,163 chars (4,786 lines) omitted; 1 of their lines follows with 3 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for an unusual use of "hazmat" (1 of 1)]...',
        '3003:     "sku": "SKU-1250",',
        '3009:     "flags": {',
        '3010:       "hazmat": true,',
        '3011:       "discontinued": false',
        '3012:     }',
        '...[last lines]...',
      ]);
    });

    it('shows the outline line of an indented pick far above it, within its record: the node of the pod killed for memory in kubectl describe', () => {
      const pod = (i: number, oom: boolean) => [
        `Name:             api-${i}`,
        `Node:             ip-10-0-${i}-1.internal`,
        'Containers:',
        `  api-${i}:`,
        `    Image:          registry.example/api:${i}`,
        ...Array.from({ length: 12 }, (_, k) => `    Setting-${k}:      value-${k}`),
        '    Last State:     Terminated',
        `      Reason:       ${oom ? 'OOMKilled' : 'Completed'}`,
        '      Exit Code:    0',
        '    Restart Count:  3',
        'Events:',
        oom ? `  Warning  BackOff  kubelet  Back-off restarting failed container api-${i}` : '  <none>',
        '',
        '',
      ];
      const text = Array.from({ length: 300 }, (_, i) => pod(i, i === 200))
        .flat()
        .join('\n');
      const preview = salientPreview(text, { previewChars: 1_000, request: 'Which node is the pod that ran out of memory on?' });
      // Its node, 17 lines above it (past the 10 near lines, in its outline: the indented settings between are not).
      expect(preview.text.split('\n').slice(5, -7)).toEqual([
        '...[179,106 chars (7,488 lines) omitted; 2 of their lines follow with 5 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (1 of 1), "oom" (1 of 1)]...',
        '5002: Node:             ip-10-0-200-1.internal',
        '5016:     Setting-10:      value-10',
        '5017:     Setting-11:      value-11',
        '5018:     Last State:     Terminated',
        '5019:       Reason:       OOMKilled',
        '5020:       Exit Code:    0',
        '5021:     Restart Count:  3',
        '5022: Events:',
        '5023:   Warning  BackOff  kubelet  Back-off restarting failed container api-200',
        '...[last lines]...',
      ]);
      // Nothing of the next pod, past the blank lines under the error line.
      expect(preview.text).not.toContain('ip-10-0-201-1');
    });

    it("goes on up past the brace that opens a pick's object: the name of the role a few levels above its policy statement", () => {
      const role = (i: number, statement: string[]) => [
        '    {',
        `      "RoleName": "role-${i}",`,
        `      "RoleId": "AROA${1000 + i}",`,
        '      "RolePolicyList": [',
        '        {',
        `          "PolicyName": "inline-${i}",`,
        '          "PolicyDocument": {',
        '            "Statement": [',
        ...Array.from({ length: 3 }, (_, k) => [
          '              {',
          `                "Sid": "Allow${i}x${k}",`,
          '                "Effect": "Allow",',
          `                "Action": ["s3:GetObject", "s3:ListBucket"],`,
          `                "Resource": "arn:aws:s3:::bucket-${i}-${k}/*"`,
          '              },',
        ]).flat(),
        ...statement,
        '            ]',
        '          }',
        '        }',
        '      ]',
        '    },',
      ];
      const wide = [
        '              {',
        '                "Sid": "TemporaryFix",',
        '                "Effect": "Allow",',
        '                "Action": "*",',
        '                "Resource": "*"',
        '              }',
      ];
      const text = [
        '{',
        '  "RoleDetailList": [',
        ...Array.from({ length: 400 }, (_, i) => role(i, i === 300 ? wide : [])).flat(),
        '  ]',
        '}',
      ].join('\n');
      const preview = salientPreview(text, { previewChars: 1_000, request: 'Is there a role here that can do anything it wants?' });
      // The role's name, 26 lines above the pick: past the `{` of the statement and three levels up;
      // the statement's fields (a record its first field opens); nothing of the next role.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '9304:       "RoleName": "role-300",',
        '9305:       "RoleId": "AROA1300",',
        '9306:       "RolePolicyList": [',
        '9329:               {',
        '9330:                 "Sid": "TemporaryFix",',
        '9331:                 "Effect": "Allow",',
        '9332:                 "Action": "*",',
        '9333:                 "Resource": "*"',
      ]);
    });

    // The `image:` the request asks for is the field of the container the flag's `env:` is in: it comes with the pick in that line's place.
    it("stops an outline at a YAML document's ---: nothing of the deployments before the one the pick is in", () => {
      const deployment = (i: number, flag: string) => [
        '---',
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata:',
        `  name: svc-${i}`,
        'spec:',
        '  template:',
        '    spec:',
        '      containers:',
        `        - name: svc-${i}`,
        `          image: registry.example/svc-${i}:1.${i}.0`,
        '          env:',
        `            - name: ${flag}`,
        '              value: "true"',
      ];
      const text = Array.from({ length: 3_000 }, (_, i) => deployment(i, i === 1_500 ? 'FEATURE_LEDGER_V2' : `FEATURE_X${i}`))
        .flat()
        .join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'Which image runs the deployment that enables FEATURE_LEDGER_V2?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '21002: apiVersion: apps/v1',
        '21003: kind: Deployment',
        '21010:         - name: svc-1500',
        '21011:           image: registry.example/svc-1500:1.1500.0',
        '21013:             - name: FEATURE_LEDGER_V2',
        '21014:               value: "true"',
      ]);
    });

    it('crosses the one blank line between a pick and the header it is indented under: the commit of a git log message', () => {
      const commit = (i: number, message: string) => [
        `commit ${(i * 2654435761).toString(16).padStart(8, '0')}${'0'.repeat(32)}`,
        `Author: Dev ${i % 7} <dev${i % 7}@acme.example>`,
        `Date:   Fri, 27 Nov 2026 ${String(i % 24).padStart(2, '0')}:00:00 +0000`,
        '',
        `    ${message}`,
        '',
        ` services/svc-${i % 40}/src/main.ts | 4 ++--`,
        ' 1 file changed, 2 insertions(+), 2 deletions(-)',
        '',
      ];
      const text = Array.from({ length: 2_000 }, (_, i) =>
        commit(i, i === 1_200 ? 'gateway: lower default burst to 20 req/s' : `svc-${i % 40}: tidy imports`),
      )
        .flat()
        .join('\n');
      const preview = salientPreview(text, { previewChars: 1_000, request: 'Who lowered the gateway burst limit, and in which commit?' });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '10801: commit 2e5a40a6db000000000000000000000000000000000',
        '10803: Date:   Fri, 27 Nov 2026 00:00:00 +0000',
        '10805:     gateway: lower default burst to 20 req/s',
      ]);
    });

    it('shows the siblings of a pick further down its object with a word of the request: the email of the one disputed charge', () => {
      const charge = (i: number) => [
        '    {',
        `      "id": "ch_${i}",`,
        `      "disputed": ${i === 700},`,
        ...Array.from({ length: 14 }, (_, k) => `      "field_${k}": { "value": ${k}, "note": "n${k}" },`).flatMap((line) => [line]),
        '      "card": {',
        ...Array.from({ length: 6 }, (_, k) => `        "check_${k}": "pass",`),
        '        "brand": "visa"',
        '      },',
        `      "receipt_email": "customer-${i}@shop.example"`,
        '    },',
      ];
      const text = ['{', '  "data": [', ...Array.from({ length: 1_500 }, (_, i) => charge(i)).flat(), '  ]', '}'].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'Which charge was disputed? I need the email of its customer.',
      });
      // Its email 24 lines down, among its siblings; nothing of the charge before it.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '19603:     {',
        '19604:       "id": "ch_700",',
        '19605:       "disputed": true,',
        '19606:       "field_0": { "value": 0, "note": "n0" },',
        '19607:       "field_1": { "value": 1, "note": "n1" },',
        '19608:       "field_2": { "value": 2, "note": "n2" },',
        '19629:       "receipt_email": "customer-700@shop.example"',
      ]);
    });

    it('shows the nearest enclosing line above a picked line: the frame of a traceback line, the key of a YAML value', () => {
      const lines = Array.from({ length: 4_000 }, (_, i) => `2026-12-02T04:00:00Z worker INFO processed batch ${i}`);
      lines.splice(
        2_000,
        4,
        'Traceback (most recent call last):',
        '  File "/srv/app/billing/regions.py", line 88, in resolve_region',
        '    return REGION_MAP[config["tenant_region"]]',
        "KeyError: 'tenant_region'",
      );
      const preview = salientPreview(lines.join('\n'), {
        previewChars: 1_000,
        request: "Which function raised the KeyError for 'tenant_region'?",
      });
      expect(preview.text).toContain(
        '2002:   File "/srv/app/billing/regions.py", line 88, in resolve_region\n2003:     return REGION_MAP[config["tenant_region"]]\n2004: KeyError: \'tenant_region\'',
      );
      expect(preview.picked.map((p) => p.line)).toEqual([2_001, 2_003, 2_004]);
    });

    it('shows the nearest Markdown heading above a picked line that is not indented: the release of a changelog entry', () => {
      const parts = ['# Changelog', ''];
      for (let v = 300; v > 0; v--) {
        parts.push(`## 1.${Math.floor(v / 10)}.${v % 10}`, '');
        for (let j = 0; j < 5; j++) parts.push(`- Fixed parsing case ${v * 10 + j}`);
        if (v === 147) parts.push('- Added a rate limiter to the public API');
        parts.push('');
      }
      const preview = salientPreview(parts.join('\n'), { previewChars: 400, request: 'In which release was the rate limiter added?' });
      expect(preview.text.split('\n').slice(5, -2)).toEqual([
        '...[41,941 chars (2,396 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for "rate" (1 of 1), "limiter" (1 of 1), "added" (1 of 1)]...',
        '1227: ## 1.14.7',
        '1234: - Added a rate limiter to the public API',
        '...[last lines]...',
      ]);
    });

    it('finds a word with the small number the request qualifies it by, under the package that pulls it in: "lodash 3" in an npm tree', () => {
      const lines = ['my-app@1.0.0 /srv/app'];
      for (let i = 0; i < 200; i++) {
        lines.push(`├─┬ pkg-${i}@2.${i % 7}.0`, '│ ├── lodash@4.17.21', `│ └── debug@${i % 5}.1.0`);
        if (i === 137) lines.push('├─┬ legacy-util@1.2.0', '│ └── lodash@3.10.1');
      }
      lines.push('└── zod@3.23.8');
      const preview = salientPreview(lines.join('\n'), { previewChars: 1_000, request: 'Which package pulls in lodash 3?' });
      const shown = preview.text.split('\n');
      const marker = shown.findIndex((line) => line.startsWith('...['));
      expect(shown.slice(marker, marker + 8)).toEqual([
        '...[11,132 chars (591 lines) omitted; 1 of their lines follows with 3 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for "lodash 3" (1 of 1)]...',
        '414: │ ├── lodash@4.17.21',
        '416: ├─┬ legacy-util@1.2.0',
        '417: │ └── lodash@3.10.1',
        '418: ├─┬ pkg-138@2.5.0',
        '419: │ ├── lodash@4.17.21',
        '...[last lines]...',
        '│ └── debug@3.1.0',
      ]);
    });
  });

  describe('salientPreview: a line too long to show whole', () => {
    it("shows, besides the rarest word's window, the window where the most words of the request meet: a sitemap on one line", () => {
      const page = (path: string, day: number) =>
        `<url><loc>https://www.example.io${path}</loc><lastmod>2026-${String(1 + (day % 12)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}T09:12:44+00:00</lastmod><changefreq>weekly</changefreq></url>`;
      const paths = Array.from({ length: 3_000 }, (_, i) =>
        i === 1_700
          ? '/pricing/enterprise'
          : i % 7 === 0
            ? `/pricing/plan-${i}`
            : i % 97 === 0
              ? `/enterprise/case-${i}`
              : `/blog/post-${i}`,
      );
      const text = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map(page).join('')}</urlset>`;
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'According to our sitemap, when was the enterprise pricing page last modified?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+:\d+: /.test(line))).toEqual([
        '1:12968: ...[+12,873 chars] 09:12:44+00:00</lastmod><changefreq>weekly</changefreq></url><url><loc>https://www.example.io/enterprise/case-97</loc><lastmod>2026-02-14T09:12:44+00:00</lastmod><changefreq>weekly</change ...[+389,383 chars]',
        '1:227675: ...[+227,580 chars] q>weekly</changefreq></url><url><loc>https://www.example.io/pricing/enterprise</loc><lastmod>2026-09-21T09:12:44+00:00</lastmod><changefreq>weekly</changefreq></url><url><loc>https://www.e ...[+174,676 chars]',
      ]);
      // The rarest word's window is at its first match; the second is where "pricing", "enterprise",
      // "last" and "chang" (a synonym of "modified") meet closest.
    });
    it('shows, when the densest window is the header, where the words it lacks meet: an invoice on one line', () => {
      // LEDES-like: a header naming the fields, then entries split by `[]`; the header holds "line",
      // "total" and "time", the entry asked about the timekeeper's names and the day.
      const people = ['Quinn, Rosa', 'Wong, Claire', 'Okafor, Daniel'];
      const entries = Array.from({ length: 2_000 }, (_, i) => {
        const day = 1 + (i % 28);
        const total = (1_000 + ((i * 37) % 5_000)).toFixed(2);
        // Her time on the 14th once (entry 1,302), on other days every ninth entry.
        const name = i === 1_301 || (i % 9 === 4 && day !== 14) ? 'Ramanathan, Priya' : people[i % 3];
        return `INV-118|${i + 1}|F|${total}|202610${String(day).padStart(2, '0')}|Draft and revise|${name}`;
      });
      const header = [
        'INVOICE_DATE|INVOICE_NUMBER|CLIENT_ID|LAW_FIRM_MATTER_ID|INVOICE_TOTAL|BILLING_START_DATE|BILLING_END_DATE',
        'INVOICE_DESCRIPTION|LINE_ITEM_NUMBER|EXP/FEE/INV_ADJ_TYPE|LINE_ITEM_NUMBER_OF_UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT',
        'LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID',
        'LINE_ITEM_DESCRIPTION|LAW_FIRM_ID|LINE_ITEM_UNIT_COST|TIMEKEEPER_NAME|TIMEKEEPER_CLASSIFICATION|CLIENT_MATTER_ID',
      ].join('|');
      const text = `LEDES1998B[]${header}[]${entries.join('[]')}[]`;
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: "What's the line total for Priya Ramanathan's time on 14 October?",
      });
      // The header's window, where "line", "total" and "time" meet, and her entry of the 14th with its total: not one window of the header alone.
      expect(preview.text.split('\n').filter((line) => /^\d+:\d+: /.test(line))).toEqual([
        '1:286: ...[+197 chars] UNITS|LINE_ITEM_ADJUSTMENT_AMOUNT|LINE_ITEM_TOTAL|LINE_ITEM_DATE|LINE_ITEM_TASK_CODE|LINE_ITEM_EXPENSE_CODE|LINE_ITEM_ACTIVITY_CODE|TIMEKEEPER_ID|LINE_ITEM_DESCRIPTION|LAW_FIRM ...[+126,715 chars]',
        '1:82483: ...[+82,394 chars] |20261013|Draft and revise|Ramanathan, Priya[]INV-118|1302|F|4137.00|20261014|Draft and revise|Ramanathan, Priya[]INV-118|1303|F|4174.00|20261015|Draft and revise|Quinn, Rosa[] ...[+44,518 chars]',
      ]);
    });
    it('widens one window to show a long line whole when the budget holds it, not two windows of it', () => {
      // The van and its depot at the line's start, the driver far along it: one line of 40, under the budget.
      const padding = (i: number) => Array.from({ length: 100 }, (_, k) => `r${i}k${k}`).join(' ');
      const lines = Array.from({ length: 40 }, (_, i) =>
        i === 20
          ? `{"van":"QX12 ABC","depot":"Kirkby","note":"${padding(i)}","driver":"Jo Marsh"}`
          : `{"van":"VN${i}","depot":"Speke","note":"${padding(i)}","driver":"Sam Price"}`,
      );
      const preview = salientPreview(lines.join('\n'), {
        previewChars: 2_000,
        request: 'Which route did Jo Marsh drive in van QX12 from Kirkby?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+:/.test(line))).toEqual([`21: ${lines[20]}`]);
    });
  });

  describe('salientPreview: words the output uses instead', () => {
    it('finds "destroyed" for a question about what will be "deleted": a Terraform plan', () => {
      const lines = ['Terraform will perform the following actions:', ''];
      for (let i = 0; i < 120; i++) {
        const [verb, sign] = i === 83 ? ['destroyed', '-'] : i % 3 === 0 ? ['created', '+'] : ['updated in-place', '~'];
        lines.push(
          `  # aws_instance.worker_${i} will be ${verb}`,
          `  ${sign} resource "aws_instance" "worker_${i}" {`,
          `      ${sign} ami           = "ami-0c55b159cbfafe1f0"`,
          `      ${sign} instance_type = "t3.micro"`,
          '    }',
          '',
        );
      }
      lines.push('Plan: 40 to add, 79 to change, 1 to destroy.');
      const preview = salientPreview(lines.join('\n'), { previewChars: 1_000, request: 'Which resource will be deleted by this plan?' });
      const shown = preview.text.split('\n');
      // The destroyed resource's own block, up to the blank lines around it: not the resources before and after.
      expect(shown.slice(4, 10)).toEqual([
        '...[21,609 chars (715 lines) omitted; 1 of their lines follows with 3 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for "destroy" (1 of 1)]...',
        '501:   # aws_instance.worker_83 will be destroyed',
        '502:   - resource "aws_instance" "worker_83" {',
        '503:       - ami           = "ami-0c55b159cbfafe1f0"',
        '504:       - instance_type = "t3.micro"',
        '...[last lines]...',
      ]);
    });
    it('finds `RRP-ES2` for the site\'s "escalator 2": a qualified word written short in an id\'s capitals', () => {
      const sites = ['Riverside Retail Park', 'Castlegate Centre', 'Albion Mill Works', 'Dockside Apartments'];
      const lines = ['contracts:'];
      sites.forEach((site, s) => {
        const code = site
          .split(' ')
          .map((w) => w[0])
          .join('');
        lines.push(`  - contract: ASC-C-${10_980 + s}`, `    customer: "${site} Ltd"`, '    site:', `      name: "${site}"`, '    units:');
        for (let u = 1; u <= 6; u++)
          lines.push(
            `      - id: ${code}-${u <= 4 ? 'ES' : 'L'}${u}`,
            `        kind: ${u <= 4 ? 'escalator' : 'passenger lift'}`,
            `        make: ${['Orvan', 'Kestrel'][u % 2]}`,
            `        serial: OV8-${String(u + s).padStart(2, '0')}-${20_000 + s * 97 + u * 13}`,
            '        visits_per_year: 12',
          );
      });
      const preview = salientPreview(lines.join('\n'), {
        previewChars: 1_000,
        request: 'The insurer wants the serial number of escalator 2 at Riverside Retail Park. What is it?',
      });
      // Each site's `ES2` is `escalator 2`, the park's first among them, with its serial.
      expect(
        preview.text
          .split('\n')
          .filter((line) => /^\d+: /.test(line))
          .slice(0, 6),
      ).toEqual([
        '6:     units:',
        '12:       - id: RRP-ES2',
        '13:         kind: escalator',
        '14:         make: Orvan',
        '15:         serial: OV8-02-20026',
        '16:         visits_per_year: 12',
      ]);
    });
  });

  describe("salientPreview: a table's header", () => {
    it('takes a word found on the first line alone for a column, not a line to pick: the one node on an older version', () => {
      const pad = (text: string, width: number) => text.padEnd(width);
      const lines = [
        [
          pad('NAME', 46),
          pad('STATUS', 8),
          pad('AGE', 7),
          pad('VERSION', 22),
          pad('INTERNAL-IP', 16),
          pad('OS-IMAGE', 30),
          'KERNEL-VERSION',
        ].join(''),
      ];
      for (let i = 0; i < 300; i++) {
        const old = i === 173;
        const ip = `10.42.${i % 250}.${(i * 37) % 250}`;
        const node = pad(`ip-${ip.replaceAll('.', '-')}.eu-west-1.compute.internal`, 46);
        const version = pad(old ? 'v1.29.8-eks-a737599' : 'v1.30.4-eks-a737599', 22);
        const image = pad(old ? 'Amazon Linux 2023.5.20240805' : 'Amazon Linux 2023.6.20241010', 30);
        const kernel = old ? '6.1.102-108.177.amzn2023.x86_64' : '6.1.112-122.189.amzn2023.x86_64';
        lines.push([node, pad('Ready', 8), pad(`${20 + (i % 80)}d`, 7), version, pad(ip, 16), image, kernel].join(''));
      }
      const request = 'Are all the nodes on the same version? If one is behind, which node is it?';
      const shown = salientPreview(lines.join('\n'), { previewChars: 700, request }).text.split('\n');
      // "version" is on the header alone, which the head shows in part: the odd row is picked instead of it.
      expect(shown.slice(1, 3)).toEqual([
        '...[48,268 chars (299 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for a number unlike its peers (1 of 1)]...',
        '175: ip-10-42-173-151.eu-west-1.compute.internal   Ready   33d    v1.29.8-eks-a737599   10.42.173.151   Amazon Linux 2023.5.20240805  6.1.102-108.177.amzn2023.x86_64',
      ]);
      // The same under a comment line that says what printed the table: the header is its second line.
      const commented = ['# kubectl get nodes -o wide --context prod-eu', ...lines].join('\n');
      expect(salientPreview(commented, { previewChars: 700, request }).text.split('\n').slice(1, 3)).toEqual([
        '...[48,374 chars (300 lines) omitted; 1 of their lines follows with 1 near it, each after its line number N (read around it with offset=N-5, limit=10), picked for a number unlike its peers (1 of 1)]...',
        '176: ip-10-42-173-151.eu-west-1.compute.internal   Ready   33d    v1.29.8-eks-a737599   10.42.173.151   Amazon Linux 2023.5.20240805  6.1.102-108.177.amzn2023.x86_64',
      ]);
    });

    it('takes the lines repeating the header for it: the one partition far behind, under the header each consumer group starts with', () => {
      const header = 'GROUP          TOPIC            PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG      CONSUMER-ID';
      const lines = [''];
      for (const [g, group] of ['billing-sync', 'audit-sink', 'email-sender', 'search-index'].entries()) {
        lines.push(header);
        for (let p = 0; p < 24; p++) {
          const current = 3_000_000 + g * 100_000 + p * 4_099;
          const lag = g === 2 && p === 17 ? 1_284_517 : (p * 7 + g) % 31;
          const row = [
            group.padEnd(14),
            'orders.v3'.padEnd(16),
            String(p).padEnd(10),
            String(current).padEnd(15),
            String(current + lag).padEnd(15),
          ];
          lines.push([...row, String(lag).padEnd(8), `consumer-${group}-${p % 3}-4e63f95f /10.42.${g}.${p % 3}`].join(' '));
        }
        lines.push('');
      }
      const request = 'Is there one partition of our consumer groups way out of line with the rest? Which group, topic and partition?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 600, request });
      expect(preview.picked).toEqual([{ line: 72, errorSignal: false, words: [] }]);
      expect(preview.text.split('\n')).toEqual([
        '...[12,568 chars (103 lines) omitted; 1 of their lines follows, after its line number N (read around it with offset=N-5, limit=10), picked for a number unlike its peers (1 of 1)]...',
        '72: email-sender   orders.v3        17         3269683         4554200         1284517  consumer-email-sender-2-4e63f95f /10.42.2.2',
        '...[last lines]...',
        '       9        consumer-search-index-2-4e63f95f /10.42.3.2',
        '',
      ]);
    });
  });

  describe("salientPreview: the lines above a table's header", () => {
    it('takes the words of the command and comments above the header for what the table holds: the one factor far out, not the comment naming the table', () => {
      const lines = [
        '$ ratectl export --product CA --table TERRITORY_RELATIVITY --versions 2025.1,2026.1,2027.1 --format text',
        '# product CA (Commercial Auto)  table TERRITORY_RELATIVITY  base territory factor 1.000',
        'ST  TERR  DESCRIPTION           VERSION  BI     PD     COMP   COLL',
      ];
      const counties = ['Hardin', 'Wright', 'Carroll', 'Benton', 'Clark', 'Greene', 'Lincoln', 'Marion'];
      for (let t = 0; t < 160; t++) {
        const county = `${counties[t % counties.length]!} County`.padEnd(20);
        for (const [v, version] of ['2025.1', '2026.1', '2027.1'].entries()) {
          const f = (k: number) => (0.8 + ((t * 37 + v * 11 + k * 7) % 50) / 100).toFixed(3);
          const coll = t === 97 && v === 2 ? '8.100' : f(3);
          lines.push(`MO  ${100 + t}   ${county}  ${version}   ${f(0)}  ${f(1)}  ${f(2)}  ${coll}`);
        }
      }
      const request =
        "We're sending the commercial auto territory factors off for filing. One factor looks way out of line. Which territory?";
      const preview = salientPreview(lines.join('\n'), { previewChars: 700, request });
      const odd = lines.findIndex((line) => line.endsWith('8.100')) + 1;
      expect(preview.picked).toEqual([{ line: odd, errorSignal: false, words: [] }]);
      expect(preview.text).toContain(`\n${odd}: ${lines[odd - 1]!}\n`);
    });
  });

  describe('salientPreview: records between rules', () => {
    /** An asset register's entries under rules of dashes; the devices on one trolley, a ZOLL defibrillator among them. */
    function register(): string {
      const devices = [
        ['Defibrillator/monitor', 'ZOLL Medical', 'R Series Plus'],
        ['Suction unit', 'Laerdal', 'LSU 4000'],
        ['Defibrillator/monitor', 'Philips', 'HeartStart XL+'],
        ['Patient monitor', 'Philips', 'IntelliVue MX450'],
        ['Infusion pump', 'BD', 'Alaris GP'],
      ];
      const wards = [
        'Ward 8 (Hawthorn) Stroke',
        'Ward 14 (Poplar) Orthopaedics',
        'Ward 21 (Kingfisher) Children',
        'Ward 3 (Cedar) Cardiology',
      ];
      const lines = ['e-Asset register export  |  Site: SVG  |  2026-11-19 08:34:00', '-'.repeat(60)];
      for (let i = 0; i < 240; i++) {
        const [what, maker, model] = devices[i % devices.length]!;
        const place = i % 7 === 3 && i < 140 ? `${wards[i % 4]!}'s / Resus trolley` : `${wards[i % 4]!} / Bay ${i % 6}`;
        lines.push(
          `Asset No:       SVT-${String(11_000 + i)}`,
          `Description:    ${what}`,
          `Manufacturer:   ${maker}`,
          `Model:          ${model}`,
        );
        lines.push(
          `Serial No:      AF${String(16_000_000 + i * 7_919)}`,
          `Location:       SVG / Block B / ${place}`,
          `Status:         In service`,
          '-'.repeat(60),
        );
      }
      return lines.join('\n');
    }

    it("shows the fields of the record a pick is in, up to the rules around it: the serial of the ZOLL defibrillator on the children's resus trolley", () => {
      const request = "The Zoll rep needs the serial number of the defibrillator on the resus trolley in the children's ward. What is it?";
      const preview = salientPreview(register(), { previewChars: 1_000, request });
      expect(preview.text.split('\n').slice(3, 9)).toEqual([
        '...[70,923 chars (1,917 lines) omitted; 2 of their lines follow with 7 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "zoll" and "serial" and "defibrillator" and "children" and "ward" (1 of 12), "resus" (2 of 20), "trolley" (2 of 20)]...',
        '84: Description:    Defibrillator/monitor',
        '85: Manufacturer:   ZOLL Medical',
        '86: Model:          R Series Plus',
        '87: Serial No:      AF16079190',
        "88: Location:       SVG / Block B / Ward 21 (Kingfisher) Children's / Resus trolley",
      ]);
    });

    it("shows no line past a rule beside a pick: the address of the contact the pick is in, not the next one's", () => {
      const contacts = Array.from({ length: 120 }, (_, i) => [
        `Contact ID:    CC-260310-${String(i).padStart(4, '0')}`,
        `Address:       ${i * 7 + 3} ${['Church Road', 'Fort Austin Avenue', 'Mannamead Road'][i % 3]!}, PL${i % 9} ${i % 10}DZ`,
        `Category:      ${i === 61 ? 'Water quality' : 'Billing'}`,
        `Summary:       ${i === 61 ? 'Cust says the water from the kitchen tap tastes of chlorine since last night.' : 'Query on an estimated read.'}`,
        `Outcome:       ${i % 2 === 0 ? 'Advice given' : 'Callback booked'}`,
        '-'.repeat(60),
      ]);
      const request = 'Did anybody ring saying their tap water tasted like a swimming pool? Which address was it?';
      const preview = salientPreview(contacts.flat().join('\n'), { previewChars: 700, request });
      const shown = preview.text.split('\n');
      expect(shown).toContain('368: Address:       430 Fort Austin Avenue, PL7 1DZ');
      expect(shown).toContain('370: Summary:       Cust says the water from the kitchen tap tastes of chlorine since last night.');
      expect(shown.filter((line) => /^37[2-9]: /.test(line))).toEqual([]);
    });
  });

  describe('salientPreview: the gaps between shown lines', () => {
    it('shows the one or two lines between two shown lines, so they read as one piece: the version between a crate and its source', () => {
      const lines = ['# This file is automatically @generated by Cargo.', 'version = 3', ''];
      for (let i = 0; i < 300; i++) {
        const checksum = (i * 7919).toString(16).padStart(8, '0').repeat(8);
        lines.push('[[package]]', `name = "crate-${i}"`, `version = "0.${i % 9}.${i % 5}"`);
        lines.push('source = "registry+https://github.com/rust-lang/crates.io-index"', `checksum = "${checksum}"`);
        if (i === 50) lines.push('', '[[package]]', 'name = "atty"', 'version = "0.2.14"');
        else lines.push('dependencies = [', ...(i === 200 ? ['atty', 'csv', 'term'] : ['libc', 'serde']).map((d) => ` "${d}",`), ']');
        lines.push('');
      }
      const preview = salientPreview(lines.join('\n'), { previewChars: 1_000, request: 'Which crate still depends on atty?' });
      const shown = preview.text.split('\n');
      // `version` (2006) between the crate's name and its source: without it, the lines beside the pick skip it.
      expect(shown.slice(6, 19)).toEqual([
        '...[69,120 chars (2,993 lines) omitted; 2 of their lines follow with 9 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "atty" (2 of 2)]...',
        '510: [[package]]',
        '511: name = "atty"',
        '512: version = "0.2.14"',
        '2004: [[package]]',
        '2005: name = "crate-200"',
        '2006: version = "0.2.0"',
        '2007: source = "registry+https://github.com/rust-lang/crates.io-index"',
        '2008: checksum = "00182ab800182ab800182ab800182ab800182ab800182ab800182ab800182ab8"',
        '2009: dependencies = [',
        '2010:  "atty",',
        '2011:  "csv",',
        '2012:  "term",',
      ]);
    });
  });

  it("looks past an error signal repeated through the output: the one minion on another kernel, beside every minion's `- panic` setting", () => {
    const grains = Array.from(
      { length: 60 },
      (_, i) =>
        `minion-${i}.prod:\n    ----------\n    kernel_params:\n        |_\n          - panic\n          - -1\n    kernelrelease:\n        ${i === 41 ? '6.8.0-1012-aws' : '6.8.0-1016-aws'}\n    os:\n        Ubuntu`,
    ).join('\n');
    const preview = salientPreview(grains, {
      previewChars: 1_000,
      request: 'Are all the prod minions booted into the same kernel? Which one is not?',
    });
    const shown = preview.text.split('\n');
    expect(shown.find((line) => line.startsWith('...[')) ?? '').toContain('a number unlike its peers (1 of 1)');
    expect(shown).toContain('418:         6.8.0-1012-aws');
  });
  it("shows a picked key with its value on the line below before the next pick, but not a block of code with its first line: the consumer group each of Spring's property sources sets", () => {
    const sources = (key: string) => {
      const lines = ['{ "propertySources": ['];
      ['systemEnvironment', 'commandLineArgs', 'configServer', 'application-prod.yml', 'application.yml', 'defaults'].forEach((name, k) => {
        lines.push(`    { "name": "${name}", "properties": {`);
        for (let i = 0; i < 300; i++) lines.push(`        "setting.${k}.${i}": {`, `          "value": "v${i}"`, '        },');
        lines.push(`        ${key}`, `          "value": "orders-projector-${k}"`, '        },');
        for (let i = 0; i < 300; i++) lines.push(`        "other.${k}.${i}": {`, `          "value": "w${i}"`, '        },');
        lines.push('    } },');
      });
      lines.push('] }');
      return lines.join('\n');
    };
    const request = 'Which Kafka consumer group id does the orders service run with?';
    const middle = (key: string) => middleLines(salientPreview(sources(key), { previewChars: 1_000, request }).text);
    expect(middle('"spring.kafka.consumer.group-id": {')).toEqual([
      '903:         "spring.kafka.consumer.group-id": {',
      '904:           "value": "orders-projector-0"',
      '906:         "other.0.0": {',
      '2708:         "spring.kafka.consumer.group-id": {',
      '2709:           "value": "orders-projector-1"',
      '4513:         "spring.kafka.consumer.group-id": {',
      '4514:           "value": "orders-projector-2"',
      '6318:         "spring.kafka.consumer.group-id": {',
      '6319:           "value": "orders-projector-3"',
      '8123:         "spring.kafka.consumer.group-id": {',
      '8124:           "value": "orders-projector-4"',
    ]);
    const numbers = (key: string) => middle(key).map((line) => Number(line.slice(0, line.indexOf(':'))));
    expect(numbers('spring.kafka.consumer.group-id:')).toEqual([903, 904, 2_708, 2_709, 4_513, 4_514, 6_318, 6_319, 8_123, 8_124, 9_928]);
    // Six picks: the first lines of the blocks they open come after them, while they fit (the sixth's
    // no longer does). Under the `if` or the `def`, the value is also a field of the record the line
    // opens, with the request's "orders": it comes with each of the first five picks, and the sixth no longer fits.
    expect(numbers('if (spring.kafka.consumer.group-id) {')).toEqual([903, 904, 2_708, 2_709, 4_513, 4_514, 6_318, 6_319, 8_123, 8_124]);
    expect(numbers('def spring.kafka.consumer.group-id():')).toEqual([903, 904, 2_708, 2_709, 4_513, 4_514, 6_318, 6_319, 8_123, 8_124]);
  });
  it("shows the field of a record the request asks for under the line that names the record, in a table of `key | value` lines: a query's `mean_exec_time`, not its `mean_plan_time`", () => {
    const fields = [
      'plans',
      'total_plan_time',
      'min_plan_time',
      'max_plan_time',
      'mean_plan_time',
      'stddev_plan_time',
      'calls',
      'total_exec_time',
      'min_exec_time',
      'max_exec_time',
      'mean_exec_time',
      'stddev_exec_time',
      'rows',
      'shared_blks_hit',
    ];
    const tables = ['orders', 'order_items', 'stock_reservations', 'payments', 'deliveries'];
    const records: string[] = [];
    for (let r = 0; r < 100; r++) {
      const table = tables[r % tables.length]!;
      const query = r === 57 ? `UPDATE ${table} SET expires_at = $1 WHERE id = $2` : `SELECT * FROM ${table} WHERE id = $${r}`;
      records.push(
        `-[ RECORD ${r + 1} ]----------+-----------`,
        `${'queryid'.padEnd(22)} | ${1000 + r}`,
        `${'query'.padEnd(22)} | ${query}`,
      );
      fields.forEach((field, f) => records.push(`${field.padEnd(22)} | ${(r * 7 + f * 13) % 97}.${r}`));
    }
    const preview = salientPreview(records.join('\n'), {
      previewChars: 1_000,
      request: 'What is the mean execution time of the UPDATE on stock_reservations that sets expires_at?',
    });
    const shown = preview.text.split('\n');
    expect(shown).toContain('972: query                  | UPDATE stock_reservations SET expires_at = $1 WHERE id = $2');
    expect(shown).toContain('983: mean_exec_time         | 44.57');
    // Not the `mean_plan_time` 6 lines above it, which holds as many words of the request.
    expect(shown.some((line) => line.startsWith('977: '))).toBe(false);
  });

  it("picks the line a failure the output ends in starts at before lines with a rare word of the request's preamble: the cause under an install's 30 lines of `gyp ERR!`", () => {
    const lines = Array.from({ length: 400 }, (_, i) => `#28 ${(i / 10).toFixed(3)} progress: resolved ${i * 13}, reused ${i * 12}`);
    lines[50] = '#1 reading docker-bake.hcl 1.48kB / 1.48kB done';
    lines[60] = '#5 resolve image config for docker-image://docker.io/docker/dockerfile:1.7@sha256:5cb0db46078e0c4065f5b9c81b409fb7003b';
    lines[70] = '#7 [internal] load metadata for docker.io/library/node:22-bookworm-slim, for the images';
    lines[200] = '#32 6.114 go: downloading github.com/redis/go-redis/v9 v9.7.0 for the courier-api image';
    // Errors above the run, which the fallbacks recover from (the pre-built binary's to a build).
    for (const i of [300, 320, 340]) lines[i] = `#28 ${(i / 100).toFixed(3)} canvas install: node-pre-gyp ERR! stack at frame ${i}`;
    lines.push(
      '#28 9.845 canvas install: /bin/sh: 1: pkg-config: not found',
      "#28 9.919 canvas install: gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 127 while in binding.gyp.",
    );
    for (let i = 0; i < 30; i += 1) lines.push(`#28 ${(10 + i / 10).toFixed(3)} canvas install: gyp ERR! stack at frame ${i}`);
    lines.push(
      'ERROR: target storefront: failed to solve: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully',
    );
    const request =
      'We moved the images to node:22 to make them smaller. The bake in CI is red now though: what is the install actually tripping over?';
    // The first error above the run keeps its place; the next two give theirs to the cause.
    expect(salientPreview(lines.join('\n'), { previewChars: 1_000, request }).text).toBe(
      '#28 0.000 progress: resolved 0, reused 0\n#28 0.100 progress: resolved 13, reused 12\n#28 0.200 progress: resolved 26, reused 24\n' +
        '...[20,808 chars (429 lines) omitted; 5 of their lines follow, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (2 of 35), "node:22" (1 of 1), "bake" (1 of 1), "red" (1 of 1 lines, 2 matches), ...]...\n' +
        '51: #1 reading docker-bake.hcl 1.48kB / 1.48kB done\n' +
        '71: #7 [internal] load metadata for docker.io/library/node:22-bookworm-slim, for the images\n' +
        '201: #32 6.114 go: downloading github.com/redis/go-redis/v9 v9.7.0 for the courier-api image\n' +
        '301: #28 3.000 canvas install: node-pre-gyp ERR! stack at frame 300\n' +
        "402: #28 9.919 canvas install: gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 127 while in binding.gyp.\n" +
        '...[last lines]...\n' +
        ': failed to solve: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully',
    );
  });

  it("leaves out an error signal repeated through the output once a word of the request picked lines: the release in the tags of one user's event, not every event's `TypeError`", () => {
    const events = Array.from({ length: 40 }, (_, i) => ({
      id: `ev${i}`,
      title: "TypeError: Cannot read properties of undefined (reading 'currency')",
      exception: { type: 'TypeError' },
      user: { email: i === 31 ? 'hana.moreau84@proton.me' : `user${i}@example.com` },
      tags: [
        { key: 'release', value: `storefront@4.18.${i % 3}` },
        { key: 'transaction', value: '/checkout/summary' },
        { key: 'url', value: 'https://www.lumenhouse.co.uk/checkout/summary' },
        { key: 'user', value: `email:${i === 31 ? 'hana.moreau84@proton.me' : `user${i}@example.com`}` },
      ],
    }));
    // As a structured spill stores it: small objects on one line.
    const text = foldSmallContainers(JSON.stringify(events, null, 2));
    const request = 'Which release of the storefront was hana.moreau84@proton.me on when she hit this checkout crash?';
    expect(salientPreview(text, { previewChars: 1_000, request }).text).toBe(
      [
        '[',
        '  {',
        '    "id": "ev0",',
        '    "title": "TypeError: Cannot read properties of undefined (reading \'currency\')",',
        '    "exception": {"type": "TypeError"},',
        '...[18,606 chars (473 lines) omitted; 2 of their lines follow with 5 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for an error signal (0 of 78), "hana.moreau84@proton.me" (2 of 2)]...',
        '374:   {',
        '375:     "id": "ev31",',
        '376:     "title": "TypeError: Cannot read properties of undefined (reading \'currency\')",',
        '377:     "exception": {"type": "TypeError"},',
        '378:     "user": {"email": "hana.moreau84@proton.me"},',
        '379:     "tags": [',
        '380:       {"key": "release", "value": "storefront@4.18.1"},',
        '381:       {"key": "transaction", "value": "/checkout/summary"},',
        '383:       {"key": "user", "value": "email:hana.moreau84@proton.me"}',
        '...[last lines]...',
        '      {"key": "user", "value": "email:user39@example.com"}',
        '    ]',
        '  }',
        ']',
      ].join('\n'),
    );
  });

  describe('salientPreview: the record a pick is a field of', () => {
    it('weighs a pick by the rare set of common words its record holds, where that refines the words a few lines hold together: the null dereference of the one file asked about', () => {
      const files = [
        'OrderMapper',
        'OrderService',
        'InvoiceMapper',
        'LineItemParser',
        'CartController',
        'StockClient',
        'PriceRules',
        'ReturnsHandler',
      ];
      const messages = [
        'Define a constant instead of duplicating this literal "status" 4 times.',
        'Remove this unnecessary null check; "order" cannot be null here.',
        'Replace this usage of Stream.collect(Collectors.toList()) with Stream.toList().',
        'Rename this local variable to match the regular expression.',
        'Remove this unused private field.',
      ];
      const issues = Array.from({ length: 240 }, (_, i) => {
        const file = files[i % files.length]!;
        // Five issues of another file whose variable is named `line`, and the one asked about.
        const nullable = file === 'LineItemParser' && i % 48 === 3;
        const asked = i === 120;
        return {
          key: `AY${(1_000_000 + i * 7_919).toString(36).toUpperCase()}`,
          rule: asked || nullable ? 'java:S2259' : `java:S${1100 + (i % 5) * 37}`,
          component: `orders-service:src/main/java/no/orders/${file}.java`,
          line: 10 + ((i * 13) % 200),
          message: asked
            ? 'A "NullPointerException" could be thrown; "getShippingAddress()" can return null.'
            : nullable
              ? 'A "NullPointerException" could be thrown; "line" is nullable here.'
              : messages[file === 'OrderMapper' ? (i % 3) * 2 : i % messages.length],
          severity: asked || nullable ? 'MAJOR' : 'MINOR',
          status: 'OPEN',
        };
      });
      const text = foldSmallContainers(JSON.stringify({ total: 240, issues }, null, 2));
      const request = 'Which line of OrderMapper.java does SonarQube flag for a possible null pointer dereference?';
      // `line` and `null` are together on 5 lines, all of LineItemParser's; the one issue of
      // OrderMapper.java with `null` holds them too, with the file: its lines show, line 170 among them.
      expect(middleLines(salientPreview(text, { previewChars: 1_000, request }).text)).toEqual([
        '31:     {',
        '36:       "message": "A \\"NullPointerException\\" could be thrown; \\"line\\" is nullable here.",',
        '463:     {',
        '468:       "message": "A \\"NullPointerException\\" could be thrown; \\"line\\" is nullable here.",',
        '895:     {',
        '900:       "message": "A \\"NullPointerException\\" could be thrown; \\"line\\" is nullable here.",',
        '1084:     {',
        '1085:       "key": "AY15SUG",',
        '1087:       "component": "orders-service:src/main/java/no/orders/OrderMapper.java",',
        '1088:       "line": 170,',
        '1089:       "message": "A \\"NullPointerException\\" could be thrown; \\"getShippingAddress()\\" can return null.",',
      ]);
    });

    it('shows the fields a long record holds for the words its pick lacks: a deployment of 118 lines, its memory limit 110 lines below its name', () => {
      const names = Array.from({ length: 30 }, (_, i) => (i === 17 ? 'substitution-worker' : `service-${i}`));
      const lines = ['apiVersion: v1', 'items:'];
      names.forEach((name, i) => {
        lines.push('- apiVersion: apps/v1', '  kind: Deployment', '  metadata:', `    name: ${name}`);
        lines.push(
          `    namespace: ${i % 3 === 2 ? 'production' : 'staging'}`,
          '  spec:',
          '    template:',
          '      spec:',
          '        containers:',
        );
        lines.push('        - env:');
        for (let k = 0; k < 50; k++) lines.push(`          - name: SETTING_${k}`, `            value: "${(i * 7 + k) % 13}"`);
        lines.push(
          `          image: registry.example/app-${i}:2026.11.${i % 9}`,
          '          resources:',
          '            limits:',
          '              cpu: "2"',
        );
        lines.push(
          `              memory: ${i === 17 ? '3Gi' : `${1 + (i % 2)}Gi`}`,
          '            requests:',
          '              cpu: 500m',
          '              memory: 512Mi',
        );
      });
      lines.push('kind: List');
      const request = 'What memory limit is the substitution worker deployed with in production?';
      const shown = salientPreview(lines.join('\n'), { previewChars: 1_000, request }).text.split('\n');
      expect(shown.slice(shown.indexOf('2010:   kind: Deployment'), shown.indexOf('...[last lines]...'))).toEqual([
        '2010:   kind: Deployment',
        '2011:   metadata:',
        '2012:     name: substitution-worker',
        '2013:     namespace: production',
        '2121:             limits:',
        '2122:               cpu: "2"',
        '2123:               memory: 3Gi',
      ]);
    });

    /** 120 Windows events as `Format-List` prints them, a blank line between: lockouts, and unlocks every third. */
    const lockoutEvents = (): string => {
      const event = (time: string, kind: 'locked out' | 'unlocked', account: string, computer: string) =>
        [
          `TimeCreated : 12-3-2026 ${time}`,
          `Id          : ${kind === 'locked out' ? 4740 : 4767}`,
          'MachineName : DC01.corp.local',
          `Message     : A user account was ${kind}.`,
          '              ',
          kind === 'locked out' ? '              Account That Was Locked Out:' : '              Target Account:',
          `              \tAccount Name:\t\t${account}`,
          ...(kind === 'locked out'
            ? ['              ', '              Additional Information:', `              \tCaller Computer Name:\t${computer}`]
            : []),
        ].join('\n');
      const clock = (i: number) => `${String(6 + (i % 12)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00`;
      const events = Array.from({ length: 120 }, (_, i) =>
        event(clock(i), i % 3 === 2 ? 'unlocked' : 'locked out', `user${i}`, `WS-${100 + i}`),
      );
      events[30] = event('15:40:19', 'locked out', 'm.dejong', 'CTX-APP-07');
      events[50] = event('09:05:00', 'unlocked', 'm.dejong', '');
      events[70] = event('10:22:31', 'locked out', 'm.dejong', 'WS-KCL-0231');
      events[90] = event('13:18:26', 'unlocked', 'm.dejong', '');
      return `\n${events.join('\n\n')}\n`;
    };

    it("shows, of the one YAML item whose fields hold the request's words together, the line of its block asked about: the Marsh Mills generator's next load bank test", () => {
      const sites = ['Ford', 'Compton', 'Crownhill', 'Tavistock', 'Plympton', 'Yelverton', 'Ivybridge'];
      // Marsh Mills has pumps, and one generator: the 44th asset.
      const asset = (i: number) => {
        const site = i === 44 || i % 9 === 4 ? 'Marsh Mills' : sites[i % sites.length]!;
        const id = `SPS0${400 + i}`;
        const pm = (n: number, description: string, next: string) => [
          `    - pmnum: PM-${40_000 + i * 3 + n}`,
          `      description: ${description}`,
          '      frequency: 12 MONTHS',
          `      nextdate: ${next}`,
        ];
        return i % 6 === 2
          ? [
              `- assetnum: ${id}-GEN01`,
              '  description: Standby diesel generator, 275 kVA',
              `  site: ${site} SPS`,
              `  siteid: ${id}`,
              '  classification: ELEC/GENERATOR',
              '  pm:',
              ...pm(0, 'Generator monthly off-load run', `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`),
              ...pm(1, 'Generator annual service', '2026-04-08'),
              ...pm(2, 'Generator load bank test', `2026-05-${String(1 + (i % 28)).padStart(2, '0')}`),
            ]
          : [
              `- assetnum: ${id}-P01`,
              '  description: Submersible sewage pump',
              `  site: ${site} SPS`,
              `  siteid: ${id}`,
              '  classification: MECH/PUMP/SUBM',
              '  pm:',
              ...pm(0, 'Pump inspection', '2026-06-01'),
            ];
      };
      const text = ['# Maximo asset export', ...Array.from({ length: 90 }, (_, i) => asset(i).join('\n'))].join('\n');
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request: 'When is the standby generator at Marsh Mills sewage pumping station next due its load bank test?',
      });
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '37:       description: Generator load bank test',
        '39:       nextdate: 2026-05-03',
        '41:   description: Submersible sewage pump',
        '498: - assetnum: SPS0444-GEN01',
        '499:   description: Standby diesel generator, 275 kVA',
        '500:   site: Marsh Mills SPS',
        '502:   classification: ELEC/GENERATOR',
        '505:       description: Generator monthly off-load run',
        '507:       nextdate: 2026-04-17',
        '512:     - pmnum: PM-40134',
        '513:       description: Generator load bank test',
        '515:       nextdate: 2026-05-17',
        '517:   description: Submersible sewage pump',
      ]);
    });

    it("shows, with the one of four picks whose record holds the request's other words together, that record's lines holding them: the morning's lockout and its caller computer", () => {
      const preview = salientPreview(lockoutEvents(), {
        previewChars: 1_000,
        request: 'Marloes (account m.dejong) got locked out again this morning. Which computer did that lockout come from?',
      });
      // The best pick's record reads as one piece: the lines between its shown lines, at most 4
      // apart, come too, and take the room of two weaker picks' lines. A weaker pick's key with a
      // word of the request brings its small value (`Target Account:` and its `Account Name:`).
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '307:               Account That Was Locked Out:',
        '308:               \tAccount Name:\t\tm.dejong',
        '509:               Target Account:',
        '510:               \tAccount Name:\t\tm.dejong',
        '703: TimeCreated : 12-3-2026 10:22:31',
        '704: Id          : 4740',
        '705: MachineName : DC01.corp.local',
        '706: Message     : A user account was locked out.',
        '707:               ',
        '708:               Account That Was Locked Out:',
        '709:               \tAccount Name:\t\tm.dejong',
        '710:               ',
        '711:               Additional Information:',
        '712:               \tCaller Computer Name:\tWS-KCL-0231',
      ]);
    });

    it("shows a shown key's small value whole where a line of it has a word of the request too: the code of the one pallet's rack location", () => {
      const pallets = Array.from({ length: 120 }, (_, i) => ({
        lpn: `LPN00${731_400 + i}`,
        sscc: `1086000451073${String(10_000 + i)}`,
        item: { sku: `PSS-${20_500 + i}`, description: 'HALIBUT PORTIONS 8OZ 10LB', tempClass: 'FROZEN' },
        lot: `L2611-0${400 + i}`,
        quantity: { onHand: 90, allocated: 0, available: 90, uom: 'CS' },
        grossWeightKg: 400 + (i % 50),
        location: { code: `F${1 + (i % 3)}-${10 + (i % 20)}-0${i % 5}-B`, room: `FRZ${1 + (i % 3)}`, type: 'SELECTIVE_RACK' },
        status: 'AVAILABLE',
      }));
      const preview = salientPreview(JSON.stringify({ data: { pallets } }, null, 2), {
        previewChars: 1_000,
        request: 'Which rack location is pallet LPN00731458 sitting in right now?',
      });
      // `"location": {` names what is asked; its `"type"` holds `rack` and is listed on its own, and
      // the value comes whole with the key, its `"code"` first.
      expect(preview.text).toContain(
        [
          '1354:         "location": {',
          '1355:           "code": "F2-28-03-B",',
          '1356:           "room": "FRZ2",',
          '1357:           "type": "SELECTIVE_RACK"',
          '1358:         },',
        ].join('\n'),
      );
    });

    it("shows a shown key's small value when the key holds a word of the request: the code and text of the one order's rejection", () => {
      const symbols = ['AAPL', 'MSFT', 'COST', 'NVDA', 'AMD'];
      const orders = Array.from({ length: 300 }, (_, i) => ({
        order_id: `ORD-${10_000 + i}`,
        account_id: i === 212 || i === 96 ? 'LK2041' : `LK${3000 + (i % 40)}`,
        symbol: symbols[i % 5],
        side: 'buy',
        quantity: 10 + (i % 7),
        limit_price: (100 + i).toFixed(2),
        time_in_force: 'day',
        source: 'web',
        created_at: `2026-11-19T10:${String(i % 60).padStart(2, '0')}:00Z`,
        venue: { mic: 'XNAS', session: 'regular', route: 'smart' },
        status: i === 212 ? 'rejected' : 'filled',
        reject: i === 212 ? { code: 'RISK_MAX_NOTIONAL', text: 'Order notional 18,412.60 USD exceeds limit 15,000.00 USD' } : null,
        fills: i === 212 ? [] : [{ qty: 10, price: (100 + i).toFixed(2) }],
      }));
      const preview = salientPreview(JSON.stringify({ orders, count: 300 }, null, 2), {
        previewChars: 1_000,
        request: 'Why was the COST buy on account LK2041 rejected this morning?',
      });
      // `"reject": {` is 14 lines under the account; its value, 2 lines and the `},` that closes
      // them, comes with it, in the room the other order's `order_id` and `reject: null` had.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '2307:     {',
        '2309:       "account_id": "LK2041",',
        '2311:       "side": "buy",',
        '2313:       "limit_price": "196.00",',
        '5091:     {',
        '5093:       "account_id": "LK2041",',
        '5094:       "symbol": "COST",',
        '5095:       "side": "buy",',
        '5096:       "quantity": 12,',
        '5097:       "limit_price": "312.00",',
        '5100:       "created_at": "2026-11-19T10:32:00Z",',
        '5106:       "status": "rejected",',
        '5107:       "reject": {',
        '5108:         "code": "RISK_MAX_NOTIONAL",',
        '5109:         "text": "Order notional 18,412.60 USD exceeds limit 15,000.00 USD"',
        '5110:       },',
      ]);
    });

    it('shows the record of a best pick that stands alone as one piece, up to 8 lines between its shown lines, its fields first: the router the request names, its load and what lies between', () => {
      const city = ['London', 'Manchester', 'Bristol', 'Glasgow'];
      const instance = (i: number) => ({
        instanceId: `7f3c${String(i).padStart(4, '0')}-aa10-4c1e-9d2b-${String(1000 + i * 37).padStart(12, '0')}`,
        instanceName: `SVC-${city[i % 4]!.slice(0, 3).toUpperCase()}-${String(Math.floor(i / 4) + 1).padStart(2, '0')}`,
        type: 'ROUTER',
        status: 'ACTIVE',
        heartbeatSeconds: 15,
        priority: 1 + (i % 3),
        weight: 100,
        load: (i * 29) % 97,
        loadUpdated: `2026-11-19T10:${String(i % 60).padStart(2, '0')}:07Z`,
        fqdn: `rtr${String(Math.floor(i / 4) + 1).padStart(2, '0')}.${city[i % 4]!.slice(0, 3).toLowerCase()}.core.example-operator.net`,
        addresses: [`10.20.${i}.5`],
        services: ['routing', 'policy'],
        locality: `${city[i % 4]}-DC${1 + (i % 2)}`,
        routerInfo: { setId: `${(i * 7) % 16}a9`, regionId: 'c4' },
      });
      const text = JSON.stringify({ validity: 3600, instances: Array.from({ length: 80 }, (_, i) => instance(i)) }, null, 2);
      const preview = salientPreview(text, {
        previewChars: 1_000,
        request:
          'The Manchester routers look lopsided on the dashboards this morning. What load is the registry showing for SVC-MAN-07 at the moment? I want to know if it is taking its share.',
      });
      // The name alone scores far above the lines where "manchester", "load" and the morning meet:
      // its record's lines between the name and the load (status, priority, weight) come too, after
      // its fields (the locality is shown, of the lists before it the addresses); the `routerInfo` key,
      // with a word of the request, brings its small value whole.
      expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
        '604:     {',
        '606:       "instanceName": "SVC-MAN-07",',
        '607:       "type": "ROUTER",',
        '608:       "status": "ACTIVE",',
        '609:       "heartbeatSeconds": 15,',
        '610:       "priority": 2,',
        '611:       "weight": 100,',
        '612:       "load": 46,',
        '613:       "loadUpdated": "2026-11-19T10:25:07Z",',
        '614:       "fqdn": "rtr07.man.core.example-operator.net",',
        '615:       "addresses": [',
        '616:         "10.20.25.5"',
        '622:       "locality": "Manchester-DC2",',
        '623:       "routerInfo": {',
        '624:         "setId": "15a9",',
        '625:         "regionId": "c4"',
        '626:       }',
      ]);
    });
  });

  describe('salientPreview: the value under a key naming what is asked for', () => {
    /** 300 position reports of a fishing fleet as pretty JSON; the 201st is inside a closed area (at `entered`), some near it. */
    function positions(entered?: string): string {
      const reports = Array.from({ length: 300 }, (_, i) => ({
        positionId: `vp_${(i * 7919).toString(16).padStart(8, '0')}`,
        vessel: { name: `BOAT ${i % 40}`, pln: `BF ${100 + (i % 40)}` },
        ts: `2026-11-16T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:24Z`,
        receivedAt: `2026-11-16T${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:27Z`,
        lat: 57 + i / 1000,
        lon: 1 + i / 1000,
        sog: 3.5,
        cog: (i * 37) % 360,
        heading: (i * 41) % 360,
        activity: 'FISHING',
        gear: 'OTB',
        tripId: `T-${2000 + (i % 40)}`,
        port: 'Inverbrae',
        flag: 'GBR',
        source: i % 2 === 0 ? 'IRIDIUM' : 'INMARSAT_C',
        reportType: 'SCHEDULED',
        geofences:
          i === 200
            ? [
                entered
                  ? { name: 'Windsock closed area', type: 'CLOSED_AREA', at: entered }
                  : { id: 'GF-WSK', name: 'Windsock closed area', type: 'CLOSED_AREA' },
              ]
            : i % 10 === 7
              ? [{ id: 'GF-WSK-B5', name: 'Windsock closed area 5nm buffer', type: 'ALERT_BUFFER' }]
              : [],
      }));
      return foldSmallContainers(JSON.stringify({ positions: reports }, null, 2));
    }

    it('shows a line with a time of day beside a pick when the request asks what time or when: the ping from inside the closed area', () => {
      const request = 'One of our boats sent a ping from inside the Windsock closed area. What time was that ping?';
      const when = 'One of our boats sent a ping from inside the Windsock closed area. When was that?';
      expect(middleLines(salientPreview(positions(), { previewChars: 1_000, request: when }).text)).toEqual(
        middleLines(salientPreview(positions(), { previewChars: 1_000, request }).text),
      );
      expect(middleLines(salientPreview(positions(), { previewChars: 1_000, request }).text)).toEqual([
        '3924:       "positionId": "vp_00182ab8",',
        '3925:       "vessel": {"name": "BOAT 0", "pln": "BF 100"},',
        '3926:       "ts": "2026-11-16T03:20:24Z",',
        '3927:       "receivedAt": "2026-11-16T03:20:27Z",',
        '3940:       "geofences": [',
        '3941:         {"id": "GF-WSK", "name": "Windsock closed area", "type": "CLOSED_AREA"}',
        '3942:       ]',
      ]);
      // Asked which boat, not when: no time of day comes with it.
      const which = 'Which boat sent a ping from inside the Windsock closed area?';
      const shown = [
        '3924:       "positionId": "vp_00182ab8",',
        '3925:       "vessel": {"name": "BOAT 0", "pln": "BF 100"},',
        '3940:       "geofences": [',
        '3941:         {"id": "GF-WSK", "name": "Windsock closed area", "type": "CLOSED_AREA"}',
        '3942:       ]',
      ];
      expect(middleLines(salientPreview(positions(), { previewChars: 1_000, request: which }).text)).toEqual(shown);
      // A pick with a time of day of its own says when: the lines near it with one add nothing.
      const entered = middleLines(salientPreview(positions('03:19'), { previewChars: 1_000, request }).text);
      expect(entered).toEqual(
        shown.map((line) =>
          line.replace(
            '{"id": "GF-WSK", "name": "Windsock closed area", "type": "CLOSED_AREA"}',
            '{"name": "Windsock closed area", "type": "CLOSED_AREA", "at": "03:19"}',
          ),
        ),
      );
    });

    /** A YAML loans register of 400 loans; the 251st lends the ichthyosaur, with its courier named under `courier:`. */
    function loansRegister(fossilCourier = ['    courier:', '      name: Maren Achterberg', '      institution: ANM']): string {
      const lines = ['# loans-cli list --format yaml', 'loans:'];
      for (let i = 0; i < 400; i += 1) {
        const fossil = i === 250;
        lines.push(
          `  - loan_id: OL-2023-${String(i).padStart(4, '0')}`,
          `    borrower: Museum ${i % 37}`,
          '    objects:',
          `      - number: ANM.PAL.${1800 + i}.00${i % 9}`,
          `        description: "${fossil ? 'Ichthyosaurus communis, articulated skeleton, Lyme Regis, Dorset' : `Ammonite ${i}, Whitby`}"`,
          `        crate: CR-${1000 + i}`,
          `        valuation_gbp: ${1000 * (i % 50)}`,
          ...(fossil ? fossilCourier : ['    courier:', `      name: Courier ${i}`, '      institution: ANM']),
        );
      }
      return lines.join('\n');
    }

    it('shows the first line under a key near a pick that names who the request asks for: the courier of the loan of the ichthyosaur', () => {
      const request = 'Who is the courier for the loan that includes the Lyme Regis ichthyosaur?';
      expect(middleLines(salientPreview(loansRegister(), { previewChars: 1_000, request }).text)).toEqual([
        '2453:   - loan_id: OL-2023-0245',
        '2463:   - loan_id: OL-2023-0246',
        '2473:   - loan_id: OL-2023-0247',
        '2483:   - loan_id: OL-2023-0248',
        '2493:   - loan_id: OL-2023-0249',
        '2500:     courier:',
        '2501:       name: Courier 249',
        '2503:   - loan_id: OL-2023-0250',
        '2506:       - number: ANM.PAL.2050.007',
        '2507:         description: "Ichthyosaurus communis, articulated skeleton, Lyme Regis, Dorset"',
        '2508:         crate: CR-1250',
        '2509:         valuation_gbp: 0',
        '2510:     courier:',
        '2511:       name: Maren Achterberg',
        '2513:   - loan_id: OL-2023-0251',
      ]);
      // A key with nothing nested under it has no value to show: the line under it is its sibling.
      const empty = salientPreview(loansRegister(['    courier:', '    handling: two-person lift']), { previewChars: 1_000, request }).text;
      expect(empty).toContain('\n2510:     courier:\n2512:   - loan_id: OL-2023-0251\n');
      expect(empty).not.toContain('handling');
    });

    it("shows the first line of a larger value under a record line further down that names what is asked for: the escalation contact's name", () => {
      const towns = ['Armley', 'Bramley', 'Headingley', 'Roundhay', 'Seacroft', 'Chapel Allerton', 'Beeston'];
      const contact = (key: string, i: number, role: string) => [
        `      ${key}:`,
        `        name: ${key === 'escalation' && i === 130 ? 'Nkechi Halloran' : `Person ${key} ${i}`}`,
        `        role: ${role}`,
        `        phone: "0113 496 ${String(1000 + i).slice(-4)}"`,
        `        email: ${key}${i}@example.co.uk`,
      ];
      /** 200 bodyshops, the 131st in Hunslet, with no escalation contact under its key when `empty`. */
      const directory = (empty: boolean) => {
        const lines = ['repairers:'];
        for (let i = 0; i < 200; i += 1) {
          lines.push(
            `  - id: RPR-${50_000 + i}`,
            `    tradingName: ${i === 130 ? 'Hunslet Crash Repairs' : `Bodyshop ${i}`}`,
            `    networkStatus: ${i % 5 === 0 ? 'suspended' : 'approved'}`,
            '    address:',
            `      line1: Unit ${i % 40}, Trading Estate`,
            `      locality: ${towns[i % 7]}`,
            '      town: Leeds',
            `      postcode: LS${1 + (i % 28)} 1QA`,
            `    tier: ${['gold', 'silver', 'bronze'][i % 3]}`,
            '    contacts:',
            ...contact('primary', i, 'manager'),
            ...(empty && i === 130 ? ['      escalation:'] : contact('escalation', i, 'site_director')),
            `    labourRate: ${40 + (i % 15)}`,
            '    bodyshopHours:',
            '      weekdays: 08:00-18:00',
            `      saturday: ${i % 2 === 0 ? '09:00-13:00' : 'closed'}`,
            '      sunday: closed',
            '      bankHolidays: closed',
          );
        }
        return middleLines(
          salientPreview(lines.join('\n'), {
            previewChars: 1_000,
            request: "Who's the escalation contact at our approved bodyshop in Hunslet?",
          }).text,
        );
      };
      // The record of the bodyshop picked, and 15 lines under its name the `escalation:` key with the
      // name nested under it (its value is too large to show whole); not the hours under
      // `bodyshopHours:`, a word of the request but not of what it asks for.
      expect(directory(false)).toEqual([
        '3375:         email: escalation129@example.co.uk',
        '3382:   - id: RPR-50130',
        '3383:     tradingName: Hunslet Crash Repairs',
        '3384:     networkStatus: suspended',
        '3385:     address:',
        '3386:       line1: Unit 10, Trading Estate',
        '3387:       locality: Seacroft',
        '3388:       town: Leeds',
        '3389:       postcode: LS19 1QA',
        '3390:     tier: silver',
        '3391:     contacts:',
        '3392:       primary:',
        '3393:         name: Person primary 130',
        '3397:       escalation:',
        '3398:         name: Nkechi Halloran',
        '3401:         email: escalation130@example.co.uk',
        '3403:     bodyshopHours:',
      ]);
      // A key with nothing nested under it has no value to show: the line under it is its sibling.
      expect(directory(true).join('\n')).not.toContain('labourRate: 50');
    });

    it("shows the first line of a value with a time of day under a record line further down with a word of the request, when it asks when: the sensor's last reading", () => {
      const streets = ['Coppice Walk', 'Mill Lane', 'Elm Row', 'Tanner Street'];
      /** 400 damp sensors as pretty JSON, each with its address, room, battery and last reading; the 161st in the bathroom at 22 Coppice Walk. */
      const devices = Array.from({ length: 400 }, (_, i) => ({
        deviceId: `EVS-${(i * 7919).toString(16).toUpperCase().padStart(6, '0')}`,
        property: { addressLine1: `${i === 160 ? 22 : 30 + (i % 50)} ${streets[i % 4]}`, town: 'Saltergate' },
        location: { room: i === 160 ? 'Bathroom' : ['Bathroom', 'Kitchen', 'Bedroom 1'][i % 3], floor: 'First' },
        battery: { level: 80 - (i % 40), voltage: 2.9 },
        lastReading: {
          timestamp: `2026-11-${String(10 + (i % 7)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:54Z`,
          temperatureC: 14.3,
          relativeHumidity: 70 + (i % 20),
          dewPointC: 9.5,
          mouldRisk: 'medium',
        },
      }));
      const text = JSON.stringify({ devices }, null, 2);
      const preview = (request: string) => middleLines(salientPreview(text, { previewChars: 1_000, request }).text);
      // The key `"lastReading": {` holds words of the request, and its value is too large to show
      // whole: asked when, its first line, with the time, comes with it.
      const when = preview('When did the damp sensor in the bathroom at 22 Coppice Walk last send a reading?');
      const record = [
        '3524:       "deviceId": "EVS-135560",',
        '3525:       "property": {',
        '3526:         "addressLine1": "22 Coppice Walk",',
        '3527:         "town": "Saltergate"',
        '3528:       },',
        '3529:       "location": {',
        '3530:         "room": "Bathroom",',
        '3531:         "floor": "First"',
        '3532:       },',
        '3533:       "battery": {',
        '3534:         "level": 80,',
        '3535:         "voltage": 2.9',
        '3536:       },',
        '3537:       "lastReading": {',
      ];
      expect(when).toEqual([...record, '3538:         "timestamp": "2026-11-16T16:40:54Z",']);
      // Asked which sensor, the line under the key says nothing of it.
      expect(preview('Which damp sensor in the bathroom at 22 Coppice Walk sent a reading last?')).toEqual(record);
    });

    /**
     * A pretty JSON list of 300 orders, each with its patron's block and then its tickets (before,
     * with `ticketsFirst`); the 201st is Ines Varga's.
     */
    function ordersJson(ticketsFirst = false, name = (i: number) => (i === 200 ? 'Ines Varga' : `Patron ${i}`)): string {
      const lines = ['{', '  "orders": ['];
      for (let i = 0; i < 300; i += 1) {
        const patron = [
          '      "patron": {',
          `        "id": "P-${i}",`,
          `        "name": "${name(i)}",`,
          `        "email": "p${i}@example.com"`,
          '      },',
        ];
        const tickets = [
          '      "tickets": [',
          '        {',
          `          "ticket_id": "T-${5000 + i}",`,
          `          "seat_label": "Stalls, Row ${String.fromCharCode(65 + (i % 20))}, Seat ${i}",`,
          `          "price": ${20 + (i % 9)}`,
          '        }',
          ticketsFirst ? '      ],' : '      ]',
        ];
        const performance = `      "performance_id": "PERF-${i % 7}"${ticketsFirst ? '' : ','}`;
        lines.push(
          '    {',
          `      "order_id": "ORD-${1000 + i}",`,
          ...(ticketsFirst ? [...tickets, ...patron, performance] : [...patron, performance, ...tickets]),
          i === 299 ? '    }' : '    },',
        );
      }
      lines.push('  ]', '}');
      return lines.join('\n');
    }

    it("shows a line naming what is asked for past the block a pick is in, in the rest of its list item: the seat in the tickets of the order whose patron's name was picked", () => {
      const picks = (json: string) =>
        middleLines(salientPreview(json, { previewChars: 1_000, request: 'Which seat does Ines Varga have?' }).text);
      expect(picks(ordersJson())).toEqual([
        '3204:       "order_id": "ORD-1200",',
        '3205:       "patron": {',
        '3206:         "id": "P-200",',
        '3207:         "name": "Ines Varga",',
        '3208:         "email": "p200@example.com"',
        '3209:       },',
        '3214:           "seat_label": "Stalls, Row A, Seat 200",',
      ]);
      // The item's end ends it: the seat of the next order, 10 lines under the name, is not shown.
      expect(picks(ordersJson(true)).join('\n')).not.toContain('Seat 201');
    });

    it('puts the lines with a word of a name the request writes but not the name after those with the name: the other Ineses after Ines Varga and her seat', () => {
      // "ines" on 16 lines (rare), "varga" on 31 (too common to pick by): every Ines scores alike.
      const name = (i: number) =>
        i === 200 ? 'Ines Varga' : i % 20 === 0 ? `Ines Patron ${i}` : i % 10 === 3 ? `Patron ${i} Varga` : `Patron ${i}`;
      const picked = middleLines(
        salientPreview(ordersJson(false, name), { previewChars: 1_000, request: 'Which seat does Ines Varga have?' }).text,
      );
      // Ines Varga's order first, with her seat past her patron block, then the other Ineses as far as they fit.
      expect(picked).toEqual([
        '325:       "patron": {',
        '327:         "name": "Ines Patron 20",',
        '334:           "seat_label": "Stalls, Row A, Seat 20",',
        '645:       "patron": {',
        '647:         "name": "Ines Patron 40",',
        '654:           "seat_label": "Stalls, Row A, Seat 40",',
        '965:       "patron": {',
        '967:         "name": "Ines Patron 60",',
        '974:           "seat_label": "Stalls, Row A, Seat 60",',
        '1285:       "patron": {',
        '1287:         "name": "Ines Patron 80",',
        '1605:       "patron": {',
        '1607:         "name": "Ines Patron 100",',
        '3205:       "patron": {',
        '3207:         "name": "Ines Varga",',
        '3214:           "seat_label": "Stalls, Row A, Seat 200",',
      ]);
      // A name no line holds as written says nothing: the preview is the one for the words alone.
      const absent = (i: number) => (i === 200 ? 'Patron 200' : name(i));
      const preview = (request: string) => salientPreview(ordersJson(false, absent), { previewChars: 1_000, request }).text;
      expect(preview('Which seat does Ines Varga have?')).toBe(preview('Which seat does ines varga have?'));
    });
  });

  describe('salientPreview: a preview that runs over what its picks were given', () => {
    it('tries the picks once more with as much less and lines cut as much shorter: the window of the one CDR the request names, not none', () => {
      const cdrs = Array.from({ length: 430 }, (_, i) => ({
        id: `HCN2026111${String(i).padStart(5, '0')}`,
        session_id: `s-${i}`,
        cdr_token: { uid: (i * 7919).toString(16).toUpperCase(), type: 'RFID' },
        authorization_reference: i === 211 ? '7KQ2M9XF4TPL' : `A${(i * 104729).toString(36).toUpperCase()}`,
        tariffs: [{ id: 'T1', elements: [{ price_components: [{ type: 'ENERGY', price: 0.79, vat: 20, step_size: 1 }] }] }],
        total_cost: { excl_vat: 10 + (i % 50), incl_vat: 12 + (i % 50) },
        last_updated: '2026-11-14T09:17:32Z',
      }));
      // An HTTP response's headers over its body on one line.
      const text = [
        'HTTP/1.1 200 OK',
        'Content-Type: application/json',
        'X-Request-ID: 3f1c9a0e-52d7-4b8e-9e4a-7c0a51d2b6f3',
        'X-Correlation-ID: 8d6b2f44-0c3e-4a7f-b1d5-2e9f7a6c4d10',
        'X-Total-Count: 2914',
        'X-Limit: 430',
        'Link: <https://ocpi.halyard.energy/ocpi/cpo/2.2.1/cdrs?date_from=2026-11-10T00:00:00Z&offset=430&limit=430>; rel="next"',
        '',
        JSON.stringify({ data: cdrs, status_code: 1000, status_message: 'Success', timestamp: '2026-11-18T09:14:22Z' }),
      ].join('\n');
      const request =
        'An eMSP disputes a roaming session under authorization reference 7KQ2M9XF4TPL. What total did our CDR charge them for it, VAT included?';
      const preview = salientPreview(text, { previewChars: 1_000, request }).text;
      expect(preview.length).toBeLessThanOrEqual(1_000);
      expect(preview).not.toContain('none of their lines fits here');
      expect(preview).toContain('"session_id":"s-211","cdr_token":{"uid":"197EFD","type":"RFID"},"authorization_reference":"7KQ2M9XF');
    });
  });

  describe("salientPreview: the request's words the output's opening shows", () => {
    it("are not distinctive: they name the output, so the line where the rest meet is picked, not the one that repeats the job's name", () => {
      // A route planner's log: its head and first line name the job, then each store's orders, the
      // solver, and the route each store was assigned to.
      const stores = ['HADLEY CROSS', 'HADLEY GREEN', 'CROSS KEYS', ...Array.from({ length: 27 }, (_, i) => `STORE ${i}`)];
      const lines = [
        'job_name: route-plan-nightly',
        'host: tms-batch-03 (depot OFD-DC1, 16 vCPU, 64 GiB), started by the scheduler',
        'planner: route-plan-nightly 5.12.4 starting',
      ];
      for (const store of stores) for (const run of [1, 2]) lines.push(`orders: store ${store} run=${run}`);
      for (let i = 0; i < 30; i++) lines.push(`fleet: trailer TRL-${4_000 + i} available`);
      for (let i = 0; i < 300; i++) lines.push(`solver: iter=${i * 100} cost=${400_000 - i * 7} routes=30`);
      stores.forEach((store, i) => lines.push(`assign: route R-${101 + i} drops=[${store}] trailer=TRL-${5_900 + i} tractor=TRC-${i}`));
      lines.push('planner: done, 30 routes published, exit 0');
      const request = "Which trailer did last night's route plan put on the Hadley Cross run?";
      // Of the lines with "hadley" and "cross", the one with more of the request's other words near them
      // comes first, though the first orders lines hold "run" and it does not: the scan looks for each
      // of "run", "trailer" and "route" until it is on 21 lines, before the assign lines.
      expect(middleLines(salientPreview(lines.join('\n'), { previewChars: 420, request }).text)).toEqual([
        '393: solver: iter=29900 cost=397907 routes=30',
        '394: assign: route R-101 drops=[HADLEY CROSS] trailer=TRL-5900 tractor=TRC-0',
      ]);
    });

    it("are not distinctive in the output's unindented lines in its first 1,024 chars either: a report's title, past the head", () => {
      const rows = Array.from({ length: 60 }, (_, i) => {
        const [hours, time] = i === 41 ? ['1.5', '09:30-11:00'] : ['7.5', '09:00-16:30'];
        return `  <tr><td>Crew ${100 + i}</td><td>Station ${i % 6}</td><td class="num">${time}</td><td class="num">${hours}</td></tr>`;
      });
      const page = [
        '<!DOCTYPE html>',
        '<html lang="en-GB">',
        '<head>',
        '<meta charset="utf-8">',
        '<title>Attendance - Casualty Care refresher (CC-R) - cohort 2028/29</title>',
        '</head>',
        '<body>',
        '<h1>Casualty Care refresher (CC-R): attendance, cohort 2028/29</h1>',
        '<table>',
        ...rows,
        '</table>',
        '</body>',
        '</html>',
      ].join('\n');
      const request =
        'The casualty care refresher is meant to be a full day for everyone, but one person was only there for a small part of it. Who was that?';
      const preview = salientPreview(page, { previewChars: 500, request });
      expect(middleLines(preview.text)).toEqual([
        '51:   <tr><td>Crew 141</td><td>Station 5</td><td class="num">09:30-11:00</td><td class="num">1.5</td></tr>',
      ]);
    });

    it('are distinctive when a word of a name the request writes, which the output holds: the head names the client, one entry too', () => {
      const lines = ['Time entry export', 'Client: 52210 Kestrel Marine Holdings Ltd', 'Matter: 0042 charter dispute', ''];
      for (let i = 0; i < 400; i++)
        lines.push(
          i % 10 === 0
            ? `entry ${7_740_000 + i}  0.5h  Call with owners' counsel about the survey, part ${i}`
            : `entry ${7_740_000 + i}  1.5h  Review of charter documents, draft ${i}`,
        );
      lines[251] = 'entry 7740247  0.5h  Call with Kestrel Marine counsel about the survey, part 247';
      const request = 'Which entry was the call with Kestrel Marine about the survey?';
      const preview = salientPreview(lines.join('\n'), { previewChars: 800, request });
      expect(middleLines(preview.text)).toEqual(['252: entry 7740247  0.5h  Call with Kestrel Marine counsel about the survey, part 247']);
      expect(preview.text).toContain('picked for "kestrel" (1 of 1), "marine" (1 of 1)]...');
      // Written in lower case, it is no name: the head's words name the output, and none picks a line.
      expect(salientPreview(lines.join('\n'), { previewChars: 800, request: request.toLowerCase() }).picked).toEqual([]);
    });
  });
});

describe('salientPreview: the title of the block a pick is in', () => {
  // `ocpp get-configuration` of 40 charge points: each block under two comment lines, the first naming it.
  function configurations(headerLines: number): string {
    const lines = ['volthub-cli 5.12.3 > ocpp get-configuration --site RVS --all-keys --format kv', ''];
    for (let c = 1; c <= 40; c++) {
      const id = `KP-RVS-EV-${String(c).padStart(3, '0')}`;
      const header = [
        `# ${id}  Alfen Eve Double Pro-line  fw 6.4.2-${4_100 + c}`,
        `# GetConfiguration.conf received 09:10:${String(c).padStart(2, '0')}Z  keys=9`,
      ];
      if (headerLines === 4) header.push('# profile: Core,SmartCharging', '# note: keys as reported');
      lines.push(...header, 'AllowOfflineTxForUnknownId=false', 'HeartbeatInterval=900', 'MeterValueSampleInterval=60');
      lines.push(
        'WebSocketPingInterval=30',
        `KP.StationMaxCurrent=${c === 22 ? 16 : 32}`,
        'KP.PhaseCount=3',
        'KP.Tariff=KP-EV-STD-0.69',
        '',
      );
    }
    return lines.join('\n');
  }
  const request = 'One of the chargers looks like it has been set to give out less power than the rest of them. Which one is it?';

  it('is the first of the comment lines run together above it, which names the block', () => {
    const shown = middleLines(salientPreview(configurations(2), { previewChars: 600, request }).text);
    expect(shown).toContain('213: # KP-RVS-EV-022  Alfen Eve Double Pro-line  fw 6.4.2-4122');
    expect(shown).toContain('219: KP.StationMaxCurrent=16');
  });

  it('is the nearest comment line when more than 3 run together: a block of comments, not a title', () => {
    const shown = middleLines(salientPreview(configurations(4), { previewChars: 600, request }).text);
    expect(shown).toContain('258: # note: keys as reported');
    expect(shown.join('\n')).not.toContain('KP-RVS-EV-022');
  });
});
