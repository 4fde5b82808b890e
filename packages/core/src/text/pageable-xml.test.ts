import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageableLayout } from './pageable-layout.js';
import { pageableXml } from './pageable-xml.js';

describe('pageableXml', () => {
  it('starts each tag that follows another on a line of its own, indented by the elements it is in', () => {
    const text =
      ' <?xml version="1.0"?><!-- feed --><Notices site="LUT1"><ASN id="A1" note="a > b"><Line sku="K1" cartons="77"/><Line sku="K2"><qty>12</qty></Line></ASN><![CDATA[<raw>]]></Notices>\n';
    expect(pageableXml(text)).toEqual({
      kind: 'text',
      text: [
        '<?xml version="1.0"?>',
        '<!-- feed -->',
        '<Notices site="LUT1">',
        '  <ASN id="A1" note="a > b">',
        '    <Line sku="K1" cartons="77"/>',
        '    <Line sku="K2">',
        '      <qty>12</qty>',
        '    </Line>',
        '  </ASN>',
        '  <![CDATA[<raw>]]>',
        '</Notices>',
      ].join('\n'),
    });
  });

  it('keeps an element with text on its line, and text between tags where it is', () => {
    expect(pageableXml('<doc><p>Hello <b>you</b> there</p><p>x</p></doc>')?.text).toBe(
      ['<doc>', '  <p>Hello <b>you</b> there</p>', '  <p>x</p>', '</doc>'].join('\n'),
    );
  });

  it('leaves as it is a text of several lines, a tag that does not end, tags that do not balance, no tags that abut, and an HTML page', () => {
    expect(pageableXml('<a>\n<b/></a>')).toBeUndefined();
    expect(pageableXml('<a><b x="1></a>')).toBeUndefined();
    expect(pageableXml('<a><b></a>')).toBeUndefined();
    expect(pageableXml('<a><b></b></a></c>')).toBeUndefined();
    expect(pageableXml('<a>only text</a>')).toBeUndefined();
    expect(pageableXml('{"a":"<b></b>"}')).toBeUndefined();
    expect(pageableXml('<!doctype html><html><body><h3>Pack</h3><p>$1</p></body></html>')).toBeUndefined();
    expect(pageableXml('<html lang="en"><body><h3>Pack</h3></body></html>')).toBeUndefined();
  });

  it('gives the document back when the line breaks and indentation it wrote between two tags are taken out (property)', () => {
    const name = fc.constantFrom('a', 'Line', 'ns:item');
    const leaf = fc.oneof(
      name.map((n) => `<${n} k="v>1"/>`),
      fc.tuple(name, fc.constantFrom('12', 'two words', '')).map(([n, t]) => `<${n}>${t}</${n}>`),
      fc.constant('<!-- c -->'),
    );
    const element: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(name, fc.array(tie('node'), { maxLength: 4 })).map(([n, children]) => `<${n} id="x">${children.join('')}</${n}>`),
      ),
    })).node;
    fc.assert(
      fc.property(element, (document) => {
        const laid = pageableXml(document);
        if (laid === undefined) return true;
        expect(laid.text.replace(/>\n */g, '>')).toBe(document);
        return true;
      }),
    );
  });
});

describe('pageableLayout', () => {
  it('lays out a one-line JSON document as JSON, an XML one as XML, and leaves other text', () => {
    expect(pageableLayout('{"a":{"b":[1,2,3],"c":"x".}}')).toBeUndefined();
    expect(pageableLayout('{"a":1,"b":[{"c":2}]}')?.kind).toBe('json');
    expect(pageableLayout('<a><b/><c/></a>')).toEqual({ kind: 'text', text: '<a>\n  <b/>\n  <c/>\n</a>' });
    expect(pageableLayout('plain text')).toBeUndefined();
  });
});
