/**
 * Probe tasks, round 8: written blind to the library's implementation, after real outputs agents meet
 * daily, of kinds not in rounds 2 to 7, the phrasing probes nor the economics tasks. Four groups of
 * three: answers in the middle of one long line (`terraform show -json`, a minified SVG icon sprite, a
 * Grafana dashboard from its HTTP API); answers several lines from the line the question's words match
 * (a jstack thread dump, an ldapsearch LDIF, an nmap -sV -sC scan); questions that paraphrase or follow
 * a preamble (an sshd auth.log, an HAProxy log, aws cloudtrail lookup-events); answers with no error
 * word, one value unlike thousands (kafka-consumer-groups --describe, sysctl -a over pdsh, an aws s3 ls
 * of a backup bucket). Not among the bench's targets.
 *
 * First run, at bb08f65 (ROUNDS=8 pnpm probes; its output as printed):
 *   round 8: terraform show -json
 *     none: 347,037 tokens, peak 346,969, 1/1 needles, 0 read-backs
 *     context-chef-store: 11,857 tokens, peak 4,323, 0/1 needles, 4 read-backs
 *     ours: 890 tokens, peak 624, 0/1 needles, 0 read-backs
 *   round 8: svg sprite
 *     none: 476,565 tokens, peak 476,484, 1/1 needles, 0 read-backs
 *     context-chef-store: 4,025 tokens, peak 2,165, 1/1 needles, 1 read-backs
 *     ours: 2,667 tokens, peak 1,523, 1/1 needles, 1 read-backs
 *   round 8: grafana dashboard
 *     none: 89,577 tokens, peak 89,477, 1/1 needles, 0 read-backs
 *     context-chef-store: 16,141 tokens, peak 5,348, 1/1 needles, 4 read-backs
 *     ours: 7,472 tokens, peak 3,360, 0/1 needles, 2 read-backs
 *   round 8: jstack thread dump
 *     none: 209,083 tokens, peak 208,994, 1/1 needles, 0 read-backs
 *     context-chef-store: 7,711 tokens, peak 3,415, 0/1 needles, 2 read-backs
 *     ours: 2,118 tokens, peak 1,166, 0/1 needles, 1 read-backs
 *   round 8: ldapsearch ldif
 *     none: 447,970 tokens, peak 447,886, 1/1 needles, 0 read-backs
 *     context-chef-store: 6,743 tokens, peak 2,874, 0/1 needles, 2 read-backs
 *     ours: 8,489 tokens, peak 3,860, 0/1 needles, 2 read-backs
 *   round 8: nmap scan
 *     none: 335,069 tokens, peak 334,989, 1/1 needles, 0 read-backs
 *     context-chef-store: 4,618 tokens, peak 1,896, 1/1 needles, 2 read-backs
 *     ours: 893 tokens, peak 615, 1/1 needles, 0 read-backs
 *   round 8: sshd auth.log, preamble
 *     none: 785,792 tokens, peak 785,672, 1/1 needles, 0 read-backs
 *     context-chef-store: 10,596 tokens, peak 3,950, 0/1 needles, 4 read-backs
 *     ours: 12,114 tokens, peak 5,141, 0/1 needles, 4 read-backs
 *   round 8: haproxy log, paraphrase
 *     none: 1,118,465 tokens, peak 1,118,350, 1/1 needles, 0 read-backs
 *     context-chef-store: 7,371 tokens, peak 1,567, 0/1 needles, 4 read-backs
 *     ours: 5,149 tokens, peak 1,085, 0/1 needles, 4 read-backs
 *   round 8: cloudtrail, preamble and paraphrase
 *     none: 807,092 tokens, peak 806,976, 1/1 needles, 0 read-backs
 *     context-chef-store: 5,681 tokens, peak 2,559, 0/1 needles, 2 read-backs
 *     ours: 8,144 tokens, peak 3,996, 0/1 needles, 2 read-backs
 *   round 8: kafka consumer lag
 *     none: 327,225 tokens, peak 327,138, 1/1 needles, 0 read-backs
 *     context-chef-store: 15,478 tokens, peak 6,039, 0/1 needles, 4 read-backs
 *     ours: 21,453 tokens, peak 8,776, 0/1 needles, 4 read-backs
 *   round 8: sysctl over pdsh
 *     none: 338,888 tokens, peak 338,780, 1/1 needles, 0 read-backs
 *     context-chef-store: 6,540 tokens, peak 1,417, 0/1 needles, 4 read-backs
 *     ours: 4,615 tokens, peak 985, 0/1 needles, 4 read-backs
 *   round 8: s3 backup listing
 *     none: 254,493 tokens, peak 254,408, 1/1 needles, 0 read-backs
 *     context-chef-store: 17,353 tokens, peak 6,632, 0/1 needles, 4 read-backs
 *     ours: 24,463 tokens, peak 11,456, 0/1 needles, 4 read-backs
 *   none: 5,537,256 tokens, 12/12 needles
 *   context-chef-store: 114,114 tokens, 3/12 needles
 *   ours: 98,467 tokens, 2/12 needles
 */
import { hex, oneOf, pad2, pick, seededRandom, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const upperHex = (random: () => number, n: number) => hex(random, n).toUpperCase();
const upper = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[pick(random, 32)]).join('');
const b64 = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[pick(random, 64)]).join('');
/** A syslog timestamp (`Mar  3 02:14:07`) for `seconds` after midnight of the given day of March 2026. */
const syslogTime = (day: number, seconds: number) =>
  `Mar ${String(day + Math.floor(seconds / 86_400)).padStart(2, ' ')} ${pad2(Math.floor(seconds / 3600) % 24)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;

// a. One-line payloads.

/** `terraform show -json` of a prod stack, one line: the bastion's private IP, 1.5 KB after its address. */
function terraformShowJson(): EconomicsTask {
  const random = seededRandom(8_001);
  const region = 'eu-west-1';
  const account = '418273650912';
  const azs = ['eu-west-1a', 'eu-west-1b', 'eu-west-1c'];
  const privateSubnets = azs.map(() => `subnet-0${hex(random, 16)}`);
  const publicSubnets = azs.map(() => `subnet-0${hex(random, 16)}`);
  const sgApp = `sg-0${hex(random, 16)}`;
  const sgBastion = `sg-0${hex(random, 16)}`;
  const kmsKey = `arn:aws:kms:${region}:${account}:key/${uuid(random)}`;
  const topic = `arn:aws:sns:${region}:${account}:prod-oncall-pager`;
  const tags = (name: string, extra: Record<string, string> = {}) => ({
    Environment: 'prod',
    Name: name,
    Service: extra.Service ?? 'platform',
  });
  const tagsAll = (name: string, extra: Record<string, string> = {}) => ({
    ...tags(name, extra),
    CostCenter: 'cc-4410',
    ManagedBy: 'terraform',
  });

  const instance = (name: string, key: string | undefined, ip: string, az: number, type: string, role: string, publicIp: string) => {
    const id = `i-0${hex(random, 16)}`;
    const nameTag = key === undefined ? `acme-prod-${name}` : `acme-prod-${key}`;
    return {
      address: key === undefined ? `aws_instance.${name}` : `aws_instance.${name}["${key}"]`,
      mode: 'managed',
      type: 'aws_instance',
      name,
      ...(key === undefined ? {} : { index: key }),
      provider_name: 'registry.terraform.io/hashicorp/aws',
      schema_version: 1,
      values: {
        ami: `ami-0${hex(random, 16)}`,
        arn: `arn:aws:ec2:${region}:${account}:instance/${id}`,
        associate_public_ip_address: publicIp !== '',
        availability_zone: azs[az],
        capacity_reservation_specification: [{ capacity_reservation_preference: 'open', capacity_reservation_target: [] }],
        cpu_core_count: 2,
        cpu_options: [{ amd_sev_snp: '', core_count: 2, threads_per_core: 2 }],
        cpu_threads_per_core: 2,
        credit_specification: [],
        disable_api_stop: false,
        disable_api_termination: key === undefined,
        ebs_block_device: [],
        ebs_optimized: true,
        enclave_options: [{ enabled: false }],
        ephemeral_block_device: [],
        get_password_data: false,
        hibernation: false,
        host_id: '',
        host_resource_group_arn: null,
        iam_instance_profile: `acme-prod-${role}`,
        id,
        instance_initiated_shutdown_behavior: 'stop',
        instance_lifecycle: '',
        instance_market_options: [],
        instance_state: 'running',
        instance_type: type,
        ipv6_address_count: 0,
        ipv6_addresses: [],
        key_name: 'acme-prod-2024',
        launch_template: [],
        maintenance_options: [{ auto_recovery: 'default' }],
        metadata_options: [
          {
            http_endpoint: 'enabled',
            http_protocol_ipv6: 'disabled',
            http_put_response_hop_limit: 2,
            http_tokens: 'required',
            instance_metadata_tags: 'disabled',
          },
        ],
        monitoring: true,
        network_interface: [],
        outpost_arn: '',
        password_data: '',
        placement_group: '',
        placement_partition_number: 0,
        primary_network_interface_id: `eni-0${hex(random, 16)}`,
        private_dns: `ip-${ip.replaceAll('.', '-')}.${region}.compute.internal`,
        private_dns_name_options: [
          { enable_resource_name_dns_a_record: false, enable_resource_name_dns_aaaa_record: false, hostname_type: 'ip-name' },
        ],
        private_ip: ip,
        public_dns: publicIp === '' ? '' : `ec2-${publicIp.replaceAll('.', '-')}.${region}.compute.amazonaws.com`,
        public_ip: publicIp,
        root_block_device: [
          {
            delete_on_termination: true,
            device_name: '/dev/xvda',
            encrypted: true,
            iops: 3000,
            kms_key_id: kmsKey,
            tags: {},
            tags_all: {},
            throughput: 125,
            volume_id: `vol-0${hex(random, 16)}`,
            volume_size: key === undefined ? 20 : oneOf(random, [50, 80, 100]),
            volume_type: 'gp3',
          },
        ],
        secondary_private_ips: [],
        security_groups: [],
        source_dest_check: true,
        spot_instance_request_id: '',
        subnet_id: publicIp === '' ? privateSubnets[az] : publicSubnets[az],
        tags: tags(nameTag, { Service: role }),
        tags_all: tagsAll(nameTag, { Service: role }),
        tenancy: 'default',
        timeouts: null,
        user_data: hex(random, 40),
        user_data_base64: null,
        user_data_replace_on_change: false,
        volume_tags: null,
        vpc_security_group_ids: [publicIp === '' ? sgApp : sgBastion],
      },
      sensitive_values: {
        capacity_reservation_specification: [{ capacity_reservation_target: [] }],
        cpu_options: [{}],
        credit_specification: [],
        ebs_block_device: [],
        enclave_options: [{}],
        ephemeral_block_device: [],
        instance_market_options: [],
        ipv6_addresses: [],
        launch_template: [],
        maintenance_options: [{}],
        metadata_options: [{}],
        network_interface: [],
        private_dns_name_options: [{}],
        root_block_device: [{ tags: {}, tags_all: {} }],
        secondary_private_ips: [],
        security_groups: [],
        tags: {},
        tags_all: {},
        vpc_security_group_ids: [false],
      },
      depends_on: ['aws_iam_instance_profile.this', 'data.aws_ami.al2023'],
    };
  };

  const services = [
    'api',
    'billing',
    'catalog',
    'checkout',
    'inventory',
    'ledger',
    'notify',
    'orders',
    'pricing',
    'search',
    'shipping',
    'users',
  ];
  const metrics = [
    ['CPUUtilization', 'AWS/EC2', 80],
    ['StatusCheckFailed', 'AWS/EC2', 1],
    ['NetworkOut', 'AWS/EC2', 5e8],
    ['mem_used_percent', 'CWAgent', 90],
    ['disk_used_percent', 'CWAgent', 85],
  ] as const;
  const instances: ReturnType<typeof instance>[] = [];
  for (const service of services) {
    for (let n = 1; n <= 10; n++) {
      const key = `${service}-${pad2(n)}`;
      const ip = `10.20.${32 + pick(random, 48)}.${4 + pick(random, 250)}`;
      instances.push(instance('app', key, ip, n % 3, oneOf(random, ['m6i.large', 'm6i.xlarge', 'c6i.xlarge']), service, ''));
    }
  }
  const alarms = instances.flatMap((inst) =>
    metrics.map(([metric, namespace, threshold]) => {
      const name = `${inst.index}_${metric.toLowerCase()}`;
      return {
        address: `aws_cloudwatch_metric_alarm.instance["${name}"]`,
        mode: 'managed',
        type: 'aws_cloudwatch_metric_alarm',
        name: 'instance',
        index: name,
        provider_name: 'registry.terraform.io/hashicorp/aws',
        schema_version: 1,
        values: {
          actions_enabled: true,
          alarm_actions: [topic],
          alarm_description: `${metric} on ${inst.values.tags.Name}`,
          alarm_name: `acme-prod-${name}`,
          arn: `arn:aws:cloudwatch:${region}:${account}:alarm:acme-prod-${name}`,
          comparison_operator: 'GreaterThanOrEqualToThreshold',
          datapoints_to_alarm: 3,
          dimensions: { InstanceId: inst.values.id },
          evaluate_low_sample_count_percentiles: '',
          evaluation_periods: 5,
          extended_statistic: '',
          id: `acme-prod-${name}`,
          insufficient_data_actions: [],
          metric_name: metric,
          metric_query: [],
          namespace,
          ok_actions: [topic],
          period: 60,
          statistic: metric === 'StatusCheckFailed' ? 'Maximum' : 'Average',
          tags: {},
          tags_all: { CostCenter: 'cc-4410', Environment: 'prod', ManagedBy: 'terraform' },
          threshold,
          threshold_metric_id: '',
          treat_missing_data: 'missing',
          unit: '',
        },
        sensitive_values: {
          alarm_actions: [false],
          dimensions: {},
          insufficient_data_actions: [],
          metric_query: [],
          ok_actions: [false],
          tags: {},
          tags_all: {},
        },
      };
    }),
  );
  const attachments = services.flatMap((service) =>
    ['AmazonSSMManagedInstanceCore', 'CloudWatchAgentServerPolicy', `acme-prod-${service}-secrets-read`].map((policy) => ({
      address: `aws_iam_role_policy_attachment.this["${service}-${policy}"]`,
      mode: 'managed',
      type: 'aws_iam_role_policy_attachment',
      name: 'this',
      index: `${service}-${policy}`,
      provider_name: 'registry.terraform.io/hashicorp/aws',
      schema_version: 0,
      values: {
        id: `acme-prod-${service}-${pick(random, 10 ** 8)}`,
        policy_arn: policy.startsWith('acme') ? `arn:aws:iam::${account}:policy/${policy}` : `arn:aws:iam::aws:policy/${policy}`,
        role: `acme-prod-${service}`,
      },
      sensitive_values: {},
    })),
  );
  const bastion = instance('bastion', undefined, '10.20.4.117', 0, 't3.small', 'bastion', '52.17.208.91');
  const records = services.flatMap((service) =>
    ['', '-internal', '-admin'].map((suffix) => ({
      address: `aws_route53_record.service["${service}${suffix}"]`,
      mode: 'managed',
      type: 'aws_route53_record',
      name: 'service',
      index: `${service}${suffix}`,
      provider_name: 'registry.terraform.io/hashicorp/aws',
      schema_version: 2,
      values: {
        alias: [],
        allow_overwrite: null,
        cidr_routing_policy: [],
        failover_routing_policy: [],
        fqdn: `${service}${suffix}.prod.acme.internal`,
        geolocation_routing_policy: [],
        geoproximity_routing_policy: [],
        health_check_id: '',
        id: `Z0${upper(random, 19)}_${service}${suffix}.prod.acme.internal_CNAME`,
        latency_routing_policy: [],
        multivalue_answer_routing_policy: false,
        name: `${service}${suffix}.prod.acme.internal`,
        records: [`internal-acme-prod-${service}-${pick(random, 10 ** 9)}.${region}.elb.amazonaws.com`],
        set_identifier: '',
        timeouts: null,
        ttl: 60,
        type: 'CNAME',
        weighted_routing_policy: [],
        zone_id: 'Z04817263QKXV8M1NB2PL',
      },
      sensitive_values: { alias: [], records: [false] },
    })),
  );
  records.push({
    ...records[0]!,
    address: 'aws_route53_record.bastion',
    name: 'bastion',
    index: '',
    values: {
      ...records[0]!.values,
      fqdn: 'bastion.acme.io',
      id: 'Z09172635AHDK2LQ8XW_bastion.acme.io_A',
      name: 'bastion.acme.io',
      records: ['52.17.208.91'],
      type: 'A',
      ttl: 300,
    },
  });
  const rules = services.flatMap((service, s) =>
    [8080, 8443, 9100, 9404].map((port) => ({
      address: `aws_security_group_rule.app_ingress["${service}-${port}"]`,
      mode: 'managed',
      type: 'aws_security_group_rule',
      name: 'app_ingress',
      index: `${service}-${port}`,
      provider_name: 'registry.terraform.io/hashicorp/aws',
      schema_version: 2,
      values: {
        cidr_blocks: [`10.20.${32 + s * 4}.0/22`],
        description: `${service} ${port === 9100 ? 'node exporter' : port === 9404 ? 'jmx exporter' : 'http'}`,
        from_port: port,
        id: `sgrule-${pick(random, 10 ** 10)}`,
        ipv6_cidr_blocks: [],
        prefix_list_ids: [],
        protocol: 'tcp',
        security_group_id: sgApp,
        security_group_rule_id: `sgr-0${hex(random, 16)}`,
        self: false,
        source_security_group_id: null,
        timeouts: null,
        to_port: port,
        type: 'ingress',
      },
      sensitive_values: { cidr_blocks: [false], ipv6_cidr_blocks: [], prefix_list_ids: [] },
    })),
  );
  rules.push({
    ...rules[0]!,
    address: 'aws_security_group_rule.bastion_ssh',
    name: 'bastion_ssh',
    index: '',
    values: {
      ...rules[0]!.values,
      cidr_blocks: ['203.0.113.0/26', '198.51.100.14/32'],
      description: 'ssh from offices',
      from_port: 22,
      to_port: 22,
      security_group_id: sgBastion,
    },
  });
  const resources = [...alarms, ...attachments, bastion, ...instances, ...records, ...rules].map((r) => {
    const copy: Record<string, unknown> = { ...r };
    if (copy.index === '') delete copy.index;
    return copy;
  });
  const output = JSON.stringify({
    format_version: '1.0',
    terraform_version: '1.9.8',
    values: {
      outputs: {
        bastion_public_ip: { sensitive: false, value: '52.17.208.91', type: 'string' },
        vpc_id: { sensitive: false, value: `vpc-0${hex(random, 16)}`, type: 'string' },
      },
      root_module: { resources },
    },
  });
  const ask = 'What is the private IP of the bastion instance in this Terraform state?';
  return singleCallTask('round 8: terraform show -json', ask, 'terraform_show', output, [
    { id: 'ip', ask, needles: [textNeedle('"private_ip":"10.20.4.117"')] },
  ]);
}

/** A minified SVG icon sprite, one line: the fill of one status icon's badge, a different red from its siblings'. */
function svgSprite(): EconomicsTask {
  const random = seededRandom(8_002);
  const num = () => (random() * 24).toFixed(pick(random, 3)).replace(/^0\./, '.');
  const path = (commands: number) => {
    let d = `M${num()} ${num()}`;
    for (let i = 0; i < commands; i++) {
      const c = oneOf(random, ['c', 'l', 's', 'h', 'v', 'C', 'L', 'a']);
      if (c === 'h' || c === 'v') d += `${c}${num()}`;
      else if (c === 'l' || c === 'L') d += `${c}${num()} ${num()}`;
      else if (c === 's') d += `${c}${num()} ${num()} ${num()} ${num()}`;
      else if (c === 'a') d += `a${num()} ${num()} 0 0 ${pick(random, 2)} ${num()} ${num()}`;
      else d += `${c}${num()} ${num()} ${num()} ${num()} ${num()} ${num()}`;
    }
    return `${d}z`;
  };
  const categories =
    'account alert archive arrow bank basket bell calendar card cart chart chat check clipboard clock cloud coin compass copy database document download edit envelope eye file filter flag folder gift globe heart home image inbox invoice key label layers link list location lock map menu message mobile package parcel pencil phone pin printer receipt refresh route search send server settings share shield shipment shop star tag team ticket timer trash truck upload user wallet warehouse'.split(
      ' ',
    );
  const modifiers = 'add alt check circle down filled info left minus off outline plus right search square sync up warning'.split(' ');
  const statusCategories = ['card', 'invoice', 'package', 'parcel', 'receipt', 'shipment', 'ticket', 'truck'];
  const statuses: Record<string, string> = {
    cancelled: '#6b7280',
    delayed: '#ea580c',
    delivered: '#16a34a',
    overdue: '#dc2626',
    paid: '#16a34a',
    pending: '#ca8a04',
    returned: '#7c3aed',
  };
  const symbols: string[] = [];
  for (const category of categories) {
    const names = modifiers.filter(() => random() < 0.7).map((m) => `${category}-${m}`);
    if (statusCategories.includes(category))
      for (const s of Object.keys(statuses)) names.push(`${category}-${s}`, `${category}-${s}-outline`);
    names.unshift(category);
    for (const name of names.sort()) {
      const paths = Array.from({ length: 1 + pick(random, 3) }, () => `<path d="${path(6 + pick(random, 22))}"/>`).join('');
      const status = Object.keys(statuses).find((s) => name.endsWith(`-${s}`));
      let fill = status === undefined ? '' : statuses[status]!;
      if (name === 'invoice-overdue') fill = '#b91c1c';
      const badge = fill === '' ? '' : `<circle cx="19" cy="5" r="4" fill="${fill}"/>`;
      const outline = name.endsWith('-outline') ? ' fill="none" stroke="currentColor" stroke-width="1.5"' : '';
      symbols.push(`<symbol id="icon-${name}" viewBox="0 0 24 24"${outline}>${paths}${badge}</symbol>`);
    }
  }
  const output = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" style="position:absolute;width:0;height:0" aria-hidden="true">${symbols.join('')}</svg>`;
  const ask = 'What fill color does the badge circle of icon-invoice-overdue use in this sprite?';
  return singleCallTask('round 8: svg sprite', `Here's the built icon sprite from the design system. ${ask}`, 'fetch_asset', output, [
    { id: 'fill', ask, needles: [textNeedle('fill="#b91c1c"')] },
  ]);
}

/** `GET /api/dashboards/uid/…` on Grafana, one line: the datasource of one panel, 1.5 KB before its title. */
function grafanaDashboard(): EconomicsTask {
  const random = seededRandom(8_003);
  const services = [
    'API Gateway',
    'Auth',
    'Billing',
    'Catalog',
    'Checkout',
    'Fraud',
    'Inventory',
    'Ledger',
    'Loyalty',
    'Notifications',
    'Orders',
    'Payments',
    'Pricing',
    'Recommendations',
    'Returns',
    'Reviews',
    'Search',
    'Shipping',
    'Tax',
    'Users',
  ];
  const prom = { type: 'prometheus', uid: '${datasource}' };
  const loki = { type: 'loki', uid: 'P8E80F9AEF21F6940' };
  const kinds = [
    {
      title: 'request rate',
      unit: 'reqps',
      expr: (s: string) => `sum by (route) (rate(http_server_requests_seconds_count{service="${s}"}[$__rate_interval]))`,
    },
    {
      title: 'error ratio',
      unit: 'percentunit',
      expr: (s: string) =>
        `sum(rate(http_server_requests_seconds_count{service="${s}",status=~"5.."}[$__rate_interval])) / sum(rate(http_server_requests_seconds_count{service="${s}"}[$__rate_interval]))`,
    },
    {
      title: 'latency p50',
      unit: 's',
      expr: (s: string) =>
        `histogram_quantile(0.5, sum by (le) (rate(http_server_requests_seconds_bucket{service="${s}"}[$__rate_interval])))`,
    },
    {
      title: 'latency p99',
      unit: 's',
      expr: (s: string) =>
        `histogram_quantile(0.99, sum by (le) (rate(http_server_requests_seconds_bucket{service="${s}"}[$__rate_interval])))`,
    },
    {
      title: 'read latency p99',
      unit: 's',
      expr: (s: string) =>
        `histogram_quantile(0.99, sum by (le) (rate(db_client_operation_duration_seconds_bucket{service="${s}",operation="read"}[$__rate_interval])))`,
    },
    {
      title: 'write latency p99',
      unit: 's',
      expr: (s: string) =>
        `histogram_quantile(0.99, sum by (le) (rate(db_client_operation_duration_seconds_bucket{service="${s}",operation="write"}[$__rate_interval])))`,
    },
    {
      title: 'write latency p50',
      unit: 's',
      expr: (s: string) =>
        `histogram_quantile(0.5, sum by (le) (rate(db_client_operation_duration_seconds_bucket{service="${s}",operation="write"}[$__rate_interval])))`,
    },
    {
      title: 'CPU',
      unit: 'percentunit',
      expr: (s: string) => `sum by (pod) (rate(container_cpu_usage_seconds_total{namespace="prod",container="${s}"}[$__rate_interval]))`,
    },
    {
      title: 'memory',
      unit: 'bytes',
      expr: (s: string) => `sum by (pod) (container_memory_working_set_bytes{namespace="prod",container="${s}"})`,
    },
    {
      title: 'pod restarts',
      unit: 'short',
      expr: (s: string) => `sum by (pod) (increase(kube_pod_container_status_restarts_total{namespace="prod",container="${s}"}[1h]))`,
    },
    { title: 'DB pool wait', unit: 's', expr: (s: string) => `max by (pod) (hikaricp_connections_acquire_seconds_max{service="${s}"})` },
    {
      title: 'GC pause',
      unit: 's',
      expr: (s: string) => `sum by (pod) (rate(jvm_gc_pause_seconds_sum{service="${s}"}[$__rate_interval]))`,
    },
  ];
  const panels: object[] = [];
  let id = 1;
  let y = 0;
  for (const service of services) {
    const slug = service.toLowerCase().replaceAll(' ', '-');
    panels.push({ collapsed: false, gridPos: { h: 1, w: 24, x: 0, y }, id: id++, panels: [], title: service, type: 'row' });
    y += 1;
    kinds.forEach((kind, k) => {
      const datasource =
        service === 'Ledger' && kind.title === 'write latency p99' ? { type: 'prometheus', uid: 'P4169E866C3094E38' } : prom;
      panels.push({
        datasource,
        description: '',
        fieldConfig: {
          defaults: {
            color: { mode: 'palette-classic' },
            custom: {
              axisBorderShow: false,
              axisCenteredZero: false,
              axisColorMode: 'text',
              axisLabel: '',
              axisPlacement: 'auto',
              barAlignment: 0,
              drawStyle: 'line',
              fillOpacity: pick(random, 3) * 10,
              gradientMode: 'none',
              hideFrom: { legend: false, tooltip: false, viz: false },
              insertNulls: false,
              lineInterpolation: 'linear',
              lineWidth: 1,
              pointSize: 5,
              scaleDistribution: { type: 'linear' },
              showPoints: 'auto',
              spanNulls: false,
              stacking: { group: 'A', mode: 'none' },
              thresholdsStyle: { mode: 'off' },
            },
            mappings: [],
            thresholds: {
              mode: 'absolute',
              steps: [
                { color: 'green', value: null },
                { color: 'red', value: 80 },
              ],
            },
            unit: kind.unit,
          },
          overrides: [],
        },
        gridPos: { h: 8, w: 6, x: (k % 4) * 6, y: y + Math.floor(k / 4) * 8 },
        id: id++,
        options: {
          legend: { calcs: [], displayMode: 'list', placement: 'bottom', showLegend: true },
          tooltip: { mode: 'multi', sort: 'desc' },
        },
        pluginVersion: '10.4.3',
        targets: [
          { datasource, editorMode: 'code', expr: kind.expr(slug), instant: false, legendFormat: '__auto', range: true, refId: 'A' },
        ],
        title: `${service} ${kind.title}`,
        type: 'timeseries',
      });
    });
    y += 24;
    panels.push({
      datasource: loki,
      gridPos: { h: 8, w: 24, x: 0, y },
      id: id++,
      options: {
        dedupStrategy: 'none',
        enableLogDetails: true,
        prettifyLogMessage: false,
        showCommonLabels: false,
        showLabels: false,
        showTime: true,
        sortOrder: 'Descending',
        wrapLogMessage: false,
      },
      targets: [
        {
          datasource: loki,
          editorMode: 'code',
          expr: `{namespace="prod", app="${slug}"} |= "level=error"`,
          queryType: 'range',
          refId: 'A',
        },
      ],
      title: `${service} error logs`,
      type: 'logs',
    });
    y += 8;
  }
  const output = JSON.stringify({
    meta: {
      type: 'db',
      canSave: true,
      canEdit: true,
      canAdmin: false,
      canStar: true,
      canDelete: true,
      slug: 'services-overview',
      url: '/d/svc-overview/services-overview',
      expires: '0001-01-01T00:00:00Z',
      created: '2023-05-17T09:12:44Z',
      updated: '2026-03-02T16:40:09Z',
      updatedBy: 'jmarsh@acme.io',
      createdBy: 'admin',
      version: 412,
      hasAcl: false,
      isFolder: false,
      folderId: 37,
      folderUid: 'platform-sre',
      folderTitle: 'Platform / SRE',
      folderUrl: '/dashboards/f/platform-sre/platform-sre',
      provisioned: false,
      provisionedExternalId: '',
      annotationsPermissions: {
        dashboard: { canAdd: true, canEdit: true, canDelete: true },
        organization: { canAdd: false, canEdit: false, canDelete: false },
      },
    },
    dashboard: {
      annotations: {
        list: [
          {
            builtIn: 1,
            datasource: { type: 'grafana', uid: '-- Grafana --' },
            enable: true,
            hide: true,
            iconColor: 'rgba(0, 211, 255, 1)',
            name: 'Annotations & Alerts',
            type: 'dashboard',
          },
          { datasource: loki, enable: true, expr: '{app="argocd"} |= "sync succeeded"', iconColor: 'purple', name: 'Deploys' },
        ],
      },
      editable: true,
      fiscalYearStartMonth: 0,
      graphTooltip: 1,
      id: 214,
      links: [],
      panels,
      refresh: '1m',
      schemaVersion: 39,
      tags: ['prod', 'services', 'golden-signals'],
      templating: {
        list: [
          {
            current: { selected: false, text: 'Prometheus (prod)', value: 'PBFA97CFB590B2093' },
            hide: 0,
            includeAll: false,
            label: 'Data source',
            multi: false,
            name: 'datasource',
            options: [],
            query: 'prometheus',
            refresh: 1,
            regex: '/prod/',
            skipUrlSync: false,
            type: 'datasource',
          },
        ],
      },
      time: { from: 'now-6h', to: 'now' },
      timepicker: {},
      timezone: 'utc',
      title: 'Services overview',
      uid: 'svc-overview',
      version: 412,
      weekStart: '',
    },
  });
  const ask = "Which datasource UID is the 'Ledger write latency p99' panel querying?";
  return singleCallTask(
    'round 8: grafana dashboard',
    `The 'Ledger write latency p99' panel on our services overview has shown no data since Tuesday; here's the dashboard JSON from the API. ${ask}`,
    'grafana_get_dashboard',
    output,
    [{ id: 'uid', ask, needles: [textNeedle('"uid":"P4169E866C3094E38"')] }],
  );
}

// b. Answers several lines from the line the question's words match.

/** `jstack` of a Spring service: the first com.acme frame of one Tomcat worker, 18 lines under its name (exec-17 also prefixes exec-170 to 179). */
function jstackDump(): EconomicsTask {
  const random = seededRandom(8_004);
  const jdk = 'java.base@17.0.10';
  const addr = () => `0x00000006${hex(random, 8)}`;
  const tid = () => `0x00007f3b${hex(random, 8)}`;
  let number = 1;
  const header = (name: string, daemon: boolean, state: string, frame: boolean) =>
    `"${name}" #${number++}${daemon ? ' daemon' : ''} prio=5 os_prio=0 cpu=${(random() * 90_000).toFixed(2)}ms elapsed=${(86_000 + random() * 400).toFixed(2)}s tid=${tid()} nid=0x${(number + 40).toString(16)} ${state}${frame ? `  [0x00007f3b${hex(random, 5)}000]` : ' '}`;
  const idleTomcat = [
    '   java.lang.Thread.State: WAITING (parking)',
    `\tat jdk.internal.misc.Unsafe.park(${jdk}/Native Method)`,
    '\t- parking to wait for  <0x00000006c3e1d2a0> (a java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject)',
    `\tat java.util.concurrent.locks.LockSupport.park(${jdk}/LockSupport.java:341)`,
    `\tat java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionNode.block(${jdk}/AbstractQueuedSynchronizer.java:506)`,
    `\tat java.util.concurrent.ForkJoinPool.unmanagedBlock(${jdk}/ForkJoinPool.java:3465)`,
    `\tat java.util.concurrent.ForkJoinPool.managedBlock(${jdk}/ForkJoinPool.java:3436)`,
    `\tat java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject.await(${jdk}/AbstractQueuedSynchronizer.java:1623)`,
    `\tat java.util.concurrent.LinkedBlockingQueue.take(${jdk}/LinkedBlockingQueue.java:435)`,
    '\tat org.apache.tomcat.util.threads.TaskQueue.take(TaskQueue.java:141)',
    '\tat org.apache.tomcat.util.threads.TaskQueue.take(TaskQueue.java:33)',
    '\tat org.apache.tomcat.util.threads.ThreadPoolExecutor.getTask(ThreadPoolExecutor.java:1114)',
  ];
  const tomcatBottom = [
    '\tat org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1176)',
    '\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)',
    '\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)',
    `\tat java.lang.Thread.run(${jdk}/Thread.java:840)`,
    '',
    '   Locked ownable synchronizers:',
  ];
  const springMvc = [
    '\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)',
    '\tat org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:188)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:926)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.handleInternal(RequestMappingHandlerAdapter.java:831)',
    '\tat org.springframework.web.servlet.mvc.method.AbstractHandlerMethodAdapter.handle(AbstractHandlerMethodAdapter.java:87)',
    '\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)',
    '\tat org.springframework.web.servlet.DispatcherServlet.doService(DispatcherServlet.java:979)',
    '\tat org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)',
    '\tat org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)',
    '\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)',
    '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)',
    '\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:149)',
    '\tat org.springframework.web.filter.RequestContextFilter.doFilterInternal(RequestContextFilter.java:100)',
    '\tat org.springframework.web.filter.OncePerRequestFilter.doFilter(OncePerRequestFilter.java:116)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:174)',
    '\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:149)',
    '\tat org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:167)',
    '\tat org.apache.catalina.core.StandardContextValve.invoke(StandardContextValve.java:90)',
    '\tat org.apache.catalina.authenticator.AuthenticatorBase.invoke(AuthenticatorBase.java:482)',
    '\tat org.apache.catalina.core.StandardHostValve.invoke(StandardHostValve.java:115)',
    '\tat org.apache.catalina.valves.ErrorReportValve.invoke(ErrorReportValve.java:93)',
    '\tat org.apache.catalina.core.StandardEngineValve.invoke(StandardEngineValve.java:74)',
    '\tat org.apache.catalina.connector.CoyoteAdapter.service(CoyoteAdapter.java:344)',
    '\tat org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:391)',
    '\tat org.apache.coyote.AbstractProcessorLight.process(AbstractProcessorLight.java:63)',
    '\tat org.apache.coyote.AbstractProtocol$ConnectionHandler.process(AbstractProtocol.java:896)',
    '\tat org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1744)',
    '\tat org.apache.tomcat.util.net.SocketProcessorBase.run(SocketProcessorBase.java:52)',
  ];
  const poolWait = [
    '   java.lang.Thread.State: TIMED_WAITING (parking)',
    `\tat jdk.internal.misc.Unsafe.park(${jdk}/Native Method)`,
    '',
    `\tat java.util.concurrent.locks.LockSupport.parkNanos(${jdk}/LockSupport.java:252)`,
    `\tat java.util.concurrent.SynchronousQueue$TransferStack.transfer(${jdk}/SynchronousQueue.java:401)`,
    `\tat java.util.concurrent.SynchronousQueue.poll(${jdk}/SynchronousQueue.java:903)`,
    '\tat com.zaxxer.hikari.util.ConcurrentBag.borrow(ConcurrentBag.java:151)',
    '\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)',
    '\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:146)',
    '\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)',
    '\tat org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)',
    '\tat org.springframework.jdbc.datasource.DataSourceUtils.doGetConnection(DataSourceUtils.java:118)',
    '\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:81)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:723)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:754)',
  ];
  const socketRead = [
    '   java.lang.Thread.State: RUNNABLE',
    `\tat sun.nio.ch.Net.poll(${jdk}/Native Method)`,
    `\tat sun.nio.ch.NioSocketImpl.park(${jdk}/NioSocketImpl.java:186)`,
    `\tat sun.nio.ch.NioSocketImpl.timedRead(${jdk}/NioSocketImpl.java:290)`,
    `\tat sun.nio.ch.NioSocketImpl.implRead(${jdk}/NioSocketImpl.java:314)`,
    `\tat sun.nio.ch.NioSocketImpl.read(${jdk}/NioSocketImpl.java:355)`,
    `\tat sun.nio.ch.NioSocketImpl$1.read(${jdk}/NioSocketImpl.java:808)`,
    `\tat java.net.Socket$SocketInputStream.read(${jdk}/Socket.java:966)`,
    '\tat org.postgresql.core.VisibleBufferedInputStream.readMore(VisibleBufferedInputStream.java:161)',
    '\tat org.postgresql.core.VisibleBufferedInputStream.ensureBytes(VisibleBufferedInputStream.java:128)',
    '\tat org.postgresql.core.VisibleBufferedInputStream.read(VisibleBufferedInputStream.java:113)',
    '\tat org.postgresql.core.PGStream.receiveChar(PGStream.java:465)',
    '\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2155)',
    '\tat org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:369)',
    '\tat org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:498)',
    '\tat org.postgresql.jdbc.PgStatement.execute(PgStatement.java:415)',
    '\tat org.postgresql.jdbc.PgPreparedStatement.executeWithFlags(PgPreparedStatement.java:190)',
    '\tat org.postgresql.jdbc.PgPreparedStatement.executeQuery(PgPreparedStatement.java:134)',
    '\tat com.zaxxer.hikari.pool.ProxyPreparedStatement.executeQuery(ProxyPreparedStatement.java:52)',
    '\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeQuery(HikariProxyPreparedStatement.java)',
    '\tat org.springframework.jdbc.core.JdbcTemplate$1.doInPreparedStatement(JdbcTemplate.java:732)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:658)',
    '\tat org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:723)',
  ];
  const domains = ['orders', 'billing', 'customers', 'inventory', 'pricing', 'shipping'];
  const repoMethods = [
    'findById',
    'findByIdForUpdate',
    'findByCustomer',
    'findRecent',
    'countPending',
    'search',
    'findByExternalRef',
    'listForExport',
    'findOpenByCustomer',
  ];
  const appFrames = (domain: string, method: string, line: number) => {
    const cap = domain[0]!.toUpperCase() + domain.slice(1);
    const entity = cap.endsWith('s') ? cap.slice(0, -1) : cap;
    return [
      `\tat com.acme.${domain}.repo.Jdbc${entity}Repository.${method}(Jdbc${entity}Repository.java:${line})`,
      `\tat com.acme.${domain}.service.${entity}Service.${method === 'search' ? 'search' : 'load'}(${entity}Service.java:${60 + (line % 90)})`,
      `\tat com.acme.${domain}.web.${entity}Controller.${method === 'search' ? 'search' : 'get'}(${entity}Controller.java:${40 + (line % 50)})`,
      `\tat jdk.internal.reflect.GeneratedMethodAccessor${200 + (line % 97)}.invoke(Unknown Source)`,
      `\tat jdk.internal.reflect.DelegatingMethodAccessorImpl.invoke(${jdk}/DelegatingMethodAccessorImpl.java:43)`,
      `\tat java.lang.reflect.Method.invoke(${jdk}/Method.java:568)`,
    ];
  };
  const busy = (name: string, planted: boolean) => {
    let domain = oneOf(random, domains);
    let method = oneOf(random, repoMethods);
    let line = 40 + pick(random, 300);
    if (planted) [domain, method, line] = ['orders', 'findOpenByCustomer', 211];
    else if (domain === 'orders' && method === 'findOpenByCustomer') method = 'findRecent';
    const wait =
      pick(random, 3) === 0
        ? socketRead
        : poolWait.map((l) =>
            l === '' ? `\t- parking to wait for  <${addr()}> (a java.util.concurrent.SynchronousQueue$TransferStack)` : l,
          );
    return [
      header(name, true, wait === socketRead ? 'runnable' : 'waiting on condition', true),
      ...wait,
      ...appFrames(domain, method, line),
      ...springMvc,
      ...tomcatBottom,
      `\t- <${addr()}> (a org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker)`,
      '',
    ];
  };
  const idle = (name: string) => [header(name, true, 'waiting on condition', true), ...idleTomcat, ...tomcatBottom, '\t- None', ''];
  const parked = (name: string, what: string, frames: readonly string[]) => [
    header(name, true, 'waiting on condition', true),
    '   java.lang.Thread.State: TIMED_WAITING (parking)',
    `\tat jdk.internal.misc.Unsafe.park(${jdk}/Native Method)`,
    `\t- parking to wait for  <${addr()}> (a ${what})`,
    `\tat java.util.concurrent.locks.LockSupport.parkNanos(${jdk}/LockSupport.java:252)`,
    ...frames,
    `\tat java.lang.Thread.run(${jdk}/Thread.java:840)`,
    '',
    '   Locked ownable synchronizers:',
    '\t- None',
    '',
  ];
  const lines: string[] = [
    '2026-03-04 11:02:17',
    'Full thread dump OpenJDK 64-Bit Server VM (17.0.10+7 mixed mode, sharing):',
    '',
    'Threads class SMR info:',
    `_java_thread_list=0x00007f3a2c001e20, length=288, elements={`,
  ];
  for (let i = 0; i < 288; i += 4) lines.push(Array.from({ length: 4 }, () => tid()).join(', ') + (i + 4 < 288 ? ',' : ''));
  lines.push('}', '');
  for (const name of [
    'Reference Handler',
    'Finalizer',
    'Signal Dispatcher',
    'Service Thread',
    'Monitor Deflation Thread',
    'C2 CompilerThread0',
    'C1 CompilerThread0',
    'Common-Cleaner',
    'Notification Thread',
  ]) {
    lines.push(
      header(name, true, 'runnable', false),
      '   java.lang.Thread.State: RUNNABLE',
      '',
      '   Locked ownable synchronizers:',
      '\t- None',
      '',
    );
  }
  const fjFrames = [
    `\tat java.util.concurrent.ForkJoinPool.awaitWork(${jdk}/ForkJoinPool.java:1891)`,
    `\tat java.util.concurrent.ForkJoinPool.runWorker(${jdk}/ForkJoinPool.java:1809)`,
    `\tat java.util.concurrent.ForkJoinWorkerThread.run(${jdk}/ForkJoinWorkerThread.java:188)`,
  ];
  for (let i = 1; i <= 15; i++)
    lines.push(
      ...parked(`ForkJoinPool.commonPool-worker-${i}`, 'java.util.concurrent.ForkJoinPool', fjFrames).filter(
        (l) => !l.includes('Thread.run'),
      ),
    );
  for (const pool of [
    'HikariPool-1 housekeeper',
    'HikariPool-1 connection adder',
    'scheduling-1',
    'kafka-coordinator-heartbeat-thread | ledger-sync',
    'Catalina-utility-1',
    'Catalina-utility-2',
  ]) {
    lines.push(
      ...parked(pool, 'java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject', [
        `\tat java.util.concurrent.ScheduledThreadPoolExecutor$DelayedWorkQueue.take(${jdk}/ScheduledThreadPoolExecutor.java:1170)`,
        `\tat java.util.concurrent.ThreadPoolExecutor.getTask(${jdk}/ThreadPoolExecutor.java:1062)`,
        `\tat java.util.concurrent.ThreadPoolExecutor.runWorker(${jdk}/ThreadPoolExecutor.java:1122)`,
      ]),
    );
  }
  for (let i = 1; i <= 48; i++) {
    lines.push(
      ...parked(`pool-3-thread-${i}`, 'java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject', [
        `\tat java.util.concurrent.LinkedBlockingQueue.poll(${jdk}/LinkedBlockingQueue.java:460)`,
        `\tat java.util.concurrent.ThreadPoolExecutor.getTask(${jdk}/ThreadPoolExecutor.java:1061)`,
        `\tat java.util.concurrent.ThreadPoolExecutor.runWorker(${jdk}/ThreadPoolExecutor.java:1122)`,
        `\tat java.util.concurrent.ThreadPoolExecutor$Worker.run(${jdk}/ThreadPoolExecutor.java:635)`,
      ]),
    );
  }
  for (let i = 1; i <= 200; i++) {
    const name = `http-nio-8080-exec-${i}`;
    lines.push(...(i === 17 ? busy(name, true) : random() < 0.55 ? busy(name, false) : idle(name)));
  }
  lines.push(
    ...parked('http-nio-8080-Poller', 'java.lang.Object', ['\tat org.apache.tomcat.util.net.NioEndpoint$Poller.run(NioEndpoint.java:795)']),
    ...parked('http-nio-8080-Acceptor', 'java.lang.Object', ['\tat org.apache.tomcat.util.net.Acceptor.run(Acceptor.java:129)']),
  );
  for (const name of [
    'VM Thread',
    'GC Thread#0',
    'GC Thread#1',
    'G1 Main Marker',
    'G1 Conc#0',
    'G1 Refine#0',
    'G1 Service',
    'VM Periodic Task Thread',
  ]) {
    lines.push(
      `"${name}" os_prio=0 cpu=${(random() * 9000).toFixed(2)}ms elapsed=86412.07s tid=${tid()} nid=0x${hex(random, 2)} runnable  `,
    );
  }
  lines.push('JNI global refs: 41, weak refs: 0', '');
  const ask = 'Which of our own methods (com.acme…) is thread http-nio-8080-exec-17 stuck in?';
  return singleCallTask(
    'round 8: jstack thread dump',
    `Checkout-api stopped answering, I grabbed a jstack. ${ask}`,
    'jstack',
    lines.join('\n'),
    [{ id: 'frame', ask, needles: [textNeedle('JdbcOrderRepository.findOpenByCustomer(JdbcOrderRepository.java:211)')] }],
  );
}

/** `ldapsearch` of the people OU, LDIF: one user's uidNumber, 18 lines under its dn (a rokafor2 exists too). */
function ldapSearch(): EconomicsTask {
  const random = seededRandom(8_005);
  const first =
    'Aisha Ben Carla Dmitri Elena Farid Grace Hugo Ines Jonas Keiko Liam Maya Nikhil Olga Pavel Quinn Rosa Sami Tara Umar Vera Wei Ximena Yusuf Zoe'.split(
      ' ',
    );
  const last =
    'Adeyemi Bauer Castillo Dubois Eriksen Fischer Garcia Haddad Ivanova Jensen Kowalski Lindqvist Marsh Novak Okafor Petrov Quinn Rossi Schmidt Tanaka Ueda Varga Walsh Yilmaz Zhang Brennan Chen'.split(
      ' ',
    );
  const titles = [
    'Software Engineer',
    'Senior Software Engineer',
    'Staff Engineer',
    'SRE',
    'Senior SRE',
    'Data Engineer',
    'Product Manager',
    'Designer',
    'Support Engineer',
    'Accountant',
    'Recruiter',
  ];
  const depts: Record<string, [string, string]> = {
    '4410': ['sre', 'Platform'],
    '4420': ['backend', 'Engineering'],
    '4430': ['data', 'Data'],
    '5100': ['product', 'Product'],
    '6200': ['finance', 'Finance'],
    '7300': ['support', 'Support'],
  };
  const fold = (line: string) => {
    const out = [line.slice(0, 76)];
    for (let i = 76; i < line.length; i += 75) out.push(` ${line.slice(i, i + 75)}`);
    return out;
  };
  const taken = new Set<string>();
  const entry = (i: number, given: string, sn: string, uid: string) => {
    const dept = oneOf(random, Object.keys(depts));
    const [group, ou] = depts[dept]!;
    const created = `20${pad2(17 + pick(random, 8))}${pad2(1 + pick(random, 12))}${pad2(1 + pick(random, 28))}${pad2(pick(random, 24))}${pad2(pick(random, 60))}${pad2(pick(random, 60))}Z`;
    const lines = [
      `# ${uid}, people, acme.io`,
      `dn: uid=${uid},ou=people,dc=acme,dc=io`,
      'objectClass: top',
      'objectClass: person',
      'objectClass: organizationalPerson',
      'objectClass: inetOrgPerson',
      'objectClass: posixAccount',
      'objectClass: shadowAccount',
      'objectClass: ldapPublicKey',
      `uid: ${uid}`,
      `cn: ${given} ${sn}`,
      `sn: ${sn}`,
      `givenName: ${given}`,
      `displayName: ${given} ${sn}`,
      `mail: ${given.toLowerCase()}.${sn.toLowerCase()}${uid.endsWith('2') ? '2' : ''}@acme.io`,
      `telephoneNumber: +1 415 555 ${String(pick(random, 10_000)).padStart(4, '0')}`,
      `title: ${oneOf(random, titles)}`,
      `ou: ${ou}`,
      `departmentNumber: ${dept}`,
      `employeeNumber: ${100_000 + i * 3 + pick(random, 3)}`,
      `uidNumber: ${12_000 + i}`,
      `gidNumber: ${Number(dept) + 6000}`,
      `homeDirectory: /home/${uid}`,
      `loginShell: ${random() < 0.85 ? '/bin/bash' : '/bin/zsh'}`,
      `gecos: ${given} ${sn}`,
      `shadowLastChange: ${19_000 + pick(random, 1500)}`,
      'shadowMax: 99999',
      'shadowWarning: 7',
      ...(random() < 0.6
        ? fold(
            `sshPublicKey: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(random, 43)} ${uid}@${oneOf(random, ['laptop', 'mbp', 'workstation'])}`,
          )
        : []),
      `createTimestamp: ${created}`,
      `modifyTimestamp: 2026${pad2(1 + pick(random, 2))}${pad2(1 + pick(random, 28))}${pad2(pick(random, 24))}${pad2(pick(random, 60))}${pad2(pick(random, 60))}Z`,
      `memberOf: cn=${group},ou=groups,dc=acme,dc=io`,
      'memberOf: cn=staff,ou=groups,dc=acme,dc=io',
      ...(random() < 0.3 ? ['memberOf: cn=vpn-users,ou=groups,dc=acme,dc=io'] : []),
      ...(random() < 0.15 ? ['memberOf: cn=prod-readonly,ou=groups,dc=acme,dc=io'] : []),
      '',
    ];
    return lines;
  };
  const count = 1400;
  const lines = [
    '# extended LDIF',
    '#',
    '# LDAPv3',
    '# base <ou=people,dc=acme,dc=io> with scope subtree',
    '# filter: (objectClass=inetOrgPerson)',
    '# requesting: ALL',
    '#',
    '',
  ];
  for (let i = 0; i < count; i++) {
    let given = oneOf(random, first);
    const sn = oneOf(random, last);
    if (i === Math.floor(count * 0.31)) given = 'Robert';
    if (i === Math.floor(count * 0.56)) given = 'Ruth';
    let uid = `${given[0]!.toLowerCase()}${sn.toLowerCase()}`;
    if (i === Math.floor(count * 0.31)) uid = 'rokafor2';
    if (i === Math.floor(count * 0.56)) uid = 'rokafor';
    if (i === Math.floor(count * 0.31) || i === Math.floor(count * 0.56)) {
      lines.push(...entry(i, given, 'Okafor', uid));
      continue;
    }
    if (uid === 'rokafor') uid = 'rokafor3';
    for (let n = 2; taken.has(uid); n++) uid = `${given[0]!.toLowerCase()}${sn.toLowerCase()}${n}`;
    taken.add(uid);
    lines.push(...entry(i, given, sn, uid));
  }
  lines.push('# search result', 'search: 2', 'result: 0 Success', '', `# numResponses: ${count + 1}`, `# numEntries: ${count}`);
  const ask = "What is rokafor's uidNumber in LDAP?";
  return singleCallTask(
    'round 8: ldapsearch ldif',
    `Files on the shared NFS volume show up owned by a bare number instead of rokafor. ${ask}`,
    'ldapsearch',
    lines.join('\n'),
    [{ id: 'uid', ask, needles: [textNeedle(`uidNumber: ${12_000 + Math.floor(count * 0.56)}`)] }],
  );
}

/** `nmap -sV -sC` of a /20: one host's ED25519 host key fingerprint, eight lines under its scan report line. */
function nmapScan(): EconomicsTask {
  const random = seededRandom(8_006);
  const fp = () => Array.from({ length: 16 }, () => hex(random, 2)).join(':');
  const roles = ['app', 'db', 'cache', 'k8s-node', 'kafka', 'mon', 'build', 'nfs', 'ldap', 'mail'];
  const counters = new Map<string, number>();
  const lines = ['# Nmap 7.94SVN scan initiated Tue Mar  3 01:00:02 2026 as: nmap -sV -sC -T4 -oN - 10.40.0.0/20'];
  let up = 0;
  const ssh = (version: string) => [
    `22/tcp   open  ssh        ${version}`,
    '| ssh-hostkey: ',
    `|   3072 ${fp()} (RSA)`,
    `|   256 ${fp()} (ECDSA)`,
    `|_  256 ${fp()} (ED25519)`,
  ];
  let planted = '';
  for (let a = 0; a < 4096; a++) {
    const ip = `10.40.${a >> 8}.${a & 255}`;
    const special =
      a === 1 ? 'gw-01' : a === 2 ? 'gw-02' : a === 1290 ? 'bastion-01' : a === 1841 ? 'bastion-02' : a === 2388 ? 'bastion-03' : '';
    if (special === '' && ((a & 255) === 0 || (a & 255) === 255 || random() > 0.24)) continue;
    up++;
    const role = special === '' ? oneOf(random, roles) : special.replace(/-\d+$/, '');
    const n = (counters.get(role) ?? 0) + 1;
    counters.set(role, n);
    const host = special === '' ? `${role}-${String(n).padStart(2, '0')}` : special;
    const sshVersion = oneOf(random, [
      'OpenSSH 9.6p1 Ubuntu 3ubuntu13.5 (Ubuntu Linux; protocol 2.0)',
      'OpenSSH 8.9p1 Ubuntu 3ubuntu0.10 (Ubuntu Linux; protocol 2.0)',
      'OpenSSH 9.2p1 Debian 2+deb12u3 (protocol 2.0)',
    ]);
    const ports: string[] = [...ssh(sshVersion)];
    if (special === 'bastion-02') planted = ports[4]!.slice('|_  256 '.length);
    const web = (port: number, server: string) => [
      `${`${port}/tcp`.padEnd(9)}open  ${port === 443 || port === 8443 ? 'ssl/http  ' : 'http      '} ${server}`,
      `|_http-title: ${oneOf(random, ["Site doesn't have a title (text/plain; charset=utf-8).", '404 Not Found', 'Login', 'Welcome to nginx!'])}`,
      `|_http-server-header: ${server.split(' ')[0]!.toLowerCase()}/${server.split(' ')[1] ?? ''}`,
      ...(port === 443 || port === 8443
        ? [
            `| ssl-cert: Subject: commonName=${host}.ops.acme.internal`,
            `| Subject Alternative Name: DNS:${host}.ops.acme.internal, DNS:${host}`,
            `| Not valid before: 2026-0${1 + pick(random, 2)}-${pad2(1 + pick(random, 28))}T00:00:00`,
            `|_Not valid after:  2026-0${4 + pick(random, 3)}-${pad2(1 + pick(random, 28))}T23:59:59`,
            '|_ssl-date: TLS randomness does not represent time',
          ]
        : []),
    ];
    if (role === 'app' || role === 'gw' || role === 'mon') ports.push(...web(80, 'nginx 1.24.0'), ...web(443, 'nginx 1.24.0'));
    if (role === 'app') ports.push(...web(8080, 'Jetty 12.0.7'));
    if (role === 'db')
      ports.push(
        `5432/tcp open  postgresql PostgreSQL DB 15.6 - 15.7`,
        '| ssl-cert: Subject: commonName=' + host + '.ops.acme.internal',
        '|_Not valid after:  2026-11-30T12:00:00',
      );
    if (role === 'cache') ports.push('6379/tcp open  redis      Redis key-value store 7.2.4');
    if (role === 'kafka') ports.push('9092/tcp open  kafka      Apache Kafka', '9100/tcp open  jetdirect?');
    if (role === 'k8s-node')
      ports.push(
        '10250/tcp open ssl/http  Golang net/http server (Go-IPFS json-rpc or InfluxDB API)',
        "|_http-title: Site doesn't have a title (text/plain; charset=utf-8).",
        '30080/tcp open http      nginx',
      );
    if (role === 'mon')
      ports.push(
        '9090/tcp open  http       Golang net/http server',
        '|_http-title: Prometheus Time Series Collection and Processing Server',
      );
    if (role === 'build')
      ports.push('8080/tcp open  http       Jetty 10.0.20', '|_http-title: Dashboard [Jenkins]', '50000/tcp open  ibm-db2?');
    if (role === 'nfs') ports.push('111/tcp  open  rpcbind    2-4 (RPC #100000)', '2049/tcp open  nfs_acl    3 (RPC #100227)');
    if (role === 'ldap') ports.push('389/tcp  open  ldap       OpenLDAP 2.2.X - 2.3.X', '636/tcp  open  ssl/ldap   OpenLDAP 2.2.X - 2.3.X');
    if (role === 'mail')
      ports.push(
        '25/tcp   open  smtp       Postfix smtpd',
        `|_smtp-commands: ${host}.ops.acme.internal, PIPELINING, SIZE 52428800, VRFY, ETRN, STARTTLS, ENHANCEDSTATUSCODES, 8BITMIME, DSN, SMTPUTF8, CHUNKING`,
      );
    lines.push(
      `Nmap scan report for ${host}.ops.acme.internal (${ip})`,
      `Host is up (0.000${10 + pick(random, 89)}s latency).`,
      `Not shown: ${1000 - ports.filter((l) => /^\d/.test(l)).length} closed tcp ports (reset)`,
      'PORT     STATE SERVICE    VERSION',
      ...ports,
      `MAC Address: 0E:${upperHex(random, 2)}:${upperHex(random, 2)}:${upperHex(random, 2)}:${upperHex(random, 2)}:${upperHex(random, 2)} (Unknown)`,
      `Service Info: OS: Linux; CPE: cpe:/o:linux:linux_kernel`,
      '',
    );
  }
  lines.push(
    'Service detection performed. Please report any incorrect results at https://nmap.org/submit/ .',
    `# Nmap done at Tue Mar  3 01:41:37 2026 -- 4096 IP addresses (${up} hosts up) scanned in 2495.18 seconds`,
  );
  const ask = 'What ED25519 host key fingerprint did nmap report for bastion-02?';
  return singleCallTask('round 8: nmap scan', `I'm pinning host keys in our known_hosts. ${ask}`, 'nmap', lines.join('\n'), [
    { id: 'fp', ask, needles: [textNeedle(planted)] },
  ]);
}

// c. Questions that paraphrase the output or come after a preamble.

/** /var/log/auth.log of a bastion: thousands of failed guesses, one accepted password for root, asked about as "got straight into the root account". */
function sshAuthLog(): EconomicsTask {
  const random = seededRandom(8_007);
  const attackers = Array.from(
    { length: 70 },
    () =>
      `${oneOf(random, [45, 61, 80, 92, 103, 141, 159, 176, 193, 194, 218])}.${pick(random, 256)}.${pick(random, 256)}.${1 + pick(random, 254)}`,
  );
  const users = [
    'admin',
    'ubuntu',
    'test',
    'oracle',
    'postgres',
    'user',
    'git',
    'ftpuser',
    'guest',
    'support',
    'pi',
    'debian',
    'jenkins',
    'hadoop',
    'minecraft',
  ];
  const staff = ['deploy', 'jmarsh', 'kchen', 'tbrennan', 'avarga', 'ansible'];
  const lines: string[] = [];
  let t = 12 * 3600;
  let pid = 812_000;
  const at = (process: string) => `${syslogTime(2, t)} bastion-01 ${process}: `;
  const plantAt = 60 * 60 * 27 + 12 * 60; // 03:12 on the 3rd
  let planted = false;
  while (t < 36 * 3600) {
    t += 8 + pick(random, 25);
    const r = random();
    pid += 1 + pick(random, 5);
    const sshd = `sshd[${pid}]`;
    if (!planted && t >= plantAt) {
      planted = true;
      const port = 44_310;
      lines.push(
        `${at(sshd)}Accepted password for root from 185.220.101.47 port ${port} ssh2`,
        `${at(sshd)}pam_unix(sshd:session): session opened for user root(uid=0) by (uid=0)`,
        `${at('systemd-logind[712]')}New session 5121 of user root.`,
      );
      continue;
    }
    if (r < 0.45) {
      const ip = t > plantAt - 3600 && t < plantAt && random() < 0.3 ? '185.220.101.47' : oneOf(random, attackers);
      const port = 30_000 + pick(random, 35_000);
      lines.push(
        `${at(sshd)}pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=${ip}  user=root`,
        `${at(sshd)}Failed password for root from ${ip} port ${port} ssh2`,
        `${at(sshd)}Received disconnect from ${ip} port ${port}:11: Bye Bye [preauth]`,
        `${at(sshd)}Disconnected from authenticating user root ${ip} port ${port} [preauth]`,
      );
    } else if (r < 0.8) {
      const ip = oneOf(random, attackers);
      const user = oneOf(random, users);
      const port = 30_000 + pick(random, 35_000);
      lines.push(
        `${at(sshd)}Invalid user ${user} from ${ip} port ${port}`,
        `${at(sshd)}pam_unix(sshd:auth): check pass; user unknown`,
        `${at(sshd)}pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=${ip}`,
        `${at(sshd)}Failed password for invalid user ${user} from ${ip} port ${port} ssh2`,
        `${at(sshd)}Connection closed by invalid user ${user} ${ip} port ${port} [preauth]`,
      );
    } else if (r < 0.88) {
      const user = oneOf(random, staff);
      const ip = `10.40.8.${10 + pick(random, 40)}`;
      lines.push(
        `${at(sshd)}Accepted publickey for ${user} from ${ip} port ${40_000 + pick(random, 20_000)} ssh2: ED25519 SHA256:${b64(random, 43)}`,
        `${at(sshd)}pam_unix(sshd:session): session opened for user ${user}(uid=${1000 + staff.indexOf(user)}) by (uid=0)`,
        `${at('systemd-logind[712]')}New session ${3000 + pick(random, 2000)} of user ${user}.`,
      );
    } else if (r < 0.94) {
      const cron = `CRON[${pid}]`;
      lines.push(
        `${at(cron)}pam_unix(cron:session): session opened for user root(uid=0) by (uid=0)`,
        `${at(cron)}pam_unix(cron:session): session closed for user root`,
      );
    } else if (r < 0.97) {
      const user = oneOf(random, staff.slice(1, 5));
      lines.push(
        `${at('sudo')}   ${user} : TTY=pts/${pick(random, 6)} ; PWD=/home/${user} ; USER=root ; COMMAND=${oneOf(random, ['/usr/bin/systemctl status haproxy', '/usr/bin/journalctl -u ssh --since today', '/usr/bin/tail -n 200 /var/log/syslog', '/usr/sbin/ss -tnp'])}`,
        `${at('sudo')}pam_unix(sudo:session): session opened for user root(uid=0) by ${user}(uid=${1000 + staff.indexOf(user)})`,
        `${at('sudo')}pam_unix(sudo:session): session closed for user root`,
      );
    } else {
      const ip = oneOf(random, attackers);
      lines.push(`${at(sshd)}Connection closed by ${ip} port ${30_000 + pick(random, 35_000)} [preauth]`);
    }
  }
  const ask = 'Which IP address did that successful login as root come from?';
  const prompt =
    "Context: we're moving bastion-01 behind the new VPN next sprint and I'm writing up what is exposed today. The overnight alert says that, besides the usual password spraying, someone actually got straight into the root account over SSH. Here's /var/log/auth.log. " +
    ask;
  return singleCallTask('round 8: sshd auth.log, preamble', prompt, 'read_auth_log', lines.join('\n'), [
    { id: 'ip', ask, needles: [textNeedle('Accepted password for root from 185.220.101.47')] },
  ]);
}

/** An HAProxy HTTP log, asked about as "spun for half a minute then errored": the one checkout request that hit the server timeout. */
function haproxyLog(): EconomicsTask {
  const random = seededRandom(8_008);
  const backends = [
    {
      name: 'be_checkout',
      prefix: 'chk',
      servers: 8,
      paths: [
        'GET /api/v1/cart',
        'POST /api/v1/cart/items',
        'GET /api/v1/checkout/shipping-options',
        'POST /api/v1/checkout/orders',
        'GET /api/v1/checkout/summary',
      ],
    },
    {
      name: 'be_api',
      prefix: 'api',
      servers: 12,
      paths: ['GET /api/v1/products', 'GET /api/v1/products/{id}', 'GET /api/v1/me', 'GET /api/v1/reports/export', 'GET /api/v1/orders'],
    },
    {
      name: 'be_static',
      prefix: 'static',
      servers: 4,
      paths: ['GET /assets/app.{id}.js', 'GET /assets/app.{id}.css', 'GET /img/promo/spring-{id}.webp'],
    },
    { name: 'be_search', prefix: 'search', servers: 6, paths: ['GET /api/v1/search?q={id}', 'GET /api/v1/suggest?q={id}'] },
    { name: 'be_auth', prefix: 'auth', servers: 4, paths: ['POST /api/v1/session', 'POST /api/v1/token/refresh'] },
  ];
  const weights = [0.3, 0.3, 0.25, 0.1, 0.05];
  const lines: string[] = [];
  let t = 9 * 3600;
  const count = 10_500;
  for (let i = 0; i < count; i++) {
    t += random() < 0.6 ? 0 : 1;
    let r = random();
    let b = 0;
    while (r > weights[b]! && b < weights.length - 1) r -= weights[b++]!;
    if (i === Math.floor(count * 0.57)) b = 0;
    const backend = backends[b]!;
    let server = `${backend.prefix}-${pad2(1 + pick(random, backend.servers))}`;
    let request = oneOf(random, backend.paths).replace('{id}', hex(random, 8));
    const tr = b === 2 ? pick(random, 5) : 5 + Math.floor(random() ** 3 * 900);
    let timers = `0/0/${pick(random, 2)}/${tr}/${tr + pick(random, 3)}`;
    let status = request.startsWith('POST /api/v1/checkout/orders') ? 201 : random() < 0.04 ? 304 : 200;
    if (random() < 0.006) status = oneOf(random, [400, 401, 404, 429]);
    let state = '----';
    let bytes = b === 2 ? 18_000 + pick(random, 400_000) : 200 + pick(random, 9000);
    if (i === Math.floor(count * 0.57)) {
      server = 'chk-04';
      request = 'POST /api/v1/checkout/orders';
      timers = '0/0/1/-1/30002';
      status = 504;
      state = 'sH--';
      bytes = 194;
    } else if (b === 1 && request.startsWith('GET /api/v1/reports/export') && random() < 0.05) {
      timers = '0/0/0/-1/30001';
      status = 504;
      state = 'sH--';
      bytes = 194;
    } else if (b === 3 && random() < 0.01) {
      server = 'search-03';
      timers = `0/0/0/-1/10001`;
      status = 504;
      state = 'sH--';
      bytes = 194;
    } else if (b === 0 && random() < 0.004) {
      server = 'chk-07';
      timers = `0/0/0/${pick(random, 30)}/${30 + pick(random, 10)}`;
      status = 502;
      state = 'SH--';
      bytes = 209;
    }
    const ms = String(pick(random, 1000)).padStart(3, '0');
    const clock = `${pad2(Math.floor(t / 3600))}:${pad2(Math.floor(t / 60) % 60)}:${pad2(t % 60)}`;
    const client = `${oneOf(random, ['81', '84', '93', '151', '176', '185', '212', '217'])}.${pick(random, 256)}.${pick(random, 256)}.${1 + pick(random, 254)}:${1024 + pick(random, 64_000)}`;
    const act = 1300 + pick(random, 250);
    lines.push(
      `Mar  4 ${clock} lb-ext-01 haproxy[1842]: ${client} [04/Mar/2026:${clock}.${ms}] fe_https~ ${backend.name}/${server} ${timers} ${status} ${bytes} - - ${state} ${act}/${act - 12}/${10 + pick(random, 60)}/${pick(random, 12)}/0 0/0 "${request} HTTP/2.0"`,
    );
  }
  const ask =
    "A customer pressed 'Place order' and the page spun for about half a minute before showing an error: which backend server handled that request?";
  const prompt = `We launched the spring promo at 09:00 and traffic through lb-ext-01 roughly doubled, which we expected. Support forwarded one complaint though. ${ask}`;
  return singleCallTask('round 8: haproxy log, paraphrase', prompt, 'haproxy_logs', lines.join('\n'), [
    { id: 'server', ask, needles: [textNeedle('be_checkout/chk-04 0/0/1/-1/30002 504')] },
  ]);
}

/** `aws cloudtrail lookup-events`: who made the customer uploads bucket public, asked as "readable by anyone" / "opened it up". */
function cloudtrailEvents(): EconomicsTask {
  const random = seededRandom(8_009);
  const account = '418273650912';
  const people = ['jmarsh', 'kchen', 'tbrennan', 'avarga', 'lfischer', 'nnovak'];
  const buckets = [
    'acme-customer-exports-prod',
    'acme-public-assets-prod',
    'acme-logs-prod',
    'acme-tfstate-prod',
    'acme-customer-uploads-prod',
    'acme-data-lake-raw',
  ];
  const events: string[] = [];
  const esc = (o: object) => JSON.stringify(JSON.stringify(o));
  const event = (
    time: string,
    name: string,
    source: string,
    user: string,
    resources: { type: string; name: string }[],
    request: object | null,
    sso: boolean,
    readOnly: boolean,
  ) => {
    const eventId = uuid(random);
    const key = `ASIA${upper(random, 16)}`;
    const role = sso ? `AWSReservedSSO_AdministratorAccess_${hex(random, 16)}` : user;
    const detail = {
      eventVersion: '1.09',
      userIdentity: {
        type: 'AssumedRole',
        principalId: `AROA${upper(random, 17)}:${user}`,
        arn: `arn:aws:sts::${account}:assumed-role/${role}/${user}`,
        accountId: account,
        accessKeyId: key,
        sessionContext: {
          sessionIssuer: {
            type: 'Role',
            principalId: `AROA${upper(random, 17)}`,
            arn: `arn:aws:iam::${account}:role/${sso ? 'aws-reserved/sso.amazonaws.com/eu-west-1/' : ''}${role}`,
            accountId: account,
            userName: role,
          },
          attributes: {
            creationDate: `${time.slice(0, 11)}0${pick(random, 9)}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}Z`,
            mfaAuthenticated: sso ? 'true' : 'false',
          },
        },
      },
      eventTime: `${time.slice(0, 19)}Z`,
      eventSource: source,
      eventName: name,
      awsRegion: 'eu-west-1',
      sourceIPAddress: sso
        ? `${oneOf(random, ['203.0.113', '198.51.100'])}.${pick(random, 256)}`
        : `${oneOf(random, ['config.amazonaws.com', 'securityhub.amazonaws.com', '10.20.33.18'])}`,
      userAgent: sso
        ? '[S3Console/0.4, aws-internal/3 aws-sdk-java/1.12.750]'
        : 'aws-sdk-go-v2/1.30.3 os/linux lang/go#1.22.5 md/GOOS#linux md/GOARCH#amd64 api/s3#1.58.2',
      requestParameters: request,
      responseElements: null,
      additionalEventData: {
        SignatureVersion: 'SigV4',
        CipherSuite: 'TLS_AES_128_GCM_SHA256',
        bytesTransferredIn: 0,
        AuthenticationMethod: 'AuthHeader',
        'x-amz-id-2': b64(random, 76),
        bytesTransferredOut: 0,
      },
      requestID: upper(random, 16),
      eventID: eventId,
      readOnly,
      resources: resources.map((r) => ({
        accountId: account,
        type: r.type,
        ARN: r.type === 'AWS::S3::Bucket' ? `arn:aws:s3:::${r.name}` : r.name,
      })),
      eventType: 'AwsApiCall',
      managementEvent: true,
      recipientAccountId: account,
      eventCategory: 'Management',
      tlsDetails: { tlsVersion: 'TLSv1.3', cipherSuite: 'TLS_AES_128_GCM_SHA256', clientProvidedHostHeader: 's3.eu-west-1.amazonaws.com' },
    };
    const resourceLines = resources.flatMap((r, i) => [
      '                {',
      `                    "ResourceType": "${r.type}",`,
      `                    "ResourceName": "${r.name}"`,
      `                }${i < resources.length - 1 ? ',' : ''}`,
    ]);
    events.push(
      [
        '        {',
        `            "EventId": "${eventId}",`,
        `            "EventName": "${name}",`,
        `            "ReadOnly": "${readOnly}",`,
        `            "AccessKeyId": "${key}",`,
        `            "EventTime": "${time}",`,
        `            "EventSource": "${source}",`,
        `            "Username": "${user}",`,
        '            "Resources": [',
        ...resourceLines,
        '            ],',
        `            "CloudTrailEvent": ${esc(detail)}`,
        '        }',
      ].join('\n'),
    );
  };
  const count = 1100;
  const plant = Math.floor(count * 0.48);
  for (let i = 0; i < count; i++) {
    // Newest first, as lookup-events returns them: from 2026-03-04 08:00 back over a day.
    const s = 8 * 3600 + 86_400 - i * 66 - pick(random, 60);
    const day = s >= 86_400 ? 4 : 3;
    const time = `2026-03-0${day}T${pad2(Math.floor((s % 86_400) / 3600))}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}+00:00`;
    if (i === plant) {
      const bucket = 'acme-customer-uploads-prod';
      const res = [{ type: 'AWS::S3::Bucket', name: bucket }];
      const policy = {
        Version: '2012-10-17',
        Statement: [
          { Sid: 'TempShareForVendor', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${bucket}/*` },
        ],
      };
      event(
        time,
        'PutBucketPolicy',
        's3.amazonaws.com',
        'mkowalski',
        res,
        { bucketName: bucket, Host: `${bucket}.s3.eu-west-1.amazonaws.com`, bucketPolicy: policy, policy: '' },
        true,
        false,
      );
      event(
        time.replace(/:(\d\d)\+/, (_, sec: string) => `:${pad2(Math.max(0, Number(sec) - 41))}+`),
        'DeleteBucketPublicAccessBlock',
        's3.amazonaws.com',
        'mkowalski',
        res,
        { publicAccessBlock: '', bucketName: bucket, Host: `${bucket}.s3.eu-west-1.amazonaws.com` },
        true,
        false,
      );
      continue;
    }
    const r = random();
    const bucket = oneOf(random, buckets);
    const res = [{ type: 'AWS::S3::Bucket', name: bucket }];
    const host = { bucketName: bucket, Host: `${bucket}.s3.eu-west-1.amazonaws.com` };
    if (r < 0.55) {
      const name = oneOf(random, [
        'GetBucketAcl',
        'GetBucketPolicy',
        'GetBucketPublicAccessBlock',
        'GetBucketEncryption',
        'GetBucketVersioning',
        'GetBucketLogging',
        'GetBucketPolicyStatus',
      ]);
      event(
        time,
        name,
        's3.amazonaws.com',
        oneOf(random, ['AWSConfig-Describe', 'securityhub', 'AWSConfig-Describe']),
        res,
        { ...host, [name.replace('GetBucket', '').replace(/^./, (c) => c.toLowerCase())]: '' },
        false,
        true,
      );
    } else if (r < 0.75) {
      event(
        time,
        'AssumeRole',
        'sts.amazonaws.com',
        oneOf(random, ['terraform-ci', 'github-actions-deploy', 'karpenter']),
        [{ type: 'AWS::IAM::Role', name: `arn:aws:iam::${account}:role/${oneOf(random, ['deploy', 'readonly', 'karpenter-node'])}` }],
        { roleArn: `arn:aws:iam::${account}:role/deploy`, roleSessionName: `session-${hex(random, 8)}`, durationSeconds: 3600 },
        false,
        false,
      );
    } else if (r < 0.85) {
      event(
        time,
        'PutBucketTagging',
        's3.amazonaws.com',
        'terraform-ci',
        res,
        {
          ...host,
          tagging: '',
          Tagging: {
            xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/',
            TagSet: {
              Tag: [
                { Key: 'ManagedBy', Value: 'terraform' },
                { Key: 'Environment', Value: 'prod' },
              ],
            },
          },
        },
        false,
        false,
      );
    } else if (r < 0.9 && bucket !== 'acme-customer-uploads-prod') {
      const statement =
        bucket === 'acme-public-assets-prod'
          ? { Sid: 'PublicRead', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${bucket}/*` }
          : {
              Sid: 'AnalyticsRead',
              Effect: 'Allow',
              Principal: { AWS: `arn:aws:iam::${account}:role/analytics-etl` },
              Action: ['s3:GetObject', 's3:ListBucket'],
              Resource: [`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`],
            };
      event(
        time,
        'PutBucketPolicy',
        's3.amazonaws.com',
        'terraform-ci',
        res,
        { ...host, bucketPolicy: { Version: '2012-10-17', Statement: [statement] }, policy: '' },
        false,
        false,
      );
    } else {
      const user = oneOf(random, people);
      const name = oneOf(random, ['ListBuckets', 'GetBucketLocation', 'ListAccessPoints', 'DescribeInstances', 'GetCallerIdentity']);
      event(
        time,
        name,
        name === 'DescribeInstances' ? 'ec2.amazonaws.com' : name === 'GetCallerIdentity' ? 'sts.amazonaws.com' : 's3.amazonaws.com',
        user,
        name === 'GetBucketLocation' ? res : [],
        name === 'GetBucketLocation' ? { ...host, location: '' } : null,
        true,
        true,
      );
    }
  }
  const output = `{\n    "Events": [\n${events.join(',\n')}\n    ],\n    "NextToken": "${b64(random, 120)}"\n}`;
  const ask = 'Our customer uploads bucket in prod has been readable by anyone since last night: who opened it up?';
  const prompt = `Heads-up: the quarterly access review is due Friday, so I'm gathering a few things at once. Security Hub flagged something this morning. ${ask} Here are the last day's CloudTrail management events.`;
  return singleCallTask('round 8: cloudtrail, preamble and paraphrase', prompt, 'aws_cloudtrail_lookup_events', output, [
    { id: 'who', ask, needles: [textNeedle('"Username": "mkowalski"')] },
  ]);
}

// d. Answers with no error word: one value unlike thousands.

/** `kafka-consumer-groups.sh --describe --all-groups`: one partition of one group thousands of times further behind than any other. */
function kafkaConsumerLag(): EconomicsTask {
  const random = seededRandom(8_010);
  const services = [
    'orders',
    'billing',
    'invoice',
    'ledger',
    'inventory',
    'shipping',
    'search',
    'notify',
    'fraud',
    'pricing',
    'audit',
    'analytics',
    'users',
    'catalog',
  ];
  const verbs = ['indexer', 'projector', 'mailer', 'sync', 'enricher', 'archiver', 'aggregator', 'router'];
  const topics = ['created', 'updated', 'issued', 'settled', 'events', 'changes', 'commands', 'dlq'];
  const blocks: string[] = [];
  const seen = new Set<string>(['invoice-mailer']);
  let plantedNeedle = '';
  for (let g = 0; g < 110; g++) {
    let group = `${oneOf(random, services)}-${oneOf(random, verbs)}`;
    if (seen.has(group)) group = `${group}-v${2 + pick(random, 3)}`;
    if (g === 57) group = 'invoice-mailer';
    else if (seen.has(group)) continue;
    seen.add(group);
    const inactive = g !== 57 && random() < 0.06;
    const rows: string[][] = [];
    const topicCount = 1 + pick(random, 3);
    for (let k = 0; k < topicCount; k++) {
      const topic = g === 57 && k === 0 ? 'billing.invoice.issued' : `${oneOf(random, services)}.${oneOf(random, topics)}`;
      const partitions = oneOf(random, [6, 12, 12, 24, 24, 48]);
      const members = Math.min(partitions, oneOf(random, [2, 3, 4, 6, 8]));
      const ids = Array.from({ length: members }, (_, m) => ({
        id: `consumer-${group}-${m + 1}-${uuid(random)}`,
        host: `/10.40.${3 + pick(random, 6)}.${10 + pick(random, 200)}`,
        client: `consumer-${group}-${m + 1}`,
      }));
      for (let p = 0; p < partitions; p++) {
        const end = 1_000_000 + pick(random, 400_000_000);
        let lag = random() < 0.5 ? pick(random, 4) : Math.floor(random() ** 4 * 2400);
        if (g === 57 && k === 0 && p === 7) lag = 1_846_203;
        const current = end - lag;
        const owner = ids[p % members]!;
        const row = inactive
          ? [group, topic, String(p), String(current), String(end), String(lag), '-', '-', '-']
          : [group, topic, String(p), String(current), String(end), String(lag), owner.id, owner.host, owner.client];
        if (g === 57 && k === 0 && p === 7) plantedNeedle = String(lag);
        rows.push(row);
      }
    }
    const head = ['GROUP', 'TOPIC', 'PARTITION', 'CURRENT-OFFSET', 'LOG-END-OFFSET', 'LAG', 'CONSUMER-ID', 'HOST', 'CLIENT-ID'];
    const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
    const fmt = (r: readonly string[]) => r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]! + 1))).join(' ');
    blocks.push([...(inactive ? [`Consumer group '${group}' has no active members.`, ''] : []), fmt(head), ...rows.map(fmt)].join('\n'));
  }
  const ask = 'Is any consumer group falling behind on a partition? Which group, topic and partition?';
  return singleCallTask(
    'round 8: kafka consumer lag',
    `Here's the describe of every consumer group on the prod cluster. ${ask}`,
    'kafka_consumer_groups',
    `\n${blocks.join('\n\n')}\n`,
    [{ id: 'lag', ask, needles: [textNeedle(plantedNeedle)] }],
  );
}

/** `pdsh -w kafka-broker-[01-24] sysctl -a`: one broker never got the tuned vm.max_map_count; counters and IDs differ everywhere. */
function sysctlFleet(): EconomicsTask {
  const random = seededRandom(8_011);
  /** `sysctl -a` keys every broker shares (tab-separated values as the kernel prints them). */
  const fixed = `abi.vsyscall32 = 1
debug.exception-trace = 1
dev.hpet.max-user-freq = 64
dev.raid.speed_limit_max = 200000
dev.raid.speed_limit_min = 1000
fs.aio-max-nr = 1048576
fs.binfmt_misc.status = enabled
fs.dir-notify-enable = 1
fs.epoll.max_user_watches = 6442450
fs.file-max = 9223372036854775807
fs.inotify.max_queued_events = 16384
fs.inotify.max_user_instances = 1024
fs.inotify.max_user_watches = 524288
fs.lease-break-time = 45
fs.leases-enable = 1
fs.mount-max = 100000
fs.nr_open = 1048576
fs.overflowgid = 65534
fs.overflowuid = 65534
fs.pipe-max-size = 1048576
fs.pipe-user-pages-hard = 0
fs.pipe-user-pages-soft = 16384
fs.protected_fifos = 1
fs.protected_hardlinks = 1
fs.protected_regular = 2
fs.protected_symlinks = 1
fs.suid_dumpable = 2
kernel.acct = 4\t2\t30
kernel.auto_msgmni = 0
kernel.bpf_stats_enabled = 0
kernel.cad_pid = 1
kernel.cap_last_cap = 40
kernel.core_pattern = |/usr/share/apport/apport -p%p -s%s -c%c -d%d -P%P -u%u -g%g -- %E
kernel.core_pipe_limit = 0
kernel.core_uses_pid = 0
kernel.ctrl-alt-del = 0
kernel.dmesg_restrict = 1
kernel.domainname = (none)
kernel.ftrace_dump_on_oops = 0
kernel.hung_task_check_count = 4194304
kernel.hung_task_panic = 0
kernel.hung_task_timeout_secs = 120
kernel.io_uring_disabled = 0
kernel.kptr_restrict = 1
kernel.max_lock_depth = 1024
kernel.modules_disabled = 0
kernel.msgmax = 8192
kernel.msgmnb = 16384
kernel.msgmni = 32000
kernel.ngroups_max = 65536
kernel.nmi_watchdog = 0
kernel.numa_balancing = 0
kernel.osrelease = 6.8.0-1021-aws
kernel.ostype = Linux
kernel.overflowgid = 65534
kernel.overflowuid = 65534
kernel.panic = 10
kernel.panic_on_oops = 1
kernel.perf_event_max_sample_rate = 100000
kernel.perf_event_paranoid = 4
kernel.pid_max = 4194304
kernel.poweroff_cmd = /sbin/poweroff
kernel.print-fatal-signals = 0
kernel.printk = 4\t4\t1\t7
kernel.printk_ratelimit = 5
kernel.printk_ratelimit_burst = 10
kernel.randomize_va_space = 2
kernel.sched_autogroup_enabled = 1
kernel.sched_cfs_bandwidth_slice_us = 5000
kernel.sched_child_runs_first = 0
kernel.sched_rr_timeslice_ms = 100
kernel.sched_rt_period_us = 1000000
kernel.sched_rt_runtime_us = 950000
kernel.sem = 32000\t1024000000\t500\t32000
kernel.shmall = 18446744073692774399
kernel.shmmax = 18446744073692774399
kernel.shmmni = 4096
kernel.soft_watchdog = 1
kernel.sysrq = 176
kernel.tainted = 0
kernel.threads-max = 255328
kernel.unprivileged_bpf_disabled = 2
kernel.version = #22~22.04.1-Ubuntu SMP Wed Jan 15 17:02:20 UTC 2026
kernel.watchdog = 1
kernel.watchdog_thresh = 10
kernel.yama.ptrace_scope = 1
net.core.bpf_jit_enable = 1
net.core.bpf_jit_harden = 0
net.core.busy_poll = 0
net.core.busy_read = 0
net.core.default_qdisc = fq
net.core.dev_weight = 64
net.core.netdev_budget = 600
net.core.netdev_budget_usecs = 8000
net.core.netdev_max_backlog = 16384
net.core.optmem_max = 81920
net.core.rmem_default = 212992
net.core.rmem_max = 16777216
net.core.somaxconn = 8192
net.core.tstamp_allow_data = 1
net.core.wmem_default = 212992
net.core.wmem_max = 16777216
net.ipv4.icmp_echo_ignore_broadcasts = 1
net.ipv4.icmp_ratelimit = 1000
net.ipv4.ip_default_ttl = 64
net.ipv4.ip_forward = 0
net.ipv4.ip_local_port_range = 10240\t65535
net.ipv4.ip_no_pmtu_disc = 0
net.ipv4.ipfrag_high_thresh = 4194304
net.ipv4.ipfrag_low_thresh = 3145728
net.ipv4.ipfrag_time = 30
net.ipv4.tcp_abort_on_overflow = 0
net.ipv4.tcp_adv_win_scale = 1
net.ipv4.tcp_allowed_congestion_control = reno cubic bbr
net.ipv4.tcp_autocorking = 1
net.ipv4.tcp_available_congestion_control = reno cubic bbr
net.ipv4.tcp_congestion_control = bbr
net.ipv4.tcp_dsack = 1
net.ipv4.tcp_early_retrans = 3
net.ipv4.tcp_ecn = 2
net.ipv4.tcp_fastopen = 1
net.ipv4.tcp_fin_timeout = 30
net.ipv4.tcp_keepalive_intvl = 15
net.ipv4.tcp_keepalive_probes = 5
net.ipv4.tcp_keepalive_time = 300
net.ipv4.tcp_max_orphans = 65536
net.ipv4.tcp_max_syn_backlog = 8192
net.ipv4.tcp_max_tw_buckets = 262144
net.ipv4.tcp_mem = 1542516\t2056691\t3085032
net.ipv4.tcp_mtu_probing = 1
net.ipv4.tcp_no_metrics_save = 0
net.ipv4.tcp_notsent_lowat = 4294967295
net.ipv4.tcp_orphan_retries = 0
net.ipv4.tcp_reordering = 3
net.ipv4.tcp_retries1 = 3
net.ipv4.tcp_retries2 = 15
net.ipv4.tcp_rmem = 4096\t87380\t16777216
net.ipv4.tcp_sack = 1
net.ipv4.tcp_slow_start_after_idle = 0
net.ipv4.tcp_syn_retries = 6
net.ipv4.tcp_synack_retries = 5
net.ipv4.tcp_syncookies = 1
net.ipv4.tcp_timestamps = 1
net.ipv4.tcp_tw_reuse = 2
net.ipv4.tcp_window_scaling = 1
net.ipv4.tcp_wmem = 4096\t65536\t16777216
net.ipv4.udp_mem = 771258\t1028346\t1542516
net.ipv4.udp_rmem_min = 4096
net.ipv4.udp_wmem_min = 4096
net.netfilter.nf_conntrack_buckets = 262144
net.netfilter.nf_conntrack_max = 1048576
net.netfilter.nf_conntrack_tcp_timeout_established = 432000
net.netfilter.nf_conntrack_tcp_timeout_time_wait = 120
net.unix.max_dgram_qlen = 512
user.max_cgroup_namespaces = 255328
user.max_inotify_instances = 1024
user.max_ipc_namespaces = 255328
user.max_mnt_namespaces = 255328
user.max_net_namespaces = 255328
user.max_pid_namespaces = 255328
user.max_user_namespaces = 255328
user.max_uts_namespaces = 255328
vm.admin_reserve_kbytes = 8192
vm.compact_unevictable_allowed = 1
vm.compaction_proactiveness = 20
vm.dirty_background_bytes = 0
vm.dirty_background_ratio = 5
vm.dirty_bytes = 0
vm.dirty_expire_centisecs = 3000
vm.dirty_ratio = 60
vm.dirty_writeback_centisecs = 500
vm.dirtytime_expire_seconds = 43200
vm.extfrag_threshold = 500
vm.hugetlb_shm_group = 0
vm.laptop_mode = 0
vm.legacy_va_layout = 0
vm.lowmem_reserve_ratio = 256\t256\t32\t0\t0
vm.max_map_count = 262144
vm.memory_failure_early_kill = 0
vm.memory_failure_recovery = 1
vm.min_free_kbytes = 1048576
vm.min_slab_ratio = 5
vm.min_unmapped_ratio = 1
vm.mmap_min_addr = 65536
vm.nr_hugepages = 0
vm.nr_overcommit_hugepages = 0
vm.numa_stat = 1
vm.numa_zonelist_order = Node
vm.oom_dump_tasks = 1
vm.oom_kill_allocating_task = 0
vm.overcommit_kbytes = 0
vm.overcommit_memory = 0
vm.overcommit_ratio = 50
vm.page-cluster = 3
vm.page_lock_unfairness = 5
vm.panic_on_oom = 0
vm.percpu_pagelist_high_fraction = 0
vm.stat_interval = 1
vm.swappiness = 1
vm.unprivileged_userfaultfd = 0
vm.user_reserve_kbytes = 131072
vm.vfs_cache_pressure = 50
vm.watermark_boost_factor = 0
vm.watermark_scale_factor = 10
vm.zone_reclaim_mode = 0`
    .split('\n')
    .map((line): [string, string] => [line.slice(0, line.indexOf(' = ')), line.slice(line.indexOf(' = ') + 3)]);
  const ipv4Conf =
    'accept_local=0 accept_redirects=0 accept_source_route=0 arp_accept=0 arp_announce=0 arp_filter=0 arp_ignore=0 arp_notify=0 bc_forwarding=0 bootp_relay=0 disable_policy=0 disable_xfrm=0 drop_gratuitous_arp=0 drop_unicast_in_l2_multicast=0 force_igmp_version=0 forwarding=0 igmpv2_unsolicited_report_interval=10000 igmpv3_unsolicited_report_interval=1000 ignore_routes_with_linkdown=0 log_martians=0 mc_forwarding=0 medium_id=0 promote_secondaries=1 proxy_arp=0 proxy_arp_pvlan=0 route_localnet=0 rp_filter=2 secure_redirects=1 send_redirects=1 shared_media=1 src_valid_mark=0 tag=0'
      .split(' ')
      .map((kv) => kv.split('=') as [string, string]);
  const ipv6Conf =
    'accept_dad=1 accept_ra=1 accept_ra_defrtr=1 accept_ra_from_local=0 accept_ra_min_hop_limit=1 accept_ra_mtu=1 accept_ra_pinfo=1 accept_ra_rt_info_max_plen=0 accept_ra_rt_info_min_plen=0 accept_ra_rtr_pref=1 accept_redirects=1 accept_source_route=0 addr_gen_mode=0 autoconf=1 dad_transmits=1 disable_ipv6=0 disable_policy=0 drop_unicast_in_l2_multicast=0 drop_unsolicited_na=0 enhanced_dad=1 force_mld_version=0 force_tllao=0 forwarding=0 hop_limit=64 ignore_routes_with_linkdown=0 keep_addr_on_down=0 max_addresses=16 max_desync_factor=600 mc_forwarding=0 mldv1_unsolicited_report_interval=10000 mldv2_unsolicited_report_interval=1000 mtu=1500 ndisc_notify=0 optimistic_dad=0 proxy_ndp=0 regen_max_retry=3 router_probe_interval=60 router_solicitation_delay=1 router_solicitation_interval=4 router_solicitations=-1 seg6_enabled=0 suppress_frag_ndisc=1 temp_prefered_lft=86400 temp_valid_lft=604800 use_oif_addrs_only=0 use_tempaddr=0'
      .split(' ')
      .map((kv) => kv.split('=') as [string, string]);
  const ifaces = ['all', 'default', 'ens5', 'ens6', 'lo'];
  const lines: string[] = [];
  for (let h = 1; h <= 24; h++) {
    const host = `kafka-broker-${pad2(h)}`;
    const values = fixed.map(([k, v]): [string, string] => [k, v]);
    for (const iface of ifaces) {
      for (const [k, v] of ipv4Conf) values.push([`net.ipv4.conf.${iface}.${k}`, iface === 'lo' && k === 'rp_filter' ? '0' : v]);
      for (const [k, v] of ipv6Conf)
        values.push([
          `net.ipv6.conf.${iface}.${k}`,
          iface === 'lo' && k === 'mtu' ? '65536' : iface.startsWith('ens') && k === 'mtu' ? '9001' : v,
        ]);
      for (const neigh of [
        'anycast_delay',
        'app_solicit',
        'base_reachable_time_ms',
        'delay_first_probe_time',
        'gc_stale_time',
        'locktime',
        'mcast_solicit',
        'proxy_delay',
        'proxy_qlen',
        'retrans_time_ms',
        'ucast_solicit',
        'unres_qlen',
        'unres_qlen_bytes',
      ]) {
        values.push([
          `net.ipv4.neigh.${iface}.${neigh}`,
          String(
            {
              anycast_delay: 100,
              app_solicit: 0,
              base_reachable_time_ms: 30000,
              delay_first_probe_time: 5,
              gc_stale_time: 60,
              locktime: 100,
              mcast_solicit: 3,
              proxy_delay: 80,
              proxy_qlen: 64,
              retrans_time_ms: 1000,
              ucast_solicit: 3,
              unres_qlen: 101,
              unres_qlen_bytes: 212992,
            }[neigh],
          ),
        ]);
      }
    }
    const files = 3000 + pick(random, 9000);
    values.push(
      ['fs.dentry-state', `${200_000 + pick(random, 600_000)}\t${100_000 + pick(random, 500_000)}\t45\t0\t${pick(random, 90_000)}\t0`],
      ['fs.file-nr', `${files}\t0\t9223372036854775807`],
      ['fs.inode-nr', `${150_000 + pick(random, 400_000)}\t${pick(random, 2000)}`],
      ['fs.inode-state', `${150_000 + pick(random, 400_000)}\t${pick(random, 2000)}\t0\t0\t0\t0\t0`],
      ['fs.quota.syncs', String(40 + pick(random, 200))],
      ['kernel.hostname', host],
      ['kernel.ns_last_pid', String(100_000 + pick(random, 3_000_000))],
      ['kernel.pty.nr', String(pick(random, 6))],
      ['kernel.random.boot_id', uuid(random)],
      ['kernel.random.entropy_avail', '256'],
      ['kernel.random.uuid', uuid(random)],
      ['net.netfilter.nf_conntrack_count', String(2000 + pick(random, 30_000))],
      ['kernel.sched_domain.cpu0.domain0.max_newidle_lb_cost', String(1000 + pick(random, 8000))],
      ['kernel.sched_domain.cpu1.domain0.max_newidle_lb_cost', String(1000 + pick(random, 8000))],
    );
    if (h === 13) values.find((v) => v[0] === 'vm.max_map_count')![1] = '65530';
    values.sort((a, b) => (a[0] < b[0] ? -1 : 1));
    for (const [k, v] of values) lines.push(`${host}: ${k} = ${v}`);
  }
  const ask =
    'Does any broker have a kernel setting that differs from the rest (ignoring counters and IDs that naturally differ)? Which broker, and which setting?';
  return singleCallTask(
    'round 8: sysctl over pdsh',
    `All 24 brokers are supposed to get identical kernel tuning from the same Ansible role; here's sysctl -a from each. ${ask}`,
    'pdsh',
    lines.join('\n'),
    [{ id: 'sysctl', ask, needles: [textNeedle('kafka-broker-13: vm.max_map_count = 65530')] }],
  );
}

/** `aws s3 ls --recursive` of a Postgres backup bucket: one nightly base backup a few hundred KB among its 11 GB siblings. */
function s3BackupListing(): EconomicsTask {
  const random = seededRandom(8_012);
  const dbs = [
    { name: 'analytics-db', base: 300e9, wal: 30 },
    { name: 'auth-db', base: 800e6, wal: 8 },
    { name: 'billing-db', base: 12e9, wal: 20 },
    { name: 'catalog-db', base: 4.5e9, wal: 6 },
    { name: 'flags-db', base: 40e6, wal: 2 },
    { name: 'orders-db', base: 50e9, wal: 40 },
  ];
  const row = (date: string, time: string, size: number, key: string) => `${date} ${time} ${String(size).padStart(10)} ${key}`;
  const lines: string[] = [];
  const days = Array.from({ length: 62 }, (_, d) => {
    const month = d < 31 ? 1 : d < 59 ? 2 : 3;
    const day = d < 31 ? d + 1 : d < 59 ? d - 30 : d - 58;
    return `2026-${pad2(month)}-${pad2(day)}`;
  });
  let needle = '';
  for (const db of dbs) {
    for (const date of days) {
      const done = `${pad2(2 + Math.floor(Math.log10(db.base) / 4))}:${pad2(pick(random, 60))}:${pad2(pick(random, 60))}`;
      let size = Math.floor(db.base * (0.93 + random() * 0.1));
      const key = `${db.name}/base/${date}T020000Z/base.tar.zst`;
      if (db.name === 'billing-db' && date === '2026-02-11') {
        size = 131_072;
        needle = `${size} ${key}`;
      }
      lines.push(
        row(date, done, 1500 + pick(random, 180_000), `${db.name}/base/${date}T020000Z/backup_manifest`),
        row(date, done, size, key),
      );
    }
    let segment = 0x1200 + pick(random, 0x400);
    for (const date of days) {
      const count = Math.max(1, db.wal + pick(random, 9) - 4);
      for (let i = 0; i < count; i++) {
        segment++;
        const name = `00000001${(Math.floor(segment / 256) + 0x00000100).toString(16).toUpperCase().padStart(8, '0')}${(segment % 256).toString(16).toUpperCase().padStart(8, '0')}`;
        const s = Math.floor((86_400 * i) / count) + pick(random, 600);
        lines.push(
          row(
            date,
            `${pad2(Math.floor(s / 3600) % 24)}:${pad2(Math.floor(s / 60) % 60)}:${pad2(s % 60)}`,
            2_000_000 + pick(random, 14_000_000),
            `${db.name}/wal/${name}.zst`,
          ),
        );
      }
    }
  }
  const ask = 'Does any nightly base backup look off? Which one?';
  return singleCallTask(
    'round 8: s3 backup listing',
    `Here's the listing of our Postgres backup bucket (aws s3 ls --recursive). ${ask}`,
    'aws_s3_ls',
    lines.join('\n'),
    [{ id: 'backup', ask, needles: [textNeedle(needle)] }],
  );
}

export function roundEight(): EconomicsTask[] {
  return [
    terraformShowJson(),
    svgSprite(),
    grafanaDashboard(),
    jstackDump(),
    ldapSearch(),
    nmapScan(),
    sshAuthLog(),
    haproxyLog(),
    cloudtrailEvents(),
    kafkaConsumerLag(),
    sysctlFleet(),
    s3BackupListing(),
  ];
}
