import { describe, expect, it } from 'vitest';
import { maskPersonalPatterns, maskRecordingEvents, maskText } from './maskRecordingEvents.ts';

const PERSONAL = ['ana@example.com', '(212) 555-0199', '10001'];

describe('maskText', () => {
  it('turns every character into an asterisk, keeping the length; whitespace-only text stays', () => {
    expect(maskText('Ana Díaz')).toBe('********');
    expect(maskText('(212) 555-0199')).toBe('**************');
    expect(maskText('\n   ')).toBe('\n   ');
    expect(maskText('')).toBe('');
  });
});

describe('maskPersonalPatterns', () => {
  it('masks e-mail-like, phone-like, postal-like and date-like runs with asterisks of their length', () => {
    expect(maskPersonalPatterns('Write to ana@example.com today')).toBe('Write to *************** today');
    expect(maskPersonalPatterns('Call (212) 555-0199 now')).toBe('Call ************** now');
    expect(maskPersonalPatterns('+1 212 555 0199')).toBe('***************');
    expect(maskPersonalPatterns('ZIP 10001 or 10001-1234')).toBe('ZIP ***** or **********');
    expect(maskPersonalPatterns('born 1980-04-12')).toBe('born **********');
  });

  it('masks a pattern whatever else the text holds, and finds the digit or @ it needs anywhere in it', () => {
    expect(maskPersonalPatterns('ana@example.com')).toBe('***************');
    expect(maskPersonalPatterns('no digits at all, then 2125550199')).toBe('no digits at all, then **********');
    expect(maskPersonalPatterns('10001')).toBe('*****');
  });

  it('keeps a run of separated digits with fewer than 7 digits (a room, a reference), and masks a ZIP+4 after a host-like prefix', () => {
    expect(maskPersonalPatterns('Room 12 34 56')).toBe('Room 12 34 56');
    expect(maskPersonalPatterns('ref 12-34-56 ok')).toBe('ref 12-34-56 ok');
    expect(maskPersonalPatterns('x 1234567')).toBe('x *******');
    // Not a phone here (it reads as host:port), so the postal pattern takes the ZIP+4 whole.
    expect(maskPersonalPatterns('see api.example:10001-1234 now')).toBe('see api.example:********** now');
  });

  it("masks the lettered postal codes of Canada, the UK and Ireland, with or without their space, as the page writes them", () => {
    expect(maskPersonalPatterns('No studies found for postal code M5G 2C4')).toBe('No studies found for postal code *******');
    expect(maskPersonalPatterns('near M5G2C4.')).toBe('near ******.');
    for (const code of ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A1BB']) expect(maskPersonalPatterns(`at ${code}`), code).toBe(`at ${'*'.repeat(code.length)}`);
    expect(maskPersonalPatterns('D02 X285, Dublin')).toBe('********, Dublin');
    expect(maskPersonalPatterns('(A65F4E2)')).toBe('(*******)');
  });

  it('keeps text without them: short numbers, words, identifiers', () => {
    for (const text of ['Step 3 of 12', 'Take 1000 mg', 'id-10001x', 'study 123456', 'Continue', 'COVID 19 trial', 'A1C 7.5', 'CT SCAN', 'x-M5G 2C4', 'M5G 2C4x', 'm12 4zm', 'ID M12 4ZMX']) {
      expect(maskPersonalPatterns(text), text).toBe(text);
    }
  });
});

describe('maskRecordingEvents', () => {
  const node = (textContent: string, extra: Record<string, unknown> = {}) => ({ type: 3, textContent, id: 9, ...extra });

  it("masks the text of an input event, whatever the browser sent", () => {
    const [e] = maskRecordingEvents([{ type: 3, timestamp: 1, data: { source: 5, text: 'ana@example.com', isChecked: false, id: 42 } }]);
    expect(e).toEqual({ type: 3, timestamp: 1, data: { source: 5, text: '***************', isChecked: false, id: 42 } });
  });

  it("masks a full snapshot's text nodes and value/placeholder attributes, keeping structure, other attributes and stylesheets", () => {
    const snapshot = {
      type: 2, timestamp: 2, data: {
        initialOffset: { left: 0, top: 0 },
        node: { type: 0, id: 1, childNodes: [
          { type: 2, tagName: 'style', attributes: { _cssText: 'a { z-index: 10001 }' }, id: 2, childNodes: [node('.x { width: 10001px }', { isStyle: true })] },
          { type: 2, tagName: 'h1', attributes: { class: 'title', 'data-x': 'ana@example.com' }, id: 3, childNodes: [node('Thanks, Ana'), node('\n  '), node('Call (212) 555-0199')] },
          { type: 2, tagName: 'input', attributes: { type: 'text', name: 'zip', value: '10001', placeholder: 'Your ZIP' }, id: 4, childNodes: [] },
        ] },
      },
    };
    const [e] = maskRecordingEvents([snapshot]);
    const root = (e?.data as typeof snapshot.data).node;
    const [style, h1, input] = root.childNodes;
    expect(style).toEqual(snapshot.data.node.childNodes[0]);
    expect(h1?.attributes).toEqual({ class: 'title', 'data-x': '***************' });
    // The page's words stay readable in a replay (the browser masks what the visitor typed); personal patterns never do.
    expect(h1?.childNodes.map((n) => (n as { textContent: string }).textContent)).toEqual(['Thanks, Ana', '\n  ', 'Call **************']);
    expect(input?.attributes).toEqual({ type: 'text', name: 'zip', value: '*****', placeholder: '********' });
    expect((e?.data as typeof snapshot.data).initialOffset).toEqual({ left: 0, top: 0 });
  });

  it("masks a mutation's texts, value attributes and added nodes", () => {
    const [e] = maskRecordingEvents([{
      type: 3, timestamp: 3, data: {
        source: 0,
        texts: [{ id: 5, value: 'Write to ana@example.com' }],
        attributes: [{ id: 6, attributes: { value: 'secret', class: 'on', title: 'call (212) 555-0199' } }],
        adds: [{ parentId: 1, nextId: null, node: { type: 2, tagName: 'p', attributes: {}, id: 7, childNodes: [node('ana@example.com')] } }],
        removes: [{ parentId: 1, id: 8 }],
      },
    }]);
    expect(e?.data).toEqual({
      source: 0,
      texts: [{ id: 5, value: 'Write to ***************' }],
      attributes: [{ id: 6, attributes: { value: '******', class: 'on', title: 'call **************' } }],
      adds: [{ parentId: 1, nextId: null, node: { type: 2, tagName: 'p', attributes: {}, id: 7, childNodes: [{ type: 3, textContent: '***************', id: 9 }] } }],
      removes: [{ parentId: 1, id: 8 }],
    });
  });

  it("masks an added field's value and placeholder wherever the mutation puts it, and keeps the page's words and stylesheets", () => {
    const [e] = maskRecordingEvents([{
      type: 3, timestamp: 3, data: {
        source: 0, texts: [], removes: [], attributes: [],
        adds: [
          { parentId: 1, nextId: null, node: { type: 2, tagName: 'input', attributes: { type: 'text', value: 'Ana Díaz', placeholder: 'Your name' }, childNodes: [], id: 7 } },
          { parentId: 1, nextId: 7, node: { type: 3, textContent: 'Your name', id: 8 } },
          { parentId: 1, nextId: 8, node: { type: 3, textContent: '.a{width:10001px}', isStyle: true, id: 9 } },
        ],
      },
    }]);
    expect((e?.data as { adds: unknown[] }).adds).toEqual([
      { parentId: 1, nextId: null, node: { type: 2, tagName: 'input', attributes: { type: 'text', value: '********', placeholder: '*********' }, childNodes: [], id: 7 } },
      { parentId: 1, nextId: 7, node: { type: 3, textContent: 'Your name', id: 8 } },
      { parentId: 1, nextId: 8, node: { type: 3, textContent: '.a{width:10001px}', isStyle: true, id: 9 } },
    ]);
  });

  it('masks what is not shaped as rrweb sends it by its patterns alone, without failing on it', () => {
    const [mutation, input] = maskRecordingEvents([
      {
        type: 3, timestamp: 3, data: {
          source: 0, texts: [{ id: 5, value: null }, { id: 6, value: 10001 }, '10001'], attributes: [{ id: 6, attributes: 'class 10001' }, '10001'],
          adds: [{ parentId: 1, nextId: null, node: '10001' }, '10001', { parentId: 1, nextId: null, node: { type: 3, textContent: 10001, note: '10001', id: 2 } }],
          removes: [], other: [{ node: { type: 2, attributes: { value: 'kept' } } }],
        },
      },
      { type: 3, timestamp: 4, data: { source: 5, text: null, isChecked: true, id: 42, note: 'hello' } },
    ]);
    expect(mutation?.data).toEqual({
      source: 0, texts: [{ id: 5, value: null }, { id: 6, value: 10001 }, '*****'], attributes: [{ id: 6, attributes: 'class *****' }, '*****'],
      adds: [{ parentId: 1, nextId: null, node: '*****' }, '*****', { parentId: 1, nextId: null, node: { type: 3, textContent: 10001, note: '*****', id: 2 } }],
      // A key rrweb does not send is no DOM: its values keep all but the patterns.
      removes: [], other: [{ node: { type: 2, attributes: { value: 'kept' } } }],
    });
    // Only the input event's text is what was typed: its other values keep all but the patterns.
    expect(input?.data).toEqual({ source: 5, text: null, isChecked: true, id: 42, note: 'hello' });
  });

  it("treats only a text node's own textContent as page text: a stylesheet flag elsewhere keeps nothing whole", () => {
    const [e] = maskRecordingEvents([{
      type: 2, timestamp: 2, data: {
        node: {
          type: 2, tagName: 'div', isStyle: true, textContent: 'zip 10001', attributes: {}, id: 1,
          childNodes: [{ type: 3, isStyle: true, textContent: '.a{width:10001px}', note: 'zip 10001', id: 2 }],
          extra: [{ attributes: { value: 'kept' } }],
        },
        initialOffset: { left: 0, top: 0 },
      },
    }]);
    expect((e?.data as { node: unknown }).node).toEqual({
      type: 2, tagName: 'div', isStyle: true, textContent: 'zip *****', attributes: {}, id: 1,
      childNodes: [{ type: 3, isStyle: true, textContent: '.a{width:10001px}', note: 'zip *****', id: 2 }],
      // Not the node's children: values kept but for the patterns, as in any data rrweb does not define.
      extra: [{ attributes: { value: 'kept' } }],
    });
  });

  it('masks personal patterns in any other event and leaves numbers and clean text alone', () => {
    const events = [
      { type: 4, timestamp: 4, data: { href: 'http://localhost:3000/signup/s6/home?cid=abc', width: 1280, height: 720 } },
      { type: 5, timestamp: 5, data: { tag: 'note', payload: { text: PERSONAL.join(' / ') } } },
      { type: 3, timestamp: 6, data: { source: 1, positions: [{ x: 10001, y: 2, id: 3, timeOffset: 0 }] } },
    ];
    const masked = maskRecordingEvents(events);
    expect(masked[0]).toEqual(events[0]);
    expect(masked[1]?.data).toEqual({ tag: 'note', payload: { text: '*************** / ************** / *****' } });
    expect(masked[2]).toEqual(events[2]);
    expect(JSON.stringify(masked)).not.toMatch(/ana@example|555-0199|"10001/);
  });

  it('keeps a key named __proto__ a key of its own (as JSON.parse makes it), masked like any other, in every kind of event', () => {
    const parsed = JSON.parse(`[
      {"type":3,"timestamp":1,"data":{"source":0,"texts":[],"removes":[],"attributes":[{"id":3,"attributes":{"__proto__":"10001"}}],
        "adds":[{"parentId":1,"nextId":null,"node":{"type":2,"tagName":"p","__proto__":"10001","attributes":{},"childNodes":[],"id":5}}],"__proto__":"10001"}},
      {"type":9,"timestamp":2,"data":{"__proto__":{"polluted":"10001"}}}
    ]`) as Parameters<typeof maskRecordingEvents>[0];
    const [mutation, custom] = maskRecordingEvents(parsed) as Array<{ data: Record<string, unknown> }>;
    const own = (o: unknown) => Object.getOwnPropertyDescriptor(o, '__proto__')?.value as unknown;
    expect(own(mutation?.data)).toBe('*****');
    expect(own((mutation?.data.attributes as Array<{ attributes: object }>)[0]?.attributes)).toBe('*****');
    expect(own((mutation?.data.adds as Array<{ node: object }>)[0]?.node)).toBe('*****');
    expect(own(custom?.data)).toEqual({ polluted: '*****' });
    // Stored as JSON: the key is written out like any other.
    expect(JSON.stringify(mutation?.data)).toContain('"__proto__":"*****"');
    expect(Object.getPrototypeOf(custom?.data)).toBe(Object.prototype);
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
  });

  it('does not change the events it is given', () => {
    const events = [{ type: 3, timestamp: 1, data: { source: 5, text: 'abc', id: 1 } }];
    maskRecordingEvents(events);
    expect(events[0]?.data.text).toBe('abc');
  });

  it("leaves a Meta event's page address and size alone: a port or an id is not a postal code", () => {
    const meta = { type: 4, timestamp: 7, data: { href: 'http://localhost:38133/signup/ws10/home?studyId=10001', width: 1280, height: 720 } };
    expect(maskRecordingEvents([meta])).toEqual([meta]);
  });

  it('masks a run of digits from 7 digits up, as a phone number, and leaves 6 or fewer', () => {
    expect(maskPersonalPatterns('order 1234567 of 123456')).toBe('order ******* of 123456');
  });

  it('keeps non-text values, other events\' text keys and other arrays as they are', () => {
    const events = [
      { type: 2, timestamp: 1, data: { node: { type: 0, id: 1, childNodes: [
        { type: 2, tagName: 'input', attributes: { value: 5, list: ['Hello'] }, id: 2, childNodes: [] },
      ] }, initialOffset: { left: 0, top: 0 } } },
      { type: 3, timestamp: 2, data: { source: 2, type: 1, id: 3, text: 'Hello there' } },
      { type: 3, timestamp: 3, data: { source: 5, text: 'secret', isChecked: false, id: 4, extra: ['Hi', 'call 212 555 0199'] } },
    ];
    const [snapshot, click, input] = maskRecordingEvents(events);
    const node = (snapshot?.data as { node: { childNodes: Array<{ attributes: unknown }> } }).node;
    expect(node.childNodes[0]?.attributes).toEqual({ value: 5, list: ['Hello'] });
    expect(click?.data).toEqual({ source: 2, type: 1, id: 3, text: 'Hello there' });
    expect(input?.data).toEqual({ source: 5, text: '******', isChecked: false, id: 4, extra: ['Hi', 'call ************'] });
  });

  it('keeps stylesheets whole (their numbers are not phones) and masks a ZIP+4 whole', () => {
    const style = { type: 3, textContent: '.a{width: 1234567 }', isStyle: true, id: 9 };
    const [e] = maskRecordingEvents([{ type: 2, timestamp: 1, data: { node: { type: 0, id: 1, childNodes: [
      { type: 2, tagName: 'style', attributes: { _cssText: '.b{top: 7654321 }' }, id: 8, childNodes: [style] },
      { type: 3, textContent: 'Zip 10001-1234, id 1234567', id: 10 },
    ] }, initialOffset: { left: 0, top: 0 } } }]);
    const nodes = (e?.data as { node: { childNodes: Array<Record<string, unknown>> } }).node.childNodes;
    expect(nodes[0]).toEqual({ type: 2, tagName: 'style', attributes: { _cssText: '.b{top: 7654321 }' }, id: 8, childNodes: [style] });
    expect(nodes[1]?.textContent).toBe('Zip **********, id *******');
    const [sheet] = maskRecordingEvents([{ type: 3, timestamp: 2, data: { source: 8, id: 3, adds: [{ rule: 'call 2125550199' }], css: 'x{y: 1234567 }', cssText: 'z{w: 7654321 }' } }]);
    expect(sheet?.data).toEqual({ source: 8, id: 3, adds: [{ rule: 'call **********' }], css: 'x{y: 1234567 }', cssText: 'z{w: 7654321 }' });
  });

  it('treats only DOM events as DOM: a custom event with the same keys keeps its values but for personal patterns', () => {
    const custom = { type: 5, timestamp: 3, data: { source: 0, attributes: [{ id: 1, attributes: { value: 'Hello' } }], text: 'Plain words' } };
    expect(maskRecordingEvents([custom])).toEqual([custom]);
    // Nor is a custom event an input event, or another incremental event a mutation, for having their keys.
    const customInput = { type: 5, timestamp: 4, data: { source: 5, text: 'Plain words' } };
    const scroll = { type: 3, timestamp: 5, data: { source: 3, id: 1, x: 0, y: 40, attributes: [{ id: 1, attributes: { value: 'Hello' } }], adds: [{ node: { attributes: { value: 'Hello' } } }] } };
    expect(maskRecordingEvents([customInput, scroll])).toEqual([customInput, scroll]);
  });
});
