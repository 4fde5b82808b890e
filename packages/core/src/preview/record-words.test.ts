import { describe, expect, it } from 'vitest';
import { lineOf } from '../test/signal-lines.js';
import { flatRecords, MOST_RECORD_LINES } from './flat-records.js';
import { RECORD_WORD_WEIGHT, recordWords } from './record-words.js';
import { termSearch } from './term-search.js';

/** `count` pod records of `kubectl describe pods`, pod `oom` of them killed for memory. */
function pods(count: number, oom: number): string {
  const pod = (i: number) =>
    [
      `Name:             api-${i}`,
      `Node:             ip-10-0-0-${i}.ec2.internal/10.0.0.${i}`,
      'Containers:',
      '  api:',
      i === oom ? '    Last State:     Terminated' : '    State:          Running',
      i === oom ? '      Reason:       OOMKilled' : '      Started:      Thu, 03 Dec 2026',
      '    Restart Count:  0',
      'Node-Selectors:   <none>',
      'Tolerations:      node.kubernetes.io/not-ready:NoExecute op=Exists for 300s',
    ].join('\n');
  return Array.from({ length: count }, (_, i) => pod(i)).join('\n\n');
}

describe('recordWords', () => {
  const terms = ['oom', 'node', 'restart'];
  const search = termSearch(terms)!;

  it("gives a pick's record's lines with the words it lacks, the line whose key is the word first, when the words tell the record apart", () => {
    const text = pods(40, 17);
    const records = flatRecords(text, terms, { from: 0, to: text.length })!;
    // The record's `Reason:       OOMKilled` (`oom`) and one of the same record that lacks it.
    const killed = lineOf(text, 17 * 10 + 6);
    const restarts = lineOf(text, 17 * 10 + 7);
    const words = recordWords(text, [killed, restarts], search, records, { from: 0, to: text.length });
    const shown = (line: number) => words.get(line)?.fields.map((field) => text.slice(field.start, field.end));
    // The killed line's words (node, restart) are in every record: they do not tell it apart.
    expect(words.has(killed.line)).toBe(false);
    // The restart line's `oom` is in one record of 40: it does, and brings `Node:`, not `Node-Selectors:` or `Tolerations:`.
    expect(words.get(restarts.line)?.weight).toBe(RECORD_WORD_WEIGHT * (1 - 2 / 40));
    expect(shown(restarts.line)).toEqual(['Node:             ip-10-0-0-17.ec2.internal/10.0.0.17', '      Reason:       OOMKilled']);
  });

  it("brings, of a YAML list's item, the field of the block where the record holds the most words of the request: the generator's load bank test's next date", () => {
    const asset = (id: string, site: string) =>
      [
        `- assetnum: ${id}-GEN01`,
        '  description: Standby diesel generator',
        `  site: ${site} SPS`,
        '  pm:',
        '    - pmnum: PM-1',
        '      description: Generator annual service',
        '      nextdate: 2026-04-08',
        '    - pmnum: PM-2',
        '      description: Generator load bank test',
        '      frequency: 12 MONTHS',
        '      lastcompdate: 2025-05-19',
        `      nextdate: 2026-05-${id.slice(-2)}`,
      ].join('\n');
    const pump = (id: string) =>
      [
        `- assetnum: ${id}-P01`,
        '  description: Submersible pump',
        '  site: Ford SPS',
        '  pm:',
        '    - pmnum: PM-3',
        '      nextdate: 2026-06-01',
      ].join('\n');
    const text = [
      '# asset export',
      asset('SPS0411', 'Ford'),
      asset('SPS0422', 'Marsh Mills'),
      ...['SPS05', 'SPS06', 'SPS07', 'SPS08', 'SPS09'].map(pump),
      asset('SPS0433', 'Crownhill'),
    ].join('\n');
    const yamlTerms = ['generator', 'marsh', 'next', 'load', 'bank'];
    const yamlSearch = termSearch(yamlTerms)!;
    const records = flatRecords(text, yamlTerms, { from: 0, to: text.length })!;
    expect(records.breaks).toEqual({ outdent: 0 });
    const site = lineOf(text, 1 + 12 + 3);
    expect(text.slice(site.start, site.end)).toBe('  site: Marsh Mills SPS');
    const words = recordWords(text, [site], yamlSearch, records, { from: 0, to: text.length });
    expect(words.get(site.line)?.fields.map((field) => text.slice(field.start, field.end))).toEqual([
      '  description: Standby diesel generator',
      '      description: Generator load bank test',
      '      nextdate: 2026-05-22',
    ]);
  });

  it("brings, of a pretty JSON list's object, the field nearest the line with the most words the pick lacks: the tracking number of the parcel with the patio heater", () => {
    const shipment = (i: number) => ({
      shipment_id: `SH-${i}`,
      order_ref: `HB-${i}`,
      parcels: [
        { tracking: `T${i}A`, items: [{ description: 'Cushion 45cm' }] },
        { tracking: `T${i}B`, items: [{ description: i === 2 ? 'Patio Heater 2kW' : 'Kettle 1.7L' }] },
      ],
    });
    const text = JSON.stringify({ data: Array.from({ length: 6 }, (_, i) => shipment(i)), meta: { count: 6 } }, null, 2);
    const jsonTerms = ['order', 'hb-2', 'tracking', 'patio', 'heater'];
    const records = flatRecords(text, jsonTerms, { from: 0, to: text.length })!;
    const pick = lineOf(text, text.split('\n').indexOf('      "order_ref": "HB-2",') + 1);
    const words = recordWords(text, [pick], termSearch(jsonTerms)!, records, { from: 0, to: text.length });
    // The pick holds two words, as the heater's line does: the heater's line, with the two the pick
    // lacks, is the focus, so the `tracking` is its parcel's, not the one nearer the pick.
    expect(words.get(pick.line)?.fields.map((field) => text.slice(field.start, field.end))).toEqual([
      '          "tracking": "T2B",',
      '              "description": "Patio Heater 2kW"',
    ]);
  });

  it("moves the focus to the block beside the pick's that holds more of the words it lacks, and brings that block whole: the carrier's end of a cross-connect whose customer end was picked", () => {
    const side = (customer: string, place: Record<string, string>, port: string) => ({ customer, ...place, panel: `PP-${port}`, port });
    const connect = (i: number) => ({
      id: `XC-${i}`,
      a_side: side(i === 3 ? 'Brightline Media' : `Customer ${i}`, { cage: `C${i}` }, `A${i}`),
      z_side: side(i % 2 === 0 ? 'Zayo' : 'Cogent', { room: 'MMR-1', cabinet: `R${i}` }, `Z${i}`),
      speed: '10G',
    });
    const text = JSON.stringify({ data: Array.from({ length: 8 }, (_, i) => connect(i)) }, null, 2);
    const xcTerms = ['brightline', 'cogent', 'panel', 'port', 'room'];
    const records = flatRecords(text, xcTerms, { from: 0, to: text.length })!;
    const pick = lineOf(text, text.split('\n').indexOf('        "customer": "Brightline Media",') + 1);
    const words = recordWords(text, [pick], termSearch(xcTerms)!, records, { from: 0, to: text.length }).get(pick.line);
    const shown = (spans: readonly { start: number; end: number }[] | undefined) => spans?.map((span) => text.slice(span.start, span.end));
    // The carrier's end holds its name, room, panel and port; the customer's end its own panel and port only.
    expect(shown(words?.fields)).toEqual([
      '        "customer": "Cogent",',
      '        "room": "MMR-1",',
      '        "panel": "PP-Z3",',
      '        "port": "Z3"',
    ]);
    expect(shown(words?.bridged)).toEqual([
      '      "z_side": {',
      '        "customer": "Cogent",',
      '        "room": "MMR-1",',
      '        "cabinet": "R3",',
      '        "panel": "PP-Z3",',
      '        "port": "Z3"',
      '      },',
    ]);
  });

  it("brings, of an XML document laid out an element a line, the element's line that holds the words its child lacks: the supplier of the notice a kettle's line is in", () => {
    const notice = (i: number, supplier: string) =>
      [
        `  <ASN id="A${i}" supplier="${supplier}" eta="2026-04-1${i}">`,
        `    <PO number="45${i}">`,
        `      <Line sku="K${i}" desc="Kettle 1.5L" cartons="${70 + i}"/>`,
        `      <Line sku="L${i}" desc="Desk Lamp" cartons="${10 + i}"/>`,
        '    </PO>',
        '  </ASN>',
      ].join('\n');
    const text = [
      '<Notices>',
      ...[0, 1, 2, 3, 4, 5].map((i) => notice(i, i === 3 ? 'Ningbo Kitchenware' : 'Stoke Pottery')),
      '</Notices>',
    ].join('\n');
    const xmlTerms = ['kettle', 'ningbo'];
    const records = flatRecords(text, xmlTerms, { from: 0, to: text.length })!;
    const pick = lineOf(text, 1 + 3 * 6 + 3);
    expect(text.slice(pick.start, pick.end)).toBe('      <Line sku="K3" desc="Kettle 1.5L" cartons="73"/>');
    const words = recordWords(text, [pick], termSearch(xmlTerms)!, records, { from: 0, to: text.length });
    expect(words.get(pick.line)?.fields.map((field) => text.slice(field.start, field.end))).toEqual([
      '  <ASN id="A3" supplier="Ningbo Kitchenware" eta="2026-04-13">',
    ]);
  });

  it("brings, of a record longer than MOST_RECORD_LINES, its own field past the list nested in it: the duty due on the one beer's cans", () => {
    const line = (i: number, pack: string, movements: number) =>
      [
        '  <DutyLine>',
        `    <LineNo>${i}</LineNo>`,
        '    <Product>',
        `      <Name>${i < 2 ? 'Spurn Point DIPA' : 'Humber Gold'}</Name>`,
        `      <Package>${pack}</Package>`,
        '    </Product>',
        `    <Movements count="${movements}">`,
        ...Array.from({ length: movements }, (_, k) => `      <Movement><Date>2026-10-0${1 + (k % 9)}</Date></Movement>`),
        '    </Movements>',
        `    <DutyDue currency="GBP">${1000 + i}.00</DutyDue>`,
        '  </DutyLine>',
      ].join('\n');
    const text = [
      '<DutyLines>',
      line(0, 'Keg 30 L', 40),
      line(1, 'Can 440 ml x 24', MOST_RECORD_LINES),
      line(2, 'Can 440 ml x 24', 40),
      line(3, 'Keg 30 L', 40),
      '</DutyLines>',
    ].join('\n');
    const dutyTerms = ['duty', 'due', 'spurn', 'dipa', 'can'];
    const records = flatRecords(text, dutyTerms, { from: 0, to: text.length })!;
    const names = text.split('\n').flatMap((l, i) => (l.includes('Spurn') ? [lineOf(text, i + 1)] : []));
    const words = recordWords(text, names, termSearch(dutyTerms)!, records, { from: 0, to: text.length });
    // The keg's record adds the duty due every record holds: it weighs nothing.
    expect([...words.keys()]).toEqual([names[1]!.line]);
    expect(words.get(names[1]!.line)?.fields.map((field) => text.slice(field.start, field.end))).toEqual([
      '      <Package>Can 440 ml x 24</Package>',
      '    <DutyDue currency="GBP">1001.00</DutyDue>',
    ]);
  });

  it('gives, with the fields, the lines between two shown lines at most 4 apart, so a small record reads as one piece', () => {
    const feature = (i: number) => ({
      type: 'Feature',
      properties: {
        name: i === 3 ? 'SKERROW SWIFT' : `CTV ${i}`,
        ts: `2026-10-15T08:1${i}:00Z`,
        sog: 4.2,
        cog: 190,
        hdg: 288 + i,
        nav: i % 2 === 1 ? 'under way using engine' : 'moored',
        zone: `SKB-A0${i}`,
      },
    });
    const text = JSON.stringify({ type: 'FeatureCollection', features: Array.from({ length: 6 }, (_, i) => feature(i)) }, null, 2);
    const aisTerms = ['skb-a03', 'swift', 'engine'];
    const records = flatRecords(text, aisTerms, { from: 0, to: text.length })!;
    const pick = lineOf(text, text.split('\n').indexOf('        "zone": "SKB-A03"') + 1);
    const words = recordWords(text, [pick], termSearch(aisTerms)!, records, { from: 0, to: text.length }).get(pick.line);
    const shown = (lines: readonly { start: number; end: number }[] | undefined) => lines?.map((l) => text.slice(l.start, l.end).trim());
    expect(shown(words?.fields)).toEqual(['"name": "SKERROW SWIFT",', '"nav": "under way using engine",']);
    // Four lines between the name and the engine, none between the engine and the pick.
    expect(shown(words?.bridged)).toEqual([
      '"name": "SKERROW SWIFT",',
      '"ts": "2026-10-15T08:13:00Z",',
      '"sog": 4.2,',
      '"cog": 190,',
      '"hdg": 291,',
      '"nav": "under way using engine",',
    ]);
    // A best pick standing alone bridges gaps of up to 8 lines: the lines between, without the fields.
    expect(shown(words?.between)).toEqual(['"ts": "2026-10-15T08:13:00Z",', '"sog": 4.2,', '"cog": 190,', '"hdg": 291,']);
  });

  it("of two lines as near the record's focus, brings the one below it: what follows a line is likelier its detail", () => {
    const record = (id: string, load: boolean) =>
      [`id: ${id}`, 'note: spare', 'next: 2026-01-01', ...(load ? ['test: load bank'] : ['test: visual']), 'next: 2026-05-19'].join('\n');
    const text = [record('ford', true), record('marsh', true), record('tavy', false), record('plym', false), record('yelv', false)].join(
      '\n\n',
    );
    const flatTerms = ['marsh', 'next', 'load', 'bank'];
    const records = flatRecords(text, flatTerms, { from: 0, to: text.length })!;
    const pick = lineOf(text, 7);
    expect(text.slice(pick.start, pick.end)).toBe('id: marsh');
    const words = recordWords(text, [pick], termSearch(flatTerms)!, records, { from: 0, to: text.length });
    expect(words.get(pick.line)?.fields.map((field) => text.slice(field.start, field.end))).toEqual([
      'test: load bank',
      'next: 2026-05-19',
    ]);
  });

  it('gives nothing for a log line, whose record is its own, even with a summary of fields under it', () => {
    const job = (i: number) =>
      [
        `11-Mar 21:5${i} bacula-dir JobId ${i}: Start Backup${i === 3 ? ' of node 3' : ''}`,
        `11-Mar 21:5${i} lis-db-fd JobId ${i}: Connected`,
        `  Termination:            Backup OK -- with warnings: restart${i === 3 ? ' oom' : ''}`,
      ].join('\n');
    const log = Array.from({ length: 8 }, (_, i) => job(i)).join('\n\n');
    const records = flatRecords(log, terms, { from: 0, to: log.length })!;
    const window = { from: 0, to: log.length };
    expect(recordWords(log, [lineOf(log, 3 * 4 + 1)], search, records, window)).toEqual(new Map());
    // The summary's line is a field, and the log lines of its record are none: their `node` is not its record's.
    expect(recordWords(log, [lineOf(log, 3 * 4 + 3)], search, records, window)).toEqual(new Map());
  });

  it("gives, as masks, the request words the pick's record holds and those on the pick's own line: the STAN picked, the terminal its message names", () => {
    const message = (i: number) =>
      [
        '  {',
        `    "mti": "${i % 2 === 0 ? '0100' : '0110'}",`,
        `    "stan": "${i === 6 ? '418822' : 300_000 + i}",`,
        `    "rrn": "6337${300_000 + i}",`,
        `    "terminal": "${i % 3 === 0 ? 'QF7T0093' : `QF7T${1000 + i}`}"`,
        '  },',
      ].join('\n');
    const text = ['[', ...Array.from({ length: 30 }, (_, i) => message(i)), ']'].join('\n');
    const words = ['418822', 'qf7t0093'];
    const records = flatRecords(text, words, { from: 0, to: text.length })!;
    // Message 6's `"stan": "418822",`, line 3 of its 6 after the opening `[`.
    const stan = lineOf(text, 1 + 6 * 6 + 3);
    const found = recordWords(text, [stan], termSearch(words)!, records, { from: 0, to: text.length }).get(stan.line);
    expect(found?.fields.map((field) => text.slice(field.start, field.end))).toEqual(['    "terminal": "QF7T0093"']);
    expect([found?.held, found?.own]).toEqual([0b11, 0b01]);
  });
});
