/**
 * A Workflow DevKit host in plain Node: serves the bundles `workflow build` made in `OL_WDK_APP_DIR`
 * (flow.js, step.js) over HTTP for the local world's queue, starts the local world (which re-enqueues
 * the runs a killed host left active), and with `OL_START_RUN={"workflowId":...,"args":[...]}` starts
 * that run and prints `{"runId":...}`. Runs until killed. Start it with `startWdkHost` (wdk-app.ts):
 * `PORT` and `WORKFLOW_LOCAL_DATA_DIR` must be the same for every host of one data directory.
 */
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { start } from 'workflow/api';
import { getWorld } from 'workflow/runtime';
import type { WdkRun } from './wdk-app.js';

type Handler = (request: Request) => Promise<Response>;

const { OL_WDK_APP_DIR: appDir, PORT: port } = process.env;
if (appDir === undefined || port === undefined) throw new Error('set OL_WDK_APP_DIR, PORT and WORKFLOW_LOCAL_DATA_DIR');

// The bundles are CommonJS (their folder says so in a package.json of its own: see wdk-app.ts).
const load = createRequire(import.meta.url);
const bundle = (name: string) => (load(join(appDir, '.well-known', 'workflow', 'v1', name)) as { POST: Handler }).POST;
const routes: Record<string, Handler> = {
  '/.well-known/workflow/v1/flow': bundle('flow.js'),
  '/.well-known/workflow/v1/step': bundle('step.js'),
};

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const handler = routes[url.pathname];
  if (handler === undefined) {
    res.writeHead(404).end();
    return;
  }
  void (async () => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const payload = await body(req);
    const response = await handler(
      new Request(url, { method: req.method ?? 'POST', headers, ...(payload.byteLength > 0 ? { body: payload } : {}) }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  })().catch((error: unknown) => {
    process.stderr.write(`host: ${String(error)}\n`);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
await getWorld().start?.();
process.stdout.write(`host listening on ${port}\n`);
if (process.env.OL_START_RUN !== undefined) {
  const { workflowId, args } = JSON.parse(process.env.OL_START_RUN) as WdkRun;
  const run = await start({ workflowId }, [...args]);
  process.stdout.write(`${JSON.stringify({ runId: run.runId })}\n`);
}
