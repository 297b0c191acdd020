import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { letterOf, type GlossaryEntry } from '../../engine/glossary/glossaryEntries';
import type { GlossaryBlock as GlossaryBlockSpec } from '../../engine/specTypes.generated';
import { useLang } from '../../i18n/useLang';
import Markdown from '../Markdown';
import { filterGlossary } from './filterGlossary';
import { glossaryOf } from './glossaryData';
import './GlossaryBlock.css';

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const letterAnchor = (letter: string) => `glossary-letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** Entries grouped by their letter, in the entries' order. */
function byLetter(entries: readonly GlossaryEntry[]): [string, GlossaryEntry[]][] {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const letter = letterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups].sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)));
}

/**
 * The glossary: a filter box (term, synonyms and definition; the count read out politely), A–Z letter
 * links to the letters that have terms, and per letter a definition list whose terms are anchors
 * (`<dt id="mark-price" data-term>`), each with its synonyms, related terms and the page that explains it.
 * The prerendered page lists every term; the filter only hides entries.
 */
export default function GlossaryBlock(_props: { block: GlossaryBlockSpec }) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const id = useId();
  const entries = use(glossaryOf(lang));
  const [filter, setFilter] = useState('');
  const shown = new Set(filterGlossary(entries, filter).map((entry) => entry.id));
  const groups = byLetter(entries);
  const lettersShown = new Set(groups.filter(([, group]) => group.some((entry) => shown.has(entry.id))).map(([letter]) => letter));
  const letters = groups.some(([letter]) => letter === '#') ? ['#', ...ALPHABET] : ALPHABET;

  return (
    <div className="glossary" data-glossary="">
      <div className="glossary-filter" role="search">
        <label htmlFor={`${id}-filter`}>{t('glossary.filterLabel')}</label>
        <input id={`${id}-filter`} type="search" name="filter" value={filter} placeholder={t('glossary.filterPlaceholder')} autoComplete="off" onChange={(event) => setFilter(event.target.value)} />
      </div>
      <p className="glossary-count" aria-live="polite" data-result-count={shown.size}>
        {t('glossary.count', { count: shown.size })}
      </p>
      <nav className="glossary-letters" aria-label={t('glossary.lettersLabel')}>
        <ul role="list">
          {letters.map((letter) => (
            <li key={letter}>
              {lettersShown.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`} data-letter={letter}>
                  {letter}
                </a>
              ) : (
                <span className="glossary-letter-empty" data-letter={letter}>
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {shown.size === 0 && (
        <div className="glossary-empty" data-empty="">
          <p>{t('glossary.empty')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setFilter('')}>
            {t('glossary.reset')}
          </button>
        </div>
      )}
      {groups.map(([letter, group]) => (
        <section key={letter} className="glossary-section" aria-labelledby={letterAnchor(letter)} hidden={!lettersShown.has(letter)}>
          <h2 id={letterAnchor(letter)}>{letter}</h2>
          <dl>
            {group.map((entry) => (
              <GlossaryItem key={entry.id} entry={entry} hidden={!shown.has(entry.id)} onFollow={() => setFilter('')} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

interface GlossaryItemProps {
  entry: GlossaryEntry;
  hidden: boolean;
  /** A link to another term clears the filter, so the term it leads to is shown. */
  onFollow: () => void;
}

function GlossaryItem({ entry, hidden, onFollow }: GlossaryItemProps) {
  const { t } = useTranslation('blocks');
  return (
    <>
      <dt id={entry.id} data-term="" hidden={hidden}>
        {entry.term}
      </dt>
      <dd hidden={hidden}>
        <Markdown text={entry.definition} />
        {entry.synonyms.length > 0 && (
          <p className="glossary-synonyms">
            <span className="glossary-label">{t('glossary.synonyms')}</span> {entry.synonyms.join(', ')}
          </p>
        )}
        {entry.related.length > 0 && (
          <p className="glossary-related">
            <span className="glossary-label">{t('glossary.related')}</span>{' '}
            {entry.related.map((related, index) => (
              <span key={related.id}>
                {index > 0 && ', '}
                <a href={`#${related.id}`} data-related={related.id} onClick={onFollow}>
                  {related.term}
                </a>
              </span>
            ))}
          </p>
        )}
        <p className="glossary-page">
          <span className="glossary-label">{t('glossary.explained')}</span> <Link to={entry.page.to}>{entry.page.title}</Link>
        </p>
      </dd>
    </>
  );
}
