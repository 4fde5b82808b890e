/**
 * Probe round 43, written blind: Tern Telecom, a made-up UK mobile and fibre operator (its 5G core and
 * radio network, fibre access, billing and rating, number porting, the network operations centre,
 * customer care, its IT estate and on-call). "Today" is Thursday 19 November 2026 (GMT). Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - nrf nf instances: the NRF's profiles as one line of JSON; what load one AMF is reporting.
 *  - porting hub xml: the porting hub's SOAP answer on one line; the date a number's port-in is confirmed for.
 *  - tariff catalogue json: the rating engine's tariff catalogue, minified; a plan's per-minute price to a country's landlines.
 * b. The answer a few lines away from the line the question's words match:
 *  - on-call rota yaml: six weeks of on-call shifts; who is backup for one team on one night.
 *  - mediation stack trace: the CDR mediation log for the night; why one switch's file was moved to the error folder.
 *  - olt optics report: an OLT's per-ONT optical readings; the receive level of one customer's ONT.
 * c. A question that paraphrases the output or carries a preamble:
 *  - noc alarm export, paraphrase: two days of radio alarms; which mast in a town lost its power supply, and when.
 *  - care interactions csv, preamble: seven weeks of care contacts; what one customer was refunded after a roaming dispute.
 *  - hss s6a log, preamble: the HSS front end's Diameter log; why a returning traveller's phone was first turned away.
 * d. One value unlike its peers:
 *  - enm cell parameters: an LTE cell parameter dump; the one cell set unlike the others of its layer.
 *  - estate chrony pdsh: chrony tracking across the IT estate; the one server out of step with the rest.
 *  - wfm agent daily stats: a month of care agents' daily figures; the agent-day that stands out.
 *
 * Not among the bench's targets.
 *
 * First run, at 9c459ba (ef15534 with this file; `ROUNDS=43 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm
 * probes`, before anyone working on the library read the tasks; `none` found 12/12, 3,180,742 tokens). The writer was
 * told not to read the git history. Its report, which names each task and what it asks but not its needle, was read
 * before this run; no code changed between. f8ebb37, the head before this round's stop began,
 * finds 5/12 as well (62,062 tokens).
 *   round 43: nrf nf instances
 *     codex: 8,005 tokens, peak 7,910, 0/1 needles, 0 read-backs
 *     context-chef: 767 tokens, peak 672, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,997 tokens, peak 950, 1/1 needles, 1 read-backs
 *     ours: 1,053 tokens, peak 760, 0/1 needles, 0 read-backs
 *   round 43: porting hub xml
 *     codex: 8,849 tokens, peak 8,752, 0/1 needles, 0 read-backs
 *     context-chef: 829 tokens, peak 732, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,153 tokens, peak 1,122, 1/1 needles, 1 read-backs
 *     ours: 4,501 tokens, peak 2,002, 1/1 needles, 2 read-backs
 *   round 43: tariff catalogue json
 *     codex: 7,071 tokens, peak 6,987, 0/1 needles, 0 read-backs
 *     context-chef: 699 tokens, peak 615, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,979 tokens, peak 993, 0/1 needles, 1 read-backs
 *     ours: 963 tokens, peak 681, 0/1 needles, 0 read-backs
 *   round 43: on-call rota yaml
 *     codex: 14,628 tokens, peak 14,538, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 661, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,221 tokens, peak 3,076, 0/1 needles, 3 read-backs
 *     ours: 6,784 tokens, peak 2,639, 0/1 needles, 3 read-backs
 *   round 43: mediation stack trace
 *     codex: 16,444 tokens, peak 16,355, 0/1 needles, 0 read-backs
 *     context-chef: 811 tokens, peak 722, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,184 tokens, peak 4,607, 0/1 needles, 4 read-backs
 *     ours: 9,286 tokens, peak 4,101, 1/1 needles, 4 read-backs
 *   round 43: olt optics report
 *     codex: 9,053 tokens, peak 8,970, 0/1 needles, 0 read-backs
 *     context-chef: 520 tokens, peak 437, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,105 tokens, peak 966, 0/1 needles, 1 read-backs
 *     ours: 1,376 tokens, peak 659, 0/1 needles, 1 read-backs
 *   round 43: noc alarm export, paraphrase
 *     codex: 19,178 tokens, peak 19,078, 0/1 needles, 0 read-backs
 *     context-chef: 915 tokens, peak 815, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,287 tokens, peak 5,030, 0/1 needles, 4 read-backs
 *     ours: 10,046 tokens, peak 4,462, 0/1 needles, 4 read-backs
 *   round 43: care interactions csv, preamble
 *     codex: 14,110 tokens, peak 13,980, 0/1 needles, 0 read-backs
 *     context-chef: 813 tokens, peak 683, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,320 tokens, peak 3,733, 0/1 needles, 2 read-backs
 *     ours: 6,518 tokens, peak 3,483, 0/1 needles, 2 read-backs
 *   round 43: hss s6a log, preamble
 *     codex: 17,657 tokens, peak 17,543, 0/1 needles, 0 read-backs
 *     context-chef: 909 tokens, peak 795, 0/1 needles, 0 read-backs
 *     context-chef-store: 9,194 tokens, peak 4,803, 1/1 needles, 2 read-backs
 *     ours: 7,848 tokens, peak 4,261, 1/1 needles, 2 read-backs
 *   round 43: enm cell parameters
 *     codex: 21,689 tokens, peak 21,603, 0/1 needles, 0 read-backs
 *     context-chef: 935 tokens, peak 849, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,313 tokens, peak 2,599, 0/1 needles, 4 read-backs
 *     ours: 4,977 tokens, peak 1,873, 1/1 needles, 4 read-backs
 *   round 43: estate chrony pdsh
 *     codex: 14,869 tokens, peak 14,775, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 657, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,202 tokens, peak 1,341, 0/1 needles, 4 read-backs
 *     ours: 4,666 tokens, peak 992, 0/1 needles, 4 read-backs
 *   round 43: wfm agent daily stats
 *     codex: 18,124 tokens, peak 18,035, 0/1 needles, 0 read-backs
 *     context-chef: 846 tokens, peak 757, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,611 tokens, peak 1,439, 0/1 needles, 4 read-backs
 *     ours: 4,597 tokens, peak 980, 1/1 needles, 4 read-backs
 */
import { between, chars, hex, interleave, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A moment of late 2026; the UK is on GMT, so UTC is local time. */
const T = (month: number, day: number, h = 0, m = 0, s = 0, ms = 0) => Date.UTC(2026, month - 1, day, h, m, s, ms);
const iso = (t: number) => new Date(t).toISOString().slice(0, 19);
/** `2026-11-19T06:12:44Z` */
const isoZ = (t: number) => `${iso(t)}Z`;
/** `2026-11-19` */
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** `2026-11-19 06:12:44` */
const stamp = (t: number) => iso(t).replace('T', ' ');
const hms = (t: number) => new Date(t).toISOString().slice(11, 19);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const digits = (random: () => number, n: number) => chars(random, '0123456789', n);
/** `31,007` */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** `07:42`: minutes and seconds from seconds (or hours and minutes from minutes). */
const mmss = (seconds: number) => `${pad2(Math.floor(seconds / 60))}:${pad2(Math.floor(seconds) % 60)}`;

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  if (needle.includes('\n')) throw new Error(`${name}: the needle spans lines`);
  const where = at / output.length;
  if (where < 0.2 || where > 0.8) throw new Error(`${name}: the needle is at ${where.toFixed(2)} of the output`);
  if (longLine) {
    const start = output.lastIndexOf('\n', at) + 1;
    const newline = output.indexOf('\n', at);
    const end = newline < 0 ? output.length : newline;
    const inLine = (at - start) / (end - start);
    if (end - start < 100_000 || inLine < 0.35 || inLine > 0.65)
      throw new Error(`${name}: the needle is not in the middle of a long line (${end - start} chars, at ${inLine.toFixed(2)})`);
  }
  return singleCallTask(`round 43: ${name}`, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** Columns padded to their widest cell, `gap` spaces apart, as CLI tables print them. */
function table(headers: readonly string[], rows: readonly (readonly string[])[], gap = 2): string[] {
  const widths = headers.map((h, i) => rows.reduce((w, r) => Math.max(w, r[i]!.length), h.length));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' '.repeat(gap))
      .trimEnd();
  return [line(headers), ...rows.map(line)];
}

/** A CSV cell, quoted when it must be. */
const csv = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

const FIRST = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Eilidh',
  'Farhan',
  'Grace',
  'Harvey',
  'Imran',
  'Jess',
  'Kieran',
  'Leah',
  'Mohammed',
  'Niamh',
  'Oliver',
  'Poppy',
  'Rhys',
  'Sadia',
  'Tomasz',
  'Umar',
  'Vicky',
  'Will',
  'Yasmin',
  'Zak',
  'Amelia',
  'Callum',
  'Dylan',
  'Freya',
  'Gemma',
  'Jamal',
];
const LAST = [
  'Ahmed',
  'Bailey',
  'Clarke',
  'Dixon',
  'Elliott',
  'Fletcher',
  'Gill',
  'Holmes',
  'Iqbal',
  'Jackson',
  'Kaur',
  'Lomax',
  'Mahmood',
  'Nolan',
  'Oduya',
  'Pearson',
  'Quinn',
  'Rashid',
  'Sutcliffe',
  'Thornton',
  'Usman',
  'Varley',
  'Whitaker',
  'Yates',
  'Zielinski',
  'Brennan',
  'Cooper',
  'Hussain',
  'Moss',
  'Riley',
];
const person = (random: () => number) => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;

/** Operators numbers port between: code and name. */
const OPERATORS: readonly (readonly [string, string])[] = [
  ['KSTL', 'Kestrel Mobile'],
  ['ORBT', 'Orbit Mobile'],
  ['HRBR', 'Harbour Telecom'],
  ['LNTN', 'Lantern Mobile'],
  ['FLDF', 'Fieldfare'],
  ['CBLT', 'Cobalt Mobile'],
  ['PNNY', 'Penny Mobile'],
];

/** `GET /nnrf-disc/v1/nf-instances`: every NF profile of the 5G core on one line; one AMF's load. */
function nrfNfInstances(): EconomicsTask {
  const random = seededRandom(43_001);
  const SITES = [
    ['slo', 'Slough'],
    ['bhx', 'Birmingham'],
    ['man', 'Manchester'],
    ['lds', 'Leeds'],
    ['ncl', 'Newcastle'],
    ['gla', 'Glasgow'],
    ['brs', 'Bristol'],
    ['cdf', 'Cardiff'],
  ] as const;
  /** NF types: how many at a site and the services each offers. */
  const TYPES: readonly (readonly [string, number, readonly string[]])[] = [
    ['AMF', 3, ['namf-comm', 'namf-evts', 'namf-mt', 'namf-loc']],
    ['SMF', 4, ['nsmf-pdusession', 'nsmf-event-exposure']],
    ['UPF', 6, []],
    ['PCF', 2, ['npcf-am-policy-control', 'npcf-smpolicycontrol', 'npcf-ue-policy-control', 'npcf-policyauthorization']],
    ['UDM', 2, ['nudm-sdm', 'nudm-uecm', 'nudm-ueau', 'nudm-ee', 'nudm-pp']],
    ['UDR', 2, ['nudr-dr']],
    ['AUSF', 2, ['nausf-auth']],
    ['NSSF', 1, ['nnssf-nsselection', 'nnssf-nssaiavailability']],
    ['CHF', 2, ['nchf-convergedcharging']],
    ['BSF', 1, ['nbsf-management']],
    ['SMSF', 2, ['nsmsf-sms']],
    ['NEF', 1, ['nnef-pfdmanagement']],
    ['NWDAF', 1, ['nnwdaf-analyticsinfo', 'nnwdaf-eventssubscription']],
  ];
  /** Who may call each service. */
  const CONSUMERS: Readonly<Record<string, readonly string[]>> = {
    AMF: ['SMF', 'SMSF', 'NEF', 'PCF', 'NWDAF'],
    SMF: ['AMF', 'NEF', 'NWDAF'],
    PCF: ['AMF', 'SMF', 'NEF', 'AF'],
    UDM: ['AMF', 'SMF', 'SMSF', 'AUSF', 'NEF'],
    UDR: ['UDM', 'PCF', 'NEF'],
    AUSF: ['AMF'],
    NSSF: ['AMF', 'NSSF'],
    CHF: ['SMF', 'SMSF'],
    BSF: ['PCF', 'NEF', 'AF'],
    SMSF: ['AMF'],
    NEF: ['AF'],
    NWDAF: ['AMF', 'SMF', 'PCF', 'NEF'],
  };
  const plmn = { mcc: '234', mnc: '38' };
  const SNSSAIS = [{ sst: 1 }, { sst: 1, sd: '000001' }, { sst: 2, sd: '0000a1' }, { sst: 3, sd: '00f001' }];
  const now = T(11, 19, 10, 14, 0);
  const profile = (s: number, type: string, k: number, services: readonly string[], load?: number) => {
    const [code, city] = SITES[s]!;
    const ip = `10.${40 + s}.${between(random, 1, 30)}.${between(random, 10, 250)}`;
    const fqdn = `${type.toLowerCase()}${pad2(k)}.${code}.5gc.mnc038.mcc234.3gppnetwork.org`;
    const tais = () =>
      Array.from({ length: between(random, 12, 30) }, () => ({ plmnId: plmn, tac: `${pad2(s + 10)}${hex(random, 4)}`.toUpperCase() }));
    const sNssais = SNSSAIS.slice(0, between(random, 2, 4));
    const info: Record<string, unknown> = {};
    if (type === 'AMF')
      info.amfInfo = {
        amfSetId: `${hex(random, 3)}`,
        amfRegionId: pad2(s + 1),
        guamiList: [{ plmnId: plmn, amfId: `${pad2(s + 1)}${hex(random, 4)}` }],
        taiList: tais(),
      };
    else if (type === 'SMF')
      info.smfInfo = {
        sNssaiSmfInfoList: sNssais.map((sNssai) => ({
          sNssai,
          dnnSmfInfoList: [{ dnn: 'internet' }, { dnn: 'ims' }, { dnn: oneOf(random, ['tern.corp', 'iot.tern', 'mms']) }],
        })),
        taiList: tais().slice(0, 8),
        pgwFqdn: `pgw${pad2(k)}.${code}.epc.mnc038.mcc234.3gppnetwork.org`,
      };
    else if (type === 'UPF')
      info.upfInfo = {
        sNssaiUpfInfoList: sNssais.map((sNssai) => ({ sNssai, dnnUpfInfoList: [{ dnn: 'internet' }, { dnn: 'ims' }] })),
        interfaceUpfInfoList: [
          {
            interfaceType: 'N3',
            ipv4EndpointAddresses: [`10.${60 + s}.${between(random, 0, 15)}.${between(random, 1, 250)}`],
            networkInstance: 'access',
          },
          {
            interfaceType: 'N6',
            ipv4EndpointAddresses: [`10.${80 + s}.${between(random, 0, 15)}.${between(random, 1, 250)}`],
            networkInstance: 'internet',
          },
          {
            interfaceType: 'N9',
            ipv4EndpointAddresses: [`10.${60 + s}.${between(random, 16, 31)}.${between(random, 1, 250)}`],
            networkInstance: 'core',
          },
        ],
        iwkEpsInd: true,
        pduSessionTypes: ['IPV4', 'IPV6', 'IPV4V6'],
      };
    else if (type === 'UDM' || type === 'UDR' || type === 'AUSF')
      info[`${type.toLowerCase()}Info`] = {
        groupId: `${type.toLowerCase()}-grp-${code}`,
        supiRanges: [{ start: `23438${pad2(s)}00000000`, end: `23438${pad2(s)}99999999` }],
        routingIndicators: [String(1000 + s)],
      };
    else if (type === 'PCF')
      info.pcfInfo = {
        dnnList: ['internet', 'ims'],
        rxDiamHost: `pcrf${pad2(k)}.${code}.epc.mnc038.mcc234.3gppnetwork.org`,
        rxDiamRealm: 'epc.mnc038.mcc234.3gppnetwork.org',
      };
    else if (type === 'CHF')
      info.chfInfo = {
        supiRangeList: [{ start: `23438${pad2(s)}00000000`, end: `23438${pad2(s)}99999999` }],
        primaryChfInstance: uuid(random),
      };
    else if (type === 'BSF')
      info.bsfInfo = {
        dnnList: ['internet', 'ims'],
        ipv4AddressRanges: [{ start: `100.${64 + s * 4}.0.0`, end: `100.${67 + s * 4}.255.255` }],
      };
    else if (type === 'SMSF')
      info.smsfInfo = { smsfSmsfDiameterAddress: { name: `smsf${pad2(k)}.${code}.ims.tern.net`, realm: 'ims.tern.net' } };
    return {
      nfInstanceId: uuid(random),
      nfInstanceName: `${type}-${code.toUpperCase()}-${pad2(k)}`,
      nfType: type,
      nfStatus: 'REGISTERED',
      heartBeatTimer: 10,
      priority: oneOf(random, [1, 1, 1, 2]),
      capacity: oneOf(random, [100, 100, 100, 50]),
      load: load ?? between(random, 6, 68),
      loadTimeStamp: `${iso(now - pick(random, 12_000))}.${digits(random, 3)}Z`,
      plmnList: [plmn],
      sNssais,
      fqdn,
      ipv4Addresses: [ip],
      locality: `${city}-DC${between(random, 1, 2)}`,
      ...info,
      nfServices: services.map((name) => ({
        serviceInstanceId: `${name}-${hex(random, 8)}`,
        serviceName: name,
        versions: [{ apiVersionInUri: 'v1', apiFullVersion: oneOf(random, ['1.2.2', '1.2.3', '1.3.0']) }],
        scheme: 'https',
        nfServiceStatus: 'REGISTERED',
        fqdn,
        ipEndPoints: [{ ipv4Address: ip, transport: 'TCP', port: 443 }],
        allowedNfTypes: CONSUMERS[type] ?? [],
        priority: 1,
      })),
      nfProfileChangesSupportInd: true,
      recoveryTime: isoZ(now - between(random, 2, 90) * DAY - pick(random, DAY)),
    };
  };
  const profiles: object[] = [];
  let needle = '';
  SITES.forEach((_, s) => {
    for (const [type, count, services] of TYPES)
      for (let k = 1; k <= count; k++) {
        const target = s === 4 && type === 'AMF' && k === 2;
        const p = profile(s, type, k, services, target ? 81 : undefined);
        profiles.push(p);
        if (target) {
          const text = JSON.stringify(p);
          needle = text.slice(text.indexOf('"nfInstanceName"'), text.indexOf(',"loadTimeStamp"'));
        }
      }
  });
  const output = `${JSON.stringify({
    validityPeriod: 3600,
    nfInstances: profiles,
    searchId: uuid(random),
    numNfInstComplete: profiles.length,
    nrfSupportedFeatures: '1f',
  })}\n`;
  const ask =
    "The Newcastle AMF pool looks lopsided on the dashboards this morning. What load is the NRF showing for AMF-NCL-02 at the moment? I want to know if it's taking its share.";
  return probe('nrf nf instances', ask, 'http_get', output, 'load', needle, true);
}

/** The porting hub's SOAP answer for a fortnight of port dates, on one line; one number's confirmed port-in date. */
function portingHubXml(): EconomicsTask {
  const random = seededRandom(43_002);
  const TERN = ['TERN', 'Tern Telecom'] as const;
  const used = new Set<string>(['447723418590', '447723418509']);
  const msisdn = () => {
    let n = '';
    while (!n || used.has(n)) n = `447${oneOf(random, ['4', '5', '7', '8', '9'])}${digits(random, 8)}`;
    used.add(n);
    return n;
  };
  const REJECTS = [
    ['PAC_EXPIRED', 'The PAC has expired'],
    ['PAC_MISMATCH', 'The PAC does not match the number'],
    ['NUMBER_NOT_ACTIVE', 'The number is not active with the donor'],
    ['DUPLICATE_REQUEST', 'A port request is already open for this number'],
  ] as const;
  const today = T(11, 19);
  let ref = 4_812_200;
  interface Port {
    date: number;
    ref: number;
    xml: string;
  }
  const port = (
    date: number,
    number: string,
    direction: 'IN' | 'OUT',
    status: string,
    other: readonly [string, string] = oneOf(random, OPERATORS),
    reject?: readonly [string, string],
  ): Port => {
    let submitted = date - between(random, 1, 9) * DAY - pick(random, 14 * 60) * MINUTE + 8 * HOUR;
    // Nothing is submitted after this morning's query.
    if (submitted > today + 8 * HOUR) submitted = today + 8 * HOUR - between(random, 1, 60 * 60) * MINUTE;
    const [donor, recipient] = direction === 'IN' ? [other, TERN] : [TERN, other];
    const start = date + oneOf(random, [6, 6, 7, 8]) * HOUR;
    const r = (ref += between(random, 1, 9));
    const xml =
      `<ns2:PortRequest><ns2:PortRef>MNP-${r}</ns2:PortRef><ns2:Direction>${direction}</ns2:Direction>` +
      `<ns2:Msisdn>${number}</ns2:Msisdn><ns2:Status>${status}</ns2:Status><ns2:PortDate>${ymd(date)}</ns2:PortDate>` +
      `<ns2:PortWindow start="${isoZ(start)}" end="${isoZ(start + 6 * HOUR)}"/>` +
      `<ns2:Donor code="${donor[0]}">${donor[1]}</ns2:Donor><ns2:Recipient code="${recipient[0]}">${recipient[1]}</ns2:Recipient>` +
      `<ns2:Code type="${random() < 0.3 ? 'STAC' : 'PAC'}">${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 3)}${digits(random, 6)}</ns2:Code>` +
      `<ns2:Submitted>${isoZ(submitted + pick(random, 60_000))}</ns2:Submitted><ns2:Channel>${oneOf(random, ['WEB', 'WEB', 'APP', 'RETAIL', 'TELESALES'])}</ns2:Channel>` +
      `<ns2:AccountRef>${direction === 'IN' ? 'TT' : 'EX'}${digits(random, 8)}</ns2:AccountRef>` +
      (reject ? `<ns2:Reason code="${reject[0]}">${reject[1]}</ns2:Reason>` : '') +
      `<ns2:LastUpdated>${isoZ(Math.min(today + 9 * HOUR, submitted + between(random, 2, 40) * HOUR))}</ns2:LastUpdated></ns2:PortRequest>`;
    return { date, ref: r, xml };
  };
  const weekdays = Array.from({ length: 12 }, (_, i) => T(11, 16) + i * DAY).filter((t) => new Date(t).getUTCDay() % 6 !== 0);
  const ports: Port[] = [];
  for (let i = 0; i < 1_450; i++) {
    const date = oneOf(random, weekdays);
    const direction = random() < 0.58 ? 'IN' : 'OUT';
    const roll = random();
    const reject = roll < 0.06 ? oneOf(random, REJECTS) : undefined;
    const status = reject
      ? 'REJECTED'
      : roll < 0.09
        ? 'CANCELLED'
        : date < today
          ? 'COMPLETED'
          : date === today
            ? oneOf(random, ['COMPLETED', 'COMPLETED', 'IN_PROGRESS'])
            : oneOf(random, ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'VALIDATED', 'SUBMITTED']);
    ports.push(port(date, msisdn(), direction, status, undefined, reject));
  }
  const kestrel = OPERATORS[0]!;
  const target = port(T(11, 23), '447723418590', 'IN', 'CONFIRMED', kestrel);
  ports.push(target);
  // Her first try, turned down; the number with its last two digits the other way round; her partner's port from the same network.
  ports.push(port(T(11, 17), '447723418590', 'IN', 'REJECTED', kestrel, REJECTS[1]));
  ports.push(port(T(11, 24), '447723418509', 'IN', 'CONFIRMED', OPERATORS[1]));
  ports.push(port(T(11, 20), msisdn(), 'IN', 'CONFIRMED', kestrel));
  ports.sort((a, b) => a.date - b.date || a.ref - b.ref);
  const needle = target.xml.slice(target.xml.indexOf('<ns2:Msisdn>'), target.xml.indexOf('<ns2:PortWindow'));
  const output = `${
    '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header><ns2:TransactionId xmlns:ns2="urn:tern:mnp:gateway:v3">' +
    `${uuid(random)}</ns2:TransactionId></soap:Header><soap:Body><ns2:QueryPortRequestsResponse xmlns:ns2="urn:tern:mnp:gateway:v3">` +
    `<ns2:Query><ns2:Operator>TERN</ns2:Operator><ns2:PortDateFrom>2026-11-16</ns2:PortDateFrom><ns2:PortDateTo>2026-11-27</ns2:PortDateTo><ns2:Direction>ANY</ns2:Direction></ns2:Query>` +
    `<ns2:PortRequests count="${ports.length}">${ports.map((p) => p.xml).join('')}</ns2:PortRequests></ns2:QueryPortRequestsResponse></soap:Body></soap:Envelope>`
  }\n`;
  const ask =
    'A customer is bringing her number, 07723 418590, across to us from Kestrel Mobile and wants to know which day it will actually move over. What port date has the hub confirmed for it?';
  return probe('porting hub xml', ask, 'http_get', output, 'port date', needle, true);
}

/** Countries for the international rates: name, ISO code, dialling code, and a price band (0 cheapest). */
const COUNTRIES: readonly (readonly [string, string, string, number])[] = [
  ['Afghanistan', 'AF', '93', 4],
  ['Albania', 'AL', '355', 3],
  ['Algeria', 'DZ', '213', 3],
  ['Argentina', 'AR', '54', 2],
  ['Australia', 'AU', '61', 1],
  ['Austria', 'AT', '43', 1],
  ['Bahrain', 'BH', '973', 3],
  ['Bangladesh', 'BD', '880', 2],
  ['Barbados', 'BB', '1246', 3],
  ['Belgium', 'BE', '32', 1],
  ['Brazil', 'BR', '55', 2],
  ['Bulgaria', 'BG', '359', 2],
  ['Cameroon', 'CM', '237', 4],
  ['Canada', 'CA', '1', 0],
  ['Chile', 'CL', '56', 2],
  ['China', 'CN', '86', 1],
  ['Colombia', 'CO', '57', 2],
  ['Croatia', 'HR', '385', 2],
  ['Cuba', 'CU', '53', 5],
  ['Cyprus', 'CY', '357', 1],
  ['Czech Republic', 'CZ', '420', 1],
  ['Denmark', 'DK', '45', 1],
  ['Egypt', 'EG', '20', 3],
  ['Eritrea', 'ER', '291', 5],
  ['Estonia', 'EE', '372', 2],
  ['Ethiopia', 'ET', '251', 4],
  ['Finland', 'FI', '358', 1],
  ['France', 'FR', '33', 0],
  ['Gambia', 'GM', '220', 4],
  ['Germany', 'DE', '49', 0],
  ['Ghana', 'GH', '233', 3],
  ['Greece', 'GR', '30', 1],
  ['Hong Kong', 'HK', '852', 1],
  ['Hungary', 'HU', '36', 1],
  ['Iceland', 'IS', '354', 2],
  ['India', 'IN', '91', 1],
  ['Indonesia', 'ID', '62', 2],
  ['Iran', 'IR', '98', 3],
  ['Iraq', 'IQ', '964', 4],
  ['Ireland', 'IE', '353', 0],
  ['Israel', 'IL', '972', 2],
  ['Italy', 'IT', '39', 0],
  ['Jamaica', 'JM', '1876', 3],
  ['Japan', 'JP', '81', 1],
  ['Jordan', 'JO', '962', 3],
  ['Kenya', 'KE', '254', 3],
  ['Kuwait', 'KW', '965', 3],
  ['Latvia', 'LV', '371', 2],
  ['Lebanon', 'LB', '961', 3],
  ['Lithuania', 'LT', '370', 2],
  ['Luxembourg', 'LU', '352', 1],
  ['Malaysia', 'MY', '60', 2],
  ['Malta', 'MT', '356', 1],
  ['Mexico', 'MX', '52', 2],
  ['Morocco', 'MA', '212', 3],
  ['Nepal', 'NP', '977', 3],
  ['Netherlands', 'NL', '31', 0],
  ['New Zealand', 'NZ', '64', 1],
  ['Nigeria', 'NG', '234', 3],
  ['Norway', 'NO', '47', 1],
  ['Oman', 'OM', '968', 3],
  ['Pakistan', 'PK', '92', 2],
  ['Peru', 'PE', '51', 2],
  ['Philippines', 'PH', '63', 3],
  ['Poland', 'PL', '48', 1],
  ['Portugal', 'PT', '351', 0],
  ['Qatar', 'QA', '974', 3],
  ['Romania', 'RO', '40', 1],
  ['Saudi Arabia', 'SA', '966', 3],
  ['Senegal', 'SN', '221', 4],
  ['Serbia', 'RS', '381', 3],
  ['Sierra Leone', 'SL', '232', 5],
  ['Singapore', 'SG', '65', 1],
  ['Slovakia', 'SK', '421', 1],
  ['Slovenia', 'SI', '386', 2],
  ['Somalia', 'SO', '252', 5],
  ['South Africa', 'ZA', '27', 2],
  ['South Korea', 'KR', '82', 1],
  ['Spain', 'ES', '34', 0],
  ['Sri Lanka', 'LK', '94', 3],
  ['Sudan', 'SD', '249', 4],
  ['Sweden', 'SE', '46', 1],
  ['Switzerland', 'CH', '41', 1],
  ['Syria', 'SY', '963', 4],
  ['Taiwan', 'TW', '886', 2],
  ['Tanzania', 'TZ', '255', 4],
  ['Thailand', 'TH', '66', 2],
  ['Trinidad and Tobago', 'TT', '1868', 3],
  ['Tunisia', 'TN', '216', 3],
  ['Turkey', 'TR', '90', 2],
  ['Uganda', 'UG', '256', 4],
  ['Ukraine', 'UA', '380', 3],
  ['United Arab Emirates', 'AE', '971', 3],
  ['United States', 'US', '1', 0],
  ['Vietnam', 'VN', '84', 3],
  ['Yemen', 'YE', '967', 4],
  ['Zimbabwe', 'ZW', '263', 4],
];

/** The rating engine's tariff catalogue, minified: every plan's international rates; one plan's price to one country's landlines. */
function tariffCatalogueJson(): EconomicsTask {
  const random = seededRandom(43_003);
  /** Tariffs: code, name, segment, billing, monthly price, data GB (0 = unlimited), and how their international rates compare. */
  const TARIFFS: readonly (readonly [string, string, string, string, number, number, number])[] = [
    ['SIMO5', 'SIM Only 5GB', 'CONSUMER', 'POSTPAY', 8, 5, 1.15],
    ['ESS10', 'Essentials 10GB', 'CONSUMER', 'POSTPAY', 12, 10, 1.1],
    ['BES10', 'Business Essentials 10GB', 'BUSINESS', 'POSTPAY', 11, 10, 0.8],
    ['UNL', 'Unlimited', 'CONSUMER', 'POSTPAY', 25, 0, 0.95],
    ['BES30', 'Business Essentials 30GB', 'BUSINESS', 'POSTPAY', 16, 30, 0.75],
    ['ESS30', 'Essentials 30GB', 'CONSUMER', 'POSTPAY', 18, 30, 1],
    ['UNLMAX', 'Unlimited Max', 'CONSUMER', 'POSTPAY', 35, 0, 0.6],
    ['BUNL', 'Business Unlimited', 'BUSINESS', 'POSTPAY', 28, 0, 0.55],
    ['PAYG', 'Pay As You Go', 'CONSUMER', 'PREPAY', 0, 0, 1.4],
    ['PAYG20', 'Big Bundle 20', 'CONSUMER', 'PREPAY', 20, 40, 1.25],
  ];
  const BAND_FIXED = [0.12, 0.35, 0.75, 1.2, 1.6, 2.25];
  const BAND_MOBILE = [0.18, 0.5, 0.95, 1.45, 1.95, 2.75];
  const ZONES = [
    ['EU', 'Roam Like Home Europe', 0],
    ['ROW1', 'Worldwide Zone 1 (USA, Canada, Australia)', 6],
    ['ROW2', 'Worldwide Zone 2', 8],
    ['ROW3', 'Rest of World', 0],
  ] as const;
  let needle = '';
  const tariffs = TARIFFS.map(([code, name, segment, billing, monthly, gb, factor]) => {
    const rates = COUNTRIES.flatMap(([country, iso2, cc, band]) =>
      (['FIXED', 'MOBILE'] as const).map((type) => {
        const base = (type === 'FIXED' ? BAND_FIXED : BAND_MOBILE)[band]!;
        const ppm = Math.round(base * factor * (0.9 + random() * 0.2) * 20) / 20;
        const rate = {
          rateId: `${code}-${iso2}-${type === 'FIXED' ? 'F' : 'M'}`,
          destination: country,
          callType: type,
          prefixes: type === 'FIXED' ? [cc] : [`${cc}${between(random, 3, 9)}`, `${cc}${between(random, 3, 9)}`],
          ppmGbp: code === 'ESS30' && iso2 === 'PK' && type === 'FIXED' ? 0.85 : ppm,
          setupGbp: billing === 'PREPAY' ? 0 : oneOf(random, [0, 0, 0.1]),
          minChargeSecs: 60,
          incrementSecs: billing === 'PREPAY' ? 1 : 60,
          inBundle: false,
          effectiveFrom: oneOf(random, ['2025-04-01', '2026-04-01', '2026-04-01', '2026-09-01']),
        };
        if (code === 'ESS30' && iso2 === 'PK' && type === 'FIXED') {
          const text = JSON.stringify(rate);
          needle = text.slice(0, text.indexOf(',"setupGbp"'));
        }
        return rate;
      }),
    );
    return {
      tariffCode: code,
      name,
      segment,
      billing,
      monthlyGbp: monthly,
      status: 'ACTIVE',
      allowances: { dataGb: gb === 0 ? 'UNLIMITED' : gb, minutes: 'UNLIMITED', texts: 'UNLIMITED', mmsUnits: 'UNLIMITED' },
      domestic: {
        nonGeographic084: 0.55,
        nonGeographic087: 0.65,
        premium09: { accessGbp: 0.65, plusServiceCharge: true },
        directoryEnquiries118: { accessGbp: 0.65, plusServiceCharge: true },
      },
      roaming: ZONES.map(([zone, label, daily]) => ({
        zone,
        label,
        dailyChargeGbp: zone === 'EU' ? (segment === 'BUSINESS' || code === 'UNLMAX' ? 0 : 2.25) : daily,
        fairUseGb: zone === 'EU' ? (gb === 0 ? 30 : Math.min(gb, 30)) : 0,
      })),
      international: { currency: 'GBP', ratedBy: 'PER_MINUTE', rates },
    };
  });
  const output = `${JSON.stringify({
    catalogVersion: '2026.11.3',
    effective: '2026-11-19',
    generatedAt: isoZ(T(11, 19, 6, 0, 12)),
    system: 'tern-rating-cat',
    tariffs,
  })}\n`;
  const ask =
    "A customer on our consumer Essentials 30GB plan wants to ring her mum's landline in Pakistan every week. What does that cost her a minute?";
  return probe('tariff catalogue json', ask, 'http_get', output, 'price', needle, true);
}

/** `oncallctl shifts export -o yaml`: six weeks of day and night shifts for every team; one night's backup. */
function onCallRotaYaml(): EconomicsTask {
  const random = seededRandom(43_004);
  /** Teams and their shift-id codes. */
  const TEAMS: readonly (readonly [string, string])[] = [
    ['Core Network (5GC/EPC)', 'CORE'],
    ['IMS & Voice', 'IMS'],
    ['Radio Access', 'RAN'],
    ['Transmission', 'TX'],
    ['IP/MPLS Backbone', 'IPB'],
    ['Fibre Access (OLT/PON)', 'FTA'],
    ['Fibre Provisioning', 'FTP'],
    ['Number Porting', 'MNP'],
    ['Rating & Charging', 'OCS'],
    ['Mediation', 'MED'],
    ['Payments', 'PAY'],
    ['Billing & Invoicing', 'BIL'],
    ['CRM', 'CRM'],
    ['Self-Care Web & App', 'WEB'],
    ['Identity & Access', 'IAM'],
    ['Network Security', 'SEC'],
    ['Data Platform', 'DAT'],
    ['Data Centre Facilities', 'DCF'],
    ['Unix & Linux', 'NIX'],
    ['Windows & AD', 'WIN'],
    ['Storage & Backup', 'STO'],
    ['Service Desk', 'SD'],
    ['Integration (ESB)', 'ESB'],
    ['DNS & DHCP', 'DNS'],
  ];
  const phones = new Set<string>();
  const mobile = () => {
    let p = '';
    while (!p || phones.has(p)) p = `+44 7700 900${digits(random, 3)}`;
    phones.add(p);
    return p;
  };
  const NOTES = [
    '',
    '',
    '',
    '',
    'Change freeze from 1 Dec, P1 only',
    'Bridge: Teams channel NOC Major Incident',
    'Handover at 08:30 stand-up',
    'Swap agreed with team lead',
    'Vendor support contract ref on runbook page 3',
  ];
  const entries: string[] = [];
  let needle = '';
  const start = T(11, 16);
  for (const [team, code] of TEAMS) {
    const pool = Array.from({ length: 6 }, () => ({ name: person(random), phone: mobile() }));
    const manager = person(random);
    for (let d = 0; d < 42; d++) {
      const day = start + d * DAY;
      for (const shift of ['day', 'night'] as const) {
        const from = day + (shift === 'day' ? 7 : 19) * HOUR;
        const p = (d * 2 + (shift === 'night' ? 1 : 0) + pick(random, 2)) % pool.length;
        const primary = pool[p]!;
        let secondary = pool[(p + 1 + pick(random, pool.length - 1)) % pool.length]!;
        const target = code === 'BIL' && ymd(day) === '2026-11-21' && shift === 'night';
        if (target) secondary = { name: 'Marguerite Oyelaran', phone: mobile() };
        const lines = [
          `  - shift_id: OC-${code}-${ymd(day).replace(/-/g, '')}-${shift === 'day' ? 'D' : 'N'}`,
          `    schedule: ${team}`,
          `    date: ${ymd(day)}   # ${WEEKDAYS[new Date(day).getUTCDay()]!}`,
          `    shift: ${shift}`,
          `    start: "${isoZ(from)}"`,
          `    end: "${isoZ(from + 12 * HOUR)}"`,
          `    primary:`,
          `      name: ${primary.name}`,
          `      mobile: "${primary.phone}"`,
          `    secondary:`,
          `      name: ${secondary.name}`,
          `      mobile: "${secondary.phone}"`,
          `    escalation_manager: ${manager}`,
          `    notes: "${oneOf(random, NOTES)}"`,
        ];
        if (target) needle = lines[10]!.trim();
        entries.push(lines.join('\n'));
      }
    }
  }
  const output = `${[
    '# oncallctl shifts export --from 2026-11-16 --to 2026-12-27 --all-schedules -o yaml',
    `generated: "${isoZ(T(11, 19, 9, 3, 27))}"`,
    'time_zone: Europe/London',
    `count: ${entries.length}`,
    'shifts:',
    ...entries,
  ].join('\n')}\n`;
  const ask =
    "The November bill run kicks off just after midnight on Saturday night. If the primary on-call for Billing & Invoicing doesn't pick up that night, who's their backup I should ring?";
  return probe('on-call rota yaml', ask, 'run_shell', output, 'backup', needle);
}

/** The CDR mediation service's log for the night; one switch's file fails to decode, with its stack trace. */
function mediationStackTrace(): EconomicsTask {
  const random = seededRandom(43_005);
  /** CDR sources: name in the file, host, the record kinds it writes, and the Kafka topic. */
  const SOURCES: readonly (readonly [string, string, string, string])[] = [
    ['MSCMAN01', 'msc-man-01.core.tern.net', 'voice', 'rating.voice.in'],
    ['MSCMAN02', 'msc-man-02.core.tern.net', 'voice', 'rating.voice.in'],
    ['MSCLDS01', 'msc-lds-01.core.tern.net', 'voice', 'rating.voice.in'],
    ['MSCLDS02', 'msc-lds-02.core.tern.net', 'voice', 'rating.voice.in'],
    ['MSCSLO01', 'msc-slo-01.core.tern.net', 'voice', 'rating.voice.in'],
    ['MSCBHX01', 'msc-bhx-01.core.tern.net', 'voice', 'rating.voice.in'],
    ['MSCNCL01', 'msc-ncl-01.core.tern.net', 'voice', 'rating.voice.in'],
    ['PGWMAN01', 'pgw-man-01.core.tern.net', 'data', 'rating.data.in'],
    ['PGWLDS01', 'pgw-lds-01.core.tern.net', 'data', 'rating.data.in'],
    ['PGWSLO01', 'pgw-slo-01.core.tern.net', 'data', 'rating.data.in'],
    ['SMFBHX01', 'smf-bhx-01.5gc.tern.net', 'data', 'rating.data.in'],
    ['SBCMAN01', 'sbc-man-01.ims.tern.net', 'ims', 'rating.ims.in'],
    ['SBCSLO01', 'sbc-slo-01.ims.tern.net', 'ims', 'rating.ims.in'],
    ['SMSCLDS1', 'smsc-lds-1.msg.tern.net', 'sms', 'rating.sms.in'],
  ];
  const lines: { t: number; text: string }[] = [];
  const ts = (t: number) => `${stamp(t)},${String(t % 1000).padStart(3, '0')}`;
  const add = (t: number, level: string, thread: string, logger: string, message: string, trace: readonly string[] = []) =>
    lines.push({ t, text: [`${ts(t)} ${level.padEnd(5)} [${thread}] ${logger} - ${message}`, ...trace].join('\n') });
  const frames = (...f: string[]) => f.map((x) => `\tat ${x}`);
  const POOL = [
    'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)',
    'java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)',
    'java.base/java.lang.Thread.run(Thread.java:1583)',
  ];
  const seq: Record<string, number> = {};
  const fileName = (src: string, t: number) => {
    seq[src] = (seq[src] ?? between(random, 1_000, 60_000)) + 1;
    return `${src}_${ymd(t).replace(/-/g, '')}T${pad2(new Date(t).getUTCHours())}${pad2(new Date(t).getUTCMinutes())}_${String(seq[src]).padStart(5, '0')}.ber`;
  };
  const offsets: Record<string, number> = {
    'rating.voice.in': 88_112_000,
    'rating.data.in': 412_880_000,
    'rating.ims.in': 20_441_000,
    'rating.sms.in': 7_903_000,
  };
  let needle = '';
  const start = T(11, 19, 0, 0);
  for (let slot = start; slot < T(11, 19, 6, 0); slot += 15 * MINUTE)
    for (const [src, host, kind, topic] of SOURCES) {
      const name = fileName(src, slot);
      let t = slot + between(random, 40, 600) * 1_000 + pick(random, 1000);
      const thread = (p: string, n: number) => `${p}-${between(random, 1, n)}`;
      const size = kind === 'data' ? between(random, 18_000_000, 64_000_000) : between(random, 900_000, 6_000_000);
      const records = Math.floor(size / (kind === 'data' ? 410 : 152));
      add(
        t,
        'INFO',
        thread('collector', 4),
        'c.t.m.collect.SftpCollector',
        `Fetched /export/cdr/${name} (${grouped(size)} bytes) from ${host} in ${between(random, 180, 2_400)} ms`,
      );
      // A transient SFTP drop on one Leeds file, retried.
      if (src === 'MSCLDS01' && slot === T(11, 19, 1, 15)) {
        t += between(random, 200, 900);
        add(t, 'WARN', thread('collector', 4), 'c.t.m.collect.SftpCollector', `Checksum mismatch on ${name}, refetching (attempt 2 of 3)`);
        t += between(random, 2_000, 5_000);
        add(
          t,
          'INFO',
          thread('collector', 4),
          'c.t.m.collect.SftpCollector',
          `Fetched /export/cdr/${name} (${grouped(size)} bytes) from ${host} in ${between(random, 180, 2_400)} ms`,
        );
      }
      t += between(random, 300, 3_000);
      const target = src === 'MSCMAN02' && slot === T(11, 19, 2, 0);
      const otherBad = src === 'MSCMAN01' && slot === T(11, 19, 3, 30);
      if (target || otherBad) {
        const rec = between(random, 9_000, records - 1_000);
        const cause = target
          ? 'Caused by: java.io.IOException: corrupted stream - out of bounds length found: 1953066 >= 1048576'
          : 'Caused by: java.io.IOException: unknown tag 31 encountered';
        if (target) needle = cause;
        add(
          t,
          'ERROR',
          thread('decoder', 6),
          'c.t.m.decode.Asn1Decoder',
          `Failed to decode ${name}, moved to /data/mediation/error/2026-11-19/ (0 records published)`,
          [
            `com.tern.mediation.decode.DecodeException: record ${grouped(rec)} of ${name} (byte offset ${grouped(rec * 152 + between(random, 0, 151))})`,
            ...frames(
              'com.tern.mediation.decode.Asn1Decoder.decodeRecord(Asn1Decoder.java:412)',
              'com.tern.mediation.decode.Asn1Decoder.decodeFile(Asn1Decoder.java:233)',
              'com.tern.mediation.pipeline.DecodeStage.process(DecodeStage.java:88)',
              'com.tern.mediation.pipeline.Stage.run(Stage.java:61)',
              ...POOL,
            ),
            cause,
            ...frames(
              target
                ? 'org.bouncycastle.asn1.ASN1InputStream.readLength(ASN1InputStream.java:446)'
                : 'org.bouncycastle.asn1.ASN1InputStream.readTagNumber(ASN1InputStream.java:391)',
              'org.bouncycastle.asn1.ASN1InputStream.readObject(ASN1InputStream.java:265)',
              'com.tern.mediation.decode.Asn1Decoder.decodeRecord(Asn1Decoder.java:398)',
            ),
            '\t... 7 more',
          ],
        );
        add(
          t + between(random, 20, 90),
          'WARN',
          thread('alerts', 2),
          'c.t.m.ops.AlertPublisher',
          `Raised MED-DECODE-FAIL for ${src} (ticket queue NOC-BILLING)`,
        );
        continue;
      }
      const dup = random() < 0.05 ? between(random, 1, 40) : 0;
      const bad = between(random, 0, 14);
      if (kind === 'voice') {
        const moc = Math.floor(records * (0.42 + random() * 0.08));
        const fwd = Math.floor(records * random() * 0.04);
        add(
          t,
          'INFO',
          thread('decoder', 6),
          'c.t.m.decode.Asn1Decoder',
          `Decoded ${name}: ${grouped(records)} records (MOC ${grouped(moc)}, MTC ${grouped(records - moc - fwd)}, FWD ${grouped(fwd)}) in ${grouped(between(random, 400, 3_200))} ms`,
        );
      } else
        add(
          t,
          'INFO',
          thread('decoder', 6),
          'c.t.m.decode.Asn1Decoder',
          `Decoded ${name}: ${grouped(records)} records in ${grouped(between(random, 400, 9_000))} ms`,
        );
      t += between(random, 100, 2_500);
      add(
        t,
        'INFO',
        thread('validator', 3),
        'c.t.m.validate.RecordValidator',
        `${name}: ${grouped(records)} in, ${grouped(records - bad)} valid, ${bad} rejected (zero-duration ${Math.floor(bad / 2)}, bad-msisdn ${bad - Math.floor(bad / 2)})`,
      );
      t += between(random, 50, 400);
      add(t, 'INFO', thread('dedup', 2), 'c.t.m.dedup.DuplicateFilter', `${name}: ${dup} duplicates dropped (window 72h)`);
      if (dup > 20)
        add(
          t + 3,
          'WARN',
          thread('dedup', 2),
          'c.t.m.dedup.DuplicateFilter',
          `${name}: duplicate rate ${((dup / records) * 100).toFixed(3)}% above 0.050% watermark`,
        );
      t += between(random, 200, 1_800);
      const n = records - bad - dup;
      const offset = offsets[topic]!;
      offsets[topic] = offset + n;
      add(
        t,
        'INFO',
        thread('writer', 4),
        'c.t.m.out.RatingQueueWriter',
        `${name}: ${grouped(n)} records published to ${topic} (partition ${between(random, 0, 11)}, offsets ${offset}-${offset + n - 1})`,
      );
      add(
        t + between(random, 10, 80),
        'INFO',
        thread('archiver', 2),
        'c.t.m.archive.Archiver',
        `${name} archived to s3://tern-cdr-archive/2026/11/19/${src}/`,
      );
    }
  for (let t = start + 17_000; t < T(11, 19, 6, 0); t += 5 * MINUTE) {
    const used = between(random, 2_100, 5_900);
    add(
      t,
      'INFO',
      'metrics-1',
      'c.t.m.ops.HealthReporter',
      `heap used=${used}MB max=8192MB gc.young=${between(random, 4, 40)} gc.old=${pick(random, 2)} queue.decode=${pick(random, 9)} queue.write=${pick(random, 5)} lag.rating.voice.in=${pick(random, 900)}`,
    );
  }
  for (let k = 0; k < 40; k++) {
    const t = start + pick(random, 6 * 60) * MINUTE + pick(random, 60_000);
    add(
      t,
      'WARN',
      `kafka-producer-network-thread | mediation-${between(random, 1, 4)}`,
      'o.a.k.c.NetworkClient',
      `[Producer clientId=mediation-${between(random, 1, 4)}] Got error produce response with correlation id ${between(random, 100_000, 999_999)} on topic-partition rating.data.in-${between(random, 0, 11)}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
    );
  }
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const ask =
    'The 2am call-record file from our second Manchester MSC ended up in the error folder overnight, so none of its calls got rated. What was actually wrong with the file?';
  return probe('mediation stack trace', ask, 'read_file', output, 'cause', needle);
}

/** An OLT's optical readings for every ONT, record by record; one customer's receive level, found by account. */
function oltOpticsReport(): EconomicsTask {
  const random = seededRandom(43_006);
  const STREETS = [
    'Kirkstall Road',
    'Cardigan Road',
    'Headingley Lane',
    'Otley Road',
    'Burley Road',
    'Victoria Road',
    'Hyde Park Road',
    'Woodhouse Street',
    'Ash Road',
    'Spen Lane',
    'Queenswood Drive',
    'Broad Lane',
    'Bramley Street',
    'Stanningley Road',
    'Town Street',
    'Vesper Road',
  ];
  const PRODUCTS = ['FTTP-150', 'FTTP-500', 'FTTP-500', 'FTTP-900', 'FTTP-1000', 'BIZ-FTTP-500'];
  const field = (key: string, value: string) => `  ${key.padEnd(39)}: ${value}`;
  const accounts = new Set(['40021877', '40021871', '40012877']);
  const account = () => {
    let a = '';
    while (!a || accounts.has(a)) a = `400${digits(random, 5)}`;
    accounts.add(a);
    return a;
  };
  const rx = (target: boolean) => {
    let v = '';
    while (!v || (!target && v === '-26.91')) v = (-(14 + random() * 10.5)).toFixed(2);
    return target ? '-26.91' : v;
  };
  const ont = (slot: number, port: number, id: number, acc: string, address: string, target = false) => {
    const sn = hex(random, 8).toUpperCase();
    const online = target || random() > 0.05;
    return [
      field('F/S/P', `0/${slot}/${port}`),
      field('ONT-ID', String(id)),
      field('Description', `ACC${acc} ${oneOf(random, PRODUCTS)} ${address}`),
      field('SN', `48575443${sn} (HWTC-${sn})`),
      field('Run state', online ? 'online' : 'offline'),
      field('Last down cause', oneOf(random, ['dying-gasp', 'dying-gasp', 'LOS', '-', '-'])),
      field('Rx optical power(dBm)', online ? rx(target) : '-'),
      field('Tx optical power(dBm)', online ? (1.6 + random() * 1.2).toFixed(2) : '-'),
      field('OLT Rx ONT optical power(dBm)', online ? (-(16 + random() * 10)).toFixed(2) : '-'),
      field('Laser bias current(mA)', online ? String(between(random, 6, 18)) : '-'),
      field('Temperature(C)', online ? String(between(random, 31, 58)) : '-'),
      field('Voltage(V)', online ? (3.22 + random() * 0.1).toFixed(3) : '-'),
      field('Module sub-type', 'CLASS B+'),
      '  ' + '-'.repeat(77),
    ].join('\n');
  };
  const address = () =>
    `${random() < 0.25 ? `Flat ${between(random, 1, 12)} ` : ''}${between(random, 1, 220)} ${oneOf(random, STREETS)} LS${oneOf(random, [4, 5, 6, 13])} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPQRSTUWXY', 2)}`;
  const blocks: string[] = [];
  let needle = '';
  for (let slot = 1; slot <= 8; slot++)
    for (let port = 0; port < 16; port++) {
      const count = between(random, 8, 16);
      for (let id = 0; id < count; id++) {
        if (slot === 5 && port === 9 && id === 6) {
          blocks.push(ont(slot, port, id, '40021877', 'Flat 3 22 Cardigan Road LS6 1LB', true));
          needle = field('Rx optical power(dBm)', '-26.91').trim();
        } else if (slot === 2 && port === 4 && id === 3) blocks.push(ont(slot, port, id, '40021871', 'Flat 4 22 Cardigan Road LS6 1LB'));
        else if (slot === 7 && port === 1 && id === 8) blocks.push(ont(slot, port, id, '40012877', '31 Cardigan Road LS6 3AG'));
        else blocks.push(ont(slot, port, id, account(), address()));
      }
    }
  const output = `${[
    `# oltctl optics --olt LDS-KIR-OLT01 --all-onts   (MA5800-X17, ${blocks.length} ONTs, read ${stamp(T(11, 19, 9, 12, 40))})`,
    '  ' + '-'.repeat(77),
    ...blocks,
  ].join('\n')}\n`;
  const ask =
    'Customer on account 40021877 says her broadband drops out most evenings. What light level is her ONT actually receiving from the exchange right now?';
  return probe('olt optics report', ask, 'run_shell', output, 'rx', needle);
}

/** Radio sites by area: code prefix and town. */
const AREAS: readonly (readonly [string, string])[] = [
  ['BLY', 'Batley'],
  ['BOL', 'Bolton'],
  ['BRD', 'Bradford'],
  ['DAR', 'Darlington'],
  ['DON', 'Doncaster'],
  ['DUR', 'Durham'],
  ['GAT', 'Gateshead'],
  ['HFX', 'Halifax'],
  ['HGT', 'Harrogate'],
  ['HUD', 'Huddersfield'],
  ['HUL', 'Hull'],
  ['KNA', 'Knaresborough'],
  ['LDS', 'Leeds'],
  ['LIV', 'Liverpool'],
  ['MAN', 'Manchester'],
  ['MID', 'Middlesbrough'],
  ['NCL', 'Newcastle'],
  ['PRE', 'Preston'],
  ['SHF', 'Sheffield'],
  ['SUN', 'Sunderland'],
  ['WKF', 'Wakefield'],
  ['YRK', 'York'],
];
const SITE_PLACES = [
  'Water Tower',
  'Retail Park',
  'Industrial Estate',
  'Hospital RT',
  'Football Ground',
  'Town Centre RT',
  'Ring Road',
  'Business Park',
  'Railway Station',
  'Leisure Centre',
  'Church Tower',
  'Golf Club',
  'Park & Ride',
  'Telephone Exchange',
  'Farm',
  'Community College',
];

/** The NOC's alarm history for two days, node by node; the Harrogate mast whose mains went this morning. */
function nocAlarmExport(): EconomicsTask {
  const random = seededRandom(43_007);
  const sites = AREAS.flatMap(([code, town]) =>
    Array.from({ length: code === 'HGT' || code === 'KNA' ? 9 : between(random, 14, 24) }, (_, k) => ({
      node: `${code}${String(100 + k * 7 + pick(random, 5)).padStart(4, '0')}`,
      alias: `${town} ${oneOf(random, SITE_PLACES)}`,
      code,
    })),
  );
  const nodes = sites;
  const from = T(11, 17, 9, 0);
  const to = T(11, 19, 9, 0);
  /** Alarms: summary maker, severity, weight, and how long until it clears (minutes). */
  const ALARMS: readonly (readonly [(node: string) => string, string, number, number])[] = [
    [() => 'External Alarm: DOOR OPEN', 'Warning', 10, 40],
    [() => `VSWR Over Threshold RfPort=${oneOf(random, ['A', 'B'])} RfBranch=${between(random, 1, 3)}`, 'Major', 8, 600],
    [() => 'Heartbeat Failure', 'Critical', 9, 8],
    [() => 'S1 Connection Failure', 'Major', 6, 5],
    [(node) => `Link Degraded: BER 1E-6 on MW link ${node}-${oneOf(random, AREAS)[0]}${between(random, 100, 299)}`, 'Minor', 9, 90],
    [() => 'External Alarm: HIGH TEMPERATURE', 'Minor', 5, 120],
    [() => 'Clock Calibration Expiry Soon', 'Minor', 4, 2_000],
    [() => `Fan Failure SupportUnit=${between(random, 1, 2)}`, 'Major', 3, 900],
    [
      (node) => `Service Unavailable: EUtranCellFDD=${node}_L${oneOf(random, ['08', '18', '26'])}_${between(random, 1, 3)}`,
      'Critical',
      7,
      12,
    ],
    [() => 'Antenna Line Device Failure RET', 'Minor', 3, 3_000],
    [() => 'Sync Time Phase Reference Lost', 'Major', 3, 30],
    [() => 'External Alarm: AC MAINS FAIL', 'Critical', 2, 150],
    [() => 'Battery Voltage Low', 'Major', 1, 60],
  ];
  const weights = ALARMS.reduce((s, a) => s + a[2], 0);
  const chooseAlarm = () => {
    let r = pick(random, weights);
    for (const a of ALARMS) if ((r -= a[2]) < 0) return a;
    return ALARMS[0]!;
  };
  const OWNERS = ['noc.s.hussain', 'noc.b.clarke', 'noc.l.yates', 'noc.d.moss', 'noc.f.iqbal', 'noc.r.quinn'];
  let serial = 30_118_400;
  let ticket = 48_700;
  const rows: { node: string; t: number; text: string }[] = [];
  const row = (
    site: { node: string; alias: string },
    t: number,
    summary: string,
    severity: string,
    clearMin: number,
    tally = 1,
    clearAt?: number,
  ) => {
    const cleared = clearAt ?? t + Math.round(clearMin * (0.5 + random())) * MINUTE + pick(random, 60_000);
    const ticketed = severity === 'Critical' && (summary.includes('MAINS') || random() < 0.3);
    const text = [
      '#',
      stamp(t),
      stamp(Math.min(cleared, to - pick(random, 600_000))),
      site.node,
      site.alias,
      'ENM_NBI_FM',
      /External|Battery|Fan|TEMP/.test(summary) ? 'ENV' : /Link|S1|Sync|Heartbeat/.test(summary) ? 'TX' : 'RAN',
      summary,
      severity,
      String(tally),
      random() < 0.7 ? 'Yes' : 'No',
      ticketed || random() < 0.2 ? oneOf(random, OWNERS) : '',
      ticketed ? `INC00${(ticket += between(random, 1, 30))}` : '',
      cleared < to ? stamp(cleared) : '',
    ]
      .map(csv)
      .join(',');
    rows.push({ node: site.node, t, text });
    return rows[rows.length - 1]!;
  };
  for (let i = 0; i < 4_600; i++) {
    const site = oneOf(random, nodes);
    const t = from + pick(random, (to - from) / 1000) * 1000;
    let alarm = chooseAlarm();
    // Harrogate's masts keep their power through the two days.
    while (site.code === 'HGT' && (alarm === ALARMS[11] || alarm === ALARMS[12])) alarm = chooseAlarm();
    row(site, t, alarm[0](site.node), alarm[1], alarm[3], alarm[2] > 8 ? between(random, 1, 6) : 1);
  }
  const hgt = nodes.filter((s) => s.code === 'HGT');
  const target = hgt[4]!;
  const mainsAt = T(11, 19, 5, 47, 13);
  const mains = row(target, mainsAt, 'External Alarm: AC MAINS FAIL', 'Critical', 0, 1, T(11, 19, 8, 2, 34));
  row(target, T(11, 19, 6, 58, 2), 'Battery Voltage Low', 'Major', 0, 1, T(11, 19, 8, 4, 51));
  row(target, T(11, 19, 7, 31, 40), `Service Unavailable: EUtranCellFDD=${target.node}_L08_2`, 'Critical', 0, 1, T(11, 19, 8, 9, 12));
  row(target, T(11, 19, 7, 31, 44), 'Heartbeat Failure', 'Critical', 0, 1, T(11, 19, 8, 8, 57));
  row(hgt[1]!, T(11, 19, 6, 12, 9), 'Heartbeat Failure', 'Critical', 6);
  row(hgt[7]!, T(11, 19, 4, 50, 31), 'External Alarm: DOOR OPEN', 'Warning', 30);
  const kna = nodes.find((s) => s.code === 'KNA')!;
  row(kna, T(11, 18, 19, 22, 5), 'External Alarm: AC MAINS FAIL', 'Critical', 95);
  const york = nodes.find((s) => s.code === 'YRK')!;
  row(york, T(11, 19, 5, 20, 48), 'External Alarm: AC MAINS FAIL', 'Critical', 70);
  // The fault manager numbers events as they arrive.
  rows.sort((a, b) => a.t - b.t);
  for (const r of rows) r.text = r.text.replace('#', String((serial += between(random, 1, 40))));
  rows.sort((a, b) => (a.node < b.node ? -1 : a.node > b.node ? 1 : a.t - b.t));
  const needle = mains.text;
  const header =
    'Serial,FirstOccurrence,LastOccurrence,Node,NodeAlias,Manager,AlarmGroup,Summary,Severity,Tally,Acknowledged,Owner,TTNumber,ClearedAt';
  const output = `${[header, ...rows.map((r) => r.text)].join('\n')}\n`;
  const ask =
    "We've had a handful of people from around Harrogate complaining their phones had no signal early this morning. My guess is one of our masts there lost its electricity supply. Which site was it, and what time did the supply go?";
  return probe('noc alarm export, paraphrase', ask, 'run_shell', output, 'site', needle);
}

/** UK towns for care contacts. */
const TOWNS = [
  'Swindon',
  'Reading',
  'Leeds',
  'Bradford',
  'Bristol',
  'Cardiff',
  'Newport',
  'Oxford',
  'Cheltenham',
  'Gloucester',
  'Bath',
  'Salisbury',
  'Wolverhampton',
  'Coventry',
  'Derby',
  'Nottingham',
  'Leicester',
  'Stoke-on-Trent',
  'Manchester',
  'Bolton',
  'Wigan',
  'Preston',
  'Blackpool',
  'Sheffield',
  'York',
  'Hull',
  'Newcastle upon Tyne',
  'Sunderland',
  'Middlesbrough',
  'Glasgow',
  'Paisley',
  'Edinburgh',
  'Dundee',
  'Aberdeen',
  'Norwich',
  'Ipswich',
  'Luton',
  'Milton Keynes',
  'Northampton',
  'Peterborough',
];

/** The CRM's export of seven weeks of care contacts; what one Swindon customer was refunded after a roaming dispute. */
function careInteractionsCsv(): EconomicsTask {
  const random = seededRandom(43_008);
  const ABROAD = [
    'France',
    'Portugal',
    'Italy',
    'Greece',
    'Turkey',
    'the USA',
    'Dubai',
    'Spain',
    'Tenerife',
    'Malaga',
    'Cyprus',
    'Croatia',
  ];
  const ADDONS = ['Roam Abroad', 'Roam Like Home', 'Worldwide Pass'];
  const day = () => between(random, 1, 26);
  /** Categories: queue, category, subcategory, notes maker, outcomes. */
  const KINDS: readonly (readonly [string, string, string, () => string, readonly string[]])[] = [
    [
      'Billing',
      'Billing Query',
      'Bill explanation',
      () =>
        `Cust queried why bill went up ${(2 + random() * 9).toFixed(2)}. Explained annual price rise and ${oneOf(random, ['part month charge for upgrade', 'out of bundle 0870 calls', 'Disney+ add-on', 'insurance renewal'])}. Happy with explanation`,
      ['INFO_GIVEN', 'RESOLVED'],
    ],
    [
      'Billing',
      'Billing Query',
      'Roaming',
      () => {
        const d = day();
        return `Cust queried roaming charges while in ${oneOf(random, ABROAD)} ${d}-${d + between(random, 3, 10)}/${oneOf(random, ['09', '10', '11'])}. ${oneOf(random, ADDONS)} ${oneOf(random, ['was active, charges are daily fee only, explained', 'not on account, charges correct, added for next trip', 'active but data over fair use, explained', 'charged twice on same day, refunded one day'])}`;
      },
      ['INFO_GIVEN', 'RESOLVED', 'CREDIT_APPLIED'],
    ],
    [
      'Payments',
      'Payments',
      'Failed direct debit',
      () =>
        `DD returned ${oneOf(random, ['insufficient funds', 'instruction cancelled', 'account closed'])}. Took card payment of ${(10 + random() * 60).toFixed(2)}, new DD mandate set up for ${day()}th`,
      ['RESOLVED', 'PAYMENT_TAKEN'],
    ],
    [
      'Tech Support',
      'Technical',
      'No service',
      () =>
        `No signal at home ${oneOf(random, ['since Tuesday', 'for a week', 'indoors only', 'since site work'])}. Checked coverage, ${oneOf(random, ['known outage INC0048', 'advised Wi-Fi calling', 'reset network settings, resolved', 'SIM swap sent'])}`,
      ['RESOLVED', 'ESCALATED', 'CALLBACK_BOOKED'],
    ],
    [
      'Tech Support',
      'Technical',
      'Broadband dropping',
      () =>
        `FTTP drops ${oneOf(random, ['evenings', 'every few hours', 'when it rains', 'overnight'])}. ONT lights ok, ${oneOf(random, ['rebooted router', 'booked engineer', 'changed Wi-Fi channel', 'raised fault to access team'])}`,
      ['RESOLVED', 'ENGINEER_BOOKED', 'ESCALATED'],
    ],
    [
      'Porting',
      'Porting',
      'PAC request',
      () =>
        `Cust requested PAC, ${oneOf(random, ['moving to Kestrel', 'moving to Orbit', 'moving to Lantern', "didn't say where"])}. Retention offer declined. PAC issued valid 30 days`,
      ['PAC_ISSUED'],
    ],
    [
      'Porting',
      'Porting',
      'Port in',
      () =>
        `Port in from ${oneOf(random, OPERATORS)[1]} ${oneOf(random, ['delayed, PAC mismatch, new PAC requested', 'confirmed for tomorrow', 'completed, temp number removed'])}`,
      ['RESOLVED', 'INFO_GIVEN'],
    ],
    [
      'Sales',
      'Sales',
      'Upgrade',
      () =>
        `Upgrade to ${oneOf(random, ['iPhone 17', 'Galaxy S26', 'Pixel 11', 'SIM only'])} on ${oneOf(random, ['Unlimited', 'Essentials 30GB', 'Unlimited Max'])}, 24m`,
      ['ORDER_PLACED', 'QUOTE_SENT'],
    ],
    [
      'Retentions',
      'Retentions',
      'Cancellation',
      () =>
        `Cust wants to leave, ${oneOf(random, ['price', 'coverage at work', 'moving abroad', 'found cheaper deal'])}. ${oneOf(random, ['Offered 20% off 12m, accepted', 'Offered loyalty discount, declined', 'Cancellation processed, 30 day notice'])}`,
      ['RETAINED', 'CANCELLED', 'INFO_GIVEN'],
    ],
    [
      'Complaints',
      'Complaint',
      'Service',
      () =>
        `Cust unhappy with ${oneOf(random, ['wait time on phone', 'engineer missed appointment', 'repeat faults', 'mis-sold contract length'])}. ${oneOf(random, ['Apologised, goodwill applied', 'Escalated to complaints team', 'Deadlock letter requested'])}`,
      ['CREDIT_APPLIED', 'ESCALATED', 'RESOLVED'],
    ],
  ];
  const CHANNELS = ['Voice', 'Voice', 'Voice', 'Chat', 'Chat', 'Email', 'Social'];
  const agents = Array.from({ length: 120 }, () => `${oneOf(random, FIRST)} ${oneOf(random, LAST).slice(0, 1)}.`);
  const title = () => oneOf(random, ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mr', 'Mrs']);
  const customer = () => `${title()} ${oneOf(random, FIRST).slice(0, 1)}. ${oneOf(random, LAST)}`;
  const rows: { t: number; cells: string[] }[] = [];
  const row = (
    t: number,
    acc: string,
    cust: string,
    town: string,
    channel: string,
    kind: (typeof KINDS)[number],
    notes: string,
    outcome: string,
    credit: number,
  ) => {
    const r = {
      t,
      cells: [
        '#',
        stamp(t).slice(0, 16),
        acc,
        cust,
        town,
        channel,
        oneOf(random, agents),
        kind[0],
        kind[1],
        kind[2],
        notes,
        outcome,
        credit ? credit.toFixed(2) : '0.00',
        outcome === 'ESCALATED' ? `CASE-${digits(random, 7)}` : '',
      ],
    };
    rows.push(r);
    return r;
  };
  const from = T(10, 1, 8, 0);
  for (let i = 0; i < 4_800; i++) {
    const t = from + pick(random, 49) * DAY + pick(random, 12 * 60) * MINUTE;
    const kind = oneOf(random, KINDS);
    let town = oneOf(random, TOWNS);
    // The only Swindon roaming contacts are the planted ones.
    if (town === 'Swindon' && kind[2] === 'Roaming') town = 'Reading';
    const outcome = oneOf(random, kind[4]);
    row(
      t,
      `TT${digits(random, 8)}`,
      customer(),
      town,
      oneOf(random, CHANNELS),
      kind,
      kind[3](),
      outcome,
      outcome === 'CREDIT_APPLIED' ? between(random, 200, 4_000) / 100 : 0,
    );
  }
  const roaming = KINDS[1]!;
  const complaint = KINDS[9]!;
  const target = row(
    T(10, 21, 13, 52),
    'TT60413382',
    'Mrs K. Adeyemi',
    'Swindon',
    'Voice',
    roaming,
    'Cust back from Malaga 12-19/10, billed 42.60 out of bundle data while away. Roam Abroad bought on app 09/10 but not provisioned on network until 14/10. Refunded data charged 12-13/10 and apologised, advised will show on next bill',
    'CREDIT_APPLIED',
    27.9,
  );
  row(
    T(10, 20, 18, 3),
    'TT60413382',
    'Mrs K. Adeyemi',
    'Swindon',
    'Chat',
    roaming,
    'Cust asking about data charges while abroad. Advised to call billing team as chat cannot apply adjustments',
    'INFO_GIVEN',
    0,
  );
  row(
    T(11, 12, 10, 41),
    'TT60413382',
    'Mrs K. Adeyemi',
    'Swindon',
    'Voice',
    complaint,
    'Cust unhappy, says she was promised all roaming data refunded not part. Escalated to complaints team',
    'ESCALATED',
    0,
  );
  row(
    T(10, 9, 11, 15),
    `TT${digits(random, 8)}`,
    'Mr D. Oduya',
    'Swindon',
    'Voice',
    roaming,
    'Cust queried roaming charges while in Spain 2-6/10. Roam Abroad active, charges are daily fee only, explained',
    'INFO_GIVEN',
    0,
  );
  row(
    T(10, 27, 9, 2),
    `TT${digits(random, 8)}`,
    'Ms R. Gill',
    'Swindon',
    'Email',
    roaming,
    'Cust queried roaming charges while in France 18-25/10. Roam Like Home charged twice on same day, refunded one day',
    'CREDIT_APPLIED',
    2.25,
  );
  row(
    T(10, 22, 16, 30),
    `TT${digits(random, 8)}`,
    'Mrs P. Holmes',
    'Reading',
    'Voice',
    roaming,
    'Cust back from Malaga 10-17/10, out of bundle data charged. Roam Abroad not on account, charges correct, added for next trip',
    'INFO_GIVEN',
    0,
  );
  rows.sort((a, b) => a.t - b.t);
  let id = 7_730_000;
  for (const r of rows) r.cells[0] = `INT-${(id += between(random, 1, 5))}`;
  const header =
    'interaction_id,created_at,account_no,customer,town,channel,agent,queue,category,sub_category,notes,outcome,credit_gbp,case_ref';
  const needle = target.cells.map(csv).join(',');
  const output = `${[header, ...rows.map((r) => r.cells.map(csv).join(','))].join('\n')}\n`;
  const ask =
    "I'm handling an ombudsman complaint from a woman in Swindon. She says that when she got back from a holiday in Spain in October she phoned us, because she'd been charged for using data abroad even though she'd paid for the roaming add-on, and she was told it would be sorted. Did anyone actually give her any money back at the time, and how much?";
  return probe('care interactions csv, preamble', ask, 'run_shell', output, 'refund', needle);
}

/** The HSS front end's S6a log for two hours of the morning; a returning traveller's first rejected update location. */
function hssS6aLog(): EconomicsTask {
  const random = seededRandom(43_009);
  const HOME_MMES = ['mme01.man', 'mme02.man', 'mme01.lds', 'mme02.lds', 'mme01.slo', 'mme02.slo', 'mme01.bhx', 'mme01.ncl'].map(
    (m) => `${m}.epc.mnc038.mcc234.3gppnetwork.org`,
  );
  const ABROAD = [
    ['21401', 'mme3.epc.mnc001.mcc214.3gppnetwork.org'],
    ['21407', 'mmec02.epc.mnc007.mcc214.3gppnetwork.org'],
    ['20801', 'mme-par4.epc.mnc001.mcc208.3gppnetwork.org'],
    ['22210', 'mme12.epc.mnc010.mcc222.3gppnetwork.org'],
    ['26202', 'mme07.epc.mnc002.mcc262.3gppnetwork.org'],
    ['27201', 'mme01.epc.mnc001.mcc272.3gppnetwork.org'],
    ['26801', 'mme2.epc.mnc001.mcc268.3gppnetwork.org'],
    ['31026', 'mme-dal1.epc.mnc260.mcc310.3gppnetwork.org'],
  ] as const;
  const subs = Array.from({ length: 2_600 }, () => ({
    imsi: `23438${digits(random, 10)}`,
    msisdn: `447${oneOf(random, ['4', '5', '7', '8', '9'])}${digits(random, 8)}`,
    abroad: random() < 0.12 ? oneOf(random, ABROAD) : undefined,
  }));
  const lines: { t: number; text: string }[] = [];
  const hosts = ['hss-fe-01', 'hss-fe-02', 'hss-fe-03', 'hss-fe-04'];
  const pids: Record<string, number> = { 'hss-fe-01': 2871, 'hss-fe-02': 3104, 'hss-fe-03': 2890, 'hss-fe-04': 3377 };
  const add = (t: number, text: string, host = oneOf(random, hosts)) =>
    lines.push({ t, text: `${iso(t)}.${String(t % 1000).padStart(3, '0')}Z ${host} s6a[${pids[host]!}]: ${text}` });
  const session = (origin: string, t: number) => `${origin.split('.')[0]};${Math.floor(t / 1000)};${between(random, 1, 999_999)}`;
  const from = T(11, 19, 5, 30);
  const to = T(11, 19, 7, 30);
  for (let i = 0; i < 4_200; i++) {
    const sub = oneOf(random, subs);
    const t = from + pick(random, to - from);
    const [plmn, origin] = sub.abroad ?? ['23438', oneOf(random, HOME_MMES)];
    const who = `imsi=${sub.imsi} msisdn=${sub.msisdn}`;
    const ms = `${between(random, 1, 9)}ms`;
    const roll = random();
    if (roll < 0.36)
      add(
        t,
        `AIR sess=${session(origin, t)} ${who} vplmn=${plmn} vectors=${oneOf(random, [1, 1, 3])} rat=EUTRAN -> result=2001 DIAMETER_SUCCESS ${ms}`,
      );
    else if (roll < 0.72) {
      const fail = sub.abroad && random() < 0.05;
      add(
        t,
        `ULR sess=${session(origin, t)} ${who} vplmn=${plmn} origin=${origin} rat=EUTRAN flags=0x${oneOf(random, ['22', '22', '02', '26'])} -> ${
          fail ? 'exp-result=5004 DIAMETER_ERROR_ROAMING_NOT_ALLOWED' : 'result=2001 DIAMETER_SUCCESS'
        } ${ms}`,
      );
      if (!fail && random() < 0.4)
        add(
          t + between(random, 3, 40),
          `CLR dest=${oneOf(random, HOME_MMES)} ${who} cancel-type=MME_UPDATE_PROCEDURE -> result=2001 DIAMETER_SUCCESS ${between(random, 2, 30)}ms`,
        );
    } else if (roll < 0.84) add(t, `PUR sess=${session(origin, t)} ${who} origin=${origin} -> result=2001 DIAMETER_SUCCESS ${ms}`);
    else if (roll < 0.93)
      add(
        t,
        `NOR sess=${session(origin, t)} ${who} origin=${origin} nor-flags=0x${oneOf(random, ['01', '40', '100'])} -> result=2001 DIAMETER_SUCCESS ${ms}`,
      );
    else if (roll < 0.99)
      add(
        t,
        `IDR dest=${origin} ${who} idr-flags=0x${oneOf(random, ['04', '10'])} reason=${oneOf(random, ['APN_CONFIG_CHANGE', 'AMBR_CHANGE', 'ODB_CHANGE'])} -> result=2001 DIAMETER_SUCCESS ${between(random, 4, 60)}ms`,
      );
    else
      add(
        t,
        `ULR sess=${session(origin, t)} ${who} vplmn=${plmn} origin=${origin} rat=EUTRAN flags=0x22 -> exp-result=${oneOf(random, ['5420 DIAMETER_ERROR_UNKNOWN_EPS_SUBSCRIPTION', '5421 DIAMETER_ERROR_RAT_NOT_ALLOWED', '5001 DIAMETER_ERROR_USER_UNKNOWN'])} ${ms}`,
      );
  }
  for (let t = from + 11_000; t < to; t += 30_000)
    for (const host of hosts)
      if (random() < 0.5)
        add(
          t + pick(random, 900),
          `DWR/DWA peer=${oneOf(random, ['dra01.man', 'dra02.lds', 'dra01.slo'])}.epc.mnc038.mcc234.3gppnetwork.org state=OPEN rtt=${between(random, 1, 6)}ms`,
          host,
        );
  // Her morning: back from Tenerife, three refusals at home, then care fixes her profile.
  const her = 'imsi=234380417229165 msisdn=447851226304';
  const spain = 'mmec02.epc.mnc007.mcc214.3gppnetwork.org';
  const man = HOME_MMES[1]!;
  const reject = (t: number) =>
    `ULR sess=${session(man, t)} ${her} vplmn=23438 origin=${man} rat=EUTRAN flags=0x22 -> exp-result=5420 DIAMETER_ERROR_UNKNOWN_EPS_SUBSCRIPTION 3ms`;
  add(
    T(11, 19, 6, 12, 43, 901),
    `AIR sess=${session(man, T(11, 19, 6, 12, 43))} ${her} vplmn=23438 vectors=1 rat=EUTRAN -> result=2001 DIAMETER_SUCCESS 5ms`,
    'hss-fe-02',
  );
  const first = T(11, 19, 6, 12, 44, 518);
  const needleLine = reject(first);
  add(first, needleLine, 'hss-fe-02');
  add(T(11, 19, 6, 19, 2, 77), reject(T(11, 19, 6, 19, 2)), 'hss-fe-04');
  add(T(11, 19, 6, 33, 40, 312), reject(T(11, 19, 6, 33, 40)), 'hss-fe-01');
  add(
    T(11, 19, 6, 47, 15, 220),
    `PROV ModifySubscriber ${her} eps-profile=EPS_DEFAULT_ROAM apn-config=internet,ims,mms by=care-agent:h.riley`,
    'hss-fe-03',
  );
  add(
    T(11, 19, 6, 49, 3, 640),
    `ULR sess=${session(man, T(11, 19, 6, 49, 3))} ${her} vplmn=23438 origin=${man} rat=EUTRAN flags=0x22 -> result=2001 DIAMETER_SUCCESS 4ms`,
    'hss-fe-02',
  );
  add(
    T(11, 19, 6, 49, 3, 671),
    `CLR dest=${spain} ${her} cancel-type=MME_UPDATE_PROCEDURE -> result=2001 DIAMETER_SUCCESS 48ms`,
    'hss-fe-02',
  );
  lines.sort((a, b) => a.t - b.t);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  const needle = lines.find((l) => l.t === first && l.text.includes(needleLine))!.text;
  const ask =
    "Mrs Varley rang in this morning. She landed at Manchester from Tenerife at about six and her phone wouldn't connect to anything for the best part of an hour. Her number's 07851 226304. The first time our network turned her phone away after she landed, what reason did it give?";
  return probe('hss s6a log, preamble', ask, 'run_shell', output, 'reason', needle);
}

/** `cmedit get * EUtranCellFDD.(...) -t`: every LTE cell's key parameters; one cell's power a tenth of its layer's. */
function enmCellParameters(): EconomicsTask {
  const random = seededRandom(43_010);
  /** Layers: name, cellId offset, earfcndl, earfcnul, bandwidth, the powers its cells use, qRxLevMin, share of sites. */
  const LAYERS: readonly (readonly [string, number, number, number, number, readonly number[], number, number])[] = [
    ['L08', 1, 6300, 24300, 10000, [40000, 40000, 60000], -130, 1],
    ['L18', 11, 1392, 19392, 20000, [60000, 80000, 80000], -124, 0.8],
    ['L21', 21, 250, 18250, 15000, [40000], -124, 0.4],
    ['L26', 31, 3100, 21100, 20000, [40000, 60000], -124, 0.5],
  ];
  const rows: string[][] = [];
  const used = new Set<string>();
  for (let i = 0; i < 520; i++) {
    const [code] = oneOf(random, AREAS);
    let node = '';
    while (!node || used.has(node)) node = `${code}${String(between(random, 100, 999)).padStart(4, '0')}`;
    used.add(node);
    const rural = random() < 0.2;
    const tac = `${1000 + AREAS.findIndex(([c]) => c === code) * 20 + between(random, 0, 3)}`;
    const sectors = random() < 0.1 ? 2 : 3;
    for (const [layer, offset, dl, ul, bw, powers, qrx, share] of LAYERS) {
      if (random() > share) continue;
      const power = oneOf(random, powers);
      for (let s = 1; s <= sectors; s++)
        rows.push([
          node,
          `${node}_${layer}_${s}`,
          'UNLOCKED',
          String(offset + s - 1),
          rural ? '30' : '15',
          String(power),
          String(bw),
          String(dl),
          String(ul),
          'ENABLED',
          String(qrx),
          tac,
        ]);
    }
  }
  rows.sort((a, b) => (a[1]! < b[1]! ? -1 : 1));
  const odd = rows.findIndex((r, k) => k > rows.length * 0.55 && r[1]!.endsWith('_L18_2'));
  rows[odd]![5] = '6000';
  const needle = rows[odd]!.join('\t');
  const headers = [
    'NodeId',
    'EUtranCellFDDId',
    'administrativeState',
    'cellId',
    'cellRange',
    'configuredMaxTxPower',
    'dlChannelBandwidth',
    'earfcndl',
    'earfcnul',
    'operationalState',
    'qRxLevMin',
    'tac',
  ];
  const output = `${[
    'cmedit get * EUtranCellFDD.(administrativeState,cellId,cellRange,configuredMaxTxPower,dlChannelBandwidth,earfcndl,earfcnul,operationalState,qRxLevMin,tac) -t',
    '',
    'EUtranCellFDD',
    headers.join('\t'),
    ...rows.map((r) => r.join('\t')),
    '',
    `${rows.length} instance(s)`,
  ].join('\n')}\n`;
  const ask =
    "After last week's bulk parameter change on the LTE layers I've got a feeling one cell ended up configured differently from its siblings. Can you spot which cell from this dump?";
  return probe('enm cell parameters', ask, 'run_shell', output, 'cell', needle);
}

/** `pdsh ... chronyc tracking` across the IT estate; one server's clock two seconds adrift. */
function estateChronyPdsh(): EconomicsTask {
  const random = seededRandom(43_011);
  const GROUPS: readonly (readonly [string, number])[] = [
    ['bil-app', 48],
    ['bil-db', 12],
    ['rat-ocs', 32],
    ['med', 24],
    ['crm-app', 40],
    ['crm-db', 8],
    ['mnp-gw', 4],
    ['esb', 20],
    ['web', 48],
    ['api-gw', 16],
    ['kafka', 15],
    ['dwh', 24],
    ['ldap', 4],
    ['dns', 6],
    ['mon', 10],
    ['pay-app', 16],
    ['prov-app', 20],
    ['oss-app', 28],
    ['nms', 10],
    ['jump', 2],
    ['k8s-node', 48],
    ['ci-runner', 12],
  ];
  const hosts = GROUPS.flatMap(([g, n]) => Array.from({ length: n }, (_, i) => `${g}-${pad2(i + 1)}`));
  const oddHost = hosts[Math.floor(hosts.length * 0.56)]!;
  const now = T(11, 19, 9, 41, 0);
  const ctime = (t: number) => {
    const d = new Date(t);
    return `${WEEKDAYS[d.getUTCDay()]!} ${MONTHS[d.getUTCMonth()]!} ${String(d.getUTCDate()).padStart(2, ' ')} ${hms(t)} 2026`;
  };
  const secs = (v: number) => Math.abs(v).toFixed(9);
  let needle = '';
  const blocks = hosts.map((host) => {
    const server = random() < 0.5 ? ['0A280101', 'ntp1.core.tern.net'] : ['0A290101', 'ntp2.core.tern.net'];
    const wide = random() < 0.08;
    const sys = (random() - 0.5) * (wide ? 0.004 : 0.00008);
    const system =
      host === oddHost ? '2.184530112 seconds slow of NTP time' : `${secs(sys)} seconds ${sys < 0 ? 'slow' : 'fast'} of NTP time`;
    const lines = [
      `Reference ID    : ${server[0]} (${server[1]})`,
      `Stratum         : ${oneOf(random, [3, 3, 3, 4])}`,
      `Ref time (UTC)  : ${ctime(now - between(random, 5, 1_000) * 1000)}`,
      `System time     : ${system}`,
      `Last offset     : ${random() < 0.5 ? '-' : '+'}${secs((random() - 0.5) * 0.00006)} seconds`,
      `RMS offset      : ${secs(random() * 0.00009)} seconds`,
      `Frequency       : ${(random() * 30).toFixed(3)} ppm ${random() < 0.5 ? 'slow' : 'fast'}`,
      `Residual freq   : ${random() < 0.5 ? '-' : '+'}${(random() * 0.01).toFixed(3)} ppm`,
      `Skew            : ${(random() * 0.08).toFixed(3)} ppm`,
      `Root delay      : ${secs(0.0002 + random() * 0.002)} seconds`,
      `Root dispersion : ${secs(0.00005 + random() * 0.0008)} seconds`,
      `Update interval : ${(64 + random() * 960).toFixed(1)} seconds`,
      'Leap status     : Normal',
    ].map((l) => `${host}: ${l}`);
    if (host === oddHost) needle = lines[3]!;
    return lines;
  });
  const out = interleave(random, blocks, 32);
  const output = `${out.join('\n')}\n`;
  const ask =
    "We're chasing a problem where CDRs from different nodes come out in a strange order. This is chrony from across the estate: is any one server out of step with the rest? Which one?";
  return probe('estate chrony pdsh', ask, 'run_shell', output, 'server', needle);
}

/** The workforce tool's daily agent figures for a month; one agent-day's calls far too many and too short. */
function wfmAgentDailyStats(): EconomicsTask {
  const random = seededRandom(43_012);
  /** Teams: name and their usual handle time in seconds. */
  const TEAMS: readonly (readonly [string, number])[] = [
    ['Billing', 520],
    ['Tech Support', 720],
    ['Broadband', 780],
    ['Sales', 900],
    ['Retentions', 960],
    ['Porting', 420],
    ['General', 460],
    ['Business', 660],
  ];
  const SITES = ['LDS-Whitehall', 'SWN-Windmill Hill', 'GLA-Atlantic Quay', 'Homeworker'];
  const agents = Array.from({ length: 260 }, (_, i) => ({
    id: `A${String(10_400 + i * 3 + pick(random, 3)).padStart(6, '0')}`,
    name: person(random),
    team: oneOf(random, TEAMS),
    site: oneOf(random, SITES),
    parttime: random() < 0.18,
    days: new Set(Array.from({ length: 7 }, (_, d) => d).filter(() => random() < 0.72)),
  }));
  const rows: string[][] = [];
  let needle = '';
  const target = agents[137]!;
  target.parttime = false;
  for (let d = 0; d < 31; d++) {
    const day = T(10, 19) + d * DAY;
    const dow = new Date(day).getUTCDay();
    const isTarget = ymd(day) === '2026-11-03';
    for (const a of agents) {
      if (!(a.days.has(dow) || (isTarget && a === target))) continue;
      const staffed = (a.parttime ? 4 * 3600 : 7.5 * 3600) - pick(random, 1_200);
      const aht = a.team[1] * (0.8 + random() * 0.4);
      const hold = aht * (0.03 + random() * 0.07);
      const acw = aht * (0.1 + random() * 0.08);
      const talk = aht - hold - acw;
      const occ = 0.78 + random() * 0.14;
      const handled = Math.round((staffed * occ) / aht);
      let cells = [
        ymd(day),
        a.id,
        a.name,
        a.team[0],
        a.site,
        mmss(staffed / 60),
        String(handled),
        mmss(aht),
        mmss(talk),
        mmss(hold),
        mmss(acw),
        String(between(random, 0, Math.ceil(handled / 8))),
        `${Math.round(occ * 100)}%`,
        `${between(random, 86, 99)}%`,
      ];
      if (isTarget && a === target) {
        cells = [
          ymd(day),
          a.id,
          a.name,
          a.team[0],
          a.site,
          mmss(staffed / 60),
          '231',
          '01:08',
          '00:54',
          '00:02',
          '00:12',
          '3',
          '62%',
          '94%',
        ];
        needle = cells.join('|');
      }
      rows.push(cells);
    }
  }
  const headers = ['DATE', 'AGENT_ID', 'AGENT', 'TEAM', 'SITE', 'STAFFED', 'HANDLED', 'AHT', 'TALK', 'HOLD', 'ACW', 'XFER', 'OCC', 'ADH'];
  const lines = table(headers, rows);
  const at = rows.findIndex((r) => r.join('|') === needle);
  needle = lines[at + 1]!;
  const output = `${[
    '# wfmctl report agent-daily --from 2026-10-19 --to 2026-11-18 --queues voice --all-sites   (STAFFED hh:mm, AHT/TALK/HOLD/ACW mm:ss)',
    ...lines,
    `# ${rows.length} rows`,
  ].join('\n')}\n`;
  const ask =
    "The team leaders reckon someone on the phones has been getting rid of customers to make their numbers look good. Going by last month's agent figures, which agent on which day stands out?";
  return probe('wfm agent daily stats', ask, 'run_shell', output, 'agent', needle);
}

export function roundFortyThree(): EconomicsTask[] {
  return [
    nrfNfInstances(),
    portingHubXml(),
    tariffCatalogueJson(),
    onCallRotaYaml(),
    mediationStackTrace(),
    oltOpticsReport(),
    nocAlarmExport(),
    careInteractionsCsv(),
    hssS6aLog(),
    enmCellParameters(),
    estateChronyPdsh(),
    wfmAgentDailyStats(),
  ];
}
