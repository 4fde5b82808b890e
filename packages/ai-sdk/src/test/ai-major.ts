// Which AI SDK major the tests run against. `vitest.config.ts` resolves `ai` to the ai@6 devDependency;
// `vitest.ai7.config.ts` aliases `ai`, `ai/test` and `ai/package.json` to the `ai-v7` npm alias (ai@7).
import aiPackage from 'ai/package.json' with { type: 'json' };

/** The major version of the `ai` package these tests resolve (6 or 7), read from its package.json. */
export const AI_MAJOR: number = Number(aiPackage.version.split('.')[0]);

/**
 * The value a test expects under the installed `ai` major, for the few places where AI SDK 6 and 7
 * legitimately differ (the SDK's own conversions, not this package's). Throws for any other major,
 * so a new major fails loudly instead of being checked against another major's values.
 */
export function forAiMajor<T>(expected: { readonly 6: T; readonly 7: T }): T {
  if (AI_MAJOR === 6) return expected[6];
  if (AI_MAJOR === 7) return expected[7];
  throw new Error(`no expectation for ai@${aiPackage.version}`);
}
