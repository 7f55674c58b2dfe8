import { DocumentTitle } from '../../components/ui/document-title';
import { HeroCarousel } from '../../features/catalog/components/hero-carousel';
import { LatestCollections } from '../../features/catalog/components/latest-collections';
import { LazyFavoriteButton } from '../../features/favorites/components/lazy-favorite-button';
import { ModelsGrid } from '../../features/catalog/components/models-grid';
import { PromoBanner } from '../../features/catalog/components/promo-banner';
import { QuickSearch } from '../../features/catalog/components/quick-search';

export function HomePage() {
  return (
    <div className="space-y-16">
      <DocumentTitle page="Home" />
      <h1 className="sr-only">Second Gear: buy and sell used cars</h1>
      <HeroCarousel />
      <QuickSearch />
      <ModelsGrid />
      <LatestCollections FavoriteButton={LazyFavoriteButton} />
      <PromoBanner />
    </div>
  );
}
