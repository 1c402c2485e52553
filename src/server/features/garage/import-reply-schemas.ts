// POST /api/garage/import's two replies (a preview, 200; a commit, 201) as zod schemas for the
// OpenAPI document (see reply-schemas.ts); each is checked at compile time against its type.
import { z } from 'zod';
import type { SameShape } from '../../lib/replies.ts';
import {
  IMPORT_DATE_FORMATS,
  IMPORT_PRESETS,
  IMPORT_RECORD_TYPES,
  importMappingSchema,
  type ImportCommitDto,
  type ImportPreviewDto,
} from '../../../shared/garage-import.ts';
import { DISTANCE_UNITS, VOLUME_UNITS } from '../../../shared/units-vocab.ts';

const preset = z.enum(IMPORT_PRESETS);
const recordType = z.enum(IMPORT_RECORD_TYPES);
const count = z.number();
const countByType = z.object({ fuel: count, maintenance: count, expense: count });

const rowError = z
  .object({
    line: count.describe("The CSV file's line where the record starts (the header is line 1)."),
    message: z.string(),
  })
  .meta({ id: 'ImportRowError' });

const previewRow = z
  .object({
    line: count.describe("The CSV file's line where the record starts (the header is line 1)."),
    recordType: recordType.nullable(),
    values: z
      .record(z.string(), z.unknown())
      .describe("The record as the single-record routes would take it, in the reply's units."),
    error: z.string().optional(),
    warning: z.string().optional().describe('Imported, but changed or worth a look.'),
  })
  .meta({ id: 'ImportPreviewRow' });

const section = z.object({
  title: z.string().nullable().describe('The section title in the file; null for a plain file.'),
  line: count.describe("The header's line in the file."),
  preset,
  recordType: recordType.nullable(),
  rows: count,
  skipped: z.string().optional().describe('Why the section is left out, when it is.'),
});

export const importPreviewReply = z
  .object({
    preset,
    recordType: recordType
      .nullable()
      .describe("The whole file's record type; null when a column gives it per row."),
    columns: z.array(z.string()),
    mapping: importMappingSchema,
    units: z.object({ distance: z.enum(DISTANCE_UNITS), volume: z.enum(VOLUME_UNITS) }),
    dateFormat: z.enum(IMPORT_DATE_FORMATS),
    dateFormatGuessed: z.boolean(),
    dateFormatNeedsChoice: z
      .boolean()
      .describe('Every date fits day-first and month-first: send `dateFormat` to commit.'),
    dateSamples: z.array(
      z.object({ line: count, text: z.string(), stored: z.string().nullable() }),
    ),
    sourceVehicles: z
      .array(z.object({ name: z.string(), rows: count }))
      .describe('The vehicles a whole-account export names, when there are several.'),
    sourceVehicle: z.string().nullable(),
    sections: z.array(section),
    rows: z.array(previewRow),
    counts: z.object({ total: count, valid: count, invalid: count, byType: countByType }),
    errors: z.array(rowError),
  })
  .meta({ id: 'ImportPreview' });

export const importCommitReply = z
  .object({
    imported: countByType,
    skipped: z.array(rowError).describe('The rows a `skipInvalid` commit left out.'),
  })
  .meta({ id: 'ImportCommit' });

type Checks = [
  SameShape<z.output<typeof importPreviewReply>, ImportPreviewDto>,
  SameShape<z.output<typeof importCommitReply>, ImportCommitDto>,
];
/** Fails to compile, naming the position, when a schema and its type part. */
export const importReplySchemasMatchTheirTypes: Checks = [true, true];
