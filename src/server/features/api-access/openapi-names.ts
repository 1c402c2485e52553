// How the OpenAPI document names each garage operation: its tag, its summary in a few words (a
// route missing from SUMMARIES gets one made from its method and path) and its operationId.

/** What each garage operation does, in a few words; a route missing here gets a made-up title. */
const SUMMARIES: Record<string, string> = {
  'get /api/garage/settings': "Read the garage's units and currency",
  'patch /api/garage/settings': "Change the garage's units or currency",
  'get /api/garage/vehicles': 'List your vehicles with their records',
  'post /api/garage/vehicles': 'Add a vehicle',
  'get /api/garage/vehicles/{id}': "Read one vehicle's details",
  'patch /api/garage/vehicles/{id}': 'Change a vehicle (e.g. log an odometer reading as mileage)',
  'delete /api/garage/vehicles/{id}': 'Delete a vehicle and its records',
  'post /api/garage/vehicles/{id}/fuel': 'Log a fuel-up or a charge',
  'post /api/garage/vehicles/{id}/maintenance': 'Log a service',
  'post /api/garage/vehicles/{id}/expenses': 'Log an expense',
  'get /api/garage/vehicles/{id}/expenses': "List a vehicle's expenses",
  'post /api/garage/vehicles/{id}/reminders': 'Add a reminder',
  'get /api/garage/costs': 'Costs over a period',
  'get /api/garage/upcoming-services': 'Upcoming services of every vehicle',
  'post /api/garage/import': 'Import a CSV file (preview or commit)',
  'get /api/garage/vin/{vin}': 'Decode a VIN',
  'get /api/garage/catalog/makes': 'Makes of a model year',
  'get /api/garage/catalog/models': 'Models of a make and year',
  'get /api/garage/vehicles/{id}/history': "A vehicle's printable history",
  'get /api/garage/vehicles/{id}/export.csv': "Export a vehicle's records as CSV",
  'post /api/garage/vehicles/{id}/photo': "Upload the vehicle's photo (multipart field `photo`)",
  'post /api/garage/vehicles/{id}/maintenance/{recordId}/receipt':
    "Upload a service's receipt (multipart field `photo`)",
  'post /api/garage/vehicles/{id}/fuel/{recordId}/receipt':
    "Upload a fill-up's receipt (multipart field `photo`)",
  'delete /api/garage/vehicles/{id}/fuel/{recordId}/receipt': "Remove a fill-up's receipt",
  'post /api/garage/read/odometer':
    'Read the mileage off an odometer photo (multipart field `photo`; nothing stored)',
  'post /api/garage/read/receipt':
    'Read a fill-up off a fuel receipt photo (multipart field `photo`; nothing stored)',
  'get /api/garage/vehicles/{id}/share-links': "List a vehicle's share links",
  'post /api/garage/vehicles/{id}/share-links': 'Create a share link to the history',
  'delete /api/garage/vehicles/{id}/share-links/{linkId}': 'Delete a share link',
  'post /api/garage/vehicles/{id}/upcoming-services/{itemKey}/done':
    'Mark an upcoming service done',
};

/** `…/vehicles/{id}/fuel/{recordId}` and the like: one record of a vehicle. */
const RECORD_PATH = /^\/api\/garage\/vehicles\/\{id\}\/([a-z-]+)\/\{[A-Za-z]+\}$/;

const VERBS: Record<string, string> = {
  get: 'Read',
  post: 'Create',
  put: 'Replace',
  patch: 'Change',
  delete: 'Delete',
};

/** The tag: the first fixed segment after `/vehicles/{id}` (fuel, maintenance…), else the first. */
export function tagOf(openApiPath: string): string {
  const segments = openApiPath
    .replace(/^\/api\/garage\/?/, '')
    .split('/')
    .filter(Boolean);
  const fixed = segments.filter((segment) => !segment.startsWith('{'));
  if (fixed[0] === 'vehicles' && fixed.length > 1 && segments[1]?.startsWith('{')) {
    return fixed[1]!.replace(/\.csv$/, '');
  }
  return fixed[0] ?? 'garage';
}

export function summaryOf(method: string, openApiPath: string): string {
  const known = SUMMARIES[`${method} ${openApiPath}`];
  if (known) return known;
  const record = RECORD_PATH.exec(openApiPath)?.[1];
  if (record && (method === 'patch' || method === 'delete')) {
    const noun = record === 'fuel' ? 'fuel' : record.replace(/s$/, '');
    return `${method === 'patch' ? 'Change' : 'Delete'} a ${noun.replace(/-/g, ' ')} record`;
  }
  const words = openApiPath
    .replace(/^\/api\/garage\/?/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .map((segment) => segment.replace(/[-_.]/g, ' '));
  const tail = words.slice(-2).join(' ');
  return `${VERBS[method] ?? method.toUpperCase()} ${tail || 'garage'}`.trim();
}

export function operationId(method: string, openApiPath: string): string {
  const words = openApiPath
    .replace(/^\/api\//, '')
    .split(/[/{}.\-_]+/)
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}
