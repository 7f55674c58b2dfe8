/** The id of the data block (`<script type="application/json">`, never run) a server-rendered page carries. */
export const firstViewDataId = 'first-view-data';

/**
 * What the server rendered a page's first view from: the API's own answer (as JSON) to the call the page makes first,
 * and the session as GET /api/auth/get-session answered for the visitor's cookies (null: nobody signed in). The browser
 * puts both into the query cache before React takes the view over, so both render the same tree.
 */
export type FirstViewData = (
  | { page: 'search'; /** The page address' query string. */ search: string; answer: unknown }
  | { page: 'car'; id: string; answer: unknown }
  | { page: 'seller'; id: string; answer: unknown }
) & { session?: unknown };
