import { describe, expect, it } from 'vitest';
import { describeCause } from './describe-cause.js';
import { scrubHostPaths } from './scrub-host-paths.js';

describe('scrubHostPaths', () => {
  it.each([
    ["ENOTDIR: not a directory, mkdir '/tmp/output-limits-x/not-a-dir/spill'", "ENOTDIR: not a directory, mkdir '<path>'"],
    ["EACCES: permission denied, open '/home/alice/my spills/x.tmp'", "EACCES: permission denied, open '<path>'"],
    ["ENOENT: no such file or directory, rename '/a/b.tmp' -> '/a/b'", "ENOENT: no such file or directory, rename '<path>' -> '<path>'"],
    ['cannot write to /var/lib/app/spill (disk full)', 'cannot write to <path> (disk full)'],
    ["EPERM: rename 'C:\\Users\\alice\\AppData\\x' -> 'C:\\Users\\alice\\y'", "EPERM: rename '<path>' -> '<path>'"],
    ['open D:/data/spill.json failed', 'open <path> failed'],
    ['share \\\\server\\share\\spills is offline', 'share <path> is offline'],
    ['could not open file:///home/alice/x.json', 'could not open <path>'],
    ['no home: ~/spills/x', 'no home: <path>'],
    ['"/etc/output-limits.conf" is missing', '"<path>" is missing'],
  ])('%s', (message, scrubbed) => {
    expect(scrubHostPaths(message)).toBe(scrubbed);
  });

  it.each([
    'socket closed',
    'ECONNREFUSED 127.0.0.1:6379',
    '50/50 connections in use',
    'read timed out after 30000 ms (ETIMEDOUT)',
    'and/or N/A',
    'https://example.com/x is the endpoint',
  ])('leaves %s alone', (message) => {
    expect(scrubHostPaths(message)).toBe(message);
  });

  it('describeCause scrubs, then takes the first line and 200 chars', () => {
    expect(describeCause(new Error(`EIO: i/o error, write '/tmp/${'d/'.repeat(300)}x'\nstack`))).toBe("EIO: i/o error, write '<path>'");
  });
});
