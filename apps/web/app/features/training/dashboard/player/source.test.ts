import { describe, expect, it } from 'vitest';
import { embedUrl, mediaSource } from './source';

describe('mediaSource', () => {
  it('recognises YouTube links in their usual forms', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
    ]) {
      expect(mediaSource(link), link).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    }
    expect(mediaSource('https://www.youtube.com/watch?v=<script>')).toBeUndefined();
  });

  it('recognises Vimeo links, with the hash of an unlisted video', () => {
    expect(mediaSource('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(mediaSource('https://player.vimeo.com/video/76979871?h=8272103f6e')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: '8272103f6e',
    });
    expect(mediaSource('https://vimeo.com/76979871/8272103f6e')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: '8272103f6e',
    });
  });

  it('plays audio files by their extension and anything else as a video file', () => {
    expect(mediaSource('https://archivos.example/modulo-1/clase.MP3?firma=1')).toEqual({
      kind: 'audio',
      url: 'https://archivos.example/modulo-1/clase.MP3?firma=1',
    });
    expect(mediaSource('https://videos.example.com/ncfa/modulo-1/completo.mp4')).toEqual({
      kind: 'video',
      url: 'https://videos.example.com/ncfa/modulo-1/completo.mp4',
    });
  });

  it('refuses what is no web address', () => {
    expect(mediaSource('javascript:alert(1)')).toBeUndefined();
    expect(mediaSource('no es un link')).toBeUndefined();
    expect(mediaSource('')).toBeUndefined();
  });
});

describe('embedUrl', () => {
  it('starts YouTube at the whole second, privacy-enhanced, with its API on for this origin', () => {
    const url = new URL(embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, 73.9, 'https://sitio.test'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('start')).toBe('73');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://sitio.test');
  });

  it('starts Vimeo with its time fragment, and none at the beginning', () => {
    expect(embedUrl({ kind: 'vimeo', id: '76979871', hash: 'ab12' }, 90, 'https://sitio.test')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&h=ab12#t=90s',
    );
    expect(embedUrl({ kind: 'vimeo', id: '76979871' }, 0, 'https://sitio.test')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });
});
