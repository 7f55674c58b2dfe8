import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { ErrorPage } from '../components/ui/error-page';
import { PulsingDots } from '../components/ui/pulsing-dots';

const homePage = () => import('./routes/home').then(({ HomePage }) => ({ Component: HomePage }));
const blogPage = () => import('./routes/blog').then(({ BlogPage }) => ({ Component: BlogPage }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <PublicLayout />,
    // Only reached when the layout itself fails, so it renders without header and footer.
    errorElement: (
      <main className="mx-auto max-w-screen-xl px-4 py-8">
        <ErrorPage />
      </main>
    ),
    hydrateFallbackElement: <PulsingDots label="Loading page" />,
    children: [
      {
        // Errors of every page render inside the layout.
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: homePage },
          { path: 'home', lazy: homePage },
          { path: 'blog', lazy: blogPage },
          { path: '*', element: <ErrorPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
