import { describe, expect, it } from 'vitest';
import { signalLinesOf } from '../test/signal-lines.js';
import { pairOutliers, unusualValues } from './unusual-values.js';

const found = (text: string, keep = 20) => unusualValues(text, { lines: signalLinesOf(text), keep }).map((l) => text.slice(l.start, l.end));

/** `kubectl get nodes -o wide`: ids, addresses and ages vary; the version is one of a few kinds. */
function nodes(count: number, odd: Record<number, string>): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `ip-10-40-${i % 250}-${(i * 7) % 250}.internal   Ready    <none>   ${(i * 13) % 90}d   ${odd[i] ?? 'v1.31.4'}   10.40.${i % 250}.${(i * 7) % 250}   Amazon Linux 2023   containerd://1.7.22`,
  ).join('\n');
}

describe('unusualValues', () => {
  it('finds the line with a rare value in a column of kinds: the node left on an older version', () => {
    expect(found(nodes(300, { 171: 'v1.30.8' }))).toEqual([
      'ip-10-40-171-197.internal   Ready    <none>   63d   v1.30.8   10.40.171.197   Amazon Linux 2023   containerd://1.7.22',
    ]);
  });

  it('finds the pod whose status, readiness and restarts are all unlike the rest, once', () => {
    const pods = Array.from({ length: 200 }, (_, i) => `api-${i.toString(36)}-x${i}   1/1     Running   0          ${(i % 30) + 1}d`);
    pods[120] = 'billing-worker-7c9f-k2x   0/1     CrashLoopBackOff   37          2d';
    expect(found(pods.join('\n'))).toEqual(['billing-worker-7c9f-k2x   0/1     CrashLoopBackOff   37          2d']);
  });

  it('reads a CSV by its commas, a value with blanks one field: the one meter reporting in mg/dL', () => {
    const wards = ['Afdeling NEO', 'Afdeling B3', 'Afdeling NEO - verpleegpost', 'SEH'];
    const meters = Array.from({ length: 300 }, (_, i) => {
      const model = i % 10 === 0 ? 'Accu-Chek Inform II' : 'StatStrip Glucose';
      return `GLU-${1000 + i},${model},${wards[i % 4]},${i % 7 === 0 ? 'in repair' : 'in use'},${(i * 37) % 100},${i === 170 ? 'mg/dL' : 'mmol/L'}`;
    });
    const csv = ['device_id,model,location,status,battery_pct,result_unit', ...meters].join('\n');
    expect(found(csv)).toEqual(['GLU-1170,Accu-Chek Inform II,Afdeling NEO - verpleegpost,in use,90,mg/dL']);
    // Split at blanks too, its model's and location's words put it in a shape of too few lines.
    expect(found(csv.replaceAll(',', ';'))).toEqual([]);
  });

  it('reads JSON lines by their fields: the one event of a rare reason', () => {
    const reasons = ['Created', 'Started', 'Pulled', 'Scheduled'];
    const events = Array.from(
      { length: 400 },
      (_, i) => `{"kind":"Event","name":"pod-${i}","reason":"${reasons[i % 4]}","count":${i % 7}}`,
    );
    events[333] = '{"kind":"Event","name":"pod-333","reason":"Evicted","count":1}';
    expect(found(events.join('\n'))).toEqual(['{"kind":"Event","name":"pod-333","reason":"Evicted","count":1}']);
  });

  it('finds a line of a shape of its own among lines nearly all of one shape: the event whose message is a sentence', () => {
    const events = Array.from(
      { length: 400 },
      (_, i) => `{"kind":"Event","name":"pod-${i}","message":"Started container app","count":${i % 7}}`,
    );
    events[250] = '{"kind":"Event","name":"pod-250","message":"The node was low on resource: ephemeral-storage.","count":1}';
    expect(found(events.join('\n'))).toEqual([events[250]]);
    // Lines of many shapes (free text): none stands out by its shape.
    const prose = Array.from({ length: 400 }, (_, i) => `note ${'word '.repeat(i % 40)}end`);
    expect(found(prose.join('\n'))).toEqual([]);
  });

  it('finds nothing in columns of ids, times or counts, in a column whose values are not each on 10 lines, or with too few lines of a shape', () => {
    expect(found(Array.from({ length: 300 }, (_, i) => `req-${i} took ${i * 3}ms`).join('\n'))).toEqual([]);
    // `warn` on 5 lines is neither rare nor usual: the column is not one of kinds.
    const levels = Array.from({ length: 300 }, (_, i) => `${i === 7 ? 'error' : i % 60 === 0 ? 'warn' : 'info'} job-${i} done`);
    expect(found(levels.join('\n'))).toEqual([]);
    expect(found(nodes(49, { 17: 'v1.30.8' }))).toEqual([]);
  });

  it('finds nothing when the rare lines are more than keep', () => {
    const odd = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [i * 10, `v1.2${i % 10}.${Math.floor(i / 10)}`]));
    expect(found(nodes(300, odd), 20)).toEqual([]);
    expect(found(nodes(300, { 5: 'v1.30.8' }), 0)).toEqual([]);
  });

  /** `az webapp list`: each app an indented record of the same keys; `httpsOnly` at one indentation. */
  function apps(count: number, odd: Record<number, string>, sku: (i: number) => string = () => 'P1v3'): string {
    const records = Array.from(
      { length: count },
      (_, i) =>
        `  {\n    "name": "app-${i}-${(i * 7919) % 1000}",\n    "httpsOnly": ${odd[i] ?? 'true'},\n    "sku": "${sku(i)}",\n    "state": "Running",\n    "lastModified": "2026-10-${(i % 28) + 1}T0${i % 10}:00:00Z"\n  }`,
    );
    return `[\n${records.join(',\n')}\n]`;
  }

  it('finds the one value after a key unlike that key in every other record of an indented listing', () => {
    expect(found(apps(140, { 91: 'false' }))).toEqual(['    "httpsOnly": false,']);
    expect(found(apps(20, { 11: 'false' }))).toEqual(['    "httpsOnly": false,']);
  });

  it('finds nothing by key over fewer than 20 lines of it, or when its usual values are several (a choice, not a deviation)', () => {
    expect(found(apps(19, { 11: 'false' }))).toEqual([]);
    const tiers = ['B1', 'S1', 'P1v3'];
    expect(found(apps(140, {}, (i) => (i === 70 ? 'F1' : tiers[i % 3]!)))).toEqual([]);
  });

  it("looks at the values after keys only when the lines' columns show nothing", () => {
    const flags = Array.from({ length: 25 }, (_, i) => `  flag: ${i === 12 ? 'off' : 'on'}`).join('\n');
    expect(found(flags)).toEqual(['  flag: off']);
    expect(found(`${nodes(300, { 171: 'v1.30.8' })}\n${flags}`)).toEqual([
      'ip-10-40-171-197.internal   Ready    <none>   63d   v1.30.8   10.40.171.197   Amazon Linux 2023   containerd://1.7.22',
    ]);
  });

  /** `redis-cli --cluster call … INFO`: a block of `key:value` lines a node, a counter per node on replicas only. */
  function info(count: number, policy: (i: number) => string): string {
    return Array.from(
      { length: count },
      (_, i) =>
        `# Memory\nused_memory:${1_000_000 + i * 7919}\nmaxmemory_human:10.00G\nmaxmemory_policy:${policy(i)}\ntotal_net_repl_input_bytes:${i % 2 === 0 ? 0 : 197_291_420 + i * 31}\nrole:${i % 2 === 0 ? 'master' : 'slave'}`,
    ).join('\n');
  }

  it('reads `key:value` and `key = value` lines by their key: the one node with another eviction policy', () => {
    expect(found(info(48, (i) => (i === 29 ? 'allkeys-lru' : 'volatile-lru')))).toEqual(['maxmemory_policy:allkeys-lru']);
    const settings = Array.from({ length: 30 }, (_, i) => `vm.swappiness = ${i === 4 ? 1 : 60}`);
    expect(found(settings.join('\n'))).toEqual(['vm.swappiness = 1']);
    // Over pdsh, each line's host is its own: the field before the value is the key.
    const sysctl = Array.from({ length: 30 }, (_, i) => `node-${i}: vm.swappiness = ${i === 4 ? 1 : 60}`);
    expect(found(sysctl.join('\n'))).toEqual(['node-4: vm.swappiness = 1']);
  });

  it('finds nothing by key when more than 2 of its lines differ from the rest (counts on half the nodes)', () => {
    expect(
      found(
        info(48, () => 'volatile-lru'),
        100,
      ),
    ).toEqual([]);
  });

  it("keys a path by its last part, and a table's field by the field before it", () => {
    const services = ['billing', 'search', 'ledger', 'gateway'];
    const kv = Array.from({ length: 24 }, (_, i) => {
      const path = `config/${services[i % 4]}-${i}/prod-eu-${i % 3}/tls`;
      return `${path}/min_version:${i === 13 ? 'VersionTLS10' : 'VersionTLS12'}\n${path}/cert_ttl:${(i * 37) % 90}d`;
    });
    expect(found(kv.join('\n'))).toEqual(['config/search-13/prod-eu-1/tls/min_version:VersionTLS10']);
    const zfs = Array.from({ length: 30 }, (_, i) =>
      [
        `tank/home/user-${i}   used   ${(i * 7) % 90}G   -`,
        `tank/home/user-${i}   sync   ${i === 21 ? 'disabled' : 'standard'}   ${i === 21 ? 'local' : 'default'}`,
        `tank/home/user-${i}   compression   lz4   inherited`,
      ].join('\n'),
    );
    expect(found(zfs.join('\n'))).toEqual(['tank/home/user-21   sync   disabled   local']);
  });

  it('keys a table by a column of names each on many lines, though they are more than kinds: the one turbine off the fleet setting', () => {
    // 40 settings of 30 turbines, one a line: the names are too many kinds for a column, each on 30 lines.
    const lines = Array.from({ length: 30 }, (_, t) =>
      Array.from({ length: 40 }, (_, p) => {
        const value = p === 23 && t === 12 ? '0.125' : p === 23 ? '1.000' : String((t * 31 + p * 17) % 997);
        return `WTG-${String(t).padStart(2, '0')}  Param.${p}  ${value}  unit${p % 4}  r${(t + p) % 9}`;
      }),
    );
    expect(found(lines.flat().join('\n'))).toEqual(['WTG-12  Param.23  0.125  unit3  r8']);
  });

  it('takes a value as rare only in a column of at most 32 kinds, though a column of more names keys', () => {
    // 51 zones: 50 of 40 items each, one of one item. Too many kinds for the one to be rare.
    const lines = Array.from({ length: 2_001 }, (_, i) => `item-${i}  ${i === 2_000 ? 'zone-odd' : `zone-${i % 50}`}  ok`);
    expect(found(lines.join('\n'))).toEqual([]);
  });

  it('keys a table by its columns of kinds first, by its columns of names only when those show nothing', () => {
    // Flights of 40 days: each flight's departure time moves on one day (keyed by the flight, a name
    // on 40 lines: 45 odd lines, too many), and one day a type is set up with seats it does not have
    // (keyed by the type, a kind).
    const types = [
      ['AT76', '72'],
      ['AT46', '48'],
      ['SF34', '33'],
    ];
    const lines = Array.from({ length: 40 }, (_, d) =>
      Array.from({ length: 45 }, (_, f) => {
        const [type, seats] = types[f % 3]!;
        const time = `${String(6 + (f % 12)).padStart(2, '0')}:${d === (f * 7) % 40 ? '45' : '10'}`;
        return `D${String(d).padStart(2, '0')}  SW${100 + f}  ${time}  ${type}  ${d === 17 && f === 4 ? '72' : seats}`;
      }),
    );
    expect(found(lines.flat().join('\n'))).toEqual(['D17  SW104  10:10  AT46  72']);
  });

  it('keys the fields further on by a column of kinds only when the fields next to those columns show nothing: the one cash account with margin buying power', () => {
    // Account types keep their buying power multiplier three columns on; one cash account has a margin account's.
    const types = ['CASH', 'IRA_CASH', 'MARGIN'];
    const accounts = (marginOk: (i: number) => boolean) =>
      Array.from({ length: 300 }, (_, i) => {
        const type = types[i % 3]!;
        const multiplier = type === 'MARGIN' || i === 150 ? '4.00' : '1.00';
        return `LK${10_000 + i},${type},${marginOk(i) ? 'Y' : 'N'},T${i % 7},${multiplier},${(i * 37) % 900}`;
      });
    const csv = (marginOk: (i: number) => boolean) =>
      ['account_id,account_type,margin_ok,tier,bp_multiplier,orders', ...accounts(marginOk)].join('\n');
    expect(found(csv((i) => i % 3 === 2))).toEqual(['LK10150,CASH,N,T3,4.00,150']);
    // With an odd field next to a column of kinds (the one cash account allowed margin), that is found alone.
    expect(found(csv((i) => i % 3 === 2 || i === 3))).toEqual(['LK10003,CASH,Y,T3,1.00,111']);
  });

  it('keys no field further on in a table of more than 250,000 fields (1,000,000 keys)', () => {
    const table = (rows: number) =>
      Array.from({ length: rows }, (_, i) => {
        const type = ['CASH', 'MARGIN'][i % 2]!;
        const extra = Array.from({ length: 11 }, (_, c) => `x${(i * (c + 5)) % 997}`).join(',');
        return `LK${100_000 + i},${type},${i % 2 ? 'Y' : 'N'},T${i % 7},${type === 'MARGIN' || i === 4_000 ? '4.00' : '1.00'},${extra}`;
      }).join('\n');
    // 16 fields a line, read after the first line (its header): 15,626 lines are 250,016 fields.
    expect(found(table(15_624), 20)).toEqual([expect.stringMatching(/^LK104000,CASH,N,T3,4\.00,/)]);
    expect(found(table(15_627), 20)).toEqual([]);
  });

  it('reads the line under a `key:` alone as its value: the one minion on another kernel in salt grains', () => {
    const grains = Array.from(
      { length: 30 },
      (_, i) =>
        `minion-${i}:\n    ----------\n    kernelrelease:\n        ${i === 7 ? '6.8.0-1012-aws' : '6.8.0-1016-aws'}\n    os:\n        Ubuntu`,
    );
    expect(found(grains.join('\n'))).toEqual(['        6.8.0-1012-aws']);
  });

  it('reads a key under the line above it: the one zone whose minimum TLS is older, among settings of one shape', () => {
    const settings = ['always_use_https', 'browser_cache_ttl', 'min_tls_version', 'tls_1_3'];
    // The values of all the settings are too many kinds for a column: a TTL of each zone's own.
    const value = (id: string, zone: number) => {
      if (id === 'min_tls_version') return zone === 17 ? '"1.0"' : '"1.2"';
      return id === 'browser_cache_ttl' ? String(3_600 + zone * 60) : '"on"';
    };
    const zones = Array.from(
      { length: 30 },
      (_, zone) =>
        `  {"zone": "shop-${zone}.example", "settings": [\n${settings.map((id) => `    {\n      "id": "${id}",\n      "value": ${value(id, zone)},\n      "editable": true\n    }`).join(',\n')}\n  ]}`,
    );
    expect(found(zones.join(',\n'))).toEqual(['      "value": "1.0",']);
  });

  it('reads a column whose values are each on one or two lines as ids, not as rare values: the odd status beside pairs of ids', () => {
    // Each job id on two lines (started, finished): 30 kinds, none usual.
    const jobs = Array.from({ length: 60 }, (_, i) => `job-${Math.floor(i / 2)}   ${i === 37 ? 'killed' : 'ok'}`);
    expect(found(jobs.join('\n'))).toEqual(['job-18   killed']);
  });
});

describe('pairOutliers', () => {
  /** 200 jobs, an element a line with 60 attributes, and the `count` jobs from the 117th on another `TIMEZONE`. */
  function jobs(count: number): string {
    return Array.from({ length: 200 }, (_, i) => {
      const padding = Array.from({ length: 55 }, (_, k) => `A${k}="${(i * 7 + k) % 97}"`).join(' ');
      const zone = i >= 117 && i < 117 + count ? 'EST' : 'GMT';
      return `    <JOB JOBNAME="GMPA_JOB_${i}" DESCRIPTION="Load, slot ${i}" ${padding} TIMEFROM="0${i % 10}00" TIMEZONE="${zone}" DAYS="ALL"/>`;
    }).join('\n');
  }

  it("finds the line whose attribute's value is unlike the one all the others hold: the job on another clock", () => {
    const text = jobs(1);
    expect(pairOutliers(text, signalLinesOf(text), 20).map((line) => line.line)).toEqual([118]);
  });

  it('reads logfmt fields and the members of JSON records on one line alike', () => {
    const logfmt = Array.from(
      { length: 60 },
      (_, i) => `ts=2028-06-0${1 + (i % 9)} job=sync-${i} tz=${i === 40 ? 'America/New_York' : 'UTC'} took=${i}ms`,
    );
    const text = logfmt.join('\n');
    expect(pairOutliers(text, signalLinesOf(text), 20).map((line) => line.line)).toEqual([41]);
    const ndjson = Array.from({ length: 60 }, (_, i) =>
      JSON.stringify({ perf: `P${i}`, film: 'Harbour Lights', runtime: i === 22 ? 127 : 112 }),
    );
    const json = ndjson.join('\n');
    expect(pairOutliers(json, signalLinesOf(json), 20).map((line) => line.line)).toEqual([23]);
  });

  it('finds nothing when more than 2 lines differ, or when they are more than keep', () => {
    const text = jobs(3);
    expect(pairOutliers(text, signalLinesOf(text), 20)).toEqual([]);
    expect(pairOutliers(jobs(1), signalLinesOf(jobs(1)), 0)).toEqual([]);
  });
});
