import type { Module } from '@constelaciones/contract';

export type SyllabusModule = Pick<Module, 'number' | 'title' | 'topics'>;

/**
 * The public syllabus: each module number once, in order. Every number exists twice, as a live
 * (sincronico) and a recorded (asincronico) record with the same title and topics; the first one read wins.
 */
export function syllabus(modules: readonly SyllabusModule[]): SyllabusModule[] {
  const byNumber = new Map<number, SyllabusModule>();
  for (const { number, title, topics } of modules) {
    if (!byNumber.has(number)) byNumber.set(number, { number, title, topics });
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}
