import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { strategyCatalogue, strategyTags } from 'virtual:futureslab/strategies';
import type { Lang } from '../../engine/localize';
import type { StrategyCatalogueBlock as StrategyCatalogueBlockSpec } from '../../engine/specTypes.generated';
import { useLang } from '../../i18n/useLang';
import { useHydrated } from '../../ui/useHydrated';
import { activeFilterCount, CATEGORIES, filterStrategies, filtersFromQuery, filtersToQuery, LEVELS, NO_FILTERS, type CatalogueFilters } from './filterStrategies';
import './StrategyCatalogueBlock.css';

const TAGS = new Set(Object.keys(strategyTags));

/** A tag's label in the language (the tag id if the site spec had none, which validation prevents). */
function tagLabelOf(tag: string, lang: Lang): string {
  return strategyTags[tag]?.[lang] ?? tag;
}

const tagText = (tag: string) => strategyTags[tag];

/**
 * The strategy catalogue of /strategies/overview, generated from the strategy pages' `catalogue`
 * entries: a search box (names, descriptions, tags and synonyms in both languages), category and level
 * filters and tag chips (every chosen tag must match), a result count read out politely, and the matching
 * strategies with their 'In progress' badge. On a phone the filters fold behind one "Filters" button that
 * shows how many are chosen, so the first result is on the first screen. The filters live in the URL query,
 * so a filtered view can be shared; the prerendered page lists all.
 */
export default function StrategyCatalogueBlock(_props: { block: StrategyCatalogueBlockSpec }) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const id = useId();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const filters = hydrated ? filtersFromQuery(params, TAGS) : NO_FILTERS;
  const tagLabel = (tag: string) => tagLabelOf(tag, lang);
  const found = filterStrategies(strategyCatalogue, filters, tagText);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chosen = activeFilterCount(filters);
  const usedTags = useMemo(() => [...new Set(strategyCatalogue.flatMap((item) => item.tags))].sort((a, b) => tagLabelOf(a, lang).localeCompare(tagLabelOf(b, lang), lang)), [lang]);

  // A change merges into the query last written, not into the one this render shows: the router's own
  // functional update starts from the rendered query too, so two changes before the next render (a category,
  // then a level) would keep only the second. The rendered query takes over again once it has caught up.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const update = (changes: Partial<CatalogueFilters>) => {
    const base = written.current ?? params;
    const next = filtersToQuery({ ...filtersFromQuery(base, TAGS), ...changes }, base);
    written.current = next;
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const toggleTag = (tag: string) => update({ tags: filters.tags.includes(tag) ? filters.tags.filter((chosen) => chosen !== tag) : [...filters.tags, tag] });

  return (
    <div className="catalogue" data-catalogue="">
      <div className="catalogue-filters" role="search">
        <div className="catalogue-field catalogue-search">
          <label htmlFor={`${id}-q`}>{t('catalogue.searchLabel')}</label>
          <input id={`${id}-q`} type="search" name="q" value={filters.query} placeholder={t('catalogue.searchPlaceholder')} autoComplete="off" onChange={(event) => update({ query: event.target.value })} />
        </div>
        <button type="button" className="catalogue-filters-toggle" aria-expanded={filtersOpen} aria-controls={`${id}-panel`} onClick={() => setFiltersOpen(!filtersOpen)}>
          {t('catalogue.filters')}
          {chosen > 0 ? (
            <span className="catalogue-filters-count">
              {chosen}
              <span className="sr-only"> {t('catalogue.chosen')}</span>
            </span>
          ) : null}
        </button>
        <div id={`${id}-panel`} className="catalogue-panel" data-open={filtersOpen ? '' : undefined}>
        <div className="catalogue-field">
          <label htmlFor={`${id}-category`}>{t('catalogue.category')}</label>
          <select id={`${id}-category`} name="category" value={filters.category} onChange={(event) => update({ category: event.target.value as CatalogueFilters['category'] })}>
            <option value="">{t('catalogue.allCategories')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`catalogue.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="catalogue-field">
          <label htmlFor={`${id}-level`}>{t('catalogue.level')}</label>
          <select id={`${id}-level`} name="level" value={filters.level} onChange={(event) => update({ level: event.target.value as CatalogueFilters['level'] })}>
            <option value="">{t('catalogue.allLevels')}</option>
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`catalogue.levels.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="catalogue-tags" role="group" aria-labelledby={`${id}-tags`}>
          <span id={`${id}-tags`} className="catalogue-tags-label">
            {t('catalogue.tags')}
          </span>
          {usedTags.map((tag) => (
            <button key={tag} type="button" className="catalogue-tag" data-tag={tag} aria-pressed={filters.tags.includes(tag)} onClick={() => toggleTag(tag)}>
              {tagLabel(tag)}
            </button>
          ))}
        </div>
        </div>
      </div>
      <p className="catalogue-count" aria-live="polite" data-result-count={found.length}>
        {t('catalogue.results', { count: found.length })}
      </p>
      {found.length === 0 ? (
        <div className="catalogue-empty" data-empty="">
          <p>{t('catalogue.empty')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => update({ ...NO_FILTERS })}>
            {t('catalogue.reset')}
          </button>
        </div>
      ) : (
        <ul className="catalogue-list" aria-label={t('catalogue.listLabel')}>
          {found.map((item) => (
            <li key={item.path} className="catalogue-item" data-strategy={item.path}>
              <h2 className="catalogue-item-title">
                <Link to={item.path}>{item.label[lang]}</Link>
                {item.status === 'soon' ? (
                  <>
                    {' '}
                    <span className="badge badge-soon" data-soon="">
                      {t('catalogue.inProgress')}
                    </span>
                  </>
                ) : null}
              </h2>
              <p>{item.description[lang]}</p>
              <p className="catalogue-item-meta">
                {t(`catalogue.categories.${item.category}`)} · {t(`catalogue.levels.${item.level}`)} · {item.tags.map(tagLabel).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
