import { describe, expect, it } from 'vitest';
import { salientPreview } from './salient-preview.js';
import { scanSignals } from './scan-signals.js';
import { linesInSection } from './section-words.js';

/** A week's blast designs as indented XML: six blasts of 40 holes (one of 4), each hole's detonator two lines under it. */
function blasts(): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<BlastDesignExport site="Cerro Cobrizo">'];
  ['F4-2875-041', 'F5-2875-043', 'F5-2890-047', 'F5-2905-048', 'F6-2860-050', 'F6-2875-052'].forEach((blast, b) => {
    lines.push(`  <Blast id="${blast}" status="Design Approved">`, '    <Holes>');
    // The fifth blast trims a corner: its holes start at D07.
    for (let h = b === 4 ? 36 : 0; h < 40; h++) {
      const hole = `${'ABCD'[Math.floor(h / 10)]}${String((h % 10) + 1).padStart(2, '0')}`;
      const serial = ((b * 40 + h) * 2_654_435_761) % 4_294_967_296;
      lines.push(
        `      <Hole id="${hole}" row="${hole[0]}">`,
        '        <Design depth="16.5" dip="90"/>',
        `        <Detonator system="i-kon III" id="${serial.toString(16).toUpperCase().padStart(8, '0')}"/>`,
        '      </Hole>',
      );
    }
    lines.push('    </Holes>', '  </Blast>');
  });
  lines.push('</BlastDesignExport>');
  return lines.join('\n');
}

describe('linesInSection', () => {
  it('gives the one line of a word the best pick lacks within the section it opens, of the lines of that word', () => {
    const text = blasts();
    const scan = scanSignals(text, { errors: true, terms: ['2890', 'd07'], from: 0, to: text.length, keep: 20 });
    const best = scan.lines.find((l) => l.terms.includes(0))!;
    const spread = (t: number) => scan.termLines[t]! >= 2;
    const lines = linesInSection(text, best, scan.lines, { to: text.length, spread });
    expect([...lines].map((line) => text.split('\n')[line - 1])).toEqual(['      <Hole id="D07" row="D">']);
    // The section ends at the next blast: from the first blast's line, its own D07.
    const first = { ...best, ...lineOf(text, 3), terms: [] };
    expect([...linesInSection(text, first, scan.lines, { to: text.length, spread })]).toEqual([3 + 2 + 4 * 36]);
    // A word on one line only needs no section to tell which.
    expect(linesInSection(text, best, scan.lines, { to: text.length, spread: () => false }).size).toBe(0);
  });

  it('gives no line of a word whose lines elsewhere are shaped otherwise: a frame of the stack trace under the best pick', () => {
    const hook = 'com.forkful.promotions.expiry.ClassLoaderHook.load(ClassLoaderHook.java:12)';
    const job = 'com.forkful.promotions.expiry.ExpiryJob.run(ExpiryJob.java:41)';
    const log = (other: string) =>
      [
        '2026-11-12T02:00:00.180Z  INFO 1 --- [batch] Job launched with parameters run.date=2026-11-12, type=class java.time.LocalDate',
        'java.lang.NullPointerException: Cannot invoke "getMinBasket()" because "voucher" is null',
        '\tat com.forkful.promotions.expiry.ExpiryRules.minBasketStillValid(ExpiryRules.java:97)',
        ...Array.from({ length: 12 }, (_, i) => `\tat org.springframework.batch.core.step.Step${i}.execute(Step${i}.java:${40 + i})`),
        `\tat ${hook}`,
        '2026-11-12T02:00:01.002Z  INFO 1 --- [batch] Job finished',
        'java.lang.IllegalStateException: voucher batch closed',
        `\tat ${other}`,
      ].join('\n');
    const words = (text: string) => {
      const scan = scanSignals(text, { errors: true, terms: ['null', 'class'], from: 0, to: text.length, keep: 20 });
      const best = scan.lines.find((l) => l.terms.includes(0))!;
      return [...linesInSection(text, best, scan.lines, { to: text.length, spread: (t) => scan.termLines[t]! >= 2 })];
    };
    // `class` on a frame of its trace and on a log line: not an item each trace has.
    expect(words(log(job))).toEqual([]);
    // On a frame of each trace, it is: the one under the best pick, 14 lines down.
    expect(words(log(hook))).toEqual([16]);
  });
});

describe('salientPreview: the item asked for within the item a rarer word names', () => {
  it('shows the hole of the blast asked about, 140 lines under it, with its detonator', () => {
    const preview = salientPreview(blasts(), {
      previewChars: 1_000,
      request: "What's the detonator ID for hole D07 in the F5 2890 blast?",
    });
    expect(preview.text.split('\n').filter((line) => /^\d+: /.test(line))).toEqual([
      '331:   <Blast id="F5-2890-047" status="Design Approved">',
      '332:     <Holes>',
      '333:       <Hole id="A01" row="A">',
      '334:         <Design depth="16.5" dip="90"/>',
      '335:         <Detonator system="i-kon III" id="71560750"/>',
      '337:       <Hole id="A02" row="A">',
      '339:         <Detonator system="i-kon III" id="0F8D8101"/>',
      '477:       <Hole id="D07" row="D">',
      '479:         <Detonator system="i-kon III" id="B1232434"/>',
      '483:         <Detonator system="i-kon III" id="4F5A9DE5"/>',
      '487:         <Detonator system="i-kon III" id="ED921796"/>',
    ]);
  });
});

/** The span and number of line `line` (1-based) of `text`. */
function lineOf(text: string, line: number): { line: number; start: number; end: number } {
  let start = 0;
  for (let n = 1; n < line; n++) start = text.indexOf('\n', start) + 1;
  const end = text.indexOf('\n', start);
  return { line, start, end: end === -1 ? text.length : end };
}
