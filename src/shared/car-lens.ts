// Car Lens's VIN input schema; the vocabulary is in car-lens-vocab.ts (zod-free).
import { z } from 'zod';
import { vinSchema } from './garage.ts';

export * from './car-lens-vocab.ts';

export const carLensVinInputSchema = z.strictObject({ vin: vinSchema });
