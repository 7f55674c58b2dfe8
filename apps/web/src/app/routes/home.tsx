import { DocumentTitle } from '../../components/ui/document-title';
import { useAuth } from '../../entities/session/auth-context';
import { signUpAsSellerPath } from '../../features/auth/components/sign-up-form';
import { useRole } from '../../features/auth/hooks/use-role';
import { HeroCarousel } from '../../features/catalog/components/hero-carousel';
import { LatestCollections } from '../../features/catalog/components/latest-collections';
import { LazyFavoriteButton } from '../../features/favorites/components/lazy-favorite-button';
import { ModelsGrid } from '../../features/catalog/components/models-grid';
import { PromoBanner } from '../../features/catalog/components/promo-banner';
import { QuickSearch } from '../../features/catalog/components/quick-search';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

export function HomePage() {
  const t = useT(appCatalogue);
  const { user } = useAuth();
  const [isSeller] = useRole('seller');
  // A seller has an account to sell with already; anyone else starts by signing up as one.
  const sellPath = user && isSeller ? '/dashboard/addProduct' : signUpAsSellerPath;
  return (
    <div className="space-y-16">
      <DocumentTitle page={t('title.home')} />
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroCarousel />
      <QuickSearch />
      <ModelsGrid />
      <LatestCollections FavoriteButton={LazyFavoriteButton} />
      <PromoBanner sellPath={sellPath} />
    </div>
  );
}
