import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useHydrated } from '../../../ui/useHydrated';
import { interpolate } from '../../../engine/localize';
import type { CalculatorAddonProps } from '../../../engine/extensionProps';
import { downloadText } from '../../../ui/download';
import { MAX_NAME_LENGTH, MAX_PRESETS, inputsToApply, isValidPresetName, mergePresets, parsePresetsFile, presetValuesOf, toPresetsFile, type Preset } from './presetFile';
import { PRESETS_STORAGE_KEY, loadPresets, savePresets } from './presetStorage';
import './sizePresets.css';
import { presetTexts, type PresetTextKey } from './texts';

/** Name of the exported file. */
export const EXPORT_FILE_NAME = 'futureslab-size-presets.json';
/** A presets file is a few KB; anything above this is refused before reading. */
const MAX_IMPORT_BYTES = 1024 * 1024;

/** Reads a file as text with FileReader (the File API every supported browser has). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/**
 * Size Tool Pro's presets: save the calculator's current inputs under a name, apply or
 * delete a saved preset, export all presets as a JSON file and import such a file. Presets live in
 * local storage under PRESETS_STORAGE_KEY and follow other tabs through the `storage` event. Names are
 * rendered as text only. Errors go to the calculator's alert region; confirmations to a polite live line.
 */
export default function SizePresetsAddon({ spec, result, setInputs, report, lang, idPrefix }: CalculatorAddonProps) {
  const texts = presetTexts[lang];
  const t = (key: PresetTextKey, params: Record<string, string> = {}) => interpolate(texts[key], params);
  // Storage is read once hydrated (the prerendered page shows no presets); `changed` holds what this
  // page saved since, or what another tab stored.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? loadPresets(spec.inputs) : []), [hydrated, spec.inputs]);
  const [changed, setPresets] = useState<Preset[] | null>(null);
  const presets = changed ?? stored;
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState('');
  const id = `${idPrefix}-presets`;

  // Presets saved or deleted in another tab.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PRESETS_STORAGE_KEY || event.key === null) setPresets(loadPresets(spec.inputs));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [spec.inputs]);

  // Clear this add-on's messages when it goes away.
  useEffect(() => () => report([]), [report]);

  /** Keeps `next` and stores it; reports when the browser refuses. */
  const commit = (next: Preset[], message: string) => {
    setPresets(next);
    setFeedback(message);
    report(savePresets(next) ? [] : [t('storageFailed')]);
  };

  const save = () => {
    const trimmed = name.trim();
    if (!isValidPresetName(trimmed)) {
      setFeedback('');
      report([t('nameMissing')]);
      return;
    }
    const preset: Preset = { name: trimmed, values: presetValuesOf(spec.inputs, result.inputs) };
    const exists = presets.some((candidate) => candidate.name === preset.name);
    if (!exists && presets.length >= MAX_PRESETS) {
      report([t('tooMany', { max: String(MAX_PRESETS) })]);
      return;
    }
    commit(mergePresets(presets, [preset]), t(exists ? 'replaced' : 'saved', { name: preset.name }));
    setName('');
  };

  const apply = (preset: Preset) => {
    setInputs(inputsToApply(spec.inputs, preset));
    report([]);
    setFeedback(t('applied', { name: preset.name }));
  };

  const remove = (preset: Preset) => {
    commit(
      presets.filter((candidate) => candidate !== preset),
      t('deleted', { name: preset.name }),
    );
  };

  const exportAll = () => {
    downloadText(EXPORT_FILE_NAME, `${JSON.stringify(toPresetsFile(presets), null, 2)}\n`, 'application/json');
    report([]);
    setFeedback(t('exported', { count: String(presets.length), file: EXPORT_FILE_NAME }));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a fix.
    event.target.value = '';
    if (!file) return;
    setFeedback('');
    if (file.size > MAX_IMPORT_BYTES) {
      report([t('fileTooLarge', { size: '1 MB' })]);
      return;
    }
    let text: string;
    try {
      text = await readText(file);
    } catch {
      report([t('readFailed')]);
      return;
    }
    const parsed = parsePresetsFile(text, spec.inputs);
    if (!parsed) {
      report([t('invalidFile')]);
      return;
    }
    commit(mergePresets(presets, parsed.presets), t('imported', { count: String(parsed.presets.length) }));
  };

  return (
    <section className="size-presets" aria-labelledby={`${id}-heading`}>
      <h3 className="size-presets-heading" id={`${id}-heading`}>
        {texts.heading}
      </h3>
      <p className="calc-help">{texts.intro}</p>
      <div className="size-presets-row">
        <label className="calc-label" htmlFor={`${id}-name`}>
          {texts.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          name="presetName"
          type="text"
          className="calc-input"
          autoComplete="off"
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
        <button type="button" className="calc-button" onClick={save}>
          {texts.save}
        </button>
      </div>
      {presets.length === 0 ? (
        <p className="calc-help">{texts.empty}</p>
      ) : (
        <ul className="size-presets-list" aria-label={texts.listLabel}>
          {presets.map((preset) => (
            <li key={preset.name} className="size-presets-item" data-preset={preset.name}>
              <span className="size-presets-name">{preset.name}</span>
              <button type="button" className="calc-button" onClick={() => apply(preset)}>
                {texts.apply}
                <span className="sr-only">{t('presetSuffix', { name: preset.name })}</span>
              </button>
              <button type="button" className="calc-button" onClick={() => remove(preset)}>
                {texts.delete}
                <span className="sr-only">{t('presetSuffix', { name: preset.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="size-presets-row">
        <button type="button" className="calc-button" onClick={exportAll} disabled={presets.length === 0}>
          {texts.exportButton}
        </button>
        <label className="calc-label" htmlFor={`${id}-import`}>
          {texts.importLabel}
        </label>
        <input
          id={`${id}-import`}
          name="presetImport"
          type="file"
          accept=".json,application/json"
          className="size-presets-file"
          onChange={(event) => void importFile(event)}
        />
      </div>
      <p className="size-presets-feedback" aria-live="polite">
        {feedback}
      </p>
    </section>
  );
}
