/**
 * One campaign in the studio: its JSON in an editor with the checker running on every change, its flow picture,
 * and a live preview of any step in a frame that renders it with the real renderer and widgets.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from '../../../widgets/router.tsx';
import type { Campaign, CampaignDocument } from '../../engine/campaign.ts';
import type { Problem } from '../../engine/checkCampaigns.ts';
import { jsonLocations, type TextRange } from '../../engine/jsonLocations.ts';
import { resolveCampaign } from '../../engine/resolveCampaign.ts';
import { bundledBrands } from '../campaigns.ts';
import { checkInPage, loadCatalogues } from './checkInPage.ts';
import { ProblemList } from './ProblemList.tsx';
import { PreviewControls } from './PreviewControls.tsx';
import { flowPictureUrl } from './flowPictureUrl.ts';
import { previewContextFor, PREVIEW_WIDTHS, type PreviewContext, type PreviewMessage } from './previewContext.ts';

const CHECK_DELAY_MS = 250;

function resolved(name: string, text: string, library: ReadonlyMap<string, CampaignDocument>): { doc: CampaignDocument; campaign: Campaign } | null {
  try {
    const doc = JSON.parse(text) as CampaignDocument;
    return { doc, campaign: resolveCampaign(name, new Map(library).set(name, doc)) };
  } catch {
    return null;
  }
}

export interface CampaignEditorProps {
  campaigns: ReadonlyMap<string, Campaign>;
  /** Every document as authored, by campaign name. */
  library: ReadonlyMap<string, CampaignDocument>;
}

export function CampaignEditor({ campaigns, library }: CampaignEditorProps) {
  const { name = '' } = useParams();
  const brands = useMemo(() => bundledBrands(), []);
  const original = library.get(name);
  const [text, setText] = useState(() => (original ? `${JSON.stringify(original, null, 2)}\n` : ''));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checked, setChecked] = useState(false);
  const [stepId, setStepId] = useState(() => campaigns.get(name)?.home ?? '');
  const [context, setContext] = useState<PreviewContext>(() => previewContextFor(campaigns.get(name), brands.find((b) => b.isDefault)?.id ?? brands[0]?.id ?? ''));
  const editor = useRef<HTMLTextAreaElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const locations = useMemo(() => jsonLocations(text), [text]);

  useEffect(() => { document.title = `Campaign studio: ${name}`; }, [name]);

  // The checker runs shortly after typing stops (Spanish catalogue first, for the translation warnings); a version
  // without errors becomes the one the preview and the picture show.
  const [lastGood, setLastGood] = useState(() => resolved(name, text, library));
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadCatalogues().then(() => {
        const found = checkInPage(name, text, library);
        setProblems(found);
        setChecked(true);
        if (!found.some((p) => p.severity === 'error')) setLastGood(resolved(name, text, library));
      });
    }, CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [name, text, library]);
  const shown = lastGood?.campaign ?? campaigns.get(name) ?? null;
  const previewStep = shown?.steps[stepId] ? stepId : shown?.home ?? '';

  const message = useMemo((): PreviewMessage | null => (lastGood ? {
    type: 'studio-preview', campaign: name, stepId: previewStep, context,
    documents: [...library.values()].filter((d) => d.name !== name).concat(lastGood.doc),
  } : null), [lastGood, name, previewStep, context, library]);

  const post = () => { if (message) frame.current?.contentWindow?.postMessage(message, window.location.origin); };
  useEffect(post);
  useEffect(() => {
    // The frame asks for the step when it has loaded.
    const onMessage = (e: MessageEvent) => { if (e.origin === window.location.origin && (e.data as { type?: string })?.type === 'studio-preview-ready') post(); };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });

  const show = (range: TextRange) => {
    const el = editor.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(range.start, range.end);
    // Bring the selection into view: about one line of text per 18 px.
    el.scrollTop = Math.max(0, (range.line - 5) * 18);
  };

  if (!original) {
    return <main className="studio" id="main"><h1>No campaign named {name}</h1><p><Link to="/signup/_studio">All campaigns</Link></p></main>;
  }
  const hasErrors = problems.some((p) => p.severity === 'error');
  const download = `data:application/json;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <main className="studio studio--editor" id="main" aria-label="Campaign studio">
      <p><Link to="/signup/_studio">All campaigns</Link></p>
      <h1>Campaign studio: {name}</h1>
      <div className="studio__columns">
        <section aria-labelledby="studio-document" className="studio__document">
          <h2 id="studio-document">Document</h2>
          <label htmlFor="studio-json">Campaign JSON (campaigns/{name}.json)</label>
          <textarea id="studio-json" ref={editor} className="studio__json" spellCheck={false} value={text} rows={28}
            aria-invalid={hasErrors} aria-describedby="studio-problems" onChange={(e) => setText(e.target.value)} />
          <p>
            <a href={download} download={`${name}.json`}>Download {name}.json</a>
            {' · '}
            <button type="button" className="studio__link" onClick={() => setText(`${JSON.stringify(original, null, 2)}\n`)}>Undo all changes</button>
          </p>
          {checked ? <ProblemList problems={problems} text={text} locations={locations} onShow={show} /> : <p role="status">Checking…</p>}
          {shown ? (
            <>
              <h2>Flow</h2>
              <img className="studio__picture" src={flowPictureUrl(shown)} alt={`Flow of ${name}: ${shown.stepOrder.length} steps`} />
            </>
          ) : null}
        </section>
        <section aria-labelledby="studio-preview" className="studio__preview">
          <h2 id="studio-preview">Preview</h2>
          {shown ? <PreviewControls campaign={shown} brands={brands} stepId={previewStep} context={context} onStep={setStepId} onContext={setContext} /> : null}
          {hasErrors ? <p className="studio__note">The preview shows the last version without errors.</p> : null}
          <iframe ref={frame} title={`Preview of step ${previewStep}`} src="/signup/_studio/preview" className="studio__frame"
            style={{ width: PREVIEW_WIDTHS[context.width] }} onLoad={post} />
        </section>
      </div>
    </main>
  );
}
