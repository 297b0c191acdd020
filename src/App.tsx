import { Suspense } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import PageLoading from './shell/PageLoading';

/** The application: the data router inside a Suspense boundary (UI strings load through i18next). */
export default function App({ router }: { router: DataRouter }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
