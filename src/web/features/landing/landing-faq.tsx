import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'Is Odo free?',
    answer:
      'Yes. Every feature can be tried on the free plan, which includes one assessment, one Car Lens result and one Ask Odo question each month, and one car in your garage. Premium removes the limits.',
  },
  {
    question: 'How does the vehicle assessment work?',
    answer:
      'Tell Odo the make, model, year and mileage. It gives a reliability score, the known problems of that model year, what maintenance to expect and what to check before you buy.',
  },
  {
    question: 'What can Car Lens read?',
    answer:
      'Point your camera at a car or at its VIN plate. Odo decodes the VIN offline from the official vehicle database and shows the make, model, year and what owners should know.',
  },
  {
    question: 'Can I cancel Premium?',
    answer:
      'Any time, from Billing. The monthly plan starts with a 30-day free trial, and you are not charged if you cancel before it ends.',
  },
  {
    question: 'What happens to my data?',
    answer: (
      <>
        It stays yours: download all of it from Settings, or delete your account and everything in
        it. The <Link to="/privacy">Privacy Policy</Link> says what is kept and why.
      </>
    ),
  },
  {
    question: 'Is there an app to download?',
    answer:
      'Odo runs in your browser on any phone or computer. Add it to your home screen and it opens full screen, like an app, with no app store involved.',
  },
];

/** Common questions, each opening in place (no script needed). */
export function LandingFaq() {
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-6 border-t border-border bg-surface/60 py-16 md:py-24"
    >
      <div className="mx-auto max-w-3xl px-5 md:px-8">
        <h2 id="faq-title" className="text-title font-bold md:text-[2.25rem]">
          Questions, answered
        </h2>
        <div className="mt-8 grid gap-3">
          {questions.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-card border border-border bg-surface px-5 shadow-card"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-semibold [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-[0.9375rem] leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-brand [&_a]:underline">
                {answer}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
