import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  emptySection,
  footerTextsSchema,
  homeTextsSchema,
  slotCapacity,
  syllabusTopicsSchema,
} from './site-content';
import { firstMessageAt } from './testing';

const home = { heading: 'Hola', shortBio: 'Uno.\n\nDos.', description: 'Breve.', video: '', videoTitle: '' };

describe('the records of the owner', () => {
  it('are empty before she saves them: texts empty, no pictures', () => {
    expect(emptySection('home')).toEqual({
      ...home,
      heading: '',
      shortBio: '',
      description: '',
      banner: [],
      portrait: [],
      poster: [],
    });
    expect(emptySection('owner')).toEqual({ name: '', profession: '', noticesEmail: '', signature: [] });
  });

  it('say how many pictures each place holds', () => {
    expect(slotCapacity('home', 'banner')).toBe(1);
    expect(slotCapacity('talleres-virtuales', 'slides')).toBe(12);
    expect(slotCapacity('footer', 'slides')).toBe(0);
  });
});

describe('homeTextsSchema', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['', ''],
  ])('keeps the code of the video %j', (video, code) => {
    expect(homeTextsSchema.parse({ ...home, video }).video).toBe(code);
  });

  it.each(['https://vimeo.com/123', 'javascript:alert(1)', 'dQw4w9WgXc'])(
    'refuses %j as a video',
    (video) => {
      expect(firstMessageAt(homeTextsSchema, { ...home, video }, 'video')).toBe(
        messages.siteContent.videoInvalid,
      );
    },
  );
});

describe('footerTextsSchema', () => {
  const footer = {
    email: '',
    instagram: '',
    facebook: '',
    youtube: '',
    spotify: '',
    design: '',
    development: '',
  };

  it('takes an https address or nothing for a network', () => {
    expect(footerTextsSchema.parse({ ...footer, instagram: 'https://www.instagram.com/ana' }).instagram).toBe(
      'https://www.instagram.com/ana',
    );
    for (const instagram of ['instagram.com/ana', 'http://instagram.com/ana', 'javascript:alert(1)'])
      expect(firstMessageAt(footerTextsSchema, { ...footer, instagram }, 'instagram')).toBe(
        messages.validation.invalidLink,
      );
  });
});

describe('syllabusTopicsSchema', () => {
  it('refuses an empty topic', () => {
    expect(syllabusTopicsSchema.safeParse({ topics: ['Uno', '  '] }).success).toBe(false);
    expect(syllabusTopicsSchema.parse({ topics: [' Uno '] })).toEqual({ topics: ['Uno'] });
  });
});
