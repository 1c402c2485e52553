// The report's paper look and print CSS, mounted with the report page only. On screen: a light
// sheet whatever the theme. In print: no app chrome or buttons, black on white, sections and issue
// cards kept whole, headings kept with what follows, A4 and Letter margins.
import { PAPER_CSS_START } from '../../components/paper-css.ts';

const REPORT_CSS = `${PAPER_CSS_START}
  .odo-paper, .odo-paper * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
  }
  .odo-paper * { border-color: #bbb !important; }
  .odo-paper .odo-badge { border: 1px solid #666 !important; }
  .odo-paper .odo-ring-track { opacity: 0.15; }
  .odo-paper .odo-dot { background: #000 !important; }
  .odo-paper h1, .odo-paper h2, .odo-paper h3, .odo-paper h4 { break-after: avoid; }
  .odo-paper .odo-keep, .odo-paper .odo-section > div:first-child { break-inside: avoid; }
  /* The overview (score, urgent issues, figures) fills page one; the known issues start a page. */
  .odo-paper .odo-page-break { break-before: page; }
  .odo-paper a { color: inherit; text-decoration: none; }
}
`;

export function ReportStyles() {
  return <style>{REPORT_CSS}</style>;
}
