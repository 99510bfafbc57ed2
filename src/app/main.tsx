/** Browser entry: brand from hostname, locale from the URL, country from the browser language, then the app. */
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './translation.tsx';
import { App } from './App.tsx';
import { bundledBrands, bundledCampaigns } from './campaigns.ts';
import { campaignAt } from '../engine/routeResolution.ts';
import { parseQuery } from '../core/queryParams.ts';
import { stepDownloadsOrNone } from './stepDownloads.ts';
import { brandForHostname, environmentFromHostname } from '../core/site.ts';
import { countryFromLanguageTag } from '../core/countries.ts';
import { parseRoute } from '../engine/flow.ts';
import { createI18n } from './i18n.ts';
import { createFlowStore } from './state/store.ts';
import { withIntegration } from './integrations/onDemand.ts';
import { whenIdle } from './whenIdle.ts';
import { showsAgain } from './flow/visitSwitchCode.ts';
import { failedAheadOfNeed } from './errors/assetFailure.ts';
import { installErrorCapture } from './errors/capture.ts';
import { configureErrorReporting } from './errors/report.ts';
import { recordWhenEnabled } from './recording/startRecording.ts';
import './styles.css';

// First, so failures during start-up (a missing translation chunk, say) are reported too.
installErrorCapture();

// Each step shows from its top as it arrives (arrivalFocus.ts), through the browser's Back and Forward too: the
// browser's own restoring came after, and left a step taken back to for its unsent changes with its notice out of sight.
history.scrollRestoration = 'manual';

const brand = brandForHostname(window.location.hostname, bundledBrands());
const root = document.documentElement;
// Tools that must stay out of production (debug pages, the studio) read the environment from here.
root.dataset.environment = environmentFromHostname(window.location.hostname);
root.dataset.brand = brand.id;
root.style.setProperty('--primary', brand.colors.primary);
root.style.setProperty('--secondary', brand.colors.secondary);
root.style.setProperty('--tertiary', brand.colors.tertiary);
root.style.setProperty('--button', brand.colors.button);

const store = createFlowStore(countryFromLanguageTag(navigator.language));
const campaigns = bundledCampaigns();
// The first step renders once what it needs is in: its campaign's documents (beside the catalogue), then its step's
// widgets and words, which the page's Link header has already asked for. A step gate that waits on the first render
// is revealed only after React's fallback delay (300 ms). A failed download is the step gate's to offer the reload for
// (downloads settle with their error), as is a step that cannot be read.
const visited = campaignAt(window.location.pathname, parseQuery(window.location.search), campaigns, store.getState().campaign);
const [i18n] = await Promise.all([
  createI18n(brand, parseRoute(window.location.pathname).locale),
  visited ? campaigns.load(visited).catch(() => null) : null,
]);
configureErrorReporting(campaigns, store);
// Session recording (inputs masked) starts when the visit's initial payload enables it; rrweb loads only then.
recordWhenEnabled(store);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
// Not awaited at the top level: the widgets' chunks import this entry's modules, which would wait for this module.
void Promise.all(stepDownloadsOrNone(window.location, campaigns, store, i18n)).then(() => createRoot(container).render(
  <I18nProvider i18n={i18n}>
    <App campaigns={campaigns} store={store} brand={brand} />
  </I18nProvider>,
));
// A tab copied from this one keeps its own person (tabCopy.ts).
whenIdle(() => void import('./state/tabCopy.ts').then((m) => m.keepTabApart(store, showsAgain), failedAheadOfNeed));
// The brand's tag-manager container, when the deployment configures one; events reach dataLayer either way. A
// third-party script: it starts once the browser is idle after the first question, not beside it.
whenIdle(() => void withIntegration('tagManager', (m) => m.startTagManager(brand)));
