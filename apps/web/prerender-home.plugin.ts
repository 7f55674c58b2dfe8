import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, isRunnableDevEnvironment, type Plugin, type Rolldown } from 'vite';
import { languages, type Language } from '@second-gear/contract';
import type { FirstView } from './src/prerender.tsx';

/**
 * The home page's documents, beside index.html in the build, one per language (`home.html` in English, `home.es.html`
 * in Spanish); the server sends the one of the visitor's language for / and /home.
 */
const homeDocuments: Record<Language, string> = { en: 'home.html', es: 'home.es.html' };
/** The shell the server draws the search and car pages into (apps/server/src/plugins/first-views.ts). */
const firstViewShell = 'first-view.html';

interface FirstViewModule {
  renderFirstView(path: string, options: { language: Language }): Promise<FirstView>;
}

/** The first view of the app at `url`, rendered by src/prerender.tsx, which Vite loads (TypeScript, JSX, CSS). */
async function renderFirstView(root: string, url: string, language: Language): Promise<FirstView> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Only the server side runs: nothing to prepare for browsers.
    optimizeDeps: { noDiscovery: true },
  });
  try {
    const renderer = server.environments.ssr;
    if (!isRunnableDevEnvironment(renderer)) throw new Error('Vite cannot run the prerender here.');
    const { renderFirstView } = await renderer.runner.import<FirstViewModule>('/src/prerender.tsx');
    return await renderFirstView(url, { language });
  } finally {
    await server.close();
  }
}

/** The stylesheets of `chunk` and of every chunk it imports statically. */
function stylesheetsOf(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map([[chunk.fileName, chunk]]);
  for (const current of chunks.values()) {
    for (const fileName of current.imports) {
      const imported = bundle[fileName];
      if (imported?.type === 'chunk') chunks.set(fileName, imported);
    }
  }
  return [...chunks.values()].flatMap((each) => [...(each.viteMetadata?.importedCss ?? [])]);
}

function replaceOnce(document: string, part: string | RegExp, replacement: string): string {
  // Whether the part is there, not whether the document changed: English's `<html lang="en">` stays as it was.
  const found = typeof part === 'string' ? document.includes(part) : part.test(document);
  if (!found) throw new Error(`index.html has no ${String(part)} to fill in.`);
  return document.replace(part, () => replacement);
}

/**
 * Writes `home.html`: index.html with the home page's first view rendered into #root and React's preloads in its head
 * (docs/decisions/0019), so that the page paints, its hero picture first, before any script has run. It also links
 * the home route's own stylesheets, which that view needs; the route's scripts load as on any other page.
 *
 * Beside it, `first-view.html`: the shell of every document drawn before its scripts run. Neither preloads the
 * scripts' modules: there the scripts only take over a view already on screen, and fetched ahead they share a slow
 * link with the stylesheet and the photos the first paint waits for (docs/decisions/0042).
 */
export function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'second-gear:prerender-home',
    // Not in the server's build of prerender.tsx (build-beside.script.ts), which has no index.html.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const shell = bundle['index.html'];
      const homeRoute = path.join(root, 'src/app/routes/home.tsx');
      const homeChunk = Object.values(bundle).find(
        (output): output is Rolldown.OutputChunk =>
          output.type === 'chunk' && output.facadeModuleId === homeRoute,
      );
      if (shell?.type !== 'asset' || !homeChunk)
        throw new Error('The build has no index.html or home route.');
      const shellHtml = String(shell.source).replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
      await writeFile(path.join(outDir, firstViewShell), shellHtml);
      const stylesheets = stylesheetsOf(homeChunk, bundle)
        .filter((fileName) => !shellHtml.includes(`/${fileName}"`))
        .map((fileName) => `<link rel="stylesheet" crossorigin href="/${fileName}">`);

      for (const language of languages) {
        const view = await renderFirstView(root, '/', language);
        if (!/<html lang="[^"]*">/.test(shellHtml))
          throw new Error('index.html has no <html lang> to fill in.');
        let document = shellHtml.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
        // In place of the shell's title, ahead of the scripts: the hero picture is the first thing fetched.
        document = replaceOnce(document, /<title>[^<]*<\/title>/, view.head);
        // Beside the shell's own, ahead of the scripts (stylesheets-first.plugin.ts).
        document = replaceOnce(
          document,
          '<script type="module"',
          `${stylesheets.join('')}<script type="module"`,
        );
        document = replaceOnce(document, '<div id="root"></div>', `<div id="root">${view.root}</div>`);
        await writeFile(path.join(outDir, homeDocuments[language]), document);
      }
    },
  };
}
