import type { CalculatorResult } from '../../engine/evaluateCalculator';
import { interpolate, type Lang } from '../../engine/localize';
import type { LocalizedText } from '../../engine/specTypes.generated';
import Markdown from '../Markdown';
import { paramTexts } from './symbolTexts';

/** The status line that applies (`role="status"`, `data-status` its level) and the notes whose condition holds. */
export default function CalculatorStatusNotes({ result, texts, lang, localize }: { result: CalculatorResult; texts: Record<string, string>; lang: Lang; localize: (text: LocalizedText) => string }) {
  return (
    <>
      {result.status ? (
        <p className={`calc-status calc-status-${result.status.level}`} data-status={result.status.level} role="status">
          {interpolate(localize(result.status.message), { ...texts, ...paramTexts(result.status.params, lang) })}
        </p>
      ) : null}

      {result.notes.length > 0 ? (
        <div className="calc-notes">
          {result.notes.map((note) => (
            <div className="calc-note" key={note.index}>
              {note.heading ? <h3 className="calc-note-heading">{localize(note.heading)}</h3> : null}
              <Markdown text={localize(note.message)} params={{ ...texts, ...paramTexts(note.params, lang) }} />
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
