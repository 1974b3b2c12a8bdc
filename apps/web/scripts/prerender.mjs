// The build's second step (after `vite build` and `vite build --ssr src/prerender.tsx`): writes the public pages'
// HTML into dist/pages/ and dist/pages.json, which tells the server which file answers which path.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');
const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
const {
  render,
  prerenderedPages,
  notFoundPage,
  listingPage,
  categoryPage,
  dashboardPages,
  myOrdersPage,
  heroPreload,
  appRoutePatterns,
  pageLocales,
} = await import(entry);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry);

/**
 * The route's chunks (one source or several) and the chunks they import that the entry does not already load. Strict:
 * each source brings a chunk of its own; else each need only be a module of the build.
 */
function routeChunks(sources, { strict = true } = {}) {
  const loaded = new Set([entryChunk.file, ...(entryChunk.imports ?? []).map((key) => manifest[key].file)]);
  const files = [];
  const css = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    files.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of [sources].flat()) {
    const before = files.length;
    visit(source);
    if (strict ? files.length === before : !manifest[source])
      throw new Error(`${source} is not a chunk of the build (dist/.vite/manifest.json)`);
  }
  return { files, css };
}

const escapeAttr = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** scripts/boot.js, as a hashed asset (cached for a year like the others). */
const bootSource = readFileSync(join(webRoot, 'scripts', 'boot.js'));
const bootFile = `assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 10)}.js`;
writeFileSync(join(dist, bootFile), bootSource);

/** The template's module script and preloads (Vite's), taken out: the boot script starts them after first paint. */
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entrySrc = MODULE_SCRIPT.exec(template)?.[1];
if (!entrySrc) throw new Error('dist/index.html has no module script');
const entryPreloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
/**
 * The app's stylesheet, written into the pages the server sends first (prerendered and drawn) instead of linked: the
 * first paint then waits for one answer, not two. Its hash goes to the server (pages.json), which allows exactly this
 * style in those pages' CSP (style-src 'self' 'sha256-…'); the app's shell keeps the link.
 */
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const stylesheet = STYLESHEET.exec(template)?.[1];
if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
const css = readFileSync(join(dist, stylesheet), 'utf8');
if (/<\/style/i.test(css)) throw new Error(`${stylesheet} cannot be written inside <style>`);
const styleHash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
const shell = template
  .replace(MODULE_SCRIPT, '')
  .replaceAll(MODULE_PRELOAD, '')
  // The link stays, disabled (not fetched), so that Vite's loader of lazy chunks finds the stylesheet on the page and
  // does not fetch and apply it again.
  .replace(STYLESHEET, () => `\n    <style>${css}</style>\n    <link rel="stylesheet" href="/${stylesheet}" disabled>`);

/** React writes a page's <title> first; it belongs in the head (React keeps it there once it takes over). */
function splitTitle(html) {
  const match = /^<title>(.*?)<\/title>/s.exec(html);
  return match ? { title: match[1], body: html.slice(match[0].length) } : { title: undefined, body: html };
}

/** A page's HTML: the shell with the route's CSS and code linked, its title, and `body` in #root (after it, `after`). */
function assemble({ title, body, source, withHero, after = '', locale = 'en', strict = true }) {
  const { files, css } = routeChunks(source, { strict });
  const preload = [...entryPreloads, ...files.map((href) => `/${href}`)].join(' ');
  const head = [
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(href)}">`),
    ...(withHero
      ? [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(heroPreload.small)}" media="not all and ${heroPreload.wideQuery}">`,
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(heroPreload.large)}" media="${heroPreload.wideQuery}">`,
        ]
      : []),
    `<script defer src="/${bootFile}" data-entry="${escapeAttr(entrySrc)}" data-preload="${escapeAttr(preload)}"></script>`,
  ].join('\n    ');
  let html = inLanguage(shell, locale).replace(/\n\s*<\/head>/, `\n    ${head}\n  </head>`);
  if (title !== undefined) html = html.replace(/<title>.*?<\/title>/s, `<title>${title}</title>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  return html.replace(root, `<div id="root" data-prerendered>${body}</div>${after}`);
}

const catalogues = new Map();
/** messages/<locale>.json, read once for all the pages of that language. */
function catalogueOf(locale) {
  if (!catalogues.has(locale))
    catalogues.set(locale, JSON.parse(readFileSync(join(webRoot, 'messages', `${locale}.json`), 'utf8')));
  return catalogues.get(locale);
}

/**
 * index.html (English) in a language: its lang, title, description and noscript line from messages/<locale>.json
 * (home_title, shell_*).
 */
function inLanguage(html, locale) {
  const catalogue = catalogueOf(locale);
  const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const title = escapeText(catalogue.home_title.replace('{company}', 'PhoneHaat'));
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>.*?<\/title>/s, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_, start) => `${start}${escapeAttr(catalogue.shell_description)}"`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeText(catalogue.shell_noscript)}</noscript>`);
}

/** The file of a page in a language: home.html in English (the base language), home.bn.html in Bengali. */
const fileIn = (file, locale) => (locale === 'en' ? file : file.replace(/\.html$/, `.${locale}.html`));

/** A page drawn in every language, each its own file; the server sends the one in the person's language. */
async function page({ path, file, source }, withHero) {
  const files = {};
  let bytes = 0;
  for (const locale of pageLocales) {
    const { title, body } = splitTitle(await render(path, undefined, locale));
    const html = assemble({ title, body, source, withHero, locale });
    writeFileSync(join(dist, 'pages', fileIn(file, locale)), html);
    files[locale] = `pages/${fileIn(file, locale)}`;
    bytes += Buffer.byteLength(html);
  }
  return { path, files, bytes };
}

/**
 * A template the server fills for each request (apps/server/src/modules/pages): its title, more of the head (a
 * listing's link preview), the page drawn with its data, and that data for React. The listing page's, and the
 * category page's for a signed-in visitor.
 */
function drawnTemplate({ file, source, strict }) {
  return writeInEachLanguage(file, (locale) =>
    assemble({
      strict,
      title: '<!--page-title-->',
      body: '<!--page-body-->',
      source,
      withHero: false,
      after: '<!--page-data-->',
      locale,
    }).replace(/\n\s*<\/head>/, '\n    <!--page-head-->\n  </head>'),
  );
}

/** `draw(locale)` written for each language (fileIn); the files by language, as pages.json names them. */
function writeInEachLanguage(file, draw) {
  const files = {};
  for (const locale of pageLocales) {
    writeFileSync(join(dist, 'pages', fileIn(file, locale)), draw(locale));
    files[locale] = `pages/${fileIn(file, locale)}`;
  }
  return files;
}

/**
 * Each dashboard page's code (its chunks and all they import, beyond the entry's), for the server to preload from the
 * shell it sends a signed-in person. Every dashboard pattern of the app has its list.
 */
const missing = appRoutePatterns.filter(
  (pattern) => pattern.startsWith('/dashboard') && !dashboardPages.some((p) => p.pattern === pattern),
);
if (missing.length > 0) throw new Error(`prerender.tsx's dashboardPages lacks ${missing.join(', ')}`);
const routePreloads = Object.fromEntries(
  dashboardPages.map(({ pattern, sources, loader }) => [
    pattern,
    routeChunks([...sources, ...(manifest[loader] ? [loader] : [])], { strict: false }).files.map((file) => `/${file}`),
  ]),
);

mkdirSync(join(dist, 'pages'), { recursive: true });
const written = [];
for (const p of prerenderedPages) written.push(await page(p, p.path === '/'));
const notFound = await page(notFoundPage, false);
const listing = drawnTemplate(listingPage);
const category = drawnTemplate({ file: categoryPage.file, source: categoryPage.sources });
const myOrders = drawnTemplate({ file: myOrdersPage.file, source: myOrdersPage.sources, strict: false });
writeFileSync(
  join(dist, 'pages.json'),
  `${JSON.stringify(
    {
      // Each path's file per language ({ en, bn }).
      pages: Object.fromEntries(written.map(({ path, files }) => [path, files])),
      notFound: notFound.files,
      appRoutes: appRoutePatterns,
      // The app's shell (index.html as Vite wrote it) per language, for the pages the client draws.
      shell: writeInEachLanguage('shell.html', (locale) => inLanguage(template, locale)),
      styleHash,
      // The server draws the listing page with this build's renderer (kept, not deleted as before).
      listing: { template: listing, renderer: '../dist-ssr/prerender.js' },
      // …and the category page for a signed-in visitor, with the same renderer.
      category: { template: category },
      // …and My Orders for the buyer signed in, with their orders.
      myOrders: { template: myOrders },
      // The code the shell of each dashboard page preloads.
      routePreloads,
    },
    null,
    2,
  )}\n`,
);
for (const { path, files, bytes } of [...written, notFound])
  console.log(
    `prerendered ${path === notFoundPage.path ? '404' : path} -> ${Object.values(files)
      .map((file) => `dist/${file}`)
      .join(', ')} (${bytes} bytes)`,
  );

/**
 * Every text asset also as Brotli (best level) and gzip beside it (`x.js.br`, `x.js.gz`): the server sends the copy the
 * browser asks for (@fastify/static `preCompressed`) instead of compressing each answer again at a quicker level.
 */
let before = 0;
let after = 0;
for (const name of readdirSync(join(dist, 'assets'))) {
  if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
  const file = join(dist, 'assets', name);
  const data = readFileSync(file);
  if (data.byteLength < 1024) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  before += data.byteLength;
  after += br.byteLength;
}
console.log(`assets precompressed: ${before} bytes -> ${after} bytes as Brotli`);
