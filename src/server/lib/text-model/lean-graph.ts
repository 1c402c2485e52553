// PP-OCR's ONNX files as exported by paddle2onnx spell each activation out in small steps: after
// every convolution a learnable scale and shift (Mul, Add), then hard-swish as Add, Clip, Mul, Div,
// then another scale and shift. onnxruntime fuses none of them, and those element-wise passes were
// half of the recogniser's time (measured with its profiler). This folds what is exactly foldable
// into the convolutions' weights and writes hard-swish as HardSigmoid × x, at load time, in memory:
// the same function, fewer passes over the pixels (decision 028, addendum).
import { Buffer } from 'node:buffer';

type Field = { no: number; wire: number; value: bigint; start: number; end: number; body: Buffer };

/** The fields of one protobuf message, in order (no schema: numbers and wire types only). */
function fields(buffer: Buffer): Field[] {
  const out: Field[] = [];
  let at = 0;
  const varint = () => {
    let value = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buffer[at++]!;
      value |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return value;
      shift += 7n;
    }
  };
  while (at < buffer.length) {
    const start = at;
    const key = Number(varint());
    const wire = key & 7;
    let value = 0n;
    let body = buffer.subarray(0, 0);
    if (wire === 0) value = varint();
    else if (wire === 1 || wire === 5) {
      body = buffer.subarray(at, at + (wire === 1 ? 8 : 4));
      at += body.length;
    } else if (wire === 2) {
      const length = Number(varint());
      body = buffer.subarray(at, at + length);
      at += length;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    out.push({ no: key >>> 3, wire, value, start, end: at, body });
  }
  return out;
}

function varintBytes(value: number): Buffer {
  const bytes: number[] = [];
  let rest = BigInt(value);
  do {
    let byte = Number(rest & 0x7fn);
    rest >>= 7n;
    if (rest > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0n);
  return Buffer.from(bytes);
}

const lengthField = (no: number, body: Buffer | string) => {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return Buffer.concat([varintBytes((no << 3) | 2), varintBytes(bytes.length), bytes]);
};
const varintField = (no: number, value: number) =>
  Buffer.concat([varintBytes(no << 3), varintBytes(value)]);
const floatField = (no: number, value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeFloatLE(value);
  return Buffer.concat([varintBytes((no << 3) | 5), bytes]);
};

// onnx.proto field numbers used here.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_OUTPUT = 12;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5 } as const;
const ATTRIBUTE = { name: 1, f: 2, s: 4, t: 5, ints: 8, type: 20 } as const;
const ATTRIBUTE_FLOAT = 1;
const ATTRIBUTE_TENSOR = 4;
const TENSOR = { dims: 1, dataType: 2, rawData: 9 } as const;
const TENSOR_FLOAT = 1;

interface GraphNode {
  op: string;
  inputs: string[];
  outputs: string[];
  /** The attributes as written (copied unchanged into a rewritten node). */
  attributes: Buffer[];
  /** The node as written, while unchanged. */
  bytes: Buffer | null;
}

const text = (field: Field) => field.body.toString('utf8');

function readNode(bytes: Buffer): GraphNode {
  const parts = fields(bytes);
  return {
    op: text(parts.find((field) => field.no === NODE.opType)!),
    inputs: parts.filter((field) => field.no === NODE.input).map(text),
    outputs: parts.filter((field) => field.no === NODE.output).map(text),
    attributes: parts.filter((field) => field.no === NODE.attribute).map((field) => field.body),
    bytes,
  };
}

function writeNode(node: GraphNode): Buffer {
  if (node.bytes) return lengthField(GRAPH_NODE, node.bytes);
  return lengthField(
    GRAPH_NODE,
    Buffer.concat([
      ...node.inputs.map((name) => lengthField(NODE.input, name)),
      ...node.outputs.map((name) => lengthField(NODE.output, name)),
      lengthField(NODE.name, `lean_${node.outputs[0]}`),
      lengthField(NODE.opType, node.op),
      ...node.attributes.map((attribute) => lengthField(NODE.attribute, attribute)),
    ]),
  );
}

interface Constant {
  dims: number[];
  values: Float32Array;
}

/** A Constant node's float tensor (raw data), or null. */
function constantOf(node: GraphNode): Constant | null {
  if (node.op !== 'Constant' || node.attributes.length !== 1) return null;
  const tensorField = fields(node.attributes[0]!).find((field) => field.no === ATTRIBUTE.t);
  if (!tensorField) return null;
  const tensor = fields(tensorField.body);
  if (Number(tensor.find((field) => field.no === TENSOR.dataType)?.value) !== TENSOR_FLOAT) {
    return null;
  }
  const raw = tensor.find((field) => field.no === TENSOR.rawData);
  if (!raw || raw.body.length % 4 !== 0) return null;
  const values = new Float32Array(raw.body.length / 4);
  for (let i = 0; i < values.length; i += 1) values[i] = raw.body.readFloatLE(i * 4);
  const dims = tensor
    .filter((field) => field.no === TENSOR.dims)
    .map((field) => Number(field.value));
  return { dims, values };
}

function constantNode(name: string, constant: Constant): GraphNode {
  const raw = Buffer.alloc(constant.values.length * 4);
  constant.values.forEach((value, index) => raw.writeFloatLE(value, index * 4));
  const tensor = Buffer.concat([
    ...constant.dims.map((dim) => varintField(TENSOR.dims, dim)),
    varintField(TENSOR.dataType, TENSOR_FLOAT),
    lengthField(TENSOR.rawData, raw),
  ]);
  const attribute = Buffer.concat([
    lengthField(ATTRIBUTE.name, 'value'),
    lengthField(ATTRIBUTE.t, tensor),
    varintField(ATTRIBUTE.type, ATTRIBUTE_TENSOR),
  ]);
  return { op: 'Constant', inputs: [], outputs: [name], attributes: [attribute], bytes: null };
}

const floatAttribute = (name: string, value: number) =>
  Buffer.concat([
    lengthField(ATTRIBUTE.name, name),
    floatField(ATTRIBUTE.f, value),
    varintField(ATTRIBUTE.type, ATTRIBUTE_FLOAT),
  ]);

/** The Clip's bounds, from its attributes (opset < 11) or its constant inputs. */
function clipBounds(node: GraphNode, constants: Map<string, Constant>): [number, number] | null {
  if (node.inputs.length > 1) {
    const low = constants.get(node.inputs[1]!)?.values;
    const high = constants.get(node.inputs[2] ?? '')?.values;
    return low?.length === 1 && high?.length === 1 ? [low[0]!, high[0]!] : null;
  }
  const bounds = new Map<string, number>();
  for (const attribute of node.attributes) {
    const parts = fields(attribute);
    const name = parts.find((field) => field.no === ATTRIBUTE.name);
    const value = parts.find((field) => field.no === ATTRIBUTE.f);
    if (name && value) bounds.set(text(name), value.body.readFloatLE(0));
  }
  const low = bounds.get('min');
  const high = bounds.get('max');
  return low === undefined || high === undefined ? null : [low, high];
}

/** Whether the Conv pads nothing (no `pads`, or all zero; no automatic padding but VALID). */
function unpadded(conv: GraphNode): boolean {
  for (const attribute of conv.attributes) {
    const parts = fields(attribute);
    const name = text(parts.find((field) => field.no === ATTRIBUTE.name)!);
    if (name === 'auto_pad') {
      const mode = parts.find((field) => field.no === ATTRIBUTE.s);
      if (mode && !['NOTSET', 'VALID'].includes(text(mode))) return false;
    }
    if (name !== 'pads') continue;
    for (const field of parts.filter((part) => part.no === ATTRIBUTE.ints)) {
      if (field.wire === 0 ? field.value !== 0n : field.body.some((byte) => byte !== 0))
        return false;
    }
  }
  return true;
}

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
  const buffer = Buffer.from(model.buffer, model.byteOffset, model.byteLength);
  const top = fields(buffer);
  const graphField = top.find((field) => field.no === MODEL_GRAPH);
  if (!graphField) throw new Error('not an ONNX model: no graph');
  const graphParts = fields(graphField.body);
  const nodes: (GraphNode | null)[] = graphParts
    .filter((field) => field.no === GRAPH_NODE)
    .map((field) => readNode(field.body));
  const graphOutputs = new Set(
    graphParts
      .filter((field) => field.no === GRAPH_OUTPUT)
      .map((field) => text(fields(field.body).find((part) => part.no === 1)!)),
  );
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
        consumers.set(input, [...(consumers.get(input) ?? []), index]);
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
    nodes[index] = {
      ...conv,
      inputs: [
        conv.inputs[0]!,
        newConstant(conv.inputs[1]!, parameters.weights),
        newConstant(`${conv.outputs[0]}_bias`, parameters.bias),
      ],
      outputs: nodes[addIndex]!.outputs,
      bytes: null,
    };
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
    nodes[convIndex] = {
      ...conv,
      inputs: [
        nodes[addIndex] ? conv.inputs[0]! : input,
        newConstant(conv.inputs[1]!, weights),
        newConstant(`${conv.outputs[0]}_bias`, bias),
      ],
      bytes: null,
    };
    nodes[index] = null;
    report.scalesMoved += 1;
  });
  countUses();

  // Constants nothing reads any more are dropped; the new ones go first (a graph is in order).
  const read = (node: GraphNode | null): node is GraphNode =>
    node !== null && (node.op !== 'Constant' || (consumers.get(node.outputs[0]!) ?? []).length > 0);
  const graph = Buffer.concat([
    ...[...added.filter(read), ...nodes.filter(read)].map(writeNode),
    ...graphParts
      .filter((field) => field.no !== GRAPH_NODE)
      .map((field) => graphField.body.subarray(field.start, field.end)),
  ]);
  return {
    model: Buffer.concat([
      ...top
        .filter((field) => field.no !== MODEL_GRAPH)
        .map((field) => buffer.subarray(field.start, field.end)),
      lengthField(MODEL_GRAPH, graph),
    ]),
    report,
  };
}
