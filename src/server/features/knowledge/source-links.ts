// Links to public pages only where a stable address follows from an identifier in a source: an
// NHTSA recall campaign number ("16V-344") has its nhtsa.gov page. Nothing is ever guessed.
import type { KnowledgeSource } from './schema.ts';

export interface SourceLink {
  label: string;
  url: string;
}

/** NHTSA's campaign numbers: two-digit year, V (vehicle), three digits ("18V-661"). */
const NHTSA_CAMPAIGN = /\b(\d{2})V-?(\d{3})\b/g;

export function sourceLinks(source: KnowledgeSource): SourceLink[] {
  const links: SourceLink[] = [];
  for (const match of `${source.organisation} ${source.document}`.matchAll(NHTSA_CAMPAIGN)) {
    const campaign = `${match[1]}V-${match[2]}`;
    if (links.some((link) => link.label.endsWith(campaign))) continue;
    links.push({
      label: `NHTSA recall ${campaign}`,
      url: `https://www.nhtsa.gov/recalls?nhtsaId=${match[1]}V${match[2]}000`,
    });
  }
  return links;
}
