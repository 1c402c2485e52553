// A rendered European door-pillar label (ECE type-approval plate: maker, approval number, VIN,
// weights) as a phone would photograph it — a slight rotation and JPEG — for the e2e and route
// tests of non-North-American VINs (issue 29). Deterministic; nothing binary is committed.
import sharp from 'sharp';

const esc = (text: string) => text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The label with `vin` on it, as a JPEG photo (about 1,400 × 900 px). */
export async function europeanPillarLabel(
  vin: string,
  maker = 'VOLKSWAGEN AG',
  lines: readonly string[] = [vin],
  font = 'Liberation Mono',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="900">
  <rect width="1400" height="900" fill="#5b6067"/>
  <rect x="160" y="120" width="1080" height="640" rx="18" fill="#e9e7e1" stroke="#9a9890" stroke-width="4"/>
  <text x="220" y="215" font-family="DejaVu Sans" font-weight="bold" font-size="46" fill="#1a1a1a">${esc(maker)}</text>
  <text x="220" y="285" font-family="DejaVu Sans" font-size="32" fill="#333">e1*2007/46*0623*08</text>
  ${lines
    .map(
      (line, index) =>
        `<text x="220" y="${385 + index * 70}" font-family="${font}" font-weight="bold" font-size="60" fill="#111">${esc(line)}</text>`,
    )
    .join('\n  ')}
  <text x="220" y="${505 + (lines.length - 1) * 70}" font-family="DejaVu Sans" font-size="32" fill="#333">1870 kg</text>
  <text x="220" y="${555 + (lines.length - 1) * 70}" font-family="DejaVu Sans" font-size="32" fill="#333">1-  960 kg   2-  990 kg</text>
</svg>`;
  return sharp(Buffer.from(svg))
    .rotate(-4, { background: '#5b6067' })
    .jpeg({ quality: 70 })
    .toBuffer();
}
