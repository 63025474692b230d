import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, imageFileProblem } from './images';

const file = (type: string, size = 1000) => ({ type, size });

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(imageFileProblem(file(type), true)).toBeUndefined();
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', ''])('refuses %j as not an image', (type) => {
    expect(imageFileProblem(file(type), false)).toBe('El archivo debe ser una imagen');
  });

  it('refuses an image over 8 MB', () => {
    expect(imageFileProblem(file('image/png', IMAGE_UPLOAD_MAX_BYTES + 1), true)).toBe(
      'La imagen no puede pesar más de 8 MB.',
    );
    expect(imageFileProblem(file('image/png', IMAGE_UPLOAD_MAX_BYTES), true)).toBeUndefined();
  });

  it('requires an image only when there is none to keep', () => {
    expect(imageFileProblem(null, true)).toBe('La imagen es requerida');
    expect(imageFileProblem(undefined, false)).toBeUndefined();
  });
});
