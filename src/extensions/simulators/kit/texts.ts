import type { Lang } from '../../../engine/localize';
import { defineTexts, type Texts } from '../../../ui/defineTexts';

/** The simulator player's own texts (every simulator's labels live in its definition). */
export const SIMULATOR_TEXTS = defineTexts({
  en: {
    settings: 'Settings',
    results: 'Results',
    controls: 'Player',
    play: 'Play',
    pause: 'Pause',
    reset: 'Reset',
    step: 'Step',
    runToEnd: 'Run to the end',
    speed: 'Speed',
    speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast' },
    newSeed: 'New seed',
    startHint: 'Press Play to run the simulation step by step, or Step to move one step at a time. The chart shows the start.',
    linked: {
      note: 'Settings marked “from above” take the values of the calculator above and follow it until you change them here.',
      tag: 'from above',
      follow: 'Use the values from above again',
    },
    progress: 'Step {{step}} of {{total}}',
    status: { idle: 'Ready', running: 'Playing', paused: 'Paused', finished: 'Finished' },
    computing: 'Computing {{steps}} steps in the background…',
    reducedMotion: 'Your system asks for reduced motion: Play shows the end of the run at once; Step still moves one step at a time.',
    outOfRange: 'Enter a number from {{min}} to {{max}} for “{{field}}”.',
    outOfRangeWhole: 'Enter a whole number from {{min}} to {{max}} for “{{field}}”.',
    outOfRangeAbove: 'Enter a number above {{min}} and at most {{max}} for “{{field}}”.',
    failed: 'The simulation could not run. Please try again.',
    download: 'Download CSV: {{name}}',
    chartLoading: 'Loading the chart…',
    chartFailed: 'The chart could not be loaded; the table below lists its numbers.',
    chartTable: '{{title}}: values at selected steps',
    stepColumn: 'Step',
  },
  de: {
    settings: 'Einstellungen',
    results: 'Ergebnisse',
    controls: 'Player',
    play: 'Start',
    pause: 'Pause',
    reset: 'Zurücksetzen',
    step: 'Schritt',
    runToEnd: 'Bis zum Ende',
    speed: 'Tempo',
    speeds: { slow: 'Langsam', normal: 'Normal', fast: 'Schnell' },
    newSeed: 'Neuer Seed',
    startHint: 'Drück auf „Start“, um die Simulation Schritt für Schritt abzuspielen, oder auf „Schritt“, um einzeln weiterzugehen. Das Diagramm zeigt den Startzustand.',
    linked: {
      note: 'Einstellungen mit „von oben“ übernehmen die Werte des Rechners weiter oben und folgen ihm, bis du sie hier änderst.',
      tag: 'von oben',
      follow: 'Werte von oben wieder übernehmen',
    },
    progress: 'Schritt {{step}} von {{total}}',
    status: { idle: 'Bereit', running: 'Läuft', paused: 'Pausiert', finished: 'Fertig' },
    computing: 'Berechne {{steps}} Schritte im Hintergrund…',
    reducedMotion: 'Dein System wünscht weniger Bewegung: Start zeigt sofort das Ende des Laufs; Schritt geht weiterhin einzeln voran.',
    outOfRange: 'Gib für „{{field}}“ eine Zahl von {{min}} bis {{max}} ein.',
    outOfRangeWhole: 'Gib für „{{field}}“ eine ganze Zahl von {{min}} bis {{max}} ein.',
    outOfRangeAbove: 'Gib für „{{field}}“ eine Zahl über {{min}} und höchstens {{max}} ein.',
    failed: 'Die Simulation konnte nicht laufen. Bitte versuch es noch einmal.',
    download: 'CSV herunterladen: {{name}}',
    chartLoading: 'Diagramm wird geladen…',
    chartFailed: 'Das Diagramm konnte nicht geladen werden; die Tabelle darunter listet seine Zahlen.',
    chartTable: '{{title}}: Werte an ausgewählten Schritten',
    stepColumn: 'Schritt',
  },
});

export type SimulatorTexts = Texts<(typeof SIMULATOR_TEXTS)['en']>;

export function simulatorTexts(lang: Lang): SimulatorTexts {
  return SIMULATOR_TEXTS[lang];
}
