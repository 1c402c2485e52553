// The seven-segment digit both rendered displays draw (an odometer's LCD, a pump's rows).

// Segments a–g of a 7-segment digit as [x, y, w, h] in a 10 × 18 box.
export const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [1.5, 0, 7, 1.6],
  b: [8.4, 1.2, 1.6, 7],
  c: [8.4, 9.8, 1.6, 7],
  d: [1.5, 16.4, 7, 1.6],
  e: [0, 9.8, 1.6, 7],
  f: [0, 1.2, 1.6, 7],
  g: [1.5, 8.2, 7, 1.6],
};
export const DIGIT_SEGMENTS = [
  'abcdef',
  'bc',
  'abdeg',
  'abcdg',
  'bcfg',
  'acdfg',
  'acdefg',
  'abc',
  'abcdefg',
  'abcdfg',
];
