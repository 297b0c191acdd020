import { Suspense, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import PageLoading from './shell/PageLoading';

/**
 * The application: the data router inside a Suspense boundary (UI strings load through i18next).
 * `<html data-hydrated>` marks the moment the page answers input (prerendered HTML shows earlier).
 */
export default function App({ router }: { router: DataRouter }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Suspense fallback={<PageLoading />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
