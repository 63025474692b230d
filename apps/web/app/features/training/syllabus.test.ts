import { describe, expect, it } from 'vitest';
import { syllabus } from './syllabus';

const module = (number: number, typeModule: 'sincronico' | 'asincronico') => ({
  number,
  typeModule,
  title: `Módulo ${number}`,
  topics: [`Tema del módulo ${number}`],
});

describe('syllabus', () => {
  it('shows each module number once, in order, whatever the order read', () => {
    const modules = [
      module(2, 'asincronico'),
      module(0, 'asincronico'),
      module(1, 'asincronico'),
      module(0, 'sincronico'),
      module(2, 'sincronico'),
      module(1, 'sincronico'),
    ];
    expect(syllabus(modules)).toEqual([
      { number: 0, title: 'Módulo 0', topics: ['Tema del módulo 0'] },
      { number: 1, title: 'Módulo 1', topics: ['Tema del módulo 1'] },
      { number: 2, title: 'Módulo 2', topics: ['Tema del módulo 2'] },
    ]);
  });

  it('keeps a module that exists in one edition only', () => {
    expect(syllabus([module(16, 'sincronico')]).map((entry) => entry.number)).toEqual([16]);
  });

  it('is empty without modules', () => {
    expect(syllabus([])).toEqual([]);
  });
});
