// A care ("how do I…") answer from a knowledge-base article: what it is about, the steps numbered,
// the safety warnings pulled out, and when to see a mechanic — not just the article's first lines.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import type { Article, ArticleHit } from '../../knowledge/articles.ts';

const WARNING =
  /\b(do not|don't|never|warning|danger|caution|must not|avoid|risk of|can (?:burn|explode|injure)|scald|fire)\b/i;
const MECHANIC =
  /\b(mechanic|garage|dealer|professional|specialist|workshop|have it (?:checked|tested|inspected|looked at)|have (?:the|them|it) (?:checked|tested|replaced)|get it checked|tow(?:ed)? )\b/i;

function plain(markdown: string): string {
  return markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"(])/)
    .map((s) => s.trim())
    .filter(Boolean);

interface Block {
  kind: 'paragraph' | 'list';
  lines: string[];
}

function blocks(body: string): Block[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => {
      const lines = chunk
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const isList = lines.length > 0 && lines.every((l) => /^([-*]|\d+[.)])\s+/.test(l));
      return isList
        ? {
            kind: 'list' as const,
            lines: lines.map((l) => plain(l.replace(/^([-*]|\d+[.)])\s+/, ''))),
          }
        : { kind: 'paragraph' as const, lines: [plain(lines.join(' '))] };
    })
    .filter((b) => b.lines.length > 0 && b.lines[0] !== '');
}

export interface CareGuide {
  intro: string;
  /** Each group of steps with the paragraph that introduces it. */
  sections: { heading: string | null; steps: string[] }[];
  warnings: string[];
  mechanic: string[];
}

export function careGuide(article: Article): CareGuide {
  const parts = blocks(article.body);
  const intro = parts.find((b) => b.kind === 'paragraph')?.lines[0] ?? '';
  const sections: CareGuide['sections'] = [];
  const warnings: string[] = [];
  const mechanic: string[] = [];
  const prose: string[] = [];
  parts.forEach((block, i) => {
    if (block.kind === 'list') {
      const before = parts[i - 1];
      const heading =
        before?.kind === 'paragraph' && before.lines[0]!.length < 260 ? before.lines[0]! : null;
      sections.push({ heading, steps: block.lines });
      for (const line of block.lines) {
        if (WARNING.test(line)) warnings.push(line);
      }
    } else if (block.lines[0] !== intro) {
      const next = parts[i + 1];
      const introducesList = next?.kind === 'list' && block.lines[0]!.length < 260;
      if (!introducesList) prose.push(block.lines[0]!);
      for (const sentence of sentences(block.lines[0]!)) {
        if (MECHANIC.test(sentence)) mechanic.push(sentence);
        else if (WARNING.test(sentence)) warnings.push(sentence);
      }
    }
  });
  // An article without lists: its paragraphs are the steps, in order.
  if (sections.length === 0 && prose.length) sections.push({ heading: null, steps: prose });
  else if (prose.length) sections.push({ heading: 'Good to know:', steps: prose });
  return {
    intro,
    sections,
    warnings: [...new Set(warnings)].slice(0, 4),
    mechanic: [...new Set(mechanic)].slice(0, 3),
  };
}

export function careAnswerText(hit: ArticleHit): { text: string; sources: AskSource[] } {
  const guide = careGuide(hit.article);
  const out: string[] = [hit.article.title, guide.intro];
  for (const section of guide.sections) {
    const steps = section.steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
    out.push(section.heading ? `${section.heading}\n${steps}` : steps);
  }
  if (guide.warnings.length) out.push(`Safety:\n${guide.warnings.map((w) => `⚠ ${w}`).join('\n')}`);
  out.push(
    `When to see a mechanic: ${
      guide.mechanic.length
        ? guide.mechanic.join(' ')
        : "if you're unsure, if a warning light stays on, or if the problem comes back after you've done this."
    }`,
  );
  out.push(`Source: Odo's article “${hit.article.title}” (${hit.article.sources.join('; ')}).`);
  return {
    text: out.filter(Boolean).join('\n\n'),
    sources: [
      {
        kind: 'article',
        title: hit.article.title,
        slug: hit.article.slug,
        detail: hit.article.sources.join('; '),
        excerpt: hit.passages.join('\n\n').slice(0, 1500),
      },
    ],
  };
}
