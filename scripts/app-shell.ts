// A Vite plugin that writes a static first paint into index.html: the header and, on the home
// page, the landing intro, in German and English (the stored language picks one before the first
// paint), with the stylesheet inline. The browser shows it while the JavaScript loads; React then
// replaces it with the same markup. It mirrors src/features/layout/header.tsx and
// src/features/catalogue/landing-intro.tsx (texts come from the message catalogues, so they cannot
// drift); the e2e tests check the real thing. (Keeping the shell up until the first data arrived,
// with the app rendering hidden behind it, was measured too: the single late reveal cost more
// blocking time than it saved.) Its inline scripts (the language picker, the starter) run under the
// server's Content-Security-Policy by their sha256 hashes, which the server computes from the
// built index.html (server/lib/security-headers.ts), so no script needs 'unsafe-inline'.
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

type Catalogue = Record<string, string>;
const read = (lang: string) => JSON.parse(readFileSync(`src/i18n/${lang}.json`, 'utf8')) as Catalogue;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** One text in both languages; CSS shows the one matching <html lang>. */
function both(de: Catalogue, en: Catalogue, id: string): string {
  const text = (catalogue: Catalogue) => escape(catalogue[id] ?? '');
  return `<span lang="de">${text(de)}</span><span lang="en">${text(en)}</span>`;
}

/** As `both`, for a text whose only markup is <strong> (the catalogue's rich-text tag). */
function bothRich(de: Catalogue, en: Catalogue, id: string): string {
  return both(de, en, id).replace(/&lt;(\/?)strong&gt;/g, '<$1strong>');
}

export function appShellHtml(): string {
  const [de, en] = [read('de'), read('en')];
  const t = (id: string) => both(de, en, id);
  // The one-time notice about price proposals (src/features/catalogue/proposal-notice.tsx) is
  // drawn too, and taken out before the first paint when its cookie says it was hidden.
  return `<div id="app-shell" aria-hidden="true">
  <header class="header"><div class="header__inner"><span class="logo"><svg viewBox="0 0 32 32" width="28" height="28"><rect x="7" y="2" width="18" height="28" rx="4" fill="currentColor"/><rect x="10" y="6" width="12" height="18" rx="1.5" fill="#fff"/><circle cx="16" cy="27" r="1.4" fill="#fff"/></svg><span>Handymarkt</span></span></div></header>
  <main id="app-shell-home"><aside class="proposal-notice" id="app-shell-notice"><p>${bothRich(de, en, 'notice.proposals.text')}</p><span class="proposal-notice__hide">×</span></aside><section class="intro">
    <h1>${t('intro.title')}</h1>
    <p class="intro__lead">${t('intro.leadNoCount')}</p>
    <ul class="intro__points"><li>${t('intro.point.free')}</li><li>${t('intro.point.protection')}</li><li>${t('intro.point.shipping')}</li></ul>
    <div class="intro__actions"><span class="button button--primary">${t('intro.browse')}</span><span class="button button--secondary">${t('intro.sell')}</span></div>
  </section></main>
</div>
<script>
  try { if (localStorage.getItem('hm.locale') === 'en') document.documentElement.lang = 'en'; } catch (e) {}
  var home = document.getElementById('app-shell-home');
  if (home && location.pathname !== '/') home.remove();
  else if (/(^|; )hm_proposal_notice=hidden(;|$)/.test(document.cookie)) document.getElementById('app-shell-notice').remove();
</script>`;
}

const STYLE = `<style>html:lang(de) #app-shell span[lang=en],html:lang(en) #app-shell span[lang=de]{display:none}
</style>`;

/**
 * The stylesheet is written into the page instead of linked: a phone then paints the shell after
 * one round trip, not two. It was 13 kB (3 kB gzipped); with every screen's styles it is 49.5 kB
 * (10 kB gzipped) on 29 November, most of the page's 53.7 kB (docs/performance.md, Lighthouse).
 */
function inlineStylesheet(html: string, bundle: OutputBundle | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/, (tag, file: string) => {
    const asset = bundle?.[file];
    if (asset?.type !== 'asset') return tag;
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
    return `<style>${css}</style>`;
  });
}

/**
 * The browser's first Intl number or date format of a page loads ICU's locale data: 13 ms of CPU
 * and 20-90 ms of wall time in one call on this machine, the largest part of the first render's
 * longest task (docs/performance.md, "Issue 33, fourth round"), and no yield can split it. A worker
 * of the page makes those calls in its own thread while the app's code downloads; that data and
 * V8's locale lists are kept per browser process, so the app's own first calls then take well
 * under a millisecond. It formats a price and the dates the home list and an ad's page show
 * first, in the stored language, and ends. Started with the app's code, after the first paint:
 * its request (a blob) is then no part of what Lighthouse simulates for the first paint.
 */
const INTL_WORKER =
  "Intl.NumberFormat.supportedLocalesOf(l);new Intl.NumberFormat(l,{style:'currency',currency:'EUR'}).format(1);" +
  "[{dateStyle:'medium'},{day:'numeric',month:'short'},{month:'long',year:'numeric'}]" +
  '.forEach(function(o){new Intl.DateTimeFormat(l,o).format(0)});postMessage(0)';
const INTL_WARM_UP =
  "try{(function(){var l='de-DE';try{if(localStorage.getItem('hm.locale')==='en')l='en-GB'}catch(e){}" +
  `var u=URL.createObjectURL(new Blob(['var l="'+l+'";'+${JSON.stringify(INTL_WORKER)}],{type:'text/javascript'}));` +
  'var w=new Worker(u);w.onmessage=w.onerror=function(){URL.revokeObjectURL(u);w.terminate()}})()}catch(e){}';

/**
 * The app's code is asked for, and started, only once the browser has painted the shell. A module
 * script in the page runs as soon as it has arrived, before the first paint when it arrives early,
 * and the page's own requests for it compete with the first paint on a slow line: the shell is
 * what a phone should show first. The entry and its chunks are then fetched side by side
 * (modulepreload), as before; the second timer starts them where no frame is drawn (a tab in the
 * background). The entry's own dynamic imports (src/main.tsx evaluates React and the app in
 * separate steps) and what they import are preloaded with it, so those steps wait for no request.
 * On an ad's page the shell shows the ad's first photo (server/services/page-hints.ts): the app's
 * code is asked for once that photo has been painted (its largest-contentful-paint entry, where the
 * browser reports one; else its load and a frame; at most 1 s), so the photo does not share the
 * line with 125 kB of scripts (Lighthouse's simulated LCP counted their download and evaluation
 * in, docs/performance.md). The app waits for that paint anyway (src/app.tsx).
 */
function startAfterFirstPaint(html: string, bundle: OutputBundle): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) return html;
  const chunks: string[] = [];
  const rest = html
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      chunks.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '');
  for (const file of entryDynamicImports(bundle, entry.replace(/^\//, ''))) {
    if (!chunks.includes(`/${file}`)) chunks.push(`/${file}`);
  }
  const starter =
    `<script>addEventListener('DOMContentLoaded',function(){var started=false;function start(){if(started)return;started=true;${INTL_WARM_UP}` +
    `${JSON.stringify(chunks)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,200)}` +
    `var photo=document.querySelector('#app-shell img'),types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(!photo)painted();else{setTimeout(start,1000);photo.addEventListener('error',painted);` +
    `if(types.indexOf('largest-contentful-paint')>=0)new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(e.element===photo)setTimeout(start,0)})}).observe({type:'largest-contentful-paint',buffered:true});` +
    `else if(photo.complete)painted();else photo.addEventListener('load',painted)}})</script>`;
  return rest.replace('</head>', `${starter}</head>`);
}

/** The chunks the entry imports dynamically, with everything they import statically. */
function entryDynamicImports(bundle: OutputBundle, entryFile: string): string[] {
  const entry = bundle[entryFile];
  if (entry?.type !== 'chunk') return [];
  const found = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (file === entryFile || found.has(file) || chunk?.type !== 'chunk') return;
    found.add(file);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...found];
}

export function appShell(): Plugin {
  return {
    name: 'handymarkt:app-shell',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const shell = inlineStylesheet(html, ctx.bundle)
          .replace('<!--app-shell-->', appShellHtml())
          .replace('</head>', `${STYLE}</head>`);
        // Only the build: the dev server's entry is its own.
        return ctx.bundle ? startAfterFirstPaint(shell, ctx.bundle) : shell;
      },
    },
  };
}
