import { describe, expect, it } from 'vitest';
import { SLOWEST, slowestLines } from './slowest.mjs';

const vitestReport = {
  testResults: Array.from({ length: SLOWEST + 3 }, (_, i) => ({
    name: `${process.cwd()}/src/f${i}.test.ts`,
    startTime: 1000,
    endTime: 1000 + i * 1000,
    assertionResults: [{ fullName: `t${i}`, duration: i * 100 }],
  })),
};
const playwrightReport = {
  suites: [
    {
      file: 'a.spec.ts',
      specs: [
        {
          file: 'a.spec.ts',
          line: 3,
          title: 'compra',
          tests: [
            { projectName: 'desktop', results: [{ duration: 4000 }] },
            { projectName: 'phone', results: [{ duration: 1000 }] },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              file: 'a.spec.ts',
              line: 9,
              title: 'menú',
              tests: [{ projectName: 'phone', results: [{ duration: 500 }] }],
            },
          ],
        },
      ],
    },
    {
      file: 'b.spec.ts',
      specs: [
        {
          file: 'b.spec.ts',
          line: 1,
          title: 'inicio',
          tests: [{ projectName: 'desktop', results: [{ duration: 6000 }] }],
        },
      ],
    },
  ],
};

describe('the slowest lists', () => {
  const lines = slowestLines(
    [
      { name: 'lint', seconds: 61.2 },
      { name: 'api', seconds: 300, report: vitestReport, kind: 'vitest' },
      { name: 'e2e', seconds: 420, report: playwrightReport, kind: 'playwright' },
    ],
    781.2,
  );

  it('give the run and every suite its wall time', () => {
    expect(lines[0]).toBe('Wall time: 13.0 min; per suite: lint 61 s, api 300 s, e2e 420 s');
  });

  it('list a Vitest suite’s slowest files and tests, slowest first, at most 15 of each', () => {
    const files = lines.slice(
      lines.indexOf('Slowest files of api:') + 1,
      lines.indexOf('Slowest tests of api:'),
    );
    expect(files).toHaveLength(SLOWEST);
    expect(files[0]).toBe('  17.0 s  src/f17.test.ts');
    expect(files.at(-1)).toBe('   3.0 s  src/f3.test.ts');
    expect(lines[lines.indexOf('Slowest tests of api:') + 1]).toBe('   1.7 s  src/f17.test.ts: t17');
  });

  it('add up a Playwright file’s tests in every project, nested suites too', () => {
    const at = lines.indexOf('Slowest files of e2e:');
    expect(lines.slice(at + 1, at + 3)).toEqual(['   6.0 s  b.spec.ts', '   5.5 s  a.spec.ts']);
    const tests = lines.slice(lines.indexOf('Slowest tests of e2e:') + 1);
    expect(tests).toEqual([
      '   6.0 s  b.spec.ts:1 [desktop] inicio',
      '   4.0 s  a.spec.ts:3 [desktop] compra',
      '   1.0 s  a.spec.ts:3 [phone] compra',
      '   0.5 s  a.spec.ts:9 [phone] menú',
    ]);
  });
});
