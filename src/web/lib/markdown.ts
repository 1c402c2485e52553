// Community Markdown → safe HTML. micromark (CommonMark + GFM) escapes raw HTML; the result is then
// parsed (inert) and rebuilt from a strict allow-list of tags and attributes, so nothing else passes.

import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** Where community uploads are served: the only images a post may show. */
const OWN_IMAGE = /^\/api\/files\/community\/(?:[\w-]+\/)*[\w-]+(?:\.[a-z0-9]+)?$/i;

/** Elements kept as they are (attributes aside). Headings are demoted by one level. */
const KEEP = new Set([
  'p',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const HEADINGS: Record<string, string> = {
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h5',
  h5: 'h6',
  h6: 'h6',
};
const VOID = new Set(['img', 'hr', 'br']);
/** Dropped with everything inside them (never produced by micromark; defence in depth). */
const DROP = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'canvas',
  'portal',
]);

/** A scheme a browser could run or inline: never allowed in any attribute. */
const DANGEROUS_SCHEME = /^(?:javascript|data|vbscript|file|blob|about):/i;
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** What a browser ignores when it reads a URL's scheme: controls and spaces, anywhere. */
function squeezed(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g, '');
}

/** True when `value` (an attribute value) starts with a scheme that could run or inline code. */
export function hasDangerousScheme(value: string): boolean {
  return DANGEROUS_SCHEME.test(squeezed(value));
}

/** A link's href when it is http(s), mailto or relative to this site; null otherwise. */
export function safeHref(raw: string): string | null {
  const value = raw.trim();
  // eslint-disable-next-line no-control-regex -- a link with a control character is refused
  if (!value || /[\u0000-\u001f\u007f\s\\]/.test(value)) return null;
  if (hasDangerousScheme(value)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme) {
    if (!LINK_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`)) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== 'mailto:' && !url.hostname) return null;
    } catch {
      return null;
    }
    return value;
  }
  // Relative: a path on this site, a fragment or a query; never protocol-relative (//host).
  if (value.startsWith('//')) return null;
  return value;
}

/** An image source when it is one of our own community uploads; null otherwise. */
export function safeImageSrc(raw: string): string | null {
  const value = raw.trim();
  if (!OWN_IMAGE.test(value)) return null;
  if (value.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return value;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Alt text as plain words: at most 300 characters, never something that reads as a URL scheme. */
function cleanAlt(alt: string): string {
  const text = alt.replace(/\s+/g, ' ').trim().slice(0, 300);
  return hasDangerousScheme(text) ? '' : text;
}

function attributes(pairs: [string, string][]): string {
  return pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

function serialiseChildren(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    out += serialise(child);
  });
  return out;
}

/** Rebuilds one parsed node from the allow-list: the only place output HTML is written. */
function serialise(node: Node): string {
  if (node.nodeType === 3) return escapeText(node.nodeValue ?? '');
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const name = element.localName.toLowerCase();
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || DROP.has(name)) return '';
  const tag = HEADINGS[name] ?? name;
  if (!KEEP.has(tag)) return serialiseChildren(element);

  const kept: [string, string][] = [];
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href') ?? '');
    if (!href) return serialiseChildren(element);
    kept.push(['href', href], ['rel', 'nofollow ugc noopener noreferrer'], ['target', '_blank']);
  } else if (tag === 'img') {
    const alt = cleanAlt(element.getAttribute('alt') ?? '');
    const src = safeImageSrc(element.getAttribute('src') ?? '');
    if (!src) return escapeText(alt);
    kept.push(['src', src], ['alt', alt], ['loading', 'lazy']);
  } else if (tag === 'th' || tag === 'td') {
    const align = element.getAttribute('align')?.toLowerCase();
    if (align === 'left' || align === 'center' || align === 'right') kept.push(['align', align]);
  } else if (tag === 'ol') {
    const start = element.getAttribute('start');
    if (start && /^\d{1,9}$/.test(start) && start !== '1') kept.push(['start', start]);
  }

  const open = `<${tag}${attributes(kept)}>`;
  if (VOID.has(tag)) return open;
  return `${open}${serialiseChildren(element)}</${tag}>`;
}

/** Keeps only allow-listed markup from `html` (parsed inert: nothing loads or runs). */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><body>${html}</body></html>`,
    'text/html',
  );
  return serialiseChildren(document.body);
}

/** Community Markdown (GFM) → HTML safe to set as innerHTML: no raw HTML, no scripts, own images. */
export function renderMarkdown(markdown: string): string {
  const html = micromark(markdown, {
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  return sanitizeHtml(html);
}
