import { describe, expect, it } from 'vitest';
import { asksWhatStandsOut, comparisonSpans } from './stands-out.js';
import { requestTerms } from './request-terms.js';
import { salientPreview } from './salient-preview.js';

describe('comparisonSpans', () => {
  it('spans the words that compare a thing with its like, and not those that name what stands out', () => {
    const request =
      "Is one pallet's weight way out of line, far heavier than the rest, not matching its counterparts? An anomaly, an outlier, odd?";
    expect(comparisonSpans(request).map((span) => request.slice(span.start, span.end))).toEqual([
      'out of line',
      'far heavier',
      'than the rest',
      'counterparts',
    ]);
    // After a word that compares, the words naming what with: not the words between.
    const label = 'One printer is set up for a different size of label to all the others.';
    expect(comparisonSpans(label).map((span) => label.slice(span.start, span.end))).toEqual(['to all the others']);
  });

  it('leaves those words out of the request terms: "line" is no line the output has', () => {
    expect(requestTerms("One pallet on today's loads has a weight that's way out of line with all the others. Which pallet?")).toEqual([
      'pallet',
      'load',
      'weight',
    ]);
    expect(requestTerms('Which anomaly or outlier stands out?')).toEqual(['anomal', 'outlier']);
  });
});

describe('asksWhatStandsOut', () => {
  it('reads a request that asks for what stands out among like things, in its many wordings', () => {
    for (const request of [
      'Looking across all the pods, which one stands out?',
      'One record would sit in caches far, far longer than anything else in the zone.',
      'One alarm has a limit set nothing like its counterparts.',
      'Is one card set up differently from its siblings?',
      'Is any server out of step with the rest?',
      'One job looks like it is set to run on a different clock from all the others.',
      'One printer is set up for a different size of label to all the others.',
      'Which batch was the one that took ages compared to the rest?',
      'Which contract rent does not match the other rooms of its type?',
      'Which feed loaded far fewer rows than it ever does?',
      'Is there an outlier, an anomaly, the odd one out?',
      'Which pass came in with a much weaker signal than the others?',
      'Which machine has one reading far above everything else?',
      'What was the snow depth reading that is nowhere near what the rest show?',
      'Is any cold store bay noticeably warmer than the others?',
      'One counter seems to show an absurd number of visitors on a single day.',
      'Which meter reading looks implausibly high?',
      'Is there anything weird or suspicious in the loggers?',
      'Something odd is going on with one pump.',
      "That total can't be right: which line makes it?",
      'The fuel figure is way off.',
    ])
      expect(asksWhatStandsOut(request), request).toBe(true);
  });

  it('reads no such ask in a request for one named thing, and none without a request', () => {
    for (const request of [
      'What TTL does the mail record have?',
      'Which pods restarted today, unlike yesterday?',
      'What is different about the new release?',
      'Show me more of the log.',
      'How much power did the pump draw?',
      'How much water went through the meter overnight?',
      'Which odd-numbered pages failed to print?',
      'Is it right that the pump drew 3 kW?',
      'Who are the strangers on the visitor list?',
      'Did the alert go out to everyone else, and to the others on call?',
    ])
      expect(asksWhatStandsOut(request), request).toBe(false);
    expect(asksWhatStandsOut(undefined)).toBe(false);
  });
});

describe('salientPreview, asked what stands out', () => {
  /** A zone of 3,000 records living an hour or a day, one of them ten days, and four TXT records, one a request's "sit" finds. */
  function zone(): string {
    const lines = ['; <<>> DiG 9.18.28 <<>> @ns1.example.ac.uk example.ac.uk AXFR'];
    for (let i = 0; i < 3_000; i++) {
      if (i === 900)
        for (const txt of [
          'v=spf1 include:spf.protection.outlook.com -all',
          'site-verification=abc',
          'MS=ms43543389',
          'v=DMARC1; p=quarantine; pct=100',
        ])
          lines.push(`example.ac.uk.\t86400\tIN\tTXT\t"${txt}"`);
      lines.push(
        `host-${String(i).padStart(4, '0')}.example.ac.uk.\t${i === 1_700 ? 864000 : i % 7 === 0 ? 86400 : 3600}\tIN\tA\t10.93.${i % 250}.${i % 200}`,
      );
    }
    return lines.join('\n');
  }
  const far = '1706: host-1700.example.ac.uk.\t864000\tIN\tA\t10.93.200.100';

  it('shows the value far from its place beside the words it picks by, not only in the room they leave', () => {
    const asked = salientPreview(zone(), {
      previewChars: 600,
      request: 'One record would sit in caches far longer than anything else. Which?',
    });
    expect(asked.text.split('\n').slice(1, -2)).toEqual([
      '...[144,648 chars (3,003 lines) omitted; 3 of their lines follow with 1 near them, each after its line number N (read around one with offset=N-5, limit=10), picked for "sit" (1 of 1), a number unlike its peers (2 of 2)]...',
      '903: example.ac.uk.\t86400\tIN\tTXT\t"site-verification=abc"',
      '904: example.ac.uk.\t86400\tIN\tTXT\t"MS=ms43543389"',
      '905: example.ac.uk.\t86400\tIN\tTXT\t"v=DMARC1; p=quarantine; pct=100"',
      far,
    ]);
    // The TTL is unlike its peers on lines alike; the DMARC record's `pct=100`, far from the rest of its place, is picked after it.
    // Asked for the record alone, the lines beside the word's take the room.
    const plain = salientPreview(zone(), { previewChars: 600, request: 'Which record would sit in caches?' });
    expect(plain.text).not.toContain(far);
  });

  it("shows the record whose attribute's value is unlike all the others', for a request asking which stands out: the job on another clock", () => {
    // A scheduler's export: 200 jobs, an element a line of 40 attributes, each with its conditions; one job on EST.
    const jobs = Array.from({ length: 200 }, (_, i) => {
      const settings = Array.from({ length: 34 }, (_, k) => `P${k}="${(i * 7 + k) % 89}"`).join(' ');
      return [
        `    <JOB JOBISN="${i + 1}" JOBNAME="GMPA_BATCH_${String(i).padStart(3, '0')}" CRITICAL="${i % 9 === 0 ? 1 : 0}" ${settings} TIMEFROM="0${i % 6}00" TIMEZONE="${i === 131 ? 'EST' : 'GMT'}" DAYS="ALL">`,
        `      <INCOND NAME="PA-${i}-START-OK" ODATE="ODAT" AND_OR="A"/>`,
        `      <SHOUT WHEN="LATETIME" TIME="07${String(i % 60).padStart(2, '0')}" DEST="pa-batch-oncall"/>`,
        '    </JOB>',
      ];
    });
    const text = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<DEFTABLE>',
      '  <FOLDER FOLDER_NAME="GM_PA_NIGHTLY">',
      ...jobs.flat(),
      '  </FOLDER>',
      '</DEFTABLE>',
    ].join('\n');
    const request =
      'One of the overnight batch jobs looks like it is set to run on a different clock from all the others. Which job is that?';
    expect(salientPreview(text, { previewChars: 900, request }).text).toContain('528:     <JOB JOBISN="132" JOBNAME="GMPA_BATCH_131"');
  });

  it("puts first of the numbers unlike their peers the one that is also a pair value unlike its name's others: the gateway on another heartbeat", () => {
    // 400 gateways, one line of JSON each: the 233rd beats every 900 s, not 300; two others have an uptime far below the rest.
    const text = Array.from({ length: 400 }, (_, i) =>
      JSON.stringify({
        gateway_id: `AGW-${(0x4a0000 + i * 2654).toString(16).toUpperCase()}`,
        site: ['AMW', 'QUW', 'HLX'][i % 3],
        signal_dbm: -70 - (i % 25),
        heartbeat_s: i === 232 ? 900 : 300,
        uptime_h: i === 40 || i === 310 ? 3 : 7000 + ((i * 37) % 900),
        battery_v: 13,
      }),
    ).join('\n');
    const request = 'Is there one box set up to check in at a different rate from the rest? I need its ID.';
    const preview = salientPreview(text, { previewChars: 500, request });
    expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
      '233: {"gateway_id":"AGW-536530","site":"QUW","signal_dbm":-77,"heartbeat_s":900,"uptime_h":7484,"battery_v":13}',
    ]);
  });

  it("shows the number a request doubts, the words of the table's header under a command line picking nothing: an absurd count in a table", () => {
    const lines = [
      '$ counterctl report daily',
      'counterctl 2.7.0  |  visitor monitoring  |  40 counters',
      '',
      'COUNTER  DATE        PED_IN  TOTAL',
    ];
    for (let c = 0; c < 40; c++)
      for (let d = 1; d <= 30; d++) {
        const total = c === 23 && d === 13 ? 31809 : 200 + ((c * 31 + d * 17) % 400);
        lines.push(
          `TC-${String(100 + c)}   2026-09-${String(d).padStart(2, '0')}  ${String(Math.floor(total / 2)).padStart(6)}  ${String(total).padStart(5)}`,
        );
      }
    const absurd = 'TC-123   2026-09-13   15904  31809';
    const request = 'One counter seems to show an absurd number of visitors on a single day. Which counter, which day?';
    const shown = salientPreview(lines.join('\n'), { previewChars: 700, request }).text.split('\n');
    expect(shown.filter((line) => /^\d+: /.test(line))).toEqual([`707: ${absurd}`]);
  });
});
