import { Scripts } from 'react-router';

const HOLDER_ID = 'app-scripts';

/**
 * Runs in the browser as an inline script, right after the inert copy of React Router's scripts: runs their
 * classic script at once (the loader data after it needs it), asks for the app's modules at low priority and
 * runs the module script that starts the app, as React Router would.
 */
function startApp(holderId: string) {
  const nonce = (document.currentScript as HTMLScriptElement).nonce;
  const inert = document.createElement('template');
  inert.innerHTML = document.getElementById(holderId)?.textContent ?? '';
  for (const link of inert.content.querySelectorAll('link[rel="modulepreload"]')) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = link.getAttribute('href') ?? '';
    preload.fetchPriority = 'low';
    document.head.append(preload);
  }
  for (const source of inert.content.querySelectorAll('script')) {
    const script = document.createElement('script');
    if (source.type) script.type = source.type;
    script.nonce = nonce;
    script.textContent = source.textContent;
    document.body.append(script);
  }
}

/**
 * React Router's scripts, with the app's modules fetched after what the first paint needs. Its `<Scripts>`
 * ask for every module with `modulepreload` links at high priority, which Lighthouse counts as blocking the
 * first paint: they are written inside a `<noscript>` (where the browser reads them as text and React does
 * not hydrate them) and started by an inline script that asks for the modules at low priority.
 */
export function AppScripts({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      <noscript id={HOLDER_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `(${startApp.toString()})(${JSON.stringify(HOLDER_ID)})` }}
      />
    </>
  );
}
