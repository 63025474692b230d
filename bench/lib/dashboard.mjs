// The students' area, logged in: the JavaScript of a first visit of /dashboard on the bench's phone, and the
// media player's code, which must load only once a module plays (its chunk is named after MediaPlayer.tsx).
import { compressBodies, launchBrowser, phoneVisit, settle, summarise } from './browser.mjs';
import { logIn } from './server.mjs';

const PLAYER_CHUNK = /\/MediaPlayer-[\w-]+\.js$/;
const scripts = (requests) =>
  [...requests.values()].filter((r) => r.type === 'Script' && r.finished).map((r) => new URL(r.url).pathname);

export async function measureDashboard(origin, account) {
  const { token, user } = await logIn(origin, account);
  const { browser, close } = await launchBrowser('playwright chromium (dashboard)');
  try {
    const { context, page, cdp, requests } = await phoneVisit(browser, origin);
    // The stored session (the spec's local-storage keys), as after a login.
    await context.addInitScript(
      ([storedToken, storedUser]) => {
        localStorage.setItem('token', storedToken);
        localStorage.setItem('user', storedUser);
      },
      [token, JSON.stringify(user)],
    );
    await page.goto(`${origin}/dashboard`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { name: 'Modulos Grabados' }).waitFor({ timeout: 30_000 });
    await settle(page);
    await compressBodies(cdp, requests);
    const firstVisit = summarise([...requests.values()]);
    const beforePlay = scripts(requests);

    // A module plays: its introduction, open to everyone.
    await page
      .getByRole('region', { name: 'Modulos Grabados' })
      .getByRole('button', { name: /^Introducción/ })
      .first()
      .click();
    await page.locator('video, audio, iframe').first().waitFor({ timeout: 30_000 });
    await settle(page, 500);
    await compressBodies(cdp, requests);
    const player = [...requests.values()].filter(
      (r) => r.type === 'Script' && r.finished && PLAYER_CHUNK.test(new URL(r.url).pathname),
    );
    await context.close();
    return {
      pathname: '/dashboard',
      js: firstVisit.js,
      css: firstVisit.css,
      requests: firstVisit.requests,
      player: {
        onFirstLoad: beforePlay.some((file) => PLAYER_CHUNK.test(file)),
        loadedOnPlay: player.length > 0,
        files: player.map((r) => new URL(r.url).pathname),
        gzip: player.reduce((total, r) => total + (r.gzip ?? 0), 0),
      },
    };
  } finally {
    await close();
  }
}
