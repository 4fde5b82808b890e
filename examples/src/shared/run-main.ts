import { style } from './terminal.js';

/**
 * Runs an example's `main`, turning expected failures (a provider error, a bad flag, a closed
 * pipe) into one readable line (or a quiet exit) and exit code 1 instead of a stack trace. Set `DEBUG=1` to see the stack.
 */
export function runMain(main: () => Promise<void>): void {
  // Output piped into `head` and closed early is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  main().catch((error: unknown) => {
    const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error);
    process.stderr.write(`${style.red('error')} ${message.split('\n')[0]}\n`);
    if (process.env.DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    process.exitCode = 1;
  });
}
