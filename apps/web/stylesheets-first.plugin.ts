import type { Plugin } from 'vite';

const stylesheetLink = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the build's stylesheet links ahead of its entry script and module preloads in index.html. Vite writes them
 * last, so the one file the first paint waits for was requested after every script (with six connections a host,
 * behind them); the scripts are modules, deferred, and need not come first.
 */
export function stylesheetsFirst(): Plugin {
  return {
    name: 'second-gear:stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheetLink);
        const rest = html.replace(stylesheetLink, '');
        const entry = rest.search(/[ \t]*<script type="module"/);
        if (!links || entry < 0) return html;
        return rest.slice(0, entry) + links.map((link) => `${link.trimEnd()}\n`).join('') + rest.slice(entry);
      },
    },
  };
}
