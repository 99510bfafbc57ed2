/** Conditions multi-select with search: grouped checkboxes, or up to 10 matches once more than 2 characters are typed. */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { listableGroups, searchConditions, SEARCH_DEBOUNCE_MS, type Condition } from '../../src/core/conditionSearch.ts';
import { contextOf, errorAria, type KindWidgetProps } from '../types.ts';
import { afterNextPaint } from '../afterNextPaint.ts';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
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
  const debounced = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const groups = useMemo(() => listableGroups(categories ?? []), [categories]);
  const matches = useMemo(() => searchConditions(groups, debounced), [groups, debounced]);
  const names = useMemo(() => new Map(groups.flatMap((g) => g.indications.map((c) => [c.id, c.name] as const))), [groups]);
  const painted = usePaintedOnce();
  const shownGroups = painted ? groups : groups.slice(0, FIRST_FRAME_GROUPS);

  // Removing a chosen condition removes the button that had focus: focus moves to the next chosen one, else the search box.
  const chosenList = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const removeButtons = chosenList.current?.querySelectorAll('button') ?? [];
    const next = removeButtons[Math.min(removedAt.current, removeButtons.length - 1)] ?? document.getElementById(`${id}-search`);
    removedAt.current = null;
    next?.focus();
  }, [selected, id]);

  // Typing then Tab reaches the list before the search narrows it; the narrowed list replaces the box that had focus.
  // Focus stays in the list (the same condition, else the first one shown), else goes back to the search box, rather
  // than to the page's start.
  const list = useRef<HTMLDivElement>(null);
  const focusedCondition = useRef<string | null>(null);
  const onListFocus = (e: FocusEvent<HTMLDivElement>) => { focusedCondition.current = e.target.dataset.condition ?? null; };
  const onListBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (e.relatedTarget && !list.current?.contains(e.relatedTarget as Node)) focusedCondition.current = null;
  };
  useLayoutEffect(() => {
    const had = focusedCondition.current;
    // Only when the list's own box was lost: focus the visitor moved elsewhere stays there.
    if (had === null || (document.activeElement && document.activeElement !== document.body)) return;
    const boxes = [...(list.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? [])];
    const next = boxes.find((b) => b.dataset.condition === had) ?? boxes[0] ?? document.getElementById(`${id}-search`);
    next?.focus();
  }, [matches, id]);

  const toggle = (conditionId: number, on: boolean) => {
    const next = on ? [...selected, conditionId] : selected.filter((x) => x !== conditionId);
    onChange(next.length ? [...new Set(next)] : []);
  };
  const box = (c: Condition) => (
    <label key={c.id} className="choice">
      <input type="checkbox" data-condition={c.id} checked={selected.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
      <span>{c.name}</span>
    </label>
  );

  if (categories === null) return <p role="status" className="loading">{t('fields.indications.loading')}</p>;
  const aria = errorAria(props);
  return (
    <div className="conditions" id={id} role="group" aria-label={t('fields.indications.label')} {...aria}>
      <label htmlFor={`${id}-search`}>{t('fields.indications.search')}</label>
      {/* The search box is the control the visitor (and the error summary) reaches first: it carries the field's error too.
          Enter in it only searches, as the box already does while typed: it submitted the step, which went on without
          the condition being looked for (a keyboard user's lead saved with none). */}
      <input id={`${id}-search`} type="search" value={query} autoComplete="off" aria-invalid={aria['aria-invalid']}
        aria-describedby={[`${id}-status`, aria['aria-describedby']].filter(Boolean).join(' ')} onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }} />
      <p id={`${id}-status`} className="visually-hidden" aria-live="polite">
        {matches ? (matches.length ? t('fields.indications.matches', { count: matches.length }) : t('fields.indications.noMatch')) : ''}
      </p>
      {selected.length > 0 ? (
        <ul className="chips" ref={chosenList} aria-label={t('fields.indications.selected')}>
          {selected.map((sid, index) => (
            <li key={sid} className="chip">
              <span>{names.get(sid) ?? sid}</span>
              <button type="button" aria-label={t('fields.indications.remove', { name: names.get(sid) ?? String(sid) })} onClick={() => { removedAt.current = index; toggle(sid, false); }}>×</button>
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={list} onFocus={onListFocus} onBlur={onListBlur}>
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
