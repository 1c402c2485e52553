// First-visit suggestions, chosen from the user's own garage ("When is the Civic's next oil
// change?"), or general ones when the garage is empty.
import { Lightbulb } from 'lucide-react';
import type { Vehicle } from '../../lib/app-context.ts';

function carName(vehicle: Vehicle) {
  return vehicle.nickname || `the ${vehicle.model}`;
}

export function suggestionsFor(garage: Vehicle[]): string[] {
  const [first, second] = garage;
  if (!first) {
    return [
      'What does the check engine light mean?',
      'How often should I change the oil?',
      'What tyre pressure should I run?',
      'What should I check when buying a used car?',
    ];
  }
  const name = carName(first);
  const list = [`When is ${name}'s next oil change?`];
  if (second) list.push(`When is ${carName(second)} due for a service?`);
  list.push(`How much did I spend on ${name} this year?`);
  if (first.fuelRecords.length >= 2) list.push(`What's ${name}'s fuel economy?`);
  list.push(`Any known problems with my ${first.year} ${first.make} ${first.model}?`);
  list.push('What does the check engine light mean?');
  return list.slice(0, 5);
}

export function SuggestedQuestions({
  garage,
  onPick,
}: {
  garage: Vehicle[];
  onPick: (question: string) => void;
}) {
  return (
    <section aria-labelledby="ask-odo-suggestions" className="grid gap-3">
      <h2 id="ask-odo-suggestions" className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-accent" aria-hidden="true" />
        Try asking
      </h2>
      <ul className="flex flex-wrap gap-2">
        {suggestionsFor(garage).map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onPick(question)}
              className="rounded-full border border-border bg-surface px-3.5 py-2 text-left text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
