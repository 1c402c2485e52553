// Joins class names and lets a later Tailwind utility win over an earlier one of the same kind
// (`cn('px-4 text-sm', 'px-2')` → `text-sm px-2`), as tailwind-merge does, for the utilities Odo
// uses and its own theme (text-title is a size, shadow-card a shadow). tailwind-merge costs ~30 KB
// and a long first call on every page's first render; cn.test.ts checks this one against it.
import { clsx, type ClassValue } from 'clsx';

const SIZES = /^(\d*x[sl]|sm|md|lg|base|\d*xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const FRACTION = /^\d+\/\d+$/;
const ARBITRARY = /^\[.+\]$/;
/** Odo's own theme names (styles.css @theme) in each namespace. */
const THEME_TEXT = new Set(['display', 'title', 'heading']);
const THEME_SHADOW = new Set(['card', 'raised']);

const isArbitraryLength = (value: string) =>
  ARBITRARY.test(value) &&
  (/^\[(length|size|percentage):/.test(value) ||
    /^\[-?[\d.]+(px|r?em|%|vh|vw|dvh|svh|lvh|ch|ex|lh)?\]$/.test(value) ||
    /^\[(calc|min|max|clamp)\(/.test(value));

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'table',
  'inline-table',
  'table-cell',
  'table-row',
  'flow-root',
  'grid',
  'inline-grid',
  'contents',
  'list-item',
  'hidden',
]);

/** Utilities that are one word or a fixed phrase, by their kind. */
const EXACT: Record<string, string> = {
  static: 'position',
  fixed: 'position',
  absolute: 'position',
  relative: 'position',
  sticky: 'position',
  visible: 'visibility',
  invisible: 'visibility',
  collapse: 'visibility',
  'sr-only': 'sr',
  'not-sr-only': 'sr',
  truncate: 'text-overflow',
  'text-ellipsis': 'text-overflow',
  'text-clip': 'text-overflow',
  uppercase: 'text-transform',
  lowercase: 'text-transform',
  capitalize: 'text-transform',
  'normal-case': 'text-transform',
  italic: 'font-style',
  'not-italic': 'font-style',
  underline: 'text-decoration',
  overline: 'text-decoration',
  'line-through': 'text-decoration',
  'no-underline': 'text-decoration',
  antialiased: 'font-smoothing',
  'subpixel-antialiased': 'font-smoothing',
  'tabular-nums': 'fvn-spacing',
  'proportional-nums': 'fvn-spacing',
  'lining-nums': 'fvn-figure',
  'oldstyle-nums': 'fvn-figure',
  grow: 'grow',
  shrink: 'shrink',
  border: 'border-w',
  rounded: 'rounded',
  shadow: 'shadow',
  ring: 'ring-w',
  outline: 'outline-w',
  transition: 'transition',
  transform: 'transform',
  'break-words': 'word-break',
  'break-all': 'word-break',
  'break-keep': 'word-break',
  'break-normal': 'word-break',
  isolate: 'isolation',
  'isolation-auto': 'isolation',
  'bg-clip-text': 'bg-clip',
  'bg-no-repeat': 'bg-repeat',
  'bg-repeat': 'bg-repeat',
  'bg-cover': 'bg-size',
  'bg-contain': 'bg-size',
  'bg-center': 'bg-position',
  'bg-fixed': 'bg-attachment',
  'ring-inset': 'ring-inset',
  'resize-none': 'resize',
  'resize-x': 'resize',
  'resize-y': 'resize',
  resize: 'resize',
  filter: 'filter',
  'filter-none': 'filter',
};

/** Longest first: the kind of `<prefix>-<value>` utilities whose value never changes the kind. */
const PREFIXES = `
  scroll-mx scroll-my scroll-mt scroll-mb scroll-pt scroll-pb scroll-m scroll-p underline-offset
  outline-offset ring-offset line-clamp grid-cols grid-rows grid-flow col-span col-start col-end
  row-span row-start row-end auto-cols auto-rows place-items place-content place-self
  justify-items justify-self min-w max-w min-h max-h gap-x gap-y space-x space-y inset-x inset-y
  translate-x translate-y scale-x scale-y overflow-x overflow-y overscroll-x overscroll-y
  backdrop-blur drop-shadow pointer-events will-change list-image snap-align content items
  justify self order basis aspect columns leading tracking whitespace decoration indent align
  overflow overscroll inset top right bottom left start end z opacity cursor select appearance
  accent caret fill stroke object origin duration delay ease animate translate scale rotate skew
  blur brightness grayscale size w h p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml gap
  from via to touch snap grow shrink isolation mix-blend bg-blend divide-x divide-y transition
  field-sizing list
`
  .trim()
  .split(/\s+/)
  .sort((a, b) => b.length - a.length);

/** What a later utility of one kind removes besides earlier ones of its own kind. */
const CONFLICT_LIST: Record<string, string> = {
  overflow: 'overflow-x overflow-y',
  overscroll: 'overscroll-x overscroll-y',
  inset: 'inset-x inset-y start end top right bottom left',
  'inset-x': 'right left',
  'inset-y': 'top bottom',
  flex: 'basis grow shrink',
  gap: 'gap-x gap-y',
  p: 'px py ps pe pt pr pb pl',
  px: 'pr pl',
  py: 'pt pb',
  m: 'mx my ms me mt mr mb ml',
  mx: 'mr ml',
  my: 'mt mb',
  size: 'w h',
  'font-size': 'leading',
  'fvn-normal': 'fvn-ordinal fvn-slashed-zero fvn-figure fvn-spacing fvn-fraction',
  'line-clamp': 'display overflow',
  rounded:
    'rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl',
  'rounded-s': 'rounded-ss rounded-es',
  'rounded-e': 'rounded-se rounded-ee',
  'rounded-t': 'rounded-tl rounded-tr',
  'rounded-r': 'rounded-tr rounded-br',
  'rounded-b': 'rounded-br rounded-bl',
  'rounded-l': 'rounded-tl rounded-bl',
  'border-w':
    'border-w-x border-w-y border-w-s border-w-e border-w-t border-w-r border-w-b border-w-l',
  'border-w-x': 'border-w-r border-w-l',
  'border-w-y': 'border-w-t border-w-b',
  'border-color':
    'border-color-x border-color-y border-color-s border-color-e border-color-t border-color-r border-color-b border-color-l',
  'border-color-x': 'border-color-r border-color-l',
  'border-color-y': 'border-color-t border-color-b',
  'scroll-m': 'scroll-mx scroll-my scroll-mt scroll-mb',
  'scroll-p': 'scroll-pt scroll-pb',
  'scroll-mx': 'scroll-ms scroll-me scroll-mr scroll-ml',
  'scroll-my': 'scroll-mt scroll-mb',
  translate: 'translate-x translate-y',
  scale: 'scale-x scale-y',
  touch: 'touch-x touch-y touch-pz',
  'touch-x': 'touch',
  'touch-y': 'touch',
  'touch-pz': 'touch',
};
const CONFLICTS = Object.fromEntries(
  Object.entries(CONFLICT_LIST).map(([kind, others]) => [kind, others.split(' ')]),
);

const SIDES = /^(x|y|s|e|t|r|b|l)$/;
const CORNERS = /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/;

/** `text-…`: a size (theme or t-shirt), an alignment, wrapping, or else a colour. */
function textKind(value: string): string {
  const size = value.split('/')[0] ?? value;
  if (SIZES.test(size) || THEME_TEXT.has(size) || isArbitraryLength(size)) return 'font-size';
  if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
  if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
  if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow';
  return 'text-color';
}

function fontKind(value: string): string {
  if (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)) {
    return 'font-weight';
  }
  if (NUMBER.test(value) || /^\[(number|weight):/.test(value)) return 'font-weight';
  return 'font-family';
}

/** `border`, `border-2`, `border-x`, `border-t-2`, `border-brand/40`, `border-dashed`… */
function borderKind(value: string): string {
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
  if (/^(collapse|separate)$/.test(value)) return 'border-collapse';
  if (/^spacing(-|$)/.test(value))
    return value.startsWith('spacing-x') || value.startsWith('spacing-y')
      ? `border-${value.slice(0, 9)}`
      : 'border-spacing';
  const [side, ...rest] = value.split('-');
  if (side && SIDES.test(side)) {
    const sideValue = rest.join('-');
    if (!sideValue || NUMBER.test(sideValue) || isArbitraryLength(sideValue)) {
      return `border-w-${side}`;
    }
    return `border-color-${side}`;
  }
  if (NUMBER.test(value) || isArbitraryLength(value)) return 'border-w';
  return 'border-color';
}

function roundedKind(value: string): string {
  const [corner] = value.split('-');
  return corner && CORNERS.test(corner) ? `rounded-${corner}` : 'rounded';
}

function shadowKind(value: string): string {
  if (SIZES.test(value) || /^(none|inner|2xs)$/.test(value) || THEME_SHADOW.has(value)) {
    return 'shadow';
  }
  if (ARBITRARY.test(value) && !/^\[(color|var):/.test(value) && /\d/.test(value)) return 'shadow';
  return 'shadow-color';
}

function ringKind(value: string): string {
  if (NUMBER.test(value) || isArbitraryLength(value)) return 'ring-w';
  return 'ring-color';
}

function outlineKind(value: string): string {
  if (/^(none|solid|dashed|dotted|double|hidden)$/.test(value)) return 'outline-style';
  if (NUMBER.test(value) || isArbitraryLength(value)) return 'outline-w';
  return 'outline-color';
}

function bgKind(value: string): string {
  if (/^(linear|radial|conic|gradient)-/.test(value) || value === 'none') return 'bg-image';
  if (/^(auto|cover|contain)$/.test(value)) return 'bg-size';
  if (/^(bottom|center|left|right|top)/.test(value)) return 'bg-position';
  if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
  if (/^clip-/.test(value)) return 'bg-clip';
  if (/^origin-/.test(value)) return 'bg-origin';
  if (/^(repeat|no-repeat)/.test(value)) return 'bg-repeat';
  if (/^\[url\(/.test(value) || /^\[image:/.test(value)) return 'bg-image';
  return 'bg-color';
}

/** The kind of a utility without its variants and `!`, or null for a class Odo made up. */
function kindOf(utility: string): string | null {
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  if (DISPLAY.has(base)) return 'display';
  const exact = EXACT[base];
  if (exact) return exact;
  // An arbitrary property: its kind is the property.
  if (/^\[[a-z-]+:.+\]$/.test(base)) return `[${base.slice(1, base.indexOf(':'))}]`;
  const dash = base.indexOf('-');
  const head = dash === -1 ? base : base.slice(0, dash);
  const value = dash === -1 ? '' : base.slice(dash + 1);
  switch (head) {
    case 'text':
      return textKind(value);
    case 'font':
      return fontKind(value);
    case 'border':
      return borderKind(value);
    case 'rounded':
      return roundedKind(value);
    case 'shadow':
      return shadowKind(value);
    case 'ring':
      return value.startsWith('offset-') ? 'ring-offset' : ringKind(value);
    case 'outline':
      return value.startsWith('offset-') ? 'outline-offset' : outlineKind(value);
    case 'bg':
      return bgKind(value);
    case 'flex':
      if (/^(row|row-reverse|col|col-reverse)$/.test(value)) return 'flex-direction';
      if (/^(wrap|wrap-reverse|nowrap)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'grid':
      break;
    case 'transition':
      return 'transition';
    case 'touch':
      if (/^pan-(x|left|right)$/.test(value)) return 'touch-x';
      if (/^pan-(y|up|down)$/.test(value)) return 'touch-y';
      if (value === 'pinch-zoom') return 'touch-pz';
      return 'touch';
    case 'divide':
      if (/^(x|y)(-|$)/.test(value)) return `divide-${value[0]}`;
      if (/^(solid|dashed|dotted|double|none)$/.test(value)) return 'divide-style';
      return 'divide-color';
    case 'decoration':
      if (/^(solid|double|dotted|dashed|wavy)$/.test(value)) return 'decoration-style';
      if (NUMBER.test(value) || value === 'auto' || value === 'from-font') return 'decoration-w';
      return 'decoration-color';
    case 'stroke':
      return NUMBER.test(value) ? 'stroke-w' : 'stroke';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value)
        ? 'object-fit'
        : 'object-position';
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-position' : 'list-style-type';
    case 'break':
      return /^(before|after|inside)-/.test(value) ? `break-${value.split('-')[0]}` : 'word-break';
    case 'whitespace':
      return 'whitespace';
    case 'animate':
      return 'animate';
    default:
      break;
  }
  for (const prefix of PREFIXES) {
    if (base === prefix || base.startsWith(`${prefix}-`)) {
      if (prefix === 'w' || prefix === 'h' || prefix === 'size') {
        const rest = base.slice(prefix.length + 1);
        if (!rest) return null;
        if (!(
          NUMBER.test(rest) ||
          FRACTION.test(rest) ||
          ARBITRARY.test(rest) ||
          /^[a-z0-9]+$/.test(rest)
        )) {
          return null;
        }
      }
      return prefix;
    }
  }
  return null;
}

/** `md:hover:!px-4` → the variants (in order, they must match), `!` and the utility. */
function parse(token: string): { scope: string; utility: string } {
  let depth = 0;
  let last = -1;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) last = index;
  }
  let variants = last === -1 ? '' : token.slice(0, last + 1);
  let utility = last === -1 ? token : token.slice(last + 1);
  let important = '';
  if (utility.startsWith('!')) {
    important = '!';
    utility = utility.slice(1);
  } else if (utility.endsWith('!')) {
    important = '!';
    utility = utility.slice(0, -1);
  }
  // Variant order does not matter to the cascade beyond the set (tailwind-merge sorts them too).
  if (variants.split(':').length > 2)
    variants = `${variants.split(':').slice(0, -1).sort().join(':')}:`;
  return { scope: `${variants}${important}`, utility };
}

function merge(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    const { scope, utility } = parse(token);
    const kind = kindOf(utility);
    if (kind === null) {
      kept.push(token);
      continue;
    }
    const key = `${scope}${kind}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[kind] ?? []) taken.add(`${scope}${other}`);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

const merged = new Map<string, string>();

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (!classes.includes(' ')) return classes;
  let result = merged.get(classes);
  if (result === undefined) {
    result = merge(classes);
    // A bounded cache: class strings come from the code, so there are few distinct ones.
    if (merged.size >= 1000) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

/** For cn.test.ts: the kind a utility is merged by. */
export const utilityKind = (token: string) => kindOf(parse(token).utility);
