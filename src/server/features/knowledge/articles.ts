// The knowledge base's articles (data/articles/*.md) and a BM25 index over them, built once per
// process: Ask Odo retrieves and cites them, and the model's knowledge-search tool uses the same.
import fs from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_DATA_DIR } from './knowledge-base.ts';
import { articleFrontMatterSchema, type ArticleFrontMatter } from './schema.ts';

export interface Article extends ArticleFrontMatter {
  /** The Markdown body (no front matter). */
  body: string;
  /** The body as plain text paragraphs (Markdown marks removed). */
  paragraphs: string[];
}

export interface ArticleHit {
  article: Article;
  score: number;
  /** The share of the query's words the article has (0–1); a word no article uses counts half. */
  coverage: number;
  /** The paragraphs that matched the query best, in article order. */
  passages: string[];
}

export interface ArticleIndex {
  articles: readonly Article[];
  search(query: string, limit?: number): ArticleHit[];
  bySlug(slug: string): Article | undefined;
  /** Whether any article uses the term (a `terms()` stem): a word of car care, not filler. */
  knows(term: string): boolean;
}

/** `key: value` lines, `[a, b]` or `["a", "b"]` lists (the format the knowledge test checks). */
export function frontMatter(raw: string): { data: Record<string, unknown>; body: string } | null {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(raw.replace(/\r\n/g, '\n'));
  if (!match) return null;
  const data: Record<string, unknown> = {};
  for (const line of match[1]!.split('\n')) {
    const at = line.indexOf(':');
    if (at < 0) continue;
    const name = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (value.startsWith('[')) {
      try {
        data[name] = JSON.parse(value);
      } catch {
        data[name] = value
          .slice(1, -1)
          .split(',')
          .map((item) => item.trim().replace(/^["']|["']$/g, ''))
          .filter(Boolean);
      }
    } else data[name] = value.replace(/^["']|["']$/g, '');
  }
  return { data, body: raw.replace(/\r\n/g, '\n').slice(match[0].length).trim() };
}

function plain(markdown: string): string {
  return markdown
    .replace(/\*\*|__|`/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/^\s*[-*]\s+/gm, '• ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .trim();
}

const STOP = new Set(
  'a an and are as at be by can do does for from has have how i if in is it its me my of on or should so that the this to was what when where which who why will with you your about does mean means there their they than then into after before any all get got like tell know need'.split(
    ' ',
  ),
);

/** Lower-case word stems: British/American spellings folded, a light plural/suffix strip. */
export function terms(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/tire/g, 'tyre')
      .replace(/\bmpg\b/g, 'economy')
      // "5w30", "5W-30", "5w 30": one spelling of an oil grade.
      .replace(/\b(\d{1,2})w[- ]?(\d{2})\b/g, '$1w $2')
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ')
      .filter((word) => word.length > 1 && !STOP.has(word))
      .map(stem)
      .map((word) => SYNONYMS[word] ?? word)
  );
}

/** Words that mean the same here. */
const SYNONYMS: Record<string, string> = {
  ready: 'prepar',
  prepare: 'prepar',
  preparation: 'prepar',
  prep: 'prepar',
  tyre: 'tyre',
  wheel: 'wheel',
  gearbox: 'transmission',
  antifreeze: 'coolant',
  cambelt: 'timing',
  hood: 'bonnet',
  dash: 'dashboard',
  crash: 'accident',
  collision: 'accident',
  prang: 'accident',
  fender: 'accident',
};

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const K1 = 1.2;
const B = 0.75;
/** A query word in the title counts this many times its idf; in the tags, TAG_WEIGHT times. */
const TITLE_WEIGHT = 2;
const TAG_WEIGHT = 1;
/** Two query words side by side in the title ("check engine", "tyre pressure"). */
const PHRASE_WEIGHT = 1.5;

export function loadArticles(dir = path.join(KNOWLEDGE_DATA_DIR, 'articles')): ArticleIndex {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  const articles: Article[] = [];
  for (const file of files.sort()) {
    const parsed = frontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!parsed) throw new Error(`knowledge base: ${file} has no front matter`);
    const meta = articleFrontMatterSchema.parse(parsed.data);
    const paragraphs = parsed.body
      .split(/\n\s*\n/)
      .map(plain)
      .filter(Boolean);
    articles.push({ ...meta, body: parsed.body, paragraphs });
  }

  // BM25 over the body, plus the title and tags as their own fields (BM25F-like): a word in
  // the title says more about what the article is for than the same word in passing.
  const docs = articles.map((article) => {
    const words = terms(article.body);
    const tf = new Map<string, number>();
    for (const word of words) tf.set(word, (tf.get(word) ?? 0) + 1);
    const title = terms(article.title);
    const tags = new Set(terms(article.tags.join(' ')));
    return { tf, length: words.length, title, titleSet: new Set(title), tags };
  });
  const df = new Map<string, number>();
  for (const doc of docs) {
    for (const word of new Set([...doc.tf.keys(), ...doc.titleSet, ...doc.tags])) {
      df.set(word, (df.get(word) ?? 0) + 1);
    }
  }
  const avgLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, docs.length);
  const idf = (word: string) => {
    const n = df.get(word) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  // Each paragraph's terms, worked out the first time its article is a hit (not per search).
  const paragraphTerms = new Map<Article, string[][]>();
  function termsOfParagraphs(article: Article): string[][] {
    let list = paragraphTerms.get(article);
    if (!list) paragraphTerms.set(article, (list = article.paragraphs.map((text) => terms(text))));
    return list;
  }

  function passages(article: Article, queryTerms: Set<string>): string[] {
    const paragraphWords = termsOfParagraphs(article);
    const scored = article.paragraphs.map((text, index) => {
      const words = paragraphWords[index]!;
      const hits = words.filter((word) => queryTerms.has(word)).length;
      return { text, index, hits };
    });
    const best = scored
      .filter((p) => p.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.index - b.index)
      .slice(0, 2)
      .sort((a, b) => a.index - b.index);
    // The opening paragraph says what the article is about: always lead with it.
    const lead = scored[0];
    const chosen = lead && !best.some((p) => p.index === 0) ? [lead, ...best.slice(0, 1)] : best;
    return chosen.map((p) => p.text);
  }

  return {
    articles,
    bySlug: (slug) => bySlug.get(slug),
    knows: (term) => df.has(term),
    search(query, limit = 3) {
      const ordered = terms(query);
      const queryTerms = [...new Set(ordered)];
      if (queryTerms.length === 0) return [];
      // A word no article uses ("twice", "ish") cannot be covered by any: it counts half.
      const unknownTerms = queryTerms.filter((word) => !df.has(word)).length;
      const coverageBase = queryTerms.length - unknownTerms / 2;
      const hits = docs
        .map((doc, index) => {
          let score = 0;
          let matched = 0;
          for (const word of queryTerms) {
            const f = doc.tf.get(word) ?? 0;
            const w = idf(word);
            if (f > 0 || doc.titleSet.has(word) || doc.tags.has(word)) matched += 1;
            if (f > 0)
              score += (w * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / avgLength));
            if (doc.titleSet.has(word)) score += TITLE_WEIGHT * w;
            if (doc.tags.has(word)) score += TAG_WEIGHT * w;
          }
          for (let i = 0; i + 1 < ordered.length; i += 1) {
            const at = doc.title.indexOf(ordered[i]!);
            if (at >= 0 && doc.title[at + 1] === ordered[i + 1]) {
              score += PHRASE_WEIGHT * (idf(ordered[i]!) + idf(ordered[i + 1]!));
            }
          }
          return { index, score, coverage: matched / coverageBase };
        })
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
      const set = new Set(queryTerms);
      return hits.map(({ index, score, coverage }) => ({
        article: articles[index]!,
        score,
        coverage,
        passages: passages(articles[index]!, set),
      }));
    },
  };
}

let shared: ArticleIndex | null = null;

/** The app's article index, built on first use and kept for the life of the process. */
export function articleIndex(): ArticleIndex {
  shared ??= loadArticles();
  return shared;
}
