/**
 * Probe tasks, round 17: written blind to the library's implementation (no package source, tests,
 * READMEs or reader heuristics were read, and the tasks were not run before being committed), after
 * real outputs agents meet daily, of kinds not in rounds 2 to 16. Four groups of three, each task one
 * tool call with a large output:
 *   a. the answer in the middle of one long line:
 *      round 17: pagerduty incidents api       (PagerDuty's `GET /incidents` with trigger log entries, one line of JSON)
 *      round 17: twilio messages api           (Twilio's `GET …/Messages.json?PageSize=500`, one line of JSON)
 *      round 17: firebase realtime database    (`curl …/stores.json` from a Realtime Database, one line of JSON)
 *   b. the answer a few lines from the line the question's words match:
 *      round 17: gcloud run services yaml      (`gcloud run services list --format=yaml`, one service's max instances under its name)
 *      round 17: laravel log                   (a day of `storage/logs/laravel.log`, our frame under a vendor exception)
 *      round 17: pg_stat_statements expanded   (`psql -x -c 'SELECT * FROM pg_stat_statements …'`, a mean under its query)
 *   c. a question that paraphrases the output, or follows a preamble about something else:
 *      round 17: coredns query log, paraphrase (`kubectl logs -l k8s-app=kube-dns --prefix --timestamps`, an hour of a night)
 *      round 17: docker buildx bake, preamble  (`docker buildx bake --progress=plain` of two Node images and a Go one)
 *      round 17: tcpdump, preamble and paraphrase  (`tcpdump -tttt` on an API host talking to a payment gateway)
 *   d. one value unlike all its peers, with no error word near it:
 *      round 17: kubectl top pods -A           (one replica holding far more memory than its siblings)
 *      round 17: package-lock.json             (one package resolved from somewhere other than the public registry)
 *      round 17: rabbitmqctl list_queues       (every vhost's queues, one working queue with no consumer)
 * Not among the bench's targets.
 *
 * First run, at 0b1b722 (the library as of 124bdd0; `ROUNDS=17 CONFIGS=ours,context-chef-store,context-chef,codex,none pnpm probes`,
 * before anyone working on the library read the tasks; `none` found 12/12, 2,723,807 tokens):
 *   round 17: pagerduty incidents api
 *     codex: 12,806 tokens, peak 12,732, 0/1 needles, 0 read-backs
 *     context-chef: 653 tokens, peak 579, 0/1 needles, 0 read-backs
 *     context-chef-store: 12,866 tokens, peak 4,547, 0/1 needles, 4 read-backs
 *     ours: 5,558 tokens, peak 2,127, 0/1 needles, 3 read-backs
 *   round 17: twilio messages api
 *     codex: 16,804 tokens, peak 16,719, 0/1 needles, 0 read-backs
 *     context-chef: 842 tokens, peak 757, 0/1 needles, 0 read-backs
 *     context-chef-store: 7,563 tokens, peak 3,186, 0/1 needles, 2 read-backs
 *     ours: 6,200 tokens, peak 2,866, 0/1 needles, 2 read-backs
 *   round 17: firebase realtime database
 *     codex: 16,870 tokens, peak 16,800, 0/1 needles, 0 read-backs
 *     context-chef: 759 tokens, peak 689, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,057 tokens, peak 2,892, 0/1 needles, 3 read-backs
 *     ours: 5,419 tokens, peak 2,036, 0/1 needles, 3 read-backs
 *   round 17: gcloud run services yaml
 *     codex: 11,445 tokens, peak 11,373, 0/1 needles, 0 read-backs
 *     context-chef: 627 tokens, peak 555, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,946 tokens, peak 2,549, 0/1 needles, 2 read-backs
 *     ours: 4,957 tokens, peak 2,183, 0/1 needles, 2 read-backs
 *   round 17: laravel log
 *     codex: 11,303 tokens, peak 11,218, 0/1 needles, 0 read-backs
 *     context-chef: 710 tokens, peak 625, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,815 tokens, peak 3,215, 0/1 needles, 2 read-backs
 *     ours: 5,543 tokens, peak 2,726, 0/1 needles, 2 read-backs
 *   round 17: pg_stat_statements expanded
 *     codex: 9,192 tokens, peak 9,110, 0/1 needles, 0 read-backs
 *     context-chef: 524 tokens, peak 442, 0/1 needles, 0 read-backs
 *     context-chef-store: 11,821 tokens, peak 4,450, 0/1 needles, 4 read-backs
 *     ours: 9,870 tokens, peak 3,839, 0/1 needles, 4 read-backs
 *   round 17: coredns query log, paraphrase
 *     codex: 18,483 tokens, peak 18,393, 0/1 needles, 0 read-backs
 *     context-chef: 888 tokens, peak 798, 0/1 needles, 0 read-backs
 *     context-chef-store: 8,293 tokens, peak 3,210, 0/1 needles, 4 read-backs
 *     ours: 6,496 tokens, peak 2,791, 1/1 needles, 4 read-backs
 *   round 17: docker buildx bake, preamble
 *     codex: 17,017 tokens, peak 16,904, 1/1 needles, 0 read-backs
 *     context-chef: 696 tokens, peak 583, 0/1 needles, 0 read-backs
 *     context-chef-store: 25,691 tokens, peak 9,336, 0/1 needles, 4 read-backs
 *     ours: 23,347 tokens, peak 8,576, 0/1 needles, 4 read-backs
 *   round 17: tcpdump, preamble and paraphrase
 *     codex: 15,808 tokens, peak 15,697, 0/1 needles, 0 read-backs
 *     context-chef: 804 tokens, peak 693, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,213 tokens, peak 1,349, 0/1 needles, 4 read-backs
 *     ours: 3,243 tokens, peak 705, 0/1 needles, 4 read-backs
 *   round 17: kubectl top pods -A
 *     codex: 8,369 tokens, peak 8,283, 0/1 needles, 0 read-backs
 *     context-chef: 530 tokens, peak 444, 0/1 needles, 0 read-backs
 *     context-chef-store: 5,024 tokens, peak 1,099, 0/1 needles, 4 read-backs
 *     ours: 2,983 tokens, peak 659, 0/1 needles, 4 read-backs
 *   round 17: package-lock.json
 *     codex: 15,642 tokens, peak 15,561, 0/1 needles, 0 read-backs
 *     context-chef: 758 tokens, peak 677, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,308 tokens, peak 1,372, 0/1 needles, 4 read-backs
 *     ours: 4,356 tokens, peak 964, 0/1 needles, 4 read-backs
 *   round 17: rabbitmqctl list_queues
 *     codex: 15,657 tokens, peak 15,572, 0/1 needles, 0 read-backs
 *     context-chef: 791 tokens, peak 706, 0/1 needles, 0 read-backs
 *     context-chef-store: 6,607 tokens, peak 1,447, 0/1 needles, 4 read-backs
 *     ours: 4,301 tokens, peak 942, 0/1 needles, 4 read-backs
 *   codex: 169,396 tokens, 1/12 needles
 *   context-chef: 8,582 tokens, 0/12 needles
 *   context-chef-store: 111,204 tokens, 0/12 needles
 *   ours: 82,273 tokens, 1/12 needles
 */
import { between, chars, hex, oneOf, pad2, pick, seededRandom, shuffle, uuid } from '../economics/seeded.js';
import type { EconomicsTask } from '../economics/task.js';
import { textNeedle } from '../economics/task.js';
import { singleCallTask } from '../economics/everyday-tasks.js';

const GIVEN =
  'ana andre beatriz bruno carla catarina diogo goncalo helena ines joana joao leonor luis marta miguel nuno patricia pedro rita rui sofia tiago vera'.split(
    ' ',
  );
const FAMILY =
  'almeida barbosa carvalho costa ferreira fonseca gomes lopes marques martins moreira nunes oliveira pereira pinto ribeiro rodrigues santos silva sousa teixeira vieira'.split(
    ' ',
  );
const cap = (s: string) => `${s.slice(0, 1).toUpperCase()}${s.slice(1)}`;
/** An ISO time with milliseconds, from epoch milliseconds. */
const iso = (t: number) => new Date(t).toISOString();
/** An ISO time to the second (`2026-11-03T22:47:13Z`). */
const isoSec = (t: number) => `${iso(t).slice(0, 19)}Z`;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Base64 letters, for integrity hashes and tokens. */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The letters Kubernetes uses in generated names (replica set hashes, pod suffixes). */
const KUBE = 'bcdfghjklmnpqrstvwxz2456789';

/** The round's task: one call, one question, one needle that must occur exactly once in the output. */
function probe(name: string, ask: string, toolName: string, output: string, id: string, needle: string): EconomicsTask {
  const at = output.indexOf(needle);
  if (at < 0) throw new Error(`${name}: the needle is not in the output`);
  if (output.indexOf(needle, at + 1) >= 0) throw new Error(`${name}: the needle occurs more than once`);
  return singleCallTask(name, ask, toolName, output, [{ id, ask, needles: [textNeedle(needle)] }]);
}

/** A person of the team: a display name and an email made from it. */
function person(random: () => number): { name: string; email: string } {
  const g = oneOf(random, GIVEN);
  const f = oneOf(random, FAMILY);
  return { name: `${cap(g)} ${cap(f)}`, email: `${g}.${f}@mares.pt` };
}

/** The shop's stores: id, display name, region. */
const STORES: readonly (readonly [string, string, string])[] = [
  ['pt-aveiro-centro', 'Aveiro Centro', 'centro'],
  ['pt-braga-sao-vicente', 'Braga São Vicente', 'norte'],
  ['pt-braga-nogueira', 'Braga Nogueira', 'norte'],
  ['pt-cascais-alcabideche', 'Cascais Alcabideche', 'lisboa'],
  ['pt-coimbra-solum', 'Coimbra Solum', 'centro'],
  ['pt-faro-gambelas', 'Faro Gambelas', 'algarve'],
  ['pt-gaia-candal', 'Gaia Candal', 'porto'],
  ['pt-gaia-madalena', 'Gaia Madalena', 'porto'],
  ['pt-lisboa-alcantara', 'Alcântara', 'lisboa'],
  ['pt-lisboa-alvalade', 'Alvalade', 'lisboa'],
  ['pt-lisboa-areeiro', 'Areeiro', 'lisboa'],
  ['pt-lisboa-arroios', 'Arroios', 'lisboa'],
  ['pt-lisboa-avenidas-novas', 'Avenidas Novas', 'lisboa'],
  ['pt-lisboa-benfica', 'Benfica', 'lisboa'],
  ['pt-lisboa-campo-de-ourique', 'Campo de Ourique', 'lisboa'],
  ['pt-lisboa-lumiar', 'Lumiar', 'lisboa'],
  ['pt-lisboa-marvila', 'Marvila', 'lisboa'],
  ['pt-lisboa-olivais', 'Olivais', 'lisboa'],
  ['pt-lisboa-parque-das-nacoes', 'Parque das Nações', 'lisboa'],
  ['pt-lisboa-telheiras', 'Telheiras', 'lisboa'],
  ['pt-loures-centro', 'Loures Centro', 'lisboa'],
  ['pt-maia-centro', 'Maia Centro', 'porto'],
  ['pt-matosinhos-sul', 'Matosinhos Sul', 'porto'],
  ['pt-odivelas-centro', 'Odivelas', 'lisboa'],
  ['pt-oeiras-parque', 'Oeiras Parque', 'lisboa'],
  ['pt-porto-aliados', 'Aliados', 'porto'],
  ['pt-porto-antas', 'Antas', 'porto'],
  ['pt-porto-bonfim', 'Bonfim', 'porto'],
  ['pt-porto-boavista', 'Boavista', 'porto'],
  ['pt-porto-campanha', 'Campanhã', 'porto'],
  ['pt-porto-foz', 'Foz do Douro', 'porto'],
  ['pt-porto-paranhos', 'Paranhos', 'porto'],
  ['pt-porto-ramalde', 'Ramalde', 'porto'],
  ['pt-setubal-centro', 'Setúbal Centro', 'lisboa'],
  ['pt-sintra-cacem', 'Sintra Cacém', 'lisboa'],
  ['pt-sintra-rio-de-mouro', 'Rio de Mouro', 'lisboa'],
  ['pt-almada-pragal', 'Almada Pragal', 'lisboa'],
  ['pt-amadora-falagueira', 'Amadora Falagueira', 'lisboa'],
  ['pt-barreiro-centro', 'Barreiro', 'lisboa'],
  ['pt-guimaraes-azurem', 'Guimarães Azurém', 'norte'],
  ['pt-leiria-marrazes', 'Leiria Marrazes', 'centro'],
  ['pt-portimao-centro', 'Portimão', 'algarve'],
  ['pt-povoa-de-varzim', 'Póvoa de Varzim', 'porto'],
  ['pt-santarem-centro', 'Santarém', 'centro'],
  ['pt-viana-do-castelo', 'Viana do Castelo', 'norte'],
  ['pt-viseu-centro', 'Viseu Centro', 'centro'],
  ['pt-vila-real-centro', 'Vila Real', 'norte'],
  ['pt-valongo-ermesinde', 'Ermesinde', 'porto'],
  ['pt-seixal-amora', 'Amora', 'lisboa'],
  ['pt-senhora-da-hora', 'Senhora da Hora', 'porto'],
  ['pt-sesimbra-centro', 'Sesimbra', 'lisboa'],
  ['pt-tomar-centro', 'Tomar', 'centro'],
  ['pt-torres-vedras', 'Torres Vedras', 'lisboa'],
  ['pt-trofa-centro', 'Trofa', 'porto'],
  ['pt-vila-do-conde', 'Vila do Conde', 'porto'],
  ['pt-vila-franca-de-xira', 'Vila Franca de Xira', 'lisboa'],
];

// a. Answers in the middle of one long line.

/** Alerts Alertmanager pages on: name, summary, the server or job label it carries, and the PagerDuty service it routes to. */
const PAGES: readonly (readonly [string, string, string, string])[] = [
  ['PostgresReplicationLagHigh', 'Postgres replica is lagging behind its primary', 'orders-pg-replica-1', 'databases'],
  ['PostgresReplicationLagHigh', 'Postgres replica is lagging behind its primary', 'catalog-pg-replica-1', 'databases'],
  ['PostgresReplicationLagHigh', 'Postgres replica is lagging behind its primary', 'orders-pg-replica-2', 'databases'],
  ['PostgresTooManyConnections', 'Postgres is close to max_connections', 'orders-pg-primary', 'databases'],
  ['PostgresDeadlocksHigh', 'Deadlocks are happening more often than usual', 'orders-pg-primary', 'databases'],
  ['KubePodCrashLooping', 'Pod is restarting over and over', 'checkout-api', 'checkout'],
  ['KubePodCrashLooping', 'Pod is restarting over and over', 'courier-dispatch', 'courier'],
  ['HighHTTP5xxRate', 'More than 2% of requests answer 5xx', 'checkout-api', 'checkout'],
  ['HighHTTP5xxRate', 'More than 2% of requests answer 5xx', 'orders-api', 'orders'],
  ['HighHTTP5xxRate', 'More than 2% of requests answer 5xx', 'catalog-api', 'catalog'],
  ['LatencyP99High', 'p99 latency above the SLO for 10 minutes', 'search-api', 'catalog'],
  ['LatencyP99High', 'p99 latency above the SLO for 10 minutes', 'slots-api', 'orders'],
  ['RabbitMQQueueBacklog', 'Messages are piling up in a queue', 'picking.tasks', 'platform'],
  ['RabbitMQQueueBacklog', 'Messages are piling up in a queue', 'notifications.sms', 'platform'],
  ['NodeFilesystemAlmostFull', 'A node filesystem has less than 10% space left', 'gke-prod-ew1-pool-3', 'platform'],
  ['CourierLocationUpdatesStale', 'No courier location updates for 5 minutes', 'courier-location-ingest', 'courier'],
  ['PaymentsWebhookDelay', 'Payment provider webhooks are arriving late', 'payments-webhooks', 'payments'],
  ['KubeJobNotCompleted', 'A CronJob run did not complete in time', 'stock-sync-nightly', 'orders'],
  ['CertificateExpiresSoon', 'A certificate expires in less than 14 days', 'api.mares.pt', 'platform'],
  ['RedisMemoryHigh', 'Redis uses more than 90% of maxmemory', 'sessions-redis', 'platform'],
];

/** PagerDuty's `GET /incidents?…&include[]=first_trigger_log_entries` over two weeks (one line of JSON): who resolved one night's replication page. */
function pagerDutyIncidents(): EconomicsTask {
  const random = seededRandom(17_011);
  const ID = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const api = 'https://api.pagerduty.com';
  const web = 'https://mares.pagerduty.com';
  const ref = (type: string, id: string, summary: string, apiPath: string, webPath: string) => ({
    id,
    type,
    summary,
    self: `${api}/${apiPath}/${id}`,
    html_url: `${web}/${webPath}/${id}`,
  });
  const teamNames: Record<string, string> = {
    databases: 'Platform',
    platform: 'Platform',
    checkout: 'Checkout',
    orders: 'Orders',
    catalog: 'Catalog & Search',
    courier: 'Courier',
    payments: 'Payments',
  };
  const services = new Map<string, ReturnType<typeof ref>>();
  const policies = new Map<string, ReturnType<typeof ref>>();
  const teams = new Map<string, ReturnType<typeof ref>>();
  for (const key of Object.keys(teamNames)) {
    const label = key === 'databases' ? 'Databases (prod)' : `${cap(key)} (prod)`;
    services.set(key, ref('service_reference', `P${chars(random, ID, 6)}`, label, 'services', 'service-directory'));
    const team = teamNames[key]!;
    if (!teams.has(team)) teams.set(team, ref('team_reference', `P${chars(random, ID, 6)}`, team, 'teams', 'teams'));
    if (!policies.has(team))
      policies.set(
        team,
        ref('escalation_policy_reference', `P${chars(random, ID, 6)}`, `${team} on-call`, 'escalation_policies', 'escalation_policies'),
      );
  }
  const responders = Array.from({ length: 11 }, () => {
    const p = person(random);
    return ref('user_reference', `P${chars(random, ID, 6)}`, p.name, 'users', 'users');
  }).filter((u) => u.summary !== 'Beatriz Nunes');
  const beatriz = ref('user_reference', 'PB7NQ2X', 'Beatriz Nunes', 'users', 'users');
  type Incident = {
    created: number;
    page: (typeof PAGES)[number];
    resolvedBy: ReturnType<typeof ref> | null;
    resolveAfter: number;
    value: number;
  };
  const incidents: Incident[] = [];
  const start = Date.UTC(2026, 9, 25, 0, 0);
  const until = Date.UTC(2026, 10, 12, 0, 0);
  // The orders replica's lag pages: the one the question asks about, and the same page on other days.
  const target = Date.UTC(2026, 10, 3, 22, 47, 13);
  const lagOrders = PAGES[0]!;
  incidents.push({ created: target, page: lagOrders, resolvedBy: beatriz, resolveAfter: 51 * MINUTE + 39_000, value: 418 });
  incidents.push({ created: Date.UTC(2026, 9, 28, 14, 12, 40), page: lagOrders, resolvedBy: null, resolveAfter: 9 * MINUTE, value: 331 });
  incidents.push({
    created: Date.UTC(2026, 10, 1, 2, 31, 5),
    page: lagOrders,
    resolvedBy: responders[2]!,
    resolveAfter: 37 * MINUTE,
    value: 602,
  });
  incidents.push({ created: Date.UTC(2026, 10, 5, 21, 4, 51), page: lagOrders, resolvedBy: null, resolveAfter: 14 * MINUTE, value: 347 });
  incidents.push({
    created: Date.UTC(2026, 10, 3, 22, 52, 30),
    page: PAGES[1]!,
    resolvedBy: responders[4]!,
    resolveAfter: 28 * MINUTE,
    value: 356,
  });
  incidents.push({ created: Date.UTC(2026, 10, 2, 23, 6, 2), page: PAGES[2]!, resolvedBy: null, resolveAfter: 11 * MINUTE, value: 305 });
  const others = PAGES.filter((p) => p[0] !== 'PostgresReplicationLagHigh');
  while (incidents.length < 100) {
    const created = start + pick(random, until - start);
    if (Math.abs(created - target) < 2 * HOUR) continue;
    const page = oneOf(random, others);
    const human = random() < 0.45;
    incidents.push({
      created,
      page,
      resolvedBy: human ? oneOf(random, responders) : null,
      resolveAfter: between(random, 3 * MINUTE, human ? 3 * HOUR : 40 * MINUTE),
      value: between(random, 301, 900),
    });
  }
  incidents.sort((a, b) => a.created - b.created);
  let number = 4_811;
  const out = incidents.map((inc) => {
    number += between(random, 1, 3);
    const [alert, summary, subject, routing] = inc.page;
    const service = services.get(routing)!;
    const team = teams.get(teamNames[routing]!)!;
    const policy = policies.get(teamNames[routing]!)!;
    const id = `Q${chars(random, ID, 13)}`;
    const logId = `R${chars(random, ID, 25)}`;
    const key = hex(random, 64);
    const resolved = inc.created + inc.resolveAfter;
    const labelKey =
      routing === 'databases'
        ? 'server'
        : alert.startsWith('Rabbit')
          ? 'queue'
          : alert.startsWith('Node')
            ? 'node'
            : alert.startsWith('Cert')
              ? 'certificate'
              : alert.startsWith('Redis')
                ? 'instance'
                : alert.startsWith('KubeJob')
                  ? 'cronjob'
                  : 'service';
    const severity =
      alert.includes('Lag') || alert.includes('5xx') || alert.includes('CrashLooping')
        ? 'critical'
        : oneOf(random, ['critical', 'warning']);
    const description =
      alert === 'PostgresReplicationLagHigh'
        ? `Replica ${subject} is ${inc.value}s behind its primary.`
        : alert === 'RabbitMQQueueBacklog'
          ? `Queue ${subject} holds ${inc.value * 37} ready messages.`
          : `${summary} (${subject}).`;
    const title = `[FIRING:1] ${alert} (${subject} prod ${severity})`;
    const firing = `Labels:\n - alertname = ${alert}\n - cluster = gke-prod-ew1\n - env = prod\n - ${labelKey} = ${subject}\n - severity = ${severity}\n - team = ${routing}\nAnnotations:\n - description = ${description}\n - runbook_url = https://runbooks.mares.internal/${alert.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}\n - summary = ${summary}\nSource: https://prometheus.mares.internal/graph?g0.expr=${encodeURIComponent(`${alert.toLowerCase()}{${labelKey}="${subject}"} > 0`)}&g0.tab=1\n`;
    const details = { firing, num_firing: '1', num_resolved: '0', resolved: '' };
    const incRef = ref('incident_reference', id, `[#${number}] ${title}`, 'incidents', 'incidents');
    const by = inc.resolvedBy ?? service;
    return {
      incident_number: number,
      title,
      description: title,
      created_at: isoSec(inc.created),
      updated_at: isoSec(resolved + between(random, 0, 3) * 1_000),
      status: 'resolved',
      incident_key: key,
      service,
      assignments: [],
      assigned_via: 'escalation_policy',
      last_status_change_at: isoSec(resolved),
      resolved_at: isoSec(resolved),
      first_trigger_log_entry: {
        id: logId,
        type: 'trigger_log_entry',
        summary: 'Triggered through the API.',
        self: `${api}/log_entries/${logId}`,
        html_url: `${web}/incidents/${id}/log_entries/${logId}`,
        created_at: isoSec(inc.created),
        agent: service,
        channel: {
          type: 'api',
          service_key: hex(random, 32),
          description: title,
          incident_key: key,
          details,
          cef_details: {
            client: 'Alertmanager',
            client_url: `https://alertmanager.mares.internal/#/alerts?receiver=pagerduty-${routing}`,
            contexts: [{ href: `https://runbooks.mares.internal/${alert}`, text: 'Runbook', type: 'link' }],
            creation_time: isoSec(inc.created),
            dedup_key: key,
            description: title,
            details,
            event_class: null,
            message: title,
            mutations: [],
            priority: null,
            reporter_component: null,
            reporter_location: null,
            service_group: null,
            severity,
            source_component: null,
            source_location: null,
            source_origin: 'alertmanager-0.alertmanager.monitoring.svc',
            urgency: null,
            version: '1.0',
          },
          summary: title,
        },
        service,
        incident: incRef,
        teams: [team],
        contexts: [],
        event_details: { description: title },
      },
      alert_counts: { all: 1, triggered: 0, resolved: 1 },
      is_mergeable: true,
      incident_type: { name: 'incident_default' },
      escalation_policy: policy,
      teams: [team],
      impacted_services: [service],
      pending_actions: [],
      acknowledgements: [],
      basic_alert_grouping: null,
      alert_grouping: null,
      last_status_change_by: by,
      priority: null,
      resolve_reason: null,
      conference_bridge: null,
      incidents_responders: [],
      responder_requests: [],
      urgency: severity === 'critical' ? 'high' : 'low',
      id,
      type: 'incident',
      summary: `[#${number}] ${title}`,
      self: `${api}/incidents/${id}`,
      html_url: `${web}/incidents/${id}`,
    };
  });
  const output = JSON.stringify({ incidents: out, limit: 100, offset: 0, total: null, more: true });
  const needle = `"last_status_change_by":${JSON.stringify(beatriz)}`;
  const ask = 'Who resolved the PagerDuty incident for replication lag on the orders database on the night of 3 November?';
  return probe('round 17: pagerduty incidents api', ask, 'http_get', output, 'resolver', needle);
}

/** An RFC 2822 date as Twilio writes it (`Tue, 03 Nov 2026 15:42:11 +0000`). */
const rfc2822 = (t: number) => new Date(t).toUTCString().replace('GMT', '+0000');

/** Twilio's `GET /2010-04-01/Accounts/…/Messages.json?PageSize=500` over three days of a grocery shop's SMS (one line of JSON): what became of one customer's delivery code. */
function twilioMessages(): EconomicsTask {
  const random = seededRandom(17_021);
  const account = `AC${hex(random, 32)}`;
  const messaging = `MG${hex(random, 32)}`;
  const base = `/2010-04-01/Accounts/${account}/Messages`;
  const phone = () => `+3519${oneOf(random, ['1', '2', '3', '6'])}${between(random, 1_000_000, 9_999_999)}`;
  const customers = Array.from({ length: 260 }, phone).filter((p) => !p.endsWith('4471'));
  const target = '+351912384471';
  const lookalike = '+351932604471';
  const couriers = Array.from({ length: 30 }, phone).filter((p) => !p.endsWith('4471'));
  const slot = () => {
    const h = between(random, 8, 21);
    return `${pad2(h)}:00 e as ${pad2(h + 1)}:00`;
  };
  const store = () => oneOf(random, STORES)[1];
  const products = [
    ['Iogurte grego natural 4x120g', 'Iogurte grego natural 500g'],
    ['Pão de forma integral 500g', 'Pão de forma multicereais 500g'],
    ['Leite meio-gordo 1L', 'Leite meio-gordo sem lactose 1L'],
    ['Queijo flamengo fatias 200g', 'Queijo flamengo fatias 150g'],
    ['Bananas da Madeira 1kg', 'Bananas 1kg'],
    ['Azeite virgem extra 750ml', 'Azeite virgem extra 500ml'],
    ['Café moído 250g', 'Café em grão 250g'],
    ['Fiambre da perna 150g', 'Fiambre de peru 150g'],
  ] as const;
  type Kind = 'confirm' | 'code' | 'subst' | 'otp' | 'shift';
  const body = (kind: Kind, order: number) => {
    switch (kind) {
      case 'confirm':
        return `MARÉS: Encomenda #${order} confirmada. Entrega ${oneOf(random, ['hoje', 'amanhã'])} entre as ${slot()}. Acompanhe em https://mares.pt/e/${chars(random, KUBE, 7)}`;
      case 'code':
        return `MARÉS: O estafeta está a caminho com a encomenda #${order}. Código de entrega: ${between(random, 1_000, 9_999)}. Mostre-o ao receber.`;
      case 'subst': {
        const [a, b] = oneOf(random, products);
        return `MARÉS: ${a} esgotou na loja ${store()}. Aceita ${b}? Responda em https://mares.pt/s/${chars(random, KUBE, 7)} nos próximos 15 min.`;
      }
      case 'otp':
        return `${between(random, 100_000, 999_999)} é o seu código de acesso Marés. Não o partilhe com ninguém.`;
      case 'shift':
        return `Marés Estafetas: o seu turno começa às ${pad2(between(random, 7, 19))}:00 na loja ${store()}. Confirme na app.`;
    }
  };
  type Msg = { to: string; at: number; kind: Kind; order: number; status: string; code: number | null };
  const msgs: Msg[] = [];
  const from = Date.UTC(2026, 10, 2, 6, 0);
  const until = Date.UTC(2026, 10, 5, 0, 0);
  let order = 2_318_204;
  const targetAt = Date.UTC(2026, 10, 3, 15, 42, 10);
  msgs.push({ to: target, at: Date.UTC(2026, 10, 2, 19, 3, 44), kind: 'confirm', order: 2_331_877, status: 'delivered', code: null });
  msgs.push({ to: target, at: Date.UTC(2026, 10, 3, 9, 12, 5), kind: 'otp', order: 0, status: 'delivered', code: null });
  msgs.push({ to: target, at: Date.UTC(2026, 10, 3, 9, 20, 31), kind: 'confirm', order: 2_334_902, status: 'delivered', code: null });
  msgs.push({ to: target, at: targetAt, kind: 'code', order: 2_334_902, status: 'undelivered', code: 30003 });
  msgs.push({ to: lookalike, at: Date.UTC(2026, 10, 3, 16, 8, 52), kind: 'code', order: 2_335_120, status: 'delivered', code: null });
  msgs.push({ to: lookalike, at: Date.UTC(2026, 10, 4, 11, 30, 17), kind: 'confirm', order: 2_337_015, status: 'delivered', code: null });
  while (msgs.length < 500) {
    const at = from + pick(random, until - from);
    const h = new Date(at).getUTCHours();
    if (h < 7 || h > 22) continue;
    if (Math.abs(at - targetAt) < 2_000) continue;
    order += between(random, 1, 9);
    const k = pick(random, 100);
    const kind: Kind = k < 32 ? 'confirm' : k < 62 ? 'code' : k < 72 ? 'subst' : k < 93 ? 'otp' : 'shift';
    const r = pick(random, 100);
    const [status, code]: [string, number | null] =
      r < 86
        ? ['delivered', null]
        : r < 93
          ? ['sent', null]
          : r < 96
            ? ['undelivered', 30005]
            : r < 98
              ? ['undelivered', 30003]
              : ['failed', 30008];
    msgs.push({ to: kind === 'shift' ? oneOf(random, couriers) : oneOf(random, customers), at, kind, order, status, code });
  }
  // Newest first, as the API lists them.
  msgs.sort((a, b) => b.at - a.at);
  let needle = '';
  const parts = msgs.map((m) => {
    const text = body(m.kind, m.order);
    const segments = text.length > 70 ? Math.ceil(text.length / 67) : 1;
    const sid = `SM${hex(random, 32)}`;
    const sent = m.at + between(random, 400, 1_500);
    const updated = m.status === 'sent' ? sent + 500 : sent + between(random, 2_000, 90_000);
    const price = m.status === 'failed' ? null : `-${(0.0472 * segments).toFixed(5)}`;
    const tail = `"status": "${m.status}", "sid": "${sid}", "date_sent": "${rfc2822(sent)}", "messaging_service_sid": "${messaging}", "error_code": ${m.code ?? 'null'}`;
    if (m.to === target && m.code !== null) needle = tail;
    return `{"body": ${JSON.stringify(text)}, "num_segments": "${segments}", "direction": "outbound-api", "from": "MARES", "date_updated": "${rfc2822(updated)}", "price": ${price === null ? 'null' : `"${price}"`}, "error_message": null, "uri": "${base}/${sid}.json", "account_sid": "${account}", "num_media": "0", "to": "${m.to}", "date_created": "${rfc2822(m.at)}", ${tail}, "price_unit": "USD", "api_version": "2010-04-01", "subresource_uris": {"media": "${base}/${sid}/Media.json", "feedback": "${base}/${sid}/Feedback.json"}}`;
  });
  const query = 'DateSent%3E=2026-11-02&DateSent%3C=2026-11-04&PageSize=500';
  const output = `{"first_page_uri": "${base}.json?${query}&Page=0", "end": 499, "previous_page_uri": null, "messages": [${parts.join(', ')}], "uri": "${base}.json?${query}&Page=0", "page_size": 500, "start": 0, "next_page_uri": "${base}.json?${query}&Page=1&PageToken=PASM${hex(random, 32)}", "page": 0}`;
  const ask =
    'A customer whose number ends in 4471 says she never got the text with her delivery code on Tuesday afternoon. What did Twilio report for that message?';
  return probe('round 17: twilio messages api', ask, 'http_get', output, 'status', needle);
}

/** A JSON value with every object's keys sorted, as the Realtime Database's REST API returns them. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key]!);
  return out;
}

/** `curl -s "$RTDB/stores.json?auth=…"` on a grocery app's Firebase Realtime Database (one line of JSON): one store's Christmas Eve closing time. */
function firebaseStores(): EconomicsTask {
  const random = seededRandom(17_031);
  const centres: Record<string, [number, number]> = {
    lisboa: [38.7369, -9.1427],
    porto: [41.1579, -8.6291],
    norte: [41.5454, -8.4265],
    centro: [40.2033, -8.4103],
    algarve: [37.0194, -7.9322],
  };
  const streets = ['Rua', 'Avenida', 'Largo', 'Travessa', 'Praça'];
  const names = [
    'da Liberdade',
    'de Ceuta',
    'Dom João II',
    'do Brasil',
    'da República',
    'Almirante Reis',
    'de França',
    'Central',
    'dos Combatentes',
    'da Boavista',
    '25 de Abril',
  ];
  const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const stores: { [key: string]: Json } = {};
  const targetId = 'pt-porto-boavista';
  for (const [id, label, region] of STORES) {
    const [lat0, lng0] = centres[region]!;
    const lat = Number((lat0 + (random() - 0.5) * 0.12).toFixed(6));
    const lng = Number((lng0 + (random() - 0.5) * 0.12).toFixed(6));
    const polygon: Json[] = [];
    const n = between(random, 90, 220);
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      const r = 0.018 + random() * 0.012;
      polygon.push({ lat: Number((lat + r * Math.sin(a)).toFixed(6)), lng: Number((lng + 1.3 * r * Math.cos(a)).toFixed(6)) });
    }
    const open = oneOf(random, ['08:00', '08:00', '08:30', '09:00']);
    const close = oneOf(random, ['21:00', '22:00', '22:00', '23:00']);
    const regular: { [key: string]: Json } = {};
    for (const d of days) regular[d] = d === 'sun' ? { close: oneOf(random, ['13:00', '20:00', '21:00']), open: '09:00' } : { close, open };
    const eveClose = id === targetId ? '13:30' : oneOf(random, ['14:00', '15:00', '16:00', '16:00', '17:00', '18:00']);
    const overrides: { [key: string]: Json } = {
      '2026-12-08': { close: '20:00', label: 'Imaculada Conceição', open: '09:00' },
      '2026-12-24': { close: eveClose, label: 'Véspera de Natal', open: id === targetId ? '08:00' : open },
      '2026-12-25': { closed: true, label: 'Natal' },
      '2026-12-01': { close: '20:00', label: 'Restauração da Independência', open: '09:00' },
      '2026-12-31': { close: oneOf(random, ['17:00', '18:00', '19:00']), label: 'Véspera de Ano Novo', open },
      '2027-01-01': { closed: true, label: 'Ano Novo' },
    };
    if (random() < 0.3) delete overrides['2026-12-01'];
    const slots: { [key: string]: Json } = {};
    for (let d = 5; d < 12; d++) {
      const daySlots: { [key: string]: Json } = {};
      for (let h = 8; h < 22; h++) {
        const capacity = oneOf(random, [18, 24, 30, 36]);
        daySlots[`${pad2(h)}00`] = {
          booked: Math.min(capacity, between(random, 0, capacity + 6)),
          capacity,
          fee: oneOf(random, [1.99, 2.99, 3.99, 4.99]),
        };
      }
      slots[`2026-11-${pad2(d)}`] = daySlots;
    }
    stores[id] = {
      address: {
        city: label.split(' ')[0]!,
        line1: `${oneOf(random, streets)} ${oneOf(random, names)}, ${between(random, 1, 480)}`,
        postcode: `${region === 'lisboa' ? between(random, 1000, 2799) : region === 'porto' ? between(random, 4000, 4499) : between(random, 2800, 8999)}-${between(random, 100, 999)}`,
      },
      coords: { lat, lng },
      deliveryZone: { maxMinutes: oneOf(random, [30, 40, 45, 60]), minOrder: oneOf(random, [15, 20, 25]), polygon },
      features: { alcohol: random() < 0.9, bakery: random() < 0.6, pharmacy: random() < 0.2, pickup: random() < 0.7 },
      hours: { overrides, regular },
      name: `Marés ${label}`,
      phone: `+351 2${between(random, 10, 59)} ${between(random, 100, 999)} ${between(random, 100, 999)}`,
      pickers: between(random, 6, 24),
      region,
      slots,
      updatedAt: Date.UTC(2026, 10, 4) + pick(random, DAY),
    };
  }
  const output = JSON.stringify(sortKeys(stores));
  const needle = '"2026-12-24":{"close":"13:30","label":"Véspera de Natal","open":"08:00"}';
  const ask = 'What time does the app say our Boavista store in Porto closes on Christmas Eve?';
  return probe('round 17: firebase realtime database', ask, 'run_shell', output, 'closing', needle);
}

// b. Answers a few lines from the line the question's words match.

/** Cloud Run services of the shop: name, team, memory, cpu, Cloud SQL instance (or none), extra settings. */
const RUN_SERVICES: readonly (readonly [string, string, string, string, string | null, readonly (readonly [string, string])[]])[] = [
  ['addresses-api', 'customers', '512Mi', '1', 'customers-pg', [['GEOCODER_URL', 'https://maps.googleapis.com/maps/api/geocode/json']]],
  ['admin-api', 'backoffice', '1Gi', '1', 'orders-pg', [['ADMIN_SSO_ISSUER', 'https://accounts.google.com']]],
  [
    'auth-api',
    'customers',
    '512Mi',
    '1',
    'customers-pg',
    [
      ['SESSION_TTL_SECONDS', '2592000'],
      ['OTP_LENGTH', '6'],
    ],
  ],
  ['bff-app', 'apps', '1Gi', '2', null, [['UPSTREAM_TIMEOUT_MS', '8000']]],
  [
    'bff-web',
    'web',
    '1Gi',
    '2',
    null,
    [
      ['UPSTREAM_TIMEOUT_MS', '8000'],
      ['NEXT_REVALIDATE_SECONDS', '60'],
    ],
  ],
  ['cart-api', 'checkout', '512Mi', '1', null, [['CART_TTL_HOURS', '72']]],
  ['catalog-api', 'catalog', '2Gi', '2', 'catalog-pg', [['CACHE_TTL_SECONDS', '300']]],
  [
    'catalog-indexer',
    'catalog',
    '2Gi',
    '2',
    'catalog-pg',
    [
      ['INDEX_BATCH_SIZE', '500'],
      ['WORKER_MAX_CONCURRENCY', '4'],
    ],
  ],
  [
    'checkout-api',
    'checkout',
    '1Gi',
    '2',
    'orders-pg',
    [
      ['PAYMENT_TIMEOUT_MS', '15000'],
      ['IDEMPOTENCY_TTL_HOURS', '24'],
    ],
  ],
  ['courier-api', 'courier', '1Gi', '2', 'courier-pg', [['ETA_MODEL_VERSION', '2026-10-21']]],
  [
    'courier-dispatch',
    'courier',
    '2Gi',
    '2',
    'courier-pg',
    [
      ['DISPATCH_TICK_MS', '2000'],
      ['MAX_STOPS_PER_ROUTE', '6'],
    ],
  ],
  [
    'courier-location-ingest',
    'courier',
    '512Mi',
    '1',
    null,
    [
      ['PUBSUB_TOPIC', 'courier-locations'],
      ['MAX_BATCH', '200'],
    ],
  ],
  ['customer-api', 'customers', '1Gi', '1', 'customers-pg', [['GDPR_EXPORT_BUCKET', 'mares-prod-gdpr-exports']]],
  [
    'email-sender',
    'notifications',
    '512Mi',
    '1',
    null,
    [
      ['SENDGRID_FROM', 'ola@mares.pt'],
      ['MAX_BATCH', '100'],
    ],
  ],
  ['feature-flags', 'platform', '256Mi', '1', null, [['FLAGS_BUCKET', 'mares-prod-flags']]],
  [
    'image-resizer',
    'catalog',
    '2Gi',
    '2',
    null,
    [
      ['MAX_WIDTH', '2048'],
      ['CACHE_CONTROL', 'public, max-age=31536000, immutable'],
    ],
  ],
  ['inventory-sync', 'orders', '1Gi', '1', 'orders-pg', [['SYNC_INTERVAL_SECONDS', '120']]],
  [
    'invoices-api',
    'payments',
    '1Gi',
    '1',
    'payments-pg',
    [
      ['AT_CERT_SERIES', 'FT2026'],
      ['SAFT_BUCKET', 'mares-prod-saft'],
    ],
  ],
  ['loyalty-api', 'loyalty', '512Mi', '1', 'loyalty-pg', [['POINTS_PER_EURO', '1']]],
  ['notifications-api', 'notifications', '512Mi', '1', null, [['PUSH_PROVIDER', 'fcm']]],
  [
    'orders-api',
    'orders',
    '2Gi',
    '2',
    'orders-pg',
    [
      ['DB_POOL_MAX', '20'],
      ['SLOT_HOLD_MINUTES', '15'],
    ],
  ],
  [
    'orders-worker',
    'orders',
    '2Gi',
    '2',
    'orders-pg',
    [
      ['DB_POOL_MAX', '10'],
      ['WORKER_MAX_CONCURRENCY', '8'],
    ],
  ],
  [
    'payments-api',
    'payments',
    '1Gi',
    '2',
    'payments-pg',
    [
      ['PSP_BASE_URL', 'https://api.pagalink.pt/v3'],
      ['PSP_TIMEOUT_MS', '20000'],
    ],
  ],
  ['payments-webhooks', 'payments', '512Mi', '1', 'payments-pg', [['WEBHOOK_TOLERANCE_SECONDS', '300']]],
  ['picking-api', 'stores', '1Gi', '1', 'orders-pg', [['PICK_LIST_MAX_ITEMS', '120']]],
  ['pricing-api', 'catalog', '1Gi', '2', 'catalog-pg', [['PRICE_CACHE_TTL_SECONDS', '60']]],
  ['promotions-api', 'catalog', '512Mi', '1', 'catalog-pg', [['MAX_STACKED_PROMOS', '2']]],
  ['refunds-worker', 'payments', '512Mi', '1', 'payments-pg', [['REFUND_BATCH_SIZE', '50']]],
  [
    'reports-api',
    'data',
    '4Gi',
    '2',
    null,
    [
      ['BQ_DATASET', 'mares_reporting'],
      ['MAX_ROWS', '100000'],
    ],
  ],
  [
    'search-api',
    'catalog',
    '2Gi',
    '2',
    null,
    [
      ['TYPESENSE_HOST', 'typesense.mares.internal'],
      ['MAX_RESULTS', '60'],
    ],
  ],
  ['slots-api', 'orders', '512Mi', '1', 'orders-pg', [['SLOT_LENGTH_MINUTES', '60']]],
  [
    'sms-sender',
    'notifications',
    '256Mi',
    '1',
    null,
    [
      ['TWILIO_MESSAGING_SERVICE', 'MG-prod-pt'],
      ['MAX_BATCH', '50'],
    ],
  ],
  ['store-ops-api', 'stores', '1Gi', '1', 'orders-pg', [['SHIFT_PLANNER_URL', 'https://shifts.mares.internal']]],
  ['substitutions-api', 'stores', '512Mi', '1', 'orders-pg', [['REPLY_WINDOW_MINUTES', '15']]],
  [
    'supplier-edi-gateway',
    'orders',
    '1Gi',
    '1',
    'orders-pg',
    [
      ['EDI_SFTP_HOST', 'edi.mares.pt'],
      ['MAX_FILE_MB', '50'],
    ],
  ],
];

/** `gcloud run services list --format=yaml` over two regions: the max instances of one service in one region, a few lines under its name. */
function cloudRunServices(): EconomicsTask {
  const random = seededRandom(17_041);
  const project = 'mares-prod';
  const projectNumber = '418204967311';
  const regions = ['europe-west1', 'europe-southwest1'];
  const short: Record<string, string> = { 'europe-west1': 'ew1', 'europe-southwest1': 'esw1' };
  const stamp = (t: number) => `'${iso(t).slice(0, 23)}${between(random, 100, 999)}Z'`;
  const q = (v: string) => (/^[0-9]/.test(v) || v === 'true' || v === 'false' || v.includes(': ') || v.startsWith('[') ? `'${v}'` : v);
  const out: string[] = [];
  const target = ['orders-api', 'europe-southwest1'];
  for (const [name, team, memory, cpu, sql, extra] of RUN_SERVICES) {
    for (const region of regions) {
      if (region === 'europe-southwest1' && ['reports-api', 'supplier-edi-gateway', 'admin-api', 'invoices-api'].includes(name)) continue;
      const isTarget = name === target[0] && region === target[1];
      const generation = between(random, 12, 420);
      const revision = `${name}-${String(generation).padStart(5, '0')}-${chars(random, 'abcdefghijklmnopqrstuvwxyz', 3)}`;
      const url = `https://${name}-${projectNumber}.${region}.run.app`;
      const sa = `${name}@${project}.iam.gserviceaccount.com`;
      const created = Date.UTC(2023, 5, 1) + pick(random, 600) * DAY + pick(random, DAY);
      const deployed = Date.UTC(2026, 10, 4) - pick(random, 20 * DAY);
      const maxScale = isTarget ? '25' : name === target[0] ? '60' : oneOf(random, ['10', '20', '20', '30', '40', '50', '80', '100']);
      const minScale = oneOf(random, ['0', '1', '1', '2', '3']);
      const ingress =
        name.startsWith('bff') || name === 'image-resizer'
          ? 'internal-and-cloud-load-balancing'
          : oneOf(random, ['internal', 'internal', 'internal-and-cloud-load-balancing']);
      out.push(
        '---',
        'apiVersion: serving.knative.dev/v1',
        'kind: Service',
        'metadata:',
        '  annotations:',
        '    run.googleapis.com/client-name: gcloud',
        `    run.googleapis.com/client-version: ${oneOf(random, ['495.0.0', '497.0.0', '498.0.0'])}`,
        `    run.googleapis.com/ingress: ${ingress}`,
        `    run.googleapis.com/ingress-status: ${ingress}`,
        `    run.googleapis.com/operation-id: ${uuid(random)}`,
        `    run.googleapis.com/urls: '["${url}"]'`,
        `    serving.knative.dev/creator: deploy-bot@${project}.iam.gserviceaccount.com`,
        `    serving.knative.dev/lastModifier: deploy-bot@${project}.iam.gserviceaccount.com`,
        `  creationTimestamp: ${stamp(created)}`,
        `  generation: ${generation}`,
        '  labels:',
        `    cloud.googleapis.com/location: ${region}`,
        '    managed-by: github-actions',
        `    team: ${team}`,
        `  name: ${name}`,
        `  namespace: '${projectNumber}'`,
        `  resourceVersion: AAY${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 9)}`,
        `  selfLink: /apis/serving.knative.dev/v1/namespaces/${projectNumber}/services/${name}`,
        `  uid: ${uuid(random)}`,
        'spec:',
        '  template:',
        '    metadata:',
        '      annotations:',
        `        autoscaling.knative.dev/maxScale: '${maxScale}'`,
        `        autoscaling.knative.dev/minScale: '${minScale}'`,
        '        run.googleapis.com/client-name: gcloud',
        `        run.googleapis.com/client-version: ${oneOf(random, ['495.0.0', '497.0.0', '498.0.0'])}`,
        ...(sql ? [`        run.googleapis.com/cloudsql-instances: ${project}:${region}:${sql}`] : []),
        `        run.googleapis.com/cpu-throttling: '${random() < 0.6 ? 'false' : 'true'}'`,
        '        run.googleapis.com/execution-environment: gen2',
        "        run.googleapis.com/startup-cpu-boost: 'true'",
        `        run.googleapis.com/vpc-access-connector: projects/${project}/locations/${region}/connectors/prod-${short[region]}`,
        '        run.googleapis.com/vpc-access-egress: private-ranges-only',
        '      labels:',
        `        client.knative.dev/nonce: ${chars(random, 'abcdefghijklmnopqrstuvwxyz', 10)}`,
        `        commit-sha: ${hex(random, 7)}`,
        '        run.googleapis.com/startupProbeType: Custom',
        '    spec:',
        `      containerConcurrency: ${oneOf(random, [40, 80, 80, 120, 250])}`,
        '      containers:',
        '      - env:',
      );
      const env: [string, string][] = [
        ['APP_ENV', 'production'],
        ['GOOGLE_CLOUD_PROJECT', project],
        ['REGION', region],
        ['LOG_LEVEL', oneOf(random, ['info', 'info', 'warn'])],
        ['LOG_FORMAT', 'json'],
        ['OTEL_SERVICE_NAME', name],
        ['OTEL_EXPORTER_OTLP_ENDPOINT', `http://otel-collector.${short[region]}.mares.internal:4317`],
        ['OTEL_TRACES_SAMPLER', 'parentbased_traceidratio'],
        ['OTEL_TRACES_SAMPLER_ARG', oneOf(random, ['0.05', '0.1', '0.2'])],
        ['FEATURE_FLAGS_URL', `https://feature-flags-${projectNumber}.${region}.run.app`],
        ['HTTP_KEEPALIVE_TIMEOUT_MS', '65000'],
        ['SHUTDOWN_GRACE_SECONDS', oneOf(random, ['10', '15', '30'])],
        ...extra.map(([k, v]) => [k, v] as [string, string]),
      ];
      if (random() < 0.6) env.push(['REDIS_HOST', `redis-${short[region]}.mares.internal`], ['REDIS_PORT', '6379']);
      if (random() < 0.5) env.push(['RABBITMQ_VHOST', oneOf(random, ['orders', 'stores', 'couriers', 'notifications'])]);
      for (const [k, v] of env) out.push(`        - name: ${k}`, `          value: ${q(v)}`);
      const secrets = [
        ...(sql ? [['DATABASE_PASSWORD', `${sql.replace('-pg', '')}-db-password`]] : []),
        ['SENTRY_DSN', 'sentry-dsn'],
        ...(random() < 0.5 ? [['RABBITMQ_PASSWORD', `rabbitmq-${team}`]] : []),
        ...(name.startsWith('payments')
          ? [
              ['PSP_API_KEY', 'pagalink-api-key'],
              ['PSP_WEBHOOK_SECRET', 'pagalink-webhook-secret'],
            ]
          : []),
      ];
      for (const [k, secret] of secrets)
        out.push(
          `        - name: ${k}`,
          '          valueFrom:',
          '            secretKeyRef:',
          `              key: '${oneOf(random, ['latest', 'latest', '3', '7'])}'`,
          `              name: ${secret}`,
        );
      out.push(
        `        image: europe-docker.pkg.dev/${project}/services/${name}@sha256:${hex(random, 64)}`,
        `        name: ${name}-1`,
        '        ports:',
        '        - containerPort: 8080',
        '          name: http1',
        '        resources:',
        '          limits:',
        `            cpu: '${cpu}'`,
        `            memory: ${memory}`,
        '        startupProbe:',
        '          failureThreshold: 3',
        '          httpGet:',
        '            path: /healthz',
        '            port: 8080',
        '          initialDelaySeconds: 2',
        '          periodSeconds: 5',
        '          timeoutSeconds: 2',
        `      serviceAccountName: ${sa}`,
        `      timeoutSeconds: ${oneOf(random, [60, 300, 300, 600, 900])}`,
        '  traffic:',
        '  - latestRevision: true',
        '    percent: 100',
        'status:',
        '  address:',
        `    url: ${url}`,
        '  conditions:',
      );
      for (const type of ['Ready', 'ConfigurationsReady', 'RoutesReady'])
        out.push(`  - lastTransitionTime: ${stamp(deployed + between(random, 0, 40_000))}`, "    status: 'True'", `    type: ${type}`);
      out.push(
        `  latestCreatedRevisionName: ${revision}`,
        `  latestReadyRevisionName: ${revision}`,
        `  observedGeneration: ${generation}`,
        '  traffic:',
        '  - latestRevision: true',
        '    percent: 100',
        `    revisionName: ${revision}`,
        `  url: ${url}`,
      );
    }
  }
  const output = `${out.join('\n')}\n`;
  const ask = "What is orders-api's max instances set to on Cloud Run in europe-southwest1?";
  return probe('round 17: gcloud run services yaml', ask, 'run_shell', output, 'max', "        autoscaling.knative.dev/maxScale: '25'");
}

/** Frames of Laravel's HTTP kernel under a controller action, as PHP prints them (`file(line): call`), outermost last. */
const LARAVEL_HTTP_FRAMES = [
  'vendor/laravel/framework/src/Illuminate/Routing/Controller.php(54): {controller}->{action}({args})',
  "vendor/laravel/framework/src/Illuminate/Routing/ControllerDispatcher.php(43): Illuminate\\Routing\\Controller->callAction('{action}', Array)",
  "vendor/laravel/framework/src/Illuminate/Routing/Route.php(260): Illuminate\\Routing\\ControllerDispatcher->dispatch(Object(Illuminate\\Routing\\Route), Object({controller}), '{action}')",
  'vendor/laravel/framework/src/Illuminate/Routing/Route.php(205): Illuminate\\Routing\\Route->runController()',
  'vendor/laravel/framework/src/Illuminate/Routing/Router.php(806): Illuminate\\Routing\\Route->run()',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(144): Illuminate\\Routing\\Router->Illuminate\\Routing\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Routing/Middleware/SubstituteBindings.php(51): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Routing\\Middleware\\SubstituteBindings->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Routing/Middleware/ThrottleRequests.php(161): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Routing/Middleware/ThrottleRequests.php(92): Illuminate\\Routing\\Middleware\\ThrottleRequests->handleRequest(Object(Illuminate\\Http\\Request), Object(Closure), Array)',
  "vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Routing\\Middleware\\ThrottleRequests->handle(Object(Illuminate\\Http\\Request), Object(Closure), 'api')",
  'vendor/laravel/sanctum/src/Http/Middleware/EnsureFrontendRequestsAreStateful.php(25): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(144): Laravel\\Sanctum\\Http\\Middleware\\EnsureFrontendRequestsAreStateful->Laravel\\Sanctum\\Http\\Middleware\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(119): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/sanctum/src/Http/Middleware/EnsureFrontendRequestsAreStateful.php(24): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Laravel\\Sanctum\\Http\\Middleware\\EnsureFrontendRequestsAreStateful->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(119): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Routing/Router.php(805): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Routing/Router.php(784): Illuminate\\Routing\\Router->runRouteWithinStack(Object(Illuminate\\Routing\\Route), Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Routing/Router.php(748): Illuminate\\Routing\\Router->runRoute(Object(Illuminate\\Http\\Request), Object(Illuminate\\Routing\\Route))',
  'vendor/laravel/framework/src/Illuminate/Routing/Router.php(737): Illuminate\\Routing\\Router->dispatchToRoute(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Kernel.php(200): Illuminate\\Routing\\Router->dispatch(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(144): Illuminate\\Foundation\\Http\\Kernel->Illuminate\\Foundation\\Http\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Middleware/TransformsRequest.php(21): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Middleware/ConvertEmptyStringsToNull.php(31): Illuminate\\Foundation\\Http\\Middleware\\TransformsRequest->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Foundation\\Http\\Middleware\\ConvertEmptyStringsToNull->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Middleware/TransformsRequest.php(21): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Middleware/TrimStrings.php(51): Illuminate\\Foundation\\Http\\Middleware\\TransformsRequest->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Foundation\\Http\\Middleware\\TrimStrings->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Http/Middleware/ValidatePostSize.php(27): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Http\\Middleware\\ValidatePostSize->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Http/Middleware/HandleCors.php(49): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Http\\Middleware\\HandleCors->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Http/Middleware/TrustProxies.php(58): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Http\\Middleware\\TrustProxies->handle(Object(Illuminate\\Http\\Request), Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(119): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object(Illuminate\\Http\\Request))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Kernel.php(175): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Http/Kernel.php(144): Illuminate\\Foundation\\Http\\Kernel->sendRequestThroughRouter(Object(Illuminate\\Http\\Request))',
  'public/index.php(51): Illuminate\\Foundation\\Http\\Kernel->handle(Object(Illuminate\\Http\\Request))',
];

/** Frames of a queued job run by Horizon, outermost last. */
const LARAVEL_JOB_FRAMES = [
  'vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(36): {job}->handle({args})',
  'vendor/laravel/framework/src/Illuminate/Container/Util.php(43): Illuminate\\Container\\BoundMethod::Illuminate\\Container\\{closure}()',
  'vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(95): Illuminate\\Container\\Util::unwrapIfClosure(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(35): Illuminate\\Container\\BoundMethod::callBoundMethod(Object(Illuminate\\Foundation\\Application), Array, Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Container/Container.php(690): Illuminate\\Container\\BoundMethod::call(Object(Illuminate\\Foundation\\Application), Array, Array, NULL)',
  'vendor/laravel/framework/src/Illuminate/Bus/Dispatcher.php(128): Illuminate\\Container\\Container->call(Array)',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(144): Illuminate\\Bus\\Dispatcher->Illuminate\\Bus\\{closure}(Object({job}))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(119): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object({job}))',
  'vendor/laravel/framework/src/Illuminate/Bus/Dispatcher.php(132): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Queue/CallQueuedHandler.php(123): Illuminate\\Bus\\Dispatcher->dispatchNow(Object({job}), false)',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(144): Illuminate\\Queue\\CallQueuedHandler->Illuminate\\Queue\\{closure}(Object({job}))',
  'vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(119): Illuminate\\Pipeline\\Pipeline->Illuminate\\Pipeline\\{closure}(Object({job}))',
  'vendor/laravel/framework/src/Illuminate/Queue/CallQueuedHandler.php(122): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Queue/CallQueuedHandler.php(70): Illuminate\\Queue\\CallQueuedHandler->dispatchThroughMiddleware(Object(Illuminate\\Queue\\Jobs\\RedisJob), Object({job}))',
  'vendor/laravel/framework/src/Illuminate/Queue/Jobs/Job.php(102): Illuminate\\Queue\\CallQueuedHandler->call(Object(Illuminate\\Queue\\Jobs\\RedisJob), Array)',
  'vendor/laravel/framework/src/Illuminate/Queue/Worker.php(441): Illuminate\\Queue\\Jobs\\Job->fire()',
  "vendor/laravel/framework/src/Illuminate/Queue/Worker.php(391): Illuminate\\Queue\\Worker->process('redis', Object(Illuminate\\Queue\\Jobs\\RedisJob), Object(Illuminate\\Queue\\WorkerOptions))",
  "vendor/laravel/framework/src/Illuminate/Queue/Worker.php(177): Illuminate\\Queue\\Worker->runJob(Object(Illuminate\\Queue\\Jobs\\RedisJob), 'redis', Object(Illuminate\\Queue\\WorkerOptions))",
  "vendor/laravel/framework/src/Illuminate/Queue/Console/WorkCommand.php(137): Illuminate\\Queue\\Worker->daemon('redis', 'default', Object(Illuminate\\Queue\\WorkerOptions))",
  "vendor/laravel/framework/src/Illuminate/Queue/Console/WorkCommand.php(120): Illuminate\\Queue\\Console\\WorkCommand->runWorker('redis', 'default')",
  'vendor/laravel/horizon/src/Console/WorkCommand.php(51): Illuminate\\Queue\\Console\\WorkCommand->handle()',
  'vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(36): Laravel\\Horizon\\Console\\WorkCommand->handle()',
  'vendor/laravel/framework/src/Illuminate/Container/Util.php(43): Illuminate\\Container\\BoundMethod::Illuminate\\Container\\{closure}()',
  'vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(95): Illuminate\\Container\\Util::unwrapIfClosure(Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(35): Illuminate\\Container\\BoundMethod::callBoundMethod(Object(Illuminate\\Foundation\\Application), Array, Object(Closure))',
  'vendor/laravel/framework/src/Illuminate/Container/Container.php(690): Illuminate\\Container\\BoundMethod::call(Object(Illuminate\\Foundation\\Application), Array, Array, NULL)',
  'vendor/laravel/framework/src/Illuminate/Console/Command.php(213): Illuminate\\Container\\Container->call(Array)',
  'vendor/symfony/console/Command/Command.php(279): Illuminate\\Console\\Command->execute(Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Illuminate\\Console\\OutputStyle))',
  'vendor/laravel/framework/src/Illuminate/Console/Command.php(182): Symfony\\Component\\Console\\Command\\Command->run(Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Illuminate\\Console\\OutputStyle))',
  'vendor/symfony/console/Application.php(1047): Illuminate\\Console\\Command->run(Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Symfony\\Component\\Console\\Output\\ConsoleOutput))',
  'vendor/symfony/console/Application.php(316): Symfony\\Component\\Console\\Application->doRunCommand(Object(Laravel\\Horizon\\Console\\WorkCommand), Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Symfony\\Component\\Console\\Output\\ConsoleOutput))',
  'vendor/symfony/console/Application.php(167): Symfony\\Component\\Console\\Application->doRun(Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Symfony\\Component\\Console\\Output\\ConsoleOutput))',
  'vendor/laravel/framework/src/Illuminate/Foundation/Console/Kernel.php(197): Symfony\\Component\\Console\\Application->run(Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Symfony\\Component\\Console\\Output\\ConsoleOutput))',
  'artisan(13): Illuminate\\Foundation\\Console\\Kernel->handle(Object(Symfony\\Component\\Console\\Input\\ArgvInput), Object(Symfony\\Component\\Console\\Output\\ConsoleOutput))',
];

/** The vendor frames of a `Http::retry(…)->post()` or `->get()` that threw on a 4xx, innermost first, down to the caller. */
const httpClientFrames = (method: 'POST' | 'GET', url: string, times: number) => [
  'vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(925): Illuminate\\Http\\Client\\Response->throw()',
  'vendor/laravel/framework/src/Illuminate/Support/helpers.php(338): Illuminate\\Http\\Client\\PendingRequest->Illuminate\\Http\\Client\\{closure}(' +
    String(times) +
    ')',
  `vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(898): retry(${times}, Object(Closure), 300, Object(Closure))`,
  `vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(${method === 'POST' ? 785 : 749}): Illuminate\\Http\\Client\\PendingRequest->send('${method}', '${url.slice(0, 15)}...', Array)`,
];

/** A day of a grocery shop's `storage/logs/laravel.log` (JSON context, stack traces inline): our frame under one payment provider's 422. */
function laravelLog(): EconomicsTask {
  const random = seededRandom(17_051);
  const root = '/var/www/html/';
  const lines: string[] = [];
  const stamp = (t: number) => {
    const d = new Date(t);
    return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
  };
  /** Escapes a PHP string the way the log's JSON context does (backslashes doubled, quotes escaped). */
  const esc = (s: string) => s.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
  const fill = (frame: string, vars: Record<string, string>) =>
    frame.replace(/\{(controller|action|args|job)\}/g, (_, k: string) => vars[k]!);
  const error = (
    t: number,
    level: string,
    cls: string,
    code: string,
    message: string,
    at: string,
    ours: string[],
    outer: string[],
    context: Record<string, string | number>,
  ) => {
    const frames = [...ours, ...outer].map(
      (f, i) =>
        `#${i} ${f.startsWith('artisan') || f.startsWith('public/') || f.startsWith('vendor/') || f.startsWith('app/') ? root : ''}${f}`,
    );
    const ctx = Object.entries(context)
      .map(([k, v]) => `"${k}":${typeof v === 'number' ? v : `"${v}"`}`)
      .join(',');
    lines.push(
      `[${stamp(t)}] production.${level}: ${message} {${ctx}${ctx ? ',' : ''}"exception":"[object] (${esc(cls)}(code: ${code}): ${esc(message)} at ${root}${at})`,
      '[stacktrace]',
      ...frames.map(esc),
      `#${frames.length} {main}`,
      '"} ',
    );
  };
  const httpOuter = (controller: string, action: string, args: string) =>
    LARAVEL_HTTP_FRAMES.map((f) => fill(f, { controller, action, args }));
  const jobOuter = (job: string, args: string) => LARAVEL_JOB_FRAMES.map((f) => fill(f, { job, args }));
  const customer = () => between(random, 100_000, 480_000);
  let t = Date.UTC(2026, 10, 4, 0, 0, 3);
  const end = Date.UTC(2026, 10, 4, 23, 59, 0);
  const targetAt = Date.UTC(2026, 10, 4, 14, 12, 38);
  let placed = false;
  let order = 2_338_410;
  const mbwayUrl = 'https://ifthenpay.com/api/spg/payment/mbway';
  const needle = `#4 ${root}app/Services/Payments/MbWay/MbWayClient.php(58): Illuminate\\\\Http\\\\Client\\\\PendingRequest->post('https://ifthenp...', Array)`;
  while (t < end) {
    const hour = new Date(t).getUTCHours();
    t += between(random, 2_000, hour < 7 ? 180_000 : 30_000);
    if (!placed && t >= targetAt) {
      placed = true;
      const o = 2_341_207;
      const body = '{"Status":"122","Message":"Pedido de pagamento recusado: número de telemóvel não associado ao MB WAY"}';
      error(
        targetAt,
        'ERROR',
        'Illuminate\\Http\\Client\\RequestException',
        '422',
        `HTTP request returned status code 422:\n${body}\n`,
        'vendor/laravel/framework/src/Illuminate/Http/Client/Response.php:307',
        [
          ...httpClientFrames('POST', mbwayUrl, 2),
          "app/Services/Payments/MbWay/MbWayClient.php(58): Illuminate\\Http\\Client\\PendingRequest->post('https://ifthenp...', Array)",
          "app/Services/Payments/PaymentService.php(131): App\\Services\\Payments\\MbWay\\MbWayClient->requestPayment(Object(App\\Models\\Order), '912384471')",
          'app/Http/Controllers/Api/V2/CheckoutController.php(96): App\\Services\\Payments\\PaymentService->start(Object(App\\Models\\Order), Object(App\\Data\\PaymentMethodData))',
        ],
        httpOuter(
          'App\\Http\\Controllers\\Api\\V2\\CheckoutController',
          'pay',
          'Object(App\\Http\\Requests\\PayRequest), Object(App\\Models\\Order)',
        ),
        { userId: customer(), orderId: o },
      );
      t = targetAt + 900;
      continue;
    }
    const k = pick(random, 1000);
    order += pick(random, 3);
    if (k < 420) {
      const store = oneOf(random, STORES)[0];
      const msg = oneOf(random, [
        () =>
          `Order placed {"order_id":${order},"customer_id":${customer()},"store":"${store}","total_cents":${between(random, 1_500, 24_000)},"items":${between(random, 3, 60)}}`,
        () =>
          `Payment confirmed {"order_id":${order - between(random, 1, 40)},"method":"${oneOf(random, ['mbway', 'card', 'card', 'multibanco', 'apple_pay'])}","provider_ref":"${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 12)}"}`,
        () =>
          `Slot reserved {"order_id":${order},"store":"${store}","slot":"2026-11-${pad2(between(random, 4, 6))} ${pad2(between(random, 8, 21))}:00"}`,
        () =>
          `Picking started {"order_id":${order - between(random, 20, 300)},"store":"${store}","picker_id":${between(random, 1_000, 1_900)}}`,
        () =>
          `Substitution proposed {"order_id":${order - between(random, 20, 300)},"sku":"${between(random, 5_600_000, 5_699_999)}","replacement_sku":"${between(random, 5_600_000, 5_699_999)}"}`,
        () =>
          `Courier assigned {"order_id":${order - between(random, 50, 400)},"courier_id":${between(random, 3_000, 3_400)},"eta_minutes":${between(random, 8, 45)}}`,
        () => `Order delivered {"order_id":${order - between(random, 100, 600)},"late_minutes":${oneOf(random, [0, 0, 0, 0, 3, 7, 12])}}`,
      ])();
      lines.push(`[${stamp(t)}] production.INFO: ${msg}`);
    } else if (k < 560) {
      const store = oneOf(random, STORES)[0];
      lines.push(
        `[${stamp(t)}] production.INFO: ${oneOf(random, [
          `Stock sync finished {"store":"${store}","updated":${between(random, 10, 900)},"ms":${between(random, 800, 9_000)}}`,
          `Price feed imported {"supplier":"${oneOf(random, ['sonae-mc', 'nobre', 'lactogal', 'panrico', 'frutas-ribeiro'])}","rows":${between(random, 200, 8_000)}}`,
          `MB WAY payment requested {"order_id":${order},"phone_suffix":"${between(random, 100, 999)}"}`,
          `MB WAY status polled {"order_id":${order - between(random, 1, 5)},"status":"${oneOf(random, ['pending', 'pending', 'paid', 'paid', 'paid', 'expired'])}"}`,
          `Multibanco reference issued {"order_id":${order},"entity":"11249","expires_at":"2026-11-0${between(random, 5, 6)}T23:59:59+00:00"}`,
          `Push sent {"customer_id":${customer()},"template":"${oneOf(random, ['courier_near', 'order_ready', 'substitution'])}"}`,
        ])}`,
      );
    } else if (k < 985) {
      lines.push(
        `[${stamp(t)}] production.${oneOf(random, ['INFO', 'INFO', 'NOTICE', 'WARNING'])}: ${oneOf(random, [
          `Slow query {"ms":${between(random, 1_000, 6_000)},"sql":"select * from \`order_items\` where \`order_id\` in (?, ?, ?) and \`deleted_at\` is null"}`,
          `Rate limit hit {"route":"api/v2/products/search","ip":"${between(random, 80, 95)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}"}`,
          `Webhook received {"provider":"ifthenpay","type":"${oneOf(random, ['mbway.paid', 'mbway.expired', 'multibanco.paid'])}"}`,
          `Cache miss storm avoided {"key":"catalog:store:${oneOf(random, STORES)[0]}:home","waiters":${between(random, 2, 40)}}`,
          `Retrying delivery quote {"attempt":${between(random, 1, 3)},"courier_partner":"${oneOf(random, ['in-house', 'glovo', 'uber-direct'])}"}`,
        ])}`,
      );
    } else {
      // Other exceptions of the day: the same payment client polling, another provider's 422, a deadlock, a job timing out.
      const e = pick(random, 6);
      if (e === 0) {
        const o = order - between(random, 1, 5);
        const frames = [
          `${root}vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(1031): Illuminate\\Http\\Client\\PendingRequest->marshalConnectionException(Object(GuzzleHttp\\Exception\\ConnectException))`,
          `${root}vendor/laravel/framework/src/Illuminate/Support/helpers.php(338): Illuminate\\Http\\Client\\PendingRequest->Illuminate\\Http\\Client\\{closure}(2)`,
          `${root}vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(898): retry(2, Object(Closure), 300, Object(Closure))`,
          `${root}vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(749): Illuminate\\Http\\Client\\PendingRequest->send('GET', 'https://ifthenp...', Array)`,
          `${root}app/Services/Payments/MbWay/MbWayClient.php(91): Illuminate\\Http\\Client\\PendingRequest->get('https://ifthenp...', Array)`,
          `${root}app/Jobs/PollMbWayStatus.php(44): App\\Services\\Payments\\MbWay\\MbWayClient->status('${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 15)}...')`,
          ...jobOuter('App\\Jobs\\PollMbWayStatus', 'Object(App\\Services\\Payments\\MbWay\\MbWayClient)').map((f) => `${root}${f}`),
        ];
        lines.push(
          `[${stamp(t)}] production.ERROR: cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for https://ifthenpay.com/api/spg/payment/mbway/status?requestId=${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 20)} {"orderId":${o},"exception":"[object] (Illuminate\\\\Http\\\\Client\\\\ConnectionException(code: 0): cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received at ${root}vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php:1068)`,
          '[stacktrace]',
          ...frames.map((f, i) => `#${i} ${esc(f)}`),
          `#${frames.length} {main}`,
          '"} ',
        );
      } else if (e === 1) {
        error(
          t,
          'ERROR',
          'Illuminate\\Http\\Client\\RequestException',
          '422',
          'HTTP request returned status code 422:\n{"message":"The given data was invalid.","errors":{"points":["Route point 3 is outside the service area."]}}\n',
          'vendor/laravel/framework/src/Illuminate/Http/Client/Response.php:307',
          [
            ...httpClientFrames('POST', 'https://graphhopper.com/api/1/route', 1),
            "app/Services/Routing/GraphhopperClient.php(77): Illuminate\\Http\\Client\\PendingRequest->post('https://graphho...', Array)",
            'app/Services/Routing/RoutePlanner.php(52): App\\Services\\Routing\\GraphhopperClient->route(Array)',
            'app/Jobs/PlanCourierRoute.php(38): App\\Services\\Routing\\RoutePlanner->plan(Object(App\\Models\\CourierShift))',
          ],
          jobOuter('App\\Jobs\\PlanCourierRoute', 'Object(App\\Services\\Routing\\RoutePlanner)'),
          { shiftId: between(random, 80_000, 90_000) },
        );
      } else if (e === 2) {
        error(
          t,
          'ERROR',
          'Illuminate\\Http\\Client\\RequestException',
          '422',
          'HTTP request returned status code 422:\n{"Status":"999","Message":"Valor inválido para a referência Multibanco"}\n',
          'vendor/laravel/framework/src/Illuminate/Http/Client/Response.php:307',
          [
            ...httpClientFrames('POST', 'https://ifthenpay.com/api/multibanco/reference/init', 2),
            "app/Services/Payments/Multibanco/MultibancoClient.php(44): Illuminate\\Http\\Client\\PendingRequest->post('https://ifthenp...', Array)",
            'app/Services/Payments/PaymentService.php(142): App\\Services\\Payments\\Multibanco\\MultibancoClient->createReference(Object(App\\Models\\Order))',
            'app/Http/Controllers/Api/V2/CheckoutController.php(96): App\\Services\\Payments\\PaymentService->start(Object(App\\Models\\Order), Object(App\\Data\\PaymentMethodData))',
          ],
          httpOuter(
            'App\\Http\\Controllers\\Api\\V2\\CheckoutController',
            'pay',
            'Object(App\\Http\\Requests\\PayRequest), Object(App\\Models\\Order)',
          ),
          { userId: customer(), orderId: order },
        );
      } else if (e === 3) {
        const sql = `update \`stock_levels\` set \`reserved\` = \`reserved\` + ${between(random, 1, 6)}, \`stock_levels\`.\`updated_at\` = 2026-11-04 ${stamp(t).slice(11)} where \`store_id\` = ${between(random, 1, 56)} and \`sku\` = ${between(random, 5_600_000, 5_699_999)}`;
        error(
          t,
          'ERROR',
          'Illuminate\\Database\\QueryException',
          '40001',
          `SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock; try restarting transaction (Connection: mysql, SQL: ${sql})`,
          'vendor/laravel/framework/src/Illuminate/Database/Connection.php:825',
          [
            "vendor/laravel/framework/src/Illuminate/Database/Connection.php(779): Illuminate\\Database\\Connection->runQueryCallback('update `stock_l...', Array, Object(Closure))",
            "vendor/laravel/framework/src/Illuminate/Database/Connection.php(584): Illuminate\\Database\\Connection->run('update `stock_l...', Array, Object(Closure))",
            "vendor/laravel/framework/src/Illuminate/Database/Connection.php(536): Illuminate\\Database\\Connection->affectingStatement('update `stock_l...', Array)",
            "vendor/laravel/framework/src/Illuminate/Database/Query/Builder.php(3842): Illuminate\\Database\\Connection->update('update `stock_l...', Array)",
            'vendor/laravel/framework/src/Illuminate/Database/Query/Builder.php(3913): Illuminate\\Database\\Query\\Builder->update(Array)',
            "vendor/laravel/framework/src/Illuminate/Database/Eloquent/Builder.php(1117): Illuminate\\Database\\Query\\Builder->increment('reserved', 2, Array)",
            "app/Services/Stock/StockReserver.php(63): Illuminate\\Database\\Eloquent\\Builder->increment('reserved', 2)",
            'vendor/laravel/framework/src/Illuminate/Database/Concerns/ManagesTransactions.php(32): App\\Services\\Stock\\StockReserver->App\\Services\\Stock\\{closure}(Object(Illuminate\\Database\\MySqlConnection))',
            'app/Services/Stock/StockReserver.php(71): Illuminate\\Database\\Connection->transaction(Object(Closure), 3)',
            'app/Http/Controllers/Api/V2/CartController.php(88): App\\Services\\Stock\\StockReserver->reserve(Object(App\\Models\\Cart))',
          ],
          httpOuter('App\\Http\\Controllers\\Api\\V2\\CartController', 'checkout', 'Object(App\\Http\\Requests\\CartCheckoutRequest)'),
          { userId: customer() },
        );
      } else if (e === 4) {
        error(
          t,
          'ERROR',
          'Illuminate\\Queue\\MaxAttemptsExceededException',
          '0',
          'App\\Jobs\\SyncStoreStock has been attempted too many times.',
          'vendor/laravel/framework/src/Illuminate/Queue/MaxAttemptsExceededException.php:24',
          [
            'vendor/laravel/framework/src/Illuminate/Queue/Worker.php(809): Illuminate\\Queue\\MaxAttemptsExceededException::forJob(Object(Illuminate\\Queue\\Jobs\\RedisJob))',
            'vendor/laravel/framework/src/Illuminate/Queue/Worker.php(543): Illuminate\\Queue\\Worker->maxAttemptsExceededException(Object(Illuminate\\Queue\\Jobs\\RedisJob))',
            "vendor/laravel/framework/src/Illuminate/Queue/Worker.php(452): Illuminate\\Queue\\Worker->markJobAsFailedIfAlreadyExceedsMaxAttempts('redis', Object(Illuminate\\Queue\\Jobs\\RedisJob), 3)",
          ],
          jobOuter('App\\Jobs\\SyncStoreStock', '').slice(16),
          {},
        );
      } else {
        error(
          t,
          'ERROR',
          'ErrorException',
          '0',
          'Attempt to read property "phone" on null',
          'app/Notifications/Channels/SmsChannel.php:29',
          [
            "vendor/laravel/framework/src/Illuminate/Foundation/Bootstrap/HandleExceptions.php(255): Illuminate\\Foundation\\Bootstrap\\HandleExceptions->handleError(2, 'Attempt to read...', '/var/www/html/a...', 29)",
            "app/Notifications/Channels/SmsChannel.php(29): Illuminate\\Foundation\\Bootstrap\\HandleExceptions->Illuminate\\Foundation\\Bootstrap\\{closure}(2, 'Attempt to read...', '/var/www/html/a...', 29)",
            'vendor/laravel/framework/src/Illuminate/Notifications/NotificationSender.php(148): App\\Notifications\\Channels\\SmsChannel->send(Object(App\\Models\\Customer), Object(App\\Notifications\\CourierNearby))',
            "vendor/laravel/framework/src/Illuminate/Notifications/NotificationSender.php(106): Illuminate\\Notifications\\NotificationSender->sendToNotifiable(Object(App\\Models\\Customer), '" +
              uuid(random).slice(0, 15) +
              "...', Object(App\\Notifications\\CourierNearby), 'sms')",
          ],
          jobOuter('Illuminate\\Notifications\\SendQueuedNotifications', 'Object(Illuminate\\Notifications\\ChannelManager)'),
          {},
        );
      }
    }
  }
  const output = `${lines.join('\n')}\n`;
  const ask =
    "A little after two this afternoon a customer's MB WAY payment came back from the payment provider with a 422. Which line of our own code sent that request?";
  return probe('round 17: laravel log', ask, 'run_shell', output, 'frame', needle);
}

/** Statements an orders database sees from a Prisma service and a few hand-written jobs, normalised as pg_stat_statements keeps them. */
function orderStatements(random: () => number): string[] {
  const params = (from: number, n: number) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(',');
  const cols = (table: string, names: string[]) => names.map((c) => `"public"."${table}"."${c}"`).join(', ');
  const t = {
    orders: ['id', 'customer_id', 'store_id', 'status', 'slot_id', 'total_cents', 'created_at', 'updated_at'],
    order_items: ['id', 'order_id', 'sku', 'quantity', 'unit_price_cents', 'substituted_sku', 'picked_at'],
    stock_reservations: [
      'id',
      'order_id',
      'store_id',
      'sku',
      'quantity',
      'status',
      'expires_at',
      'released_at',
      'created_at',
      'updated_at',
    ],
    slots: ['id', 'store_id', 'starts_at', 'ends_at', 'capacity', 'booked'],
    customers: ['id', 'email', 'phone', 'name', 'created_at', 'marketing_opt_in'],
    payments: ['id', 'order_id', 'method', 'status', 'provider_ref', 'amount_cents', 'created_at'],
    deliveries: ['id', 'order_id', 'courier_id', 'status', 'eta', 'delivered_at'],
    stock_levels: ['store_id', 'sku', 'on_hand', 'reserved', 'updated_at'],
  };
  const out: string[] = [];
  for (const [table, names] of Object.entries(t)) {
    const all = cols(table, names);
    out.push(`SELECT ${all} FROM "public"."${table}" WHERE ("public"."${table}"."${names[0]}" = $1 AND 1=1) LIMIT $2 OFFSET $3`);
    for (const n of [1, 2, 3, 5, 8, 13, 20, 31])
      out.push(`SELECT ${all} FROM "public"."${table}" WHERE "public"."${table}"."${names[1]}" IN (${params(1, n)}) OFFSET $${n + 1}`);
    out.push(
      `SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."${table}"."${names[0]}" FROM "public"."${table}" WHERE 1=1 OFFSET $1) AS "sub"`,
    );
  }
  out.push(
    `INSERT INTO "public"."orders" ("customer_id","store_id","status","slot_id","total_cents","created_at","updated_at") VALUES ($1,$2,CAST($3::text AS "public"."OrderStatus"),$4,$5,$6,$7) RETURNING ${cols('orders', t.orders)}`,
    `UPDATE "public"."orders" SET "status" = CAST($1::text AS "public"."OrderStatus"), "updated_at" = $2 WHERE ("public"."orders"."id" = $3 AND 1=1) RETURNING ${cols('orders', t.orders)}`,
    `UPDATE "public"."orders" SET "slot_id" = $1, "updated_at" = $2 WHERE ("public"."orders"."id" = $3 AND 1=1) RETURNING ${cols('orders', t.orders)}`,
    `INSERT INTO "public"."order_items" ("order_id","sku","quantity","unit_price_cents") VALUES ($1,$2,$3,$4), ($5,$6,$7,$8), ($9,$10,$11,$12) RETURNING "public"."order_items"."id"`,
    `UPDATE "public"."order_items" SET "substituted_sku" = $1 WHERE ("public"."order_items"."id" = $2 AND 1=1) RETURNING ${cols('order_items', t.order_items)}`,
    `UPDATE "public"."order_items" SET "picked_at" = $1 WHERE ("public"."order_items"."id" = $2 AND 1=1) RETURNING ${cols('order_items', t.order_items)}`,
    `INSERT INTO "public"."stock_reservations" ("order_id","store_id","sku","quantity","status","expires_at","created_at","updated_at") VALUES ($1,$2,$3,$4,CAST($5::text AS "public"."ReservationStatus"),$6,$7,$8) RETURNING ${cols('stock_reservations', t.stock_reservations)}`,
    `UPDATE "public"."stock_reservations" SET "expires_at" = $1, "updated_at" = $2 WHERE ("public"."stock_reservations"."id" = $3 AND 1=1) RETURNING ${cols('stock_reservations', t.stock_reservations)}`,
    `UPDATE "public"."stock_reservations" SET "status" = CAST($1::text AS "public"."ReservationStatus"), "released_at" = $2, "updated_at" = $3 WHERE ("public"."stock_reservations"."order_id" = $4 AND 1=1)`,
    `UPDATE "public"."stock_reservations" SET "quantity" = $1, "updated_at" = $2 WHERE ("public"."stock_reservations"."id" = $3 AND 1=1) RETURNING ${cols('stock_reservations', t.stock_reservations)}`,
    'DELETE FROM stock_reservations WHERE status = $1 AND expires_at < now() - $2::interval',
    'SELECT id, order_id, sku, quantity FROM stock_reservations WHERE status = $1 AND expires_at < now() ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED',
    'UPDATE stock_levels SET reserved = reserved - r.quantity, updated_at = now() FROM (SELECT store_id, sku, sum(quantity) AS quantity FROM stock_reservations WHERE id = ANY($1) GROUP BY store_id, sku) r WHERE stock_levels.store_id = r.store_id AND stock_levels.sku = r.sku',
    `UPDATE "public"."stock_levels" SET "reserved" = ("reserved" + $1), "updated_at" = $2 WHERE ("public"."stock_levels"."store_id" = $3 AND "public"."stock_levels"."sku" = $4 AND 1=1)`,
    `UPDATE "public"."slots" SET "booked" = ("booked" + $1) WHERE ("public"."slots"."id" = $2 AND "public"."slots"."booked" < "public"."slots"."capacity" AND 1=1) RETURNING ${cols('slots', t.slots)}`,
    `INSERT INTO "public"."payments" ("order_id","method","status","provider_ref","amount_cents","created_at") VALUES ($1,CAST($2::text AS "public"."PaymentMethod"),CAST($3::text AS "public"."PaymentStatus"),$4,$5,$6) RETURNING ${cols('payments', t.payments)}`,
    `UPDATE "public"."payments" SET "status" = CAST($1::text AS "public"."PaymentStatus") WHERE ("public"."payments"."provider_ref" = $2 AND 1=1) RETURNING ${cols('payments', t.payments)}`,
    `UPDATE "public"."deliveries" SET "eta" = $1 WHERE ("public"."deliveries"."id" = $2 AND 1=1) RETURNING ${cols('deliveries', t.deliveries)}`,
    `UPDATE "public"."deliveries" SET "status" = CAST($1::text AS "public"."DeliveryStatus"), "delivered_at" = $2 WHERE ("public"."deliveries"."id" = $3 AND 1=1) RETURNING ${cols('deliveries', t.deliveries)}`,
    'SELECT o.store_id, date_trunc($1, o.created_at) AS day, count(*) AS orders, sum(o.total_cents) AS revenue_cents\nFROM orders o\nWHERE o.created_at >= $2 AND o.status <> $3\nGROUP BY 1, 2\nORDER BY 1, 2',
    'WITH late AS (\n  SELECT d.order_id, d.eta, d.delivered_at\n  FROM deliveries d\n  WHERE d.delivered_at > d.eta + $1::interval\n    AND d.delivered_at >= now() - $2::interval\n)\nSELECT o.store_id, count(*) FROM late JOIN orders o ON o.id = late.order_id GROUP BY o.store_id',
    'SELECT sku, sum(quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.store_id = $1 AND o.created_at >= $2 GROUP BY sku ORDER BY 2 DESC LIMIT $3',
    'BEGIN',
    'COMMIT',
    'ROLLBACK',
    'SELECT 1',
    'SET application_name = $1',
    'SELECT pg_advisory_xact_lock($1)',
    'SELECT pg_try_advisory_lock($1)',
    'SELECT pg_advisory_unlock($1)',
    'SHOW TRANSACTION ISOLATION LEVEL',
    'SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = $1 AND n.nspname = ANY($2)',
    'SELECT "public"."_prisma_migrations"."id", "public"."_prisma_migrations"."checksum", "public"."_prisma_migrations"."finished_at", "public"."_prisma_migrations"."migration_name" FROM "public"."_prisma_migrations" WHERE 1=1 ORDER BY "public"."_prisma_migrations"."started_at" ASC',
  );
  for (let i = 0; i < 24; i++) {
    const table = oneOf(random, ['orders', 'order_items', 'payments', 'deliveries', 'customers']);
    const names = t[table as keyof typeof t];
    out.push(
      `SELECT ${cols(table, names.slice(0, between(random, 2, names.length)))} FROM "public"."${table}" WHERE ("public"."${table}"."${oneOf(random, names)}" = $1 AND "public"."${table}"."${oneOf(random, names)}" >= $2) ORDER BY "public"."${table}"."${names[0]}" DESC LIMIT $3 OFFSET $4`,
    );
  }
  return [...new Set(out)];
}

/** `psql -x -c 'SELECT * FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 200'` on an orders database: one statement's mean, lines under its query. */
function pgStatStatements(): EconomicsTask {
  const random = seededRandom(17_061);
  const statements = shuffle(random, orderStatements(random)).slice(0, 200);
  const target = `UPDATE "public"."stock_reservations" SET "expires_at" = $1`;
  const targetIndex = statements.findIndex((s) => s.startsWith(target));
  // The statement lands in the middle of the list, by total time.
  const [moved] = statements.splice(targetIndex, 1);
  statements.splice(Math.floor(statements.length * 0.47), 0, moved!);
  const columns = [
    'userid',
    'dbid',
    'toplevel',
    'queryid',
    'query',
    'plans',
    'total_plan_time',
    'min_plan_time',
    'max_plan_time',
    'mean_plan_time',
    'stddev_plan_time',
    'calls',
    'total_exec_time',
    'min_exec_time',
    'max_exec_time',
    'mean_exec_time',
    'stddev_exec_time',
    'rows',
    'shared_blks_hit',
    'shared_blks_read',
    'shared_blks_dirtied',
    'shared_blks_written',
    'local_blks_hit',
    'local_blks_read',
    'local_blks_dirtied',
    'local_blks_written',
    'temp_blks_read',
    'temp_blks_written',
    'blk_read_time',
    'blk_write_time',
    'temp_blk_read_time',
    'temp_blk_write_time',
    'wal_records',
    'wal_fpi',
    'wal_bytes',
    'jit_functions',
    'jit_generation_time',
    'jit_inlining_count',
    'jit_inlining_time',
    'jit_optimization_count',
    'jit_optimization_time',
    'jit_emission_count',
    'jit_emission_time',
  ];
  const nameWidth = Math.max(...columns.map((c) => c.length));
  /** A float as Postgres prints a double: the shortest text that reads back the same. */
  const f = (x: number) => String(x);
  let total = 48_000_000;
  const records = statements.map((query) => {
    total *= 0.93 + random() * 0.05;
    const isWrite = /^(UPDATE|INSERT|DELETE)/.test(query);
    const mean = query === 'BEGIN' || query === 'COMMIT' || query === 'SELECT 1' ? 0.004 + random() * 0.01 : Math.exp(random() * 6 - 2.5);
    const calls = Math.max(1, Math.round(total / mean));
    const min = mean * (0.01 + random() * 0.2);
    const max = mean * (8 + random() * 400);
    const rows = query.includes('COUNT') ? calls : Math.round(calls * (0.5 + random() * (query.includes(' IN (') ? 12 : 1.5)));
    const hit = Math.round(calls * (3 + random() * 40));
    const values: Record<string, string> = {
      userid: '16390',
      dbid: '16391',
      toplevel: 't',
      queryid: `${random() < 0.5 ? '-' : ''}${between(random, 1_000_000_000, 9_223_372_035)}${between(random, 100_000_000, 999_999_999)}`,
      query,
      plans: '0',
      total_plan_time: '0',
      min_plan_time: '0',
      max_plan_time: '0',
      mean_plan_time: '0',
      stddev_plan_time: '0',
      calls: String(calls),
      total_exec_time: f(calls * mean),
      min_exec_time: f(min),
      max_exec_time: f(max),
      mean_exec_time: f(mean),
      stddev_exec_time: f(mean * (0.3 + random() * 6)),
      rows: String(rows),
      shared_blks_hit: String(hit),
      shared_blks_read: String(Math.round(hit * random() * 0.02)),
      shared_blks_dirtied: String(isWrite ? Math.round(calls * random() * 1.2) : 0),
      shared_blks_written: String(isWrite ? Math.round(calls * random() * 0.01) : 0),
      local_blks_hit: '0',
      local_blks_read: '0',
      local_blks_dirtied: '0',
      local_blks_written: '0',
      temp_blks_read: query.includes('GROUP BY') ? String(between(random, 1_000, 900_000)) : '0',
      temp_blks_written: query.includes('GROUP BY') ? String(between(random, 1_000, 900_000)) : '0',
      blk_read_time: f(Number((hit * random() * 0.0004).toFixed(6))),
      blk_write_time: '0',
      temp_blk_read_time: '0',
      temp_blk_write_time: '0',
      wal_records: String(isWrite ? Math.round(calls * (1 + random() * 3)) : 0),
      wal_fpi: String(isWrite ? Math.round(calls * random() * 0.05) : 0),
      wal_bytes: String(isWrite ? Math.round(calls * (90 + random() * 400)) : 0),
      jit_functions: '0',
      jit_generation_time: '0',
      jit_inlining_count: '0',
      jit_inlining_time: '0',
      jit_optimization_count: '0',
      jit_optimization_time: '0',
      jit_emission_count: '0',
      jit_emission_time: '0',
    };
    return values;
  });
  const valueWidth = Math.max(...records.flatMap((r) => Object.values(r).flatMap((v) => v.split('\n').map((l) => l.length))));
  const out: string[] = [];
  let needle = '';
  records.forEach((r, i) => {
    out.push(`${`-[ RECORD ${i + 1} ]`.padEnd(nameWidth + 1, '-')}+${'-'.repeat(valueWidth + 1)}`);
    for (const c of columns) {
      const parts = r[c]!.split('\n');
      parts.forEach((p, j) => {
        const last = j === parts.length - 1;
        const line = `${(j === 0 ? c : '').padEnd(nameWidth)} | ${last ? p : `${p.padEnd(valueWidth)}+`}`;
        out.push(line.trimEnd() === line ? line : line.trimEnd());
      });
      if (c === 'mean_exec_time' && r.query!.startsWith(target)) needle = `${c.padEnd(nameWidth)} | ${r[c]}`;
    }
  });
  const output = `${out.join('\n')}\n`;
  const ask =
    'In pg_stat_statements on the orders database, what is the mean execution time of the UPDATE on stock_reservations that sets expires_at?';
  return probe('round 17: pg_stat_statements expanded', ask, 'run_shell', output, 'mean', needle);
}

// c. Questions that paraphrase the output, or follow a preamble about something else.

/** `kubectl logs -n kube-system -l k8s-app=kube-dns --prefix --timestamps --since=1h --tail=-1` with the log plugin on: an hour of queries, and the one workload still asking for a database that is gone. */
function coreDnsLog(): EconomicsTask {
  const random = seededRandom(17_071);
  const search = (ns: string) => [
    `${ns}.svc.cluster.local.`,
    'svc.cluster.local.',
    'cluster.local.',
    'europe-west1-b.c.mares-prod.internal.',
    'c.mares-prod.internal.',
    'google.internal.',
  ];
  /** Workloads: namespace, pod address, the names they look up (short in-namespace names, FQDNs of other namespaces, or outside hosts). */
  type Client = { ns: string; ip: string; names: string[]; weight: number };
  const net = () => `10.52.${between(random, 0, 47)}.${between(random, 2, 250)}`;
  const svc = (name: string, ns: string) => `${name}.${ns}.svc.cluster.local`;
  const clients: Client[] = [];
  const add = (ns: string, replicas: number, names: string[], weight: number) => {
    for (let i = 0; i < replicas; i++) clients.push({ ns, ip: net(), names, weight });
  };
  add(
    'orders',
    8,
    [
      'orders-pg-pooler',
      'redis-master.cache.svc.cluster.local',
      'rabbitmq.messaging.svc.cluster.local',
      'api.pagalink.pt',
      'slots-api',
      'pricing-api.catalog.svc.cluster.local',
    ],
    9,
  );
  add(
    'checkout',
    6,
    ['cart-api', 'orders-api.orders.svc.cluster.local', 'api.pagalink.pt', 'redis-master.cache.svc.cluster.local', 'www.googleapis.com'],
    8,
  );
  add(
    'catalog',
    6,
    ['catalog-pg', 'typesense.search.svc.cluster.local', 'storage.googleapis.com', 'redis-master.cache.svc.cluster.local'],
    7,
  );
  add(
    'courier',
    5,
    ['courier-pg', 'rabbitmq.messaging.svc.cluster.local', 'graphhopper.com', 'fcm.googleapis.com', 'orders-api.orders.svc.cluster.local'],
    6,
  );
  add('loyalty', 3, ['loyalty-pg', 'customer-api.customers.svc.cluster.local', 'rabbitmq.messaging.svc.cluster.local'], 3);
  add('notifications', 3, ['api.twilio.com', 'api.sendgrid.com', 'fcm.googleapis.com', 'rabbitmq.messaging.svc.cluster.local'], 4);
  add('marketing', 2, ['blog-mysql.marketing.svc.cluster.local', 'www.gravatar.com', 'api.wordpress.org'], 2);
  add(
    'monitoring',
    3,
    ['prometheus-operated', 'alertmanager-operated', 'loki-gateway.logging.svc.cluster.local', 'hooks.slack.com', 'events.pagerduty.com'],
    4,
  );
  add('argocd', 2, ['argocd-repo-server', 'argocd-redis', 'github.com', 'api.github.com'], 2);
  add('data', 2, ['orders-pg-replica.orders.svc.cluster.local', 'bigquery.googleapis.com', 'oauth2.googleapis.com'], 2);
  const exists = new Set([
    ...['orders-pg-pooler', 'slots-api', 'orders-api'].map((n) => svc(n, 'orders')),
    svc('orders-pg-replica', 'orders'),
    svc('redis-master', 'cache'),
    svc('rabbitmq', 'messaging'),
    ...['cart-api'].map((n) => svc(n, 'checkout')),
    ...['catalog-pg', 'pricing-api'].map((n) => svc(n, 'catalog')),
    svc('typesense', 'search'),
    svc('courier-pg', 'courier'),
    svc('loyalty-pg', 'loyalty'),
    svc('customer-api', 'customers'),
    svc('blog-mysql', 'marketing'),
    ...['prometheus-operated', 'alertmanager-operated'].map((n) => svc(n, 'monitoring')),
    svc('loki-gateway', 'logging'),
    ...['argocd-repo-server', 'argocd-redis'].map((n) => svc(n, 'argocd')),
  ]);
  const pods = [`coredns-6d9f8c7b5-${chars(random, KUBE, 5)}`, `coredns-6d9f8c7b5-${chars(random, KUBE, 5)}`];
  const lines: [number, string][][] = [[], []];
  const stamp = (t: number) => `${iso(t).slice(0, 19)}.${String(Math.floor((t % 1_000) * 1_000_000)).padStart(9, '0')}Z`;
  const log = (pod: number, t: number, ip: string, port: number, type: string, name: string, rcode: string, auth: boolean) => {
    const size = 30 + name.length;
    const flags = auth ? 'qr,aa,rd' : 'qr,rd,ra';
    const rsize =
      rcode === 'NOERROR'
        ? type === 'A'
          ? size + between(random, 16, 80)
          : size + (auth ? 110 : between(random, 0, 60))
        : size + between(random, 90, 120);
    const dur = auth ? 0.00004 + random() * 0.0003 : 0.0008 + random() * (rcode === 'NOERROR' ? 0.03 : 0.004);
    lines[pod]!.push([
      t,
      `[pod/${pods[pod]}/coredns] ${stamp(t)} [INFO] ${ip}:${port} - ${between(random, 1, 65_535)} "${type} IN ${name} udp ${size} false 1232" ${rcode} ${flags} ${rsize} ${dur.toFixed(9)}s`,
    ]);
  };
  /** What one lookup of `name` by a pod in `ns` sends, with ndots:5 and the search list: every try, A and AAAA. */
  const lookup = (pod: number, t: number, ip: string, ns: string, name: string) => {
    const dots = name.split('.').length - 1;
    const tries = dots >= 5 ? [`${name}.`] : [...search(ns).map((s) => `${name}.${s}`), `${name}.`];
    let at = t;
    for (const q of tries) {
      const bare = q.slice(0, -1);
      const inCluster = q.endsWith('cluster.local.');
      const found = inCluster ? exists.has(bare) : q === `${name}.` && name.includes('.') && !name.endsWith('.local');
      const rcode = found ? 'NOERROR' : 'NXDOMAIN';
      const port = between(random, 32_768, 60_999);
      for (const type of ['A', 'AAAA']) {
        at += 0.02 + random() * 0.4;
        log(pod, at, ip, port, type, q, rcode, inCluster);
      }
      if (found) break;
      at += (inCluster ? 0.3 : 1.5) + random() * 2;
    }
  };
  const from = Date.UTC(2026, 10, 5, 2, 45, 0);
  const until = Date.UTC(2026, 10, 5, 3, 45, 0);
  const targetIp = '10.52.31.118';
  const targetAt = Date.UTC(2026, 10, 5, 3, 0, 4, 211);
  const weights = clients.reduce((s, c) => s + c.weight, 0);
  const events: [number, () => void][] = [];
  for (let t = from; t < until;) {
    t += between(random, 300, 11_000);
    let w = pick(random, weights);
    const c = clients.find((x) => (w -= x.weight) < 0)!;
    const name = oneOf(random, c.names);
    const at = t;
    const pod = pick(random, 2);
    events.push([at, () => lookup(pod, at, c.ip, c.ns, name)]);
  }
  // The nightly points-expiry job of the loyalty programme still reads its settings from the old database.
  events.push([targetAt, () => lookup(1, targetAt, targetIp, 'loyalty', 'loyalty-mysql')]);
  events.push([targetAt + 1_400, () => lookup(0, targetAt + 1_400, targetIp, 'loyalty', 'loyalty-pg')]);
  events.sort((a, b) => a[0] - b[0]);
  for (const [, run] of events) run();
  const sorted = lines.map((pod) => pod.sort((a, b) => a[0] - b[0]).map(([, l]) => l));
  const output = `${[...sorted[0]!, ...sorted[1]!].join('\n')}\n`;
  const needle = sorted[1]!.find((l) => l.includes(`${targetIp}:`) && l.includes('"A IN loyalty-mysql.loyalty.svc.cluster.local.'))!;
  const ask =
    "Last month the loyalty programme moved off its old MySQL database and we deleted that database's Service. Is anything in the cluster still trying to reach it by name? Which pod address?";
  return probe('round 17: coredns query log, paraphrase', ask, 'kubectl', output, 'client', needle);
}

/** Debian packages `apt-get install python3 make g++ tini ca-certificates` pulls into bookworm-slim, with versions. */
const APT_PACKAGES =
  `libpython3.11-minimal:3.11.2-6+deb12u4 libexpat1:2.5.0-1+deb12u1 python3.11-minimal:3.11.2-6+deb12u4 python3-minimal:3.11.2-1+b1 media-types:10.0.0 libncursesw6:6.4-4 libtirpc-common:1.3.3+ds-1 libkrb5support0:1.20.1-2+deb12u2 libk5crypto3:1.20.1-2+deb12u2 libkeyutils1:1.6.3-2 libkrb5-3:1.20.1-2+deb12u2 libgssapi-krb5-2:1.20.1-2+deb12u2 libtirpc3:1.3.3+ds-1 libnsl2:1.3.0-2 readline-common:8.2-1.3 libreadline8:8.2-1.3 libsqlite3-0:3.40.1-2+deb12u1 libpython3.11-stdlib:3.11.2-6+deb12u4 python3.11:3.11.2-6+deb12u4 libpython3-stdlib:3.11.2-1+b1 python3:3.11.2-1+b1 openssl:3.0.15-1~deb12u1 ca-certificates:20230311 binutils-common:2.40-2 libbinutils:2.40-2 libctf-nobfd0:2.40-2 libctf0:2.40-2 libgprofng0:2.40-2 libjansson4:2.14-2 binutils-x86-64-linux-gnu:2.40-2 binutils:2.40-2 libisl23:0.25-1.1 libmpfr6:4.2.0-1 libmpc3:1.3.1-1 cpp-12:12.2.0-14 cpp:4:12.2.0-3 libcc1-0:12.2.0-14 libgomp1:12.2.0-14 libitm1:12.2.0-14 libatomic1:12.2.0-14 libasan8:12.2.0-14 liblsan0:12.2.0-14 libtsan2:12.2.0-14 libubsan1:12.2.0-14 libquadmath0:12.2.0-14 libgcc-12-dev:12.2.0-14 gcc-12:12.2.0-14 gcc:4:12.2.0-3 libc-dev-bin:2.36-9+deb12u8 linux-libc-dev:6.1.115-1 libcrypt-dev:1:4.4.33-2 libtirpc-dev:1.3.3+ds-1 libnsl-dev:1.3.0-2 rpcsvc-proto:1.4.3-1 libc6-dev:2.36-9+deb12u8 libstdc++-12-dev:12.2.0-14 g++-12:12.2.0-14 g++:4:12.2.0-3 make:4.3-4.1 tini:0.19.0-1`
    .split(' ')
    .map((p) => {
      const at = p.indexOf(':');
      return [p.slice(0, at), p.slice(at + 1)] as const;
    });

/** Go modules the courier API pulls in, with versions. */
const GO_MODULES =
  `github.com/jackc/pgx/v5@v5.7.1 github.com/jackc/pgpassfile@v1.0.0 github.com/jackc/pgservicefile@v0.0.0-20240606120523-5a60cdf6a761 github.com/jackc/puddle/v2@v2.2.2 github.com/go-chi/chi/v5@v5.1.0 github.com/rs/zerolog@v1.33.0 github.com/mattn/go-colorable@v0.1.13 github.com/mattn/go-isatty@v0.0.20 golang.org/x/sys@v0.26.0 golang.org/x/crypto@v0.28.0 golang.org/x/text@v0.19.0 golang.org/x/sync@v0.8.0 golang.org/x/net@v0.30.0 golang.org/x/oauth2@v0.23.0 golang.org/x/time@v0.7.0 github.com/prometheus/client_golang@v1.20.5 github.com/prometheus/client_model@v0.6.1 github.com/prometheus/common@v0.60.1 github.com/prometheus/procfs@v0.15.1 github.com/beorn7/perks@v1.0.1 github.com/cespare/xxhash/v2@v2.3.0 github.com/munnerz/goautoneg@v0.0.0-20191010083416-a7dc8b61c822 google.golang.org/protobuf@v1.35.1 github.com/rabbitmq/amqp091-go@v1.10.0 github.com/redis/go-redis/v9@v9.7.0 github.com/dgryski/go-rendezvous@v0.0.0-20200823014737-9f7001d12a5f go.opentelemetry.io/otel@v1.31.0 go.opentelemetry.io/otel/trace@v1.31.0 go.opentelemetry.io/otel/metric@v1.31.0 go.opentelemetry.io/otel/sdk@v1.31.0 go.opentelemetry.io/otel/exporters/otlp/otlptrace@v1.31.0 go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc@v1.31.0 go.opentelemetry.io/proto/otlp@v1.3.1 go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp@v0.56.0 github.com/go-logr/logr@v1.4.2 github.com/go-logr/stdr@v1.2.2 github.com/felixge/httpsnoop@v1.0.4 google.golang.org/grpc@v1.67.1 google.golang.org/genproto/googleapis/rpc@v0.0.0-20241015192408-796eee8c2d53 google.golang.org/genproto/googleapis/api@v0.0.0-20241015192408-796eee8c2d53 github.com/grpc-ecosystem/grpc-gateway/v2@v2.22.0 github.com/cenkalti/backoff/v4@v4.3.0 github.com/google/uuid@v1.6.0 github.com/kelseyhightower/envconfig@v1.4.0 cloud.google.com/go/pubsub@v1.44.0 cloud.google.com/go@v0.116.0 cloud.google.com/go/auth@v0.9.9 cloud.google.com/go/auth/oauth2adapt@v0.2.4 cloud.google.com/go/compute/metadata@v0.5.2 cloud.google.com/go/iam@v1.2.1 github.com/googleapis/gax-go/v2@v2.13.0 github.com/googleapis/enterprise-certificate-proxy@v0.3.4 google.golang.org/api@v0.203.0 go.opencensus.io@v0.24.0 github.com/golang/groupcache@v0.0.0-20210331224755-41bb18bfe9da github.com/google/s2a-go@v0.1.8 github.com/klauspost/compress@v1.17.11 github.com/sony/gobreaker@v1.0.0 github.com/getsentry/sentry-go@v0.29.1 github.com/paulmach/orb@v0.11.1 github.com/shopspring/decimal@v1.4.0 github.com/golang-jwt/jwt/v5@v5.2.1 github.com/go-playground/validator/v10@v10.22.1 github.com/go-playground/locales@v0.14.1 github.com/go-playground/universal-translator@v0.18.1 github.com/leodido/go-urn@v1.4.0 github.com/gabriel-vasile/mimetype@v1.4.6`
    .split(' ')
    .map((m) => m.split('@') as [string, string]);

/** Packages `go build -v` lists for the courier API on an empty build cache: the standard library's, then the modules'. */
const GO_PACKAGES =
  `internal/goarch unsafe internal/abi internal/unsafeheader internal/cpu internal/bytealg internal/byteorder internal/chacha8rand internal/coverage/rtcov internal/godebugs internal/goexperiment internal/goos internal/profilerecord internal/runtime/atomic internal/runtime/syscall internal/runtime/exithook internal/stringslite runtime/internal/math runtime/internal/sys runtime internal/reflectlite errors sync/atomic internal/race sync io unicode unicode/utf8 slices math/bits math internal/itoa strconv bytes strings cmp internal/asan internal/msan iter crypto/internal/alias crypto/subtle crypto/internal/boring/sig unicode/utf16 internal/sync weak unique encoding/binary internal/godebug internal/oserror syscall time internal/syscall/unix internal/poll internal/filepathlite io/fs internal/syscall/execenv internal/testlog os sort crypto/internal/randutil crypto/cipher crypto/internal/boring crypto/aes crypto/des crypto/internal/edwards25519/field crypto/internal/nistec/fiat crypto/internal/bigmod math/rand crypto/internal/nistec crypto/internal/edwards25519 crypto crypto/internal/mlkem768 crypto/sha512 reflect hash crypto/hmac crypto/md5 crypto/rc4 crypto/sha1 crypto/sha256 crypto/rand crypto/ecdh crypto/internal/hpke math/big encoding/asn1 crypto/ed25519 crypto/elliptic vendor/golang.org/x/crypto/cryptobyte/asn1 vendor/golang.org/x/crypto/cryptobyte crypto/ecdsa crypto/rsa crypto/dsa encoding/base64 encoding/hex encoding/pem fmt context path/filepath io/ioutil net/netip internal/nettrace internal/singleflight runtime/cgo net/url vendor/golang.org/x/net/dns/dnsmessage internal/bisect internal/intern container/list bufio crypto/x509/pkix crypto/x509 net crypto/tls compress/flate compress/gzip hash/crc32 log mime mime/quotedprintable net/textproto vendor/golang.org/x/text/transform vendor/golang.org/x/text/unicode/bidi vendor/golang.org/x/text/secure/bidirule vendor/golang.org/x/text/unicode/norm vendor/golang.org/x/net/idna vendor/golang.org/x/net/http/httpguts vendor/golang.org/x/net/http/httpproxy vendor/golang.org/x/net/http2/hpack mime/multipart net/http/httptrace net/http/internal net/http/internal/ascii net/http/internal/httpcommon encoding/json regexp/syntax regexp text/template/parse text/template html html/template os/signal database/sql/driver database/sql encoding/csv expvar log/slog log/internal log/slog/internal/buffer runtime/debug runtime/trace net/http embed go/token path hash/fnv hash/maphash`
    .split(' ')
    .concat(
      `github.com/jackc/pgx/v5/internal/iobufpool github.com/jackc/pgx/v5/internal/pgio github.com/jackc/pgx/v5/internal/sanitize github.com/jackc/pgx/v5/internal/stmtcache github.com/jackc/pgpassfile github.com/jackc/pgservicefile github.com/jackc/pgx/v5/pgproto3 github.com/jackc/pgx/v5/pgtype github.com/jackc/pgx/v5/pgconn/ctxwatch github.com/jackc/pgx/v5/pgconn/internal/bgreader github.com/jackc/pgx/v5/pgconn github.com/jackc/pgx/v5 github.com/jackc/puddle/v2/internal/genstack github.com/jackc/puddle/v2 github.com/jackc/pgx/v5/pgxpool github.com/go-chi/chi/v5 github.com/go-chi/chi/v5/middleware golang.org/x/sys/unix github.com/mattn/go-isatty github.com/mattn/go-colorable github.com/rs/zerolog/internal/json github.com/rs/zerolog github.com/rs/zerolog/log golang.org/x/text/transform golang.org/x/text/unicode/norm golang.org/x/text/unicode/bidi golang.org/x/text/secure/bidirule golang.org/x/text/language golang.org/x/net/idna golang.org/x/net/http/httpguts golang.org/x/net/http2/hpack golang.org/x/net/internal/timeseries golang.org/x/net/trace golang.org/x/net/http2 golang.org/x/sync/errgroup golang.org/x/sync/singleflight golang.org/x/time/rate github.com/beorn7/perks/quantile github.com/cespare/xxhash/v2 google.golang.org/protobuf/internal/detrand google.golang.org/protobuf/internal/errors google.golang.org/protobuf/encoding/protowire google.golang.org/protobuf/internal/pragma google.golang.org/protobuf/reflect/protoreflect google.golang.org/protobuf/internal/encoding/messageset google.golang.org/protobuf/internal/flags google.golang.org/protobuf/internal/genid google.golang.org/protobuf/internal/order google.golang.org/protobuf/internal/strs google.golang.org/protobuf/reflect/protoregistry google.golang.org/protobuf/runtime/protoiface google.golang.org/protobuf/proto google.golang.org/protobuf/internal/encoding/text google.golang.org/protobuf/internal/encoding/defval google.golang.org/protobuf/internal/descfmt google.golang.org/protobuf/internal/descopts google.golang.org/protobuf/internal/filedesc google.golang.org/protobuf/internal/set google.golang.org/protobuf/encoding/prototext google.golang.org/protobuf/internal/impl google.golang.org/protobuf/internal/filetype google.golang.org/protobuf/runtime/protoimpl google.golang.org/protobuf/types/known/timestamppb google.golang.org/protobuf/types/known/durationpb google.golang.org/protobuf/types/known/anypb google.golang.org/protobuf/types/known/structpb google.golang.org/protobuf/types/known/emptypb google.golang.org/protobuf/types/known/fieldmaskpb google.golang.org/protobuf/types/known/wrapperspb google.golang.org/protobuf/types/descriptorpb google.golang.org/protobuf/encoding/protojson github.com/prometheus/client_model/go github.com/munnerz/goautoneg github.com/prometheus/common/model github.com/prometheus/common/expfmt github.com/prometheus/procfs/internal/util github.com/prometheus/procfs/internal/fs github.com/prometheus/procfs github.com/prometheus/client_golang/prometheus/internal github.com/prometheus/client_golang/internal/github.com/golang/gddo/httputil/header github.com/prometheus/client_golang/internal/github.com/golang/gddo/httputil github.com/prometheus/client_golang/prometheus github.com/prometheus/client_golang/prometheus/promhttp github.com/prometheus/client_golang/prometheus/collectors github.com/rabbitmq/amqp091-go github.com/dgryski/go-rendezvous github.com/redis/go-redis/v9/internal/util github.com/redis/go-redis/v9/internal/rand github.com/redis/go-redis/v9/internal github.com/redis/go-redis/v9/internal/proto github.com/redis/go-redis/v9/internal/hscan github.com/redis/go-redis/v9/internal/pool github.com/redis/go-redis/v9/internal/hashtag github.com/redis/go-redis/v9 github.com/go-logr/logr github.com/go-logr/logr/funcr github.com/go-logr/stdr go.opentelemetry.io/otel/attribute go.opentelemetry.io/otel/internal go.opentelemetry.io/otel/internal/attribute go.opentelemetry.io/otel/codes go.opentelemetry.io/otel/trace/embedded go.opentelemetry.io/otel/trace go.opentelemetry.io/otel/metric/embedded go.opentelemetry.io/otel/metric go.opentelemetry.io/otel/baggage go.opentelemetry.io/otel/internal/baggage go.opentelemetry.io/otel/propagation go.opentelemetry.io/otel/internal/global go.opentelemetry.io/otel go.opentelemetry.io/otel/semconv/v1.26.0 go.opentelemetry.io/otel/sdk/internal/x go.opentelemetry.io/otel/sdk/instrumentation go.opentelemetry.io/otel/sdk/internal/env go.opentelemetry.io/otel/sdk/resource go.opentelemetry.io/otel/sdk/trace go.opentelemetry.io/otel/trace/noop github.com/felixge/httpsnoop go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/internal/semconvutil go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/internal/request go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp/internal/semconv go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp google.golang.org/grpc/grpclog/internal google.golang.org/grpc/grpclog google.golang.org/grpc/internal/grpclog google.golang.org/grpc/internal google.golang.org/grpc/attributes google.golang.org/grpc/codes google.golang.org/grpc/backoff google.golang.org/grpc/internal/backoff google.golang.org/grpc/internal/grpcrand google.golang.org/grpc/connectivity google.golang.org/grpc/credentials google.golang.org/grpc/internal/credentials google.golang.org/grpc/metadata google.golang.org/grpc/serviceconfig google.golang.org/grpc/resolver google.golang.org/grpc/balancer google.golang.org/grpc/encoding google.golang.org/grpc/encoding/proto google.golang.org/genproto/googleapis/rpc/status google.golang.org/grpc/internal/status google.golang.org/grpc/status google.golang.org/grpc/internal/transport google.golang.org/grpc google.golang.org/grpc/credentials/insecure github.com/cenkalti/backoff/v4 go.opentelemetry.io/proto/otlp/common/v1 go.opentelemetry.io/proto/otlp/resource/v1 go.opentelemetry.io/proto/otlp/trace/v1 go.opentelemetry.io/proto/otlp/collector/trace/v1 go.opentelemetry.io/otel/exporters/otlp/otlptrace/internal/tracetransform go.opentelemetry.io/otel/exporters/otlp/otlptrace go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/envconfig go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/otlpconfig go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc/internal/retry go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc github.com/google/uuid github.com/kelseyhightower/envconfig cloud.google.com/go/compute/metadata golang.org/x/oauth2/internal golang.org/x/oauth2 golang.org/x/oauth2/jws golang.org/x/oauth2/jwt golang.org/x/oauth2/google/internal/externalaccount cloud.google.com/go/auth/internal cloud.google.com/go/auth/internal/jwt cloud.google.com/go/auth cloud.google.com/go/auth/credentials cloud.google.com/go/auth/grpctransport cloud.google.com/go/auth/httptransport cloud.google.com/go/auth/oauth2adapt golang.org/x/oauth2/google github.com/googleapis/gax-go/v2/apierror github.com/googleapis/gax-go/v2/callctx github.com/googleapis/gax-go/v2 go.opencensus.io/trace go.opencensus.io/plugin/ocgrpc google.golang.org/api/internal google.golang.org/api/option google.golang.org/api/transport/grpc google.golang.org/api/iterator cloud.google.com/go/iam/apiv1/iampb cloud.google.com/go/iam cloud.google.com/go/pubsub/apiv1/pubsubpb cloud.google.com/go/pubsub/apiv1 cloud.google.com/go/pubsub/internal/scheduler cloud.google.com/go/pubsub github.com/klauspost/compress/zstd github.com/sony/gobreaker github.com/getsentry/sentry-go/internal/debug github.com/getsentry/sentry-go/internal/otel/baggage github.com/getsentry/sentry-go/internal/ratelimit github.com/getsentry/sentry-go github.com/paulmach/orb github.com/paulmach/orb/geo github.com/paulmach/orb/planar github.com/paulmach/orb/geojson github.com/shopspring/decimal github.com/golang-jwt/jwt/v5 github.com/leodido/go-urn github.com/gabriel-vasile/mimetype/internal/charset github.com/gabriel-vasile/mimetype/internal/json github.com/gabriel-vasile/mimetype/internal/magic github.com/gabriel-vasile/mimetype github.com/go-playground/locales/currency github.com/go-playground/locales github.com/go-playground/universal-translator github.com/go-playground/validator/v10 mares.pt/courier/internal/config mares.pt/courier/internal/telemetry mares.pt/courier/internal/db mares.pt/courier/internal/geo mares.pt/courier/internal/eta mares.pt/courier/internal/dispatch mares.pt/courier/internal/events mares.pt/courier/internal/shifts mares.pt/courier/internal/http/middleware mares.pt/courier/internal/http/handlers mares.pt/courier/internal/http`.split(
        ' ',
      ),
    );

/** `docker buildx bake --progress=plain storefront backoffice courier-api` in CI after a base image change: what the install really trips over, after a preamble. */
function dockerBakeLog(): EconomicsTask {
  const random = seededRandom(17_081);
  type Ev = { t: number; v: number; text: string };
  const evs: Ev[] = [];
  const names = new Map<number, string>();
  const at = (t: number, v: number, text: string) => evs.push({ t, v, text });
  const vertex = (v: number, name: string, t: number) => {
    names.set(v, name);
    at(t, v, '');
  };
  const done = (v: number, t0: number, t: number) => at(t, v, `DONE ${(t - t0).toFixed(1)}s`);
  /** A size as BuildKit prints it. */
  const size = (b: number) => (b >= 1e6 ? `${(b / 1e6).toFixed(2)}MB` : b >= 1e3 ? `${(b / 1e3).toFixed(2)}kB` : `${Math.round(b)}B`);
  /** Pulls an image's layers in parallel, then extracts them in turn; returns when it is done. */
  const pull = (v: number, t0: number, image: string, layers: number[], speed: number) => {
    at(t0, v, `resolve ${image} 0.0s done`);
    const digests = layers.map(() => hex(random, 64));
    let end = t0;
    layers.forEach((bytes, i) => {
      const dur = bytes / speed + 0.1 + random() * 0.3;
      for (let s = 0.2; s < dur; s += 0.2 + random() * 0.1)
        at(
          t0 + s,
          v,
          `sha256:${digests[i]} ${size(Math.min(bytes, speed * s * (0.7 + random() * 0.3)))} / ${size(bytes)} ${s.toFixed(1)}s`,
        );
      at(t0 + dur, v, `sha256:${digests[i]} ${size(bytes)} / ${size(bytes)} ${dur.toFixed(1)}s done`);
      end = Math.max(end, t0 + dur);
    });
    layers.forEach((bytes, i) => {
      const took = 0.05 + bytes / 60e6;
      at(end, v, `extracting sha256:${digests[i]}`);
      end += took;
      at(end, v, `extracting sha256:${digests[i]} ${took.toFixed(1)}s done`);
    });
    done(v, t0, end);
    return end;
  };
  /** Lines of a RUN step, `dt` seconds apart on average, timed from the step's start. */
  const run = (v: number, t0: number, lines: string[], dt: number) => {
    let t = t0 + 0.2 + random() * 0.3;
    for (const line of lines) {
      t += dt * (0.2 + random() * 1.6);
      at(t, v, `${(t - t0).toFixed(3)} ${line}`);
    }
    return t;
  };
  const nodeImage = `docker.io/library/node:22-bookworm-slim@sha256:${hex(random, 64)}`;
  const golangImage = `docker.io/library/golang:1.23-bookworm@sha256:${hex(random, 64)}`;
  const distrolessNode = `gcr.io/distroless/nodejs22-debian12:nonroot@sha256:${hex(random, 64)}`;
  const distrolessStatic = `gcr.io/distroless/static-debian12:nonroot@sha256:${hex(random, 64)}`;
  vertex(1, '[internal] load local bake definitions', 0);
  at(0.01, 1, 'reading docker-bake.hcl 1.48kB / 1.48kB done');
  done(1, 0, 0.02);
  vertex(2, '[storefront internal] load build definition from Dockerfile', 0.03);
  at(0.04, 2, 'transferring dockerfile: 2.61kB done');
  done(2, 0.03, 0.05);
  vertex(3, '[courier-api internal] load build definition from Dockerfile', 0.03);
  at(0.04, 3, 'transferring dockerfile: 1.12kB done');
  done(3, 0.03, 0.05);
  vertex(4, '[backoffice internal] load build definition from Dockerfile', 0.03);
  at(0.04, 4, 'transferring dockerfile: 2.61kB done');
  done(4, 0.03, 0.05);
  vertex(5, 'resolve image config for docker-image://docker.io/docker/dockerfile:1.7', 0.06);
  done(5, 0.06, 0.91);
  vertex(6, `docker-image://docker.io/docker/dockerfile:1.7@sha256:${hex(random, 64)}`, 0.92);
  at(0.92, 6, 'CACHED');
  vertex(7, '[storefront internal] load metadata for docker.io/library/node:22-bookworm-slim', 1.1);
  vertex(8, '[courier-api internal] load metadata for docker.io/library/golang:1.23-bookworm', 1.1);
  vertex(9, '[courier-api internal] load metadata for gcr.io/distroless/static-debian12:nonroot', 1.1);
  vertex(10, '[storefront internal] load metadata for gcr.io/distroless/nodejs22-debian12:nonroot', 1.1);
  done(9, 1.1, 1.92);
  done(10, 1.1, 2.03);
  done(7, 1.1, 2.21);
  done(8, 1.1, 2.48);
  vertex(11, '[storefront internal] load .dockerignore', 2.5);
  at(2.51, 11, 'transferring context: 412B done');
  done(11, 2.5, 2.52);
  vertex(12, '[courier-api internal] load .dockerignore', 2.5);
  at(2.51, 12, 'transferring context: 96B done');
  done(12, 2.5, 2.52);
  vertex(13, `[storefront base 1/4] FROM ${nodeImage}`, 2.6);
  const nodeDone = pull(13, 2.6, nodeImage, [28_231_540, 3_316, 48_991_203, 1_711_908, 446], 5e6);
  vertex(14, `[courier-api build 1/5] FROM ${golangImage}`, 2.6);
  const goDone = pull(14, 2.6, golangImage, [49_583_012, 24_051_776, 64_393_611, 92_351_004, 74_284_115, 126, 32], 6e6);
  vertex(15, `[storefront runner 1/5] FROM ${distrolessNode}`, 2.6);
  pull(15, 2.6, distrolessNode, [103_732, 21_202, 130_562, 36, 80, 126, 68, 140, 1_183, 768_495, 5_818_317, 1_912_007, 44_160_771], 12e6);
  vertex(16, `[courier-api runtime 1/2] FROM ${distrolessStatic}`, 2.6);
  pull(16, 2.6, distrolessStatic, [103_732, 21_202, 130_562, 36, 80, 126, 68, 140, 1_183], 12e6);
  vertex(17, '[storefront internal] load build context', 2.6);
  at(3.1, 17, 'transferring context: 18.44MB 0.5s');
  at(4.4, 17, 'transferring context: 51.09MB 1.8s');
  at(4.9, 17, 'transferring context: 61.27MB 2.3s done');
  done(17, 2.6, 4.95);
  vertex(18, '[courier-api internal] load build context', 2.6);
  at(2.9, 18, 'transferring context: 1.92MB 0.3s done');
  done(18, 2.6, 2.95);
  // The base stage: apt-get, then corepack.
  const aptT0 = nodeDone + 0.05;
  vertex(
    19,
    '[storefront base 2/4] RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates tini python3 make g++ && rm -rf /var/lib/apt/lists/*',
    aptT0,
  );
  const pkgs = APT_PACKAGES;
  const debSize = () => between(random, 20, 9_000);
  const aptLines = [
    'Get:1 http://deb.debian.org/debian bookworm InRelease [151 kB]',
    'Get:2 http://deb.debian.org/debian bookworm-updates InRelease [55.4 kB]',
    'Get:3 http://deb.debian.org/debian-security bookworm-security InRelease [48.0 kB]',
    'Get:4 http://deb.debian.org/debian bookworm/main amd64 Packages [8792 kB]',
    'Get:5 http://deb.debian.org/debian bookworm-updates/main amd64 Packages [13.5 kB]',
    'Get:6 http://deb.debian.org/debian-security bookworm-security/main amd64 Packages [229 kB]',
    'Fetched 9289 kB in 1s (7481 kB/s)',
    'Reading package lists...',
    'Reading package lists...',
    'Building dependency tree...',
    'Reading state information...',
    'The following additional packages will be installed:',
    ...Array.from(
      { length: Math.ceil(pkgs.length / 6) },
      (_, i) =>
        `  ${pkgs
          .slice(i * 6, i * 6 + 6)
          .map(([p]) => p)
          .filter((p) => !['ca-certificates', 'tini', 'python3', 'make', 'g++'].includes(p))
          .join(' ')}`,
    ),
    'Suggested packages:',
    '  binutils-doc gprofng-gui cpp-doc gcc-12-locales cpp-12-doc gcc-multilib autoconf automake libtool flex bison gdb gcc-doc gcc-12-multilib glibc-doc libstdc++-12-doc make-doc python3-doc python3-tk python3-venv python3.11-venv python3.11-doc binfmt-support readline-doc',
    'Recommended packages:',
    '  libarchive-cpio-perl libmail-sendmail-perl manpages manpages-dev libc-devtools libldap-common libsasl2-modules libgpm2',
    'The following NEW packages will be installed:',
    ...Array.from(
      { length: Math.ceil(pkgs.length / 6) },
      (_, i) =>
        `  ${pkgs
          .slice(i * 6, i * 6 + 6)
          .map(([p]) => p)
          .join(' ')}`,
    ),
    `0 upgraded, ${pkgs.length} newly installed, 0 to remove and 0 not upgraded.`,
    'Need to get 71.4 MB of archives.',
    'After this operation, 285 MB of additional disk space will be used.',
    ...pkgs.map(
      ([p, ver], i) =>
        `Get:${i + 1} http://deb.debian.org/debian${p.startsWith('libpython') || p.startsWith('python3.11') ? '-security bookworm-security' : ' bookworm'}/main amd64 ${p} amd64 ${ver} [${debSize()} kB]`,
    ),
    'debconf: delaying package configuration, since apt-utils is not installed',
    'Fetched 71.4 MB in 3s (24.9 MB/s)',
    ...pkgs.flatMap(([p, ver], i) => [
      `Selecting previously unselected package ${p}${p.startsWith('lib') ? ':amd64' : ''}.`,
      ...(i === 0
        ? [
            '(Reading database ... ',
            '(Reading database ... 5%',
            '(Reading database ... 50%',
            '(Reading database ... 100%',
            '(Reading database ... 6092 files and directories currently installed.)',
          ]
        : []),
      `Preparing to unpack .../${pad2(i)}-${p}_${ver.replace(/^\d+:/, '')}_amd64.deb ...`,
      `Unpacking ${p}${p.startsWith('lib') ? ':amd64' : ''} (${ver}) ...`,
    ]),
    ...shuffle(random, pkgs.slice()).map(([p, ver]) => `Setting up ${p}${p.startsWith('lib') ? ':amd64' : ''} (${ver}) ...`),
    'Processing triggers for libc-bin (2.36-9+deb12u8) ...',
    'Processing triggers for ca-certificates (20230311) ...',
    'Updating certificates in /etc/ssl/certs...',
    '140 added, 0 removed; done.',
    'Running hooks in /etc/ca-certificates/update.d...',
    'done.',
  ];
  const aptEnd = run(19, aptT0, aptLines, 0.06);
  done(19, aptT0, aptEnd + 0.4);
  const corepackT0 = aptEnd + 0.45;
  vertex(20, '[storefront base 3/4] RUN corepack enable && corepack prepare pnpm@9.12.3 --activate', corepackT0);
  const corepackEnd = run(20, corepackT0, ['Preparing pnpm@9.12.3 for immediate activation...'], 1.2);
  done(20, corepackT0, corepackEnd + 0.6);
  vertex(21, '[storefront base 4/4] WORKDIR /app', corepackEnd + 0.65);
  done(21, corepackEnd + 0.65, corepackEnd + 0.7);
  const copies = [
    'COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./',
    'COPY apps/storefront/package.json apps/storefront/',
    'COPY apps/backoffice/package.json apps/backoffice/',
    'COPY packages/ui/package.json packages/ui/',
    'COPY packages/config/package.json packages/config/',
    'COPY packages/api-client/package.json packages/api-client/',
  ];
  let c = corepackEnd + 0.75;
  copies.forEach((cmd, i) => {
    vertex(22 + i, `[storefront deps ${i + 1}/7] ${cmd}`, c);
    done(22 + i, c, c + 0.1);
    c += 0.12;
  });
  const installT0 = c;
  const installV = 28;
  vertex(installV, '[storefront deps 7/7] RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --frozen-lockfile', installT0);
  // The Go image builds alongside.
  const goT0 = goDone + 0.05;
  vertex(29, '[courier-api build 2/5] WORKDIR /src', goT0);
  done(29, goT0, goT0 + 0.05);
  vertex(30, '[courier-api build 3/5] COPY go.mod go.sum ./', goT0 + 0.1);
  done(30, goT0 + 0.1, goT0 + 0.15);
  vertex(31, '[courier-api build 4/5] COPY . .', goT0 + 0.2);
  done(31, goT0 + 0.2, goT0 + 0.3);
  const goBuild = 32;
  vertex(
    goBuild,
    '[courier-api build 5/5] RUN --mount=type=cache,target=/root/.cache/go-build CGO_ENABLED=0 go build -v -trimpath -ldflags="-s -w" -o /out/courier-api ./cmd/courier-api',
    goT0 + 0.35,
  );
  const goEnd = run(goBuild, goT0 + 0.35, [...GO_MODULES.map(([m, ver]) => `go: downloading ${m} ${ver}`), ...GO_PACKAGES], 0.22);
  // pnpm install.
  const total = 1_851;
  const install: string[] = [
    'Scope: all 9 workspace projects',
    'Lockfile is up to date, resolution step is skipped',
    'Progress: resolved 1, reused 0, downloaded 0, added 0',
  ];
  let downloaded = 0;
  let added = 0;
  while (added < total) {
    downloaded = Math.min(total, downloaded + between(random, 60, 220));
    added = downloaded > 900 ? Math.min(downloaded, added + between(random, 90, 260)) : 0;
    install.push(`Progress: resolved ${total}, reused 0, downloaded ${downloaded}, added ${added}${added === total ? ', done' : ''}`);
    if (install.length === 6) install.push(`Packages: +${total}`, '+'.repeat(120));
  }
  install.push(
    ' WARN  deprecated eslint@8.57.1: This version is no longer supported. Please see https://eslint.org/version-support for other options.',
    ' WARN  deprecated @testing-library/react-hooks@8.0.1: Use @testing-library/react instead.',
    ' WARN  11 deprecated subdependencies found: @humanwhocodes/config-array@0.13.0, @humanwhocodes/object-schema@2.0.3, abab@2.0.6, domexception@4.0.0, glob@7.2.3, inflight@1.0.6, npmlog@5.0.1, are-we-there-yet@2.0.0, gauge@3.0.2, rimraf@3.0.2, sourcemap-codec@1.4.8',
    '(node:41) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.',
    '(Use `node --trace-deprecation ...` to show where the warning was created)',
  );
  const canvas = '.../canvas@2.11.2/node_modules/canvas install';
  const scripts: [string, string, string[]][] = [
    [
      '.../node_modules/core-js postinstall',
      'node -e "try{require(\'./postinstall\')}catch(e){}"',
      [
        'Thank you for using core-js ( https://github.com/zloirock/core-js ) for polyfilling JavaScript standard library!',
        '',
        'The project needs your help! Please consider supporting core-js:',
        '> https://opencollective.com/core-js ',
        '> https://patreon.com/zloirock ',
        '> https://boosty.to/zloirock ',
        '',
      ],
    ],
    ['.../esbuild@0.24.0/node_modules/esbuild postinstall', 'node install.js', []],
    ['.../@swc/core@1.7.39/node_modules/@swc/core postinstall', 'node postinstall.js', []],
    ['.../node_modules/@parcel/watcher install', 'node-gyp-build', []],
    ['.../msw@2.4.11/node_modules/msw postinstall', 'node -e "import(\'./config/scripts/postinstall.js\').catch(() => void 0)"', []],
    ['.../node_modules/protobufjs postinstall', 'node scripts/postinstall', []],
    ['.../node_modules/unrs-resolver postinstall', 'napi-postinstall unrs-resolver 1.7.2 check', []],
  ];
  for (const [s, cmd] of scripts) install.push(`${s}$ ${cmd}`);
  install.push(`${canvas}$ node-pre-gyp install --fallback-to-build --update-binary`);
  const gypPath = '/app/node_modules/.pnpm/canvas@2.11.2/node_modules/canvas';
  const nodeGyp = '/pnpm/.tools/pnpm/9.12.3/node_modules/node-gyp';
  const canvasOut = [
    'node-pre-gyp info it worked if it ends with ok',
    'node-pre-gyp info using node-pre-gyp@1.0.11',
    'node-pre-gyp info using node@22.11.0 | linux | x64',
    '(node:88) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.',
    '(Use `node --trace-deprecation ...` to show where the warning was created)',
    'node-pre-gyp http GET https://github.com/Automattic/node-canvas/releases/download/v2.11.2/canvas-v2.11.2-node-v127-linux-glibc-x64.tar.gz',
    'node-pre-gyp ERR! install response status 404 Not Found on https://github.com/Automattic/node-canvas/releases/download/v2.11.2/canvas-v2.11.2-node-v127-linux-glibc-x64.tar.gz',
    'node-pre-gyp WARN Pre-built binaries not installable for canvas@2.11.2 and node@22.11.0 (node-v127 ABI, glibc) (falling back to source compile with node-gyp)',
    'node-pre-gyp WARN Hit error response status 404 Not Found on https://github.com/Automattic/node-canvas/releases/download/v2.11.2/canvas-v2.11.2-node-v127-linux-glibc-x64.tar.gz',
    'gyp info it worked if it ends with ok',
    'gyp info using node-gyp@10.2.0',
    'gyp info using node@22.11.0 | linux | x64',
    'gyp info ok ',
    'gyp info it worked if it ends with ok',
    'gyp info using node-gyp@10.2.0',
    'gyp info using node@22.11.0 | linux | x64',
    'gyp info find Python using Python version 3.11.2 found at "/usr/bin/python3"',
    'gyp http GET https://nodejs.org/download/release/v22.11.0/node-v22.11.0-headers.tar.gz',
    'gyp http 200 https://nodejs.org/download/release/v22.11.0/node-v22.11.0-headers.tar.gz',
    'gyp http GET https://nodejs.org/download/release/v22.11.0/SHASUMS256.txt',
    'gyp http 200 https://nodejs.org/download/release/v22.11.0/SHASUMS256.txt',
    'gyp info spawn /usr/bin/python3',
    'gyp info spawn args [',
    ...[
      `'${nodeGyp}/gyp/gyp_main.py',`,
      "'binding.gyp',",
      "'-f',",
      "'make',",
      "'-I',",
      `'${gypPath}/build/config.gypi',`,
      "'-I',",
      `'${nodeGyp}/addon.gypi',`,
      "'-I',",
      "'/root/.cache/node-gyp/22.11.0/include/node/common.gypi',",
      "'-Dlibrary=shared_library',",
      "'-Dvisibility=default',",
      "'-Dnode_root_dir=/root/.cache/node-gyp/22.11.0',",
      `'-Dnode_gyp_dir=${nodeGyp}',`,
      "'-Dnode_lib_file=/root/.cache/node-gyp/22.11.0/<(target_arch)/node.lib',",
      `'-Dmodule_root_dir=${gypPath}',`,
      "'-Dnode_engine=v8',",
      "'--depth=.',",
      "'--no-parallel',",
      "'--generator-output',",
      "'build',",
      "'-Goutput_dir=.'",
    ].map((a) => `gyp info spawn args   ${a}`),
    'gyp info spawn args ]',
    '/bin/sh: 1: pkg-config: not found',
    "gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 127 while in binding.gyp. while trying to load binding.gyp",
    'gyp ERR! configure error ',
    'gyp ERR! stack Error: `gyp` failed with exit code: 1',
    `gyp ERR! stack at ChildProcess.<anonymous> (${nodeGyp}/lib/configure.js:317:18)`,
    'gyp ERR! stack at ChildProcess.emit (node:events:518:28)',
    'gyp ERR! stack at ChildProcess._handle.onexit (node:internal/child_process:293:12)',
    'gyp ERR! System Linux 6.8.0-1017-azure',
    `gyp ERR! command "/usr/local/bin/node" "${nodeGyp}/bin/node-gyp.js" "configure" "--fallback-to-build" "--update-binary" "--module=${gypPath}/build/Release/canvas.node" "--module_name=canvas" "--module_path=${gypPath}/build/Release" "--napi_version=9" "--node_abi_napi=napi" "--napi_build_version=0" "--node_napi_label=node-v127"`,
    `gyp ERR! cwd ${gypPath}`,
    'gyp ERR! node -v v22.11.0',
    'gyp ERR! node-gyp -v v10.2.0',
    'gyp ERR! not ok ',
    'node-pre-gyp ERR! build error ',
    `node-pre-gyp ERR! stack Error: Failed to execute '/usr/local/bin/node ${nodeGyp}/bin/node-gyp.js configure --fallback-to-build --update-binary --module=${gypPath}/build/Release/canvas.node --module_name=canvas --module_path=${gypPath}/build/Release --napi_version=9 --node_abi_napi=napi --napi_build_version=0 --node_napi_label=node-v127' (1)`,
    'node-pre-gyp ERR! stack     at ChildProcess.<anonymous> (/app/node_modules/.pnpm/@mapbox+node-pre-gyp@1.0.11/node_modules/@mapbox/node-pre-gyp/lib/util/compile.js:89:23)',
    'node-pre-gyp ERR! stack     at ChildProcess.emit (node:events:518:28)',
    'node-pre-gyp ERR! stack     at maybeClose (node:internal/child_process:1104:16)',
    'node-pre-gyp ERR! stack     at ChildProcess._handle.onexit (node:internal/child_process:304:5)',
    'node-pre-gyp ERR! System Linux 6.8.0-1017-azure',
    `node-pre-gyp ERR! command "/usr/local/bin/node" "${gypPath}/node_modules/.bin/node-pre-gyp" "install" "--fallback-to-build" "--update-binary"`,
    `node-pre-gyp ERR! cwd ${gypPath}`,
    'node-pre-gyp ERR! node -v v22.11.0',
    'node-pre-gyp ERR! node-pre-gyp -v v1.0.11',
    'node-pre-gyp ERR! not ok ',
  ].map((l) => `${canvas}: ${l}`);
  // The other scripts finish while canvas runs; their output lands among its lines.
  const others = scripts.flatMap(([s, , out]) => [...out.map((l) => `${s}: ${l}`), `${s}: Done`]);
  const merged: string[] = [];
  let oi = 0;
  canvasOut.forEach((line, i) => {
    merged.push(line);
    if (i < 30 && oi < others.length && random() < 0.5) merged.push(others[oi++]!);
  });
  merged.splice(12, 0, ...others.slice(oi));
  install.push(...merged, `${canvas}: Failed`, ' ELIFECYCLE  Command failed with exit code 1.');
  const installEnd = run(installV, installT0, install, 0.11);
  at(installEnd + 0.05, installV, 'ERROR: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully: exit code: 1');
  const cut = installEnd + 0.06;
  evs.sort((a, b) => a.t - b.t);
  const out = ['#0 building with "ci-builder" instance using docker-container driver'];
  let last = -1;
  for (const e of evs) {
    if (e.t > cut) break;
    if (e.v !== last) {
      out.push('', `#${e.v} ${names.get(e.v)}`);
      last = e.v;
    }
    if (e.text) out.push(`#${e.v} ${e.text}`);
  }
  if (goEnd > cut) out.push('', `#${goBuild} ${names.get(goBuild)}`, `#${goBuild} CANCELED`);
  const tail = evs
    .filter((e) => e.v === installV && /^\d+\.\d{3} /.test(e.text))
    .slice(-10)
    .map((e) => e.text);
  out.push(
    '------',
    ` > [storefront deps 7/7] RUN --mount=type=cache,id=pnpm,target=/pnpm/store pnpm install --frozen-lockfile:`,
    ...tail,
    '------',
    'Dockerfile:27',
    '--------------------',
    '  25 |     COPY packages/api-client/package.json packages/api-client/',
    '  26 |     ',
    '  27 | >>> RUN --mount=type=cache,id=pnpm,target=/pnpm/store \\',
    '  28 | >>>     pnpm install --frozen-lockfile',
    '  29 |     ',
    '--------------------',
    'ERROR: target storefront: failed to solve: process "/bin/sh -c pnpm install --frozen-lockfile" did not complete successfully: exit code: 1',
  );
  const output = `${out.join('\n')}\n`;
  const ask =
    'We moved the storefront and backoffice images to node:22-bookworm-slim this morning to make them smaller. The pnpm deprecation notices and the punycode warnings were there before, ignore those. The bake in CI is red now though: what is the install actually tripping over?';
  const needle =
    "gyp: Call to 'pkg-config pixman-1 --libs' returned exit status 127 while in binding.gyp. while trying to load binding.gyp";
  return probe('round 17: docker buildx bake, preamble', ask, 'run_shell', output, 'cause', needle);
}

/** `sudo timeout 600 tcpdump -i ens5 -tttt -l 'tcp and not port 22'` on an orders API host: the one time the payment gateway reset a connection mid-request, after a preamble, in other words. */
function tcpdumpCapture(): EconomicsTask {
  const random = seededRandom(17_091);
  const me = 'orders-api-3.prod.mares.internal';
  const stamp = (t: number) => {
    const d = new Date(Math.floor(t));
    const us = String(Math.floor((t % 1) * 1_000) + (Math.floor(t) % 1_000) * 1_000).padStart(6, '0');
    return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${us}`;
  };
  const lines: [number, string][] = [];
  const clocks = new Map<string, number>();
  const ts = (host: string, t: number) => {
    if (!clocks.has(host)) clocks.set(host, between(random, 100_000_000, 4_000_000_000));
    return Math.floor(clocks.get(host)! + t) % 4_294_967_296;
  };
  /** One TCP connection between us and a peer, packets written as tcpdump prints them (relative sequence numbers after the handshake). */
  class Conn {
    mine = 1;
    theirs = 1;
    readonly port = between(random, 32_768, 60_999);
    constructor(
      readonly peer: string,
      readonly service: string,
      readonly outbound: boolean,
    ) {}
    private ends(fromMe: boolean) {
      const local = `${me}.${this.outbound ? this.port : this.service}`;
      const remote = `${this.peer}.${this.outbound ? this.service : this.port}`;
      return fromMe ? `${local} > ${remote}` : `${remote} > ${local}`;
    }
    private opts(fromMe: boolean, t: number) {
      const a = fromMe ? me : this.peer;
      const b = fromMe ? this.peer : me;
      return `options [nop,nop,TS val ${ts(a, t)} ecr ${ts(b, t - between(random, 1, 40))}]`;
    }
    private emit(t: number, fromMe: boolean, rest: string) {
      lines.push([t, `${stamp(t)} IP ${this.ends(fromMe)}: ${rest}`]);
    }
    handshake(t: number) {
      const client = this.outbound;
      const isnA = between(random, 1, 4_294_967_000);
      const isnB = between(random, 1, 4_294_967_000);
      this.emit(
        t,
        client,
        `Flags [S], seq ${isnA}, win 62727, options [mss 8961,sackOK,TS val ${ts(client ? me : this.peer, t)} ecr 0,nop,wscale 7], length 0`,
      );
      const rtt = this.rtt();
      this.emit(
        t + rtt,
        !client,
        `Flags [S.], seq ${isnB}, ack ${isnA + 1}, win 65160, options [mss 1460,sackOK,TS val ${ts(client ? this.peer : me, t)} ecr ${ts(client ? me : this.peer, t)},nop,wscale 7], length 0`,
      );
      this.emit(t + rtt + 0.05, client, `Flags [.], ack 1, win 491, ${this.opts(client, t + rtt)}, length 0`);
      return t + rtt + 0.06;
    }
    rtt() {
      return this.peer.endsWith('.internal')
        ? 0.2 + random() * 0.5
        : this.peer.includes('pagalink')
          ? 18 + random() * 6
          : 8 + random() * 30;
    }
    /** `len` bytes from one side, acknowledged by the other; returns when the ack went out. */
    send(t: number, fromMe: boolean, len: number, note = '') {
      const seq = fromMe ? this.mine : this.theirs;
      const ack = fromMe ? this.theirs : this.mine;
      const win = fromMe ? between(random, 480, 501) : between(random, 500, 2_048);
      this.emit(t, fromMe, `Flags [P.], seq ${seq}:${seq + len}, ack ${ack}, win ${win}, ${this.opts(fromMe, t)}, length ${len}${note}`);
      if (fromMe) this.mine += len;
      else this.theirs += len;
      const back = t + this.rtt() / 2 + random() * 0.2;
      this.emit(
        back,
        !fromMe,
        `Flags [.], ack ${fromMe ? this.mine : this.theirs}, win ${fromMe ? between(random, 500, 2_048) : between(random, 480, 501)}, ${this.opts(!fromMe, back)}, length 0`,
      );
      return back;
    }
    tls(t: number) {
      let at = this.send(t, this.outbound, 517);
      at = this.send(at + 0.3, !this.outbound, between(random, 2_800, 4_400));
      at = this.send(at + 0.4, this.outbound, 126);
      return this.send(at + 0.2, !this.outbound, 51);
    }
    fin(t: number, fromMe: boolean) {
      const a = fromMe ? this.mine : this.theirs;
      const b = fromMe ? this.theirs : this.mine;
      this.emit(t, fromMe, `Flags [F.], seq ${a}, ack ${b}, win ${between(random, 480, 501)}, ${this.opts(fromMe, t)}, length 0`);
      const r = this.rtt() / 2;
      this.emit(
        t + r,
        !fromMe,
        `Flags [F.], seq ${b}, ack ${a + 1}, win ${between(random, 480, 501)}, ${this.opts(!fromMe, t + r)}, length 0`,
      );
      this.emit(
        t + r + 0.05 + r,
        fromMe,
        `Flags [.], ack ${b + 1}, win ${between(random, 480, 501)}, ${this.opts(fromMe, t + 2 * r)}, length 0`,
      );
    }
    reset(t: number, fromMe: boolean) {
      const line = `${stamp(t)} IP ${this.ends(fromMe)}: Flags [R.], seq ${fromMe ? this.mine : this.theirs}, ack ${fromMe ? this.theirs : this.mine}, win 0, length 0`;
      lines.push([t, line]);
      return line;
    }
  }
  const start = Date.UTC(2026, 10, 5, 14, 30, 2, 118);
  const end = start + 600_000;
  const edges = ['edge-01.api.pagalink.pt', 'edge-02.api.pagalink.pt', 'edge-03.api.pagalink.pt'];
  const targetAt = start + 4 * MINUTE + 41_204;
  let needle = '';
  // Calls to the payment gateway: keep-alive connections, a request and a response at a time, closed by them when idle.
  for (const edge of edges) {
    let t = start + random() * 4_000;
    while (t < end - 2_000) {
      const conn = new Conn(edge, 'https', true);
      t = conn.tls(conn.handshake(t));
      const uses = between(random, 2, 12);
      let reset = false;
      for (let u = 0; u < uses && t < end - 2_000; u++) {
        t += between(random, 300, 30_000);
        if (edge === edges[2] && !needle && t > targetAt - 30_000) {
          // The one request their side cut off: no answer, then a reset from them.
          conn.send(t, true, 884);
          needle = conn.reset(t + 3_912.4, false);
          t += 3_912.4 + between(random, 50, 400);
          reset = true;
          break;
        }
        const sent = conn.send(t, true, between(random, 610, 1_180));
        const slow = random() < 0.04;
        if (slow && random() < 0.5) {
          // Our client gives up after 10 s and aborts: we reset, not them.
          conn.reset(sent + 10_000.3 + random(), true);
          t = sent + 10_002;
          reset = true;
          break;
        }
        t = conn.send(sent + (slow ? 2_500 + random() * 5_000 : 80 + random() * 600), false, between(random, 380, 2_300));
      }
      if (!reset && t < end - 1_000) conn.fin(t + 60_000 > end ? end - 200 : t + between(random, 5_000, 60_000), random() >= 0.8);
      t += between(random, 5_000, 70_000);
    }
  }
  // The load balancer's requests in, on 8080, plain HTTP.
  const lbs = ['lb-1.prod.mares.internal', 'lb-2.prod.mares.internal'];
  const routes = [
    'POST /v2/orders',
    'GET /v2/orders/',
    'POST /v2/checkout/pay',
    'GET /v2/slots?store=',
    'PATCH /v2/orders/',
    'GET /healthz',
    'GET /healthz',
    'GET /v2/orders?customer=',
  ];
  for (let t = start; t < end; t += between(random, 600, 4_000)) {
    const conn = new Conn(oneOf(random, lbs), 'http-alt', false);
    let at = conn.handshake(t);
    for (let r = between(random, 1, 4); r > 0; r--) {
      const route = oneOf(random, routes);
      const path = route.endsWith('/')
        ? `${route}${between(random, 2_330_000, 2_349_999)}`
        : route.endsWith('=')
          ? `${route}${between(random, 100_000, 480_000)}`
          : route;
      at = conn.send(at + 0.3, false, between(random, 180, 1_400), `: HTTP: ${path} HTTP/1.1`);
      at = conn.send(
        at + (route.includes('healthz') ? 1 : 20 + random() * 300),
        true,
        between(random, 120, 9_000),
        `: HTTP: HTTP/1.1 ${oneOf(random, ['200 OK', '200 OK', '200 OK', '201 Created', '204 No Content', '404 Not Found', '409 Conflict'])}`,
      );
    }
    conn.fin(at + between(random, 100, 5_000), false);
  }
  // Pooled connections to Postgres and Redis, opened before the capture: queries only.
  const pools = [
    ...Array.from({ length: 6 }, () => new Conn('pg-orders-1.prod.mares.internal', 'postgresql', true)),
    ...Array.from({ length: 3 }, () => new Conn('redis-1.prod.mares.internal', '6379', true)),
    new Conn('rabbitmq-1.prod.mares.internal', 'amqp', true),
  ];
  for (let t = start; t < end; t += between(random, 300, 3_000)) {
    const conn = oneOf(random, pools);
    const back = conn.send(t, true, conn.service === '6379' ? between(random, 30, 200) : between(random, 60, 900));
    conn.send(back + random() * (conn.service === 'postgresql' ? 40 : 2), false, conn.service === 'amqp' ? 8 : between(random, 11, 6_000));
  }
  // Other outside services: SMS, error reports, Google APIs; some close with a reset of their own.
  const outside = [
    'ec2-54-172-60-1.compute-1.amazonaws.com',
    '249.195.120.34.bc.googleusercontent.com',
    'mad41s13-in-f10.1e100.net',
    'mad07s22-in-f4.1e100.net',
  ];
  for (let t = start + 2_000; t < end - 5_000; t += between(random, 4_000, 40_000)) {
    const peer = oneOf(random, outside);
    const conn = new Conn(peer, 'https', true);
    let at = conn.tls(conn.handshake(t));
    at = conn.send(at + 1, true, between(random, 400, 3_000));
    at = conn.send(at + 50 + random() * 200, false, between(random, 200, 1_500));
    if (peer.includes('1e100') && random() < 0.5) {
      conn.fin(at + 300, true);
      conn.reset(at + 300 + conn.rtt() * 2 + 1, false);
    } else conn.fin(at + between(random, 200, 4_000), true);
  }
  lines.sort((a, b) => a[0] - b[0]);
  const body = lines.filter(([t]) => t >= start && t < end).map(([, l]) => l);
  const output = `tcpdump: verbose output suppressed, use -v[v]... for full protocol decode\nlistening on ens5, link-type EN10MB (Ethernet), snapshot length 262144 bytes\n${body.join('\n')}\n${body.length} packets captured\n${body.length + between(random, 10, 90)} packets received by filter\n0 packets dropped by kernel\n`;
  const ask =
    "Checkout has been slow since lunch, but that's the database and Rui is already on it. Separately, our calls to Pagalink sometimes die in the middle of a request. In this capture, did their side ever slam a connection shut on us? Which of their servers, and when?";
  return probe('round 17: tcpdump, preamble and paraphrase', ask, 'run_shell', output, 'reset', needle);
}

// d. One value unlike all its peers, with no error word near it.

/** `kubectl top pods -A` on a shop's production cluster: one replica holding several times the memory of its siblings. */
function kubectlTopPods(): EconomicsTask {
  const random = seededRandom(17_101);
  const suffix = () => chars(random, KUBE, 5);
  const rsHash = () => chars(random, KUBE, between(random, 9, 10));
  const nodes = Array.from(
    { length: 118 },
    (_, i) => `gke-prod-ew1-pool-${(i % 4) + 1}-${hex(random, 8)}-${chars(random, 'abcdefghijklmnopqrstuvwxyz0123456789', 4)}`,
  );
  type Row = { ns: string; name: string; cpu: number; mem: number };
  const rows: Row[] = [];
  /** A workload's pods: a CPU range in millicores and a memory level in MiB every replica sits close to. */
  const deploy = (ns: string, name: string, replicas: number, cpu: [number, number], mem: number, spread = 0.12) => {
    const hash = rsHash();
    for (let i = 0; i < replicas; i++)
      rows.push({
        ns,
        name: `${name}-${hash}-${suffix()}`,
        cpu: between(random, cpu[0], cpu[1]),
        mem: Math.round(mem * (1 - spread + random() * 2 * spread)),
      });
  };
  const stateful = (ns: string, name: string, replicas: number, cpu: [number, number], mem: number) => {
    for (let i = 0; i < replicas; i++)
      rows.push({ ns, name: `${name}-${i}`, cpu: between(random, cpu[0], cpu[1]), mem: Math.round(mem * (0.9 + random() * 0.2)) });
  };
  const daemon = (ns: string, name: string, cpu: [number, number], mem: [number, number]) => {
    for (let i = 0; i < nodes.length; i++)
      rows.push({ ns, name: `${name}-${suffix()}`, cpu: between(random, cpu[0], cpu[1]), mem: between(random, mem[0], mem[1]) });
  };
  const perNode = (ns: string, name: string, cpu: [number, number], mem: [number, number]) => {
    for (const node of nodes)
      rows.push({ ns, name: `${name}-${node}`, cpu: between(random, cpu[0], cpu[1]), mem: between(random, mem[0], mem[1]) });
  };
  deploy('argocd', 'argocd-applicationset-controller', 1, [2, 9], 48);
  deploy('argocd', 'argocd-dex-server', 1, [1, 3], 31);
  deploy('argocd', 'argocd-notifications-controller', 1, [1, 4], 29);
  deploy('argocd', 'argocd-redis', 1, [3, 12], 14);
  deploy('argocd', 'argocd-repo-server', 2, [4, 90], 212, 0.3);
  deploy('argocd', 'argocd-server', 2, [3, 20], 96);
  stateful('argocd', 'argocd-application-controller', 1, [120, 400], 1_410);
  deploy('cert-manager', 'cert-manager', 1, [1, 4], 41);
  deploy('cert-manager', 'cert-manager-cainjector', 1, [1, 3], 58);
  deploy('cert-manager', 'cert-manager-webhook', 1, [1, 2], 19);
  const apps: [string, string, number, [number, number], number][] = [
    ['catalog', 'catalog-api', 24, [40, 260], 612],
    ['catalog', 'catalog-indexer', 3, [20, 900], 1_240],
    ['catalog', 'pricing-api', 16, [30, 180], 388],
    ['catalog', 'promotions-api', 6, [10, 60], 244],
    ['catalog', 'search-api', 12, [40, 300], 530],
    ['checkout', 'cart-api', 20, [30, 220], 296],
    ['checkout', 'checkout-api', 28, [50, 340], 702],
    ['courier', 'courier-api', 16, [30, 210], 344],
    ['courier', 'courier-dispatch', 4, [80, 600], 890],
    ['courier', 'courier-location-ingest', 12, [60, 420], 181],
    ['customers', 'addresses-api', 6, [10, 70], 205],
    ['customers', 'auth-api', 12, [20, 150], 240],
    ['customers', 'customer-api', 10, [20, 140], 318],
    ['loyalty', 'loyalty-api', 4, [5, 60], 226],
    ['loyalty', 'loyalty-worker', 2, [5, 90], 274],
    ['marketing', 'blog', 2, [2, 30], 188],
    ['notifications', 'email-sender', 4, [5, 50], 152],
    ['notifications', 'notifications-api', 6, [10, 80], 210],
    ['notifications', 'sms-sender', 4, [5, 40], 118],
    ['orders', 'inventory-sync', 6, [40, 300], 520],
    ['orders', 'orders-api', 32, [60, 380], 448],
    ['orders', 'orders-worker', 18, [30, 500], 566],
    ['orders', 'slots-api', 10, [20, 140], 236],
    ['orders', 'supplier-edi-gateway', 2, [5, 40], 402],
    ['payments', 'invoices-api', 4, [10, 90], 380],
    ['payments', 'payments-api', 14, [30, 190], 342],
    ['payments', 'payments-webhooks', 6, [10, 80], 168],
    ['payments', 'refunds-worker', 2, [5, 50], 190],
    ['stores', 'picking-api', 20, [40, 260], 410],
    ['stores', 'store-ops-api', 6, [10, 90], 286],
    ['stores', 'substitutions-api', 10, [20, 130], 262],
  ];
  for (const [team, name, n, cpu, mem] of apps) {
    const ns = `mares-${team}`;
    if (name === 'orders-worker') {
      // One replica of the orders worker holds far more memory than the others; its CPU looks like theirs.
      const hash = rsHash();
      for (let i = 0; i < n; i++)
        rows.push({
          ns,
          name: `${name}-${hash}-${suffix()}`,
          cpu: between(random, cpu[0], cpu[1]),
          mem: i === 11 ? 3_874 : Math.round(mem * (0.88 + random() * 0.24)),
        });
    } else deploy(ns, name, n, cpu, mem);
  }
  deploy('ingress-nginx', 'ingress-nginx-controller', 6, [80, 700], 320, 0.2);
  stateful('messaging', 'rabbitmq-server', 3, [200, 900], 2_210);
  deploy('cache', 'redis-exporter', 1, [1, 6], 17);
  stateful('cache', 'redis-node', 6, [30, 220], 1_980);
  stateful('search', 'typesense', 3, [90, 700], 6_120);
  deploy('gmp-system', 'gmp-operator', 1, [2, 9], 61);
  daemon('gmp-system', 'collector', [4, 40], [58, 140]);
  deploy('kube-system', 'event-exporter-gke', 1, [1, 2], 18);
  deploy('kube-system', 'kube-dns', 4, [8, 40], 38);
  deploy('kube-system', 'kube-dns-autoscaler', 1, [1, 1], 9);
  deploy('kube-system', 'l7-default-backend', 1, [1, 1], 6);
  deploy('kube-system', 'metrics-server-v1.30.3', 1, [6, 18], 34);
  daemon('kube-system', 'fluentbit-gke', [8, 60], [38, 92]);
  daemon('kube-system', 'gke-metadata-server', [2, 14], [24, 41]);
  perNode('kube-system', 'kube-proxy', [1, 9], [17, 31]);
  daemon('kube-system', 'netd', [1, 3], [16, 29]);
  daemon('kube-system', 'pdcsi-node', [1, 3], [12, 22]);
  daemon('logging', 'promtail', [10, 80], [70, 160]);
  stateful('logging', 'loki-backend', 3, [30, 200], 820);
  stateful('logging', 'loki-read', 3, [20, 400], 610);
  stateful('logging', 'loki-write', 3, [40, 300], 1_450);
  deploy('logging', 'loki-gateway', 2, [2, 20], 22);
  stateful('monitoring', 'alertmanager-main', 2, [2, 9], 44);
  deploy('monitoring', 'blackbox-exporter', 1, [2, 8], 29);
  deploy('monitoring', 'grafana', 2, [5, 60], 214);
  deploy('monitoring', 'kube-state-metrics', 1, [10, 40], 162);
  daemon('monitoring', 'node-exporter', [4, 30], [18, 34]);
  deploy('monitoring', 'prometheus-operator', 1, [3, 10], 51);
  stateful('monitoring', 'prometheus-k8s', 2, [400, 1_400], 9_680);
  deploy('observability', 'otel-gateway', 3, [40, 300], 380);
  daemon('observability', 'otel-agent', [6, 70], [60, 130]);
  deploy('security', 'falco-falcosidekick', 2, [1, 4], 24);
  daemon('security', 'falco', [10, 90], [90, 180]);
  deploy('velero', 'velero', 1, [2, 30], 118);
  daemon('velero', 'node-agent', [1, 10], [30, 70]);
  rows.sort((a, b) => (a.ns === b.ns ? (a.name < b.name ? -1 : 1) : a.ns < b.ns ? -1 : 1));
  const header = { ns: 'NAMESPACE', name: 'NAME', cpu: 'CPU(cores)', mem: 'MEMORY(bytes)' };
  const wNs = Math.max(header.ns.length, ...rows.map((r) => r.ns.length)) + 3;
  const wName = Math.max(header.name.length, ...rows.map((r) => r.name.length)) + 3;
  const wCpu = header.cpu.length + 3;
  const line = (ns: string, name: string, cpu: string, mem: string) => `${ns.padEnd(wNs)}${name.padEnd(wName)}${cpu.padEnd(wCpu)}${mem}`;
  const out = [line(header.ns, header.name, header.cpu, header.mem), ...rows.map((r) => line(r.ns, r.name, `${r.cpu}m`, `${r.mem}Mi`))];
  const output = `${out.join('\n')}\n`;
  const needle = out.find((l) => l.includes(' 3874Mi'))!;
  const ask =
    'Memory use on the prod cluster has crept up this week. Is there a pod holding far more memory than the other replicas of its own deployment? Which one?';
  return probe('round 17: kubectl top pods -A', ask, 'kubectl', output, 'pod', needle);
}

/** Packages of a Next.js shop's lockfile (scoped, then plain), as npm lists them under `node_modules/`. */
const NPM_PACKAGES =
  `@adobe/css-tools @alloc/quick-lru @ampproject/remapping @aws-crypto/crc32 @aws-crypto/crc32c @aws-crypto/sha1-browser @aws-crypto/sha256-browser @aws-crypto/sha256-js @aws-crypto/supports-web-crypto @aws-crypto/util @aws-sdk/client-s3 @aws-sdk/client-sso @aws-sdk/client-sso-oidc @aws-sdk/client-sts @aws-sdk/core @aws-sdk/credential-provider-env @aws-sdk/credential-provider-http @aws-sdk/credential-provider-ini @aws-sdk/credential-provider-node @aws-sdk/credential-provider-process @aws-sdk/credential-provider-sso @aws-sdk/credential-provider-web-identity @aws-sdk/middleware-bucket-endpoint @aws-sdk/middleware-expect-continue @aws-sdk/middleware-flexible-checksums @aws-sdk/middleware-host-header @aws-sdk/middleware-location-constraint @aws-sdk/middleware-logger @aws-sdk/middleware-recursion-detection @aws-sdk/middleware-sdk-s3 @aws-sdk/middleware-ssec @aws-sdk/middleware-user-agent @aws-sdk/region-config-resolver @aws-sdk/s3-request-presigner @aws-sdk/signature-v4-multi-region @aws-sdk/token-providers @aws-sdk/types @aws-sdk/util-arn-parser @aws-sdk/util-endpoints @aws-sdk/util-format-url @aws-sdk/util-locate-window @aws-sdk/util-user-agent-browser @aws-sdk/util-user-agent-node @aws-sdk/xml-builder @babel/code-frame @babel/compat-data @babel/core @babel/generator @babel/helper-annotate-as-pure @babel/helper-compilation-targets @babel/helper-create-class-features-plugin @babel/helper-member-expression-to-functions @babel/helper-module-imports @babel/helper-module-transforms @babel/helper-optimise-call-expression @babel/helper-plugin-utils @babel/helper-replace-supers @babel/helper-skip-transparent-expression-wrappers @babel/helper-string-parser @babel/helper-validator-identifier @babel/helper-validator-option @babel/helpers @babel/parser @babel/plugin-syntax-async-generators @babel/plugin-syntax-bigint @babel/plugin-syntax-class-properties @babel/plugin-syntax-class-static-block @babel/plugin-syntax-import-attributes @babel/plugin-syntax-import-meta @babel/plugin-syntax-json-strings @babel/plugin-syntax-jsx @babel/plugin-syntax-logical-assignment-operators @babel/plugin-syntax-nullish-coalescing-operator @babel/plugin-syntax-numeric-separator @babel/plugin-syntax-object-rest-spread @babel/plugin-syntax-optional-catch-binding @babel/plugin-syntax-optional-chaining @babel/plugin-syntax-private-property-in-object @babel/plugin-syntax-top-level-await @babel/plugin-syntax-typescript @babel/runtime @babel/template @babel/traverse @babel/types @bcoe/v8-coverage @emnapi/runtime @emotion/is-prop-valid @emotion/memoize @esbuild/aix-ppc64 @esbuild/android-arm @esbuild/android-arm64 @esbuild/android-x64 @esbuild/darwin-arm64 @esbuild/darwin-x64 @esbuild/freebsd-arm64 @esbuild/freebsd-x64 @esbuild/linux-arm @esbuild/linux-arm64 @esbuild/linux-ia32 @esbuild/linux-loong64 @esbuild/linux-mips64el @esbuild/linux-ppc64 @esbuild/linux-riscv64 @esbuild/linux-s390x @esbuild/linux-x64 @esbuild/netbsd-x64 @esbuild/openbsd-arm64 @esbuild/openbsd-x64 @esbuild/sunos-x64 @esbuild/win32-arm64 @esbuild/win32-ia32 @esbuild/win32-x64 @eslint-community/eslint-utils @eslint-community/regexpp @eslint/eslintrc @eslint/js @floating-ui/core @floating-ui/dom @floating-ui/react-dom @floating-ui/utils @formatjs/ecma402-abstract @formatjs/fast-memoize @formatjs/icu-messageformat-parser @formatjs/icu-skeleton-parser @formatjs/intl-localematcher @hookform/resolvers @humanwhocodes/config-array @humanwhocodes/module-importer @humanwhocodes/object-schema @img/sharp-darwin-arm64 @img/sharp-darwin-x64 @img/sharp-libvips-darwin-arm64 @img/sharp-libvips-darwin-x64 @img/sharp-libvips-linux-arm @img/sharp-libvips-linux-arm64 @img/sharp-libvips-linux-x64 @img/sharp-libvips-linuxmusl-x64 @img/sharp-linux-arm @img/sharp-linux-arm64 @img/sharp-linux-x64 @img/sharp-linuxmusl-x64 @img/sharp-wasm32 @img/sharp-win32-ia32 @img/sharp-win32-x64 @isaacs/cliui @istanbuljs/load-nyc-config @istanbuljs/schema @jest/console @jest/core @jest/environment @jest/expect @jest/expect-utils @jest/fake-timers @jest/globals @jest/reporters @jest/schemas @jest/source-map @jest/test-result @jest/test-sequencer @jest/transform @jest/types @jridgewell/gen-mapping @jridgewell/resolve-uri @jridgewell/set-array @jridgewell/sourcemap-codec @jridgewell/trace-mapping @next/env @next/eslint-plugin-next @next/swc-darwin-arm64 @next/swc-darwin-x64 @next/swc-linux-arm64-gnu @next/swc-linux-arm64-musl @next/swc-linux-x64-gnu @next/swc-linux-x64-musl @next/swc-win32-arm64-msvc @next/swc-win32-ia32-msvc @next/swc-win32-x64-msvc @nodelib/fs.scandir @nodelib/fs.stat @nodelib/fs.walk @opentelemetry/api @opentelemetry/api-logs @opentelemetry/context-async-hooks @opentelemetry/core @opentelemetry/instrumentation @opentelemetry/instrumentation-http @opentelemetry/resources @opentelemetry/sdk-trace-base @opentelemetry/semantic-conventions @pkgjs/parseargs @playwright/test @radix-ui/number @radix-ui/primitive @radix-ui/react-accordion @radix-ui/react-arrow @radix-ui/react-checkbox @radix-ui/react-collapsible @radix-ui/react-collection @radix-ui/react-compose-refs @radix-ui/react-context @radix-ui/react-dialog @radix-ui/react-direction @radix-ui/react-dismissable-layer @radix-ui/react-dropdown-menu @radix-ui/react-focus-guards @radix-ui/react-focus-scope @radix-ui/react-id @radix-ui/react-label @radix-ui/react-menu @radix-ui/react-popover @radix-ui/react-popper @radix-ui/react-portal @radix-ui/react-presence @radix-ui/react-primitive @radix-ui/react-radio-group @radix-ui/react-roving-focus @radix-ui/react-scroll-area @radix-ui/react-select @radix-ui/react-slot @radix-ui/react-switch @radix-ui/react-tabs @radix-ui/react-toast @radix-ui/react-tooltip @radix-ui/react-use-callback-ref @radix-ui/react-use-controllable-state @radix-ui/react-use-escape-keydown @radix-ui/react-use-layout-effect @radix-ui/react-use-previous @radix-ui/react-use-rect @radix-ui/react-use-size @radix-ui/react-visually-hidden @radix-ui/rect @rollup/rollup-android-arm-eabi @rollup/rollup-android-arm64 @rollup/rollup-darwin-arm64 @rollup/rollup-darwin-x64 @rollup/rollup-linux-arm-gnueabihf @rollup/rollup-linux-arm64-gnu @rollup/rollup-linux-x64-gnu @rollup/rollup-linux-x64-musl @rollup/rollup-win32-arm64-msvc @rollup/rollup-win32-x64-msvc @rushstack/eslint-patch @sentry/browser @sentry/core @sentry/nextjs @sentry/node @sentry/react @sentry/utils @sentry/vercel-edge @sinclair/typebox @sinonjs/commons @sinonjs/fake-timers @smithy/abort-controller @smithy/chunked-blob-reader @smithy/chunked-blob-reader-native @smithy/config-resolver @smithy/core @smithy/credential-provider-imds @smithy/eventstream-codec @smithy/eventstream-serde-browser @smithy/eventstream-serde-config-resolver @smithy/eventstream-serde-node @smithy/eventstream-serde-universal @smithy/fetch-http-handler @smithy/hash-blob-browser @smithy/hash-node @smithy/hash-stream-node @smithy/invalid-dependency @smithy/is-array-buffer @smithy/md5-js @smithy/middleware-content-length @smithy/middleware-endpoint @smithy/middleware-retry @smithy/middleware-serde @smithy/middleware-stack @smithy/node-config-provider @smithy/node-http-handler @smithy/property-provider @smithy/protocol-http @smithy/querystring-builder @smithy/querystring-parser @smithy/shared-ini-file-loader @smithy/signature-v4 @smithy/smithy-client @smithy/types @smithy/url-parser @smithy/util-base64 @smithy/util-body-length-browser @smithy/util-body-length-node @smithy/util-buffer-from @smithy/util-config-provider @smithy/util-defaults-mode-browser @smithy/util-defaults-mode-node @smithy/util-endpoints @smithy/util-hex-encoding @smithy/util-middleware @smithy/util-retry @smithy/util-stream @smithy/util-uri-escape @smithy/util-utf8 @smithy/util-waiter @swc/counter @swc/helpers @tanstack/query-core @tanstack/react-query @testing-library/dom @testing-library/jest-dom @testing-library/react @testing-library/user-event @tootallnate/once @types/aria-query @types/babel__core @types/babel__generator @types/babel__template @types/babel__traverse @types/estree @types/graceful-fs @types/istanbul-lib-coverage @types/istanbul-lib-report @types/istanbul-reports @types/jest @types/jsdom @types/json-schema @types/json5 @types/node @types/prop-types @types/react @types/react-dom @types/semver @types/stack-utils @types/tough-cookie @types/yargs @types/yargs-parser @typescript-eslint/eslint-plugin @typescript-eslint/parser @typescript-eslint/scope-manager @typescript-eslint/type-utils @typescript-eslint/types @typescript-eslint/typescript-estree @typescript-eslint/utils @typescript-eslint/visitor-keys @ungap/structured-clone @vercel/analytics @vercel/speed-insights abab acorn acorn-globals acorn-jsx acorn-walk agent-base ajv ansi-escapes ansi-regex ansi-styles any-promise anymatch arg argparse aria-hidden aria-query array-buffer-byte-length array-includes array-union array.prototype.findlast array.prototype.findlastindex array.prototype.flat array.prototype.flatmap array.prototype.tosorted arraybuffer.prototype.slice ast-types-flow asynckit autoprefixer available-typed-arrays axe-core axobject-query babel-jest babel-plugin-istanbul babel-plugin-jest-hoist babel-preset-current-node-syntax babel-preset-jest balanced-match binary-extensions bowser brace-expansion braces browserslist bser buffer-from busboy call-bind callsites camelcase camelcase-css caniuse-lite chalk char-regex chokidar ci-info cjs-module-lexer class-variance-authority client-only cliui clsx co collect-v8-coverage color color-convert color-name color-string combined-stream commander concat-map convert-source-map create-jest cross-spawn css.escape cssesc cssom cssstyle csstype damerau-levenshtein data-urls data-view-buffer data-view-byte-length data-view-byte-offset date-fns date-fns-tz debug decimal.js dedent deep-is deepmerge define-data-property define-properties delayed-stream dequal detect-libc detect-newline detect-node-es didyoumean diff-sequences dir-glob dlv doctrine dom-accessibility-api domexception dotenv eastasianwidth electron-to-chromium emittery emoji-regex enhanced-resolve entities es-abstract es-define-property es-iterator-helpers es-object-atoms es-set-tostringtag es-shim-unscopables es-to-primitive escalade escape-string-regexp escodegen eslint eslint-config-next eslint-config-prettier eslint-import-resolver-node eslint-import-resolver-typescript eslint-module-utils eslint-plugin-import eslint-plugin-jsx-a11y eslint-plugin-react eslint-plugin-react-hooks eslint-scope eslint-visitor-keys espree esprima esquery esrecurse estraverse esutils execa exit expect fast-deep-equal fast-glob fast-json-stable-stringify fast-levenshtein fast-xml-parser fastq fb-watchman file-entry-cache fill-range find-up flat-cache flatted for-each foreground-child form-data fraction.js fs.realpath fsevents function-bind function.prototype.name functions-have-names gensync get-caller-file get-intrinsic get-nonce get-package-type get-stream get-symbol-description get-tsconfig glob glob-parent globals globalthis globby gopd graceful-fs graphemer has-bigints has-flag has-property-descriptors has-proto has-symbols has-tostringtag hasown html-encoding-sniffer html-escaper http-proxy-agent https-proxy-agent human-signals iconv-lite ignore import-fresh import-in-the-middle import-local imurmurhash indent-string inflight inherits internal-slot intl-messageformat invariant is-array-buffer is-arrayish is-async-function is-bigint is-binary-path is-boolean-object is-bun-module is-callable is-core-module is-data-view is-date-object is-extglob is-finalizationregistry is-fullwidth-code-point is-generator-fn is-generator-function is-glob is-map is-negative-zero is-number is-number-object is-path-inside is-potential-custom-element-name is-regex is-set is-shared-array-buffer is-stream is-string is-symbol is-typed-array is-weakmap is-weakref is-weakset isarray isexe istanbul-lib-coverage istanbul-lib-instrument istanbul-lib-report istanbul-lib-source-maps istanbul-reports iterator.prototype jackspeak jest jest-changed-files jest-circus jest-cli jest-config jest-diff jest-docblock jest-each jest-environment-jsdom jest-environment-node jest-get-type jest-haste-map jest-leak-detector jest-matcher-utils jest-message-util jest-mock jest-pnp-resolver jest-regex-util jest-resolve jest-resolve-dependencies jest-runner jest-runtime jest-snapshot jest-util jest-validate jest-watcher jest-worker jiti js-tokens js-yaml jsdom jsesc json-buffer json-parse-even-better-errors json-schema-traverse json-stable-stringify-without-jsonify json5 jsx-ast-utils keyv kleur language-subtag-registry language-tags leven levn lilconfig lines-and-columns locate-path lodash lodash.merge loose-envify lru-cache lucide-react lz-string make-dir makeerror merge-stream merge2 micromatch mime-db mime-types mimic-fn min-indent minimatch minimist minipass module-details-from-path ms mz nanoid natural-compare next node-int64 node-releases normalize-path normalize-range npm-run-path nwsapi object-assign object-hash object-inspect object-keys object.assign object.entries object.fromentries object.groupby object.values once onetime optionator p-limit p-locate p-try package-json-from-dist parent-module parse-json parse5 path-exists path-is-absolute path-key path-parse path-scurry path-type picocolors picomatch pify pirates pkg-dir possible-typed-array-names postcss postcss-import postcss-js postcss-load-config postcss-nested postcss-selector-parser postcss-value-parser prelude-ls prettier prettier-plugin-tailwindcss pretty-format progress prompts prop-types proxy-from-env psl punycode pure-rand querystringify queue-microtask react react-dom react-hook-form react-intl react-is react-remove-scroll react-remove-scroll-bar react-style-singleton read-cache readdirp redent reflect.getprototypeof regenerator-runtime regexp.prototype.flags require-directory require-in-the-middle requires-port resolve resolve-cwd resolve-from resolve-pkg-maps resolve.exports reusify rimraf run-parallel safe-array-concat safe-regex-test safer-buffer saxes scheduler semver set-function-length set-function-name sharp shebang-command shebang-regex side-channel signal-exit simple-swizzle sisteransi slash source-map source-map-js source-map-support sprintf-js stack-utils streamsearch string-length string-width string-width-cjs string.prototype.includes string.prototype.matchall string.prototype.repeat string.prototype.trim string.prototype.trimend string.prototype.trimstart strip-ansi strip-ansi-cjs strip-bom strip-final-newline strip-indent strip-json-comments strnum styled-jsx sucrase supports-color supports-preserve-symlinks-flag symbol-tree tailwind-merge tailwindcss tailwindcss-animate tapable test-exclude text-table thenify thenify-all tmpl to-regex-range tough-cookie tr46 ts-api-utils ts-interface-checker tsconfig-paths tslib type-check type-detect type-fest typed-array-buffer typed-array-byte-length typed-array-byte-offset typed-array-length typescript unbox-primitive undici-types universalify update-browserslist-db uri-js url-parse use-callback-ref use-sidecar util-deprecate uuid v8-to-istanbul w3c-xmlserializer walker webidl-conversions whatwg-encoding whatwg-mimetype whatwg-url which which-boxed-primitive which-builtin-type which-collection which-typed-array word-wrap wrap-ansi wrap-ansi-cjs wrappy write-file-atomic ws xml-name-validator xmlchars y18n yallist yaml yargs yargs-parser yocto-queue zod`.split(
    ' ',
  );

/** `cat package-lock.json` of a Next.js shop: every package resolved from the public registry but one. */
function packageLock(): EconomicsTask {
  const random = seededRandom(17_111);
  const licenses = ['MIT', 'MIT', 'MIT', 'MIT', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause'];
  const version = () => `${oneOf(random, [0, 1, 1, 2, 3, 4, 5, 7])}.${between(random, 0, 24)}.${between(random, 0, 12)}`;
  const versions = new Map(
    NPM_PACKAGES.map((name) => [name, name === 'date-fns-tz' ? '3.2.0' : name === 'date-fns' ? '4.1.0' : version()]),
  );
  const integrity = () => `sha512-${chars(random, B64, 86)}==`;
  const platform = (name: string) =>
    /^@(esbuild|img|rollup|next)\/.*-(darwin|linux|win32|android|freebsd|netbsd|openbsd|sunos|aix|wasm32)/.test(name) ||
    /^@esbuild\/|^@rollup\/rollup-|^@next\/swc-|^@img\/sharp-/.test(name);
  const dev = (name: string) =>
    /^(@jest|@babel|@types|@testing-library|@typescript-eslint|@eslint|@istanbuljs|@sinonjs|@humanwhocodes|@playwright)|^(jest|eslint|babel|istanbul|@bcoe)|jsdom|prettier|typescript|^(acorn|espree|esquery|esrecurse|estraverse|esutils|doctrine|levn|optionator)/.test(
      name,
    );
  type Entry = { [key: string]: Json };
  const packages: { [key: string]: Json } = {};
  packages[''] = {
    name: 'mares-storefront',
    version: '4.18.0',
    hasInstallScript: true,
    dependencies: {
      '@aws-sdk/client-s3': '^3.685.0',
      '@hookform/resolvers': '^3.9.1',
      '@radix-ui/react-dialog': '^1.1.2',
      '@sentry/nextjs': '^8.36.0',
      '@tanstack/react-query': '^5.59.16',
      clsx: '^2.1.1',
      'date-fns': '^4.1.0',
      'date-fns-tz': '^3.2.0',
      next: '14.2.16',
      react: '^18.3.1',
      'react-dom': '^18.3.1',
      'react-hook-form': '^7.53.1',
      'react-intl': '^6.8.4',
      sharp: '^0.33.5',
      zod: '^3.23.8',
    },
    devDependencies: {
      '@playwright/test': '^1.48.2',
      '@testing-library/react': '^16.0.1',
      '@types/node': '^20.17.6',
      '@types/react': '^18.3.12',
      eslint: '^8.57.1',
      'eslint-config-next': '14.2.16',
      jest: '^29.7.0',
      prettier: '^3.3.3',
      tailwindcss: '^3.4.14',
      typescript: '^5.6.3',
    },
    engines: { node: '>=20.11' },
  };
  const entry = (name: string, ver: string): Entry => {
    const e: Entry = {
      version: ver,
      resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${ver}.tgz`,
      integrity: integrity(),
    };
    if (dev(name)) e.dev = true;
    if (platform(name)) {
      e.cpu = [oneOf(random, ['x64', 'arm64', 'arm', 'ia32'])];
      e.license = name.startsWith('@img/sharp-libvips') ? 'LGPL-3.0-or-later' : 'MIT';
      e.optional = true;
      e.os = [oneOf(random, ['darwin', 'linux', 'win32'])];
      e.engines = { node: '>=18' };
      return e;
    }
    e.license = oneOf(random, licenses);
    const nDeps = name.startsWith('date-fns') ? 0 : oneOf(random, [0, 0, 0, 1, 1, 2, 3, 4, 6]);
    if (nDeps > 0) {
      const deps: { [key: string]: Json } = {};
      for (let i = 0; i < nDeps; i++) {
        const dep = oneOf(random, NPM_PACKAGES);
        deps[dep] = `^${versions.get(dep)!}`;
      }
      delete deps[name];
      e.dependencies = sortKeys(deps);
    }
    if (random() < 0.08)
      e.bin = { [name.split('/').pop()!]: oneOf(random, ['bin/cli.js', 'cli.js', 'bin/index.js', `dist/bin/${name.split('/').pop()}.js`]) };
    if (random() < 0.45)
      e.engines = {
        node: oneOf(random, [
          '>=6',
          '>=8',
          '>=10',
          '>=12',
          '>= 0.4',
          '>=14.0.0',
          '>=16',
          '>=18',
          '^12.22.0 || ^14.17.0 || >=16.0.0',
          '^14.18.0 || >=16.0.0',
        ]),
      };
    if (random() < 0.15)
      e.funding = {
        url: oneOf(random, [
          `https://github.com/sponsors/${oneOf(random, ['ljharb', 'sindresorhus', 'isaacs', 'jonschlinkert', 'feross'])}`,
          'https://opencollective.com/eslint',
          'https://tidelift.com/funding/github/npm/' + name,
        ]),
      };
    if (/^react-|^@radix-ui\/react|^@floating-ui\/react|^use-/.test(name))
      e.peerDependencies = { '@types/react': '*', react: '^16.8 || ^17.0 || ^18.0 || ^19.0 || ^19.0.0-rc' };
    if (e.peerDependencies) e.peerDependenciesMeta = { '@types/react': { optional: true } };
    return e;
  };
  const target = 'date-fns-tz';
  const names = [...NPM_PACKAGES];
  for (const name of names) {
    const ver = versions.get(name)!;
    const e = entry(name, ver);
    if (name === target) {
      // Installed once through the office's Nexus, and never re-resolved.
      e.resolved = `https://nexus.mares.internal/repository/npm-proxy/${name}/-/${name}-${ver}.tgz`;
      e.peerDependencies = { 'date-fns': '^3.0.0 || ^4.0.0' };
      delete e.dev;
      delete e.dependencies;
    }
    packages[`node_modules/${name}`] = e;
    // Older copies nested under the packages that pin them.
    if (name !== target && random() < 0.3) {
      const parent = oneOf(random, names);
      if (parent !== name && parent !== target) packages[`node_modules/${parent}/node_modules/${name}`] = entry(name, version());
    }
  }
  const sorted: { [key: string]: Json } = {};
  for (const key of Object.keys(packages).sort()) sorted[key] = packages[key]!;
  const output = `${JSON.stringify({ name: 'mares-storefront', version: '4.18.0', lockfileVersion: 3, requires: true, packages: sorted }, null, 2)}\n`;
  const needle = `"resolved": "https://nexus.mares.internal/repository/npm-proxy/${target}/-/${target}-3.2.0.tgz"`;
  const ask =
    'Does every package in our package-lock.json get downloaded from the public npm registry? If one comes from somewhere else, which package is it?';
  return probe('round 17: package-lock.json', ask, 'run_shell', output, 'package', needle);
}

/** `rabbitmqctl list_queues` over every vhost of a shop's broker: one working queue that nothing consumes from (dead-letter and retry queues never have consumers). */
function rabbitmqQueues(): EconomicsTask {
  const random = seededRandom(17_121);
  const vhosts: [string, string[]][] = [
    ['/', ['health.check', 'shovel.legacy-orders', 'federation: orders.events -> rabbit@mq-lisbon-dc-1']],
    [
      'couriers',
      [
        'courier.location.updates',
        'courier.shift.started',
        'courier.shift.ended',
        'courier.route.planned',
        'courier.route.replan',
        'courier.delivery.completed',
        'courier.delivery.failed-attempt',
        'courier.eta.changed',
      ],
    ],
    [
      'notifications',
      ['notifications.sms', 'notifications.email', 'notifications.push', 'notifications.whatsapp', 'notifications.preferences.changed'],
    ],
    [
      'orders',
      [
        'orders.created',
        'orders.paid',
        'orders.cancelled',
        'orders.slot.changed',
        'orders.refund.requested',
        'orders.invoice.requested',
        'orders.loyalty.points',
        'orders.analytics',
        'payments.webhooks.ifthenpay',
        'payments.webhooks.pagalink',
        'payments.capture',
        'stock.reservations.expire',
      ],
    ],
    ['stores', []],
  ];
  const storeKinds = [
    'orders.assigned',
    'orders.cancelled',
    'picking.tasks',
    'picking.completed',
    'substitutions.proposed',
    'substitutions.replies',
    'stock.updates',
    'stock.counts',
    'prices.updated',
    'returns.received',
    'deliveries.handover',
    'printer.labels',
  ];
  type Q = { name: string; type: string; ready: number; unacked: number; consumers: number; memory: number };
  const target = { vhost: 'stores', name: 'store.pt-porto-ramalde.substitutions.replies' };
  const out: string[] = [];
  let needle = '';
  for (const [vhost, base] of vhosts) {
    const queues: Q[] = [];
    const names = vhost === 'stores' ? STORES.flatMap(([id]) => storeKinds.map((k) => `store.${id}.${k}`)) : base;
    for (const name of names) {
      const quorum = !name.startsWith('health') && !name.startsWith('federation');
      const busy = /location|picking\.tasks|stock\.updates|notifications\.(sms|push)|orders\.(created|analytics)/.test(name);
      const isTarget = vhost === target.vhost && name === target.name;
      queues.push({
        name,
        type: quorum ? 'quorum' : 'classic',
        ready: isTarget ? 18_422 : busy ? between(random, 0, random() < 0.1 ? 4_000 : 60) : between(random, 0, 6),
        unacked: isTarget ? 0 : busy ? between(random, 0, 40) : between(random, 0, 3),
        consumers: isTarget ? 0 : busy ? between(random, 2, 12) : between(random, 1, 4),
        memory: isTarget ? 9_418_336 : quorum ? between(random, 52_000, 240_000) : between(random, 10_000, 60_000),
      });
      if (name.startsWith('health') || name.startsWith('federation') || name.startsWith('shovel')) continue;
      // Each working queue has a retry queue (TTL back to the exchange) and a dead-letter queue, both without consumers.
      for (const delay of vhost === 'stores' ? ['30s'] : ['10s', '60s', '10m'])
        queues.push({
          name: `${name}.retry.${delay}`,
          type: 'quorum',
          ready: random() < 0.8 ? 0 : between(random, 1, 40),
          unacked: 0,
          consumers: 0,
          memory: between(random, 52_000, 90_000),
        });
      const dead = random() < 0.5 ? 0 : between(random, 1, random() < 0.1 ? 9_000 : 300);
      queues.push({
        name: `${name}.dlq`,
        type: 'quorum',
        ready: dead,
        unacked: 0,
        consumers: 0,
        memory: between(random, 52_000, 90_000) + dead * 480,
      });
    }
    // Reply queues of RPC clients: exclusive, server-named.
    for (let i = between(random, 0, 6); i > 0; i--)
      queues.push({
        name: `amq.gen-${chars(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 22)}`,
        type: 'classic',
        ready: 0,
        unacked: 0,
        consumers: 1,
        memory: between(random, 9_000, 14_000),
      });
    // The broker lists queues in no particular order.
    shuffle(random, queues);
    const at = queues.findIndex((q) => vhost === target.vhost && q.name === target.name);
    if (at >= 0) {
      const mid = Math.floor(queues.length * 0.4);
      [queues[at], queues[mid]] = [queues[mid]!, queues[at]!];
    }
    out.push(
      `--- vhost: ${vhost}`,
      'Timeout: 60.0 seconds ...',
      `Listing queues for vhost ${vhost} ...`,
      'name\ttype\tstate\tmessages_ready\tmessages_unacknowledged\tconsumers\tmemory',
    );
    for (const q of queues) {
      const row = `${q.name}\t${q.type}\trunning\t${q.ready}\t${q.unacked}\t${q.consumers}\t${q.memory}`;
      if (vhost === target.vhost && q.name === target.name) needle = row;
      out.push(row);
    }
  }
  const output = `${out.join('\n')}\n`;
  const ask =
    'Leaving aside the dead-letter and retry queues, is there any queue on our RabbitMQ that nothing is consuming from? Which queue, and in which vhost?';
  return probe('round 17: rabbitmqctl list_queues', ask, 'run_shell', output, 'queue', needle);
}

export function roundSeventeen(): EconomicsTask[] {
  return [
    pagerDutyIncidents(),
    twilioMessages(),
    firebaseStores(),
    cloudRunServices(),
    laravelLog(),
    pgStatStatements(),
    coreDnsLog(),
    dockerBakeLog(),
    tcpdumpCapture(),
    kubectlTopPods(),
    packageLock(),
    rabbitmqQueues(),
  ];
}
