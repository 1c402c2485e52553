// Import of files as the world writes them (issue 29): Excel's "sep=;" line, line ends, empty
// trailing columns and rows, numbers with thousands separators and currencies, dates with times
// or month names, units named in the header, Spritmonitor's miles accounts and backslash escapes,
// and text decoded the wrong way (Windows-1252 read as UTF-8, UTF-8 read as Latin-1).
import { describe, expect, it } from 'vitest';
import { json } from '../../test/harness.ts';
import { importFixture, importTestApp } from './import-testing.ts';
import type { ImportCommitDto, ImportPreviewDto } from '../../../shared/garage-import.ts';

const t = importTestApp();

const { importFile } = t;

const byLine = (preview: ImportPreviewDto) => new Map(preview.rows.map((row) => [row.line, row]));

describe('POST /api/garage/import — how files are laid out', () => {
  const excel = [
    'sep=;',
    'Date;Odometer (km);Fuel (L);Total cost;;',
    '01.03.2024;61200;40,5;71,30;;',
    ';;;;;',
    '15.03.2024;61950;38,2;66,10;;',
    ';;;;;',
    '',
  ];

  it.each([
    ['CRLF', '\r\n'],
    ['lone CR', '\r'],
    ['LF', '\n'],
  ])(
    'reads Excel\'s "sep=;" line, %s line ends and empty trailing columns and rows',
    async (_name, end) => {
      const { preview, commit, written } = await importFile(excel.join(end));
      expect(preview).toMatchObject({
        preset: 'custom',
        recordType: 'fuel',
        units: { distance: 'km', volume: 'l' },
        dateFormat: 'DD.MM.YYYY',
        counts: { total: 2, valid: 2, invalid: 0 },
        mapping: {
          date: 'Date',
          odometer: 'Odometer (km)',
          volume: 'Fuel (L)',
          cost: 'Total cost',
        },
      });
      // Line numbers are the file's own: the "sep=" line is line 1, the header line 2.
      expect(preview.rows.map((row) => [row.line, row.values.date, row.values.volume])).toEqual([
        [3, '2024-03-01', 40.5],
        [5, '2024-03-15', 38.2],
      ]);
      expect((await commit()).status).toBe(201);
      expect((await written()).fuel).toHaveLength(2);
    },
  );

  it('refuses a file that is only a "sep=" line and a header, clearly', async () => {
    const client = t.client();
    const car = await t.carFor(client);
    const response = await client.post('/api/garage/import', {
      vehicleId: car.id,
      csv: 'sep=,\r\nDate,Odometer,FuelConsumed,Cost\r\n,,,\r\n',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The file has a header row but no records.');
  });
});

describe('POST /api/garage/import — numbers as people write them', () => {
  it('reads thousands separators, currencies and signs in number cells', async () => {
    const csv = [
      'Date,Odometer,Volume,Total cost,Notes',
      '2024-03-01,"1,234.5",10.2,€45.10,euro sign first',
      '2024-03-02,"2 345.5",10.3,"45,10 €",space and decimal comma',
      '2024-03-03,"3\u00a0456.5",10.4,"$1,020.00",no-break space',
      '2024-03-04,"4\u202f567.5",10.5,EUR 12.5,narrow no-break space',
      "2024-03-05,5'678.5,10.6,R$ 99.90,apostrophe",
      '2024-03-06,"6,789.5",10.7,-€5.00,negative',
      '2024-03-07,7890.5,0,0,zero volume',
      '2024-03-08,8901.5,10.9,45 dollars,a word',
    ].join('\n');
    const { preview } = await importFile(csv);
    const rows = byLine(preview);
    expect([2, 3, 4, 5, 6].map((line) => rows.get(line)!.values)).toMatchObject([
      { odometer: 1234.5, cost: 45.1 },
      { odometer: 2345.5, cost: 45.1 },
      { odometer: 3456.5, cost: 1020 },
      { odometer: 4567.5, cost: 12.5 },
      { odometer: 5678.5, cost: 99.9 },
    ]);
    expect(preview.errors).toEqual([
      { line: 7, message: 'cost: An amount cannot be negative.' },
      { line: 8, message: 'volume: The volume must be above 0.' },
      { line: 9, message: 'cost: "45 dollars" is not a number.' },
    ]);
  });

  it('reads "1.234,5" and "1 234,5" in a semicolon file', async () => {
    const csv = [
      'Datum;Kilometerstand;Liter;Betrag;Notiz',
      '01.03.2024;"61.200,5";40,5;"1.020,00 €";Tankstelle',
      '02.03.2024;"61\u00a0950,0";38,2;€ 66,10;',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({ preset: 'custom', recordType: 'fuel', counts: { valid: 2 } });
    expect(preview.rows.map((row) => row.values)).toMatchObject([
      { date: '2024-03-01', odometer: 61200.5, volume: 40.5, cost: 1020 },
      { date: '2024-03-02', odometer: 61950, volume: 38.2, cost: 66.1 },
    ]);
  });
});

describe('POST /api/garage/import — dates as people write them', () => {
  it('reads times with dates, ISO with T and Z, and month names in six languages', async () => {
    const dates = [
      ['2024-03-01 14:22', '2024-03-01'],
      ['2024-03-02T14:22:00Z', '2024-03-02'],
      ['2024-03-03T08:00:00.000+01:00', '2024-03-03'],
      ['04-Mar-2024', '2024-03-04'],
      ['Mar 5, 2024', '2024-03-05'],
      ['6. März 2024', '2024-03-06'],
      ['7 mars 2024', '2024-03-07'],
      ['8 de marzo de 2024', '2024-03-08'],
      ['9 de março de 2024', '2024-03-09'],
      ['10 мар. 2024', '2024-03-10'],
      ['11 марта 2024 г.', '2024-03-11'],
      ['12-Dec-23', '2023-12-12'],
      ['Fri, 1 Dec 2023 09:15', '2023-12-01'],
    ];
    const csv = [
      'Date,Description,Cost,Notes,Odometer,Tags',
      ...dates.map(([date], index) => `"${date}",Oil change,${50 + index},,${40000 + index},`),
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({ preset: 'lubelogger_service', counts: { invalid: 0 } });
    expect(preview.rows.map((row) => row.values.date)).toEqual(dates.map(([, stored]) => stored));
  });

  it('reads two-digit years and times in day-first dates', async () => {
    const csv = [
      'Datum;Km-Stand;Liter;Kosten',
      '28.02.24 17:05;61200;40,5;71,30',
      '14.03.24, 08:10 Uhr;61950;38,2;66,10',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({ dateFormat: 'DD.MM.YYYY', dateFormatNeedsChoice: false });
    expect(preview.rows.map((row) => row.values.date)).toEqual(['2024-02-28', '2024-03-14']);
  });
});

describe('POST /api/garage/import — units named in the header', () => {
  it.each([
    [
      'Date,Odometer (mi),Volume (gal),Total Cost ($)',
      { distance: 'mi', volume: 'us_gal' },
      { odometer: 'Odometer (mi)', volume: 'Volume (gal)', cost: 'Total Cost ($)' },
    ],
    [
      'Date,Mileage [miles],Fuel (imp gal),Cost',
      { distance: 'mi', volume: 'uk_gal' },
      { odometer: 'Mileage [miles]', volume: 'Fuel (imp gal)', cost: 'Cost' },
    ],
    [
      'Date,Odometer (km),Litres,Total',
      { distance: 'km', volume: 'l' },
      { odometer: 'Odometer (km)', volume: 'Litres', cost: 'Total' },
    ],
  ])('%s', async (header, units, mapping) => {
    const csv = `${header}\n2024-03-01,61200.4,10.5,40.00\n2024-03-15,61512.9,9.8,37.50\n`;
    const { preview, commit, written } = await importFile(csv);
    expect(preview).toMatchObject({ preset: 'custom', recordType: 'fuel', units, mapping });
    expect(preview.rows.map((row) => row.values.odometer)).toEqual([61200.4, 61512.9]);
    expect((await commit()).status).toBe(201);
    expect((await written()).fuel).toHaveLength(2);
  });

  it('takes the unit a header does not name from the member’s settings', async () => {
    const csv = 'Date,Distance (miles),Odometer,Fuel,Cost\n2024-03-01,300,61200,10.5,40\n';
    const { preview } = await importFile(csv);
    expect(preview.units).toEqual({ distance: 'mi', volume: 'l' });
    expect(preview.mapping).toMatchObject({ odometer: 'Odometer', volume: 'Fuel' });
  });
});

describe('POST /api/garage/import — Spritmonitor accounts in miles, backslash escapes', () => {
  it('reads a US account (miles, US gallons, MPG) and notes with \\" inside', async () => {
    const { preview, commit, written } = await importFile(
      importFixture('spritmonitor-en-miles.csv'),
    );
    expect(preview).toMatchObject({
      preset: 'spritmonitor',
      recordType: 'fuel',
      units: { distance: 'mi', volume: 'us_gal' },
      counts: { total: 5, valid: 5, invalid: 0 },
    });
    const values = preview.rows.map((row) => row.values);
    const sum = (key: string) => values.reduce((total, row) => total + (row[key] as number), 0);
    expect(sum('volume')).toBeCloseTo(45.206, 6);
    expect(sum('cost')).toBeCloseTo(154.14, 6);
    // Economy of each full fill-up equals Spritmonitor's own MPG (its Consumption column).
    const chronological = [...values].reverse();
    const mpg: number[] = [];
    let from = chronological[0]!.odometer as number;
    let gallons = 0;
    for (const fill of chronological.slice(1)) {
      gallons += fill.volume as number;
      if (fill.fullTank) {
        mpg.push(((fill.odometer as number) - from) / gallons);
        from = fill.odometer as number;
        gallons = 0;
      }
    }
    expect(mpg.map((value) => value.toFixed(2))).toEqual(['30.99', '30.50', '30.50']);
    const committed = await commit();
    expect(committed.status).toBe(201);
    expect((await json<ImportCommitDto>(committed)).imported.fuel).toBe(5);
    expect((await written()).fuel).toHaveLength(5);
  });

  it('reads a costs row whose note escapes quotes and holds the separator', async () => {
    const csv = [
      'Date;Odometer;Cost type;Total price;Currency;Note',
      '02.02.2026;23950,00;4;129,90;EUR;"5W-30 \\"Longlife\\"; filter \\\\ seal"',
      '03.02.2026;23960,00;18;3,50;EUR;"car park"',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview.counts).toMatchObject({ total: 2, valid: 2 });
    expect(preview.rows[0]!.values).toMatchObject({
      type: 'oil_change',
      description: 'Oil change — 5W-30 "Longlife"; filter \\ seal',
    });
  });

  it('keeps a metric account metric when its consumption is in km/L', async () => {
    const csv = [
      'Date;Odometer;Trip;Quantity;Total price;Currency;Type;Tires;Roads;Driving style;Fuel;Note;Consumption',
      '20.09.2025;23412,50;402,30;29,80;51,23;EUR;1;1;10;2;18;;13,50',
      '05.09.2025;23010,20;380,00;28,15;49,10;EUR;1;1;10;2;18;;13,50',
      '20.08.2025;22630,20;0,00;30,00;52,00;EUR;3;1;10;2;18;;',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview.units).toEqual({ distance: 'km', volume: 'l' });
  });
});

describe('POST /api/garage/import — text decoded the wrong way', () => {
  // A German Spritmonitor file with "ä", "ö", "ü" and "€" in its header and in every note.
  const german = [
    'Datum;Km-Stand;Teil-Km;Spritmenge;Kosten;Währung;Tankart;Reifen;Strecken;Fahrweise;Kraftstoff;Bemerkung;Verbrauch',
    '14.03.2026;61950,00;750,00;52,00;91,26;EUR;1;1;10;2;7;"Tankstelle Müller, 1,75 €/l";6,93',
    '01.03.2026;61200,00;0,00;50,00;87,50;EUR;3;1;10;2;7;"Größere Fahrt, Öl geprüft";',
  ].join('\n');

  it('reads a Windows-1252 file that was decoded as UTF-8 (letters lost, file kept)', async () => {
    const lost = new TextDecoder('utf-8').decode(Buffer.from(german, 'latin1'));
    expect(lost).toContain('W\uFFFDhrung');
    const { preview } = await importFile(lost);
    expect(preview).toMatchObject({
      preset: 'spritmonitor',
      mapping: { currency: 'W\uFFFDhrung' },
      counts: { total: 2, valid: 2 },
    });
  });

  it('repairs a UTF-8 file that was decoded as Latin-1', async () => {
    const mangled = Buffer.from(german, 'utf8').toString('latin1');
    expect(mangled).toContain('WÃ¤hrung');
    const { preview } = await importFile(mangled);
    expect(preview).toMatchObject({
      preset: 'spritmonitor',
      mapping: { currency: 'Währung' },
      counts: { total: 2, valid: 2 },
    });
    expect(preview.columns[5]).toBe('Währung');
  });
});

describe('POST /api/garage/import — layouts public readers of these apps meet', () => {
  it('reads a metric Fuelly export (l/100km, km, litres, "06/06/2021 0:00")', async () => {
    const csv = [
      'car_name,model,l/100km,odometer,km,litres,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand',
      'Golf,VW,0,120400,0,45.120,1.659,50,06/03/2024 0:00,06/03/2024,,,0,0,,,',
      'Golf,VW,6.92,121052,652.0,45.118,1.702,50,06/19/2024 0:00,06/19/2024,,,0,0,,,',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({
      preset: 'fuelly',
      units: { distance: 'km', volume: 'l' },
      sourceVehicles: [],
      counts: { valid: 2 },
    });
    expect(preview.rows[1]!.values).toMatchObject({
      date: '2024-06-19',
      odometer: 121052,
      volume: 45.118,
      cost: 76.79,
    });
  });

  it('asks which car of a Fuelly file holding several to import', async () => {
    const csv = [
      'car_name,model,mpg,odometer,miles,gallons,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand',
      'Civic,Honda,0,41230,0,10.2,3.459,50,01/05/2024 0:00,01/05/2024,,,0,0,,,',
      'F-150,Ford,0,88000,0,20.1,3.399,50,01/06/2024 0:00,01/06/2024,,,0,0,,,',
      'Civic,Honda,33.1,41568,338,10.211,3.399,50,01/19/2024 0:00,01/19/2024,,,0,0,,,',
    ].join('\n');
    const { preview, commit } = await importFile(csv);
    expect(preview.sourceVehicles).toEqual([
      { name: 'Civic', rows: 2 },
      { name: 'F-150', rows: 1 },
    ]);
    expect((await commit()).status).toBe(400);
    const civic = await importFile(csv, { sourceVehicle: 'Civic' });
    expect(civic.preview.counts).toMatchObject({ total: 2, valid: 2 });
  });

  it('reads a LubeLogger EV export in kWh, and its 0 odometer as "not recorded"', async () => {
    const csv = [
      'Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,StartingSoc,EndingSoc,Notes,Tags,extrafield_Charger',
      '3/2/2024,12000,41.5,9.96,0,True,False,20,80,,,Home',
      '3/9/2024,12210,38.2,9.17,18.2,True,False,22,80,,,Home',
      '3/12/2024,0,12.0,4.80,0,False,False,60,80,"Rain, heavy traffic",,Street',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({ preset: 'lubelogger_fuel', mapping: { kwh: 'FuelConsumed' } });
    expect(preview.mapping.volume).toBeUndefined();
    expect(preview.rows[0]!.values).toMatchObject({ kwh: 41.5, volume: null, cost: 9.96 });
    // Odo needs a reading for a charge: the 0 is named, not stored as a reading of 0.
    expect(preview.errors).toEqual([{ line: 4, message: expect.stringMatching(/^odometer: /) }]);
  });
});

describe('POST /api/garage/import — what people add to a file', () => {
  it('reads a file with a title line above its header, as a plain file', async () => {
    const csv = [
      'Fuel log 2024 — Civic',
      'Date,Odometer,Gallons,Total_Cost',
      '2024-03-01,61200,10.5,40.00',
      '2024-03-15,61512,9.8,37.50',
    ].join('\n');
    const { preview, commit } = await importFile(csv);
    expect(preview).toMatchObject({
      preset: 'custom',
      recordType: 'fuel',
      mapping: { date: 'Date', odometer: 'Odometer', volume: 'Gallons', cost: 'Total_Cost' },
      counts: { valid: 2 },
    });
    expect(preview.rows.map((row) => row.line)).toEqual([3, 4]);
    expect((await commit()).status).toBe(201);
  });

  it('reads record types in other languages and year-first dates of East Asia', async () => {
    const csv = [
      'Typ,Datum,Kilometerstand,Menge,Kosten,Beschreibung',
      'Tanken,2024年3月1日,61200,40.5,71.30,',
      'Wartung,2024. 3. 5.,61300,,189.00,Ölwechsel',
      'Ausgabe,2024-03-06,,,12.00,Parken',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((row) => [row.recordType, row.values.date])).toEqual([
      ['fuel', '2024-03-01'],
      ['maintenance', '2024-03-05'],
      ['expense', '2024-03-06'],
    ]);
    expect(preview.rows[1]!.values).toMatchObject({ type: 'oil_change' });
  });
});

describe('POST /api/garage/import — a "Type" column', () => {
  it('is the fuel type, not the record type, when its cells are not record types', async () => {
    const csv = 'Date,Odometer,Liters,Cost,Type\n2024-03-01,61200,40.5,71.30,Diesel\n';
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({ recordType: 'fuel', counts: { valid: 1 } });
    expect(preview.mapping.recordType).toBeUndefined();
  });
});

describe('POST /api/garage/import — a Drivvo export from an iPhone', () => {
  it('reads lone-CR line ends, English headers by position and day-first dates', async () => {
    const csv = [
      '##Refuelling',
      'Odometer,Date,Fuel type,Volume price,Total price,Fuel amount,Full fillup,,,,,,,,,,,,Notes',
      '12345,5/3/2024,gasoline,1.85,55.50,30.0,Yes,,,,,,,,,,,,Highway trip',
      '12700,15/3/2024,gasoline,1.90,52.73,27.75,Yes,,,,,,,,,,,,',
      '',
      '##Service',
      'Odometer,Date,Cost,Title,,Notes',
      '12500,10/3/2024,150.00,Oil change,,Regular service',
      '',
      '##Expense',
      'Odometer,Date,Cost,Title,,,Notes',
      '12600,16/3/2024,45.00,Parking fee,,,Monthly pass',
      '',
      '##Vehicle',
      'Name,Model,Plate,,Year,Description',
      'My Car,Honda Civic,ABC-123,,2020,Daily driver',
    ].join('\r');
    const { preview, commit } = await importFile(csv);
    expect(preview.sections.map((s) => [s.title, s.preset, s.rows, s.skipped ?? null])).toEqual([
      ['Refuelling', 'drivvo_fuel', 2, null],
      ['Service', 'drivvo_service', 1, null],
      ['Expense', 'drivvo_expense', 1, null],
      ['Vehicle', 'custom', 1, 'Odo keeps no records of this kind.'],
    ]);
    expect(preview).toMatchObject({
      dateFormat: 'DD/MM/YYYY',
      counts: { total: 4, valid: 4, byType: { fuel: 2, maintenance: 1, expense: 1 } },
    });
    expect(preview.rows.map((row) => [row.line, row.values.date])).toEqual([
      [3, '2024-03-05'],
      [4, '2024-03-15'],
      [8, '2024-03-10'],
      [12, '2024-03-16'],
    ]);
    expect(preview.rows[2]!.values).toMatchObject({ type: 'oil_change', cost: 150 });
    expect(preview.rows[3]!.values).toMatchObject({ category: 'parking', amount: 45 });
    expect((await commit()).status).toBe(201);
  });
});

describe('POST /api/garage/import — units written in the cells', () => {
  it('takes miles and gallons from "61,200 mi" and "10.5 gal"', async () => {
    const csv = 'Date,Odometer,Fuel,Cost\n2024-03-01,"61,200 mi",10.5 gal,$40.00\n';
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({
      units: { distance: 'mi', volume: 'us_gal' },
      counts: { valid: 1 },
    });
    expect(preview.rows[0]!.values).toMatchObject({ odometer: 61200, volume: 10.5, cost: 40 });
  });
});

describe('POST /api/garage/import — a Drivvo section whose columns moved', () => {
  it('reads the columns by their names before their positions', async () => {
    const csv = [
      '##Refuelling',
      'Date,Odometer,Liters,Total cost,Full tank?,Missed previous refuelling?',
      '21/05/2019 14:30,45000,40,207.60,Yes,No',
      '02/06/2019 08:10,45600,30,158.70,Yes,Yes',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({
      preset: 'drivvo_fuel',
      mapping: {
        date: 'Date',
        odometer: 'Odometer',
        volume: 'Liters',
        cost: 'Total cost',
        fullTank: 'Full tank?',
        missedPrevious: 'Missed previous refuelling?',
      },
      counts: { valid: 2 },
    });
    expect(preview.rows[1]!.values).toMatchObject({
      date: '2019-06-02',
      odometer: 45600,
      volume: 30,
      missedPrevious: true,
    });
  });
});

describe('POST /api/garage/import — text that cannot be decoded', () => {
  it('says so, instead of reading a Windows-1251 file as UTF-8 garbage', async () => {
    const client = t.client();
    const car = await t.carFor(client);
    // Cyrillic in a single-byte encoding, read as UTF-8: nearly every letter is lost.
    const lost = 'Дата;Пробег;Литры;Сумма\n01.03.2024;61200;40,5;2500\n'.replace(
      /[\u0400-\u04ff]/g,
      '\uFFFD',
    );
    const response = await client.post('/api/garage/import', { vehicleId: car.id, csv: lost });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This file's text could not be decoded");
  });
});

describe('POST /api/garage/import — a Russian spreadsheet', () => {
  it('maps Дата, Пробег, Литры, Сумма', async () => {
    const csv = 'Дата;Пробег;Литры;Сумма;Примечание\n01.03.2024;61200;40,5;2500;Заправка\n';
    const { preview } = await importFile(csv);
    expect(preview).toMatchObject({
      recordType: 'fuel',
      mapping: { date: 'Дата', odometer: 'Пробег', volume: 'Литры', cost: 'Сумма' },
      counts: { valid: 1 },
    });
    expect(preview.rows[0]!.values).toMatchObject({ volume: 40.5, cost: 2500 });
  });
});
