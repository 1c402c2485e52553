// The garage API's reference, rendered from /api/openapi.json (operations grouped by tag: method,
// path, summary, and their parameters and body fields on demand), and copy-paste curl examples.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useOpenApi, type JsonSchemaNode, type OpenApiOperation } from './get-openapi.ts';

const METHOD_TONE: Record<string, string> = {
  get: 'bg-brand-soft text-brand-soft-foreground',
  post: 'bg-success-soft text-success-soft-foreground',
  patch: 'bg-accent/25 text-foreground',
  put: 'bg-accent/25 text-foreground',
  delete: 'bg-destructive/15 text-destructive',
};

/** "string, 1–60 chars" — a schema's type and bounds in a few words. */
export function describeSchema(schema: JsonSchemaNode): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(describeSchema).join(' or ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const bounds: string[] = [];
  if (schema.format) bounds.push(schema.format);
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    bounds.push(`${schema.minimum}–${schema.maximum}`);
  } else if (schema.minimum !== undefined) bounds.push(`≥ ${schema.minimum}`);
  else if (schema.maximum !== undefined) bounds.push(`≤ ${schema.maximum}`);
  if (schema.maxLength !== undefined) bounds.push(`up to ${schema.maxLength} chars`);
  if (schema.default !== undefined) bounds.push(`default ${JSON.stringify(schema.default)}`);
  return bounds.length ? `${type}, ${bounds.join(', ')}` : type;
}

function Fields({ title, rows }: { title: string; rows: [string, JsonSchemaNode, boolean][] }) {
  if (rows.length === 0) return null;
  return (
    <div className="grid gap-1">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      <ul className="grid gap-1">
        {rows.map(([name, schema, required]) => (
          <li key={name} className="text-xs">
            <code className="font-mono font-semibold">{name}</code>
            {required ? <span className="text-destructive"> *</span> : null}{' '}
            <span className="text-muted-foreground">{describeSchema(schema)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Operation({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: OpenApiOperation;
}) {
  const [bodyType, bodyContent] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const body = bodyContent?.schema;
  const bodyRows: [string, JsonSchemaNode, boolean][] = Object.entries(body?.properties ?? {}).map(
    ([name, schema]) => [name, schema, body?.required?.includes(name) ?? false],
  );
  const paramRows: [string, JsonSchemaNode, boolean][] = operation.parameters.map((param) => [
    param.in === 'path' ? `{${param.name}}` : `?${param.name}`,
    param.schema,
    param.required,
  ]);
  const hasDetails = bodyRows.length + paramRows.length > 0;
  const head = (
    <span className="grid gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded px-1.5 py-0.5 font-mono text-[0.6875rem] font-bold uppercase',
            METHOD_TONE[method] ?? 'bg-muted',
          )}
        >
          {method}
        </span>
        <code className="font-mono text-xs break-all">{path}</code>
      </span>
      <span className="text-xs text-muted-foreground">{operation.summary}</span>
    </span>
  );
  return (
    <li className="rounded-control border border-border">
      {hasDetails ? (
        <details className="group">
          <summary className="cursor-pointer list-none px-3 py-2 [&::-webkit-details-marker]:hidden">
            {head}
          </summary>
          <div className="grid gap-3 border-t border-border px-3 py-2">
            <Fields title="Parameters" rows={paramRows} />
            <Fields
              title={bodyType === 'application/json' ? 'Body (JSON)' : `Body (${bodyType})`}
              rows={bodyRows}
            />
          </div>
        </details>
      ) : (
        <div className="px-3 py-2">{head}</div>
      )}
    </li>
  );
}

const FIRST_TAGS = ['vehicles', 'fuel', 'maintenance', 'expenses', 'reminders'];

export function ApiReference() {
  const doc = useOpenApi();
  const groups = new Map<string, { method: string; path: string; operation: OpenApiOperation }[]>();
  // What owners' scripts use most comes first; then the rest in the document's order.
  for (const tag of FIRST_TAGS) groups.set(tag, []);
  for (const [path, methods] of Object.entries(doc.data?.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? 'garage';
      const list = groups.get(tag) ?? [];
      list.push({ method, path, operation });
      groups.set(tag, list);
    }
  }
  return (
    <Card role="region" aria-labelledby="api-reference">
      <CardHeader>
        <CardTitle id="api-reference">API reference</CardTitle>
        <CardDescription>
          Every garage endpoint a token can call. Open one to see its fields (* required). The
          machine-readable OpenAPI 3.1 document is at{' '}
          <a className="text-brand underline" href="/api/openapi.json">
            /api/openapi.json
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {doc.isPending ? (
          <div
            role="status"
            className="grid gap-2"
            aria-busy="true"
            aria-label="Loading the API reference"
          >
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : doc.isError ? (
          <Alert tone="error">
            The API reference could not be loaded.{' '}
            <Button variant="link" onClick={() => void doc.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          [...groups]
            .filter(([, operations]) => operations.length > 0)
            .map(([tag, operations]) => (
              <section key={tag} aria-labelledby={`api-tag-${tag}`} className="grid gap-2">
                <h3 id={`api-tag-${tag}`} className="text-sm font-semibold capitalize">
                  {tag.replace(/-/g, ' ')}
                </h3>
                <ul className="grid gap-1.5">
                  {operations.map(({ method, path, operation }) => (
                    <Operation
                      key={`${method} ${path}`}
                      method={method}
                      path={path}
                      operation={operation}
                    />
                  ))}
                </ul>
              </section>
            ))
        )}
      </CardContent>
    </Card>
  );
}

/** The curl commands a script needs: list cars, log a fuel-up, log an odometer reading. */
export function curlExamples(origin: string, token = 'odo_pat_YOUR_TOKEN'): string {
  const auth = `  -H "Authorization: Bearer ${token}" \\`;
  const json = '  -H "Content-Type: application/json" \\';
  return [
    '# Your vehicles (take the "id" of the car)',
    'curl \\',
    auth,
    `  ${origin}/api/garage/vehicles`,
    '',
    '# Log a fuel-up (distance and volume in your Odo units)',
    'curl -X POST \\',
    auth,
    json,
    `  -d '{"date":"2025-01-31","cost":62.40,"volume":41.5,"odometer":48210}' \\`,
    `  ${origin}/api/garage/vehicles/VEHICLE_ID/fuel`,
    '',
    '# Log an odometer reading',
    'curl -X PATCH \\',
    auth,
    json,
    `  -d '{"mileage":48350}' \\`,
    `  ${origin}/api/garage/vehicles/VEHICLE_ID`,
  ].join('\n');
}

export function CurlExamples() {
  const [copied, setCopied] = useState(false);
  const text = curlExamples(window.location.origin);
  return (
    <Card role="region" aria-labelledby="api-examples">
      <CardHeader>
        <CardTitle id="api-examples">Try it with curl</CardTitle>
        <CardDescription>
          Replace the token and VEHICLE_ID. Read-only tokens can run the first command only.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <pre
          tabIndex={0}
          aria-label="curl examples"
          className="overflow-x-auto rounded-control border border-border bg-muted px-3 py-2 font-mono text-xs leading-relaxed"
        >
          {text}
        </pre>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy examples'}
        </Button>
      </CardContent>
    </Card>
  );
}
