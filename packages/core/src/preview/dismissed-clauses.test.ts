import { describe, expect, it } from 'vitest';
import { dismissedClauses } from './dismissed-clauses.js';
import { requestWords } from './request-terms.js';

const clausesOf = (request: string) => dismissedClauses(request).map(({ start, end }) => request.slice(start, end));

describe('dismissedClauses', () => {
  it('finds the clauses that say what not to look at, and the clause an `ignore those` points back at', () => {
    expect(
      clausesOf(
        'We moved the images to node:22-bookworm-slim. The pnpm deprecation notices and the punycode warnings were there before, ignore those. What is the install tripping over?',
      ),
    ).toEqual(['The pnpm deprecation notices and the punycode warnings were there before', 'ignore those']);
    expect(clausesOf("The 'keyWindow' deprecation warnings are old news, ignore those. What is the archive tripping over?")).toEqual([
      "The 'keyWindow' deprecation warnings are old news",
      'ignore those',
    ]);
    expect(
      clausesOf(
        "We're moving the analytics consumers, so ignore anything about clickstream, and the disk-space alerts on kafka-2 were a retention setting that's been fixed since. Which broker lost leadership?",
      ),
    ).toEqual([
      'so ignore anything about clickstream',
      "and the disk-space alerts on kafka-2 were a retention setting that's been fixed since",
    ]);
    expect(
      clausesOf('The DNS cut-over happened at the same time — that part is fine, I already checked the MX records. Why is TLS failing?'),
    ).toEqual(['The DNS cut-over happened at the same time', 'that part is fine', 'I already checked the MX records']);
    expect(
      clausesOf(
        'Patients mistyping their email address is a known problem with the appointment reminders, so you can skip those. Did the lab report to the GP practice go out?',
      ),
    ).toEqual(['Patients mistyping their email address is a known problem with the appointment reminders', 'so you can skip those']);
    // "Don't worry about" (with either apostrophe), "never mind" and "no need to look at" say so too.
    expect(clausesOf("Don't worry about the printers. Which machine failed?")).toEqual(["Don't worry about the printers"]);
    expect(
      clausesOf(
        "Don’t worry about the coin hopper warnings, never mind the printers, and there's no need to look at the heartbeats. Which machine failed?",
      ),
    ).toEqual(['Don’t worry about the coin hopper warnings', 'never mind the printers', "and there's no need to look at the heartbeats"]);
    // Words that only judge what the clause points at point back too: `that was planned`, `that's expected`.
    expect(
      clausesOf(
        'IT pushed Windows updates to the SCADA machines on Tuesday night, so they all restarted then; that was planned and you can ignore it. Which PC went dead?',
      ),
    ).toEqual(['so they all restarted then', 'that was planned and you can ignore it']);
    expect(clausesOf("The 02:00 backup job spikes the disk, that's expected, ignore it. What else is busy?")).toEqual([
      'The 02:00 backup job spikes the disk',
      "that's expected",
      'ignore it',
    ]);
    // The nouns an output's items go by point back as a pronoun does.
    expect(
      clausesOf(
        'The lifts had their fire alarm test at seven yesterday evening and all went down as they should, so ignore those entries. Was anyone trapped later?',
      ),
    ).toEqual([
      'The lifts had their fire alarm test at seven yesterday evening and all went down as they should',
      'so ignore those entries',
    ]);
  });

  it('leaves a question alone, and a clause that names something besides pointing back', () => {
    expect(clausesOf('Which file does the .gitignore ignore?')).toEqual([]);
    expect(clausesOf('Why did the build fail?')).toEqual([]);
    // What happened is not what to leave out.
    expect(clausesOf('The nightly job skipped the backup of the ledger. Why?')).toEqual([]);
    // `ignore the staging pods` names what it dismisses: the clause before stands.
    expect(clausesOf('The checkout pods restarted twice, ignore the staging pods. Why?')).toEqual(['ignore the staging pods']);
    // What follows a `but` is what matters.
    expect(clausesOf('The CPU is fine but memory keeps climbing. Which pod?')).toEqual(['The CPU is fine']);
  });

  it('keeps the words of dismissed clauses out of the request terms, unless another clause has them', () => {
    expect(requestWords('The deprecation warnings are old news, ignore those. What is the archive tripping over?')).toEqual([
      'archive',
      'tripp',
    ]);
    expect(requestWords('Ignore the staging namespace. Which namespace changed the banner?')).toEqual(['namespace', 'chang', 'banner']);
  });
});
