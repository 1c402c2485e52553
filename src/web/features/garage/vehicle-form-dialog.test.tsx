import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_DISTANCE_MESSAGE,
  MAX_MILEAGE_KM,
  mileageBelowRecordsHint,
  nextYear,
} from '../../../shared/garage-vocab.ts';
import { KM_PER_MI } from '../../../shared/units-vocab.ts';
import { jsonResponse } from '../../test/fixtures.ts';
import type { Vehicle } from './garage-types.ts';
import { VehicleFormDialog } from './vehicle-form-dialog.tsx';
import { VehicleForm } from './vehicle-form.tsx';

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

/** A Civic whose records reach 46,000 km (a service at 45,000, a fill-up at 46,000). */
const CIVIC = {
  id: 'v1',
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  trim: '',
  mileage: 46_000,
  purchaseDate: null,
  vin: null,
  nickname: null,
  colour: null,
  plate: null,
  fuelType: 'petrol',
  maintenanceRecords: [{ id: 'm1', mileage: 45_000 }],
  fuelRecords: [{ id: 'f1', odometer: 46_000 }],
} as unknown as Vehicle;

function renderForm(onSaved = vi.fn(), vehicle: Vehicle | null = null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <VehicleForm
        vehicle={vehicle}
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
    expect(screen.getByText(/2003 Honda Accord EX-V6 · Coupe · V6 3\.0 L/)).toBeInTheDocument();
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

  it("warns, without refusing, while the mileage is below the car's last record", async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/garage/vehicles/v1' && init?.method === 'PATCH')
        return Promise.resolve(jsonResponse(200, { ...CIVIC, ...JSON.parse(String(init.body)) }));
      if (url.startsWith('/api/garage/catalog/makes'))
        return Promise.resolve(jsonResponse(200, { makes: [{ name: 'Honda', slug: 'honda' }] }));
      if (url.startsWith('/api/garage/catalog/models'))
        return Promise.resolve(jsonResponse(200, { models: ['Civic'] }));
      return Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'nf' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const onSaved = renderForm(vi.fn(), CIVIC);
    // 46,000 km is 28,583 mi.
    const warning = mileageBelowRecordsHint('28,583 mi');
    const mileage = screen.getByLabelText('Mileage (mi)');
    expect(mileage).toHaveValue('28583');
    expect(screen.queryByText(warning)).toBeNull();

    await user.clear(mileage);
    await user.type(mileage, '20000');
    expect(screen.getByRole('status')).toHaveTextContent(warning);
    expect(mileage).toHaveAccessibleDescription(warning);
    await user.clear(mileage);
    await user.type(mileage, '30000');
    expect(screen.queryByText(warning)).toBeNull();

    await user.clear(mileage);
    await user.type(mileage, '20000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ mileage: 32_187 });
  });

  describe('where the car was sold', () => {
    const WRITES = ['POST', 'PATCH'];
    function serve(reply: (body: Record<string, unknown>) => Response) {
      const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.startsWith('/api/garage/vehicles') && WRITES.includes(init?.method ?? ''))
          return Promise.resolve(reply(JSON.parse(String(init?.body)) as Record<string, unknown>));
        return Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'nf' } }));
      });
      vi.stubGlobal('fetch', fetchMock);
      return () => {
        const sent = fetchMock.mock.calls.find(([, init]) => WRITES.includes(init?.method ?? ''));
        return JSON.parse(String(sent?.[1]?.body)) as Record<string, unknown>;
      };
    }

    it('is a labelled select, "Not sure" by default, saying what the VIN tells; the choice is sent', async () => {
      const sent = serve((body) => jsonResponse(201, { id: 'v9', ...body }));
      const user = userEvent.setup();
      const onSaved = renderForm();
      const market = screen.getByRole('combobox', { name: 'Where the car was sold' });
      expect(
        within(market)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['North America', 'Europe', 'Elsewhere', 'Not sure']);
      expect(market).toHaveValue('');
      expect(market).toHaveAccessibleDescription(
        /a US campaign may not cover a car sold in Europe/,
      );

      // A European VIN (no North-American check digit): "Not sure" will be read as Europe.
      await user.type(screen.getByLabelText('VIN (optional)'), 'WVWZZZ1KZ8W000001');
      expect(market).toHaveAccessibleDescription(
        'Not sure: Odo will use Europe, as the VIN tells.',
      );

      // Reachable from the keyboard: Tab moves onto it from the field before it.
      screen.getByLabelText('Fuel type (optional)').focus();
      await user.tab();
      expect(market).toHaveFocus();
      await user.selectOptions(market, 'Elsewhere');
      expect(market).toHaveValue('other');
      expect(market).toHaveAccessibleDescription(/a US campaign may not cover/);

      await user.type(screen.getByRole('combobox', { name: 'Year' }), '2008');
      await user.type(screen.getByRole('combobox', { name: 'Make' }), 'Volkswagen');
      await user.type(screen.getByRole('combobox', { name: 'Model' }), 'Golf');
      await user.type(screen.getByLabelText('Mileage (mi)'), '90000');
      await user.click(screen.getByRole('button', { name: 'Add to garage' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sent()).toMatchObject({ vin: 'WVWZZZ1KZ8W000001', market: 'other' });
    });

    it('shows the car\'s market when editing, and sends null for "Not sure"', async () => {
      const sent = serve((body) => jsonResponse(200, { ...CIVIC, ...body }));
      const user = userEvent.setup();
      const onSaved = renderForm(vi.fn(), { ...CIVIC, market: 'eu' } as Vehicle);
      const market = screen.getByRole('combobox', { name: 'Where the car was sold' });
      expect(market).toHaveValue('eu');
      await user.selectOptions(market, 'Not sure');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sent()).toMatchObject({ market: null });
    });

    it("shows the server's refusal of the field under it", async () => {
      serve(() =>
        jsonResponse(400, {
          error: {
            code: 'validation_failed',
            message: 'market: Choose North America, Europe, elsewhere or not sure.',
            fields: [
              { path: 'market', message: 'Choose North America, Europe, elsewhere or not sure.' },
            ],
          },
        }),
      );
      const user = userEvent.setup();
      renderForm(vi.fn(), CIVIC);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const market = screen.getByRole('combobox', { name: 'Where the car was sold' });
      await waitFor(() =>
        expect(market).toHaveAccessibleDescription(
          'Choose North America, Europe, elsewhere or not sure.',
        ),
      );
      expect(market).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('the make and model lists in the Add vehicle dialog', () => {
    function serveCatalog() {
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
            return Promise.resolve(
              jsonResponse(200, { models: ['Accord', 'Civic', 'Civic Hybrid', 'Civic Type R'] }),
            );
          return Promise.resolve(
            jsonResponse(404, { error: { code: 'not_found', message: 'nf' } }),
          );
        }),
      );
    }

    function renderDialog() {
      const onOpenChange = vi.fn();
      render(
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <VehicleFormDialog open onOpenChange={onOpenChange} vehicle={null} distance="km" />
        </QueryClientProvider>,
      );
      return onOpenChange;
    }

    it('Escape closes an open list only, keeping the dialog and what was typed', async () => {
      serveCatalog();
      const user = userEvent.setup();
      const onOpenChange = renderDialog();
      expect(screen.getByRole('dialog', { name: 'Add vehicle' })).toBeInTheDocument();
      await user.type(screen.getByRole('combobox', { name: 'Year' }), '2003');
      const make = screen.getByRole('combobox', { name: 'Make' });
      await user.type(make, 'H');
      expect(await screen.findByRole('option', { name: 'Hyundai' })).toBeInTheDocument();
      expect(make).toHaveAttribute('aria-expanded', 'true');

      await user.keyboard('{Escape}');
      expect(make).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(onOpenChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Add vehicle' })).toBeInTheDocument();
      expect(make).toHaveValue('H');
      expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2003');

      // With the list shut, Escape is the dialog's again.
      await user.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });

    it('shuts the list once the text is exactly an option; the arrows still show the others', async () => {
      serveCatalog();
      const user = userEvent.setup();
      renderDialog();
      await user.type(screen.getByRole('combobox', { name: 'Year' }), '2003');
      await user.type(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
      const make = screen.getByRole('combobox', { name: 'Make' });
      expect(make).toHaveAttribute('aria-expanded', 'false');

      const model = screen.getByRole('combobox', { name: 'Model' });
      await user.type(model, 'Civ');
      expect(await screen.findByRole('option', { name: 'Civic Hybrid' })).toBeInTheDocument();
      await user.type(model, 'ic');
      // "Civic" is a model: no list left over the next fields, though longer names match.
      expect(model).toHaveValue('Civic');
      expect(model).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox')).toBeNull();

      await user.keyboard('{ArrowDown}');
      expect(model).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('option', { name: 'Civic Hybrid' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(model).toHaveAttribute('aria-expanded', 'false');

      // Typing on past the exact name opens it again.
      await user.type(model, ' T');
      expect(await screen.findByRole('option', { name: 'Civic Type R' })).toBeInTheDocument();
    });
  });
});
