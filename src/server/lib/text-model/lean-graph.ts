// PP-OCR's ONNX files as exported by paddle2onnx spell each activation out in small steps: after
// every convolution a learnable scale and shift (Mul, Add), then hard-swish as Add, Clip, Mul, Div,
// then another scale and shift. onnxruntime fuses none of them, and those element-wise passes were
// half of the recogniser's time (measured with its profiler). This folds what is exactly foldable
// into the convolutions' weights and writes hard-swish as HardSigmoid × x, at load time, in memory:
// the same function, fewer passes over the pixels (decision 028, addendum).
import type { Buffer } from 'node:buffer';
import {
  clipBounds,
  constantNode,
  constantOf,
  floatAttribute,
  readGraph,
  unpadded,
  type Constant,
  type GraphNode,
} from './onnx-graph.ts';

export interface LeanReport {
  /** Scale-and-shift pairs folded into the convolution before them. */
  folded: number;
  /** Hard-swish activations written as HardSigmoid × x. */
  hardSwish: number;
  /** Scales (and, into an unpadded convolution, shifts) moved into the convolution after them. */
  scalesMoved: number;
}

/** The model with its element-wise steps folded (see above), and what was done. */
export function leanModel(model: Uint8Array): { model: Buffer; report: LeanReport } {
  const graph = readGraph(model);
  const nodes: (GraphNode | null)[] = [...graph.nodes];
  const graphOutputs = graph.outputs;
  const constants = new Map<string, Constant>();
  for (const node of nodes) {
    const constant = constantOf(node!);
    if (constant) constants.set(node!.outputs[0]!, constant);
  }
  const consumers = new Map<string, number[]>();
  const countUses = () => {
    consumers.clear();
    nodes.forEach((node, index) => {
      for (const input of node?.inputs ?? []) {
        const readers = consumers.get(input);
        if (readers) readers.push(index);
        else consumers.set(input, [index]);
      }
    });
  };
  countUses();
  /** The one node reading `name` (and nothing else reads it), or null. */
  const soleReader = (name: string, op: string): number | null => {
    const readers = consumers.get(name) ?? [];
    if (readers.length !== 1 || graphOutputs.has(name)) return null;
    return nodes[readers[0]!]?.op === op ? readers[0]! : null;
  };
  /** A scalar constant among `node`'s two inputs, and the other input. */
  const scalarAndOther = (node: GraphNode): [number, string] | null => {
    for (const [a, b] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const values = constants.get(node.inputs[a]!)?.values;
      if (values?.length === 1 && !constants.has(node.inputs[b]!)) {
        return [values[0]!, node.inputs[b]!];
      }
    }
    return null;
  };
  const added: GraphNode[] = [];
  const report: LeanReport = { folded: 0, hardSwish: 0, scalesMoved: 0 };
  let fresh = 0;
  const newConstant = (base: string, constant: Constant) => {
    const name = `${base}_lean${(fresh += 1)}`;
    added.push(constantNode(name, constant));
    constants.set(name, constant);
    return name;
  };
  /** A copy of the Conv's weights (and bias, zeros if none) to rewrite, or null. */
  const convParameters = (conv: GraphNode) => {
    const weights = constants.get(conv.inputs[1]!);
    if (
      !weights ||
      weights.dims.length !== 4 ||
      (consumers.get(conv.inputs[1]!) ?? []).length !== 1
    ) {
      return null;
    }
    const channels = weights.dims[0]!;
    const bias = conv.inputs[2] ? constants.get(conv.inputs[2]) : undefined;
    if (conv.inputs[2] && (!bias || bias.values.length !== channels)) return null;
    return {
      weights: { dims: weights.dims, values: Float32Array.from(weights.values) },
      bias: {
        dims: [channels],
        values: bias ? Float32Array.from(bias.values) : new Float32Array(channels),
      },
    };
  };
  type ConvParameters = NonNullable<ReturnType<typeof convParameters>>;
  /** `conv` reading `input`, with rewritten weights and bias, writing `outputs`. */
  const rewrittenConv = (
    conv: GraphNode,
    input: string,
    { weights, bias }: ConvParameters,
    outputs = conv.outputs,
  ): GraphNode => ({
    ...conv,
    inputs: [
      input,
      newConstant(conv.inputs[1]!, weights),
      newConstant(`${conv.outputs[0]}_bias`, bias),
    ],
    outputs,
    bytes: null,
  });

  // 1. Conv → Mul(a) → Add(b): the conv's weights × a, its bias × a + b.
  nodes.forEach((conv, index) => {
    if (conv?.op !== 'Conv') return;
    const mulIndex = soleReader(conv.outputs[0]!, 'Mul');
    if (mulIndex === null) return;
    const scale = scalarAndOther(nodes[mulIndex]!);
    const addIndex = soleReader(nodes[mulIndex]!.outputs[0]!, 'Add');
    if (!scale || addIndex === null) return;
    const shift = scalarAndOther(nodes[addIndex]!);
    const parameters = convParameters(conv);
    if (!shift || !parameters) return;
    const [a] = scale;
    const [b] = shift;
    parameters.weights.values.forEach((value, i, all) => (all[i] = value * a));
    parameters.bias.values.forEach((value, i, all) => (all[i] = value * a + b));
    nodes[index] = rewrittenConv(conv, conv.inputs[0]!, parameters, nodes[addIndex]!.outputs);
    nodes[mulIndex] = null;
    nodes[addIndex] = null;
    report.folded += 1;
  });
  countUses();

  // 2. Add(x, 3) → Clip(0, 6) → Mul(x, ·) → Div(6): HardSigmoid(x; 1/6, 1/2) × x.
  nodes.forEach((add, index) => {
    if (add?.op !== 'Add') return;
    const three = scalarAndOther(add);
    if (!three || three[0] !== 3) return;
    const x = three[1];
    const clipIndex = soleReader(add.outputs[0]!, 'Clip');
    if (clipIndex === null) return;
    const bounds = clipBounds(nodes[clipIndex]!, constants);
    const mulIndex = soleReader(nodes[clipIndex]!.outputs[0]!, 'Mul');
    if (!bounds || bounds[0] !== 0 || bounds[1] !== 6 || mulIndex === null) return;
    const mul = nodes[mulIndex]!;
    if (!mul.inputs.includes(x) || !mul.inputs.includes(nodes[clipIndex]!.outputs[0]!)) return;
    const divIndex = soleReader(mul.outputs[0]!, 'Div');
    if (divIndex === null) return;
    const div = nodes[divIndex]!;
    const six = constants.get(div.inputs[1]!)?.values;
    if (div.inputs[0] !== mul.outputs[0] || six?.length !== 1 || six[0] !== 6) return;
    const gate = `${div.outputs[0]}_gate`;
    nodes[index] = {
      op: 'HardSigmoid',
      inputs: [x],
      outputs: [gate],
      attributes: [floatAttribute('alpha', 1 / 6), floatAttribute('beta', 0.5)],
      bytes: null,
    };
    nodes[clipIndex] = {
      op: 'Mul',
      inputs: [x, gate],
      outputs: div.outputs,
      attributes: [],
      bytes: null,
    };
    nodes[mulIndex] = null;
    nodes[divIndex] = null;
    report.hardSwish += 1;
  });
  countUses();

  // 3. Mul(c) → Add(d) → Conv: into an unpadded conv, both (weights × c, bias + d × the sum of
  // each output's weights); else Add(d / c) → Conv with weights × c (exact with zero padding too:
  // c × 0 is the 0 the conv pads with).
  nodes.forEach((mul, index) => {
    if (mul?.op !== 'Mul') return;
    const scale = scalarAndOther(mul);
    if (!scale || scale[0] === 0) return;
    const addIndex = soleReader(mul.outputs[0]!, 'Add');
    if (addIndex === null) return;
    const add = nodes[addIndex]!;
    const shift = scalarAndOther(add);
    const convIndex = soleReader(add.outputs[0]!, 'Conv');
    if (!shift || convIndex === null) return;
    const conv = nodes[convIndex]!;
    const parameters = conv.inputs[0] === add.outputs[0] ? convParameters(conv) : null;
    if (!parameters) return;
    const [c, input] = scale;
    const [d] = shift;
    const { weights, bias } = parameters;
    const perOutput = weights.values.length / bias.values.length;
    if (unpadded(conv)) {
      bias.values.forEach((value, output, all) => {
        let sum = 0;
        for (let i = output * perOutput; i < (output + 1) * perOutput; i += 1)
          sum += weights.values[i]!;
        all[output] = value + d * sum;
      });
      nodes[addIndex] = null;
    } else {
      const shiftName = newConstant(`${add.outputs[0]}_shift`, {
        dims: [1],
        values: Float32Array.of(d / c),
      });
      nodes[addIndex] = { ...add, inputs: [input, shiftName], bytes: null };
    }
    weights.values.forEach((value, i, all) => (all[i] = value * c));
    nodes[convIndex] = rewrittenConv(conv, nodes[addIndex] ? conv.inputs[0]! : input, parameters);
    nodes[index] = null;
    report.scalesMoved += 1;
  });
  countUses();

  // Constants nothing reads any more are dropped; the new ones go first (a graph is in order).
  const read = (node: GraphNode | null): node is GraphNode =>
    node !== null && (node.op !== 'Constant' || (consumers.get(node.outputs[0]!) ?? []).length > 0);
  return { model: graph.write([...added.filter(read), ...nodes.filter(read)]), report };
}
