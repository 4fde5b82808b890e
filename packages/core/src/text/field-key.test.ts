import { describe, expect, it } from 'vitest';
import { fieldKey } from './field-key.js';

describe('fieldKey', () => {
  it('gives the key of a JSON, YAML, TOML or logfmt field', () => {
    expect(fieldKey('        "name": "Hakaniemen kauppahalli",')).toBe('name');
    expect(fieldKey('  "a \\"b\\"": 1')).toBe('a \\"b\\"');
    expect(fieldKey('    image: nginx:1.27')).toBe('image');
    expect(fieldKey('  - name: web')).toBe('name');
    expect(fieldKey('spec:')).toBe('spec');
    expect(fieldKey('max_connections = 100')).toBe('max_connections');
    expect(fieldKey('level=info msg="served"')).toBe('level');
  });

  it('gives none for a log line, a timestamp, a URL or a sentence', () => {
    expect(fieldKey('2026-12-01T10:00:00Z INFO worker-3 started')).toBeUndefined();
    expect(fieldKey('10:00:01 GET /health 200')).toBeUndefined();
    expect(fieldKey('https://example.com/a')).toBeUndefined();
    expect(fieldKey('The deploy failed: exit code 1')).toBeUndefined();
    expect(fieldKey('    at Object.<anonymous> (index.js:3:9)')).toBeUndefined();
  });
});
