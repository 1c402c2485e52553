import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decode-csv-file.ts';

const text = 'Date,Odometer,Cost\n2024-03-02,61200,74.38 €\n';

function utf16(value: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const bytes: number[] = bom ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (const char of value) {
    const code = char.charCodeAt(0);
    bytes.push(...(order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
  }
  return new Uint8Array(bytes);
}

describe('decodeCsvBytes', () => {
  it('reads UTF-16 little- and big-endian, with and without a BOM', () => {
    for (const order of ['le', 'be'] as const) {
      for (const bom of [true, false]) {
        expect(decodeCsvBytes(utf16(text, order, bom)).replace(/^\uFEFF/, '')).toBe(text);
      }
    }
  });

  it('reads UTF-8 and falls back to Windows-1252 for other 8-bit files', () => {
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toBe(text);
    const latin = new Uint8Array([...new TextEncoder().encode('Notiz\n'), 0xd6, 0x6c]);
    expect(decodeCsvBytes(latin)).toBe('Notiz\nÖl');
    const german = new TextDecoder('windows-1252');
    const bytes = Uint8Array.from(
      'Datum;Währung;Bemerkung\n01.03.2024;EUR;Größere Fahrt, Öl\n',
      (c) => c.charCodeAt(0),
    );
    expect(decodeCsvBytes(bytes)).toBe(german.decode(bytes));
  });

  it('reads Cyrillic saved as Windows-1251 (Excel in Russia)', () => {
    const russian = 'Дата;Пробег;Литры;Сумма;Примечание\n01.03.2024;61200;40,5;2500;Заправка\n';
    const cp1251 = Uint8Array.from(russian, (c) => {
      const code = c.charCodeAt(0);
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    });
    expect(decodeCsvBytes(cp1251)).toBe(russian);
  });
});
