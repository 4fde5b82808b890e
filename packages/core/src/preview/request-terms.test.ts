import { describe, expect, it } from 'vitest';
import { heldTerms, requestTermPattern, requestTerms, requestWords, termAt } from './request-terms.js';

describe('requestTerms', () => {
  it('keeps the distinctive words, lower-cased and stemmed, without stop words', () => {
    expect(
      requestTerms(
        "Checkout had problems on 2025-06-03. Find the errors in that day's server logs, look up the orders they mention, and tell me briefly what went wrong.",
      ),
    ).toEqual(['checkout', 'problem', '2025-06-03', 'error', 'day', 'server', 'log', 'order']);
    expect(requestTerms('What is the status of order ORD-48213?')).toEqual(['status', 'order', 'ord-48213']);
    // A verb's particle says nothing of the lines: `back` would match `backoffice`.
    expect(requestTerms('What status did the refund get back?')).toEqual(['status', 'refund']);
    // Nor does how the user got the output: pulled, fetched.
    expect(requestTerms("I've pulled the apt history and fetched the dump. Who put the newer client on it?")).toEqual([
      'apt',
      'histor',
      'dump',
      'put',
      'newer',
      'client',
    ]);
    expect(requestTerms('Why did the deploy fail? It failed twice, failing the /v1/stock checks.')).toEqual([
      'deploy',
      'fail',
      'twice',
      'v1/stock',
      // Synonyms of `fail`, after the request's own words.
      'crash',
      'abort',
      'panic',
      'broke',
    ]);
  });

  it('cuts the `y` a plural spells `ies` and the `ied` of a past tense, so that both forms match: battery and batteries, rectified and RectifyBy', () => {
    expect(requestTerms('Which battery failed the capacity test?')).toEqual([
      'batter',
      'fail',
      'capacit',
      'test',
      'crash',
      'abort',
      'panic',
      'broke',
    ]);
    expect(requestTerms('By when must the deferred defect be rectified?')).toEqual(['deferr', 'defect', 'rectif']);
    const terms = requestTerms('battery capacity rectified');
    const text = 'batteries battery capacity capacities <RectifyBy> rectified';
    expect([...text.matchAll(requestTermPattern(terms)!)].map((m) => terms[termAt(text, m.index, m[0], terms)])).toEqual([
      'batter',
      'batter',
      'capacit',
      'capacit',
      'rectif',
      'rectif',
    ]);
    // Not after a vowel (`display`, `journey`), nor leaving under 5 letters (`duty`, `party`), and an `ied` leaving under 4 is cut as an `ed` (`buried` is `buri`).
    expect(requestTerms('display journey duty party buried')).toEqual(['display', 'journey', 'duty', 'party', 'buri']);
    // `memory` is `memor`, and still brings its synonyms.
    expect(requestTerms('Which pod ran out of memory?')).toEqual(['pod', 'ran', 'memor', 'oom', 'heap']);
  });

  it("keeps the plural of a function word, a noun, as its stem, and drops a request verb's `s`", () => {
    expect(requestTerms('How much duty was due on the DIPA cans, and which wills name her?')).toEqual([
      'duty',
      'due',
      'dipa',
      'can',
      'will',
      'name',
    ]);
    expect(requestTerms('What the log shows, and which ones or others it checks?')).toEqual(['log']);
  });

  it('keeps a word of two capitals as an acronym, and no other word under 3 chars', () => {
    expect(requestTerms('What is the private IP of the bastion in AZ b?')).toEqual(['private', 'ip', 'bastion', 'az']);
  });

  it('keeps a capital and a digit as a short id: a taxiway, a terminal; not a digit and a capital, nor a small letter', () => {
    expect(requestTerms('How long is taxiway B3 closed, and is T5 or 4G or b2 affected?')).toEqual([
      'taxiway',
      'b3',
      'clos',
      't5',
      'affect',
      'duration',
      'elapsed',
    ]);
    expect(requestTerms('Is the Ip or the ip of db-1 OK?')).toEqual(['db-1', 'ok']);
  });

  it('gives nothing for no request, and at most 24 words: ids first, then the last words', () => {
    expect(requestTerms(undefined)).toEqual([]);
    expect(requestTerms('')).toEqual([]);
    expect(requestTerms('please tell me what you see')).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(requestTerms(many)).toHaveLength(24);
    const preamble = Array.from(
      { length: 40 },
      (_, i) => `preamble${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    );
    const question = 'Which retry budget did INC-2231 raise on the payments cluster?';
    const terms = requestTerms(`${preamble.join(' ')}. ${question}`);
    expect(terms).toHaveLength(24);
    expect(terms.slice(-6)).toEqual(['retry', 'budget', 'inc-2231', 'raise', 'payment', 'cluster']);
  });

  it('leaves out words over 64 chars (a pasted hex dump or token), so the scan pattern stays small', () => {
    const hex = 'ab12'.repeat(10_000);
    expect(requestTerms(`Why does ${hex} fail for deploy-7?`).slice(0, 2)).toEqual(['fail', 'deploy-7']);
    expect(requestTerms(`sha ${'f'.repeat(64)}`)).toEqual(['sha', 'f'.repeat(64)]);
  });

  it('adds the synonyms an output may use for a word while there is room, after the words asked', () => {
    expect(requestTerms('Which resource will be deleted?')).toEqual([
      'resource',
      'delet',
      'destroy',
      'remov',
      'drop',
      'purg',
      'eras',
      'evict',
    ]);
    expect(requestTerms('Did the removal stop the job?')).toEqual([
      'removal',
      'stop',
      'job',
      'delet',
      'destroy',
      'remov',
      'drop',
      'purg',
      'eras',
      'evict',
      'kill',
      'terminat',
      'shut',
      'halt',
    ]);
    const many = Array.from({ length: 23 }, (_, i) => `word${i}`).join(' ');
    expect(requestTerms(`${many} deleted`)).toEqual([...Array.from({ length: 23 }, (_, i) => `word${i}`), 'delet']);
    expect(requestTerms(`${Array.from({ length: 22 }, (_, i) => `word${i}`).join(' ')} deleted`).slice(-2)).toEqual(['delet', 'destroy']);
  });

  it('takes a phrase of 2 to 8 words the request quotes as a term, before its words; an apostrophe quotes nothing', () => {
    expect(
      requestWords(
        "The 'Ledger write latency p99' panel is empty; here's the JSON. Which UID does the 'Ledger write latency p99' panel query?",
      ),
    ).toEqual(['ledger write latency p99', 'ledger', 'write', 'latenc', 'p99', 'panel', 'empty', 'json', 'uid', 'query']);
    expect(requestWords("Why did \"Place order\" fail, and `connection reset by peer`? It’s “not me”. Don't say 'maybe'.")).toEqual([
      'place order',
      'connection reset by peer',
      'not me',
      'place',
      'order',
      'fail',
      'connection',
      'reset',
      'peer',
      'say',
      'maybe',
    ]);
    // Nine words, or over 64 chars: not a phrase.
    expect(
      requestWords(`"alpha beta gamma delta epsilon zeta eta theta iota" or "${'x'.repeat(70)} yy"`).some((t) => t.includes(' ')),
    ).toBe(false);
  });

  it('gives each term the terms it holds: a qualified term its word, a quoted phrase its words', () => {
    expect(heldTerms(['ledger write latency p99', 'ledger', 'write', 'p99', 'servic', 'lodash 3', 'lodash', 'services overview'])).toEqual([
      [1, 2, 3],
      [],
      [],
      [],
      [],
      [6],
      [],
      [4],
    ]);
  });

  it('keeps a name with the number of 1 to 4 digits before it as one term, before the name: a house on its street (a number of 3 or 4 digits stays a term too)', () => {
    expect(requestTerms('What did the meter at 23 Tannery Row send? And 1418 Larkspur Lane?')).toEqual([
      'meter',
      '23 tannery',
      'tanner',
      'row',
      'send',
      '1418',
      '1418 larkspur',
      'larkspur',
      'lane',
    ]);
    // Not before a stop word (`2 The`), past a number of 5 digits, or before a word in lower case.
    expect(requestTerms('Near 2 The Mall, 12345 Main and 4 hosts.')).toEqual(['near', 'near 2', 'mall', '12345', 'main', 'host']);
  });

  it('keeps an id the request writes in two parts as one term too, after its first part: a number plate, a postcode', () => {
    expect(requestTerms('Where did the van SK19 WFD park, near SW1A 1AA?')).toEqual([
      'van',
      'sk19',
      'sk19 wfd',
      'wfd',
      'park',
      'near',
      'sw1a',
      'sw1a 1aa',
      '1aa',
    ]);
    // Not two words or numbers (`BA 117`, `CPU 95` qualified), a part in lower case or over 5 chars, or two spaces apart.
    expect(requestTerms('Was BA 117 at CPU 95 on sk19 WFD, K19 WFDXYZ or KX19  ZPL?').filter((t) => t.includes(' '))).toEqual(['cpu 95']);
  });

  it('adds the number of an ordinal the request writes in words or digits as an ordinal term, after its words, keeping the word', () => {
    expect(requestTerms('What queue depth is the alert on our second EDGX session set to?')).toEqual([
      'queue',
      'depth',
      'alert',
      'second',
      'edgx',
      'session',
      'set',
      '№2',
    ]);
    // `first` says "earliest" more often than "number one"; `2nd` and `tenth` are ordinals, each once.
    expect(requestTerms('the first and the 2nd node, then the tenth and the second').filter((t) => t.startsWith('№'))).toEqual([
      '№2',
      '№10',
    ]);
  });

  it("keeps a number the request says another ends with as an ending term, its words the term's alone", () => {
    expect(requestTerms('His mobile ends 4471. Did the text get through?')).toEqual(['mobile', 'text', '…4471']);
    expect(
      requestTerms('the card ending in 0093, the last four digits are 7312, last 4: 5555, the VIN ends with 118204, last digits 889'),
    ).toEqual(['card', 'vin', '…0093', '…7312', '…5555', '…118204', '…889']);
    // Fewer than 3 digits end too many numbers (and 2 are no term); "legend" is no "end"; a number after other words is a plain one.
    expect(requestTerms('ends with 12, legend 333, version 4471')).toEqual(['end', 'legend', '333', 'version', '4471']);
    // "Last" with no count of digits is a count of its own; a date or a version is no number's end.
    expect(requestTerms('the last 300 orders; the contract ends 2026-12-31; it ends 4.2.1')).toEqual([
      'last',
      '300',
      'order',
      'contract',
      'end',
      '2026-12-31',
      '4.2.1',
    ]);
  });

  it('keeps a word with the one- or two-digit number that qualifies it as one term, spelled as asked', () => {
    expect(requestTerms('Which package depends on lodash 3?')).toEqual(['package', 'depend', 'lodash', 'lodash 3']);
    expect(requestTerms('What did worker-3 log on Node v18 and python3?')).toEqual(['worker-3', 'log', 'node', 'node v18', 'python3']);
    // "version" between the name and its number: the number qualifies the name.
    expect(requestTerms('Which dependency still requires lodash version 3?')).toEqual([
      'dependenc',
      'still',
      'requir',
      'lodash',
      'version',
      'lodash 3',
    ]);
    // Not after a stop word, a short word, a number or a symbol; not a number of three digits (a term alone).
    expect(requestTerms('The last 2 runs: in 3 of them, x 4, 10 12, lodash, 3 and port 8080')).toEqual([
      'last',
      'last 2',
      'run',
      'lodash',
      'port',
      '8080',
    ]);
  });
});

describe('requestTermPattern and termAt', () => {
  const find = (text: string, terms: string[]) => {
    const pattern = requestTermPattern(terms)!;
    return [...text.matchAll(pattern)].map((m) => terms[termAt(text, m.index, m[0], terms)] ?? null);
  };

  it('matches a stem at the start of a word, in any case', () => {
    expect(find('ERROR errors Error myerror', ['error'])).toEqual(['error', 'error', 'error', null]);
  });

  it('matches at a camelCase hump, not inside a word of one case', () => {
    expect(find('apiBase baseUrl DATABASE database Database', ['base'])).toEqual(['base', 'base', null, null, null]);
    expect(find('maxRetries max_retries', ['retri'])).toEqual(['retri', 'retri']);
  });

  it('matches a word of 7 chars or more at the end of a word run together of one case', () => {
    expect(find('postinstall POSTINSTALL preinstalled postInstall postinstallation reinstall2', ['install'])).toEqual([
      'install',
      'install',
      null,
      'install',
      null,
      null,
    ]);
    expect(find('healthcheck database', ['check', 'base'])).toEqual([null, null]);
  });

  it("matches a number of 5 digits or more right after an id's letters, but not after digits nor running on into them", () => {
    expect(find('[s2240518@uni] ORD2240518 x2240518z 12240518 s22405189 2240518', ['2240518'])).toEqual([
      '2240518',
      '2240518',
      '2240518',
      null,
      null,
      '2240518',
    ]);
    expect(find('FY2026 s2026', ['2026'])).toEqual([null, null]);
  });

  it('matches an ending term where a run of digits ends with it, not where it starts one or sits inside it', () => {
    expect(find('+447888074471, +4471415200, 44712, 4471, x4471y, #04471', ['…4471'])).toEqual([
      '…4471',
      null,
      null,
      '…4471',
      '…4471',
      '…4471',
    ]);
  });

  it('matches an ordinal term where its number, after one 0 or none, ends an id, not as a count, a value or part of a number', () => {
    // `FY2026` is two matches of the pattern, `2` and `02`, both inside a number.
    expect(find('EDGX-OE-2 fixgw-02 rack2 disk_2 #2 replicas: 2 v2.1 FY2026 OE-20 OE-2b 2 x-002', ['№2'])).toEqual([
      '№2',
      '№2',
      '№2',
      '№2',
      '№2',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("matches a qualified term's word written short in an id's capitals, then its number, as a word of its own", () => {
    expect(find('"unit": "MBC-L2", MBC-L-2 MBC-L20 MBC-PL2 l2 LIFT 2 MBC-L3', ['lift 2'])).toEqual([
      'lift 2',
      'lift 2',
      null,
      null,
      'lift 2',
    ]);
    expect(find('id: RRP-ES2 ESC2 EX2 SE2', ['escalator 2'])).toEqual(['escalator 2', 'escalator 2', null]);
  });

  it('matches a word under 5 chars at a hump only as the whole hump, not inside a random id', () => {
    expect(find('SeVK7zJY7TJpRanutR0m rRAnnyTC apiRanges getRan ranges', ['ran'])).toEqual([null, null, null, 'ran', 'ran']);
  });

  it('matches a two-letter term as a word of its own or a camelCase hump of its own', () => {
    expect(find('"private_ip": ip-10-20 PrivateIpAddress IP: zip ipv6 Ipsum IPTABLES', ['ip'])).toEqual([
      'ip',
      'ip',
      'ip',
      'ip',
      null,
      null,
      null,
      null,
    ]);
  });

  it('matches a two-char id as a word of its own, not before a digit', () => {
    expect(find('TWY B3 CLSD, TWY B31, (B3), AB3, B3A', ['b3'])).toEqual(['b3', null, 'b3', null, null]);
  });

  it('matches an id whole: not inside a longer number, but before a letter after a digit', () => {
    expect(find('ORD-48213 ord-482130 xORD-48213 ORD-48213:', ['ord-48213'])).toEqual(['ord-48213', null, null, 'ord-48213']);
    expect(find('2025-06-03T10:00:00Z', ['2025-06-03'])).toEqual(['2025-06-03']);
    expect(find('/v1/stock /v1/stocks', ['v1/stock'])).toEqual(['v1/stock', null]);
  });

  it('matches a qualified term with up to two gap chars, in any case, never before a longer number', () => {
    expect(find('lodash@3.10.1 Lodash 3 LODASH3 lodash@v3 lodash@33 xlodash@3 lodash@4.17.21 lodash -- 3', ['lodash 3'])).toEqual([
      'lodash 3',
      'lodash 3',
      'lodash 3',
      'lodash 3',
      null,
      null,
    ]);
    expect(find('worker 3, worker_3 worker=3 WORKER3 worker-13 worker-31 workers-3', ['worker-3'])).toEqual([
      'worker-3',
      'worker-3',
      'worker-3',
      'worker-3',
      null,
    ]);
    // As a key and its value: with the key's or the value's quotes.
    expect(find('{"lot": 63} <Lot lot="63"/> \'lot\':63 {"lot": 634} lot:: "63"', ['lot 63'])).toEqual([
      'lot 63',
      'lot 63',
      'lot 63',
      null,
    ]);
  });

  it('matches a word joined by - or _ with its parts joined by either, a space or nothing, in any case, ended as a whole word', () => {
    expect(find('Power_On_Hours power-on POWER ON PowerOn poweronline power--on', ['power-on'])).toEqual([
      'power-on',
      'power-on',
      'power-on',
      'power-on',
      null,
    ]);
    expect(find('read-only READ_ONLY readonly', ['read_only'])).toEqual(['read_only', 'read_only', 'read_only']);
  });

  it('matches an id written in two parts with its parts joined by a space, - or _, or nothing, ended as a whole id', () => {
    expect(find('SK19WFD sk19 wfd SK19-WFD SK19WFDX XSK19WFD SK19  WFD', ['sk19 wfd'])).toEqual([
      'sk19 wfd',
      'sk19 wfd',
      'sk19 wfd',
      null,
      null,
    ]);
  });

  it('has no pattern for no terms', () => {
    expect(requestTermPattern([])).toBeUndefined();
  });
});
