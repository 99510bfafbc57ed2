/**
 * After a failed submit: one announcement that names what needs fixing, at the top of the step, with a link to each
 * field in error (the GOV.UK error summary). It takes focus, so a keyboard or screen-reader user starts from it
 * however far down the step they pressed the button.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { scrollBehavior } from '../motion.ts';
import { fieldControl, fieldName, fieldWrapperId } from '../form/fieldWrapper.ts';

export interface ErrorSummaryEntry {
  /** The form's id of the field (its wrapper and message ids derive from it). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  entries: readonly ErrorSummaryEntry[];
  /** Counts failed submits: each one is announced and takes focus, even with the same errors as the last. */
  attempt: number;
}

export function ErrorSummary({ title, entries, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, [attempt]);
  return (
    <div ref={box} className="error-summary" tabIndex={-1}>
      <div role="alert" key={attempt}>
        <h2 className="error-summary__title">{title}</h2>
        <ul className="error-summary__list">
          {entries.map((entry) => <li key={entry.fieldId}><ErrorLink entry={entry} /></li>)}
        </ul>
      </div>
    </div>
  );
}

function ErrorLink({ entry }: { entry: ErrorSummaryEntry }) {
  const [name, setName] = useState('');
  // The name is the one the field shows, read once the field is on the page (and again when the language changes).
  useLayoutEffect(() => {
    const wrapper = document.getElementById(fieldWrapperId(entry.fieldId));
    setName(wrapper ? fieldName(wrapper) : '');
  }, [entry.fieldId, entry.message]);
  const goToField = (event: React.MouseEvent) => {
    const wrapper = document.getElementById(fieldWrapperId(entry.fieldId));
    const control = wrapper && fieldControl(wrapper);
    if (!wrapper || !control) return;
    event.preventDefault();
    wrapper.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    control.focus({ preventScroll: true });
  };
  return <a href={`#${fieldWrapperId(entry.fieldId)}`} onClick={goToField}>{name ? `${name}: ` : ''}{entry.message}</a>;
}
