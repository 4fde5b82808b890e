export { startProxy } from './start-proxy.js';
export type { ProxyOptions, RunningProxy } from './start-proxy.js';
export { parseProxyArgs, UsageError } from './parse-args.js';
export type { ParsedArgs } from './parse-args.js';
export type { ProxyConfig } from './proxy-config.js';
export { DEFAULT_MAX_RESULT_SIZE_CEILING } from './proxy-config.js';
export type { ServerTarget } from './upstream.js';
export type { HttpListener } from './listen-http.js';
export { SPILL_URI_PREFIX, spillUri } from './spill-resources.js';
