import { describe, expect, it } from 'vitest';
import { searchAnswer } from '../../test/first-view-answers';
import { schemaOrgProblems } from '../../test/schema-org';
import { searchStructuredData } from './search-structured-data';

const origin = 'https://secondgear.example';

describe("the search page's structured data", () => {
  it('is a SearchResultsPage whose ItemList holds each car shown at its place, with its address', () => {
    const data = searchStructuredData(searchAnswer.cars, searchAnswer.total, {
      url: `${origin}/cars?make=Honda`,
      name: 'Find a car — Second Gear',
      origin,
    });

    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'SearchResultsPage',
      url: `${origin}/cars?make=Honda`,
      mainEntity: { '@type': 'ItemList', numberOfItems: searchAnswer.total },
    });
    const items = (data.mainEntity as { itemListElement: unknown[] }).itemListElement;
    expect(items).toHaveLength(searchAnswer.cars.length);
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `${origin}/cars/${searchAnswer.cars[0]!._id}`,
      name: searchAnswer.cars[0]!.productName,
    });
  });
});
