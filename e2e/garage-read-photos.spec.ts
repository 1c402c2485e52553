// Car Lens beyond VINs, in the browser: an odometer photo pre-fills a new service's mileage (saved
// only when the user saves), a lower reading is flagged, and a fuel receipt pre-fills a fill-up.
// The photos come from the readers' frozen test splits: a real dashboard (TRODO) and rendered ones.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addVehicleByApi, signUpByApi } from './helpers.ts';

const photos = path.join(
  import.meta.dirname,
  '..',
  'src/server/features/garage/read-photo-data/test',
);

const realPhotos = path.join(
  import.meta.dirname,
  '..',
  'src/server/features/garage/read-photo-data/real-test',
);

test.setTimeout(180_000);

test('reads an odometer photo into a new service and a fuel receipt into a fill-up', async ({
  page,
}) => {
  await signUpByApi(page, 'Rita Reader');
  const id = await addVehicleByApi(page, {
    year: 2016,
    make: 'Volkswagen',
    model: 'Golf',
    mileage: 1000,
    fuelType: 'petrol',
  });
  await page.goto(`/vehicle/${id}`);
  const main = page.getByRole('main');

  // A real Fiat dashboard (164,474 km among the dial's marks, the clock and the radio station) →
  // the new service's mileage, saved once the user saves.
  await main.getByRole('button', { name: 'Add service' }).click();
  const service = page.getByRole('dialog', { name: 'Add service' });
  await expect(service.getByRole('button', { name: 'Read from photo' })).toBeVisible();
  await service
    .getByTestId('read-odometer-file')
    .setInputFiles(path.join(realPhotos, 'odometer', '00003930-PHOTO-2020-12-24-18-09-16.jpg'));
  await expect(service.getByTestId('odometer-reading')).toContainText('Read 164,474 km', {
    timeout: 60_000,
  });
  await expect(service.getByLabel('Mileage (km)')).toHaveValue('164474');
  await service.getByLabel('Cost (USD)').fill('120');
  await service.getByRole('button', { name: 'Save' }).click();
  await expect(service).toBeHidden();
  await expect(main).toContainText('164,474 km');

  // A fill-up: the receipt fills date, volume (6.02 US gal → L) and cost; a lower odometer
  // reading (54,920 km) is flagged and corrected by hand before saving.
  await main.getByRole('tab', { name: 'Fuel' }).click();
  await main.getByRole('button', { name: 'Add fill-up' }).click();
  const fill = page.getByRole('dialog', { name: 'Add fill-up' });
  await fill
    .getByTestId('read-receipt-file')
    .setInputFiles(path.join(photos, 'receipt', 'receipt-010.jpg'));
  await expect(fill.getByTestId('receipt-reading')).toContainText('total 27.54 USD', {
    timeout: 60_000,
  });
  await expect(fill.getByLabel('Date')).toHaveValue('2023-02-01');
  await expect(fill.getByLabel('Volume (L)')).toHaveValue('22.79');
  await expect(fill.getByLabel('Cost (USD)')).toHaveValue('27.54');

  await fill
    .getByTestId('read-odometer-file')
    .setInputFiles(path.join(photos, 'odometer', 'odometer-002.jpg'));
  await expect(fill.getByTestId('odometer-reading')).toContainText(
    "below the car's last record (164,474 km)",
    { timeout: 60_000 },
  );
  await fill.getByLabel('Odometer (km)').fill('164800');
  await fill.getByRole('button', { name: 'Save' }).click();
  await expect(fill).toBeHidden();
  const fillUps = main.getByRole('list', { name: 'Fill-ups' });
  await expect(fillUps.getByRole('listitem')).toHaveCount(1);
  await expect(fillUps).toContainText('27.54');
});

test('reads a real German pump receipt and says its currency is not the form’s', async ({
  page,
}) => {
  await signUpByApi(page, 'Greta Receipt');
  const id = await addVehicleByApi(page, {
    year: 2015,
    make: 'Opel',
    model: 'Astra',
    mileage: 60000,
    fuelType: 'petrol',
  });
  await page.goto(`/vehicle/${id}`);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Fuel' }).click();
  await main.getByRole('button', { name: 'Add fill-up' }).click();
  const fill = page.getByRole('dialog', { name: 'Add fill-up' });
  // A real receipt scanned at 300 dpi (Softmatic, CC BY 4.0): "26,97 Liter", "1,459 EUR/Liter",
  // "TOTAL 39,35 EUR", "07.09.2018" among a card slip's numbers.
  await fill
    .getByTestId('read-receipt-file')
    .setInputFiles(
      path.join(
        photos,
        '..',
        'real-receipts-dev',
        'receipt',
        'softmatic_tanke_07092018_01_03935.jpg',
      ),
    );
  const reading = fill.getByTestId('receipt-reading');
  await expect(reading).toContainText('total 39.35 EUR', { timeout: 60_000 });
  await expect(reading).toContainText('The receipt is in EUR; this form records USD.');
  await expect(fill.getByLabel('Date')).toHaveValue('2018-09-07');
  await expect(fill.getByLabel('Volume (L)')).toHaveValue('26.97');
});
