// The questions Ask Odo's built-in engine is measured on: real questions people ask about their own
// cars and about cars in general, each with the facts (words and figures) a right answer must
// contain, for the garage in testing/seed.ts on its fixed "today" (15 November 2026).
// engine.test.ts answers them all and prints the hit rate (target ≥ 90%).
import type { AskSourceKind } from '../../../shared/ask-odo.ts';

export interface MeasuredQuestion {
  question: string;
  /** Each must appear in the answer (case-insensitive). */
  facts: string[];
  /** The answer must cite this: an article slug, or a kind of source. */
  cites?: { slug: string } | { kind: AskSourceKind };
}

const record = { kind: 'record' } as const;
const upcoming = { kind: 'upcoming' } as const;
const problem = { kind: 'known_problem' } as const;
const interval = { kind: 'interval' } as const;
const vehicle = { kind: 'vehicle' } as const;
const article = (slug: string) => ({ slug });

export const QUESTIONS: MeasuredQuestion[] = [
  // What is due next (and for which car)
  {
    question: 'When is my next oil change?',
    facts: ['10 March 2027', '90,000 km', '1 June 2027', '53,000 km', 'Civic', 'Rosie'],
    cites: upcoming,
  },
  {
    question: "When is the Civic's next oil change?",
    facts: ['10 March 2027', '90,000 km', '8,600 km'],
    cites: upcoming,
  },
  {
    question: 'When does Rosie need an oil change?',
    facts: ['1 June 2027', '53,000 km', 'Rosie'],
    cites: upcoming,
  },
  {
    question: 'When is the RAV4 due for a tyre rotation?',
    facts: ['Tyre rotation', 'overdue', '50,400 km'],
    cites: upcoming,
  },
  {
    question: "When should I rotate the Civic's tyres next?",
    facts: ['10 March 2027', '85,000 km'],
    cites: upcoming,
  },
  {
    question: "What's my next service due?",
    facts: ['Civic', 'Rosie', 'overdue'],
    cites: upcoming,
  },
  {
    question: 'Is anything overdue on my Civic?',
    facts: ['Civic', 'overdue', 'Cabin filter'],
    cites: upcoming,
  },
  {
    question: "When are the Civic's brake pads due?",
    facts: ['108,500 km', '20 September 2025'],
    cites: upcoming,
  },
  {
    question: "When is Rosie's next inspection due?",
    facts: ['Inspection', 'Rosie', 'overdue'],
    cites: upcoming,
  },
  {
    question: 'When do I need to replace the battery in my Civic?',
    facts: ['5 November 2029'],
    cites: upcoming,
  },
  {
    question: 'Next brake fluid change for the Honda?',
    facts: ['Brake fluid', 'overdue', '1 June 2026'],
    cites: upcoming,
  },
  {
    question: 'When is the cabin filter due on the RAV4?',
    facts: ['Cabin filter', '60,400 km'],
    cites: upcoming,
  },
  {
    question: 'How many km until my Civic needs an oil change?',
    facts: ['8,600 km', '90,000 km'],
    cites: upcoming,
  },

  // What was spent
  {
    question: 'How much did I spend this month?',
    facts: ['308.00 USD', '235.00 USD', '73.00 USD'],
    cites: vehicle,
  },
  {
    question: 'How much have I spent on the Civic this year?',
    facts: ['1,093.40 USD', '223.50 USD'],
    cites: vehicle,
  },
  { question: 'What did I spend on fuel this month?', facts: ['138.00 USD'] },
  { question: 'How much did I spend on Rosie in total?', facts: ['970.00 USD'] },
  {
    question: 'How much have I spent on maintenance for the Civic?',
    facts: ['618.90 USD'],
    cites: record,
  },
  {
    question: 'How much did I spend on oil changes?',
    facts: ['263.90 USD', '168.90 USD', '95.00 USD'],
    cites: record,
  },
  { question: 'What did insurance cost me this year?', facts: ['600.00 USD'] },
  { question: 'How much did I spend last year?', facts: ['999.00 USD', 'in 2025'] },
  { question: 'How much did I spend in 2024?', facts: ['150.00 USD'] },
  { question: 'How much did fuel cost me for the RAV4 this year?', facts: ['180.00 USD'] },
  { question: 'What are my total car costs this year?', facts: ['1,383.40 USD'] },
  { question: 'How much did I pay for parking?', facts: ['15.00 USD'] },
  { question: 'How much did the Civic cost me last month?', facts: ['143.50 USD', 'October 2026'] },

  // Fuel economy and its trend
  { question: "What's my fuel economy?", facts: ['6.3 L/100 km', '4.9 L/100 km'], cites: record },
  {
    question: "What is the Civic's fuel consumption?",
    facts: ['6.3 L/100 km', '6.5 L/100 km'],
    cites: record,
  },
  {
    question: "Is Rosie's fuel economy getting better or worse?",
    facts: ['improving', '4.8 L/100 km'],
  },
  { question: 'How many mpg does my Civic get?', facts: ['6.3 L/100 km'] },
  { question: "What was the RAV4's last fill-up economy?", facts: ['4.8 L/100 km'] },
  { question: 'Is my Civic using more fuel lately?', facts: ['getting worse', '6.0', '6.5'] },

  // When a part was last changed
  {
    question: 'When did I last change the oil in my Civic?',
    facts: ['10 March 2026', '75,000 km', '89.90 USD'],
    cites: record,
  },
  {
    question: 'When was the last oil change on Rosie?',
    facts: ['1 June 2026', '38,000 km'],
    cites: record,
  },
  {
    question: "When were the Civic's brake pads last replaced?",
    facts: ['20 September 2025', '68,500 km'],
    cites: record,
  },
  {
    question: 'When did I last rotate the tyres?',
    facts: ['10 March 2026', 'no tyre rotation'],
    cites: record,
  },
  {
    question: 'When did I last replace the wiper blades?',
    facts: ['3 November 2026', 'Wiper blades'],
    cites: record,
  },
  {
    question: 'When did Rosie last get new tyres?',
    facts: ['12 April 2025', '680.00 USD'],
    cites: record,
  },
  {
    question: 'When was the battery last changed in the Honda?',
    facts: ['5 November 2024', '52,000 km'],
    cites: record,
  },
  { question: 'When did I last have the air filter done?', facts: ['no air filter'] },
  { question: 'What was my last service on the Civic?', facts: ['3 November 2026'], cites: record },

  // Known problems of my car
  {
    question: 'Does my Civic have any known problems?',
    facts: ['oil', 'A/C condenser'],
    cites: problem,
  },
  { question: 'What are common issues with the RAV4?', facts: ['fuel pump'], cites: problem },
  { question: 'Any recalls on Rosie?', facts: ['fuel pump', 'recall'], cites: problem },
  {
    question: 'Known problems with my cars?',
    facts: ['fuel pump', 'A/C condenser'],
    cites: problem,
  },
  { question: 'Is the 2018 Civic reliable?', facts: ['Civic', 'A/C condenser'], cites: problem },

  // What a warning light means
  {
    question: 'What does the check engine light mean?',
    facts: ['check engine', 'OBD'],
    cites: article('check-engine-light'),
  },
  {
    question: 'My oil pressure light came on, what should I do?',
    facts: ['oil pressure'],
    cites: article('oil-pressure-warning-light'),
  },
  {
    question: 'What does the tyre pressure warning light mean?',
    facts: ['TPMS'],
    cites: article('tpms-warning-light'),
  },
  {
    question: 'The battery light is on while driving, is that bad?',
    facts: ['charging'],
    cites: article('battery-charging-warning-light'),
  },
  {
    question: 'What does a flashing ABS light mean?',
    facts: ['anti-lock'],
    cites: article('abs-warning-light'),
  },
  {
    question: 'Why does my airbag light stay on?',
    facts: ['airbag'],
    cites: article('airbag-srs-warning-light'),
  },
  {
    question: 'What does the coolant temperature warning mean?',
    facts: ['overheating'],
    cites: article('coolant-temperature-warning-light'),
  },
  {
    question: 'The DPF light is on in my diesel',
    facts: ['particulate filter'],
    cites: article('dpf-warning-light'),
  },
  {
    question: 'What is the EPC light on a VW?',
    facts: ['EPC', 'limp'],
    cites: article('epc-reduced-power-warning'),
  },
  {
    question: 'Traction control light keeps flashing',
    facts: ['stability control'],
    cites: article('traction-stability-control-light'),
  },
  {
    question: 'What does the brake warning light mean?',
    facts: ['brake'],
    cites: article('brake-warning-light'),
  },

  // How often to change X
  {
    question: 'How often should I change the oil?',
    facts: ['15,000 km', '1 year'],
    cites: interval,
  },
  { question: 'How often does brake fluid need changing?', facts: ['2 years'], cites: interval },
  { question: 'How often should I rotate my tyres?', facts: ['10,000 km'], cites: interval },
  {
    question: 'How many km between timing belt changes?',
    facts: ['100,000 km', '6 years'],
    cites: interval,
  },
  { question: 'How often should spark plugs be replaced?', facts: ['100,000 km'], cites: interval },
  {
    question: 'How often should I replace the cabin filter?',
    facts: ['20,000 km'],
    cites: interval,
  },
  {
    question: 'How long does a car battery last?',
    facts: ['5 years', '4–6 years'],
    cites: interval,
  },
  {
    question: 'How often should the coolant be changed?',
    facts: ['160,000 km', '10 years'],
    cites: interval,
  },

  // General questions, answered from the articles and cited
  {
    question: 'What tyre pressure should I run?',
    facts: ['pressure'],
    cites: article('tyre-pressure'),
  },
  {
    question: 'How do I jump start a car?',
    facts: ['jump'],
    cites: article('car-battery-testing-jump-starting'),
  },
  {
    question: 'What should I check when buying a used car?',
    facts: ['VIN'],
    cites: article('used-car-buying-checklist'),
  },
  {
    question: 'How do I prepare my car for winter?',
    facts: ['winter'],
    cites: article('winter-driving-prep'),
  },
  {
    question: 'What is the difference between a timing belt and a timing chain?',
    facts: ['timing chain'],
    cites: article('timing-belt-vs-chain'),
  },
  {
    question: 'How can I improve my fuel economy?',
    facts: ['fuel'],
    cites: article('fuel-economy-tips'),
  },
  {
    question: 'What is the legal minimum tread depth?',
    facts: ['1.6 mm'],
    cites: article('tyre-tread-depth-legal-limits'),
  },
  {
    question: 'How much range does an EV battery lose over time?',
    facts: ['range'],
    cites: article('ev-battery-health-range-loss'),
  },
  {
    question: 'Can a puncture be repaired?',
    facts: ['puncture'],
    cites: article('puncture-repair'),
  },
  {
    question: 'What should I do after a car accident?',
    facts: ['insurance'],
    cites: article('after-accident-checklist'),
  },

  // My garage
  {
    question: 'What cars do I have?',
    facts: ['2018 Honda Civic', 'Rosie', '2 cars'],
    cites: vehicle,
  },
  { question: 'What is the mileage on my Civic?', facts: ['81,400 km'], cites: vehicle },

  // Written after the engine, as a held-out check: it answered 15 of these 20 at first; the five
  // misses (a car named without "my", "in October", "needs attention", "did I last service")
  // were fixed in the engine, not in the expectations.
  { question: "When's Rosie's oil due?", facts: ['1 June 2027', '53,000 km'], cites: upcoming },
  { question: 'How much money went on the RAV4 in October?', facts: ['62.00 USD', 'October 2026'] },
  {
    question: 'Which of my cars needs attention first?',
    facts: ['overdue', 'Civic', 'Rosie'],
    cites: upcoming,
  },
  {
    question: "Has the Civic's fuel efficiency changed?",
    facts: ['getting worse', '6.5 L/100 km'],
  },
  {
    question: 'When did I put new brake pads on the Honda?',
    facts: ['20 September 2025'],
    cites: record,
  },
  { question: 'How much have I spent on fuel overall?', facts: ['403.50 USD'] },
  {
    question: 'Are there any common faults on a 2018 Civic?',
    facts: ['A/C condenser'],
    cites: problem,
  },
  {
    question: 'What does it mean when the oil light flashes?',
    facts: ['oil pressure'],
    cites: article('oil-pressure-warning-light'),
  },
  {
    question: 'How often do I need new wiper blades?',
    facts: ['6–12 months'],
    cites: article('wiper-blades'),
  },
  {
    question: 'Should I worry about the airbag warning?',
    facts: ['airbag'],
    cites: article('airbag-srs-warning-light'),
  },
  {
    question: 'How do I check my tyre tread?',
    facts: ['tread'],
    cites: article('tyre-tread-depth-legal-limits'),
  },
  { question: "What's my Civic's average consumption?", facts: ['6.3 L/100 km'], cites: record },
  { question: 'When did I last service Rosie?', facts: ['1 June 2026'], cites: record },
  { question: 'How much did the Civic cost in insurance?', facts: ['600.00 USD'] },
  {
    question: 'Is a timing chain better than a belt?',
    facts: ['timing chain'],
    cites: article('timing-belt-vs-chain'),
  },
  {
    question: 'What should I do if my engine overheats?',
    facts: ['overheating'],
    cites: article('coolant-temperature-warning-light'),
  },
  {
    question: 'When is the next MOT due for the Civic?',
    facts: ['Inspection', 'overdue'],
    cites: upcoming,
  },
  {
    question: 'What is a DPF?',
    facts: ['particulate filter'],
    cites: article('dpf-warning-light'),
  },
  { question: 'How far has the Civic driven?', facts: ['81,400 km'], cites: vehicle },
  {
    question: 'How do winter tyres help?',
    facts: ['winter'],
    cites: article('winter-vs-all-season-tyres'),
  },

  // Nothing to ground an answer in: says so and suggests what it can answer
  {
    question: "What's the weather like tomorrow?",
    facts: ['outside what I know', 'next oil change'],
  },
  { question: 'Who won the football last night?', facts: ['outside what I know'] },
  { question: 'Tell me a joke', facts: ['outside what I know', 'check engine light'] },
];
