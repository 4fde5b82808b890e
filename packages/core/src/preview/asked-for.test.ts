import { describe, expect, it } from 'vitest';
import { askedFor } from './asked-for.js';

describe('askedFor', () => {
  it('gives the words after what, which, who, how much and how many, past the stop words after them, up to the next stop word', () => {
    expect(askedFor('What time did ticket barcode 770211934410 get let in through the turnstiles today?')).toEqual(['time']);
    expect(askedFor("What's the depot booking reference for order SO-558210?")).toEqual(['depot', 'book', 'reference']);
    expect(askedFor('How much duty was due on the cans, and how many kegs went out?')).toEqual(['duty', 'keg']);
    expect(askedFor('Which seed lot was batch B26-1187 sown from?')).toEqual(['seed', 'lot']);
    expect(askedFor('Who is the courier for the loan that includes the Lyme Regis ichthyosaur?')).toEqual(['courier']);
  });

  it('joins words over and and or, and keeps at most MOST_ASKED_WORDS after one asking word', () => {
    expect(askedFor('What loop and address is that detector on?')).toEqual(['loop', 'address']);
    expect(askedFor('Which phone queue wrap time setting is longest?')).toEqual(['phone', 'queue', 'wrap']);
  });

  it('gives the words after a word that asks for a thing by name, before the, a or its', () => {
    expect(askedFor('I need the tag number for whatever went through lane 7.')).toEqual(['tag', 'number']);
    expect(askedFor('Can you give me its coordinates so I can drop a pin?')).toEqual(['coordinat']);
    expect(askedFor('Tell me the partition, and find an email address to reach them.')).toEqual(['partition', 'email', 'address']);
    // Not a word that asks for nothing by name: "I need to know", "I want it".
    expect(askedFor('I need to know if the van came. I want it back.')).toEqual([]);
  });

  it('gives nothing for a request that asks with no such word, or none', () => {
    expect(askedFor('When does that work start?')).toEqual([]);
    expect(askedFor('Whatever happened to the nightly build?')).toEqual([]);
    expect(askedFor(undefined)).toEqual([]);
  });
});
