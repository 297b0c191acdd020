import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** Every text of the time analyzer besides the lab's data-source texts. */
export const TIME_ANALYZER_TEXTS = defineTexts({
  en: {
    title: 'Time analyzer',
    frame: 'Each bar counts for the hour and the sessions of its open time in UTC. Absolute return = |close ÷ open − 1| of a bar, range = (high − low) ÷ open. Session hours are winter times; daylight saving time shifts them by an hour. The synthetic samples have no daily rhythm by construction — their hours differ only by chance; load real intraday data to see real session effects.',
    heatmapMetric: 'Heatmap shows',
    metricRange: 'Mean high–low range',
    metricAbsReturn: 'Mean absolute return',
    tooCoarse: 'The time analyzer needs intraday bars of one hour or shorter; this data has bars of {{minutes}} minutes.',
    tooShort: 'The data needs at least two bars.',
    sessionsCaption: 'Activity per trading session (UTC)',
    hoursCaption: 'Activity per hour of the day (UTC)',
    session: 'Session',
    hours: 'Hours (UTC)',
    hour: 'Hour (UTC)',
    bars: 'Bars',
    meanAbsReturn: 'Mean absolute return',
    meanRange: 'Mean high–low range',
    sessions: { tokyo: 'Tokyo', london: 'London', newYork: 'New York', sydney: 'Sydney', overlap: 'London/New York overlap' },
    mostActive: 'Most active session (largest mean range):',
    mostActiveShort: 'Most active session',
    mostActiveMark: 'most active',
    heatmap: '{{metric}} by weekday and hour (UTC)',
    weekday: 'Weekday',
    heatCell: '{{bars}} bars',
    heatLegend: 'Lighter: lower, darker: higher — from {{min}} to {{max}}. Empty: no bar at that hour and weekday.',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  de: {
    title: 'Zeitanalyse',
    frame: 'Jede Kerze zählt für die Stunde und die Sitzungen ihrer Eröffnungszeit in UTC. Absolute Rendite = |Schluss ÷ Eröffnung − 1| einer Kerze, Spanne = (Hoch − Tief) ÷ Eröffnung. Die Sitzungszeiten sind Winterzeiten; die Sommerzeit verschiebt sie um eine Stunde. Die synthetischen Beispielreihen haben bauartbedingt keinen Tagesrhythmus – ihre Stunden unterscheiden sich nur zufällig; lade echte Intraday-Daten, um echte Sitzungseffekte zu sehen.',
    heatmapMetric: 'Heatmap zeigt',
    metricRange: 'Mittlere Hoch-Tief-Spanne',
    metricAbsReturn: 'Mittlere absolute Rendite',
    tooCoarse: 'Die Zeitanalyse braucht Intraday-Kerzen von einer Stunde oder kürzer; diese Daten haben Kerzen von {{minutes}} Minuten.',
    tooShort: 'Die Daten brauchen mindestens zwei Kerzen.',
    sessionsCaption: 'Aktivität je Handelssitzung (UTC)',
    hoursCaption: 'Aktivität je Tagesstunde (UTC)',
    session: 'Sitzung',
    hours: 'Uhrzeit (UTC)',
    hour: 'Stunde (UTC)',
    bars: 'Kerzen',
    meanAbsReturn: 'Mittlere absolute Rendite',
    meanRange: 'Mittlere Hoch-Tief-Spanne',
    sessions: { tokyo: 'Tokio', london: 'London', newYork: 'New York', sydney: 'Sydney', overlap: 'Überschneidung London/New York' },
    mostActive: 'Aktivste Sitzung (größte mittlere Spanne):',
    mostActiveShort: 'Aktivste Sitzung',
    mostActiveMark: 'am aktivsten',
    heatmap: '{{metric}} nach Wochentag und Stunde (UTC)',
    weekday: 'Wochentag',
    heatCell: '{{bars}} Kerzen',
    heatLegend: 'Heller: niedriger, dunkler: höher – von {{min}} bis {{max}}. Leer: keine Kerze zu dieser Stunde und diesem Wochentag.',
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  },
});

export type TimeAnalyzerTexts = Texts<(typeof TIME_ANALYZER_TEXTS)['en']>;

export function timeAnalyzerTexts(lang: Lang): TimeAnalyzerTexts {
  return TIME_ANALYZER_TEXTS[lang];
}
