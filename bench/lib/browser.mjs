/* global window, document -- page.evaluate callbacks run in the browser */
// First visits in a real browser (Playwright driving Debian's Chromium), on Lighthouse's phone
// (412×823 CSS px, DPR 1.75, its Android user agent): every response is recorded from the DevTools
// protocol's Network events, so the figures are what the browser actually fetched and how many bytes
// crossed the wire.
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { brotliSize, gzipSize } from './first-load.mjs';
import { onCleanup } from './processes.mjs';

/** The flags of playwright.config.ts, plus a resolver rule that keeps every request on loopback. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export const phone = screenEmulationMetrics.mobile; // { mobile, width: 412, height: 823, deviceScaleFactor: 1.75 }

const sum = (list, key) => list.reduce((total, item) => total + (item[key] ?? 0), 0);

export function recorder(cdp, origin) {
  const requests = new Map();
  const external = new Set();
  const get = (id) => {
    if (!requests.has(id)) requests.set(id, { raw: 0 });
    return requests.get(id);
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!/^https?:/.test(request.url)) return;
    if (!request.url.startsWith(origin)) external.add(request.url);
    Object.assign(get(requestId), { url: request.url, type });
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    const header = (name) =>
      Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
    Object.assign(entry, {
      type: type ?? entry.type,
      status: response.status,
      mimeType: response.mimeType,
      encoding: header('content-encoding') ?? 'identity',
      cacheControl: header('cache-control'),
      headerBytes: response.encodedDataLength ?? 0,
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker),
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.raw += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.finished = true;
    entry.totalBytes = encodedDataLength;
    entry.bodyBytes = Math.max(0, encodedDataLength - (entry.headerBytes ?? 0));
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const entry = requests.get(requestId);
    if (entry) entry.failed = errorText;
  });
  return { requests, external };
}

/** Pixel size of a fetched image, from its bytes (sharp reads every format the site may send). */
async function imageSize(cdp, requestId) {
  try {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    const { default: sharp } = await import('sharp');
    const { width, height } = await sharp(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

export function summarise(list) {
  const pick = (type) => list.filter((r) => r.type === type && r.finished);
  const group = (type) => {
    const files = pick(type);
    return {
      count: files.length,
      raw: sum(files, 'raw'),
      transferred: sum(files, 'bodyBytes'),
      gzip: sum(files, 'gzip'),
      brotli: sum(files, 'brotli'),
      encodings: [...new Set(files.map((f) => f.encoding))],
      files: files.map(({ url, raw, bodyBytes, gzip, brotli, encoding, cacheControl }) => ({
        url: new URL(url).pathname,
        raw,
        transferred: bodyBytes,
        gzip,
        brotli,
        encoding,
        cacheControl,
      })),
    };
  };
  const doc = pick('Document')[0];
  return {
    document: doc
      ? {
          raw: doc.raw,
          transferred: doc.bodyBytes,
          encoding: doc.encoding,
          inlineScriptRaw: doc.inlineScript ?? null,
        }
      : null,
    js: group('Script'),
    css: group('Stylesheet'),
    fonts: { count: pick('Font').length, transferred: sum(pick('Font'), 'bodyBytes') },
    images: { count: pick('Image').length, transferred: sum(pick('Image'), 'bodyBytes') },
    requests: list.filter((r) => r.finished).length,
    transferredTotal: sum(
      list.filter((r) => r.finished),
      'totalBytes',
    ),
    failed: list.filter((r) => r.failed).map((r) => ({ url: r.url, error: r.failed })),
  };
}

/** A fresh phone (Lighthouse's screen, empty cache) whose every request is recorded. */
export async function phoneVisit(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp, ...recorder(cdp, origin) };
}

/** Bodies of scripts and stylesheets, compressed the way the budget counts them (gzip -9, brotli 11). */
export async function compressBodies(cdp, requests) {
  for (const [requestId, entry] of requests) {
    if (!entry.finished || !['Script', 'Stylesheet', 'Document'].includes(entry.type)) continue;
    if (entry.gzip !== undefined || entry.inlineScript !== undefined) continue;
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      if (entry.type === 'Document') {
        // Inline scripts: React Router's partial manifest and the serialised loader data.
        const inline = [...bytes.toString('utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
        entry.inlineScript = Buffer.byteLength(inline.map((m) => m[1]).join(''));
        continue;
      }
      entry.gzip = gzipSize(bytes);
      entry.brotli = brotliSize(bytes);
    } catch {
      entry.gzip = entry.brotli = null;
    }
  }
}

export async function settle(page, extraMs = 1000) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(extraMs);
}

/** One first visit of `url`: JS/CSS bytes before any scrolling, then every image a phone is sent. */
async function visit(browser, origin, pathname, { imageFormats, oversizeFactor }) {
  const { context, page, cdp, requests, external } = await phoneVisit(browser, origin);
  try {
    const response = await page.goto(origin + pathname, { waitUntil: 'load', timeout: 60_000 });
    await settle(page);
    await compressBodies(cdp, requests);
    const firstVisit = summarise([...requests.values()]);

    // Scroll through the page so that lazy images load as they would for a reader.
    await page.evaluate(async () => {
      for (let i = 0; i < 60 && window.scrollY + window.innerHeight < document.body.scrollHeight; i++) {
        window.scrollBy(0, window.innerHeight * 0.8);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    });
    await settle(page, 500);
    const drawn = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.currentSrc || img.src,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
        width: Math.round(img.getBoundingClientRect().width),
        height: Math.round(img.getBoundingClientRect().height),
        hasSize: img.hasAttribute('width') && img.hasAttribute('height'),
        srcset: img.hasAttribute('srcset') || img.parentElement?.tagName === 'PICTURE',
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
      })),
    );
    const dpr = phone.deviceScaleFactor;
    const images = [];
    for (const [requestId, r] of requests) {
      if (r.type !== 'Image' || !r.finished) continue;
      // naturalWidth is corrected by the srcset density: read the real pixel size from the bytes.
      const pixels = await imageSize(cdp, requestId);
      const element = drawn.find((d) => d.src === r.url);
      const oversized =
        element && element.width > 0 && pixels ? pixels.width > element.width * dpr * oversizeFactor : null;
      images.push({
        url: new URL(r.url).pathname,
        mimeType: r.mimeType,
        transferred: r.bodyBytes,
        cacheControl: r.cacheControl,
        intrinsic: pixels ? `${pixels.width}×${pixels.height}` : null,
        drawnCss: element ? `${element.width}×${element.height}` : null,
        inDom: Boolean(element),
        hasSize: element?.hasSize ?? null,
        srcset: element?.srcset ?? null,
        loading: element?.loading ?? null,
        fetchPriority: element?.fetchPriority ?? null,
        oversized,
        modernFormat: imageFormats.includes(r.mimeType),
        fits: imageFormats.includes(r.mimeType) && oversized !== true && element?.hasSize !== false,
      });
    }
    images.sort((a, b) => b.transferred - a.transferred);
    return {
      pathname,
      status: response?.status() ?? null,
      ...firstVisit,
      imagesAfterScroll: images,
      largestImage: images[0] ?? null,
      external: [...external],
    };
  } finally {
    await context.close();
  }
}

/** Debian's Chromium with the bench's flags, closed at the end of the run at the latest: `close` ends it sooner. */
export async function launchBrowser(label) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  return { browser, close: onCleanup(label, () => browser.close()) };
}

/** Visits each path in a fresh browser context (empty cache). */
export async function measurePages(origin, paths, options) {
  const { browser, close } = await launchBrowser('playwright chromium');
  try {
    const pages = [];
    for (const pathname of paths) pages.push(await visit(browser, origin, pathname, options));
    return pages;
  } finally {
    await close();
  }
}
