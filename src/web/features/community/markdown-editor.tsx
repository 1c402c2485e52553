// The post's body: Markdown typed in "Write", shown in "Preview" exactly as the post will show it
// (through the same sanitiser).
import { lazy, Suspense, useId, useState } from 'react';
import { POST_BODY_MAX } from '../../../shared/community-vocab.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../lib/cn.ts';

// The preview's Markdown renderer (micromark) loads when "Preview" is first chosen.
const MarkdownBody = lazy(async () => ({
  default: (await import('./markdown-body.tsx')).MarkdownBody,
}));

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function MarkdownEditor({ value, onChange, error }: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState('write');
  const near = value.length > POST_BODY_MAX * 0.9;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={`${id}-body`} className="text-sm font-medium">
          Post
        </label>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Post editor" className="w-full sm:w-auto">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" forceMount className={cn('mt-2', tab !== 'write' && 'hidden')}>
          <Textarea
            id={`${id}-body`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="What would you like to share or ask? Markdown works: **bold**, _italic_, - lists, [links](https://…)"
            className="min-h-56 font-[inherit]"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
        </TabsContent>
        <TabsContent value="preview" className="mt-2">
          <div className="min-h-56 rounded-control border border-border bg-surface p-4">
            {value.trim() ? (
              <Suspense
                fallback={<p className="text-sm text-muted-foreground">Loading the preview…</p>}
              >
                <MarkdownBody markdown={value} />
              </Suspense>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
            )}
          </div>
        </TabsContent>
      </Tabs>
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Markdown: **bold**, _italic_, # headings, - lists, &gt; quotes, `code`, tables.
          </p>
        )}
        <span
          className={cn(
            'shrink-0 text-xs tabular-nums',
            value.length > POST_BODY_MAX
              ? 'font-semibold text-destructive'
              : 'text-muted-foreground',
            !near && 'sr-only',
          )}
        >
          {value.length.toLocaleString('en-US')}/{POST_BODY_MAX.toLocaleString('en-US')}
        </span>
      </div>
    </div>
  );
}
