import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { ErrorPage } from '../components/ui/error-page';
import { PulsingDots } from '../components/ui/pulsing-dots';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

const homePage = () => import('./routes/home').then(({ HomePage }) => ({ Component: HomePage }));
const blogPage = () => import('./routes/blog').then(({ BlogPage }) => ({ Component: BlogPage }));
const loginPage = () => import('./routes/login').then(({ LoginPage }) => ({ Component: LoginPage }));
const signUpPage = () => import('./routes/signup').then(({ SignUpPage }) => ({ Component: SignUpPage }));
const googleReturnPage = () =>
  import('./routes/google-return').then(({ GoogleReturnPage }) => ({ Component: GoogleReturnPage }));
// One chunk for the dashboard's frame and first page, kept apart from the storefront's.
const dashboardLayout = () =>
  import('./routes/dashboard').then(({ DashboardLayout }) => ({ Component: DashboardLayout }));
const dashboardHomePage = () =>
  import('./routes/dashboard').then(({ DashboardHomePage }) => ({ Component: DashboardHomePage }));
// Each seller page is a chunk of its own (with its role guard), loaded only by sellers who open it.
const addProductPage = () =>
  import('./routes/add-product').then(({ AddProductPage }) => ({ Component: AddProductPage }));
const myProductsPage = () =>
  import('./routes/my-products').then(({ MyProductsPage }) => ({ Component: MyProductsPage }));

/** Shown when a layout itself fails, so without header and footer. */
const standaloneErrorPage = (
  <main className="mx-auto max-w-screen-xl px-4 py-8">
    <ErrorPage />
  </main>
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <PublicLayout />,
    errorElement: standaloneErrorPage,
    hydrateFallbackElement: <PulsingDots label="Loading page" />,
    children: [
      {
        // Errors of every page render inside the layout.
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: homePage },
          { path: 'home', lazy: homePage },
          { path: 'blog', lazy: blogPage },
          { path: 'login', lazy: loginPage },
          { path: 'signup', lazy: signUpPage },
          { path: 'auth/google', lazy: googleReturnPage },
          { path: '*', element: <ErrorPage /> },
        ],
      },
    ],
  },
  {
    path: 'dashboard',
    element: <RequireSignIn />,
    errorElement: standaloneErrorPage,
    hydrateFallbackElement: <PulsingDots label="Loading page" />,
    children: [
      {
        lazy: dashboardLayout,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              { index: true, lazy: dashboardHomePage },
              { path: 'addProduct', lazy: addProductPage },
              { path: 'myProducts', lazy: myProductsPage },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
