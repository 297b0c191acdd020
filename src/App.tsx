import { Suspense } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import PageLoading from './shell/PageLoading';

/**
 * The application: the data router inside a Suspense boundary (UI strings load through i18next).
 * `<html data-hydrated>` marks the moment the page answers input (prerendered HTML shows earlier): see
 * src/ui/pageHydration.ts.
 */
export default function App({ router }: { router: DataRouter }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
