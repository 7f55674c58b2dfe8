import type { SearchCar } from '@second-gear/contract';
import type { StructuredData } from '../../components/ui/json-ld';
import { carPath } from '../../entities/car/car-path';

/**
 * The search page as schema.org has it: a `SearchResultsPage` whose main entity is the `ItemList` of the cars it shows,
 * each a `ListItem` at its place in the results with the car's address (how many the whole search found beside).
 */
export function searchStructuredData(
  cars: SearchCar[],
  total: number,
  page: { url: string; name: string; origin: string },
): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'SearchResultsPage',
    url: page.url,
    name: page.name,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: total,
      itemListElement: cars.map((car, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${page.origin}${carPath(car._id)}`,
        name: car.productName,
      })),
    },
  };
}
