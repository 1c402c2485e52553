// Just enough of the ONNX file format to rewrite a graph (lean-graph.ts): a schema-less protobuf
// walker, the graph's nodes and float constants read and written back, and what a Clip or a Conv
// says in its attributes. No package: onnx's own readers are Python.
import { Buffer } from 'node:buffer';

type Field = {
  no: number;
  wire: number;
  value: bigint;
  start: number;
  end: number;
  body: Buffer;
};

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

export interface GraphNode {
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

export interface Constant {
  dims: number[];
  values: Float32Array;
}

/** A Constant node's float tensor (raw data), or null. */
export function constantOf(node: GraphNode): Constant | null {
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

export function constantNode(name: string, constant: Constant): GraphNode {
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

export const floatAttribute = (name: string, value: number) =>
  Buffer.concat([
    lengthField(ATTRIBUTE.name, name),
    floatField(ATTRIBUTE.f, value),
    varintField(ATTRIBUTE.type, ATTRIBUTE_FLOAT),
  ]);

/** The Clip's bounds, from its attributes (opset < 11) or its constant inputs. */
export function clipBounds(
  node: GraphNode,
  constants: Map<string, Constant>,
): [number, number] | null {
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
export function unpadded(conv: GraphNode): boolean {
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

export interface OnnxGraph {
  /** The graph's nodes, in order. */
  nodes: GraphNode[];
  /** The names of the graph's outputs (never removed). */
  outputs: Set<string>;
  /** The model with `nodes` as its graph's nodes, everything else as it was. */
  write(nodes: GraphNode[]): Buffer;
}

/** The graph of an ONNX model (a ModelProto's bytes). */
export function readGraph(model: Uint8Array): OnnxGraph {
  const buffer = Buffer.from(model.buffer, model.byteOffset, model.byteLength);
  const top = fields(buffer);
  const graphField = top.find((field) => field.no === MODEL_GRAPH);
  if (!graphField) throw new Error('not an ONNX model: no graph');
  const graphParts = fields(graphField.body);
  return {
    nodes: graphParts
      .filter((field) => field.no === GRAPH_NODE)
      .map((field) => readNode(field.body)),
    outputs: new Set(
      graphParts
        .filter((field) => field.no === GRAPH_OUTPUT)
        .map((field) => text(fields(field.body).find((part) => part.no === 1)!)),
    ),
    write: (nodes) =>
      Buffer.concat([
        ...top
          .filter((field) => field.no !== MODEL_GRAPH)
          .map((field) => buffer.subarray(field.start, field.end)),
        lengthField(
          MODEL_GRAPH,
          Buffer.concat([
            ...nodes.map(writeNode),
            ...graphParts
              .filter((field) => field.no !== GRAPH_NODE)
              .map((field) => graphField.body.subarray(field.start, field.end)),
          ]),
        ),
      ]),
  };
}
