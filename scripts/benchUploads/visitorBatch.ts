/**
 * A recording batch shaped like a visitor's: the first batch of ws10's one-page screener typed through, as the
 * recorder sends it (rrweb's full snapshot of the page, a mutation and an input event per key typed, scrolls), about
 * 50 KB of JSON. Built, not captured, so the bench needs no browser and gives the same bytes every run.
 */

const FIELDS = 24;
const KEYS_TYPED = 80;
const SCROLLS = 50;

interface SerializedNode { type: number; id: number; tagName?: string; attributes?: Record<string, string>; childNodes?: SerializedNode[]; textContent?: string }

function builder() {
  let nextId = 1;
  const text = (textContent: string): SerializedNode => ({ type: 3, textContent, id: nextId++ });
  const element = (tagName: string, attributes: Record<string, string>, ...childNodes: SerializedNode[]): SerializedNode =>
    ({ type: 2, tagName, attributes, childNodes, id: nextId++ });
  return { text, element };
}

/** The page: a header, a heading, a screener of FIELDS questions (label, input, help and error text), the consent and Finish. */
function snapshot(): { node: SerializedNode; inputIds: number[] } {
  const { text, element } = builder();
  const inputIds: number[] = [];
  const field = (i: number) => {
    const input = element('input', { id: `root_q${i}`, name: `root_q${i}`, type: 'text', class: 'form-control', autocomplete: 'off', 'aria-describedby': `root_q${i}-help root_q${i}-error`, value: '' });
    inputIds.push(input.id);
    return element('div', { id: `root_q${i}-field`, class: 'field rjsf-field rjsf-field-string' },
      element('label', { for: `root_q${i}`, class: 'control-label' }, text(`${i + 1}. Have you been diagnosed with this condition by a doctor in the last 12 months?`)),
      input,
      element('p', { id: `root_q${i}-help`, class: 'field-help' }, text('Answer as best you can: a study coordinator will go through it with you.')),
      element('p', { id: `root_q${i}-error`, class: 'field-error', 'aria-live': 'polite' }));
  };
  const body = element('body', {},
    element('header', { class: 'site-header' }, element('a', { href: '/', class: 'brand' }, text('Trial Search')), element('a', { href: 'tel:18885550143' }, text('Call 1-888-555-0143'))),
    element('main', { id: 'main' }, element('section', { class: 'step', 'aria-labelledby': 'step-title', 'data-step': 'home' },
      element('h1', { id: 'step-title', tabindex: '-1' }, text('See if you pre-qualify for this study')),
      element('form', { class: 'rjsf', novalidate: '' }, element('div', { class: 'fields' }, ...Array.from({ length: FIELDS }, (_, i) => field(i))),
        element('p', { class: 'consent' }, text('By finishing, I agree to be contacted by phone, text message and email about this study and other clinical trials.')),
        element('div', { class: 'nav-buttons' }, element('button', { type: 'submit', class: 'btn btn-primary' }, text('Finish')))))),
    element('footer', {}, text('© 2026 Trial Search. Step 1 of 3.')));
  const head = element('head', {}, element('title', {}, text('See if you pre-qualify for this study – Trial Search')), element('style', {}, { ...text('.field{margin:0 0 16px}'), isStyle: true } as SerializedNode));
  return { node: { type: 0, id: 0, childNodes: [{ type: 1, name: 'html', publicId: '', systemId: '', id: -1 } as SerializedNode, element('html', { lang: 'en' }, head, body)] }, inputIds };
}

/** The batch as the page sends it to POST /api/sr/new, for the recording `sessionId` opened. */
export function visitorBatch(sessionId: string, orderId: number): object {
  const start = 1_767_000_000_000;
  const { node, inputIds } = snapshot();
  const recordings: object[] = [
    { type: 4, timestamp: start, data: { href: 'http://localhost/signup/ws10/home?studyId=1001', width: 390, height: 844 } },
    { type: 2, timestamp: start + 5, data: { node, initialOffset: { left: 0, top: 0 } } },
  ];
  for (let k = 0; k < KEYS_TYPED; k++) {
    const id = inputIds[Math.floor(k / 4) % inputIds.length] as number;
    const masked = '*'.repeat((k % 4) + 1);
    recordings.push({ type: 3, timestamp: start + 100 + k * 90, data: { source: 0, texts: [], attributes: [{ id, attributes: { value: masked, name: `root_q${Math.floor(k / 4) % inputIds.length}` } }], removes: [], adds: [] } });
    recordings.push({ type: 3, timestamp: start + 101 + k * 90, data: { source: 5, text: masked, isChecked: false, id } });
  }
  for (let s = 0; s < SCROLLS; s++) recordings.push({ type: 3, timestamp: start + 150 + s * 140, data: { source: 3, id: 1, x: 0, y: s * 40 } });
  return {
    startTimestamp: start, recordings, routerLogs: [], actionLogs: [{ routePath: 'home', actions: ['l'], at: start + 10 }], mutationLogs: [],
    hostName: 'localhost', orderId, sessionId, leadLpParamId: null, indicationId: null,
    metadata: { languages: ['en-US', 'en'], queryParams: {}, userAgent: 'bench', flow: 'ws10' },
  };
}
