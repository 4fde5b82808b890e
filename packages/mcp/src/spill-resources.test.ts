import { describe, expect, it } from 'vitest';
import { spillLink, spillRead, spillUri } from './spill-resources.js';

const handle = 'mcp-0123456789abcdef/1.0-abcdefghijkl';

describe('spillRead: a spill URI as read_tool_result arguments', () => {
  it('gives each query value the type the read tool gives its argument', () => {
    expect(spillRead(`${spillUri(handle)}?offset=200&limit=5&from_end=true&unit=chars`)).toEqual({
      handle,
      offset: 200,
      limit: 5,
      from_end: true,
      unit: 'chars',
    });
  });

  it('keeps a pattern a string, whatever it looks like', () => {
    for (const pattern of ['404', 'true', '1e3', '0'])
      expect(spillRead(`${spillUri(handle)}?pattern=${pattern}`)).toEqual({ handle, pattern });
    expect(spillRead(`${spillUri(handle)}?pattern=${encodeURIComponent('a&b=c #1')}`)).toEqual({ handle, pattern: 'a&b=c #1' });
  });

  it('leaves a value that is not of its type a string, for read_tool_result to refuse', () => {
    expect(spillRead(`${spillUri(handle)}?offset=-1&from_end=yes`)).toEqual({ handle, offset: '-1', from_end: 'yes' });
  });

  it('is undefined for a URI that names no handle', () => {
    expect(spillRead('output-limits://result/')).toBeUndefined();
    expect(spillRead('output-limits://other/x')).toBeUndefined();
    expect(spillRead('output-limits://result/%E0%A4%A')).toBeUndefined();
  });
});

describe('spillLink: the resource_link to a spill', () => {
  it('describes the spill on one line, a tool name cut to 100 chars', () => {
    expect(spillLink(handle, 'read_text_file', 2_062_458)).toEqual({
      type: 'resource_link',
      uri: spillUri(handle),
      name: handle,
      description: 'Full output of read_text_file (2,062,458 chars), paged: 200 lines a read.',
      mimeType: 'text/plain',
    });
    expect(spillLink(handle, 't'.repeat(5_000), 1).description).toBe(
      `Full output of ${'t'.repeat(100)}... (1 chars), paged: 200 lines a read.`,
    );
  });
});
