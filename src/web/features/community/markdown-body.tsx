// A post's Markdown, shown through lib/markdown.ts's sanitiser: the only HTML this feature sets.
import { useMemo } from 'react';
import { cn } from '../../lib/cn.ts';
import { renderMarkdown } from '../../lib/markdown.ts';

/** Reading styles for the sanitiser's small set of tags. */
const PROSE = cn(
  'grid gap-3 text-[0.9875rem] leading-relaxed break-words',
  '[&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:pl-6 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand/30 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.875em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-2 [&_hr]:border-border [&_img]:max-h-[28rem] [&_img]:rounded-control',
  '[&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1',
);

export function MarkdownBody({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      data-testid="post-body"
      className={cn(PROSE, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
