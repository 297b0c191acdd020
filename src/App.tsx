import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import PageLoading from './shell/PageLoading';

const router = createAppRouter();

/** The application: the data router inside a Suspense boundary (UI strings load through i18next). */
export default function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
