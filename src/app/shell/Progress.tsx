/** Progress bar, optionally with the legacy 'current / total' counter. */
import { useTranslation } from '../translation.tsx';
import type { Progress } from '../../engine/flow.ts';

export function ProgressBar({ progress, fraction }: { progress: Progress; fraction: boolean }) {
  const { t } = useTranslation();
  if (!progress.visible) return null;
  const percent = Math.round((progress.current / progress.total) * 100);
  return (
    <div className="progress">
      <div className="progress__track" role="progressbar" aria-label={t('progress.label')} aria-valuemin={1} aria-valuemax={progress.total}
        aria-valuenow={progress.current} aria-valuetext={t('progress.step', { current: progress.current, total: progress.total })}>
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {fraction ? <span className="progress__fraction">{t('progress.fraction', { current: progress.current, total: progress.total })}</span> : null}
    </div>
  );
}
