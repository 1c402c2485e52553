import { describe, expect, it } from 'vitest';
import {
  checkDigitRequired,
  isValidVin,
  isYearCode,
  vinCheckDigit,
  vinProblem,
} from './vin-rules.ts';

describe('the VIN rule', () => {
  it('accepts a European VIN whose 9th character is no check digit', () => {
    expect(vinProblem('WVWZZZ1JZXW000001')).toBeNull();
    expect(vinProblem(' wvwzzz1jzxw000001 ')).toBeNull();
    expect(isValidVin('WVWZZZ1JZXW000001')).toBe(true);
  });

  it('accepts Japanese, Korean, Russian and other non-North-American VINs as written', () => {
    for (const vin of ['JMZBK14Z201234567', 'KMHDN41BP6U123456', 'XTA21093022345678']) {
      expect(vinProblem(vin), vin).toBeNull();
    }
  });

  it('requires the check digit in North America (1–5) and China (L) only', () => {
    expect(checkDigitRequired('1HGCM82633A004352')).toBe(true);
    expect(checkDigitRequired('5YJ3E1EA7KF317000')).toBe(true);
    expect(checkDigitRequired('LSGPC52U1AF123456')).toBe(true);
    expect(checkDigitRequired('WVWZZZ1JZXW000001')).toBe(false);
    expect(checkDigitRequired('JTDKB20U193476321')).toBe(false);
    expect(vinProblem('1HGCM82653A004352')).toBe(
      'The check digit (9th character) should be 3, not 5: a character is mistyped.',
    );
    expect(vinProblem('LSGPC52U5AF123456')).toBe(
      'The check digit (9th character) should be 1, not 5: a character is mistyped.',
    );
    expect(vinProblem('LSGPC52U1AF123456')).toBeNull();
  });

  it('names the rule a malformed VIN breaks, in every market', () => {
    expect(vinProblem('WVWZZZ1JZXW00000')).toBe('A VIN has 17 characters; this one has 16.');
    expect(vinProblem('WVWZZZ1JZXWO00001')).toBe(
      'A VIN never contains the letters I, O or Q (found O at position 12).',
    );
    expect(vinProblem('WVWZZZ1JZXW-00001')).toBe(
      'A VIN has only letters and digits (found "-" at position 12).',
    );
    expect(vinProblem('WVWZZZ1JZXWÉ00001')).toBe(
      'A VIN has only letters and digits (found "É" at position 12).',
    );
  });

  it('computes the 49 CFR 565 check digit and knows the model-year codes', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('SHORT')).toBeNull();
    expect(['A', 'Y', '1', '9'].every(isYearCode)).toBe(true);
    expect(['I', 'O', 'Q', 'U', 'Z', '0', ''].some(isYearCode)).toBe(false);
  });
});
