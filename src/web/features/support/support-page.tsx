import { Mail } from 'lucide-react';
import { APP_VERSION, SUPPORT_EMAIL } from '../../../shared/product.ts';
import { SUPPORT_ANSWER_TIME } from '../../../shared/support-vocab.ts';
import { PublicPage } from '../../components/public-page.tsx';
import { ContactForm } from './contact-form.tsx';

const faq = [
  {
    question: 'I forgot my password. What now?',
    answer:
      'On the log in page, choose "Forgot password?" and enter your e-mail. We send a link to set a new password; it works once and expires after an hour. Setting a new password signs you out on your other devices.',
  },
  {
    question: 'I did not get the confirmation e-mail.',
    answer:
      'Check your spam folder first. Signed in, you can ask for a new link from the reminder banner in the app (up to three an hour). You can use Odo before confirming; only referral rewards wait for it.',
  },
  {
    question: 'What does the free plan include?',
    answer:
      'Each calendar month: one vehicle assessment, one Car Lens result and one Ask Odo question, plus one car in your garage. Premium removes these caps.',
  },
  {
    question: 'What do the plans cost, and is there a trial?',
    answer:
      'Yearly is 19.99 a year; Monthly is 3.34 a month and starts with a 30-day free trial the first time you subscribe. Both renew automatically until you cancel.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'Open Billing from the side menu and choose Manage Subscription. Cancelling stops the next renewal: you keep premium until the end of the period you paid for, and you can undo it until then.',
  },
  {
    question: 'How do referrals work?',
    answer:
      'Share your invite link from your profile. Every three friends who sign up with it and confirm their e-mail give you two weeks of premium, up to 12 weeks a year.',
  },
  {
    question: 'Where do assessments and Ask Odo answers come from?',
    answer:
      'From Odo’s own engine, which uses known problems, service intervals and your garage; on some setups an AI model rewrites the wording. Treat them as guidance, not as a mechanic’s inspection.',
  },
  {
    question: 'Can I get my data out?',
    answer:
      'Yes. Settings → Download my data gives you a ZIP with everything Odo holds about you, as JSON and CSV, with your photos and receipts.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Go to Settings and choose Delete account. It cancels any subscription and erases your cars, records, posts, files and messages. It cannot be undone.',
  },
  {
    question: 'Does Odo work offline?',
    answer:
      'Once opened online, Odo starts without a connection and shows what was saved on your device. Changes, assessments and Ask Odo need a connection.',
  },
];

export function SupportPage() {
  return (
    <PublicPage title="Support" lead="We are real people and we answer every message.">
      <section
        aria-labelledby="support-contact"
        className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="support-contact">Write to us</h2>
        <p className="mb-5">
          Tell us what happened, on which page, and on which device. We answer {SUPPORT_ANSWER_TIME}
          . You can also e-mail{' '}
          <a className="font-medium text-brand hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            <Mail className="mr-1 inline size-4 align-[-0.125em]" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
        <ContactForm />
      </section>
      <section aria-labelledby="support-faq">
        <h2 id="support-faq">Frequently asked questions</h2>
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
