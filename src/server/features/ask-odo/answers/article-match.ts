// Which knowledge-base article answers a question, if any: the thresholds a BM25 hit must pass,
// the warning-light article found by the light's own name, and the general guide to a symptom
// that nothing on record for a named car explains.
import type { AskSource } from '../../../../shared/ask-odo.ts';
import type { ArticleHit } from '../../knowledge/articles.ts';
import { terms } from '../../knowledge/articles.ts';
import type { CarMention } from '../understanding/car-mentions.ts';
import { withInitials } from './problem-fit.ts';
import { careAnswerText } from './care-guide.ts';
import type { BuiltInAnswer, Ctx } from './context.ts';

/** BM25 scores under this are a match on common words only, not an answer. */
export const MIN_ARTICLE_SCORE = 3;
/** Most of the question's words must be in the article: one shared word is not an answer. */
export const MIN_COVERAGE = 0.6;
export const relevant = (hit: ArticleHit) =>
  hit.score >= MIN_ARTICLE_SCORE && hit.coverage >= MIN_COVERAGE;
/** The best relevant article; a warning-light article only when no close general one is there. */
export function bestArticle(hits: ArticleHit[], careAsked = false): ArticleHit | null {
  const first = hits[0];
  if (!first || !relevant(first)) return null;
  // Two articles of nearly the same score: the one holding more of the question's words.
  const runnerUp = hits[1];
  const top =
    runnerUp &&
    relevant(runnerUp) &&
    runnerUp.score >= first.score * 0.9 &&
    runnerUp.coverage >= first.coverage + 0.15
      ? runnerUp
      : first;
  if (!top.article.tags.includes('warning-lights')) return top;
  // A care question (not "what does this light mean") leans to the general article.
  const general = hits.find((h) => !h.article.tags.includes('warning-lights') && relevant(h));
  return general && general.score >= top.score * (careAsked ? 0.8 : 0.9) ? general : top;
}
/** A clear BM25 match that covers fewer of the question's words: for questions known to be care ones. */
export const MIN_CLOSE_SCORE = 8;
export function closeArticle(hits: ArticleHit[]): ArticleHit | null {
  const top = hits[0];
  return top && top.score >= MIN_CLOSE_SCORE && top.coverage >= 0.3 ? top : null;
}
/** "the battery light came on", "red oil can light": the light's own name, before "light". */
const LIGHT_NAME =
  /\b((?:[a-z0-9]+[\s-]+){0,2}[a-z0-9]+)[\s-]+(?:warning[\s-]+)?(?:light|lamp|symbol|indicator|warning)s?\b/i;
const NOT_A_LIGHT_NAME =
  /^(?:the|a|an|my|this|that|some|little|weird|strange|new|dash|dashboard|came|on|one|warning)$/i;

export function warningLight(ctx: Ctx): BuiltInAnswer | null {
  const isLight = (h: ArticleHit) => h.article.tags.includes('warning-lights');
  // A long question ("driving home last night… the battery light came on") is searched by the
  // light's name first, among the warning-light articles only.
  const name = LIGHT_NAME.exec(ctx.question)?.[1]
    ?.split(/[\s-]+/)
    .filter((w) => !NOT_A_LIGHT_NAME.test(w))
    .join(' ');
  if (name) {
    const [byName, next] = ctx.kb.articles.search(`${name} light`, 40).filter(isLight);
    // One light's article clearly ahead of the others: the name picked it.
    if (byName && relevant(byName) && (!next || byName.score >= next.score * 1.4))
      return { intent: 'warning_light', ...careAnswerText(byName) };
  }
  const hits = ctx.kb.articles.search(ctx.question, 8);
  const hit = hits.find((h) => isLight(h) && relevant(h));
  return hit ? { intent: 'warning_light', ...careAnswerText(hit) } : null;
}
/** Words of a model question that say nothing about a symptom ("known", "problem", "common"). */
const NOT_SYMPTOM = new Set(
  terms(
    'known problem issue common fault wrong goe go anything thing year model reliable typical weak spot any these those normal keep kept ok okay worry fix anyone someone know heard',
  ),
);

/**
 * "My 2012 Astra keeps losing coolant" when nothing on record for that car mentions coolant: the
 * record cannot explain it, so the general guide to the symptom follows, said to be general.
 */
export function symptomGuide(
  ctx: Ctx,
  mention: CarMention,
  problems: ReadonlyArray<{ problem: { title: string; description: string; component: string } }>,
): { text: string; sources: AskSource[] } | null {
  const carWords = new Set(
    terms(
      `${mention.make} ${mention.model ?? ''} ${mention.trim.join(' ')} ${mention.engine ?? ''}`,
    ),
  );
  const symptom = terms(ctx.question).filter(
    (w) =>
      w.length > 3 &&
      !carWords.has(w) &&
      !NOT_SYMPTOM.has(w) &&
      !/\d/.test(w) &&
      ctx.kb.articles.knows(w),
  );
  if (symptom.length === 0) return null;
  const recorded = problems.some((p) => {
    const text = terms(
      withInitials(
        `${p.problem.title} ${p.problem.description} ${p.problem.component}`.toLowerCase(),
      ),
    );
    return symptom.some((w) => text.includes(w));
  });
  if (recorded) return null;
  const hit = ctx.kb.articles.search(symptom.join(' '), 2)[0];
  if (!hit || !relevant(hit) || hit.score < MIN_CLOSE_SCORE || hit.article.tags.includes('buying'))
    return null;
  const guide = careAnswerText(hit);
  return {
    text: `Nothing on record for this car matches what you describe, so this is Odo's general guide to it, not something known about this model:\n\n${guide.text}`,
    sources: guide.sources,
  };
}
