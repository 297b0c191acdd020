import { useState, type ChangeEvent } from 'react';
import type { LabUpload } from './useLabSeries';

/**
 * The file a visitor chooses for a lab tool: a CSV or JSON file becomes the next upload (choosing the same
 * file again reads it again) and the dataset choice switches to `uploadChoice`; any other file is refused at
 * once (`wrongType`) and the data shown stays as it was.
 */
export function useLabFile(uploadChoice: string, set: (id: string, text: string) => void) {
  const [upload, setUpload] = useState<LabUpload | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const typed = /\.(csv|json)$/i.test(file.name);
    setWrongType(!typed);
    if (!typed) return;
    setUpload((previous) => ({ file, serial: (previous?.serial ?? 0) + 1 }));
    set('dataset', uploadChoice);
  };
  return { upload, wrongType, onFile };
}
