import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { PublicLayout } from './layout/public-layout';
import { ErrorPage } from '../components/ui/error-page';
import { PulsingDots } from '../components/ui/pulsing-dots';
import { useT } from '../lib/i18n';
import { appCatalogue } from './i18n';
import { RequireSignIn } from '../features/auth/components/require-sign-in';

const homePage = () => import('./routes/home').then(({ HomePage }) => ({ Component: HomePage }));
const blogPage = () => import('./routes/blog').then(({ BlogPage }) => ({ Component: BlogPage }));
const loginPage = () => import('./routes/login').then(({ LoginPage }) => ({ Component: LoginPage }));
const signUpPage = () => import('./routes/signup').then(({ SignUpPage }) => ({ Component: SignUpPage }));
const forgotPasswordPage = () =>
  import('./routes/forgot-password').then(({ ForgotPasswordPage }) => ({ Component: ForgotPasswordPage }));
const resetPasswordPage = () =>
  import('./routes/reset-password').then(({ ResetPasswordPage }) => ({ Component: ResetPasswordPage }));
const confirmEmailPage = () =>
  import('./routes/confirm-email').then(({ ConfirmEmailPage }) => ({ Component: ConfirmEmailPage }));
const deleteAccountPage = () =>
  import('./routes/delete-account').then(({ DeleteAccountPage }) => ({ Component: DeleteAccountPage }));
const unsubscribePage = () =>
  import('./routes/unsubscribe').then(({ UnsubscribePage }) => ({ Component: UnsubscribePage }));
const googleReturnPage = () =>
  import('./routes/google-return').then(({ GoogleReturnPage }) => ({ Component: GoogleReturnPage }));
// The search asks for its cars while its page's code loads (both properties load at once), not once it has rendered.
const searchPage = (queryClient: QueryClient) => ({
  loader: async () => {
    const { prefetchSearch } = await import('../features/search/api/prefetch-search');
    return ({ request }: LoaderFunctionArgs) => {
      prefetchSearch(queryClient, new URL(request.url).search);
      return null;
    };
  },
  Component: async () => (await import('./routes/search')).SearchRoutePage,
});
const valueMyCarPage = () =>
  import('./routes/value-my-car').then(({ ValueMyCarPage }) => ({ Component: ValueMyCarPage }));
const dealRatingsPage = () =>
  import('./routes/deal-ratings').then(({ DealRatingsPage }) => ({ Component: DealRatingsPage }));
const carPage = () => import('./routes/car').then(({ CarRoutePage }) => ({ Component: CarRoutePage }));
const sellerPage = () =>
  import('./routes/seller').then(({ SellerRoutePage }) => ({ Component: SellerRoutePage }));
const invitationPage = () =>
  import('./routes/invitation').then(({ InvitationPage }) => ({ Component: InvitationPage }));
const dealerStorefrontPage = () =>
  import('./routes/dealer-storefront').then(({ DealerStorefrontRoutePage }) => ({
    Component: DealerStorefrontRoutePage,
  }));
const comparePage = () => import('./routes/compare').then(({ ComparePage }) => ({ Component: ComparePage }));
// One chunk for the dashboard's frame and first page, kept apart from the storefront's.
const dashboardLayout = () =>
  import('./routes/dashboard').then(({ DashboardLayout }) => ({ Component: DashboardLayout }));
const dashboardHomePage = () =>
  import('./routes/dashboard').then(({ DashboardHomePage }) => ({ Component: DashboardHomePage }));
// Each role page is a chunk of its own (with its role guard), loaded only by those who open it.
const accountSettingsPage = () =>
  import('./routes/account-settings').then(({ AccountSettingsPage }) => ({ Component: AccountSettingsPage }));
const addProductPage = () =>
  import('./routes/add-product').then(({ AddProductPage }) => ({ Component: AddProductPage }));
const dealerImportPage = () =>
  import('./routes/dealer-import').then(({ DealerImportPage }) => ({ Component: DealerImportPage }));
const listingStatsPage = () =>
  import('./routes/listing-stats').then(({ ListingStatsPage }) => ({ Component: ListingStatsPage }));
const myProductsPage = () =>
  import('./routes/my-products').then(({ MyProductsPage }) => ({ Component: MyProductsPage }));
const dealershipPage = () =>
  import('./routes/dealer').then(({ DealershipPage }) => ({ Component: DealershipPage }));
const dealsPage = () => import('./routes/deals').then(({ DealsPage }) => ({ Component: DealsPage }));
const payoutsPage = () => import('./routes/payouts').then(({ PayoutsPage }) => ({ Component: PayoutsPage }));
const myOrdersPage = () =>
  import('./routes/my-orders').then(({ MyOrdersPage }) => ({ Component: MyOrdersPage }));
const favoritesPage = () =>
  import('./routes/favorites').then(({ FavoritesPage }) => ({ Component: FavoritesPage }));
const savedSearchesPage = () =>
  import('./routes/saved-searches').then(({ SavedSearchesPage }) => ({ Component: SavedSearchesPage }));
const testDrivesPage = () =>
  import('./routes/test-drives').then(({ TestDrivesPage }) => ({ Component: TestDrivesPage }));
const availabilityPage = () =>
  import('./routes/test-drives').then(({ AvailabilityPage }) => ({ Component: AvailabilityPage }));
const allBuyersPage = () =>
  import('./routes/all-buyers').then(({ AllBuyersPage }) => ({ Component: AllBuyersPage }));
const allSellersPage = () =>
  import('./routes/all-sellers').then(({ AllSellersPage }) => ({ Component: AllSellersPage }));
const messagesPage = () =>
  import('./routes/messages').then(({ MessagesPage }) => ({ Component: MessagesPage }));
const dealerInboxPage = () =>
  import('./routes/dealer-inbox').then(({ DealerInboxPage }) => ({ Component: DealerInboxPage }));
const financePage = () => import('./routes/finance').then(({ FinancePage }) => ({ Component: FinancePage }));
const paymentsPage = () =>
  import('./routes/payments').then(({ PaymentsPage }) => ({ Component: PaymentsPage }));
const moderationPage = () =>
  import('./routes/moderation').then(({ ModerationPage }) => ({ Component: ModerationPage }));
const auditPage = () => import('./routes/audit').then(({ AuditPage }) => ({ Component: AuditPage }));
const reportedItemsPage = () =>
  import('./routes/reported-items').then(({ ReportedItemsPage }) => ({ Component: ReportedItemsPage }));
// Its loader needs the query client, so that the page's first render reads the cars from the cache.
const modelCarsPage = (queryClient: QueryClient) => () =>
  import('./routes/car-models').then(({ ModelCarsPage, modelCarsLoader }) => ({
    Component: ModelCarsPage,
    loader: modelCarsLoader(queryClient),
  }));
// A chunk of its own, loaded only by a buyer about to pay (Stripe.js, when configured, only after that).
const paymentPage = (queryClient: QueryClient) => () =>
  import('./routes/payment').then(({ PaymentPage, paymentLoader }) => ({
    Component: PaymentPage,
    loader: paymentLoader(queryClient),
  }));

/** Shown while the first page's code loads. */
function PageLoading() {
  const t = useT(appCatalogue);
  return <PulsingDots label={t('loadingPage')} />;
}

/** Shown when a layout itself fails, so without header and footer. */
const standaloneErrorPage = (
  <main className="mx-auto max-w-screen-xl px-4 py-8">
    <ErrorPage />
  </main>
);

/** The app's routes; route loaders fill `queryClient`, the one the app's components read. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <PublicLayout />,
      errorElement: standaloneErrorPage,
      hydrateFallbackElement: <PageLoading />,
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
            { path: 'forgot-password', lazy: forgotPasswordPage },
            { path: 'reset-password', lazy: resetPasswordPage },
            { path: 'confirm-email', lazy: confirmEmailPage },
            { path: 'unsubscribe', lazy: unsubscribePage },
            { path: 'auth/google', lazy: googleReturnPage },
            { path: 'cars', lazy: searchPage(queryClient) },
            { path: 'deal-ratings', lazy: dealRatingsPage },
            { path: 'value-my-car', lazy: valueMyCarPage },
            { path: 'cars/:id', lazy: carPage },
            { path: 'sellers/:id', lazy: sellerPage },
            { path: 'dealers/:slug', lazy: dealerStorefrontPage },
            { path: 'compare', lazy: comparePage },
            { path: 'invitations/:token', lazy: invitationPage },
            {
              // The guard renders once the loader is done; the loader loads nothing for a visitor not signed in.
              path: 'carModels/:model',
              element: <RequireSignIn />,
              children: [{ index: true, lazy: modelCarsPage(queryClient) }],
            },
            { path: '*', element: <ErrorPage /> },
          ],
        },
      ],
    },
    {
      path: 'dashboard',
      element: <RequireSignIn />,
      errorElement: standaloneErrorPage,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          lazy: dashboardLayout,
          children: [
            {
              errorElement: <ErrorPage />,
              children: [
                { index: true, lazy: dashboardHomePage },
                { path: 'settings', lazy: accountSettingsPage },
                { path: 'settings/delete-account', lazy: deleteAccountPage },
                { path: 'addProduct', lazy: addProductPage },
                { path: 'myProducts', lazy: myProductsPage },
                { path: 'stats/:id', lazy: listingStatsPage },
                { path: 'dealer/import', lazy: dealerImportPage },
                { path: 'deals', lazy: dealsPage },
                { path: 'dealer', lazy: dealershipPage },
                { path: 'payouts', lazy: payoutsPage },
                { path: 'MyOrders', lazy: myOrdersPage },
                { path: 'favorites', lazy: favoritesPage },
                { path: 'saved-searches', lazy: savedSearchesPage },
                { path: 'test-drives', lazy: testDrivesPage },
                { path: 'availability', lazy: availabilityPage },
                { path: 'allBuyers', lazy: allBuyersPage },
                { path: 'allSellers', lazy: allSellersPage },
                { path: 'reportedItems', lazy: reportedItemsPage },
                { path: 'moderation', lazy: moderationPage },
                { path: 'audit', lazy: auditPage },
                { path: 'finance', lazy: financePage },
                { path: 'payments', lazy: paymentsPage },
                { path: 'messages', lazy: messagesPage },
                { path: 'messages/:id', lazy: messagesPage },
                { path: 'dealer/inbox', lazy: dealerInboxPage },
                { path: 'payment/:id', lazy: paymentPage(queryClient) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

/** Resolves once `router` has the code of the page it opened on, so that React's first render draws that page. */
export function firstPageLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
