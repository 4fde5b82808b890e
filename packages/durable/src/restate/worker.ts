/**
 * A Restate worker process: serves the triage service on `PORT` (HTTP/2) until killed. Run with
 * `node --conditions=@output-limits/source --import tsx src/restate/worker.ts`; `OL_STORE_DIR` is the
 * shared FileStore directory, `OL_PAUSE_AT` a checkpoint to stop at (see kit/checkpoint.ts).
 */
import './promise-with-resolvers.js';
import * as restate from '@restatedev/restate-sdk';
import { triageService } from './triage-service.js';

const storeDir = process.env.OL_STORE_DIR;
const port = Number(process.env.PORT);
if (storeDir === undefined || !Number.isInteger(port)) throw new Error('set OL_STORE_DIR and PORT');

const bound = await restate.serve({ services: [triageService(storeDir)], port });
process.stdout.write(`worker listening on ${bound}\n`);
