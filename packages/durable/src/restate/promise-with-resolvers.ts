/**
 * `Promise.withResolvers` (Node 22) for Node 20: `@restatedev/restate-sdk` 1.17.2 calls it without
 * declaring Node 22, and every invocation fails with `TypeError: Promise.withResolvers is not a
 * function` without it. Import this module before the SDK.
 */
if (typeof Promise.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>(this: PromiseConstructor): PromiseWithResolvers<T> {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new this<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}
export {};
