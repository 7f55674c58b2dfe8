export { defineCatalogue, loadCatalogues, useT, type Catalogue, type Translate } from './catalogue';
export { documentLanguage, pageLanguage, pageLocale, setPageLanguage } from './language';
