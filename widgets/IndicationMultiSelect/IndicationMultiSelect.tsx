/** Conditions multi-select with search: grouped checkboxes, or up to 10 matches once more than 2 characters are typed. */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { listableGroups, searchConditions, SEARCH_DEBOUNCE_MS, type Condition } from '../../src/core/conditionSearch.ts';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';
import { afterNextPaint } from '../afterNextPaint.ts';

/** The value once it has held still for `ms`, and a way to take it at once. */
function useDebounced(value: string, ms: number): [string, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [debounced, () => setDebounced(value)];
}

/** Condition groups in the step's first frame: those a phone shows below the heading and the search box. */
export const FIRST_FRAME_GROUPS = 2;

/**
 * False until the frame the field first shows in has been painted: the step that brings the list (after a sign-up's
 * save, or a screening's verdict) shows without rendering thirty-odd checkboxes no phone shows before scrolling.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  // Set after the field has gone: React ignores it.
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

export function IndicationMultiSelectWidget(props: KindWidgetProps) {
  const { t, categories } = contextOf(props);
  const { id, value, onChange } = props;
  const selected = useMemo(() => (Array.isArray(value) ? (value as number[]) : []), [value]);
  const [query, setQuery] = useState('');
  const [debounced, searchNow] = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const groups = useMemo(() => listableGroups(categories ?? []), [categories]);
  const matches = useMemo(() => searchConditions(groups, debounced), [groups, debounced]);
  const names = useMemo(() => new Map(groups.flatMap((g) => g.indications.map((c) => [c.id, c.name] as const))), [groups]);
  const painted = usePaintedOnce();
  const shownGroups = painted ? groups : groups.slice(0, FIRST_FRAME_GROUPS);

  // Removing a chosen condition removes the button that had focus: focus moves to the next chosen one, else the search
  // box, and the search's live region says what was removed (the move alone said nothing of it).
  const [removed, setRemoved] = useState<string | null>(null);
  const chosenList = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const removeButtons = chosenList.current?.querySelectorAll('button') ?? [];
    const next = removeButtons[Math.min(removedAt.current, removeButtons.length - 1)] ?? document.getElementById(`${id}-search`);
    removedAt.current = null;
    next?.focus();
  }, [selected, id]);

  const list = useRef<HTMLDivElement>(null);
  // Tab pressed while the search still waited for the typing to stop: it searches at once and goes to the first
  // condition found. It had gone to the whole list, which the narrowed one then replaced under the visitor's focus, or,
  // after a search that found none, past the empty list to the page's links, the conditions coming behind them.
  // Nothing found, focus stays in the box, which says so.
  const tabbedToResults = useRef(false);
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter in it only searches, as the box already does while typed: it submitted the step, which went on without
    // the condition being looked for (a keyboard user's lead saved with none).
    if (e.key === 'Enter') e.preventDefault();
    if (e.key === 'Tab' && !e.shiftKey && query !== debounced) {
      e.preventDefault();
      tabbedToResults.current = true;
      searchNow();
    }
  };
  useLayoutEffect(() => {
    if (!tabbedToResults.current) return;
    tabbedToResults.current = false;
    list.current?.querySelector<HTMLInputElement>('input[type=checkbox]')?.focus();
  }, [debounced]);

  const toggle = (conditionId: number, on: boolean) => {
    const next = on ? [...selected, conditionId] : selected.filter((x) => x !== conditionId);
    onChange(next.length ? [...new Set(next)] : []);
  };
  const box = (c: Condition) => (
    <label key={c.id} className="choice">
      <input type="checkbox" data-condition={c.id} checked={selected.includes(c.id)} onChange={(e) => { setRemoved(null); toggle(c.id, e.target.checked); }} />
      <span>{c.name}</span>
    </label>
  );

  if (categories === null) return <p role="status" className="loading">{t('fields.indications.loading')}</p>;
  const aria = errorAria(props);
  return (
    <div className="conditions" id={id} role="group" aria-label={t('fields.indications.label')} {...aria}>
      <label htmlFor={`${id}-search`}>{t('fields.indications.search')}</label>
      {/* The search box is the control the visitor (and the error summary) reaches first: it carries the field's error too. */}
      <input id={`${id}-search`} type="search" value={query} autoComplete="off" aria-invalid={aria['aria-invalid']}
        aria-describedby={[`${id}-status`, aria['aria-describedby']].filter(Boolean).join(' ')} onChange={(e) => { setRemoved(null); setQuery(e.target.value); }}
        onKeyDown={onSearchKey} />
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {removed ? t('fields.indications.removed', { name: removed })
          : matches ? (matches.length ? t('fields.indications.matches', { count: matches.length }) : t('fields.indications.noMatch')) : ''}
      </p>
      {selected.length > 0 ? (
        <ul className="chips" ref={chosenList} aria-label={t('fields.indications.selected')}>
          {selected.map((sid, index) => (
            <li key={sid} className="chip">
              <span>{names.get(sid) ?? sid}</span>
              <button type="button" aria-label={t('fields.indications.remove', { name: names.get(sid) ?? String(sid) })} onClick={() => { removedAt.current = index; setRemoved(names.get(sid) ?? String(sid)); toggle(sid, false); }}>×</button>
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={list}>
        {matches ? (
          matches.length ? <div className="conditions__matches">{matches.map(box)}</div> : <p className="conditions__empty">{t('fields.indications.noMatch')}</p>
        ) : (
          <div className="conditions__groups">
            {shownGroups.map((g) => (
              <fieldset key={g.id} className="conditions__group">
                <legend>{g.name}</legend>
                {g.indications.map(box)}
              </fieldset>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
