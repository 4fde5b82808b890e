import { describe, expect, it } from 'vitest';
import { requestNames } from './request-names.js';

describe('requestNames', () => {
  it('gives the runs of 2 to 4 capitalised words one space apart, after any title, lower-cased', () => {
    expect(requestNames('Which seat does Margit Oyelaran have for the Mahler 6 on Saturday the 21st?')).toEqual(['margit oyelaran']);
    expect(requestNames("Did Mrs Joan Pearce's knee go ahead, and where is Dr Shaw? Ask Calloway Hall Grand Tier Box Office.")).toEqual([
      'joan pearce',
    ]);
    expect(requestNames('Which Hydrant At St Anne is out? The Ashby North round, then Brook  Vale.')).toEqual(['st anne', 'ashby north']);
    expect(requestNames(undefined)).toEqual([]);
  });
});
