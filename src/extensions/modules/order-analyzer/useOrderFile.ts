import { useCallback, useEffect, useRef, useState } from 'react';
import { createOrderFileSession } from './worker/orderFileClient';
import type { ColumnMapping, LoadedOrders, LoadError, LoadProgress, LoadResult } from './core/orderData';
import { SAMPLE_FILE_NAMES } from './core/sample/sampleExport';
import type { Lang } from '../../../engine/localize';

type Session = ReturnType<typeof createOrderFileSession>;

export interface OrderFileState {
  /** A file is being read or re-mapped. */
  busy: boolean;
  progress: LoadProgress | null;
  /** The last file read successfully (its report stays when a later file fails). */
  loaded: LoadedOrders | null;
  /** Counts successful loads of new files (not re-mappings): the report's filters reset with it. */
  fileCount: number;
  /** The mapping the user chose last, while the reader refused it (else null): 'No data' shows. */
  failedMapping: ColumnMapping | null;
  /** The last load's problem: a LoadError, 'unexpected' (the worker failed), or null. */
  error: { code: LoadError | 'unexpected'; fileName: string } | null;
}

const INITIAL: OrderFileState = { busy: false, progress: null, loaded: null, fileCount: 0, failedMapping: null, error: null };

/**
 * Reads order files through the reader's worker session (orderFileClient) and keeps the state the UI
 * shows. Only the latest request counts: an answer to an older one is dropped.
 */
export function useOrderFile(): OrderFileState & { load: (file: File) => void; loadSample: (lang: Lang) => void; remap: (mapping: ColumnMapping) => void } {
  const [state, setState] = useState<OrderFileState>(INITIAL);
  const session = useRef<Session | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const own = createOrderFileSession();
    session.current = own;
    return () => {
      own.dispose();
      if (session.current === own) session.current = null;
    };
  }, []);

  const run = useCallback((request: (own: Session, onProgress: (progress: LoadProgress) => void) => Promise<LoadResult>, remapping: ColumnMapping | null, fileName: string) => {
    const id = ++latest.current;
    setState((previous) => ({ ...previous, busy: true, progress: null }));
    const onProgress = (progress: LoadProgress) => {
      if (id === latest.current) setState((previous) => ({ ...previous, progress }));
    };
    session.current ??= createOrderFileSession();
    request(session.current, onProgress).then(
      (result) => {
        if (id !== latest.current) return;
        setState((previous) => {
          const done = { ...previous, busy: false, progress: null };
          // A file read with no usable row is still a result: its header check and 'No data' show.
          if (result.ok) return { ...done, loaded: result, fileCount: remapping ? previous.fileCount : previous.fileCount + 1, failedMapping: null, error: null };
          // A mapping the reader refuses: keep the header and the user's choice, show 'No data'.
          if (remapping) return { ...done, failedMapping: remapping, error: null };
          return { ...done, error: { code: result.error, fileName: result.fileName } };
        });
      },
      () => {
        if (id !== latest.current) return;
        setState((previous) => ({ ...previous, busy: false, progress: null, error: { code: 'unexpected', fileName } }));
      },
    );
  }, []);

  const load = useCallback((file: File) => run((own, onProgress) => own.load(file, onProgress), null, file.name), [run]);
  const loadSample = useCallback((lang: Lang) => run((own, onProgress) => own.loadSample(lang, onProgress), null, SAMPLE_FILE_NAMES[lang]), [run]);
  const remap = useCallback((mapping: ColumnMapping) => run((own) => own.remap(mapping), mapping, ''), [run]);
  return { ...state, load, loadSample, remap };
}
