/** The checker's problems for the edited document, each with its pointer, place and the offending text highlighted. */
import type { Problem } from '../../engine/checkCampaigns.ts';
import { locate, type TextRange } from '../../engine/jsonLocations.ts';

export interface ProblemListProps {
  problems: readonly Problem[];
  text: string;
  locations: ReadonlyMap<string, TextRange>;
  onShow: (range: TextRange) => void;
}

export function ProblemList({ problems, text, locations, onShow }: ProblemListProps) {
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <div id="studio-problems" className="studio__problems">
      {/* The count is what changes as the author types: only it is said, not the whole list at every pause. */}
      <div role="status"><h2>{errors ? `${errors} error${errors === 1 ? '' : 's'}` : 'No errors'}{problems.length > errors ? `, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}` : ''}</h2></div>
      {problems.length ? (
        <ul>
          {problems.map((p, i) => {
            // A syntax error has its own place; any other problem is placed by its pointer.
            const range = p.at ?? locate(locations, p.pointer);
            const messageId = `studio-problem-${i}`;
            const lineStart = range ? text.lastIndexOf('\n', range.start - 1) + 1 : 0;
            const lineEnd = range ? (text.indexOf('\n', range.start) + 1 || text.length + 1) - 1 : 0;
            const markEnd = range ? Math.min(range.end, lineEnd) : 0;
            return (
              <li key={`${p.pointer}|${p.message}|${i}`} className={p.severity === 'error' ? 'studio__problem studio__problem--error' : 'studio__problem'}>
                <p>
                  <span id={messageId}><code className="studio__pointer">{p.pointer || '/'}</code> {p.severity === 'warning' ? 'warning: ' : ''}{p.message}</span>
                  {/* Described by its problem: several may share a place, and 'line 4, column 12' alone says which of them it shows. */}
                  {range ? <> <button type="button" className="studio__link" aria-describedby={messageId} onClick={() => onShow(range)}>line {range.line}, column {range.column}</button></> : null}
                </p>
                {range ? (
                  <pre className="studio__excerpt" aria-label={`line ${range.line}`}>
                    {text.slice(lineStart, range.start)}<mark>{text.slice(range.start, markEnd)}</mark>{text.slice(markEnd, lineEnd)}
                  </pre>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
