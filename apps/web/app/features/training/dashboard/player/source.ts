/**
 * What kind of player a module's link needs: YouTube and Vimeo are embedded with their own players (from the
 * start position given), any other address is a file the browser plays: audio by its extension, video otherwise.
 */
export type MediaSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'audio'; url: string }
  | { kind: 'video'; url: string };

const AUDIO_EXTENSIONS = /\.(mp3|m4a|aac|oga|ogg|opus|wav|flac|weba)$/i;
const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1];
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, prefix, id] = url.pathname.split('/');
  return prefix && ['embed', 'shorts', 'live', 'v'].includes(prefix) ? id : undefined;
}

function vimeo(url: URL): { id: string; hash?: string } | undefined {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.findIndex((part) => /^\d+$/.test(part));
  if (at < 0) return undefined;
  // Unlisted videos carry a hash: vimeo.com/123/abc or player.vimeo.com/video/123?h=abc.
  const hash =
    url.searchParams.get('h') ??
    (parts[at + 1] && /^[\da-f]+$/i.test(parts[at + 1]!) ? parts[at + 1] : undefined);
  return { id: parts[at]!, ...(hash ? { hash } : {}) };
}

/** The player for a link; undefined when it is no http(s) address. */
export function mediaSource(link: string): MediaSource | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const youtube = youtubeId(url);
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? { kind: 'youtube', id: youtube } : undefined;
  const onVimeo = vimeo(url);
  if (onVimeo) return { kind: 'vimeo', ...onVimeo };
  return { kind: AUDIO_EXTENSIONS.test(url.pathname) ? 'audio' : 'video', url: url.href };
}

/** The embed address of a YouTube or Vimeo video, starting at `start` seconds. */
export function embedUrl(
  source: Extract<MediaSource, { kind: 'youtube' | 'vimeo' }>,
  start: number,
  origin: string,
) {
  const seconds = Math.floor(start);
  if (source.kind === 'youtube') {
    const query = new URLSearchParams({ rel: '0', enablejsapi: '1', origin });
    if (seconds > 0) query.set('start', String(seconds));
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(source.id)}?${query}`;
  }
  const query = new URLSearchParams({ dnt: '1' });
  if (source.hash) query.set('h', source.hash);
  return `https://player.vimeo.com/video/${source.id}?${query}${seconds > 0 ? `#t=${seconds}s` : ''}`;
}
