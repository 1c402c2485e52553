// What Ask Odo's built-in engine knows besides the asker's garage, gathered once per process: the
// articles, every known problem indexed by make and model, brand facts, and the understanding step
// (the vehicle catalog and the trained intent classifier).
import { articleIndex } from '../knowledge/articles.ts';
import { brandFacts, knowledgeBase, knownProblems } from '../knowledge/knowledge-base.ts';
import { problemLookup } from './answers/problem-fit.ts';
import type { Knowledge } from './answers/context.ts';
import { askCatalogIndex } from './understanding/catalog-index.ts';
import { createUnderstander } from './understanding/understand.ts';

let knowledge: Knowledge | undefined;

export function askKnowledge(): Knowledge {
  knowledge ??= {
    articles: articleIndex(),
    knownProblems,
    problems: problemLookup(knowledgeBase().allKnownProblems()),
    brandFacts,
    allBrands: () => knowledgeBase().allBrands(),
    understander: createUnderstander(askCatalogIndex()),
  };
  return knowledge;
}
