import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../../shared/product.ts';

export interface LegalSection {
  /** The heading's id: the table of contents links to `#id`. */
  id: string;
  title: string;
  body: ReactNode;
}

/** The last change to the privacy policy and the terms (shown on both). */
export const LEGAL_UPDATED = { iso: '2026-11-23', label: '23 November 2026' };

export function SupportMail() {
  return (
    <a className="font-medium text-brand hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
      {SUPPORT_EMAIL}
    </a>
  );
}

/** A dated legal text with a table of contents that links to its numbered headings. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <>
      <p className="text-sm">
        Last updated: <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.label}</time>
      </p>
      <nav
        aria-labelledby="legal-contents"
        className="rounded-card border border-border bg-surface p-5 shadow-card"
      >
        <h2 id="legal-contents">Contents</h2>
        <ol className="mt-2 list-decimal gap-x-10 pl-5 text-muted-foreground sm:columns-2 [&>li]:mb-1 [&>li]:break-inside-avoid">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="text-brand hover:underline" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="scroll-mt-6">
          <h2 id={section.id}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
