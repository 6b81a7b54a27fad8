// Lighthouse (mobile) for the bench: one run, medians over runs taken in turns, and the pages it compares with.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './page-weight.mjs';
import { BROWSER_PATH } from './browsers.mjs';

/**
 * One Lighthouse (mobile) run. `devtools` applies the slow phone's CPU and network while the page loads, so LCP is
 * the paint the phone would see; `simulate` (Lighthouse's default) estimates it from an unthrottled load and counts
 * every script that finished before that paint, so it swings with them.
 */
export async function lighthouseRun(url, throttlingMethod, { cookies = [] } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: BROWSER_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (cookies.length) {
      // Lighthouse keeps cookies between its storage resets: a returning visitor's consent is set beforehand.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie(
        ...cookies.map(({ name, value, domain, path }) => ({ name, value, domain, path })),
      );
      await browser.disconnect();
    }
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { throttlingMethod } },
    );
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      failing: [...(lhr.runtimeError ? [`runtime:${lhr.runtimeError.code}`] : [])].concat(
        ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
          lhr.categories[category].auditRefs
            .filter(
              (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
            )
            .map((ref) => `${category}:${ref.id}`),
        ),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Each target's (`[label, url, { cookies }?]`) Lighthouse medians over `runs` rounds. The rounds visit every target in turn, so a change in the
 * machine's speed during the bench (another process, a busy neighbour) falls on all pages alike, not on whichever
 * page was being measured then: the budgets compare pages with the bare page of the same run.
 */
export async function lighthouseMedians(targets, runs, throttlingMethod) {
  const results = new Map(targets.map(([label]) => [label, []]));
  for (let run = 0; run < runs; run++)
    for (const [label, url, options] of targets)
      results.get(label).push(await lighthouseRun(url, throttlingMethod, options));
  // A run Lighthouse could not finish leaves its metrics out (NaN; the reason is under "failing").
  const values = (list, key) =>
    list
      .map((result) => result[key])
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  const median = (list, key) => values(list, key)[Math.floor(values(list, key).length / 2)];
  return new Map(
    [...results].map(([label, list]) => [
      label,
      {
        ...Object.fromEntries(
          ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'].map((key) => [
            key,
            median(list, key),
          ]),
        ),
        // How far apart one page's runs are on this machine, beside the budget's 50 ms margin.
        tbtSpread: [values(list, 'tbt')[0], values(list, 'tbt').at(-1)].map(Math.round).join('–'),
        failing: [...new Set(list.flatMap((result) => result.failing))],
      },
    ]),
  );
}

/** A page as the site serves it, less every script. */
export async function pageWithoutScripts(url) {
  const html = await (await fetch(url)).text();
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

/**
 * The limit for a page's first paint: its HTML without scripts and with the whole stylesheet inside, in place of
 * the first-screen styles, the stylesheet link and its preload.
 */
export function inlinedCopy(htmlWithoutScripts, css) {
  return htmlWithoutScripts
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, '')
    .replace(/<link\b[^>]*\bas="style"[^>]*>/g, '')
    .replace('</head>', `<style>${css}</style></head>`);
}
