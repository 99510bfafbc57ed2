/**
 * After a failed submit: one announcement that names what needs fixing, at the top of the step, with a link to each
 * field in error (the GOV.UK error summary). It takes focus, so a keyboard or screen-reader user starts from it
 * however far down the step they pressed the button.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { scrollBehavior } from '../motion.ts';
import { errorParts, fieldControl, fieldName, fieldWrapperId, withMessage, type ErrorPart } from '../form/fieldWrapper.ts';

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
          {entries.map((entry) => <ErrorLinks key={entry.fieldId} entry={entry} />)}
        </ul>
      </div>
    </div>
  );
}

/**
 * A field's links: one per question in error (each named and focused on its own, and gone once answered), else, until
 * the form has marked them, one for the field. A field of several questions with one left unanswered was named by the
 * field ("Qualification questions") when the summary read it before the question was marked.
 */
function ErrorLinks({ entry }: { entry: ErrorSummaryEntry }) {
  const [parts, setParts] = useState<ErrorPart[]>([]);
  // The questions the failed submit found open, once the form has marked them: a question shown later (a follow-up an
  // answer opened) is not added to the alert, which read it out while the visitor was still answering.
  const named = useRef<ReadonlySet<string> | null>(null);
  // Read from the page, and again as its questions are marked (the form marks them a render after the summary shows)
  // or answered: a question answered leaves the list, as a field fixed does.
  useLayoutEffect(() => {
    const wrapper = document.getElementById(fieldWrapperId(entry.fieldId));
    if (!wrapper) return undefined;
    const read = () => {
      const marked = errorParts(wrapper);
      if (named.current === null && marked.length) named.current = new Set(marked.map((part) => part.name));
      const now = named.current ? marked.filter((part) => named.current?.has(part.name)) : marked;
      setParts((before) => (sameParts(before, now) ? before : now));
    };
    read();
    const marks = new MutationObserver(read);
    marks.observe(wrapper, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    return () => marks.disconnect();
  }, [entry.fieldId]);
  // Every question it named answered, the field's line goes, though a question shown since is still open.
  if (parts.length === 0) return named.current ? null : <li><ErrorLink entry={entry} /></li>;
  return <>{parts.map((part) => <li key={part.control.id || part.name}><PartLink part={part} message={entry.message} /></li>)}</>;
}

function sameParts(a: readonly ErrorPart[], b: readonly ErrorPart[]): boolean {
  return a.length === b.length && a.every((part, i) => part.name === b[i]?.name && part.control === b[i]?.control);
}

function PartLink({ part, message }: { part: ErrorPart; message: string }) {
  const goToPart = (event: React.MouseEvent) => {
    if (!part.control.isConnected) return;
    event.preventDefault();
    part.control.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    part.control.focus({ preventScroll: true });
  };
  return <a href={part.control.id ? `#${part.control.id}` : '#'} onClick={goToPart}>{withMessage(part.name, message)}</a>;
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
  return <a href={`#${fieldWrapperId(entry.fieldId)}`} onClick={goToField}>{withMessage(name, entry.message)}</a>;
}
