/**
 * Probe tasks, round 6: written blind to the library's implementation, after real outputs agents meet
 * daily, of kinds not in rounds 2 to 5, the phrasing probes nor the economics tasks. Four groups of
 * three: answers in the middle of one long line (a HAR export, an API Gateway body holding NDJSON in a
 * string, a GraphQL introspection result); answers several lines from the line the question's words
 * match (docker inspect, aws ec2 describe-instances, systemctl status); questions that paraphrase or
 * follow a preamble (lsof, git log --stat, strace); answers with no error word, one value unlike
 * thousands (CronJob schedules, certificate expiry dates, a DNS zone transfer). Not among the bench's
 * targets.
 */
import { hex, pad2, pick, seededRandom } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const W = ['amber', 'basalt', 'cedar', 'delta', 'ember', 'fjord', 'garnet', 'harbor', 'indigo', 'juniper', 'kestrel', 'linden', 'mesa'];

const w = (random: () => number) => W[pick(random, W.length)]!;
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const pad4 = (n: number) => String(n).padStart(4, '0');

// a. One-line payloads.

/** A Chrome DevTools HAR export on one line; the API version header of the one checkout-session request. */
function harExport(): EconomicsTask {
  const random = seededRandom(701);
  const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const entry = (i: number, method: string, url: string, reqHeaders: { name: string; value: string }[], mime: string) => {
    const size = 200 + pick(random, 90_000);
    const wait = 5 + pick(random, 300);
    return {
      _initiator: { type: pick(random, 2) === 0 ? 'parser' : 'script' },
      _priority: ['High', 'Low', 'VeryHigh'][pick(random, 3)],
      _resourceType: mime.includes('json') ? 'fetch' : mime.includes('javascript') ? 'script' : 'image',
      cache: {},
      connection: String(100_000 + pick(random, 900_000)),
      pageref: 'page_2',
      request: {
        method,
        url,
        httpVersion: 'h2',
        headers: [
          { name: ':authority', value: new URL(url).host },
          { name: ':method', value: method },
          { name: ':path', value: new URL(url).pathname },
          { name: 'accept', value: mime.includes('json') ? 'application/json' : '*/*' },
          { name: 'accept-encoding', value: 'gzip, deflate, br, zstd' },
          ...reqHeaders,
          { name: 'user-agent', value: ua },
        ],
        queryString: [],
        cookies: [],
        headersSize: -1,
        bodySize: method === 'POST' ? 300 + pick(random, 2000) : 0,
      },
      response: {
        status: 200,
        statusText: '',
        httpVersion: 'h2',
        headers: [
          { name: 'content-type', value: mime },
          { name: 'content-length', value: String(size) },
          { name: 'date', value: `Thu, 03 Dec 2026 10:${pad2(Math.floor(i / 60) % 60)}:${pad2(i % 60)} GMT` },
          { name: 'x-request-id', value: hex(random, 32) },
          { name: 'cache-control', value: mime.includes('json') ? 'no-store' : 'public, max-age=31536000, immutable' },
        ],
        cookies: [],
        content: { size, mimeType: mime },
        redirectURL: '',
        headersSize: -1,
        bodySize: size,
        _transferSize: Math.floor(size / 3),
      },
      serverIPAddress: `104.18.${pick(random, 255)}.${pick(random, 255)}`,
      startedDateTime: `2026-12-03T10:${pad2(Math.floor(i / 60) % 60)}:${pad2(i % 60)}.${100 + pick(random, 900)}Z`,
      time: wait + pick(random, 40),
      timings: { blocked: pick(random, 5), dns: -1, ssl: -1, connect: -1, send: 0, wait, receive: pick(random, 40) },
    };
  };
  const entries = [];
  for (let i = 0; i < 1_900; i++) {
    const kind = pick(random, 3);
    if (kind === 0)
      entries.push(
        entry(
          i,
          'GET',
          `https://api.acme.example/v2/${w(random)}/${pick(random, 99_999)}`,
          [{ name: 'x-api-version', value: '2026-10-01' }],
          'application/json',
        ),
      );
    else if (kind === 1)
      entries.push(
        entry(i, 'GET', `https://shop.acme.example/_next/static/chunks/${w(random)}-${hex(random, 16)}.js`, [], 'application/javascript'),
      );
    else entries.push(entry(i, 'GET', `https://cdn.acme.example/img/${w(random)}/${hex(random, 12)}.webp`, [], 'image/webp'));
  }
  entries[960] = entry(
    960,
    'POST',
    'https://api.acme.example/v2/checkout/sessions',
    [
      { name: 'content-type', value: 'application/json' },
      { name: 'x-api-version', value: '2019-02-11' },
    ],
    'application/json',
  );
  const output = JSON.stringify({
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [{ startedDateTime: '2026-12-03T10:00:00.000Z', id: 'page_2', title: 'https://shop.acme.example/cart', pageTimings: {} }],
      entries,
    },
  });
  const ask = 'When someone starts paying for their cart, which API version does the browser ask the backend for?';
  return singleCallTask('round 6: har export', ask, 'export_har', output, [
    { id: 'v', ask, needles: [textNeedle('"value":"2019-02-11"')] },
  ]);
}

/** An API Gateway response whose body is the import log as NDJSON inside one JSON string; one row was skipped. */
function ndjsonInString(): EconomicsTask {
  const random = seededRandom(703);
  const rows: string[] = [];
  for (let i = 1; i <= 21_000; i++) {
    const sku = `${w(random).slice(0, 3).toUpperCase()}-${pad4(pick(random, 10_000))}-${hex(random, 4)}`;
    rows.push(
      i === 10_388
        ? JSON.stringify({ row: i, sku, result: 'skipped', reason: 'same barcode as row 1207 (4006381333931)', ms: 3 })
        : JSON.stringify({ row: i, sku, result: pick(random, 4) === 0 ? 'updated' : 'created', ms: 1 + pick(random, 30) }),
    );
  }
  const output = JSON.stringify({
    statusCode: 200,
    headers: {
      'content-type': 'application/x-ndjson',
      'x-amzn-requestid': `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
    },
    isBase64Encoded: false,
    body: rows.join('\n'),
  });
  const ask = 'The catalogue import says it went through, but we ended up one product short. Did it leave a row out, and why?';
  return singleCallTask('round 6: ndjson in a string', ask, 'invoke_import', output, [
    { id: 'r', ask, needles: [textNeedle('same barcode as row 1207 (4006381333931)')] },
  ]);
}

/** A GraphQL introspection result on one line; the one deprecated field and its replacement. */
function graphqlIntrospection(): EconomicsTask {
  const random = seededRandom(705);
  const scalar = (name: string) => ({ kind: 'SCALAR', name, ofType: null });
  const nonNull = (t: object) => ({ kind: 'NON_NULL', name: null, ofType: t });
  const field = (name: string, deprecation: string | null = null) => ({
    name,
    description: pick(random, 3) === 0 ? `The ${name} of this object.` : null,
    args: [],
    type: pick(random, 2) === 0 ? nonNull(scalar(['String', 'ID', 'Int', 'DateTime'][pick(random, 4)]!)) : scalar('String'),
    isDeprecated: deprecation !== null,
    deprecationReason: deprecation,
  });
  const type = (name: string, fields: object[]) => ({
    kind: 'OBJECT',
    name,
    description: null,
    fields,
    inputFields: null,
    interfaces: [{ kind: 'INTERFACE', name: 'Node', ofType: null }],
    enumValues: null,
    possibleTypes: null,
  });
  const types: object[] = [];
  for (let i = 0; i < 900; i++) {
    const fields = [field('id')];
    for (let j = 0, n = 4 + pick(random, 12); j < n; j++) fields.push(field(`${w(random)}${cap(w(random))}${j}`));
    types.push(type(`${cap(w(random))}${cap(w(random))}${i}`, fields));
  }
  types.splice(
    452,
    0,
    type('Shipment', [
      field('id'),
      field('trackingNumber'),
      field('carrierCode', 'Use `carrier { slug }`; removed after 2027-03-01.'),
      field('carrier'),
      field('estimatedDelivery'),
      field('status'),
    ]),
  );
  const output = JSON.stringify({
    data: {
      __schema: {
        queryType: { name: 'Query' },
        mutationType: { name: 'Mutation' },
        subscriptionType: null,
        types,
        directives: [
          {
            name: 'deprecated',
            description: 'Marks an element of a GraphQL schema as no longer supported.',
            locations: ['FIELD_DEFINITION', 'ENUM_VALUE'],
            args: [],
          },
        ],
      },
    },
  });
  const ask = "Is there anything on a shipment we're not supposed to query any more? What should we use instead?";
  return singleCallTask('round 6: graphql introspection', ask, 'graphql_introspect', output, [
    { id: 'd', ask, needles: [textNeedle('Use `carrier { slug }`; removed after 2027-03-01.')] },
  ]);
}

// b. The answer several lines from the line the question's words match.

/** `docker inspect $(docker ps -aq)`: the host directory mounted into the billing database, 40 lines under its name. */
function dockerInspect(): EconomicsTask {
  const random = seededRandom(711);
  const services = ['cart-api', 'search-api', 'worker', 'redis', 'nginx', 'mailer', 'scheduler'];
  const container = (service: string, image: string, mount: { source: string; destination: string; bind: boolean }) => {
    const id = hex(random, 64);
    const created = `2026-12-0${1 + pick(random, 3)}T${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}.${hex(random, 9).replace(/\D/g, '1')}Z`;
    const name = `${service}-${1 + pick(random, 9)}`;
    return {
      Id: id,
      Created: created,
      Path: 'docker-entrypoint.sh',
      Args: [service.split('-')[0]],
      State: {
        Status: 'running',
        Running: true,
        Paused: false,
        Restarting: false,
        OOMKilled: false,
        Dead: false,
        Pid: 1000 + pick(random, 60_000),
        ExitCode: 0,
        Error: '',
        StartedAt: created,
        FinishedAt: '0001-01-01T00:00:00Z',
      },
      Image: `sha256:${hex(random, 64)}`,
      ResolvConfPath: `/var/lib/docker/containers/${id}/resolv.conf`,
      HostnamePath: `/var/lib/docker/containers/${id}/hostname`,
      HostsPath: `/var/lib/docker/containers/${id}/hosts`,
      LogPath: `/var/lib/docker/containers/${id}/${id}-json.log`,
      Name: `/${name}`,
      RestartCount: 0,
      Driver: 'overlay2',
      Platform: 'linux',
      MountLabel: '',
      ProcessLabel: '',
      AppArmorProfile: 'docker-default',
      ExecIDs: null,
      HostConfig: {
        Binds: mount.bind ? [`${mount.source}:${mount.destination}:rw`] : null,
        ContainerIDFile: '',
        LogConfig: { Type: 'json-file', Config: { 'max-size': '10m' } },
        NetworkMode: 'shop_default',
        RestartPolicy: { Name: 'unless-stopped', MaximumRetryCount: 0 },
        AutoRemove: false,
        Memory: 0,
        CpuShares: 0,
      },
      GraphDriver: {
        Data: {
          LowerDir: `/var/lib/docker/overlay2/${hex(random, 64)}-init/diff`,
          MergedDir: `/var/lib/docker/overlay2/${hex(random, 64)}/merged`,
          UpperDir: `/var/lib/docker/overlay2/${hex(random, 64)}/diff`,
          WorkDir: `/var/lib/docker/overlay2/${hex(random, 64)}/work`,
        },
        Name: 'overlay2',
      },
      Mounts: [
        {
          Type: mount.bind ? 'bind' : 'volume',
          ...(mount.bind ? {} : { Name: hex(random, 64) }),
          Source: mount.source,
          Destination: mount.destination,
          Driver: mount.bind ? undefined : 'local',
          Mode: mount.bind ? 'rw' : 'z',
          RW: true,
          Propagation: mount.bind ? 'rprivate' : '',
        },
      ],
      Config: {
        Hostname: id.slice(0, 12),
        Domainname: '',
        User: '',
        Env: [`PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`, `NODE_ENV=production`],
        Image: image,
        Labels: {
          'com.docker.compose.project': 'shop',
          'com.docker.compose.service': service,
          'com.docker.compose.version': '2.30.3',
        },
      },
      NetworkSettings: {
        Networks: {
          shop_default: {
            Aliases: [name, service],
            NetworkID: hex(random, 64),
            Gateway: '172.19.0.1',
            IPAddress: `172.19.${pick(random, 4)}.${2 + pick(random, 250)}`,
            IPPrefixLen: 16,
            MacAddress: `02:42:ac:13:${hex(random, 2)}:${hex(random, 2)}`,
          },
        },
      },
    };
  };
  const containers = [];
  for (let i = 0; i < 260; i++) {
    const service = services[pick(random, services.length)]!;
    const volume = hex(random, 64);
    containers.push(
      container(service, `registry.acme.example/${service}:1.${pick(random, 40)}.${pick(random, 9)}`, {
        source: `/var/lib/docker/volumes/${volume}/_data`,
        destination: service === 'redis' ? '/data' : '/var/cache/app',
        bind: false,
      }),
    );
  }
  containers.splice(
    141,
    0,
    container('billing-db', 'postgres:16.4-bookworm', {
      source: '/srv/billing/pgdata',
      destination: '/var/lib/postgresql/data',
      bind: true,
    }),
  );
  const ask = 'Where on the host does the billing database actually keep its data?';
  return singleCallTask('round 6: docker inspect', ask, 'docker_inspect', JSON.stringify(containers, null, 4), [
    { id: 'm', ask, needles: [textNeedle('"Source": "/srv/billing/pgdata"')] },
  ]);
}

/** `aws ec2 describe-instances`: the bastion's public address, 60 lines above its Name tag. */
function ec2Instances(): EconomicsTask {
  const random = seededRandom(713);
  const roles = ['web', 'worker', 'batch', 'cache', 'search'];
  const instance = (name: string, publicIp: string | null) => {
    const id = `i-0${hex(random, 16)}`;
    const ip = `10.20.${pick(random, 64)}.${pick(random, 255)}`;
    const dns = `ip-${ip.replaceAll('.', '-')}.eu-west-1.compute.internal`;
    const subnet = `subnet-0${hex(random, 16)}`;
    const eni = `eni-0${hex(random, 16)}`;
    const association = publicIp
      ? { IpOwnerId: 'amazon', PublicDnsName: `ec2-${publicIp.replaceAll('.', '-')}.eu-west-1.compute.amazonaws.com`, PublicIp: publicIp }
      : undefined;
    return {
      AmiLaunchIndex: 0,
      ImageId: `ami-0${hex(random, 16)}`,
      InstanceId: id,
      InstanceType: ['m7g.large', 'c7g.xlarge', 'r7g.large', 't4g.small'][pick(random, 4)],
      LaunchTime: `2026-11-${pad2(1 + pick(random, 30))}T${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}+00:00`,
      Monitoring: { State: 'disabled' },
      Placement: { AvailabilityZone: `eu-west-1${'abc'[pick(random, 3)]}`, GroupName: '', Tenancy: 'default' },
      PrivateDnsName: dns,
      PrivateIpAddress: ip,
      ProductCodes: [],
      PublicDnsName: association?.PublicDnsName ?? '',
      ...(publicIp ? { PublicIpAddress: publicIp } : {}),
      State: { Code: 16, Name: 'running' },
      StateTransitionReason: '',
      SubnetId: subnet,
      VpcId: 'vpc-0a1b2c3d4e5f60789',
      Architecture: 'arm64',
      BlockDeviceMappings: [
        {
          DeviceName: '/dev/xvda',
          Ebs: {
            AttachTime: '2026-11-02T08:14:51+00:00',
            DeleteOnTermination: true,
            Status: 'attached',
            VolumeId: `vol-0${hex(random, 16)}`,
          },
        },
      ],
      ClientToken: `terraform-${hex(random, 26)}`,
      EbsOptimized: true,
      EnaSupport: true,
      Hypervisor: 'xen',
      IamInstanceProfile: {
        Arn: `arn:aws:iam::123456789012:instance-profile/${name.split('-')[0]}-profile`,
        Id: `AIPA${hex(random, 16).toUpperCase()}`,
      },
      NetworkInterfaces: [
        {
          ...(association ? { Association: association } : {}),
          Attachment: {
            AttachTime: '2026-11-02T08:14:50+00:00',
            AttachmentId: `eni-attach-0${hex(random, 16)}`,
            DeleteOnTermination: true,
            DeviceIndex: 0,
            Status: 'attached',
            NetworkCardIndex: 0,
          },
          Description: '',
          Groups: [{ GroupName: `${name.split('-')[0]}-sg`, GroupId: `sg-0${hex(random, 16)}` }],
          Ipv6Addresses: [],
          MacAddress: `06:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}:${hex(random, 2)}`,
          NetworkInterfaceId: eni,
          OwnerId: '123456789012',
          PrivateDnsName: dns,
          PrivateIpAddress: ip,
          PrivateIpAddresses: [
            { ...(association ? { Association: association } : {}), Primary: true, PrivateDnsName: dns, PrivateIpAddress: ip },
          ],
          SourceDestCheck: true,
          Status: 'in-use',
          SubnetId: subnet,
          VpcId: 'vpc-0a1b2c3d4e5f60789',
          InterfaceType: 'interface',
        },
      ],
      RootDeviceName: '/dev/xvda',
      RootDeviceType: 'ebs',
      SecurityGroups: [{ GroupName: `${name.split('-')[0]}-sg`, GroupId: `sg-0${hex(random, 16)}` }],
      SourceDestCheck: true,
      Tags: [
        { Key: 'Environment', Value: 'prod' },
        { Key: 'Name', Value: name },
        { Key: 'ManagedBy', Value: 'terraform' },
      ],
      VirtualizationType: 'hvm',
      CpuOptions: { CoreCount: 2, ThreadsPerCore: 1 },
      MetadataOptions: { State: 'applied', HttpTokens: 'required', HttpPutResponseHopLimit: 2, HttpEndpoint: 'enabled' },
    };
  };
  const reservations = [];
  for (let i = 0; i < 500; i++) {
    const role = roles[pick(random, roles.length)]!;
    reservations.push({
      Groups: [],
      Instances: [
        instance(`${role}-prod-${i}`, role === 'web' ? `34.${240 + pick(random, 15)}.${pick(random, 255)}.${pick(random, 255)}` : null),
      ],
      OwnerId: '123456789012',
      RequesterId: '940372691376',
      ReservationId: `r-0${hex(random, 16)}`,
    });
  }
  reservations.splice(262, 0, {
    Groups: [],
    Instances: [instance('bastion-prod', '52.49.211.87')],
    OwnerId: '123456789012',
    RequesterId: '940372691376',
    ReservationId: `r-0${hex(random, 16)}`,
  });
  const ask = "What's the public IP of our production bastion? I need it for my SSH config.";
  return singleCallTask('round 6: aws ec2 describe-instances', ask, 'aws_cli', JSON.stringify({ Reservations: reservations }, null, 4), [
    { id: 'b', ask, needles: [textNeedle('"PublicIpAddress": "52.49.211.87"')] },
  ]);
}

/** `systemctl status --all`: hundreds of units; the one that stopped, its reason in the journal tail ten lines under its header. */
function systemctlStatus(): EconomicsTask {
  const random = seededRandom(715);
  const units: string[] = [];
  const since = (d: number) => `Mon 2026-11-30 0${d % 10}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))} UTC`;
  for (let i = 0; i < 1_300; i++) {
    const name = `${w(random)}-${w(random)}-${i}`;
    const pid = 900 + pick(random, 90_000);
    const mem = `${1 + pick(random, 900)}.${pick(random, 10)}M`;
    const lines = [
      `● ${name}.service - ${cap(w(random))} ${w(random)} agent ${i}`,
      `     Loaded: loaded (/etc/systemd/system/${name}.service; enabled; preset: enabled)`,
      `     Active: active (running) since ${since(i)}; 3 days ago`,
      `   Main PID: ${pid} (${name.split('-')[0]})`,
      `      Tasks: ${1 + pick(random, 40)} (limit: 18920)`,
      `     Memory: ${mem} (peak: ${mem})`,
      `        CPU: ${pick(random, 60)}min ${pick(random, 60)}.${pick(random, 1000)}s`,
      `     CGroup: /system.slice/${name}.service`,
      `             └─${pid} /usr/local/bin/${name.split('-')[0]} --config /etc/${name}/config.toml`,
      '',
    ];
    for (let j = 0; j < 3; j++)
      lines.push(
        `Dec 03 10:${pad2(pick(random, 60))}:${pad2(pick(random, 60))} web-07 ${name.split('-')[0]}[${pid}]: INFO flushed ${pick(random, 5000)} records in ${pick(random, 900)}ms`,
      );
    units.push(lines.join('\n'));
  }
  units.splice(
    640,
    0,
    [
      '× vector.service - Vector log shipper',
      '     Loaded: loaded (/lib/systemd/system/vector.service; enabled; preset: enabled)',
      '     Active: failed (Result: exit-code) since Thu 2026-12-03 09:12:44 UTC; 1h 8min ago',
      '   Duration: 2.114s',
      '       Docs: https://vector.dev',
      '    Process: 48122 ExecStartPre=/usr/bin/vector validate (code=exited, status=0/SUCCESS)',
      '    Process: 48130 ExecStart=/usr/bin/vector (code=exited, status=78)',
      '   Main PID: 48130 (code=exited, status=78)',
      '        CPU: 1.902s',
      '',
      'Dec 03 09:12:42 web-07 vector[48130]: 2026-12-03T09:12:42.310Z  INFO vector::app: Loading configs. paths=["/etc/vector/vector.yaml"]',
      'Dec 03 09:12:44 web-07 vector[48130]: 2026-12-03T09:12:44.402Z ERROR vector::topology::builder: Configuration error. error=Data type mismatch between in_journald ([Log]) and to_s3 ([Metric])',
      'Dec 03 09:12:44 web-07 systemd[1]: vector.service: Main process exited, code=exited, status=78/CONFIG',
      "Dec 03 09:12:44 web-07 systemd[1]: vector.service: Failed with result 'exit-code'.",
      'Dec 03 09:12:44 web-07 systemd[1]: Failed to start vector.service - Vector log shipper.',
    ].join('\n'),
  );
  const ask = 'The Vector log shipper on web-07 stopped. Why?';
  return singleCallTask('round 6: systemctl status', ask, 'systemctl_status', units.join('\n\n'), [
    { id: 'v', ask, needles: [textNeedle('Data type mismatch between in_journald ([Log]) and to_s3 ([Metric])')] },
  ]);
}

// c. Questions that paraphrase or follow a preamble.

/** `lsof -i` on a laptop (no -P: ports by service name); what listens on 5432, shown as `postgresql`. */
function lsofSockets(): EconomicsTask {
  const random = seededRandom(721);
  const apps = [
    ['Google', 'Chrome'],
    ['Slack', 'Slack'],
    ['node', 'node'],
    ['Code\\x20H', 'Code'],
    ['Spotify', 'Spotify'],
    ['zoom.us', 'zoom'],
  ] as const;
  const remotes = [
    'lb-140-82-113-26-iad.github.com:https',
    'edge-star-shv-01-ams4.facebook.com:https',
    'ec2-3-120-12-8.eu-central-1.compute.amazonaws.com:https',
    'ams16s31-in-f14.1e100.net:https',
    'slack-edge-ams.slack-msgs.com:https',
  ];
  const lines = ['COMMAND     PID USER   FD   TYPE             DEVICE SIZE/OFF NODE NAME'];
  const row = (cmd: string, pid: number, fd: string, type: string, name: string) =>
    `${cmd.padEnd(9)} ${String(pid).padStart(5)} dana ${fd.padStart(4)}  ${type}  0x${hex(random, 16)}      0t0  TCP ${name}`;
  const pids = apps.map(() => 300 + pick(random, 90_000));
  for (let i = 0; i < 13_000; i++) {
    const a = pick(random, apps.length);
    const port = 49_152 + pick(random, 16_000);
    const remote =
      a === 2 && pick(random, 40) === 0
        ? 'orders-db.cluster-c9xk2.eu-west-1.rds.amazonaws.com:postgresql'
        : remotes[pick(random, remotes.length)]!;
    lines.push(row(apps[a]![0], pids[a]!, `${20 + pick(random, 300)}u`, 'IPv4', `192.168.1.23:${port}->${remote} (ESTABLISHED)`));
  }
  lines.splice(200, 0, row('node', 61_204, '21u', 'IPv6', '*:hbci (LISTEN)'));
  lines.splice(3_100, 0, row('rapportd', 611, '8u', 'IPv4', '*:49153 (LISTEN)'));
  lines.splice(6_520, 0, row('com.docke', 48_213, '112u', 'IPv6', '*:postgresql (LISTEN)'));
  lines.splice(9_000, 0, row('ControlCe', 702, '9u', 'IPv4', '*:afs3-fileserver (LISTEN)'));
  const ask =
    "I'm trying to start Postgres locally with Homebrew and it refuses because the address is already in use. " +
    "I've already run brew services stop, and there's no postgres process in Activity Monitor. I dumped the open network sockets on my Mac. " +
    'What is actually holding port 5432?';
  return singleCallTask('round 6: lsof preamble', ask, 'lsof', lines.join('\n'), [
    { id: 'p', ask, needles: [textNeedle('com.docke 48213')] },
  ]);
}

/** `git log --stat`: the commit that lowered the rate limit, asked about as "throttling" after a preamble. */
function gitLogStat(): EconomicsTask {
  const random = seededRandom(723);
  const authors = [
    'Priya Raman <priya@acme.example>',
    'Tomás Ortega <tomas@acme.example>',
    'Lena Vogel <lena@acme.example>',
    'Kwame Mensah <kwame@acme.example>',
    'Yuki Sato <yuki@acme.example>',
  ];
  const verbs = ['fix', 'feat', 'chore', 'refactor', 'test', 'docs'];
  const areas = ['cart', 'search', 'catalog', 'checkout', 'auth', 'emails', 'ci'];
  const commit = (hash: string, author: string, day: number, subject: string, body: string[], files: [string, number, number][]) => {
    const date = new Date(Date.UTC(2026, 11, 2) - day * 180_000).toUTCString().replace('GMT', '+0000');
    const lines = [`commit ${hash}`, `Author: ${author}`, `Date:   ${date}`, '', `    ${subject}`];
    if (body.length) lines.push('', ...body.map((b) => `    ${b}`));
    lines.push('');
    for (const [file, add, del] of files)
      lines.push(` ${file.padEnd(52)} | ${String(add + del).padStart(3)} ${'+'.repeat(Math.min(add, 30))}${'-'.repeat(Math.min(del, 30))}`);
    const adds = files.reduce((s, f) => s + f[1], 0);
    const dels = files.reduce((s, f) => s + f[2], 0);
    lines.push(` ${files.length} file${files.length > 1 ? 's' : ''} changed, ${adds} insertions(+), ${dels} deletions(-)`);
    return lines.join('\n');
  };
  const commits: string[] = [];
  for (let i = 0; i < 4_200; i++) {
    const area = areas[pick(random, areas.length)]!;
    const files: [string, number, number][] = Array.from({ length: 1 + pick(random, 5) }, () => [
      `services/${area}/src/${w(random)}/${w(random)}.ts`,
      pick(random, 40),
      pick(random, 20),
    ]);
    commits.push(
      commit(
        hex(random, 40),
        authors[pick(random, authors.length)]!,
        i,
        `${verbs[pick(random, verbs.length)]}(${area}): ${w(random)} ${w(random)} handling for ${w(random)} ${pick(random, 900)}`,
        [],
        files,
      ),
    );
  }
  commits.splice(
    2_100,
    0,
    commit(
      '7c3e9a1f4b2d8e6a0c5f9b3d7e1a4c8f2b6d0e9a',
      'Kwame Mensah <kwame@acme.example>',
      2_100,
      'gateway: lower default burst to 20 req/s per API key',
      ['Partners were able to saturate the pricing service during the', 'Black Friday replay. 200 was never meant to be the default.'],
      [
        ['services/gateway/config/limits.yaml', 2, 2],
        ['services/gateway/src/limits/bucket.ts', 6, 1],
      ],
    ),
  );
  const ask =
    'Since we shipped 4.13 on Tuesday, one of our partners keeps getting "too many requests" back from us, even though their traffic is the same as always. ' +
    'Nothing changed on their side, and the gateway dashboards look healthy otherwise. I suspect someone on our side tightened the throttling in that release; this is the log of the release range. ' +
    'Who did it, and in which commit?';
  return singleCallTask('round 6: git log preamble', ask, 'git_log', commits.join('\n\n'), [
    { id: 'c', ask, needles: [textNeedle('7c3e9a1f4b2d8e6a0c5f9b3d7e1a4c8f2b6d0e9a')] },
  ]);
}

/** `strace -f -tt -T` of a CLI that hangs 30 s at start: the address of the connect() before the 30 s poll. */
function straceHang(): EconomicsTask {
  const random = seededRandom(725);
  const lines: string[] = [];
  let us = 0;
  const ts = () => {
    us += 3 + pick(random, 90);
    const s = Math.floor(us / 1_000_000);
    return `10:22:${pad2(1 + s)}.${String(us % 1_000_000).padStart(6, '0')}`;
  };
  const pid = 31_877;
  const syscalls = [
    () =>
      `openat(AT_FDCWD, "/usr/lib/python3.12/${w(random)}/${w(random)}_${pick(random, 99)}.py", O_RDONLY|O_CLOEXEC) = ${3 + pick(random, 6)}`,
    () => `newfstatat(${3 + pick(random, 6)}, "", {st_mode=S_IFREG|0644, st_size=${pick(random, 90_000)}, ...}, AT_EMPTY_PATH) = 0`,
    () => `read(${3 + pick(random, 6)}, "${hex(random, 24)}"..., ${4096 * (1 + pick(random, 16))}) = ${pick(random, 60_000)}`,
    () => `close(${3 + pick(random, 6)}) = 0`,
    () => `mmap(NULL, ${4096 * (1 + pick(random, 64))}, PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS, -1, 0) = 0x7f${hex(random, 10)}`,
    () => `stat("/home/dana/.cache/acmecli/${w(random)}", 0x7ffd${hex(random, 8)}) = -1 ENOENT (No such file or directory)`,
    () =>
      `rt_sigaction(SIG${['INT', 'TERM', 'HUP', 'PIPE'][pick(random, 4)]}, {sa_handler=SIG_DFL, sa_mask=[], sa_flags=SA_RESTORER, sa_restorer=0x7f${hex(random, 10)}}, NULL, 8) = 0`,
  ];
  const line = (call: string, took: string) => `${pid}  ${ts()} ${call} <${took}>`;
  for (let i = 0; i < 19_000; i++) {
    if (i === 9_400) {
      lines.push(
        line('socket(AF_INET, SOCK_DGRAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_IP) = 7', '0.000031'),
        line('connect(7, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("127.0.0.53")}, 16) = 0', '0.000044'),
        line(
          'sendto(7, "\\322\\4\\1\\0\\0\\1\\0\\0\\0\\0\\0\\0\\5vault\\4corp\\4acme\\7example\\0\\0\\1\\0\\1", 40, MSG_NOSIGNAL, NULL, 0) = 40',
          '0.000052',
        ),
        line(
          'recvfrom(7, "\\322\\4\\201\\200\\0\\1\\0\\1\\0\\0\\0\\0\\5vault\\4corp\\4acme\\7example\\0\\0\\1\\0\\1\\300\\f\\0\\1\\0\\1\\0\\0\\0<\\0\\4\\n\\377\\0\\16", 2048, 0, {sa_family=AF_INET, sin_port=htons(53), sin_addr=inet_addr("127.0.0.53")}, [28 => 16]) = 56',
          '0.000039',
        ),
        line('close(7) = 0', '0.000012'),
        line('socket(AF_INET, SOCK_STREAM|SOCK_CLOEXEC|SOCK_NONBLOCK, IPPROTO_TCP) = 7', '0.000027'),
        line(
          'connect(7, {sa_family=AF_INET, sin_port=htons(8200), sin_addr=inet_addr("10.255.0.14")}, 16) = -1 EINPROGRESS (Operation now in progress)',
          '0.000071',
        ),
        line('poll([{fd=7, events=POLLOUT}], 1, 30000) = 0 (Timeout)', '30.030118'),
      );
      us += 30_030_118;
      lines.push(line('close(7) = 0', '0.000019'));
    }
    lines.push(line(syscalls[pick(random, syscalls.length)]!(), `0.0000${pad2(1 + pick(random, 99))}`));
  }
  const ask =
    "Our internal CLI takes about half a minute to even print its banner on my laptop, but it's instant in CI and on my colleague's machine. " +
    "I ran it under strace with timestamps and I honestly can't read this. What is it sitting there waiting for?";
  return singleCallTask('round 6: strace preamble', ask, 'strace', lines.join('\n'), [
    { id: 's', ask, needles: [textNeedle('sin_addr=inet_addr("10.255.0.14")')] },
  ]);
}

// d. No error word: one value unlike thousands.

/** `kubectl get cronjobs -A`: every tenant's nightly report runs at 02:00 but one, which runs on Sundays only. */
function cronSchedules(): EconomicsTask {
  const random = seededRandom(731);
  const row = (ns: string, name: string, schedule: string, last: string) =>
    `${ns.padEnd(26)}${name.padEnd(18)}${schedule.padEnd(16)}${'Europe/Berlin'.padEnd(15)}${'False'.padEnd(9)}${'0'.padEnd(8)}${last.padEnd(15)}${`${200 + pick(random, 300)}d`}`;
  const rows = [
    `${'NAMESPACE'.padEnd(26)}${'NAME'.padEnd(18)}${'SCHEDULE'.padEnd(16)}${'TIMEZONE'.padEnd(15)}${'SUSPEND'.padEnd(9)}${'ACTIVE'.padEnd(8)}${'LAST SCHEDULE'.padEnd(15)}AGE`,
  ];
  let odd = '';
  for (let i = 0; i < 3_400; i++) {
    const ns = `tenant-${w(random)}-${pad4(i)}`;
    const sunday = i === 1_877;
    if (sunday) odd = `${ns.padEnd(26)}${'nightly-report'.padEnd(18)}0 2 * * 0`;
    rows.push(row(ns, 'db-backup', '30 1 * * *', `${8 + pick(random, 2)}h`));
    rows.push(row(ns, 'nightly-report', sunday ? '0 2 * * 0' : '0 2 * * *', sunday ? '4d' : `${8 + pick(random, 2)}h`));
  }
  const ask = 'Every customer is supposed to get their report each night. Is any tenant set up to get it on a different schedule?';
  return singleCallTask('round 6: cronjob schedules', ask, 'kubectl_get_cronjobs', rows.join('\n'), [
    { id: 'c', ask, needles: [textNeedle(odd)] },
  ]);
}

/** `openssl x509 -noout -subject -enddate` over a directory of certificates: one expires months before the others. */
function certExpiry(): EconomicsTask {
  const random = seededRandom(733);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const blocks: string[] = [];
  const block = (cn: string, month: number, day: number, year: number) =>
    [
      `/etc/ssl/acme/${cn}.pem`,
      `subject=CN = ${cn}`,
      `notAfter=${months[month]} ${String(day).padStart(2)} ${pad2(pick(random, 24))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))} ${year} GMT`,
    ].join('\n');
  for (let i = 0; i < 5_200; i++)
    blocks.push(block(`${w(random)}-${w(random)}-${pad4(i)}.acme.example`, 3 + pick(random, 9), 1 + pick(random, 28), 2027));
  blocks.splice(2_950, 0, block('payments-callback.acme.example', 11, 19, 2026));
  const ask = 'Which of our certificates is going to run out first?';
  return singleCallTask('round 6: certificate expiry', ask, 'check_certs', blocks.join('\n'), [
    { id: 'e', ask, needles: [textNeedle('subject=CN = payments-callback.acme.example')] },
  ]);
}

/** `dig AXFR` of a zone: every storefront hostname is a CNAME to the CDN but one, which still points at an old host. */
function dnsZone(): EconomicsTask {
  const random = seededRandom(735);
  const rec = (name: string, type: string, value: string) => `${name.padEnd(40)}300\tIN\t${type.padEnd(6)}${value}`;
  const lines = [
    '; <<>> DiG 9.18.30 <<>> @ns1.acme.example acme.example AXFR',
    '; (1 server found)',
    ';; global options: +cmd',
    rec('acme.example.', 'SOA', 'ns1.acme.example. hostmaster.acme.example. 2026120301 7200 3600 1209600 300'),
    rec('acme.example.', 'NS', 'ns1.acme.example.'),
    rec('acme.example.', 'NS', 'ns2.acme.example.'),
    rec('acme.example.', 'MX', '10 mx1.acme.example.'),
    rec('acme.example.', 'TXT', '"v=spf1 include:_spf.acme.example ~all"'),
  ];
  for (let i = 0; i < 9_000; i++) {
    const r = pick(random, 5);
    if (r === 0)
      lines.push(rec(`${w(random)}-${pad4(i)}.int.acme.example.`, 'A', `10.${pick(random, 64)}.${pick(random, 255)}.${pick(random, 255)}`));
    else if (r === 1)
      lines.push(rec(`_dmarc-${pad4(i)}.mail.acme.example.`, 'TXT', `"v=DMARC1; p=quarantine; rua=mailto:dmarc-${pad4(i)}@acme.example"`));
    else lines.push(rec(`store-${pad4(i)}.acme.example.`, 'CNAME', 'shops.edge.acme-cdn.net.'));
  }
  let odd = 4_611;
  while (!lines[odd]!.startsWith('store-')) odd++;
  const name = lines[odd]!.split(' ')[0]!;
  lines[odd] = rec(name, 'CNAME', 'acme-storefront-2019.herokuapp.com.');
  lines.push(
    lines[3]!,
    ';; Query time: 412 msec',
    ';; SERVER: 10.0.0.2#53(ns1.acme.example) (TCP)',
    ';; XFR size: 9008 records (messages 14, bytes 612044)',
  );
  const ask = 'Is every one of our shop domains actually served through the CDN?';
  return singleCallTask('round 6: dns zone transfer', ask, 'dig_axfr', lines.join('\n'), [{ id: 'd', ask, needles: [textNeedle(name)] }]);
}

export function roundSix(): EconomicsTask[] {
  return [
    harExport(),
    ndjsonInString(),
    graphqlIntrospection(),
    dockerInspect(),
    ec2Instances(),
    systemctlStatus(),
    lsofSockets(),
    gitLogStat(),
    straceHang(),
    cronSchedules(),
    certExpiry(),
    dnsZone(),
  ];
}
