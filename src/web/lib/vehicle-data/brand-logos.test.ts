import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import catalog from '../../../shared/vehicle-catalog.json';
import { BRAND_LOGO_NAMES, brandLogoName, brandLogoUrl } from './brand-logos.ts';

const packageDir = path.resolve(import.meta.dirname, '../../../../node_modules/@cardog-icons/core');
const iconFiles = new Set(fs.readdirSync(path.join(packageDir, 'optimized')));

describe('brandLogoName', () => {
  it("maps vPIC's spellings of a make to the package's brand names", () => {
    expect(brandLogoName('MERCEDES-BENZ')).toBe('MB');
    expect(brandLogoName('Mercedes-Benz')).toBe('MB');
    expect(brandLogoName('LAND ROVER')).toBe('Landrover');
    expect(brandLogoName('ALFA ROMEO')).toBe('Alfa Romeo');
    expect(brandLogoName('MINI')).toBe('Mini');
    expect(brandLogoName('RAM')).toBe('RAM');
    expect(brandLogoName('ROLLS ROYCE')).toBe('Rolls Royce');
    expect(brandLogoName('  toyota ')).toBe('Toyota');
    expect(brandLogoName('Chevy')).toBe('Chevrolet');
    expect(brandLogoName('VinFast')).toBe('Vinfast');
  });

  it('returns null for makes the set lacks and for nothing at all', () => {
    expect(brandLogoName('Yugo')).toBeNull();
    expect(brandLogoName('Th!nk')).toBeNull();
    expect(brandLogoName('Mercedes-Benz Trucks of Mars')).toBeNull();
    expect(brandLogoName('')).toBeNull();
    expect(brandLogoName(null)).toBeNull();
  });

  it('names only files the package ships', () => {
    for (const name of Object.values(BRAND_LOGO_NAMES)) {
      expect(iconFiles, name).toContain(`${name} Icon.svg`);
    }
  });

  it('gives the common catalog makes a logo and maps only to brands the package has', () => {
    const packageBrands = new Set(
      [...iconFiles].filter((file) => file.endsWith(' Icon.svg')).map((file) => file.slice(0, -9)),
    );
    const makes = catalog.makes.map(([make]) => make as string);
    const covered = makes.filter((make) => brandLogoName(make) !== null);
    // The common makes all have a logo; the rest fall back to the neutral mark.
    expect(covered).toEqual(
      expect.arrayContaining(['Toyota', 'Ford', 'Mercedes-Benz', 'Land Rover', 'Ram', 'Mini']),
    );
    expect(covered.length).toBeGreaterThanOrEqual(45);
    for (const make of makes) {
      const name = brandLogoName(make);
      if (name) expect(packageBrands).toContain(name);
    }
  });
});

describe('brandLogoUrl', () => {
  it('gives the URL of a separate file, never an inlined one', () => {
    const url = brandLogoUrl('FORD');
    expect(url).toMatch(/Ford(%20| )Icon\.svg(\?|$)/);
    expect(url?.startsWith('data:')).toBe(false);
    expect(brandLogoUrl('Mercedes-Benz')).toMatch(/MB(%20| )Icon\.svg(\?|$)/);
  });

  it('has a URL for every mapped brand and none for a make without a logo', () => {
    for (const slug of Object.keys(BRAND_LOGO_NAMES)) expect(brandLogoUrl(slug), slug).toBeTruthy();
    expect(brandLogoUrl('Yugo')).toBeNull();
  });
});
