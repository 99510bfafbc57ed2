/** Expandable 'why we ask' help (keys age, name, phone, postal). */
import { useTranslation } from '../translation.tsx';

export function WhyWeAsk({ topic }: { topic: 'age' | 'name' | 'phone' | 'postal' }) {
  const { t } = useTranslation();
  return (
    <details className="why">
      <summary>{t('why.toggle')}</summary>
      <p>{t(`why.${topic}`)}</p>
    </details>
  );
}
