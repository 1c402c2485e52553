// The "paper" look Odo's printable documents share (a car's service history, an assessment
// report): a light sheet whatever the theme, and in print no shadow, border or margin around it.
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
  --odo-brand-soft-foreground: oklch(0.42 0.19 265);`;

/** Opens the CSS: the sheet on screen, then `@media print {` — each document adds its rules and closes it. */
export const PAPER_CSS_START = `
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
`;
