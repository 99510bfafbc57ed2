/** Tells the visitor what happens to their answers while a save retries or fails. */
import { useTranslation } from '../translation.tsx';
import type { SaveStatus } from '../state/store.ts';

export function SaveNotice({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  if (status.state === 'retrying') return <p className="notice notice--info" role="status">{t('save.retrying')}</p>;
  if (status.state === 'failed') return <p className="notice notice--error" role="alert">{t('save.failed')}</p>;
  if (status.state === 'rejected') return <p className="notice notice--error" role="alert">{t('save.rejected', { message: status.message })}</p>;
  return null;
}
