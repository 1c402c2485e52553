import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EconomyChart, economyAxis, type EconomyPoint } from './economy-chart.tsx';

const POINTS: EconomyPoint[] = [
  { label: 'Jan 5', value: 6.84 },
  { label: 'Feb 2', value: 6.1 },
  { label: 'Mar 9', value: 7.25 },
];

describe('EconomyChart (plain SVG)', () => {
  it('is one image named with every point, a dot and a tooltip per fill-up', () => {
    const { container } = render(<EconomyChart points={POINTS} unit="L/100 km" />);
    const chart = screen.getByRole('img', {
      name: 'Economy trend in L/100 km: Jan 5 6.8, Feb 2 6.1, Mar 9 7.3.',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect([...container.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      'Jan 5: 6.8 L/100 km',
      'Feb 2: 6.1 L/100 km',
      'Mar 9: 7.3 L/100 km',
    ]);
    expect(screen.getByText('Feb 2')).toBeInTheDocument();
  });

  it('draws the line through the points, higher figures higher up, left to right', () => {
    const { container } = render(<EconomyChart points={POINTS} unit="L/100 km" />);
    const line = container.querySelector('polyline')!.getAttribute('points')!;
    const coordinates = line.split(' ').map((pair) => pair.split(',').map(Number));
    expect(coordinates).toHaveLength(3);
    const [first, second, third] = coordinates as [number[], number[], number[]];
    expect(first[0]! < second[0]! && second[0]! < third[0]!).toBe(true);
    // SVG's y grows downwards: 6.1 is lowest on screen, 7.25 highest.
    expect(second[1]! > first[1]! && first[1]! > third[1]!).toBe(true);
    const dots = [...container.querySelectorAll('circle')].map((dot) => [
      Number(dot.getAttribute('cx')),
      Number(dot.getAttribute('cy')),
    ]);
    expect(dots).toEqual(coordinates);
  });
});

describe('economyAxis', () => {
  it('spans the figures with round steps, without starting at 0', () => {
    const { ticks } = economyAxis([6.84, 6.1, 7.25]);
    expect(ticks[0]).toBeLessThanOrEqual(6.1);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(7.25);
    expect(ticks[0]).toBeGreaterThan(5);
    const steps = ticks.slice(1).map((tick, index) => tick - ticks[index]!);
    for (const step of steps) expect(step).toBeCloseTo(steps[0]!, 9);
    expect([0.1, 0.2, 0.5, 1]).toContain(Math.round(steps[0]! * 10) / 10);
  });

  it('puts a band around a flat line and never goes below 0 for positive figures', () => {
    const flat = economyAxis([6.3, 6.3]).ticks;
    expect(flat[0]).toBeLessThan(6.3);
    expect(flat.at(-1)).toBeGreaterThan(6.3);
    expect(economyAxis([0.05, 30]).ticks[0]).toBe(0);
  });
});
