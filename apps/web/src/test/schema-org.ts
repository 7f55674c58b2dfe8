/**
 * The part of schema.org's vocabulary (https://schema.org, version 29) that the pages' structured data uses: for each
 * type, every property schema.org gives it, its parents' included. A property outside its type's list is one search
 * engines' validators refuse ("not a known valid target type"), such as a rating on a `Person`.
 */
const thing = [
  'name',
  'url',
  'image',
  'description',
  'identifier',
  'sameAs',
  'alternateName',
  'mainEntityOfPage',
  'additionalType',
  'disambiguatingDescription',
  'potentialAction',
  'subjectOf',
];
const intangible = thing;
const product = [
  ...thing,
  'brand',
  'model',
  'manufacturer',
  'offers',
  'itemCondition',
  'color',
  'aggregateRating',
  'review',
  'sku',
  'gtin',
  'mpn',
  'productID',
  'category',
  'logo',
  'releaseDate',
  'award',
  'material',
  'weight',
  'width',
  'height',
  'depth',
];
const vehicle = [
  ...product,
  'vehicleIdentificationNumber',
  'mileageFromOdometer',
  'vehicleModelDate',
  'modelDate',
  'productionDate',
  'purchaseDate',
  'vehicleConfiguration',
  'vehicleTransmission',
  'driveWheelConfiguration',
  'fuelType',
  'bodyType',
  'vehicleEngine',
  'numberOfDoors',
  'vehicleInteriorColor',
  'vehicleInteriorType',
  'numberOfPreviousOwners',
  'knownVehicleDamages',
  'dateVehicleFirstRegistered',
  'vehicleSeatingCapacity',
  'seatingCapacity',
  'fuelEfficiency',
  'fuelConsumption',
  'steeringPosition',
];
const organization = [
  ...thing,
  'address',
  'telephone',
  'email',
  'logo',
  'aggregateRating',
  'review',
  'makesOffer',
  'brand',
  'contactPoint',
  'areaServed',
  'legalName',
  'foundingDate',
  'member',
];
const place = [
  ...thing,
  'address',
  'geo',
  'telephone',
  'aggregateRating',
  'review',
  'openingHoursSpecification',
  'hasMap',
  'logo',
];
const localBusiness = [
  ...new Set([...organization, ...place, 'openingHours', 'priceRange', 'paymentAccepted']),
];
const creativeWork = [
  ...thing,
  'author',
  'datePublished',
  'dateCreated',
  'dateModified',
  'headline',
  'text',
  'inLanguage',
  'publisher',
  'about',
  'mainEntity',
  'aggregateRating',
  'review',
];
const webPage = [
  ...creativeWork,
  'breadcrumb',
  'primaryImageOfPage',
  'lastReviewed',
  'relatedLink',
  'significantLink',
];
const rating = [...intangible, 'ratingValue', 'bestRating', 'worstRating', 'author', 'reviewAspect'];
const contactPoint = [...intangible, 'telephone', 'email', 'contactType', 'areaServed'];

const properties: Record<string, readonly string[]> = {
  Car: [...vehicle, 'acrissCode', 'roofLoad'],
  Vehicle: vehicle,
  Brand: [...intangible, 'logo', 'slogan', 'aggregateRating', 'review'],
  Organization: organization,
  AutoDealer: localBusiness,
  Person: [
    ...thing,
    'givenName',
    'familyName',
    'email',
    'telephone',
    'address',
    'makesOffer',
    'seeks',
    'worksFor',
    'jobTitle',
    'affiliation',
    'memberOf',
  ],
  Offer: [
    ...intangible,
    'price',
    'priceCurrency',
    'priceValidUntil',
    'priceSpecification',
    'availability',
    'itemCondition',
    'itemOffered',
    'seller',
    'offeredBy',
    'availableAtOrFrom',
    'areaServed',
    'eligibleRegion',
    'validFrom',
    'validThrough',
    'aggregateRating',
    'review',
    'category',
    'sku',
    'businessFunction',
  ],
  QuantitativeValue: [...intangible, 'value', 'unitCode', 'unitText', 'minValue', 'maxValue'],
  Place: place,
  PostalAddress: [
    ...contactPoint,
    'streetAddress',
    'postalCode',
    'addressLocality',
    'addressRegion',
    'addressCountry',
    'postOfficeBoxNumber',
  ],
  Rating: rating,
  AggregateRating: [...rating, 'itemReviewed', 'ratingCount', 'reviewCount'],
  Review: [...creativeWork, 'itemReviewed', 'reviewRating', 'reviewBody', 'reviewAspect'],
  WebPage: webPage,
  ProfilePage: webPage,
  SearchResultsPage: webPage,
  ItemList: [...intangible, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...intangible, 'position', 'item', 'nextItem', 'previousItem'],
};

/**
 * What schema.org refuses in `data` (a JSON-LD document, with or without `@graph`): unknown types, properties their
 * type does not have, and typed values without their type. Empty when the data holds to the vocabulary.
 */
export function schemaOrgProblems(data: unknown): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, at: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${at}[${index}]`));
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    const type = node['@type'];
    const keys = Object.keys(node).filter((key) => !key.startsWith('@'));
    if (type === undefined) {
      // A reference to a node described elsewhere in the graph, or the graph itself.
      if (keys.length > 0) problems.push(`${at} has properties but no @type`);
    } else if (typeof type !== 'string' || !(type in properties)) {
      problems.push(`${at} is of an unknown type ${String(type)}`);
    } else {
      for (const key of keys.filter((key) => !properties[type]!.includes(key)))
        problems.push(`${at}: ${type} has no property ${key}`);
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${at}.${key}`);
  };
  const root = data as Record<string, unknown>;
  if (root['@context'] !== 'https://schema.org') problems.push('the @context is not https://schema.org');
  walk(root['@graph'] ?? root, '$');
  return problems;
}

/** Every node of `data` (its `@graph`, or itself) of schema.org type `type`. */
export function nodesOfType(data: unknown, type: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (node['@type'] === type) found.push(node);
    Object.values(node).forEach(walk);
  };
  walk(data);
  return found;
}
