/**
 * After reduction: older tool results in the history are masked to stubs that still read back.
 */
export * from './plan-history.js';
export * from './spilled-payload.js';
