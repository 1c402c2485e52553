import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDangerousScheme, renderMarkdown, safeHref, safeImageSrc } from './markdown.ts';

const FORBIDDEN = 'script, style, iframe, object, embed, svg, math, form, input, link, meta, base';

/** What a rendered body must never contain, checked on the DOM the browser would build. */
function problemsIn(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const problems: string[] = [];
  for (const element of root.querySelectorAll(FORBIDDEN)) {
    problems.push(`element <${element.localName}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) problems.push(`handler ${attribute.name}`);
      if (
        !['href', 'src', 'alt', 'rel', 'target', 'align', 'start', 'loading'].includes(
          attribute.name,
        )
      ) {
        problems.push(`attribute ${attribute.name}`);
      }
      if (hasDangerousScheme(attribute.value)) {
        problems.push(`scheme in ${attribute.name}="${attribute.value}"`);
      }
    }
  }
  for (const image of root.querySelectorAll('img')) {
    const src = image.getAttribute('src') ?? '';
    if (!src.startsWith('/api/files/community/')) problems.push(`foreign image ${src}`);
  }
  for (const link of root.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('//')) problems.push(`protocol-relative link ${href}`);
    if (link.getAttribute('rel') !== 'nofollow ugc noopener noreferrer') {
      problems.push(`link without rel ${href}`);
    }
  }
  return problems;
}

const FRAGMENTS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<style>*{}</style>',
  '<form action=javascript:alert(1)><button>',
  '<object data="data:text/html,x">',
  '<embed src=javascript:alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:',
  '&#106;avascript:',
  '&#x6A;avascript&colon;alert(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '![',
  '](',
  '"',
  "'",
  '`',
  '\n',
  '\n\n',
  '    ',
  '|',
  '---',
  '*',
  '_',
  '~~',
  '&lt;',
  '&amp;',
  '\\',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  ' onerror=',
  ' onload=',
  'http://evil.example/x.png',
  '//evil.example/x.png',
  '/api/files/community/u/a-800.webp',
  '/api/files/community/../../x',
  'www.evil.example',
  'mailto:a@b.c',
  '<https://a.example>',
  '[x]: javascript:alert(1)',
  '[x]',
  '\u0000',
  '\u2028',
];

const fragmentStrings = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 })), { maxLength: 24 })
  .map((parts) => parts.join(''));

const KNOWN_PAYLOADS = [
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<details open ontoggle=alert(1)>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](java%0ascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '[click](//evil.example)',
  '![x](javascript:alert(1))',
  '![x](https://evil.example/track.png)',
  '![x](//evil.example/track.png)',
  '![x](data:image/svg+xml;base64,PHN2Zz4=)',
  '![x](/api/files/community/../../api/auth/sign-out)',
  '![x" onerror="alert(1)](/api/files/community/u/a-800.webp)',
  '![javascript:alert(1)](/api/files/community/u/a-800.webp)',
  '[x](https://a.example "title\\" onmouseover=\\"alert(1)")',
  '<a href="javascript:alert(1)">x</a>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '| a |\n|---|\n| <script>alert(1)</script> |',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style><img src=x onerror=alert(1)></style>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  'www.example.com/<script>alert(1)</script>',
  'https://example.com/"onmouseover="alert(1)',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '[a](https://ok.example) ![b](/api/files/community/u1/abc-800.webp)',
];

describe('renderMarkdown', () => {
  it('has a checker that sees executable markup', () => {
    expect(problemsIn('<img src="https://evil.example/x.png" onerror="alert(1)">')).toEqual([
      'handler onerror',
      'attribute onerror',
      'foreign image https://evil.example/x.png',
    ]);
    expect(problemsIn('<a href="javascript:alert(1)">x</a><svg></svg>')).toHaveLength(3);
  });

  it('renders the Markdown people write', () => {
    const html = renderMarkdown(
      '# Title\n\n**bold** _it_ ~~gone~~ `code`\n\n- one\n- two\n\n> quote\n\n[site](https://a.example/x)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain(
      '<a href="https://a.example/x" rel="nofollow ugc noopener noreferrer" target="_blank">site</a>',
    );
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('<b onclick="x()">hi</b>');
    expect(html).toBe('<p>&lt;b onclick="x()"&gt;hi&lt;/b&gt;</p>');
  });

  it('keeps our own images and drops others to their alt text', () => {
    expect(renderMarkdown('![engine](/api/files/community/u1/abc-800.webp)')).toBe(
      '<p><img src="/api/files/community/u1/abc-800.webp" alt="engine" loading="lazy"></p>',
    );
    expect(renderMarkdown('![engine](https://evil.example/a.png)')).toBe('<p>engine</p>');
  });

  it('drops links with a dangerous scheme but keeps their words', () => {
    expect(renderMarkdown('[click](javascript:alert(1))')).toBe('<p>click</p>');
  });

  it('renders GFM tables with their alignment', () => {
    const html = renderMarkdown('| a | b |\n|:-:|--|\n| 1 | 2 |');
    expect(html).toContain('<th align="center">a</th>');
    expect(html).toContain('<td>2</td>');
  });

  it.each(KNOWN_PAYLOADS)('neutralises %s', (payload) => {
    expect(problemsIn(renderMarkdown(payload))).toEqual([]);
  });

  it('never outputs executable markup for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), (input) => {
        expect(problemsIn(renderMarkdown(input))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('never outputs executable markup for strings built from dangerous fragments', () => {
    fc.assert(
      fc.property(fragmentStrings, (input) => {
        expect(problemsIn(renderMarkdown(input))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('URL checks', () => {
  it('accepts web, mail and relative links only', () => {
    expect(safeHref('https://a.example/x?y=1#z')).toBe('https://a.example/x?y=1#z');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeHref('/community/post/1')).toBe('/community/post/1');
    expect(safeHref('#part')).toBe('#part');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.example',
      '//evil.example',
      '/\\evil.example',
      'java\nscript:alert(1)',
      'http:',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });

  it('accepts images from our community storage only', () => {
    expect(safeImageSrc('/api/files/community/u1/abc-800.webp')).toBe(
      '/api/files/community/u1/abc-800.webp',
    );
    for (const bad of [
      '/api/files/photos/u1/abc-800.webp',
      '/api/files/community/../receipts/x.webp',
      '/api/files/community/a/./b.webp',
      'https://evil.example/api/files/community/a.webp',
      '//evil.example/api/files/community/a.webp',
      '/api/files/community/a.webp?x=1',
    ]) {
      expect(safeImageSrc(bad), bad).toBeNull();
    }
  });
});
