import { defineTexts } from '../../../ui/defineTexts';

/**
 * The texts of the size-presets add-on in both languages (kept next to the add-on instead of
 * public/locales, so the add-on's chunk carries its own strings). `{{name}}` placeholders are filled
 * with `interpolate`; texts.test.ts checks that both languages have the same keys and placeholders.
 */
export const presetTexts = defineTexts({
  en: {
    heading: 'Presets',
    intro: 'Save your usual setups by name and apply them with one click. Presets are kept only in this browser (local storage); export them to a JSON file to move them to another browser.',
    nameLabel: 'Preset name',
    save: 'Save preset',
    listLabel: 'Saved presets',
    empty: 'No presets saved yet.',
    apply: 'Apply',
    delete: 'Delete',
    presetSuffix: ' preset “{{name}}”',
    exportButton: 'Export presets (JSON)',
    importLabel: 'Import presets (JSON file)',
    saved: 'Saved preset “{{name}}”.',
    replaced: 'Updated preset “{{name}}”.',
    applied: 'Applied preset “{{name}}”.',
    deleted: 'Deleted preset “{{name}}”.',
    exported: 'Exported {{count}} presets to {{file}}.',
    imported: 'Imported {{count}} presets.',
    nameMissing: 'Enter a name for the preset first.',
    tooMany: 'You can keep at most {{max}} presets. Delete one first.',
    storageFailed: 'Your browser did not let us store the presets (local storage is blocked or full). They are kept only until you leave the page.',
    invalidFile: 'Invalid JSON file.',
    fileTooLarge: 'The file is larger than {{size}}: that is not a presets file.',
    readFailed: 'The file could not be read.',
  },
  de: {
    heading: 'Presets',
    intro: 'Speichere deine üblichen Setups unter einem Namen und wende sie mit einem Klick an. Presets liegen nur in diesem Browser (Local Storage); exportiere sie als JSON-Datei, um sie in einen anderen Browser mitzunehmen.',
    nameLabel: 'Name des Presets',
    save: 'Preset speichern',
    listLabel: 'Gespeicherte Presets',
    empty: 'Noch keine Presets gespeichert.',
    apply: 'Anwenden',
    delete: 'Löschen',
    presetSuffix: ' Preset „{{name}}“',
    exportButton: 'Presets exportieren (JSON)',
    importLabel: 'Presets importieren (JSON-Datei)',
    saved: 'Preset „{{name}}“ gespeichert.',
    replaced: 'Preset „{{name}}“ aktualisiert.',
    applied: 'Preset „{{name}}“ angewendet.',
    deleted: 'Preset „{{name}}“ gelöscht.',
    exported: '{{count}} Presets nach {{file}} exportiert.',
    imported: '{{count}} Presets importiert.',
    nameMissing: 'Gib zuerst einen Namen für das Preset ein.',
    tooMany: 'Du kannst höchstens {{max}} Presets behalten. Lösch zuerst eins.',
    storageFailed: 'Dein Browser hat das Speichern der Presets nicht erlaubt (Local Storage ist gesperrt oder voll). Sie bleiben nur erhalten, bis du die Seite verlässt.',
    invalidFile: 'Ungültige JSON-Datei.',
    fileTooLarge: 'Die Datei ist größer als {{size}}: Das ist keine Preset-Datei.',
    readFailed: 'Die Datei konnte nicht gelesen werden.',
  },
});

export type PresetTextKey = keyof (typeof presetTexts)['en'];
