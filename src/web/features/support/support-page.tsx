import { Mail } from 'lucide-react';
import { APP_VERSION, SUPPORT_EMAIL } from '../../../shared/product.ts';
import { PublicPage } from '../../components/public-page.tsx';
import { Button } from '../../components/ui/button.tsx';

const faq = [
  {
    question: 'I forgot my password. What now?',
    answer:
      'On the log in page, choose "Forgot password?" and enter your e-mail. We send a link to set a new password; it works once.',
  },
  {
    question: 'What does the free plan include?',
    answer:
      'One vehicle assessment, one Car Lens result, one Ask Odo question and one car in your garage. Premium removes these caps.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'Open Billing from the side menu and choose Manage Subscription. You keep premium until the end of the period you paid for.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Go to Settings and choose Delete account. Your cars, records and posts are removed with it.',
  },
];

export function SupportPage() {
  return (
    <PublicPage title="Support" lead="We are real people and we answer every message.">
      <section className="rounded-card border border-border bg-surface p-6 shadow-card">
        <h2>Write to us</h2>
        <p>
          E-mail{' '}
          <a className="font-medium text-brand hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>{' '}
          and tell us what happened, on which page, and on which device. We usually answer within
          one working day.
        </p>
        <Button asChild className="mt-4">
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Odo support')}`}>
            <Mail aria-hidden="true" />
            E-mail support
          </a>
        </Button>
      </section>
      <section>
        <h2>Frequently asked questions</h2>
        <div className="mt-3 grid gap-3">
          {faq.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-control border border-border bg-surface px-4 py-3 open:shadow-card"
            >
              <summary className="cursor-pointer list-none font-medium text-foreground marker:hidden">
                {question}
              </summary>
              <p className="mt-2">{answer}</p>
            </details>
          ))}
        </div>
      </section>
      <p className="text-sm">Odo version {APP_VERSION}</p>
    </PublicPage>
  );
}
