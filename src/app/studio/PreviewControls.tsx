/** The context a step is previewed under: step, language, brand, country, caregiver, qualified, width, study. */
import type { Campaign } from '../../engine/campaign.ts';
import { COUNTRY_CODES, type CountryCode } from '../../core/countries.ts';
import type { Brand } from '../../generated/brand.ts';
import type { PreviewContext } from './previewContext.ts';

export interface PreviewControlsProps {
  campaign: Campaign;
  brands: readonly Brand[];
  stepId: string;
  context: PreviewContext;
  onStep: (stepId: string) => void;
  onContext: (context: PreviewContext) => void;
}

export function PreviewControls({ campaign, brands, stepId, context, onStep, onContext }: PreviewControlsProps) {
  const set = (patch: Partial<PreviewContext>) => onContext({ ...context, ...patch });
  return (
    <fieldset className="studio__controls">
      <legend>Preview under</legend>
      <label>Step
        <select value={stepId} onChange={(e) => onStep(e.target.value)}>
          {campaign.stepOrder.map((id) => <option key={id} value={id}>{id} (/{campaign.steps[id]?.path})</option>)}
        </select>
      </label>
      <label>Language
        <select value={context.locale} onChange={(e) => set({ locale: e.target.value === 'es' ? 'es' : 'en' })}>
          <option value="en">English</option>
          <option value="es">Spanish</option>
        </select>
      </label>
      <label>Brand
        <select value={context.brandId} onChange={(e) => set({ brandId: e.target.value })}>
          {brands.map((b) => <option key={b.id} value={b.id}>{b.displayName ?? b.id}</option>)}
        </select>
      </label>
      <label>Country
        <select value={context.country} onChange={(e) => set({ country: e.target.value as CountryCode })}>
          {COUNTRY_CODES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </label>
      <label>Study id
        <input type="number" min={1} value={context.studyId ?? ''} onChange={(e) => set({ studyId: e.target.value ? Number(e.target.value) : null })} />
      </label>
      <label className="studio__check"><input type="checkbox" checked={context.caregiver} onChange={(e) => set({ caregiver: e.target.checked })} /> Caregiver answering</label>
      <label className="studio__check"><input type="checkbox" checked={context.qualified} onChange={(e) => set({ qualified: e.target.checked })} /> Screened as qualified</label>
      <fieldset className="studio__widths">
        <legend>Width</legend>
        <label className="studio__check"><input type="radio" name="width" checked={context.width === 'desktop'} onChange={() => set({ width: 'desktop' })} /> Desktop (1024 px)</label>
        <label className="studio__check"><input type="radio" name="width" checked={context.width === 'mobile'} onChange={() => set({ width: 'mobile' })} /> Mobile (375 px)</label>
      </fieldset>
    </fieldset>
  );
}
