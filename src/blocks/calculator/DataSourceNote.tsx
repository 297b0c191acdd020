import { useTranslation } from 'react-i18next';
import { localeOf, type Lang } from '../../engine/localize';
import type { DataSource, LocalizedText } from '../../engine/specTypes.generated';

/** An ISO date (`2026-05-01`) as the language writes it: `01.05.2026` in German, `May 1, 2026` in English. */
export function formatAsOfDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = lang === 'de' ? { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeOf(lang), options).format(date);
}

/** Where a calculator's data comes from and as of when. */
export default function DataSourceNote({ source, lang, localize }: { source: DataSource; lang: Lang; localize: (text: LocalizedText) => string }) {
  const { t } = useTranslation('calc');
  return (
    <p className="calc-source">
      {t('dataSource')}: {localize(source.text)} ({t('asOf', { date: formatAsOfDate(source.asOf, lang) })})
    </p>
  );
}
