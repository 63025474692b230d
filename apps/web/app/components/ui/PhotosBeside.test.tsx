// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotosBeside } from './PhotosBeside';
// The suite's setup: jest-dom's matchers, and a clean page after each test.
import '../../test/support';

const summary = <p>Sábados de 10 a 18</p>;

describe('PhotosBeside', () => {
  it('draws the photos in a carousel beside the summary', () => {
    render(
      <PhotosBeside slides={[{ file: 'taller.webp', alt: 'Ronda del taller' }]} label="Imágenes del taller">
        {summary}
      </PhotosBeside>,
    );
    expect(screen.getByRole('region', { name: 'Imágenes del taller' })).toBeInTheDocument();
    expect(screen.getByText('Sábados de 10 a 18')).toBeInTheDocument();
  });

  it('with no photos yet, draws the summary alone, without the empty column', () => {
    const { container } = render(
      <PhotosBeside slides={[]} label="Imágenes del taller">
        {summary}
      </PhotosBeside>,
    );
    expect(screen.queryByRole('region', { name: 'Imágenes del taller' })).toBeNull();
    expect(container.querySelectorAll('.row > div')).toHaveLength(1);
    expect(screen.getByText('Sábados de 10 a 18')).toBeInTheDocument();
  });
});
