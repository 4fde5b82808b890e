import { describe, expect, it } from 'vitest';
import { isWholeWord } from './word-char.js';

describe('isWholeWord', () => {
  /** Whether `word`'s first place in `text`, in any case, is a word of its own there. */
  const whole = ([text, word]: readonly [string, string]) => {
    const start = text.toLowerCase().indexOf(word);
    return isWholeWord(text, start, start + word.length);
  };

  it('is a word with no letter, digit or _ beside it, or only an inflection after it', () => {
    const words = [
      ['status="LEAK"', 'leak'],
      ['LEAK', 'leak'],
      ['Kestrel Kitchen Events Ltd', 'event'],
      ['FAILED', 'fail'],
      ['leak-detector', 'leak'],
    ] as const;
    expect(words.map(whole)).toEqual([true, true, true, true, true]);
  });

  it('is no word of its own inside an identifier or a longer word: after _, a letter or a digit, or before more than an inflection', () => {
    const words = [
      ['status="NO_LEAK"', 'leak'],
      ['leakNights="0"', 'leak'],
      ['leak2', 'leak'],
      ['LEAKAGE', 'leak'],
      ['health_status: healthy', 'health'],
      ['healthy', 'health'],
    ] as const;
    expect(words.map(whole)).toEqual([false, false, false, false, false, false]);
  });
});
