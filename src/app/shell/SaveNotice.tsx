/** Tells the visitor what happens to their answers while a save retries or fails. */
import { useTranslation } from '../translation.tsx';
import type { SaveStatus } from '../state/store.ts';
import { shownSave } from './shownSave.ts';

export function SaveNotice({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const shown = shownSave(status);
  if (shown.state === 'retrying') return <p className="notice notice--info" role="status">{t('save.retrying')}</p>;
  // A search saves nothing: it was said as a failed save.
  if (shown.state === 'failed') return <p className="notice notice--error" role="alert">{t(shown.what === 'search' ? 'save.searchFailed' : 'save.failed')}</p>;
  // The server's reason is in English and written for whoever calls the API (the page reports it): the visitor is told
  // in the page's language.
  if (shown.state === 'rejected') return <p className="notice notice--error" role="alert">{t('save.rejected')}</p>;
  return null;
}
