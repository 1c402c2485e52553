// The report's paper look and print CSS, mounted with the report page only. On screen: a light
// sheet whatever the theme. In print: no app chrome or buttons, black on white, sections and issue
// cards kept whole, headings kept with what follows, A4 and Letter margins.
const LIGHT_TOKENS = `
  color-scheme: light;
  --odo-background: oklch(0.983 0.004 260);
  --odo-foreground: oklch(0.22 0.03 262);
  --odo-surface: oklch(1 0 0);
  --odo-surface-raised: oklch(1 0 0);
  --odo-muted: oklch(0.965 0.006 262);
  --odo-muted-foreground: oklch(0.47 0.025 262);
  --odo-border: oklch(0.91 0.01 262);
  --odo-input: oklch(0.86 0.014 262);
  --odo-brand: oklch(0.53 0.21 265);
  --odo-brand-foreground: oklch(0.99 0 0);
  --odo-brand-soft: oklch(0.95 0.035 265);
  --odo-brand-soft-foreground: oklch(0.42 0.19 265);
  --odo-accent: oklch(0.8 0.16 72);
  --odo-accent-foreground: oklch(0.28 0.06 60);
  --odo-destructive: oklch(0.56 0.21 25);
  --odo-destructive-soft: oklch(0.96 0.03 25);
  --odo-destructive-soft-foreground: oklch(0.45 0.18 25);
  --odo-success: oklch(0.6 0.15 155);
  --odo-success-soft: oklch(0.96 0.04 155);
  --odo-success-soft-foreground: oklch(0.4 0.11 155);`;

const REPORT_CSS = `
.odo-paper {${LIGHT_TOKENS}
  background: var(--odo-surface);
  color: var(--odo-foreground);
}
@media print {
  @page { margin: 14mm 12mm; }
  :root {${LIGHT_TOKENS}
    --odo-background: #fff;
  }
  html, body { background: #fff !important; }
  .odo-paper {
    box-shadow: none !important;
    border: 0 !important;
    border-radius: 0 !important;
    padding: 0 !important;
    margin: 0 !important;
    max-width: none !important;
  }
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
