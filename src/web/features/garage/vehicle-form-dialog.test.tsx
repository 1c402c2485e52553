import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_DISTANCE_MESSAGE, MAX_MILEAGE_KM, nextYear } from '../../../shared/garage-vocab.ts';
import { KM_PER_MI } from '../../../shared/units-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import { VehicleForm } from './vehicle-form-dialog.tsx';

const DECODED = {
  vin: '1HGCM82633A004352',
  complete: true,
  year: 2003,
  make: 'Honda',
  manufacturer: 'American Honda',
  model: 'Accord',
  trim: 'EX-V6',
  series: null,
  body: 'Coupe',
  doors: 2,
  driveType: null,
  transmission: null,
  engine: {
    cylinders: 6,
    displacementL: 3,
    displacementCc: 2998,
    configuration: 'V',
    model: null,
    manufacturer: null,
    turbo: false,
    powerKw: null,
  },
  fuelType: 'petrol',
  fuelTypePrimary: 'Gasoline',
  fuelTypeSecondary: null,
  electrification: null,
  gvwr: null,
  plant: { city: 'Marysville', state: 'Ohio', country: 'United States (USA)' },
  safety: { restraints: null },
};

function renderForm(onSaved = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <VehicleForm
        vehicle={null}
        distance="mi"
        onCancel={vi.fn()}
        onSaved={onSaved}
        onRefused={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(() => vi.unstubAllGlobals());

describe('VehicleForm', () => {
  it('decodes a 17-character VIN, fills the form and sends the mileage in km', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/garage/vin/')) return Promise.resolve(jsonResponse(200, DECODED));
      if (url.startsWith('/api/garage/catalog/makes'))
        return Promise.resolve(
          jsonResponse(200, {
            year: 2003,
            makes: [
              { name: 'Honda', slug: 'honda' },
              { name: 'Hyundai', slug: 'hyundai' },
            ],
          }),
        );
      if (url.startsWith('/api/garage/catalog/models'))
        return Promise.resolve(jsonResponse(200, { models: ['Accord', 'Civic'] }));
      if (url === '/api/garage/vehicles' && init?.method === 'POST')
        return Promise.resolve(jsonResponse(201, { id: 'v1', ...JSON.parse(String(init.body)) }));
      return Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'nf' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const onSaved = renderForm();

    await user.type(screen.getByLabelText('VIN (optional)'), '1hgcm82633a004352');
    expect(await screen.findByText(/Decoded from the VIN/)).toBeInTheDocument();
    expect(screen.getByText(/2003 Honda Accord EX-V6 · Coupe · 3\.0 L V6 cyl/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2003');
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Honda');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('Accord');
    expect(screen.getByLabelText('Trim (optional)')).toHaveValue('EX-V6');
    expect(screen.getByLabelText('Fuel type (optional)')).toHaveValue('petrol');

    await user.type(screen.getByLabelText('Mileage (mi)'), '10000');
    await user.click(screen.getByRole('button', { name: 'Add to garage' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      mileage: 16093,
      vin: '1HGCM82633A004352',
      fuelType: 'petrol',
    });
  });

  it('offers the catalog models as you type, keyboard navigable, and keeps free text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/garage/catalog/makes'))
          return Promise.resolve(
            jsonResponse(200, {
              makes: [
                { name: 'Honda', slug: 'honda' },
                { name: 'Hyundai', slug: 'hyundai' },
              ],
            }),
          );
        if (url.startsWith('/api/garage/catalog/models'))
          return Promise.resolve(jsonResponse(200, { models: ['Accord', 'Civic', 'CR-V'] }));
        return Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'nf' } }));
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Year' }), '2003');
    const make = screen.getByRole('combobox', { name: 'Make' });
    await user.type(make, 'hy');
    expect(await screen.findByRole('option', { name: 'Hyundai' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(make).toHaveValue('Hyundai');
    const model = screen.getByRole('combobox', { name: 'Model' });
    await user.type(model, 'Pony Custom');
    expect(model).toHaveValue('Pony Custom');
  });

  it('explains a bad VIN inline, before asking the server', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'nf' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('VIN (optional)'), '1HGCM82633A00435O');
    await user.click(screen.getByRole('button', { name: 'Add to garage' }));
    expect(await screen.findByText(/never contains the letters I, O or Q/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/vin/'), expect.anything());
  });

  it("refuses a mileage above the shared bound, converted from the user's unit, with the server's message", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'nf' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Year' }), String(nextYear() + 1));
    // One mile more than MAX_MILEAGE_KM allows.
    await user.type(
      screen.getByLabelText('Mileage (mi)'),
      String(Math.floor(MAX_MILEAGE_KM / KM_PER_MI) + 1),
    );
    await user.click(screen.getByRole('button', { name: 'Add to garage' }));
    expect(await screen.findByText(MAX_DISTANCE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('The year cannot be later than next year.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/garage/vehicles', expect.anything());
  });
});
