import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreviewDto } from '../../../shared/garage-import.ts';
import { Toaster } from '../../components/ui/toast.tsx';
import { jsonResponse } from '../../test/fixtures.ts';
import { ImportDialog } from './import-dialog.tsx';

const VEHICLE = '0b8e3c1e-1f57-4f3e-9c43-5a1c2d3e4f50';
const CSV = [
  'MPG,Odometer,Miles,Gallons,Price,Fuelup Date,Date Added,Tags,Notes,Missed Fuelup,Partial Fuelup,Latitude,Longitude,Brand',
  '30.1,10300,300,9.97,3.499,2025-01-05,,,,0,0,,,',
  '31.0,10610,310,10.0,3.519,2025-01-19,,,,0,0,,,',
].join('\n');

function fill(line: number, odometer: number, error?: string) {
  return {
    line,
    recordType: 'fuel' as const,
    values: { date: '2025-01-05', odometer, volume: 9.97, cost: 34.88, fullTank: true },
    ...(error ? { error } : {}),
  };
}

function preview(overrides: Partial<ImportPreviewDto> = {}): ImportPreviewDto {
  return {
    preset: 'fuelly',
    recordType: 'fuel',
    columns: ['MPG', 'Odometer', 'Gallons', 'Price', 'Fuelup Date'],
    mapping: { date: 'Fuelup Date', odometer: 'Odometer', volume: 'Gallons' },
    units: { distance: 'mi', volume: 'us_gal' },
    dateFormat: 'YYYY-MM-DD',
    dateFormatGuessed: false,
    dateFormatNeedsChoice: false,
    dateSamples: [{ line: 2, text: '2025-01-05', stored: '2025-01-05' }],
    sourceVehicles: [],
    sourceVehicle: null,
    sections: [{ title: null, line: 1, preset: 'fuelly', recordType: 'fuel', rows: 2 }],
    rows: [fill(2, 10300), fill(3, 10610)],
    counts: { total: 2, valid: 2, invalid: 0, byType: { fuel: 2, maintenance: 0, expense: 0 } },
    errors: [],
    ...overrides,
  };
}

/** The import endpoint: `previewReply` for a preview, `{ imported }` for a commit. */
function mockImportApi(previewReply: ImportPreviewDto, ...laterPreviews: ImportPreviewDto[]) {
  const previews = [previewReply, ...laterPreviews];
  const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { commit: boolean };
    const next = previews.length > 1 ? previews.shift()! : previews[0]!;
    return Promise.resolve(
      body.commit
        ? jsonResponse(201, {
            imported: { fuel: previewReply.counts.valid, maintenance: 0, expense: 0 },
            skipped: previewReply.errors,
          })
        : jsonResponse(200, next),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requestOf(fetchMock: ReturnType<typeof mockImportApi>, index: number) {
  const [url, init] = fetchMock.mock.calls[index]!;
  return {
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  };
}

function renderDialog(onOpenChange = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <Toaster>
        <ImportDialog
          open
          onOpenChange={onOpenChange}
          vehicleId={VEHICLE}
          vehicleTitle="2019 Honda Civic"
        />
      </Toaster>
    </QueryClientProvider>,
  );
  return onOpenChange;
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Import CSV' });
  await user.upload(
    within(dialog).getByLabelText('CSV file'),
    new File([CSV], 'fuelly.csv', { type: 'text/csv' }),
  );
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe('ImportDialog', () => {
  it('previews a chosen file: the detected preset, its units and the row counts', async () => {
    const fetchMock = mockImportApi(preview());
    const user = userEvent.setup();
    renderDialog();

    const dialog = await chooseFile(user);
    expect(await within(dialog).findByText('2 rows: 2 ready.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Fuelly export · mi, US gal · dates YYYY-MM-DD/)).toBeVisible();
    expect(within(dialog).getByText('fuelly.csv')).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: 'Rows of fuelly.csv' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 records' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestOf(fetchMock, 0)).toEqual({
      url: '/api/garage/import',
      method: 'POST',
      body: { vehicleId: VEHICLE, csv: CSV, commit: false },
    });
  });

  it('lists bad rows by line and imports the others with skipInvalid', async () => {
    const errors = [
      { line: 3, message: 'date: The date cannot be in the future.' },
      { line: 4, message: 'cost: "12,3,4" is not a number.' },
    ];
    const fetchMock = mockImportApi(
      preview({
        rows: [
          fill(2, 10300),
          fill(3, 10610, errors[0]!.message),
          fill(4, 10900, errors[1]!.message),
        ],
        counts: { total: 3, valid: 1, invalid: 2, byType: { fuel: 1, maintenance: 0, expense: 0 } },
        errors,
      }),
    );
    const user = userEvent.setup();
    renderDialog();

    const dialog = await chooseFile(user);
    expect(await within(dialog).findByText('3 rows: 1 ready, 2 with problems.')).toBeVisible();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(
      '2 rows have problems. Import the other rows and leave them out',
    );
    expect(
      within(alert).getByText('Line 3: date: The date cannot be in the future.'),
    ).toBeVisible();
    expect(within(alert).getByText('Line 4: cost: "12,3,4" is not a number.')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 record, skip 2' }));
    expect(
      await screen.findByText(
        '1 fill-up added to 2019 Honda Civic. 2 rows with problems left out.',
      ),
    ).toBeInTheDocument();
    expect(requestOf(fetchMock, 1).body).toEqual({
      vehicleId: VEHICLE,
      csv: CSV,
      commit: true,
      skipInvalid: true,
    });
  });

  it('asks for the date order when nothing in the file decides it', async () => {
    const ambiguous = preview({
      dateFormat: 'DD/MM/YYYY',
      dateFormatGuessed: true,
      dateFormatNeedsChoice: true,
      dateSamples: [{ line: 2, text: '1/2/2025', stored: '2025-02-01' }],
    });
    const fetchMock = mockImportApi(ambiguous, preview({ dateFormat: 'MM/DD/YYYY' }));
    const user = userEvent.setup();
    renderDialog();

    const dialog = await chooseFile(user);
    const importButton = await within(dialog).findByRole('button', { name: 'Import 2 records' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('Choose the date order first.');
    await user.selectOptions(within(dialog).getByLabelText('Date order'), 'MM/DD/YYYY');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestOf(fetchMock, 1).body).toEqual({
      vehicleId: VEHICLE,
      csv: CSV,
      dateFormat: 'MM/DD/YYYY',
      commit: false,
    });
    expect(await within(dialog).findByText(/First dates as they will be stored/)).toBeVisible();
  });

  it('asks which vehicle of a whole-account export is this car, then imports only its rows', async () => {
    const vehicles = [
      { name: 'Civic', rows: 2 },
      { name: 'Jazz', rows: 1 },
    ];
    const fetchMock = mockImportApi(
      preview({ sourceVehicles: vehicles }),
      preview({ sourceVehicles: vehicles, sourceVehicle: 'Civic' }),
    );
    const user = userEvent.setup();
    renderDialog();

    const dialog = await chooseFile(user);
    const importButton = await within(dialog).findByRole('button', { name: 'Import 2 records' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('Choose the vehicle in the file first.');
    await user.selectOptions(within(dialog).getByLabelText('Vehicle in the file'), 'Civic');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestOf(fetchMock, 1).body).toEqual({
      vehicleId: VEHICLE,
      csv: CSV,
      sourceVehicle: 'Civic',
      commit: false,
    });
    expect(await within(dialog).findByText(/only the records of Civic are imported/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 records' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(requestOf(fetchMock, 2).body).toMatchObject({ sourceVehicle: 'Civic', commit: true });
  });

  it('commits with commit: true, toasts what was added and closes', async () => {
    const fetchMock = mockImportApi(preview());
    const user = userEvent.setup();
    const onOpenChange = renderDialog();

    const dialog = await chooseFile(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 records' }));

    expect(await screen.findByText('Import complete')).toBeInTheDocument();
    expect(screen.getByText('2 fill-ups added to 2019 Honda Civic.')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestOf(fetchMock, 1)).toEqual({
      url: '/api/garage/import',
      method: 'POST',
      body: { vehicleId: VEHICLE, csv: CSV, commit: true, skipInvalid: false },
    });
  });
});
