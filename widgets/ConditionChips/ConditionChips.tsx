/** ss3: conditions as selectable chips (the healthy-volunteer one is chosen for the visitor and not shown) and 'None of these apply to me'. */
import { listableGroups } from '../../src/core/conditionSearch.ts';
import { HEALTHY_VOLUNTEER_SLUG } from '../../src/core/healthy.ts';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';

export function ConditionChipsWidget(props: KindWidgetProps) {
  const { t, categories } = contextOf(props);
  const { id, onChange } = props;
  const selected = Array.isArray(props.value) ? (props.value as number[]) : [];
  if (categories === null) return <p role="status" className="loading">{t('fields.indications.loading')}</p>;
  const chips = listableGroups(categories).flatMap((g) => g.indications).filter((i) => categories.some((c) => c.indications.some((x) => x.id === i.id && x.slug !== HEALTHY_VOLUNTEER_SLUG)));
  const toggle = (chip: number) => onChange(selected.includes(chip) ? selected.filter((x) => x !== chip) : [...selected, chip]);
  const noneApply = () => {
    onChange([]);
    // 'None apply' clears the conditions and shows the results at once.
    setTimeout(() => (document.getElementById(id)?.closest('form') as HTMLFormElement | null)?.requestSubmit(), 0);
  };
  return (
    <div className="chips-field" id={id} role="group" aria-label={t('search.chips')} {...errorAria(props)}>
      <p className="chips-field__label">{t('search.chips')}</p>
      <ul className="chips">
        {chips.map((c) => (
          <li key={c.id}><button type="button" className="chip chip--toggle" aria-pressed={selected.includes(c.id)} onClick={() => toggle(c.id)}>{c.name}</button></li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={noneApply}>{t('search.noneApply')}</button>
    </div>
  );
}
