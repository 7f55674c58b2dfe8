/** The id of the data block (`<script type="application/json">`, never run) a server-rendered page carries. */
export const firstViewDataId = 'first-view-data';

/**
 * What the server rendered a page's first view from: the API's own answer (as JSON) to the call the page makes first.
 * The browser puts it into the query cache before React takes the view over, so both render the same tree.
 */
export type FirstViewData =
  | { page: 'search'; /** The page address' query string. */ search: string; answer: unknown }
  | { page: 'car'; id: string; answer: unknown };
