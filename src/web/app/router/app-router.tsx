import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './routes';

/** Created on first render, after the start-up gate, so nothing routes before the app is ready. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
