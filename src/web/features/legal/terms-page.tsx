import {
  PLANS,
  REFERRAL_REWARD_DAYS,
  REFERRAL_SIGNUPS_PER_REWARD,
} from '../../../shared/plans-vocab.ts';
import { PublicPage } from '../../components/public-page.tsx';
import { LegalDocument, SupportMail, type LegalSection } from './legal-document.tsx';

const yearly = PLANS.find((plan) => plan.id === 'yearly')!;
const monthly = PLANS.find((plan) => plan.id === 'monthly')!;
const link = 'font-medium text-brand hover:underline';

const sections: LegalSection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        These terms are the agreement between you and Odo for using the Odo web app: the garage and
        its records, vehicle assessments, Car Lens, Ask Odo, favourites, notifications, the
        community, referrals and the premium subscription. By creating an account you accept them,
        together with our{' '}
        <a className={link} href="/privacy">
          privacy policy
        </a>
        . We keep improving Odo, so features may change; we will not take away what you paid for
        during a period you paid for.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old and give a real e-mail address you can read.</li>
        <li>
          One person per account. Keep your password to yourself; you are responsible for what
          happens under your account. Tell us at once if you think someone else got in, and sign
          other devices out from Settings.
        </li>
        <li>
          Personal API tokens act as you on your own garage: keep them secret and revoke any you no
          longer use.
        </li>
      </ul>
    ),
  },
  {
    id: 'free-plan',
    title: 'Free plan',
    body: (
      <p>
        Odo is free to use with limits: each calendar month (UTC) one vehicle assessment, one Car
        Lens result and one Ask Odo question, and one car in your garage. The monthly counters start
        again on the first of the month. We may change the free limits, with notice in the app.
      </p>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Premium subscriptions and prices',
    body: (
      <>
        <p>Premium removes the free limits. There are two plans:</p>
        <ul>
          <li>
            <strong>Yearly:</strong> {yearly.price} a year, billed once a year (about{' '}
            {yearly.savingPercent}% less than paying monthly for a year).
          </li>
          <li>
            <strong>Monthly:</strong> {monthly.price} a month, billed every month, with a{' '}
            {monthly.trialDays}-day free trial.
          </li>
        </ul>
        <p>
          Prices are in the currency shown at checkout and include the taxes shown there. Payments
          are taken by Stripe. If we change a price, the new price applies from your next renewal
          after we told you, and you can cancel before it applies.
        </p>
      </>
    ),
  },
  {
    id: 'trial',
    title: 'Free trial',
    body: (
      <p>
        The Monthly plan starts with a {monthly.trialDays}-day free trial the first time you
        subscribe: you have premium during the trial and are charged only when it ends, unless you
        cancel before. A trial is given once per account: if you have had a subscription before, a
        new Monthly subscription is billed at once.
      </p>
    ),
  },
  {
    id: 'renewal',
    title: 'Renewal and cancellation',
    body: (
      <>
        <p>
          Subscriptions renew automatically at the end of each period, charging the card on file,
          until you cancel. If a payment fails, premium pauses until it is paid.
        </p>
        <p>
          Cancel any time from Billing → Manage Subscription. Cancelling stops the next renewal: you
          keep premium until the end of the period you paid for (or the trial), then return to the
          free plan. You can undo a cancellation until that date. Deleting your account cancels the
          subscription at once.
        </p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Payments are not refunded for the unused part of a period, because you keep premium until
        its end. If you were charged by mistake (for example, twice, or after you cancelled), write
        to <SupportMail /> within 30 days and we will refund it. This does not limit any right to a
        refund or withdrawal that the law of your country gives you.
      </p>
    ),
  },
  {
    id: 'referrals',
    title: 'Referrals',
    body: (
      <>
        <p>
          Share your invite link from your profile. For every {REFERRAL_SIGNUPS_PER_REWARD} friends
          who sign up with your link and confirm their e-mail address, you get{' '}
          {REFERRAL_REWARD_DAYS / 7} weeks ({REFERRAL_REWARD_DAYS} days) of premium, added after any
          referral premium still running. Referral premium is capped at 12 weeks (84 days) per
          calendar year.
        </p>
        <ul>
          <li>A friend counts once, only as a new account, and never yourself.</li>
          <li>
            At most one counted sign-up per network address per day; further sign-ups from the same
            address that day are shown as not counted.
          </li>
          <li>
            Referral premium has no cash value and cannot be exchanged or transferred. Accounts made
            only to earn rewards do not count, and we may withdraw rewards obtained that way.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Community and acceptable use',
    body: (
      <>
        <p>
          You keep the rights to what you post; you let Odo show it to other members inside Odo for
          as long as it is posted. Be helpful and civil. Do not:
        </p>
        <ul>
          <li>post anything illegal, hateful, harassing, sexual or violent, or threaten anyone;</li>
          <li>
            post other people&apos;s personal data (names, number plates with faces, addresses) or
            content you have no right to share;
          </li>
          <li>spam, advertise, impersonate others or mislead people about a car;</li>
          <li>
            try to break, overload, scrape or get around the limits of Odo, or reach other
            members&apos; data.
          </li>
        </ul>
        <p>
          Members can report and block others. We may hide or remove content and suspend posting or
          accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'ai-output',
    title: 'Assessments and AI answers are not professional advice',
    body: (
      <p>
        Scores, conditions, known problems, service schedules, Car Lens identifications and Ask Odo
        answers come from Odo&apos;s built-in engine and knowledge base and, where connected, an AI
        model. They can be incomplete or wrong. They are general guidance, not a mechanic&apos;s
        inspection, a valuation or legal or safety advice. Have a qualified mechanic check a car
        before you buy it or when something seems wrong, and follow your manufacturer&apos;s service
        schedule.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We work to keep Odo available and your data safe, but the service is provided as it is,
        without a promise that it is always available or error-free. As far as the law allows, Odo
        is not liable for indirect or consequential losses, or for decisions you make based on
        Odo&apos;s output, and our total liability to you is limited to what you paid us in the 12
        months before the claim. Nothing here limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop at any time by deleting your account in Settings, which erases your data (see
        the privacy policy). We may suspend or close an account that seriously or repeatedly breaks
        these terms, telling you why unless the law forbids it; if we close a paid account without
        cause, we refund the unused part of the period.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        When we change these terms we update the date at the top. We tell you in the app or by
        e-mail at least 30 days before a change that matters to you applies; if you do not agree,
        you can cancel and delete your account before then.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <SupportMail />, or the form on the{' '}
        <a className={link} href="/support">
          support page
        </a>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PublicPage
      title="Terms of Service"
      lead="The agreement for using Odo: accounts, plans, trial, cancellation, referrals and the community."
    >
      <LegalDocument sections={sections} />
    </PublicPage>
  );
}
