/**
 * Probe round 110, written blind: Corrievale Broadband, a made-up regional fibre broadband and phone provider (RADIUS and DHCP logs, BGP and core router telemetry, DNS resolvers, customer premises equipment provisioning, fault tickets and field engineer jobs, billing and usage). "Today" is Monday, 7 December 2026. Twelve tasks:
 *
 * a. The answer in the middle of one long line:
 *  - radius sessions (a radacct query as one line of minified JSON): which IP a subscriber got for the session started on Saturday evening;
 *  - acs export (the ACS device export as one line of XML): the WAN MAC address of the hub with a given serial number;
 *  - billing csv (a billing export whose call detail field for one business account is huge): how long a disputed call to Dublin lasted;
 * b. The answer a few lines away from the line the question's words match:
 *  - cpe yaml (the CPE provisioning dump of an OLT, YAML): which subscriber an ONT serial is provisioned against;
 *  - fault tickets (a fault ticket search, pretty JSON): the engineer job number of the fault at one street address;
 *  - bgp config (an IOS-XR running config of router bgp): the IPv4 address of the session to the second Kelvin IX route server;
 * c. A question that paraphrases the output or carries a preamble:
 *  - radius log (a FreeRADIUS radius.log tail): which login the Nairn gateway turned away this morning, asked in a caller's words;
 *  - unbound log (the resolvers' syslog): which of a bank's nameservers served answers whose signatures had run out, after a preamble;
 *  - dispatch board (the field dispatch board as an HTML page): the job reference of this morning's Dingwall visit where nobody was home;
 * d. One value unlike its peers, with no error word near it:
 *  - optics report (a fixed-width DOM snapshot of core and aggregation optics): the serial of the one optic receiving far less light;
 *  - kea leases (a Kea lease file as CSV): the MAC of the one device whose lease is far longer than all the others;
 *  - billing run (a key=value billing engine log): the invoice number of the one invoice charged a different VAT rate.
 * Not among the bench's targets.
 * First run, at 6f62f85, the head when the round was written (with this file; `ROUNDS=110
 * CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`, before anyone working on the library read the
 * tasks; `none` found 12/12, 1,835,950 tokens). The writer was told not to read the git history. Its report, which names
 * each task and what it asks but not its needle, was read before this run; no code changed between.
 *   round 110: radius sessions
 *     codex: 15,547 tokens, peak 15,467, 0/1 needles, 0 read-backs
 *     context-chef: 770 tokens, peak 690, 0/1 needles, 0 read-backs
 *     context-chef-store: 3,244 tokens, peak 1,841, 0/1 needles, 1 read-backs
 *     ours: 3,513 tokens, peak 2,500, 1/1 needles, 1 read-backs
 *   round 110: acs export
 *     codex: 203 tokens, peak 128, 0/1 needles, 0 read-backs
 *     context-chef: 713 tokens, peak 638, 0/1 needles, 0 read-backs
 *     context-chef-store: 1,698 tokens, peak 882, 0/1 needles, 1 read-backs
 *     ours: 1,932 tokens, peak 984, 0/1 needles, 1 read-backs
 *   round 110: billing csv
 *     codex: 20,661 tokens, peak 20,567, 0/1 needles, 0 read-backs
 *     context-chef: 975 tokens, peak 881, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,879 tokens, peak 1,990, 1/1 needles, 1 read-backs
 *     ours: 4,189 tokens, peak 3,162, 1/1 needles, 1 read-backs
 *   round 110: cpe yaml
 *     codex: 14,043 tokens, peak 13,963, 0/1 needles, 0 read-backs
 *     context-chef: 727 tokens, peak 647, 0/1 needles, 0 read-backs
 *     context-chef-store: 4,076 tokens, peak 1,555, 1/1 needles, 2 read-backs
 *     ours: 924 tokens, peak 646, 0/1 needles, 0 read-backs
 *   round 110: fault tickets
 *     codex: 13,668 tokens, peak 13,596, 0/1 needles, 0 read-backs
 *     context-chef: 673 tokens, peak 601, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,962 tokens, peak 2,521, 0/1 needles, 2 read-backs
 *     ours: 8,555 tokens, peak 4,874, 1/1 needles, 2 read-backs
 *   round 110: bgp config
 *     codex: 14,217 tokens, peak 14,144, 0/1 needles, 0 read-backs
 *     context-chef: 706 tokens, peak 633, 0/1 needles, 0 read-backs
 *     context-chef-store: 14,406 tokens, peak 5,491, 0/1 needles, 4 read-backs
 *     ours: 16,962 tokens, peak 7,178, 1/1 needles, 4 read-backs
 *   round 110: radius log
 *     codex: 19,583 tokens, peak 19,486, 0/1 needles, 0 read-backs
 *     context-chef: 952 tokens, peak 855, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,818 tokens, peak 4,794, 0/1 needles, 4 read-backs
 *     ours: 11,810 tokens, peak 5,417, 1/1 needles, 4 read-backs
 *   round 110: unbound log
 *     codex: 18,528 tokens, peak 18,425, 0/1 needles, 0 read-backs
 *     context-chef: 936 tokens, peak 833, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,182 tokens, peak 1,556, 0/1 needles, 4 read-backs
 *     ours: 4,373 tokens, peak 936, 1/1 needles, 4 read-backs
 *   round 110: dispatch board
 *     codex: 14,727 tokens, peak 14,633, 0/1 needles, 0 read-backs
 *     context-chef: 722 tokens, peak 628, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,604 tokens, peak 2,153, 0/1 needles, 3 read-backs
 *     ours: 4,429 tokens, peak 1,790, 0/1 needles, 3 read-backs
 *   round 110: optics report
 *     codex: 20,336 tokens, peak 20,242, 0/1 needles, 0 read-backs
 *     context-chef: 850 tokens, peak 756, 0/1 needles, 0 read-backs
 *     context-chef-store: 2,616 tokens, peak 1,215, 0/1 needles, 1 read-backs
 *     ours: 2,947 tokens, peak 1,982, 0/1 needles, 1 read-backs
 *   round 110: kea leases
 *     codex: 26,840 tokens, peak 26,752, 0/1 needles, 0 read-backs
 *     context-chef: 1,161 tokens, peak 1,073, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,055 tokens, peak 1,714, 0/1 needles, 4 read-backs
 *     ours: 5,170 tokens, peak 1,097, 1/1 needles, 4 read-backs
 *   round 110: billing run
 *     codex: 15,279 tokens, peak 15,197, 0/1 needles, 0 read-backs
 *     context-chef: 751 tokens, peak 669, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,240 tokens, peak 2,623, 0/1 needles, 4 read-backs
 *     ours: 5,991 tokens, peak 3,025, 1/1 needles, 4 read-backs
 *     codex: 193,632 tokens, 0/12 needles
 *     context-chef: 9,936 tokens, 0/12 needles
 *     context-chef-store: 74,780 tokens, 2/12 needles
 *     ours: 70,795 tokens, 8/12 needles
 */
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle } from '../economics/seeded.js';

/** The round's task: one call, one question, one needle that must occur exactly once, well inside the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string, longLine = false): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
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
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

const FIRST = [
  'Morag',
  'Callum',
  'Iain',
  'Fiona',
  'Eilidh',
  'Ruaridh',
  'Kirsty',
  'Alasdair',
  'Catriona',
  'Hamish',
  'Isla',
  'Euan',
  'Mhairi',
  'Fraser',
  'Ailsa',
  'Lachlan',
  'Shona',
  'Donald',
  'Jean',
  'Murdo',
  'Kenneth',
  'Heather',
  'Gregor',
  'Rona',
];
const LAST = [
  'Fraser',
  'MacLeod',
  'Ross',
  'Munro',
  'Mackenzie',
  'Grant',
  'MacDonald',
  'Urquhart',
  'Chisholm',
  'Sutherland',
  'Matheson',
  'Cameron',
  'Macrae',
  'Stewart',
  'Mackintosh',
  'Gordon',
  'Davidson',
  'Shaw',
  'Forbes',
  'Robertson',
];
const TOWNS: readonly (readonly [string, readonly string[]])[] = [
  ['Inverness', ['IV1', 'IV2', 'IV3']],
  ['Nairn', ['IV12']],
  ['Dingwall', ['IV15']],
  ['Elgin', ['IV30']],
  ['Forres', ['IV36']],
  ['Aviemore', ['PH22']],
  ['Alness', ['IV17']],
  ['Invergordon', ['IV18']],
  ['Tain', ['IV19']],
  ['Beauly', ['IV4']],
  ['Kingussie', ['PH21']],
  ['Lossiemouth', ['IV31']],
  ['Buckie', ['AB56']],
];
const STREETS = [
  'High Street',
  'Church Street',
  'Station Road',
  'Culduthel Road',
  'Mill Road',
  'Academy Street',
  'Castle Street',
  'Kenneth Street',
  'Harbour Road',
  'Tulloch Street',
  'Seafield Road',
  'Moss Street',
  'Grant Street',
  'Victoria Road',
  'Union Street',
  'Bridge Street',
  'Ness Walk',
  'Old Edinburgh Road',
  'Crown Drive',
  'Southside Road',
  'Muirfield Road',
  'Drummond Crescent',
  'Braeside Park',
  'Ardconnel Terrace',
  'Telford Street',
  'Balnafettack Road',
  'Smithton Park',
];

const person = (random: () => number): string => `${oneOf(random, FIRST)} ${oneOf(random, LAST)}`;
const postcode = (random: () => number, area: string): string =>
  `${area} ${between(random, 1, 9)}${chars(random, 'ABDEFGHJLNPRSTUWXYZ', 2)}`;
/** A MAC address with the given OUI (six hex digits), colon-separated, upper case. */
const mac = (random: () => number, oui: string): string => `${oui}${hex(random, 6)}`.toUpperCase().match(/../g)!.join(':');
/** `2026-12-05T19:41:58Z`. */
const iso = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** `2026-12-05 19:41:58`. */
const sqlTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One item from `make`, made again as long as it contains any of `avoid` (the filler never holds the needle). */
function clean<T>(make: () => T, avoid: readonly string[]): T {
  for (;;) {
    const item = make();
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    if (!avoid.some((a) => text.includes(a))) return item;
  }
}

// a. The answer in the middle of one long line.

function a1RadiusSessions(): EconomicsTask {
  const random = seededRandom(110_001);
  const needle = '100.87.141.29';
  const target = 'cvb0048213';
  const from = Date.UTC(2026, 11, 4, 0, 0, 0);
  const now = Date.UTC(2026, 11, 7, 8, 0, 0);
  const nases = [
    ['bng-inverness-01', '10.200.0.11'],
    ['bng-inverness-02', '10.200.0.12'],
    ['bng-nairn-01', '10.200.0.21'],
    ['bng-elgin-01', '10.200.0.31'],
    ['bng-dingwall-01', '10.200.0.41'],
    ['bng-aviemore-01', '10.200.0.51'],
  ] as const;
  const causes = [
    'User-Request',
    'Lost-Carrier',
    'Idle-Timeout',
    'Session-Timeout',
    'NAS-Request',
    'Port-Error',
    'Lost-Service',
    'Admin-Reset',
  ];
  const cgnat = (): string => `100.${between(random, 64, 127)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  type Session = { start: number; row: Record<string, string | number | null> };
  const session = (user: string, start: number, stop: number | null, framed: string, nas: number, cpe: string, port: string): Session => {
    const [nasName, nasIp] = nases[nas]!;
    const end = stop ?? now;
    const secs = Math.floor((end - start) / 1000);
    const updated = stop ?? start + Math.floor((now - start) / (15 * MINUTE)) * 15 * MINUTE;
    return {
      start,
      row: {
        radacctid: 0,
        acctsessionid: hex(random, 8).toUpperCase(),
        acctuniqueid: hex(random, 32),
        username: `${user}@fibre.corrievale.net`,
        realm: 'fibre.corrievale.net',
        nasipaddress: nasIp,
        nasidentifier: nasName,
        nasportid: port,
        nasporttype: 'Ethernet',
        acctstarttime: sqlTime(start),
        acctupdatetime: sqlTime(updated),
        acctstoptime: stop === null ? null : sqlTime(stop),
        acctinterval: 900,
        acctsessiontime: secs,
        acctauthentic: 'RADIUS',
        connectinfo_start: '',
        acctinputoctets: Math.floor(secs * between(random, 2_000, 90_000)),
        acctoutputoctets: Math.floor(secs * between(random, 20_000, 900_000)),
        calledstationid: nasName,
        callingstationid: cpe,
        acctterminatecause: stop === null ? '' : oneOf(random, causes),
        servicetype: 'Framed-User',
        framedprotocol: 'PPP',
        framedipaddress: framed,
        framedipv6prefix: `2a0e:cb40:${hex(random, 4)}:${hex(random, 4)}::/64`,
        delegatedipv6prefix: `2a0e:cb41:${hex(random, 4)}:${hex(random, 2)}00::/56`,
        class: `0x${hex(random, 24)}`,
      },
    };
  };
  const port = (): string =>
    `${oneOf(random, ['0/0/1', '0/0/2', '0/1/0', '0/1/1'])}/${between(random, 0, 7)}.${between(random, 1100, 1399)}:${between(random, 100, 999)}`;
  const sessions: Session[] = [];
  for (let i = 0; i < 620; i++) {
    sessions.push(
      clean(() => {
        const start = from + Math.floor(random() * (now - from - 5 * MINUTE));
        const length = Math.floor(Math.exp(random() * Math.log((4 * DAY) / MINUTE)) * MINUTE);
        const stop = start + length < now ? start + length : null;
        const user = `cvb00${between(random, 10000, 99999)}`;
        return session(
          user,
          start,
          stop,
          cgnat(),
          pick(random, nases.length),
          mac(random, oneOf(random, ['a4f1e8', '3c846a', 'd8c678'])),
          port(),
        );
      }, [needle, target]),
    );
  }
  // The subscriber asked about: four sessions on one hub, each with its own address.
  const cpe = 'A4:F1:E8:3C:0E:72';
  const home = '0/0/2/5.1207:412';
  const at = (d: number, h: number, m: number, s: number): number => Date.UTC(2026, 11, d, h, m, s);
  sessions.push(session(target, at(4, 7, 12, 40), at(5, 13, 2, 11), '100.87.14.129', 1, cpe, home));
  sessions.push(session(target, at(5, 13, 4, 55), at(5, 17, 21, 30), '100.87.140.29', 1, cpe, home));
  sessions.push(session(target, at(5, 19, 41, 58), at(6, 2, 13, 7), needle, 1, cpe, home));
  sessions.push(session(target, at(6, 2, 14, 40), null, '100.78.141.92', 1, cpe, home));
  // Lookalike subscribers, one of them also starting a session on Saturday evening.
  sessions.push(session('cvb0048231', at(5, 19, 38, 20), at(6, 9, 2, 51), '100.87.114.29', 2, 'A4:F1:E8:3C:0E:27', '0/1/0/3.1311:118'));
  sessions.push(session('cvb0048231', at(6, 9, 4, 2), null, '100.81.47.129', 2, 'A4:F1:E8:3C:0E:27', '0/1/0/3.1311:118'));
  sessions.push(session('cvb0048218', at(5, 20, 2, 9), null, '100.87.141.2', 1, '3C:84:6A:11:2F:90', '0/0/2/5.1207:419'));
  sessions.push(session('cvb0042813', at(4, 19, 40, 33), at(5, 8, 1, 15), '100.78.14.29', 0, 'D8:C6:78:02:9B:E4', '0/0/1/2.1104:230'));
  sessions.push(session('cvb0042813', at(5, 8, 3, 0), null, '100.87.41.129', 0, 'D8:C6:78:02:9B:E4', '0/0/1/2.1104:230'));
  sessions.sort((x, y) => x.start - y.start);
  let id = 48_210_517;
  for (const s of sessions) {
    id += between(random, 1, 4);
    s.row.radacctid = id;
  }
  const output = JSON.stringify({
    status: 'ok',
    query: {
      table: 'radacct',
      from: sqlTime(from),
      to: sqlTime(now),
      filter: 'realm = fibre.corrievale.net',
      order: 'acctstarttime',
      limit: 5000,
    },
    rows: sessions.length,
    data: sessions.map((s) => s.row),
    elapsed_ms: 412,
  });
  return probe(
    'round 110: radius sessions',
    'What IP address did cvb0048213 get for the session that started on Saturday evening, at about twenty to eight?',
    'radacct_query',
    output,
    'framed-ip',
    needle,
    true,
  );
}

function a2AcsExport(): EconomicsTask {
  const random = seededRandom(110_002);
  const serial = 'CVBH5A0091237';
  const needle = 'A4:F1:E8:3C:0E:72';
  const products = [
    {
      cls: 'CVB-Hub5',
      oui: 'A4F1E8',
      prefix: 'CVBH5A00',
      hw: ['B2', 'B3'],
      sw: ['5.4.12-cvb2', '5.4.12-cvb2', '5.4.14-cvb1', '5.3.9-cvb4'],
    },
    { cls: 'CVB-Hub4', oui: '3C846A', prefix: 'CVBH4C01', hw: ['A1'], sw: ['4.9.31-cvb7', '4.9.33-cvb1'] },
  ];
  const tags = ['fibre-150', 'fibre-500', 'fibre-900', 'business-1000'];
  const device = (serialNo: string, productIndex: number, wan: string, user: string): string => {
    const p = products[productIndex]!;
    const lan = `${wan.slice(0, 15)}${(parseInt(wan.slice(15), 16) ^ 1).toString(16).toUpperCase().padStart(2, '0')}`;
    const ip = `100.${between(random, 64, 127)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
    const inform = Date.UTC(2026, 11, 7, 6, 0, 0) + pick(random, 2 * HOUR);
    const boot = inform - between(random, 1, 40) * DAY - pick(random, DAY);
    return (
      `<Device id="${p.oui}-${p.cls}-${serialNo}"><DeviceId><Manufacturer>Corrievale</Manufacturer><OUI>${p.oui}</OUI>` +
      `<ProductClass>${p.cls}</ProductClass><SerialNumber>${serialNo}</SerialNumber></DeviceId>` +
      `<SoftwareVersion>${oneOf(random, p.sw)}</SoftwareVersion><HardwareVersion>${oneOf(random, p.hw)}</HardwareVersion>` +
      `<LastInform>${iso(inform)}</LastInform><LastBoot>${iso(boot)}</LastBoot><PeriodicInformInterval>3600</PeriodicInformInterval>` +
      `<ConnectionRequestURL>http://${ip}:7547/${hex(random, 8)}</ConnectionRequestURL>` +
      `<WAN><AccessType>PPPoE</AccessType><MACAddress>${wan}</MACAddress><ExternalIPAddress>${ip}</ExternalIPAddress>` +
      `<PPPUsername>${user}@fibre.corrievale.net</PPPUsername><VLAN>911</VLAN></WAN>` +
      `<LAN><MACAddress>${lan}</MACAddress><IPAddress>192.168.1.254</IPAddress><DHCPClients>${between(random, 1, 24)}</DHCPClients></LAN>` +
      `<WiFi><SSID>Corrievale-${hex(random, 4).toUpperCase()}</SSID><Channel24>${oneOf(random, [1, 6, 11])}</Channel24>` +
      `<Channel5>${oneOf(random, [36, 40, 44, 48, 100, 108, 116])}</Channel5></WiFi>` +
      `<Tags><Tag>${oneOf(random, tags)}</Tag><Tag>region-inverness</Tag></Tags></Device>`
    );
  };
  const count = 640;
  const targetAt = 318;
  const nearMisses = new Map<number, [string, string]>([
    [41, ['CVBH5A0091273', 'A4:F1:E8:3C:0E:27']],
    [157, ['CVBH5A0019237', 'A4:F1:E8:3C:E0:72']],
    [402, ['CVBH5A0091227', 'A4:F1:E8:C3:0E:72']],
    [533, ['CVBH5A0091236', 'A4:F1:E8:3C:0F:72']],
  ]);
  const devices: string[] = [];
  for (let i = 0; i < count; i++) {
    const near = nearMisses.get(i);
    if (i === targetAt) devices.push(device(serial, 0, needle, 'cvb0048213'));
    else if (near) devices.push(device(near[0], 0, near[1], `cvb00${between(random, 10000, 99999)}`));
    else
      devices.push(
        clean(() => {
          const k = random() < 0.7 ? 0 : 1;
          const p = products[k]!;
          return device(`${p.prefix}${between(random, 10000, 99999)}`, k, mac(random, p.oui), `cvb00${between(random, 10000, 99999)}`);
        }, [needle, serial]),
      );
  }
  const output =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<acs:DeviceExport xmlns:acs="urn:corrievale:acs:export:1.2" generated="2026-12-07T08:02:41Z" ` +
    `query="ProductClass IN (CVB-Hub4,CVB-Hub5) AND Tag=region-inverness" count="${count}">${devices.join('')}</acs:DeviceExport>\n`;
  return probe(
    'round 110: acs export',
    "What's the WAN MAC address of the hub with serial number CVBH5A0091237?",
    'acs_device_export',
    output,
    'wan-mac',
    needle,
    true,
  );
}

function a3BillingCsv(): EconomicsTask {
  const random = seededRandom(110_003);
  const needle = '00:47:13';
  const dublin = '+353 1 555 0142';
  const periodStart = Date.UTC(2026, 10, 1);
  const destinations = [
    {
      label: 'UK Geographic',
      rate: 0.012,
      number: () => `0${oneOf(random, ['1463', '1667', '1349', '1343', '1479'])} ${between(random, 200, 999)} ${between(random, 100, 999)}`,
    },
    { label: 'UK Geographic', rate: 0.012, number: () => `0${oneOf(random, ['131', '141'])} 496 ${between(random, 1000, 9999)}` },
    { label: 'UK Geographic', rate: 0.012, number: () => `020 7946 ${between(random, 1000, 9999)}` },
    { label: 'UK Mobile', rate: 0.035, number: () => `07700 900${between(random, 100, 999)}` },
    { label: 'UK Non-Geographic', rate: 0.02, number: () => `0300 ${between(random, 100, 999)} ${between(random, 1000, 9999)}` },
    { label: 'Ireland', rate: 0.06, number: () => `+353 1 555 0${between(random, 100, 199)}` },
    {
      label: 'Norway',
      rate: 0.08,
      number: () => `+47 22 ${between(random, 10, 99)} ${between(random, 10, 99)} ${between(random, 10, 99)}`,
    },
  ];
  const duration = (secs: number): string => `${pad2(Math.floor(secs / 3600))}:${pad2(Math.floor(secs / 60) % 60)}:${pad2(secs % 60)}`;
  type Call = { at: number; text: string; charge: number };
  const call = (at: number, from: string, to: string, label: string, rate: number, secs: number): Call => {
    const charge = Math.round((secs / 60) * rate * 10_000) / 10_000;
    return { at, charge, text: `${sqlTime(at)}|${from}|${to}|${label}|${duration(secs)}|${charge.toFixed(4)}` };
  };
  const randomCall = (from: string, business: boolean): Call =>
    clean(() => {
      const day = pick(random, 30);
      const weekday = day % 7; // 1 November 2026 is a Sunday: 0 and 6 are the weekend
      const hour = business && weekday !== 0 && weekday !== 6 ? between(random, 8, 17) : between(random, 7, 22);
      const at = periodStart + day * DAY + hour * HOUR + pick(random, HOUR / 1000) * 1000;
      const d = business
        ? oneOf(random, [...destinations, destinations[0]!, destinations[0]!, destinations[3]!])
        : oneOf(random, destinations.slice(0, 5));
      const secs = random() < 0.85 ? between(random, 8, 600) : between(random, 600, 3600);
      return call(at, from, d.number(), d.label, d.rate, secs);
    }, [needle, dublin]);
  const plans = ['Fibre 150 + Talk Evenings', 'Fibre 500 + Talk Anytime', 'Fibre 900 + Talk Anytime', 'Fibre 500 + Talk Weekends'];
  const rows: string[] = [];
  const row = (account: string, name: string, segment: string, plan: string, rental: number, calls: Call[]): string => {
    calls.sort((x, y) => x.at - y.at);
    const usage = Math.round(calls.reduce((sum, c) => sum + c.charge, 0) * 100) / 100;
    const net = Math.round((rental + usage) * 100) / 100;
    const vat = Math.round(net * 20) / 100;
    const invoice = `INV-2612-${between(random, 10000, 99999)}`;
    const quoted = name.includes(',') ? `"${name}"` : name;
    return [
      account,
      quoted,
      segment,
      plan,
      '2026-11-01..2026-11-30',
      invoice,
      rental.toFixed(2),
      usage.toFixed(2),
      net.toFixed(2),
      vat.toFixed(2),
      (net + vat).toFixed(2),
      calls.length,
      `"${calls.map((c) => c.text).join(';')}"`,
    ].join(',');
  };
  for (let i = 0; i < 150; i++) {
    if (i === 74) {
      // The business account with a 30-channel SIP trunk: thousands of calls in one field.
      const ddi = (): string => `01463 555 2${pad2(between(random, 0, 29))}`;
      const calls: Call[] = [];
      for (let k = 0; k < 2300; k++) calls.push(randomCall(ddi(), true));
      const at = (d: number, h: number, m: number, s: number): number => Date.UTC(2026, 10, d, h, m, s);
      calls.push(call(at(16, 10, 12, 44), '01463 555 214', dublin, 'Ireland', 0.06, 47 * 60 + 13));
      calls.push(call(at(9, 11, 3, 19), '01463 555 214', dublin, 'Ireland', 0.06, 12 * 60 + 41));
      calls.push(call(at(23, 15, 47, 2), '01463 555 207', dublin, 'Ireland', 0.06, 4 * 60 + 7));
      calls.push(call(at(16, 14, 31, 50), '01463 555 214', '+353 1 555 0124', 'Ireland', 0.06, 31 * 60 + 5));
      calls.push(call(at(16, 9, 5, 12), '01463 555 221', '+353 1 555 0412', 'Ireland', 0.06, 47 * 60 + 31));
      rows.push(row('CVB-B-20417', 'Highland Timber Supplies Ltd', 'business', 'Business SIP Trunk 30ch + Fibre 1000', 389.0, calls));
      continue;
    }
    const business = random() < 0.15;
    const account = business ? `CVB-B-${between(random, 20000, 29999)}` : `CVB-00${between(random, 10000, 99999)}`;
    const name = business
      ? `${oneOf(random, LAST)} ${oneOf(random, ['& Sons Ltd', 'Joinery Ltd', 'Dental Practice', 'Accountants LLP', 'Hotel, Restaurant & Bar', 'Vets'])}`
      : `${oneOf(random, ['Mr', 'Mrs', 'Ms', 'Dr'])} ${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`;
    const number = `0${oneOf(random, ['1463', '1667', '1349', '1343'])} ${between(random, 200, 999)} ${between(random, 100, 999)}`;
    const calls = Array.from({ length: between(random, 0, business ? 60 : 25) }, () => randomCall(number, business));
    const plan = business ? oneOf(random, ['Business Fibre 500 + 2 lines', 'Business Fibre 1000 + 4 lines']) : oneOf(random, plans);
    rows.push(
      row(
        account,
        name,
        business ? 'business' : 'residential',
        plan,
        business ? oneOf(random, [79, 119]) : oneOf(random, [32.5, 39, 47, 55]),
        calls,
      ),
    );
  }
  const header =
    'account_no,account_name,segment,plan,bill_period,invoice_no,line_rental_gbp,usage_gbp,net_gbp,vat_gbp,gross_gbp,cdr_count,call_detail';
  const output = `${header}\n${rows.join('\n')}\n`;
  return probe(
    'round 110: billing csv',
    'Highland Timber Supplies are querying a call they made to a Dublin number, +353 1 555 0142, on the sixteenth of November. How long did that call last?',
    'billing_account_export',
    output,
    'call-duration',
    needle,
    true,
  );
}

// b. The answer a few lines away from the line the question's words match.

function b1CpeYaml(): EconomicsTask {
  const random = seededRandom(110_004);
  const needle = 'CVB-0057306';
  const ont = 'ALCLB3F0A921';
  const products = [
    ['fibre-150', 'FTTH-150-30'],
    ['fibre-500', 'FTTH-500-50'],
    ['fibre-900', 'FTTH-900-110'],
    ['business-1000', 'FTTB-1000-1000'],
  ] as const;
  const entry = (subscriber: string, serial: string): string => {
    const [product, profile] = oneOf(random, products);
    const status = random() < 0.9 ? 'active' : oneOf(random, ['suspended', 'pending_install']);
    const [town, areas] = TOWNS[0]!;
    const hub = oneOf(random, ['CVB-Hub5', 'CVB-Hub5', 'CVB-Hub4']);
    const address = `${between(random, 1, 96)} ${oneOf(random, STREETS)}, ${town} ${postcode(random, oneOf(random, areas))}`;
    const voice = random() < 0.55;
    const provisioned = Date.UTC(2023, 0, 1) + pick(random, 1400) * DAY + pick(random, DAY);
    return [
      `  - subscriber_id: ${subscriber}`,
      `    account_status: ${status}`,
      `    product: ${product}`,
      `    install_address: "${address}"`,
      '    ont:',
      '      vendor: Nokia',
      `      model: ${oneOf(random, ['G-010G-Q', 'G-010G-Q', 'XS-010X-Q'])}`,
      `      serial: ${serial}`,
      `      pon_port: 1/1/${between(random, 1, 16)}`,
      `      onu_id: ${between(random, 1, 64)}`,
      `      line_profile: ${profile}`,
      `      last_rx_dbm: ${status === 'pending_install' ? 'null' : (-14 - random() * 12).toFixed(1)}`,
      '    router:',
      `      model: ${hub}`,
      `      serial: CVBH${hub === 'CVB-Hub5' ? '5A00' : '4C01'}${between(random, 10000, 99999)}`,
      `      mgmt_vlan: 4001`,
      `      firmware_channel: ${oneOf(random, ['stable', 'stable', 'stable', 'beta'])}`,
      '    voice:',
      `      enabled: ${voice}`,
      ...(voice
        ? [
            `      number: "+44 ${oneOf(random, ['1463', '1667', '1349'])} ${between(random, 200000, 999999)}"`,
            '      sip_registrar: sbc-inv-01.voice.corrievale.net',
          ]
        : []),
      `    provisioned_at: "${iso(provisioned)}"`,
      `    provisioned_by: ${oneOf(random, ['oss-flow/activate-ftth', 'oss-flow/activate-ftth', 'oss-flow/migrate-copper', 'manual/noc'])}`,
    ].join('\n');
  };
  const count = 330;
  const targetAt = 141;
  const nearMisses = new Map<number, string>([
    [37, 'ALCLB3F0A912'],
    [96, 'ALCLB3F09A21'],
    [140, 'ALCLB3F0A291'],
    [212, 'ALCLB3E0A921'],
    [287, 'ALCLB3F0A92F'],
  ]);
  const entries: string[] = [];
  for (let i = 0; i < count; i++) {
    const subscriber = (): string => `CVB-00${between(random, 10000, 99999)}`;
    if (i === targetAt) entries.push(entry(needle, ont));
    else
      entries.push(
        clean(
          () => entry(subscriber(), nearMisses.get(i) ?? `ALCL${hex(random, 8).toUpperCase()}`),
          [needle, ont, 'CVB-0057360', 'CVB-0053706'],
        ),
      );
  }
  // Lookalike subscriber ids near the one asked about.
  entries[139] = entries[139]!.replace(/subscriber_id: CVB-\d+/, 'subscriber_id: CVB-0057360');
  entries[143] = entries[143]!.replace(/subscriber_id: CVB-\d+/, 'subscriber_id: CVB-0053706');
  const output = [
    '# cpe-provisioning dump',
    `# olt: olt-inv-03 (Nokia 7360 ISAM FX-8)  generated: 2026-12-07T08:10:33Z  subscribers: ${count}`,
    '---',
    'olt: olt-inv-03',
    'site: Inverness exchange (INV-EX1)',
    'generated_at: "2026-12-07T08:10:33Z"',
    'subscribers:',
    ...entries,
    '',
  ].join('\n');
  return probe(
    'round 110: cpe yaml',
    'Whose account is the ONT with serial ALCLB3F0A921 on?',
    'cpe_provisioning_dump',
    output,
    'subscriber',
    needle,
  );
}

function b2FaultTickets(): EconomicsTask {
  const random = seededRandom(110_005);
  const needle = 'FJ-2612-04417';
  const address = '14 Glenurquhart Road';
  const categories = [
    ['no_sync', 'ONT LOS since'],
    ['slow_speeds', 'Line test shows throughput below MSO since'],
    ['intermittent', 'PPP session flapping, 6+ drops/day since'],
    ['no_dial_tone', 'SIP registration missing since'],
    ['wifi', 'Poor coverage upstairs, remote checks fine, first reported'],
  ] as const;
  const jobStatuses = ['scheduled', 'scheduled', 'en_route', 'on_site', 'awaiting_parts'];
  let ticketNo = 118_031;
  const ticket = (street: string, town: string, area: string, job: string | null): object => {
    ticketNo += between(random, 1, 6);
    const opened = Date.UTC(2026, 11, 1) + pick(random, 6 * DAY + 8 * HOUR);
    const [category, diagnosis] = oneOf(random, categories);
    return {
      ticket_id: `FT-2026-${ticketNo}`,
      opened: iso(opened),
      status: job === null ? oneOf(random, ['open', 'open', 'awaiting_customer']) : 'in_progress',
      category,
      priority: oneOf(random, ['P2', 'P3', 'P3', 'P3', 'P4']),
      customer: {
        account_no: `CVB-00${between(random, 10000, 99999)}`,
        name: `${oneOf(random, FIRST)[0]}. ${oneOf(random, LAST)}`,
        phone: `+44 7700 900${between(random, 100, 999)}`,
      },
      site: { address: street, town, postcode: postcode(random, area) },
      diagnosis: `${diagnosis} ${iso(opened - pick(random, 3 * HOUR)).slice(0, 16)}Z`,
      engineer_job:
        job === null
          ? null
          : {
              job_id: job,
              engineer: person(random),
              appointment: `2026-12-${pad2(between(random, 7, 11))} ${oneOf(random, ['AM', 'PM'])}`,
              status: oneOf(random, jobStatuses),
            },
      notes_count: between(random, 0, 9),
      sla_due: iso(opened + oneOf(random, [2, 3, 5]) * DAY),
    };
  };
  const jobId = (): string => `FJ-2612-0${between(random, 1000, 9999)}`;
  const count = 420;
  const targetAt = 233;
  const nearMisses = new Map<number, [string, string, string]>([
    [58, ['41 Glenurquhart Road', 'Inverness', 'IV3']],
    [171, ['14 Glenurquhart Court', 'Inverness', 'IV3']],
    [229, ['14 Glendoe Terrace', 'Inverness', 'IV3']],
    [236, ['4 Glenurquhart Road', 'Inverness', 'IV3']],
    [344, ['14 Greig Street', 'Inverness', 'IV3']],
  ]);
  const tickets: object[] = [];
  for (let i = 0; i < count; i++) {
    const near = nearMisses.get(i);
    if (i === targetAt) tickets.push(ticket(address, 'Inverness', 'IV3', needle));
    else if (near) tickets.push(ticket(near[0], near[1], near[2], jobId()));
    else
      tickets.push(
        clean(() => {
          const [town, areas] = oneOf(random, TOWNS);
          const street = `${between(random, 1, 140)} ${oneOf(random, [...STREETS, 'Glenurquhart Road'])}`;
          return ticket(street, town, oneOf(random, areas), random() < 0.55 ? jobId() : null);
        }, [needle, address]),
      );
  }
  const output = `${JSON.stringify({ query: { status: ['open', 'in_progress', 'awaiting_customer'], region: 'highland', sort: 'ticket_id' }, total: count, tickets }, null, 2)}\n`;
  return probe(
    'round 110: fault tickets',
    "What's the engineer job number for the fault at 14 Glenurquhart Road?",
    'fault_ticket_search',
    output,
    'job-id',
    needle,
  );
}

function b3BgpConfig(): EconomicsTask {
  const random = seededRandom(110_006);
  const needle = '185.1.94.12';
  type Neighbor = { sortKey: string; lines: string[] };
  const v4Key = (address: string): string =>
    `4${address
      .split('.')
      .map((o) => o.padStart(3, '0'))
      .join('.')}`;
  const v6Key = (address: string): string => `6${address}`;
  const neighbors: Neighbor[] = [];
  const add = (
    address: string,
    remoteAs: number | null,
    group: string,
    description: string,
    family: 'ipv4' | 'ipv6',
    extra: string[],
  ): void => {
    neighbors.push({
      sortKey: family === 'ipv4' ? v4Key(address) : v6Key(address),
      lines: [
        ` neighbor ${address}`,
        ...(remoteAs === null ? [] : [`  remote-as ${remoteAs}`]),
        `  use neighbor-group ${group}`,
        `  description ${description}`,
        ...(extra.length ? [`  address-family ${family} unicast`, ...extra.map((l) => `   ${l}`), '  !'] : []),
        ' !',
      ],
    });
  };
  // iBGP to the route reflectors and the other core routers.
  for (let i = 2; i <= 8; i++)
    add(`10.255.0.${i}`, null, 'IBGP-RR', oneOf(random, ['cr', 'ar']) + `${i}-${oneOf(random, ['inv', 'elg', 'dgw'])}-01`, 'ipv4', []);
  // Transit.
  add('62.115.44.201', 1299, 'TRANSIT', 'TRANSIT: Arelion LON2 10G [CID 9921-4471]', 'ipv4', [
    'route-policy TRANSIT-IN in',
    'route-policy TRANSIT-OUT out',
  ]);
  add('80.231.153.73', 6453, 'TRANSIT', 'TRANSIT: TATA MAN 10G [CID TX-0088512]', 'ipv4', [
    'route-policy TRANSIT-IN in',
    'route-policy TRANSIT-OUT out',
  ]);
  add('2001:2000:3080:1c9::1', 1299, 'TRANSIT-V6', 'TRANSIT: Arelion LON2 10G [CID 9921-4471]', 'ipv6', [
    'route-policy TRANSIT-IN in',
    'route-policy TRANSIT-OUT out',
  ]);
  add('2001:5a0:400:200::49', 6453, 'TRANSIT-V6', 'TRANSIT: TATA MAN 10G [CID TX-0088512]', 'ipv6', [
    'route-policy TRANSIT-IN in',
    'route-policy TRANSIT-OUT out',
  ]);
  // Route servers at the two exchanges: the one asked about, and its lookalikes.
  const rs = (address: string, as: number, description: string, family: 'ipv4' | 'ipv6'): void =>
    add(address, as, family === 'ipv4' ? 'IX-RS' : 'IX-RS-V6', description, family, [
      `route-policy ${description.startsWith('Kelvin') ? 'KIX' : 'HIX'}-RS-IN in`,
      `maximum-prefix ${family === 'ipv4' ? 250000 : 60000} 90`,
      `route-policy ${description.startsWith('Kelvin') ? 'KIX' : 'HIX'}-OUT out`,
    ]);
  rs('185.1.94.11', 64713, 'Kelvin-IX RS1 (route server)', 'ipv4');
  rs(needle, 64713, 'Kelvin-IX RS2 (route server)', 'ipv4');
  rs('2001:7f8:c1::11', 64713, 'Kelvin-IX RS1 (route server)', 'ipv6');
  rs('2001:7f8:c1::12', 64713, 'Kelvin-IX RS2 (route server)', 'ipv6');
  rs('185.1.142.2', 64812, 'HIX RS2 (route server)', 'ipv4');
  rs('185.1.142.1', 64812, 'HIX RS1 (route server)', 'ipv4');
  rs('2001:7f8:d4::2', 64812, 'HIX RS2 (route server)', 'ipv6');
  // Bilateral peers at both exchanges.
  const peers = [
    'Highland Hosting',
    'NorthNet',
    'Scotlink',
    'Glenmore Networks',
    'Cairngorm Cloud',
    'Moray Fibre',
    'Skye Wireless',
    'Caledonian ISP',
    'Orkney Digital',
    'Spey Valley Broadband',
    'Lochaber Link',
    'Firth Data',
  ];
  const usedV4 = new Set<string>([needle, '185.1.94.11', '185.1.142.1', '185.1.142.2']);
  for (let i = 0; i < 90; i++) {
    const kelvin = i < 60;
    const as = between(random, 196_600, 215_000);
    const name = `${oneOf(random, peers)}${random() < 0.4 ? ` (${oneOf(random, ['Glasgow', 'Edinburgh', 'Aberdeen', 'Inverness'])})` : ''}`;
    const v4 = clean(() => `${kelvin ? '185.1.94' : '185.1.142'}.${between(random, 13, 250)}`, [needle]);
    if (usedV4.has(v4)) continue;
    usedV4.add(v4);
    const tag = kelvin ? 'KIX' : 'HIX';
    const last = v4.split('.')[3]!;
    add(v4, as, 'IX-PEER', `${tag}: ${name} AS${as}`, 'ipv4', [
      `route-policy ${tag}-PEER-IN(${as}) in`,
      `maximum-prefix ${oneOf(random, [100, 500, 2000, 10000])} 90`,
      `route-policy ${tag}-OUT out`,
    ]);
    if (random() < 0.7)
      add(`2001:7f8:${kelvin ? 'c1' : 'd4'}::${parseInt(last, 10).toString(16)}:1`, as, 'IX-PEER-V6', `${tag}: ${name} AS${as}`, 'ipv6', [
        `route-policy ${tag}-PEER-IN(${as}) in`,
        `maximum-prefix ${oneOf(random, [50, 200, 1000])} 90`,
        `route-policy ${tag}-OUT out`,
      ]);
  }
  // Business customers announcing their own space over a /31.
  for (let i = 0; i < 260; i++) {
    const as = between(random, 4_200_000_000, 4_200_099_999);
    const business = `${oneOf(random, LAST)} ${oneOf(random, ['Estates', 'Engineering', 'Distillery', 'Logistics', 'Group', 'Holdings', 'Marine', 'Timber', 'Hotels'])} Ltd`;
    const description = `CUST: ${business} [CVB-B-${between(random, 20000, 29999)}] ${oneOf(random, ['1G', '1G', '10G'])}`;
    const third = between(random, 0, 255);
    const fourth = between(random, 0, 127) * 2 + 1;
    if (usedV4.has(`31.193.${third}.${fourth}`)) continue;
    usedV4.add(`31.193.${third}.${fourth}`);
    add(`31.193.${third}.${fourth}`, as, 'CUST-BGP', description, 'ipv4', [
      `route-policy CUST-IN(${as}) in`,
      'maximum-prefix 20 80',
      'route-policy CUST-OUT-DEFAULT out',
    ]);
    if (random() < 0.6)
      add(`2a0e:cb40:ff:${hex(random, 3)}::1`, as, 'CUST-BGP-V6', description, 'ipv6', [
        `route-policy CUST-IN(${as}) in`,
        'maximum-prefix 10 80',
        'route-policy CUST-OUT-DEFAULT out',
      ]);
  }
  neighbors.sort((x, y) => (x.sortKey < y.sortKey ? -1 : x.sortKey > y.sortKey ? 1 : 0));
  const groups = [
    ' neighbor-group IX-RS',
    '  address-family ipv4 unicast',
    '   send-community-ebgp',
    '   soft-reconfiguration inbound always',
    '  !',
    ' !',
    ' neighbor-group IX-PEER',
    '  address-family ipv4 unicast',
    '   send-community-ebgp',
    '  !',
    ' !',
    ' neighbor-group IBGP-RR',
    '  remote-as 64620',
    '  update-source Loopback0',
    '  address-family ipv4 unicast',
    '   route-reflector-client',
    '   next-hop-self',
    '  !',
    '  address-family vpnv4 unicast',
    '  !',
    ' !',
    ' neighbor-group CUST-BGP',
    '  bfd fast-detect',
    '  bfd minimum-interval 300',
    '  address-family ipv4 unicast',
    '   send-community-ebgp',
    '   remove-private-AS',
    '  !',
    ' !',
    ' neighbor-group TRANSIT',
    '  ttl-security',
    '  address-family ipv4 unicast',
    '  !',
    ' !',
    ...['IX-RS-V6', 'IX-PEER-V6', 'CUST-BGP-V6', 'TRANSIT-V6'].flatMap((g) => [
      ` neighbor-group ${g}`,
      '  address-family ipv6 unicast',
      ...(g.startsWith('TRANSIT') ? [] : ['   send-community-ebgp']),
      '  !',
      ' !',
    ]),
  ];
  const output = [
    'Mon Dec  7 08:14:52.118 GMT',
    'Building configuration...',
    '!! IOS XR Configuration 7.9.2',
    '!! Last configuration change at Thu Dec  3 22:41:09 2026 by netops-auto',
    '!',
    'router bgp 64620',
    ' bgp router-id 10.255.0.1',
    ' bgp graceful-restart',
    ' bgp log neighbor changes detail',
    ' bgp bestpath as-path multipath-relax',
    ' address-family ipv4 unicast',
    '  network 185.77.40.0/22 route-policy ORIGINATE',
    '  network 100.64.0.0/10 route-policy NO-EXPORT',
    '  maximum-paths ebgp 4',
    ' !',
    ' address-family ipv6 unicast',
    '  network 2a0e:cb40::/29 route-policy ORIGINATE',
    ' !',
    ...groups,
    ...neighbors.flatMap((n) => n.lines),
    '!',
    'end',
    '',
  ].join('\n');
  return probe(
    'round 110: bgp config',
    "What's the IPv4 address of our session to the second Kelvin IX route server?",
    'router_show_running_config',
    output,
    'rs2-v4',
    needle,
  );
}

// c. A question that paraphrases the output or carries a preamble.

/** `Mon Dec  7 06:12:41 2026`, as FreeRADIUS stamps its log. */
function ctime(ms: number): string {
  const d = new Date(ms);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()]!;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]!;
  return `${day} ${month} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} ${d.getUTCFullYear()}`;
}

function c1RadiusLog(): EconomicsTask {
  const random = seededRandom(110_007);
  const needle = 'cvb0071552';
  const from = Date.UTC(2026, 11, 6, 20, 0, 0);
  const to = Date.UTC(2026, 11, 7, 11, 30, 0);
  const midnight = Date.UTC(2026, 11, 7);
  const bngs = [
    'bng-inverness-01',
    'bng-inverness-02',
    'bng-nairn-01',
    'bng-elgin-01',
    'bng-dingwall-01',
    'bng-aviemore-01',
    'bng-forres-01',
  ];
  const badPass = 'Login incorrect (pap: Cleartext password does not match "known good" password)';
  const noUser = 'Login incorrect (No Auth-Type found: rejecting the user via Post-Auth-Type = Reject)';
  const port = (): string =>
    `${oneOf(random, ['0/0/1', '0/0/2', '0/1/0', '0/1/1'])}/${between(random, 0, 7)}.${between(random, 1100, 1399)}:${between(random, 100, 999)}`;
  const user = (): string => `cvb00${between(random, 10000, 99999)}`;
  type Event = { at: number; text: (id: number) => string };
  const auth = (at: number, what: string, username: string, bng: string): Event => {
    const p = port();
    const cli = mac(random, oneOf(random, ['a4f1e8', '3c846a', 'd8c678']));
    return {
      at,
      text: (id) => `${ctime(at)} : Auth: (${id}) ${what}: [${username}@fibre.corrievale.net] (from client ${bng} port ${p} cli ${cli})`,
    };
  };
  const info = (at: number): Event => {
    const conn = between(random, 1, 40);
    const line = oneOf(random, [
      `Info: rlm_sql (sql): Closing connection (${conn}): Hit idle_timeout, was idle for ${between(random, 60, 90)} seconds`,
      `Info: rlm_sql (sql): Opening additional connection (${conn}), 1 of ${between(random, 20, 31)} pending slots used`,
      `Info: rlm_sql (sql): Need ${between(random, 1, 3)} more connections to reach 5 spares`,
      `Info: rlm_sql (sql): You probably need to lower "min"`,
      `Warning: (${between(random, 100, 999)}) Unresponsive child for request ${between(random, 100, 999)}, in component accounting module sql`,
    ]);
    return { at, text: () => `${ctime(at)} : ${line}` };
  };
  const events: Event[] = [];
  for (let i = 0; i < 3600; i++) {
    const at = from + pick(random, to - from);
    const r = random();
    if (r < 0.07) {
      events.push(info(at));
      continue;
    }
    // Nobody is turned away at Nairn after midnight but the caller.
    const bng =
      at >= midnight
        ? oneOf(
            random,
            bngs.filter((b) => b !== 'bng-nairn-01'),
          )
        : oneOf(random, bngs);
    const anyBng = oneOf(random, bngs);
    const username = clean(user, [needle]);
    if (r < 0.95) events.push(auth(at, 'Login OK', username, anyBng));
    else if (r < 0.985) events.push(auth(at, badPass, username, bng));
    else events.push(auth(at, noUser, username, bng));
  }
  const at = (d: number, h: number, m: number, s: number): number => Date.UTC(2026, 11, d, h, m, s);
  events.push(auth(at(7, 6, 12, 41), badPass, needle, 'bng-nairn-01'));
  // Near misses: Nairn rejections last night, other rejections this morning, a lookalike login at Nairn.
  events.push(auth(at(6, 21, 14, 9), badPass, 'cvb0071525', 'bng-nairn-01'));
  events.push(auth(at(6, 22, 47, 33), badPass, 'cvb0017552', 'bng-nairn-01'));
  events.push(auth(at(6, 23, 58, 2), noUser, 'cvb0075512', 'bng-nairn-01'));
  events.push(auth(at(7, 6, 14, 5), 'Login OK', 'cvb0071525', 'bng-nairn-01'));
  events.push(auth(at(7, 6, 11, 58), badPass, 'cvb0071255', 'bng-elgin-01'));
  events.push(auth(at(7, 6, 13, 20), badPass, 'cvb0057152', 'bng-inverness-02'));
  events.sort((x, y) => x.at - y.at);
  let id = 8_811_940;
  const lines = events.map((e) => {
    id += between(random, 1, 5);
    return e.text(id);
  });
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 110: radius log',
    'A lady in Nairn rang to say her broadband has been off since first thing and she reckons the router has forgotten its password. Which customer login was the Nairn gateway turning away this morning?',
    'radius_log_tail',
    output,
    'rejected-login',
    needle,
  );
}

function c2UnboundLog(): EconomicsTask {
  const random = seededRandom(110_008);
  const needle = '194.35.121.9';
  const from = Date.UTC(2026, 11, 5, 0, 0, 0);
  const to = Date.UTC(2026, 11, 7, 9, 0, 0);
  const hosts = [
    ['dns-inv-01', 1187],
    ['dns-inv-02', 1203],
  ] as const;
  const syslog = (ms: number): string => {
    const d = new Date(ms);
    return `Dec ${String(d.getUTCDate()).padStart(2, ' ')} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  const domains = [
    'www.bbc.co.uk.',
    'www.google.com.',
    'graph.facebook.com.',
    'www.netflix.com.',
    'api.spotify.com.',
    'outlook.office365.com.',
    'www.amazon.co.uk.',
    'www.youtube.com.',
    'i.ytimg.com.',
    'weather.metoffice.gov.uk.',
    'www.gov.uk.',
    'login.microsoftonline.com.',
    'www.highland.gov.uk.',
    'www.pressandjournal.co.uk.',
    'update.corrievale.net.',
    'acs.corrievale.net.',
    'www.royalbank.co.uk.',
    'ws.tiktokv.com.',
    'www.whatsapp.net.',
    'time.apple.com.',
  ];
  const bank = ['www.clydesdale-mutual.co.uk.', 'clydesdale-mutual.co.uk.'];
  type Line = { at: number; text: string };
  const lines: Line[] = [];
  const log = (at: number, host: number, level: string, message: string): void => {
    const [name, pid] = hosts[host]!;
    lines.push({ at, text: `${syslog(at)} ${name} unbound[${pid}]: [${pid}:${pick(random, 4)}] ${level}: ${message}` });
  };
  const client = (): string => `100.${between(random, 64, 127)}.${between(random, 0, 255)}.${between(random, 1, 254)}`;
  for (let i = 0; i < 3300; i++) {
    const at = from + pick(random, to - from);
    const host = pick(random, 2);
    const qname = random() < 0.02 ? oneOf(random, bank) : oneOf(random, domains);
    const qtype = oneOf(random, ['A', 'A', 'AAAA', 'AAAA', 'HTTPS']);
    const rcode = random() < 0.96 ? 'NOERROR' : 'NXDOMAIN';
    const cached = random() < 0.7 ? 1 : 0;
    const time = cached ? '0.000000' : (random() * 0.12).toFixed(6);
    log(
      at,
      host,
      'info',
      clean(() => `${client()} ${qname} ${qtype} IN ${rcode} ${time} ${cached} ${between(random, 45, 420)}`, [needle]),
    );
  }
  // Hourly statistics from both resolvers.
  for (let t = from + HOUR; t < to; t += HOUR) {
    for (let host = 0; host < 2; host++) {
      const at = t + host * 1000;
      for (let thread = 0; thread < 2; thread++) {
        const queries = between(random, 30_000, 140_000);
        const cache = Math.floor(queries * (0.62 + random() * 0.2));
        log(
          at,
          host,
          'info',
          `server stats for thread ${thread}: ${queries} queries, ${cache} answers from cache, ${queries - cache} recursions, ${between(random, 200, 3000)} prefetch, 0 rejected by ip ratelimiting`,
        );
        log(
          at,
          host,
          'info',
          `server stats for thread ${thread}: requestlist max ${between(random, 20, 90)} avg ${(random() * 8).toFixed(2)} exceeded 0 jostled 0`,
        );
        log(at, host, 'info', `average recursion processing time ${(0.03 + random() * 0.04).toFixed(6)} sec`);
        log(
          at,
          host,
          'info',
          `[25%]=${(random() * 0.01).toFixed(4)} median[50%]=${(0.01 + random() * 0.02).toFixed(4)} [75%]=${(0.04 + random() * 0.03).toFixed(4)}`,
        );
      }
    }
  }
  // Validation failures for other zones, from other servers.
  const others = [
    [
      'www.glenlivet-estates.co.uk.',
      'A',
      'signature expired from 203.0.113.77 for key glenlivet-estates.co.uk. while building chain of trust',
    ],
    ['mail.orkney-ferries.co.uk.', 'MX', 'no signatures from 198.51.100.40 for key orkney-ferries.co.uk. while building chain of trust'],
    ['cdn.speyside-radio.co.uk.', 'AAAA', 'signature expired from 192.0.2.153 for key speyside-radio.co.uk. while building chain of trust'],
    ['portal.moray-housing.org.uk.', 'A', 'no DNSKEY rrset for trust anchor moray-housing.org.uk. while building chain of trust'],
    ['vpn.tain-dental.co.uk.', 'A', 'signature expired from 198.51.100.212 for key tain-dental.co.uk. while building chain of trust'],
  ];
  for (const [name, type, why] of others)
    log(from + pick(random, to - from), pick(random, 2), 'info', `validation failure <${name} ${type} IN>: ${why}`);
  const at = (d: number, h: number, m: number, s: number): number => Date.UTC(2026, 11, d, h, m, s);
  // The bank: one server gave out stale signatures, another gave none for a different name.
  log(
    at(5, 21, 37, 12),
    1,
    'info',
    `validation failure <secure.clydesdale-mutual.co.uk. A IN>: signature expired from ${needle} for key clydesdale-mutual.co.uk. while building chain of trust`,
  );
  log(
    at(6, 10, 2, 48),
    0,
    'info',
    'validation failure <api.clydesdale-mutual.co.uk. AAAA IN>: no signatures from 194.35.122.9 for key clydesdale-mutual.co.uk. while building chain of trust',
  );
  for (let i = 0; i < 14; i++) {
    const when = at(5, 21, 38, 0) + pick(random, 35 * HOUR);
    log(
      when,
      pick(random, 2),
      'info',
      `${client()} secure.clydesdale-mutual.co.uk. A IN SERVFAIL ${(random() * 0.002).toFixed(6)} 1 ${between(random, 45, 60)}`,
    );
  }
  log(at(5, 14, 20, 3), 0, 'info', `${client()} secure.clydesdale-mutual.co.uk. A IN NOERROR 0.041377 0 112`);
  log(at(6, 3, 0, 0), 0, 'notice', 'Restart of unbound 1.19.3.');
  log(at(6, 3, 0, 1), 0, 'notice', 'init module 0: validator');
  log(at(6, 3, 0, 1), 0, 'notice', 'init module 1: iterator');
  log(at(6, 3, 0, 2), 0, 'info', 'start of service (unbound 1.19.3).');
  lines.sort((x, y) => x.at - y.at);
  const output = `${lines.map((l) => l.text).join('\n')}\n`;
  return probe(
    'round 110: unbound log',
    "Bit of background: since the weekend a few customers have told us Clydesdale Mutual's online banking won't load at home but works fine on 4G. Which of the bank's nameservers was handing out answers whose signatures had run out?",
    'resolver_logs',
    output,
    'stale-signature-server',
    needle,
  );
}

function c3DispatchBoard(): EconomicsTask {
  const random = seededRandom(110_009);
  const needle = 'FJ-2612-05183';
  const types = [
    'New install (FTTP)',
    'ONT replacement',
    'Router swap',
    'Fault visit – no sync',
    'Drop cable repair',
    'Internal wiring',
    'Copper to fibre migration',
  ];
  const engineers = Array.from({ length: 22 }, () => person(random));
  const noAccess = 'No access – customer not in, card left';
  const notes: Record<string, string[]> = {
    [noAccess]: ['Called customer twice, no answer', 'Carded, neighbour says away until Friday', 'No answer at door, voicemail left'],
    'Aborted – blocked duct, civils required': ['Duct collapsed under driveway, raised civils request', 'Pole unsafe, Openreach notified'],
    'Rescheduled by customer': ['Customer called to move appointment', 'Customer unwell, rebook next week'],
    'In progress': ['On site since 13:05', 'Testing at DP'],
    'En route': ['ETA 13:40', 'ETA 14:15'],
    Scheduled: ['', '', 'Customer asks for a call 30 min before', 'Dog on premises'],
  };
  const done: Record<string, string[]> = {
    'New install (FTTP)': ['Install complete, speed test 512/51', 'Install complete, ONT on hall wall, Rx -19.6 dBm'],
    'ONT replacement': ['Replaced ONT, Rx -18.2 dBm, customer happy', 'Old ONT PSU failed, unit swapped, service restored'],
    'Router swap': ['Swapped hub, customer devices reconnected', 'Hub 4 to Hub 5, WiFi re-paired'],
    'Fault visit – no sync': ['Re-terminated drop at DP, sync restored', 'Dirty connector at ONT, cleaned, Rx -17.9 dBm'],
    'Drop cable repair': ['New drop from pole, splice at CBT', 'Drop re-clipped after storm damage'],
    'Internal wiring': ['Fault found on internal extension, removed', 'New master socket fitted'],
    'Copper to fibre migration': ['Migrated, copper line ceased at exchange', 'Fibre live, number ported to SIP'],
  };
  type Row = {
    slot: 'AM' | 'PM';
    ref: string;
    engineer: string;
    type: string;
    street: string;
    town: string;
    postcode: string;
    outcome: string;
  };
  const usedRefs = new Set<string>([needle]);
  const ref = (): string => {
    for (;;) {
      const r = `FJ-2612-0${between(random, 1000, 9999)}`;
      if (!usedRefs.has(r)) {
        usedRefs.add(r);
        return r;
      }
    }
  };
  const place = (town: string): [string, string] => {
    const entry = TOWNS.find(([t]) => t === town)!;
    return [`${between(random, 1, 80)} ${oneOf(random, STREETS)}, ${town}`, postcode(random, oneOf(random, entry[1]))];
  };
  const row = (slot: 'AM' | 'PM', type: string, town: string, outcome: string, fixedRef?: string): Row => {
    const [street, pc] = place(town);
    return { slot, ref: fixedRef ?? ref(), engineer: oneOf(random, engineers), type, street, town, postcode: pc, outcome };
  };
  const days = [
    { date: '2026-12-03', title: 'Thursday 3 December 2026', n: 66, when: 'past' },
    { date: '2026-12-04', title: 'Friday 4 December 2026', n: 70, when: 'past' },
    { date: '2026-12-05', title: 'Saturday 5 December 2026', n: 28, when: 'past' },
    { date: '2026-12-06', title: 'Sunday 6 December 2026', n: 9, when: 'past' },
    { date: '2026-12-07', title: 'Monday 7 December 2026 (today)', n: 68, when: 'today' },
    { date: '2026-12-08', title: 'Tuesday 8 December 2026', n: 72, when: 'future' },
  ] as const;
  const pastOutcome = (): string =>
    random() < 0.78
      ? 'Completed'
      : oneOf(random, [noAccess, noAccess, 'Aborted – blocked duct, civils required', 'Rescheduled by customer']);
  const sections: string[] = [];
  for (const day of days) {
    const rows: Row[] = [];
    for (let i = 0; i < day.n; i++) {
      const slot = random() < 0.5 ? 'AM' : 'PM';
      // Dingwall on Monday is left to the rows placed by hand below.
      const towns = TOWNS.map(([t]) => t).filter((t) => day.when !== 'today' || t !== 'Dingwall');
      const town = oneOf(random, towns);
      const outcome =
        day.when === 'past' || (day.when === 'today' && slot === 'AM')
          ? pastOutcome()
          : day.when === 'today'
            ? oneOf(random, ['In progress', 'En route', 'Scheduled', 'Scheduled'])
            : 'Scheduled';
      rows.push(row(slot, oneOf(random, types), town, outcome));
    }
    if (day.when === 'today') {
      rows.push(row('AM', 'ONT replacement', 'Dingwall', noAccess, needle));
      rows.push(row('AM', 'ONT replacement', 'Dingwall', 'Completed'));
      rows.push(row('AM', 'Router swap', 'Dingwall', noAccess));
      rows.push(row('AM', 'ONT replacement', 'Alness', noAccess));
      rows.push(row('PM', 'ONT replacement', 'Dingwall', 'Scheduled'));
      rows.push(row('AM', 'New install (FTTP)', 'Dingwall', 'Completed'));
    }
    if (day.date === '2026-12-05') rows.push(row('AM', 'ONT replacement', 'Dingwall', noAccess));
    shuffle(random, rows);
    rows.sort((x, y) => (x.slot === y.slot ? 0 : x.slot === 'AM' ? -1 : 1));
    const slotText = (s: 'AM' | 'PM'): string => (s === 'AM' ? 'AM 08:00–13:00' : 'PM 13:00–18:00');
    const cls = (o: string): string =>
      o
        .split(' ')[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, '');
    sections.push(
      [
        `<section class="day" id="d-${day.date}">`,
        `<h2>${day.title} <small>${rows.length} jobs</small></h2>`,
        '<table class="jobs">',
        '<thead><tr><th>Job ref</th><th>Slot</th><th>Engineer</th><th>Job type</th><th>Address</th><th>Postcode</th><th>Outcome</th><th>Engineer notes</th></tr></thead>',
        '<tbody>',
        ...rows.map(
          (r) =>
            `<tr class="job ${cls(r.outcome)}"><td class="ref"><a href="/jobs/view?id=${between(random, 880_000, 899_999)}">${r.ref}</a></td><td>${slotText(r.slot)}</td><td>${r.engineer}</td>` +
            `<td>${r.type}</td><td>${r.street}</td><td>${r.postcode}</td><td><span class="outcome ${cls(r.outcome)}">${r.outcome}</span></td>` +
            `<td>${oneOf(random, (r.outcome === 'Completed' ? done[r.type] : notes[r.outcome]) ?? [''])}</td></tr>`,
        ),
        '</tbody>',
        '</table>',
        '</section>',
      ].join('\n'),
    );
  }
  const output = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>FieldForce · Dispatch board · North region</title>',
    '<link rel="stylesheet" href="/static/fieldforce.css?v=4.12.0">',
    '<style>table.jobs{border-collapse:collapse;width:100%}table.jobs td,table.jobs th{border:1px solid #ccd;padding:2px 6px;font-size:12px}',
    'tr.completed{background:#eef9ee}tr.no{background:#fff6e5}tr.aborted{background:#fdeaea}tr.scheduled{background:#fff}</style>',
    '</head>',
    '<body>',
    '<header><img src="/static/corrievale-logo.svg" alt="Corrievale Broadband" height="28"><nav><a href="/board">Board</a> · <a href="/jobs">Jobs</a> · <a href="/engineers">Engineers</a> · <a href="/stock">Van stock</a></nav></header>',
    '<h1>Dispatch board — North region (Inverness, Moray, Easter Ross, Badenoch)</h1>',
    '<p class="generated">Generated Mon 07 Dec 2026 12:41 GMT by fieldforce-web-02 · showing 3 Dec to 8 Dec</p>',
    ...sections,
    '<footer>FieldForce 4.12.0 · Corrievale Broadband Ltd · internal use only</footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return probe(
    'round 110: dispatch board',
    "Our engineer went out to a house in Dingwall this morning to swap the fibre box on the wall, but nobody was in. What's the job reference so I can book a revisit?",
    'fieldforce_dispatch_board',
    output,
    'job-ref',
    needle,
  );
}

// d. One value unlike its peers, with no error word near it.

function d1OpticsReport(): EconomicsTask {
  const random = seededRandom(110_010);
  const needle = 'FNS24410QKZ';
  type Kind = {
    type: string;
    iface: string;
    tx: readonly [number, number];
    rx: readonly [number, number];
    bias: readonly [number, number];
    parts: readonly (readonly [string, string])[];
  };
  const kinds: readonly [Kind, Kind, Kind] = [
    {
      type: 'QSFP28-100G-LR4',
      iface: 'HundredGigE',
      tx: [0.5, 2.5],
      rx: [-3.5, 1.0],
      bias: [35, 55],
      parts: [
        ['Finisar', 'FTLC1154RDPL'],
        ['Cisco', 'QSFP-100G-LR4-S'],
      ],
    },
    {
      type: 'SFP+-10G-LR',
      iface: 'TenGigE',
      tx: [-2.5, -0.5],
      rx: [-7.0, -2.0],
      bias: [25, 45],
      parts: [
        ['Finisar', 'FTLX1471D3BCL'],
        ['Cisco', 'SFP-10G-LR'],
        ['FS', 'SFP-10GLR-31'],
      ],
    },
    {
      type: 'SFP28-25G-LR',
      iface: 'TwentyFiveGigE',
      tx: [-1.5, 1.0],
      rx: [-6.5, -1.5],
      bias: [30, 50],
      parts: [
        ['Finisar', 'FTLF1436P3BCL'],
        ['FS', 'SFP28-25GLR-31'],
      ],
    },
  ];
  const serialFor = (vendor: string): string =>
    vendor === 'Cisco'
      ? `${oneOf(random, ['FNS', 'OPM', 'AVM'])}${between(random, 2200, 2499)}${chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 4)}`
      : vendor === 'FS'
        ? `F${between(random, 2000000000, 2399999999)}`
        : `${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ', 1)}${chars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 6)}`;
  const range = (r: readonly [number, number]): number => r[0] + random() * (r[1] - r[0]);
  const cols = [15, 22, 16, 9, 16, 13, 7, 6, 8, 7, 7];
  const fmt = (cells: string[]): string =>
    cells
      .map((c, i) => (i < 6 ? c.padEnd(cols[i]!) : c.padStart(cols[i]!)))
      .join(' ')
      .trimEnd();
  const devices: [string, number, number, number][] = [
    ['cr1-inv-01', 24, 36, 0],
    ['cr2-inv-01', 24, 36, 0],
    ['cr1-elg-01', 12, 24, 0],
    ...Array.from({ length: 14 }, (_, i): [string, number, number, number] => [
      `ar${i + 1}-${['inv', 'elg', 'dgw', 'nrn', 'avm'][i % 5]!}-01`,
      4,
      40,
      24,
    ]),
    ...['inverness-01', 'inverness-02', 'nairn-01', 'elgin-01', 'dingwall-01', 'aviemore-01', 'forres-01'].map(
      (b): [string, number, number, number] => [`bng-${b}`, 4, 24, 8],
    ),
  ];
  const rows: string[] = [];
  let target = -1;
  for (const [device, hundred, ten, twentyFive] of devices) {
    const make = (kind: Kind, slot: number, odd: boolean): string => {
      const [vendor, part] = oneOf(random, kind.parts);
      const serial = odd ? needle : clean(() => serialFor(vendor), [needle]);
      const rx = odd ? -15.87 : range(kind.rx);
      return fmt([
        device,
        `${kind.iface}0/0/${Math.floor(slot / 24)}/${slot % 24}`,
        kind.type,
        odd ? 'Cisco' : vendor,
        odd ? 'SFP-10G-LR' : part,
        serial,
        (28 + random() * 24).toFixed(1),
        (3.22 + random() * 0.14).toFixed(2),
        range(kind.bias).toFixed(2),
        range(kind.tx).toFixed(2),
        rx.toFixed(2),
      ]);
    };
    for (let p = 0; p < hundred; p++) rows.push(make(kinds[0], p, false));
    for (let p = 0; p < ten; p++) {
      const odd = device === 'ar6-inv-01' && p === 17;
      if (odd) target = rows.length;
      rows.push(make(kinds[1], p, odd));
    }
    for (let p = 0; p < twentyFive; p++) rows.push(make(kinds[2], p, false));
  }
  if (target < 0) throw new Error('round 110: optics report has no odd port');
  const output = [
    'Corrievale NOC · optical DOM snapshot',
    `collected 2026-12-07 07:00:04 GMT by nms-inv-02 (gNMI, openconfig-platform-transceiver), ${rows.length} ports, tiers core+agg+bng`,
    '',
    fmt(['DEVICE', 'INTERFACE', 'TYPE', 'VENDOR', 'PART', 'SERIAL', 'TEMP_C', 'VCC_V', 'BIAS_MA', 'TX_DBM', 'RX_DBM']),
    fmt(cols.map((w) => '-'.repeat(w))),
    ...rows,
    '',
    `${rows.length} rows. Optical power in dBm, laser bias in mA; four-lane optics show the lane average.`,
    '',
  ].join('\n');
  return probe(
    'round 110: optics report',
    "Looking at this morning's optics snapshot, is there one port where the light coming in is far weaker than on all the others? I need the transceiver serial to order a swap.",
    'core_optics_report',
    output,
    'weak-rx-serial',
    needle,
  );
}

function d2KeaLeases(): EconomicsTask {
  const random = seededRandom(110_011);
  const needle = '3c:84:6a:5d:19:c0';
  const now = Math.floor(Date.UTC(2026, 11, 7, 8, 30, 0) / 1000);
  const subnets = [11, 12, 13, 14, 15, 16];
  const rows: string[] = [];
  let target = -1;
  for (const subnet of subnets) {
    const third = (subnet - 11) * 4;
    const taken = new Set<number>();
    const count = between(random, 470, 520);
    const addresses: number[] = [];
    while (addresses.length < count) {
      const host = between(random, 10, 4 * 256 - 2);
      if (!taken.has(host)) {
        taken.add(host);
        addresses.push(host);
      }
    }
    addresses.sort((x, y) => x - y);
    addresses.forEach((host, i) => {
      const address = `100.90.${third + Math.floor(host / 256)}.${host % 256}`;
      const odd = subnet === 13 && i === 240;
      if (odd) target = rows.length;
      rows.push(
        odd
          ? `${address},${needle},,1209600,${now + 1_206_433},${subnet},0,0,cvb-hub4-a71e,0,,0`
          : clean(() => {
              const hub5 = random() < 0.65;
              const hw = mac(random, hub5 ? 'a4f1e8' : '3c846a').toLowerCase();
              const clientId = hub5 ? `01:${hw}` : '';
              const expire = now + between(random, 5, 3595);
              return `${address},${hw},${clientId},3600,${expire},${subnet},0,0,cvb-${hub5 ? 'hub5' : 'hub4'}-${hex(random, 4)},0,,0`;
            }, [needle]),
      );
    });
  }
  if (target < 0) throw new Error('round 110: kea leases has no odd lease');
  const output = `address,hwaddr,client_id,valid_lifetime,expire,subnet_id,fqdn_fwd,fqdn_rev,hostname,state,user_context,pool_id\n${rows.join('\n')}\n`;
  return probe(
    'round 110: kea leases',
    'In the Elgin DHCP leases, one device seems to have been handed its address for far longer than everyone else. What is its MAC address?',
    'dhcp_lease_export',
    output,
    'long-lease-mac',
    needle,
  );
}

function d3BillingRun(): EconomicsTask {
  const random = seededRandom(110_012);
  const needle = 'INV-261205-00353';
  const run = 'BR-20261205';
  const plans = [
    ['fibre-150', 27.5],
    ['fibre-500', 32.5],
    ['fibre-900', 45.83],
    ['fibre-500-talk', 39.17],
    ['fibre-900-talk', 52.5],
    ['business-1000', 99.0],
  ] as const;
  let clock = Date.UTC(2026, 11, 5, 2, 0, 0) + 14_221;
  const stamp = (): string => {
    clock += between(random, 20, 400);
    return new Date(clock).toISOString();
  };
  const lines: string[] = [`ts=${stamp()} level=info component=scheduler run=${run} msg="run started" cycle=05 accounts=640 dry_run=false`];
  const accounts = 640;
  const targetAt = 352;
  for (let i = 0; i < accounts; i++) {
    const account = clean(() => `CVB-00${between(random, 10000, 99999)}`, [needle]);
    const [plan, price] = oneOf(random, plans);
    const cdrs = plan.endsWith('talk') || plan.startsWith('business') ? between(random, 0, 60) : 0;
    const usage = Math.round(cdrs * random() * 0.09 * 100) / 100;
    const extras = random() < 0.08 ? oneOf(random, [3.5, 5.0, 7.5]) : 0;
    const net = Math.round((price + usage + extras) * 100) / 100;
    const odd = i === targetAt;
    const rate = odd ? 0 : 20;
    const vat = Math.round(net * rate) / 100;
    const gross = (net + vat).toFixed(2);
    const invoice = `INV-261205-${String(i + 1).padStart(5, '0')}`;
    const quiet = Math.abs(i - targetAt) <= 3;
    if (cdrs > 0)
      lines.push(
        `ts=${stamp()} level=info component=rater run=${run} msg="usage rated" account=${account} cdrs=${cdrs} usage_gbp=${usage.toFixed(2)}`,
      );
    lines.push(
      `ts=${stamp()} level=info component=invoicer run=${run} msg="invoice issued" account=${account} invoice=${invoice} plan=${plan} period=2026-11-05..2026-12-04 ` +
        `net=${net.toFixed(2)} vat_rate=${rate.toFixed(1)} vat=${vat.toFixed(2)} gross=${gross} currency=GBP lines=${1 + (cdrs > 0 ? 1 : 0) + (extras ? 1 : 0)}`,
    );
    const card = !quiet && random() < 0.05;
    if (card)
      lines.push(
        `ts=${stamp()} level=warn component=payments run=${run} msg="mandate not active, falling back to card on file" account=${account}`,
      );
    lines.push(
      `ts=${stamp()} level=info component=payments run=${run} msg="collection scheduled" account=${account} method=${card ? 'card' : 'direct_debit'} amount=${gross} collect_on=2026-12-${card ? '05' : '15'}`,
    );
    lines.push(
      `ts=${stamp()} level=info component=mailer run=${run} msg="invoice email queued" account=${account} template=invoice_ready_v3 bytes=${between(random, 38_000, 96_000)}`,
    );
    if (!quiet && random() < 0.02)
      lines.push(
        `ts=${stamp()} level=warn component=pdf run=${run} msg="render slow" account=${account} ms=${between(random, 2_100, 6_000)}`,
      );
  }
  lines.push(
    `ts=${stamp()} level=info component=scheduler run=${run} msg="run finished" invoices=${accounts} failed=0 duration_s=${Math.round((clock - Date.UTC(2026, 11, 5, 2, 0, 0)) / 1000)}`,
  );
  const output = `${lines.join('\n')}\n`;
  return probe(
    'round 110: billing run',
    "In Saturday's billing run, did any invoice go out with a different VAT rate from all the rest? Which invoice number was it?",
    'billing_run_log',
    output,
    'odd-vat-invoice',
    needle,
  );
}

export function roundOneHundredTen(): EconomicsTask[] {
  return [
    a1RadiusSessions(),
    a2AcsExport(),
    a3BillingCsv(),
    b1CpeYaml(),
    b2FaultTickets(),
    b3BgpConfig(),
    c1RadiusLog(),
    c2UnboundLog(),
    c3DispatchBoard(),
    d1OpticsReport(),
    d2KeaLeases(),
    d3BillingRun(),
  ];
}
